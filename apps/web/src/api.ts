import type { Problem } from './logic/problem';

/** An answer the API refused: its problem details (api.md "Errors"). */
export class ApiProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title ?? `HTTP ${problem.status}`);
  }
}

/** Where the key and the club are kept: this browser's localStorage only. */
export const KEY_STORE = 'ledger.app.key';
export const CLUB_STORE = 'ledger.app.club';

/** The signed-in key and club, or null. */
export function signedIn(): { key: string; club: string } | null {
  const key = localStorage.getItem(KEY_STORE);
  const club = localStorage.getItem(CLUB_STORE);
  return key && club ? { key, club } : null;
}

/** Where the old hand-written board page kept its key (that page is now the app's score-sheet). */
const OLD_BOARD_KEY_STORE = 'ledger.board.key';

/** Keeps the key (and the club) in this browser. */
export function signIn(club: string, key: string): void {
  localStorage.setItem(KEY_STORE, key.trim());
  localStorage.setItem(CLUB_STORE, club.trim());
}

/** Forgets the key (and the old board page's copy, if this browser still has one). */
export function signOut(): void {
  localStorage.removeItem(KEY_STORE);
  localStorage.removeItem(CLUB_STORE);
  localStorage.removeItem(OLD_BOARD_KEY_STORE);
}

async function call(method: string, path: string, body?: unknown): Promise<Response> {
  const key = localStorage.getItem(KEY_STORE) ?? '';
  const res = await fetch(path, {
    method,
    headers: {
      Authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    let problem: Problem = { status: res.status };
    try {
      problem = { ...((await res.json()) as Problem), status: res.status };
    } catch {
      /* not JSON: the status says it */
    }
    throw new ApiProblem(problem);
  }
  return res;
}

/** GET a JSON resource of the API with the signed-in key. */
export async function get<T = Record<string, unknown>>(path: string): Promise<T> {
  return (await (await call('GET', path)).json()) as T;
}

/** POST to the API with the signed-in key; the created resource's JSON. */
export async function post<T = Record<string, unknown>>(path: string, body: unknown): Promise<T> {
  const res = await call('POST', path, body);
  return (res.status === 204 ? {} : await res.json()) as T;
}

/** GET a text resource (CSV, the log checkpoint). */
export async function getText(path: string): Promise<string> {
  return (await call('GET', path)).text();
}

/** Downloads a CSV of the API as a file (the key goes in a header, so a plain link cannot carry it). */
export async function downloadCsv(path: string, filename: string): Promise<void> {
  const text = await getText(path);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
