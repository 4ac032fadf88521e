import { RecordIrregularity } from '../../core/commands';
import { LawEvent } from '../../core/events';
import { liveDeal, seatAt } from '../../core/guards';
import { refuse } from '../../core/law-violation';
import { SessionState } from '../../core/state';
import { currentTrickNumber } from '../../core/tricks/turn';
import { nextIrregularityId } from '../../play/irregularities/ids';
import { bridgeSeats, onDealersSide } from './bridge-seats';
import { doublingState } from './doubling-state';

const LAW = 'bridge-1904:58';

/**
 * bridge-1904:58: "Any consultation between partners as to doubling or re-doubling will entitle the maker of
 * the trump or the eldest hand, without consultation, to a new deal." Recorded against one of the partners who
 * consulted, between the declaration and the first lead; the new deal is the other side's: the eldest hand's
 * when the dealer's side consulted, the maker of the trump's when the adversaries did. Other facts of conduct:
 * undefined (the shared ones decide them).
 */
export function decideBridgeConduct(cmd: RecordIrregularity, session: SessionState): LawEvent[] | undefined {
  if (cmd.kind !== 'doubling-consultation') return undefined;
  const deal = liveDeal(session, cmd.deal);
  const seat = seatAt(deal, cmd.seat);
  const doubling = doublingState(deal);
  if (!doubling || deal.tricks.length > 0)
    refuse(
      'CALL_NOT_ALLOWED',
      `a consultation as to doubling is recorded between the declaration and the first lead (bridge-1904:53, :58)`,
      LAW,
    );
  const elector = onDealersSide(deal, seat) ? bridgeSeats(deal).eldest : doubling.maker;
  return [
    {
      type: 'IrregularityRecorded',
      at: cmd.at,
      deal: deal.number,
      irregularity: nextIrregularityId(deal),
      kind: 'doubling-consultation',
      seat,
      trick: currentTrickNumber(deal),
      cards: [],
      law: LAW,
      remedies: [{ kind: 'new-deal', electors: [elector], targets: [], law: LAW }],
    },
  ];
}
