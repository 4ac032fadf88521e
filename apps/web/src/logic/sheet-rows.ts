import { text } from './text';
/** The seats of a per-player sheet: its `players` list of seats, or the keys of `players` when it names them. */
function seatsOf(sheet: Json): string[] {
  const p = sheet.players;
  if (Array.isArray(p)) return p.map(text);
  if (p && typeof p === 'object') return Object.keys(p);
  return Object.keys(obj(sheet.balances));
}

/** One row of the running score: a deal's score before and after it, per side or per player, and its notes. */
export interface SheetRow {
  deal: number;
  before: Record<string, number>;
  after: Record<string, number>;
  /** What the deal made: tricks per side, hearts per player, the call… */
  result: string;
  notes: string[];
}

type Json = Record<string, unknown>;
const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const obj = (v: unknown): Record<string, number> => (v && typeof v === 'object' ? (v as Record<string, number>) : {});
const arr = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);

function add(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = num(out[k]) + num(v);
  return out;
}

function rulingNotes(d: Json): string[] {
  return arr(d.rulings).map((r) => `Ruling: ${typeof r.reason === 'string' ? r.reason : 'adjustment'}`);
}

/**
 * The running totals the API serves on each deal (`before`/`after`: `score` of the game below for the
 * partnership games, `balances` per seat for solo and hearts), when it serves them.
 */
function apiRunning(d: Json): { before: Record<string, number>; after: Record<string, number> } | null {
  const b = d.before as Json | undefined;
  const a = d.after as Json | undefined;
  if (!b || !a) return null;
  const pick = (r: Json) => obj(r.balances ?? r.score);
  if (!(b.balances ?? b.score) || !(a.balances ?? a.score)) return null;
  return { before: pick(b), after: pick(a) };
}

function sides(t: Record<string, number>): string {
  return `N–S ${num(t.NS)}, E–W ${num(t.EW)}`;
}

/**
 * The running score of a score-sheet as the API serves it (`GET /v1/sessions/{id}/scoresheet`): for the
 * partnership games the points of the game being played before and after each deal (as the laws settled
 * them), for solo and hearts each player's balance before and after. Nothing here scores a deal.
 */
export function sheetRows(sheet: Json): SheetRow[] {
  const deals = arr(sheet.deals);
  if (sheet.variant === 'whist' || sheet.variant === 'dummy-whist' || sheet.variant === 'bridge-1904') {
    return deals.map((d) => {
      const notes = rulingNotes(d);
      const game = d.game as Json | null;
      if (game) notes.push(`Game to ${String(game.winner)}${game.value ? ` (${text(game.value)})` : ''}`);
      const rubber = d.rubber as Json | null;
      if (rubber) notes.push(`Rubber to ${String(rubber.winner)}, ${num(rubber.points)} points`);
      for (const p of arr(d.penalties)) notes.push(`Revoke penalty: ${text(p)}`);
      const above = obj(d.above);
      if (Object.keys(above).length && (num(above.NS) || num(above.EW))) notes.push(`Above the line: ${sides(above)}`);
      const running = apiRunning(d);
      if (running) notes.push(`Rubber points after: ${sides(obj((d.after as Json).points))}`);
      return {
        deal: num(d.deal),
        before: running?.before ?? obj(d.scoreBefore),
        after: running?.after ?? obj(d.scoreReached),
        result: `Tricks ${sides(obj(d.tricks))}`,
        notes,
      };
    });
  }
  let running: Record<string, number> = Object.fromEntries(seatsOf(sheet).map((p) => [p, 0]));
  return deals.map((d) => {
    const change =
      sheet.variant === 'hearts'
        ? Object.fromEntries(
            Object.keys(obj(d.received)).map((k) => [k, num(obj(d.received)[k]) - num(obj(d.paid)[k])]),
          )
        : obj(d.balances);
    const fromApi = apiRunning(d);
    const before = fromApi?.before ?? running;
    running = fromApi?.after ?? add(running, change);
    const notes = rulingNotes(d);
    let result: string;
    if (sheet.variant === 'hearts') {
      const h = obj(d.hearts);
      result = `Hearts ${Object.entries(h)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`;
      const revokers = arr(d.revokers);
      if (revokers.length) notes.push(`Revoke by ${revokers.map(text).join(', ')}`);
    } else {
      result = `${String(d.call)} by ${text(d.caller ?? '—')}: ${String(d.result)}, ${num(d.tricks)} tricks`;
      if (d.offenderPays) notes.push(`${text(d.offenderPays)} pays for the side (revoke)`);
    }
    return { deal: num(d.deal), before, after: running, result, notes };
  });
}

/** The columns of the running score: the sides, or the players at the table. */
export function sheetColumns(sheet: Json): string[] {
  if (sheet.variant === 'hearts' || sheet.variant === 'solo-whist') return seatsOf(sheet);
  return ['NS', 'EW'];
}
