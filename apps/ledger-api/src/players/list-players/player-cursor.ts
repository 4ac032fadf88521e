/** Where a page of players starts: after this (name, id), players being ordered by name then id. */
export interface PlayerCursor {
  name: string;
  id: string;
}

/** The opaque cursor text (base64url of the JSON pair). */
export function encodePlayerCursor(c: PlayerCursor): string {
  return Buffer.from(JSON.stringify([c.name, c.id])).toString('base64url');
}

/** The cursor a client sent back, or undefined when it is not one of ours. */
export function decodePlayerCursor(text: string): PlayerCursor | undefined {
  try {
    const v: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string')
      return /^[0-9a-f-]{36}$/i.test(v[1]) ? { name: v[0], id: v[1] } : undefined;
  } catch {
    return undefined;
  }
  return undefined;
}
