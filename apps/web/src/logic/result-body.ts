import type { Seat } from './variants';

/**
 * What the result-only form holds (strings as the inputs give them). The app checks only that each
 * field is filled in; whether the result can have happened is the API's answer (api.md "Result-only deals").
 */
export interface ResultForm {
  tricksNS?: string;
  tricksEW?: string;
  /** whist: '' (none) or 'NS:2', 'NS:4', 'EW:2', 'EW:4'. */
  honours?: string;
  declaration?: string;
  declarer?: string;
  doublings?: string;
  /** bridge: honours held per seat, each '' when not entered. */
  bridgeHonours?: Partial<Record<Seat, string>>;
  call?: string;
  caller?: string;
  partner?: string;
  soloTricks?: string;
  hearts?: Partial<Record<Seat, string>>;
}

/** The body of `POST …/deals/{n}/result`, or a message naming the missing field. */
export type ResultBody = { ok: true; body: Record<string, unknown> } | { ok: false; missing: string };

const int = (s: string | undefined): number | undefined =>
  s !== undefined && s.trim() !== '' && /^\d+$/.test(s.trim()) ? Number(s.trim()) : undefined;

function sideTricks(f: ResultForm): { NS: number; EW: number } | string {
  const NS = int(f.tricksNS);
  const EW = int(f.tricksEW);
  if (NS === undefined) return 'tricks won by North–South';
  if (EW === undefined) return 'tricks won by East–West';
  return { NS, EW };
}

/** Builds the request body of a result-only deal for the variant from the form. */
export function resultBody(
  variant: string,
  f: ResultForm,
  seats: readonly string[] = ['N', 'E', 'S', 'W'],
): ResultBody {
  switch (variant) {
    case 'whist':
    case 'dummy-whist': {
      const tricks = sideTricks(f);
      if (typeof tricks === 'string') return { ok: false, missing: tricks };
      const body: Record<string, unknown> = { tricks };
      if (f.honours) {
        const [side, n] = f.honours.split(':');
        body.honours = { [side]: Number(n) };
      }
      return { ok: true, body };
    }
    case 'bridge-1904': {
      if (!f.declaration) return { ok: false, missing: 'the declaration' };
      if (!f.declarer) return { ok: false, missing: 'the declarer' };
      const tricks = sideTricks(f);
      if (typeof tricks === 'string') return { ok: false, missing: tricks };
      const body: Record<string, unknown> = {
        declaration: f.declaration,
        declarer: f.declarer,
        doublings: int(f.doublings) ?? 0,
        tricks,
      };
      const entered = Object.entries(f.bridgeHonours ?? {}).filter(([, v]) => int(v) !== undefined);
      if (entered.length)
        body.honours = Object.fromEntries(seats.map((s) => [s, int(f.bridgeHonours?.[s as Seat]) ?? 0]));
      return { ok: true, body };
    }
    case 'solo-whist': {
      if (!f.call) return { ok: false, missing: 'the call' };
      if (!f.caller) return { ok: false, missing: 'the caller' };
      const tricks = int(f.soloTricks);
      if (tricks === undefined) return { ok: false, missing: "the caller's side's tricks" };
      const body: Record<string, unknown> = { call: f.call, caller: f.caller, tricks };
      if (f.partner) body.partner = f.partner;
      return { ok: true, body };
    }
    case 'hearts': {
      const hearts: Record<string, number> = {};
      for (const s of seats) {
        const n = int(f.hearts?.[s as Seat]);
        if (n === undefined) return { ok: false, missing: `hearts taken by ${s}` };
        hearts[s] = n;
      }
      return { ok: true, body: { hearts } };
    }
    default:
      return { ok: false, missing: `a result form for ${variant}` };
  }
}
