import { PlayedCard } from '@ledger/laws/core/tricks/trick';
import { decodeCard } from './bits';
import { MAXM } from './engine';
import { generateMoves } from './moves';
import { Solver } from './solve';

/**
 * A line of play from the position in which the refuting side keeps the claim beaten: at each turn
 * the refuters play the first card (in search order) that keeps it beaten, the others their first
 * card; the line stops once the claim is beaten on the table (`need` out of reach, or reached when
 * the refuters maximise) or the cards run out. `need`: points the maximising seats must still reach.
 */
export function refutingLine(sv: Solver, need: number, refutersMaximise: boolean): PlayedCard[] {
  const e = sv.engine;
  const out: PlayedCard[] = [];
  const closed: boolean[] = [];
  const binds: number[] = [];
  const beaten = () => (refutersMaximise ? need <= 0 : need > e.pointsLeft);
  while (e.tricksLeft > 0 && !(e.trickLen === 0 && beaten())) {
    const d = out.length;
    const p = e.toPlay();
    const bind = sv.obliged && sv.obliged.pending ? sv.obliged.binding(e, p) : 0;
    const cnt = bind ? sv.obliged!.moves(e, p, d * MAXM, bind) : generateMoves(e, p, d, -1);
    const codes = Array.from(e.moves.subarray(d * MAXM, d * MAXM + cnt));
    const chosen = codes.find((code) => keeps(sv, code, bind, need, d, refutersMaximise)) ?? codes[0];
    const gained = step(sv, chosen, bind);
    closed.push(gained >= 0);
    binds.push(bind);
    need -= Math.max(0, gained);
    out.push({ seat: sv.position.order[p], card: decodeCard(chosen) });
  }
  for (let i = out.length - 1; i >= 0; i--) unstep(sv, closed[i], binds[i]);
  return out;
}

/** Plays `code` (closing the trick when full); returns the points gained, or -1 when the trick goes on. */
function step(sv: Solver, code: number, bind: number): number {
  if (bind) sv.obliged!.pending &= ~bind;
  sv.engine.put(code);
  return sv.engine.trickLen === sv.engine.n ? sv.engine.close() : -1;
}

function unstep(sv: Solver, wasClosed: boolean, bind: number): void {
  if (wasClosed) sv.engine.reopen();
  sv.engine.take();
  if (bind) sv.obliged!.pending |= bind;
}

function keeps(sv: Solver, code: number, bind: number, need: number, d: number, refutersMaximise: boolean): boolean {
  const gained = step(sv, code, bind);
  const ok = sv.search.run(need - Math.max(0, gained), d + 1);
  unstep(sv, gained >= 0, bind);
  return ok === refutersMaximise;
}
