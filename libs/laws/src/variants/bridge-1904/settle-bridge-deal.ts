import type { Side } from '../../core/seats/seat';
import type { BridgeOutcome, PerSide } from '../../core/outcome';
import { SIDES, otherSide } from '../../core/settlement/per-side';
import { AppliedWhistPenalty, revokingSides, wrongedSide } from '../whist/revoke-penalties';
import { BRIDGE_GAME, REVOKE_CAP, chicanePerSide, honoursPerSide, slamPoints, trickValue } from './bridge-values';

/** The settlement of one Bridge (1904) deal from the score below the line at its start. */
export interface BridgeDealResult {
  readonly scoreBefore: PerSide;
  /** Below the line after the hand (before a won game is wiped). */
  readonly scoreReached: PerSide;
  readonly tricks: PerSide;
  readonly trickValue: number;
  readonly penalties: readonly AppliedWhistPenalty[];
  /** Points below the line gained in this hand (tricks and added penalty values), less deductions. */
  readonly below: PerSide;
  /** Honours, chicane and slam: scored above the line, counted at the end of the rubber (bridge-1904:10). */
  readonly above: PerSide;
  readonly game: { readonly winner: Side } | null;
  readonly laws: readonly string[];
}

interface Tally {
  score: Record<Side, number>;
  tricks: Record<Side, number>;
  capped: Record<Side, boolean>;
  winner: Side | null;
}

/** Adds points below the line; a revoking side stops at 28 (bridge-1904:90 V); 30 wins the game (bridge-1904:2). */
function addBelow(t: Tally, side: Side, n: number): void {
  if (n <= 0) return;
  const before = t.score[side];
  t.score[side] = t.capped[side] ? Math.max(before, Math.min(before + n, REVOKE_CAP)) : before + n;
  if (!t.winner && t.score[side] >= BRIDGE_GAME) t.winner = side;
}

/** Revoke penalties per revoke, each at the wronged side's choice (bridge-1904:90, both sides: bridge-1904:99). */
function applyRevokes(t: Tally, o: BridgeOutcome, value: number): AppliedWhistPenalty[] {
  return o.revokes.map((rv) => {
    const to = wrongedSide(rv);
    const from = otherSide(to);
    const option = rv.penaltyOption ?? 'add-three';
    let amount: number;
    if (option === 'take-three-tricks') {
      amount = Math.min(3, t.tricks[from]);
      t.tricks[from] -= amount;
      t.tricks[to] += amount;
    } else if (option === 'deduct-three') {
      amount = Math.min(3 * value, t.score[from]);
      t.score[from] -= amount;
    } else {
      amount = 3 * value;
      addBelow(t, to, amount);
    }
    return { to, option, amount, law: 'bridge-1904:90' };
  });
}

/** Honours, chicane and slam for each side; no slam for a revoking side or from penalty tricks (bridge-1904:9, 90). */
function aboveTheLine(o: BridgeOutcome, capped: Record<Side, boolean>): PerSide {
  const h = honoursPerSide(o.trump, o.honours);
  const c = chicanePerSide(o.trump, o.chicane);
  const slam = (side: Side) => (capped[side] ? 0 : slamPoints(o.tricks[side]));
  return { NS: h.NS + c.NS + slam('NS'), EW: h.EW + c.EW + slam('EW') };
}

/** Settles one Bridge (1904) deal: revoke penalties, tricks over six below the line, the rest above. */
export function settleBridgeDeal(start: PerSide, o: BridgeOutcome): BridgeDealResult {
  const revokers = revokingSides(o.revokes);
  const capped = { NS: revokers.includes('NS'), EW: revokers.includes('EW') };
  const t: Tally = { score: { ...start }, tricks: { ...o.tricks }, capped, winner: null };
  const value = trickValue(o.trump, o.doublings);
  const penalties = applyRevokes(t, o, value);
  for (const side of SIDES) addBelow(t, side, (t.tricks[side] - 6) * value);
  const laws = [
    'bridge-1904:4',
    ...(revokers.length ? ['bridge-1904:90'] : []),
    ...(revokers.length > 1 ? ['bridge-1904:99'] : []),
  ];
  return {
    scoreBefore: start,
    scoreReached: { ...t.score },
    tricks: { ...t.tricks },
    trickValue: value,
    penalties,
    below: { NS: t.score.NS - start.NS, EW: t.score.EW - start.EW },
    above: aboveTheLine(o, capped),
    game: t.winner ? { winner: t.winner } : null,
    laws,
  };
}
