/** Where the app is: read from the address's fragment (`#/sessions/<id>`, `#/admin`, `#key=…&club=…`). */
export type Route =
  | { name: 'home' }
  | { name: 'session'; id: string }
  | { name: 'admin' }
  | { name: 'sign-in'; key?: string; club?: string };

/** Parses a location hash into a route; a `key=` fragment is a sign-in link (the QR code's). */
export function parseHash(hash: string): Route {
  const h = hash.replace(/^#/, '');
  if (/(^|&)key=/.test(h)) {
    const p = new URLSearchParams(h);
    return { name: 'sign-in', key: p.get('key') ?? undefined, club: p.get('club') ?? undefined };
  }
  const session = /^\/sessions\/([0-9a-fA-F-]{36})$/.exec(h);
  if (session) return { name: 'session', id: session[1].toLowerCase() };
  if (h === '/admin') return { name: 'admin' };
  if (h === '/sign-in') return { name: 'sign-in' };
  return { name: 'home' };
}

/** The sign-in link for a key of a club, as the admin screen's QR code carries it. */
export function signInLink(origin: string, club: string, key: string): string {
  return `${origin}/app/#${new URLSearchParams({ club, key }).toString()}`;
}
