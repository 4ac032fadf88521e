import type { RulingAdjustment, Ruling } from '../../core/settlement/ruling';
import type { DealOutcome } from '../../core/outcome';
import { scoresheet, Scoresheet } from './scoresheet';
import type { SessionState } from '../../core/state';
import { dealOutcome } from '../../views/deal-outcome';

/** The session's score-sheet recomputed from its folded state: every ended deal, then every ruling. */
export function scoresheetOfSession(session: SessionState): Scoresheet {
  const outcomes = session.deals.map((d) => dealOutcome(session, d.number)).filter((o): o is DealOutcome => o !== null);
  const rulings: Ruling[] = session.deals.flatMap((d) =>
    d.rulings.map((r) => ({ deal: d.number, reason: r.reason, adjustment: r.adjustment as RulingAdjustment })),
  );
  return scoresheet(session.variant, session.rules, outcomes, rulings, session.order);
}
