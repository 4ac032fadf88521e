import type { TableSeat as Seat } from '../../core/seats/table-seat';
import type { SoloCall, SoloOutcome } from '../../core/outcome';
import { SoloDealResult, callerSide, noSettlement, pairBalances, settleOnTricks } from './settle-solo-deal';
import { SoloRules, TARGET, made, scaleOf, stakePerOpponent } from './stakes';
import { settleGeneralMisere } from './settle-general-misere';

const isMisere = (call: SoloCall) => call === 'misere' || call === 'misere-ouverte';

/** The caller wins at once; the offender pays the stakes for himself and his partners (solo-hoffmann:p150). */
function callerWinsAtOnce(o: SoloOutcome, call: SoloCall, offender: Seat, per: number, law: string): SoloDealResult {
  const balances = pairBalances(o, per, offender);
  return {
    call,
    result: 'made',
    tricks: o.callerTricks,
    perOpponent: per,
    offenderPays: offender,
    balances,
    laws: [law],
  };
}

/** The caller's side revoked: 3 tricks off per revoke, it cannot win; basic stake or more if short (solo-hoffmann:p152). */
function callerRevoked(o: SoloOutcome, call: SoloCall, n: number, rules: SoloRules): SoloDealResult {
  const tricks = Math.max(0, o.callerTricks - 3 * n);
  const basic = scaleOf(rules).basic[call];
  const short = isMisere(call) || made(call, tricks) ? 0 : TARGET[call] - tricks;
  const per = call === 'abondance-declaree' ? basic : basic + short * scaleOf(rules).trick;
  const balances = pairBalances(o, -per, null);
  return { call, result: 'lost', tricks, perOpponent: per, offenderPays: null, balances, laws: ['solo-hoffmann:p152'] };
}

/**
 * A defender revoked. Against a proposal (or with `defenderRevoke: three-tricks`) the 3 tricks a revoke go
 * to the callers, who then win at least the basic stake; otherwise the single caller wins his basic stake
 * (product.md). The offender pays for his whole side.
 */
function defenderRevoked(o: SoloOutcome, call: SoloCall, offender: Seat, n: number, rules: SoloRules): SoloDealResult {
  if (call !== 'proposal' && rules.defenderRevoke !== 'three-tricks')
    return callerWinsAtOnce(o, call, offender, scaleOf(rules).basic[call], 'solo-hoffmann:p152');
  const tricks = Math.min(13, o.callerTricks + 3 * n);
  const per = made(call, tricks) ? stakePerOpponent(call, tricks, rules) : scaleOf(rules).basic[call];
  return { ...callerWinsAtOnce(o, call, offender, per, 'solo-hoffmann:p152'), tricks };
}

/**
 * Hands with the wrong number of cards (solo-hoffmann:p154): the declaring hand(s) win the basic stake if their own cards
 * are correct, the first wrong hand paying for his side; a declaring side holding the wrong number loses it, whatever happened.
 */
function wrongCount(
  o: SoloOutcome,
  call: SoloCall,
  side: readonly Seat[],
  wrong: readonly Seat[],
  rules: SoloRules,
): SoloDealResult {
  const basic = scaleOf(rules).basic[call];
  if (!wrong.some((s) => side.includes(s))) return callerWinsAtOnce(o, call, wrong[0], basic, 'solo-hoffmann:p154');
  return {
    call,
    result: 'lost',
    tricks: o.callerTricks,
    perOpponent: basic,
    offenderPays: null,
    balances: pairBalances(o, -basic, null),
    laws: ['solo-hoffmann:p154'],
  };
}

/** Settles one solo-whist deal: protections, revokes, then the tricks (solo-hoffmann:p147-153). */
export function settleSoloDeal(o: SoloOutcome, rules: SoloRules = {}): SoloDealResult {
  const call = o.call;
  if (call === 'general-misere') return settleGeneralMisere(o, rules);
  if (call === 'none' || !o.caller) return noSettlement(o, 'thrown-in', ['solo-hoffmann:p146']);
  const side = callerSide(o);
  if (o.wrongCardCount?.length) return wrongCount(o, call, side, o.wrongCardCount, rules);
  const protection = isMisere(call) ? o.protections?.find((p) => !side.includes(p.offender)) : undefined;
  if (protection)
    return callerWinsAtOnce(o, call, protection.offender, scaleOf(rules).basic[call], 'solo-hoffmann:p150');
  const own = o.revokes.filter((r) => side.includes(r.seat));
  const theirs = o.revokes.filter((r) => !side.includes(r.seat));
  if (own.length && theirs.length) return noSettlement(o, 'void', ['solo-hoffmann:p153']);
  if (theirs.length && isMisere(call))
    return callerWinsAtOnce(o, call, theirs[0].seat, scaleOf(rules).basic[call], 'solo-hoffmann:p150');
  if (theirs.length) return defenderRevoked(o, call, theirs[0].seat, theirs.length, rules);
  if (own.length) return callerRevoked(o, call, own.length, rules);
  return settleOnTricks(o, call, o.callerTricks, rules);
}
