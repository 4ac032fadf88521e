import type { SoloOutcome } from '../../core/outcome';
import type { TableSeat } from '../../core/seats/table-seat';
import { SoloDealResult, noSettlement, playersOf, zeroBalances } from './settle-solo-deal';
import { SoloRules, scaleOf } from './stakes';

/** The agreed stake of a General Misère, usually a solo stake (solo-hoffmann:p147). */
export function generalMisereStake(rules: SoloRules): number {
  return scaleOf(rules).basic[rules.generalMisereStake === 'misere' ? 'misere' : 'solo'];
}

/**
 * Who pays in a General Misère: a player with a proved revoke (a revoking player can never win and pays the
 * stakes, solo-hoffmann:p152); else the taker of the last trick (solo-hoffmann:p147) or, with `most-tricks`,
 * every player with the most tricks (Britannica, laws.md §4.9).
 */
export function generalMisereLosers(o: SoloOutcome, rules: SoloRules): readonly TableSeat[] {
  const revokers = [...new Set(o.revokes.map((r) => r.seat))];
  if (revokers.length) return revokers;
  const g = o.generalMisere;
  if (!g) return [];
  if (rules.generalMisere === 'most-tricks') {
    const most = Math.max(...playersOf(o).map((s) => g.tricks[s] ?? 0));
    return most > 0 ? playersOf(o).filter((s) => (g.tricks[s] ?? 0) === most) : [];
  }
  return g.lastTrick ? [g.lastTrick] : [];
}

/** Settles a General Misère: each loser pays each of the other players the agreed stake (solo-hoffmann:p147). */
export function settleGeneralMisere(o: SoloOutcome, rules: SoloRules): SoloDealResult {
  const losers = generalMisereLosers(o, rules);
  const law = o.revokes.length ? 'solo-hoffmann:p152' : 'solo-hoffmann:p147';
  if (!losers.length) return noSettlement(o, 'thrown-in', [law]);
  const stake = generalMisereStake(rules);
  const balances = zeroBalances(o);
  for (const loser of losers)
    for (const other of playersOf(o).filter((s) => s !== loser)) {
      balances[loser] -= stake;
      balances[other] += stake;
    }
  return {
    call: 'general-misere',
    result: 'lost',
    tricks: o.generalMisere?.tricks[losers[0]] ?? 0,
    perOpponent: stake,
    offenderPays: null,
    balances,
    laws: [law],
    losers,
  };
}
