import type { Side } from '../../core/seats/seat';
import type { PerSide, WhistOutcome } from '../../core/outcome';
import { SIDES, otherSide } from '../../core/settlement/per-side';
import { AppliedWhistPenalty, bothSidesRevoked, effectiveOption, revokingSides, wrongedSide } from './revoke-penalties';
import { GameValue, WHIST_GAME, WhistRules, gameValue, honourPoints } from './whist-rules';

/** The settlement of one whist deal from the score at its start. */
export interface WhistDealResult {
  readonly scoreBefore: PerSide;
  /** The score reached in the hand (before a won game is wiped for the next one). */
  readonly scoreReached: PerSide;
  /** Tricks after any revoke trick transfer. */
  readonly tricks: PerSide;
  readonly penalties: readonly AppliedWhistPenalty[];
  readonly trickPoints: PerSide;
  readonly honourPoints: PerSide;
  /** The game won in this hand, if any, with its value (whist-1900:53). */
  readonly game: {
    readonly winner: Side;
    readonly value: GameValue;
    readonly by: 'revoke' | 'tricks' | 'honours';
  } | null;
  readonly laws: readonly string[];
}

interface Tally {
  score: Record<Side, number>;
  tricks: Record<Side, number>;
  capped: Record<Side, boolean>;
  winner: Side | null;
  by: 'revoke' | 'tricks' | 'honours' | null;
  laws: string[];
}

/** Adds points to a side's score; a capped side stops at 4 (whist-1900:85-86); reaching 5 wins the game. */
function addPoints(t: Tally, side: Side, n: number, by: 'revoke' | 'tricks' | 'honours'): number {
  if (t.winner || n <= 0) return 0;
  const limit = t.capped[side] ? WHIST_GAME - 1 : Number.POSITIVE_INFINITY;
  const before = t.score[side];
  t.score[side] = Math.min(before + n, Math.max(limit, before));
  if (t.score[side] >= WHIST_GAME) {
    t.winner = side;
    t.by = by;
  }
  return t.score[side] - before;
}

/** Revoke penalties come first (whist-1900:50, 75); each revoke its own option (whist-1900:75 II). */
function applyRevokes(t: Tally, o: WhistOutcome, rules: WhistRules): AppliedWhistPenalty[] {
  const bridgeLaws = o.variant === 'dummy-whist' && rules.dummyLaws === 'bridge-1904';
  // bridge-1904:99: both sides revoking, each side is penalised at its adversary's discretion and neither
  // wins the game by that hand (both capped below game, as each revoking side is); whist-1900:85: they cancel
  const both = bothSidesRevoked(o);
  if (both && !bridgeLaws) {
    t.laws.push('whist-1900:85');
    return [];
  }
  if (both) t.laws.push('bridge-1904:99');
  const transferOk = bridgeLaws;
  const out: AppliedWhistPenalty[] = [];
  for (const rv of o.revokes) {
    const to = wrongedSide(rv);
    const from = otherSide(to);
    let option = effectiveOption(rv, !!o.abandoned, transferOk);
    if (option === 'take-three-tricks' && rules.revokeTricksFromFewer === 'forbid' && t.tricks[from] < 3)
      option = 'add-three';
    let amount: number;
    if (option === 'take-three-tricks') {
      amount = Math.min(3, t.tricks[from]);
      t.tricks[from] -= amount;
      t.tricks[to] += amount;
    } else if (option === 'deduct-three') {
      amount = t.winner ? 0 : rules.deductBelowZero ? 3 : Math.max(0, Math.min(3, t.score[from]));
      t.score[from] -= amount;
    } else amount = addPoints(t, to, 3, 'revoke');
    out.push({ to, option, amount, law: both ? 'bridge-1904:99' : o.abandoned ? 'whist-1900:62' : 'whist-1900:75' });
  }
  return out;
}

/** Tricks over six score one point each (whist-1900:47); at most one side scores them. */
function applyTricks(t: Tally): PerSide {
  const pts = { NS: 0, EW: 0 };
  for (const side of SIDES) pts[side] = addPoints(t, side, t.tricks[side] - 6, 'tricks');
  return pts;
}

/** Honours after tricks (whist-1900:48-50); none for a side at 4 when the deal began (whist-1900:49). */
function applyHonours(t: Tally, o: WhistOutcome, rules: WhistRules, start: PerSide): PerSide {
  const pts = { NS: 0, EW: 0 };
  if (!o.honours) return pts;
  for (const side of SIDES) {
    const n = honourPoints(o.honours[side]);
    if (n === 0 || start[side] >= WHIST_GAME - 1) continue;
    if (rules.honoursMustBeClaimed && !o.honoursClaimed?.[side]) continue;
    if (!t.winner) pts[side] = addPoints(t, side, n, 'honours');
    else if (rules.losersHonoursWhenGameOnTricks && t.by === 'tricks' && t.winner !== side) {
      pts[side] = Math.min(WHIST_GAME - 1, t.score[side] + n) - t.score[side];
      t.score[side] += pts[side];
    }
  }
  return pts;
}

/** Settles one whist / dummy-whist deal: revoke, then tricks, then honours (whist-1900:50). */
export function settleWhistDeal(start: PerSide, o: WhistOutcome, rules: WhistRules = {}): WhistDealResult {
  const revokers = revokingSides(o.revokes);
  const t: Tally = {
    score: { ...start },
    tricks: { ...o.tricks },
    capped: { NS: revokers.includes('NS'), EW: revokers.includes('EW') },
    winner: null,
    by: null,
    laws: revokers.length ? ['whist-1900:86'] : [],
  };
  const penalties = applyRevokes(t, o, rules);
  const trickPoints = applyTricks(t);
  const honours = applyHonours(t, o, rules, start);
  const game = t.winner && t.by ? { winner: t.winner, value: gameValue(t.score[otherSide(t.winner)]), by: t.by } : null;
  if (game) t.laws.push('whist-1900:53');
  return {
    scoreBefore: start,
    scoreReached: { ...t.score },
    tricks: { ...t.tricks },
    penalties,
    trickPoints,
    honourPoints: honours,
    game,
    laws: t.laws,
  };
}
