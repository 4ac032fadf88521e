import type { DealOutcome, PerSide, RevokePenaltyOption } from '../core/outcome';
import type { RecordedResult } from '../core/recorded-result';
import { compassSeat } from '../core/seats/table-seat';
import type { DealState, SessionState } from '../core/state';
import { provedRevokes } from './proved-revokes';

/**
 * The settlement input of a deal recorded by its result (api.md "Result-only deals"): the same outcome shape
 * a played deal gives, so the same settlement scores it. The proved revokes are those of the record (a revoke
 * claim on a deal without its play is `unproven` unless the record proves it).
 */
export function resultOnlyOutcome(session: SessionState, d: DealState, r: RecordedResult): DealOutcome {
  const revokes = provedRevokes(session, d).map((x) => ({
    seat: compassSeat(x.seat),
    ...(x.option ? { penaltyOption: x.option as RevokePenaltyOption } : {}),
  }));
  switch (r.family) {
    case 'whist':
      return {
        variant: session.variant as 'whist' | 'dummy-whist',
        deal: d.number,
        tricks: r.tricks,
        honours: r.honours ? whistHonours(r.honours.side, r.honours.points) : null,
        // whist-1900:51: honours written in the result at the end of the hand are claimed then
        ...(session.rules.honoursMustBeClaimed
          ? { honoursClaimed: { NS: r.honours?.side === 'NS', EW: r.honours?.side === 'EW' } }
          : {}),
        revokes,
      };
    case 'bridge':
      return {
        variant: 'bridge-1904',
        deal: d.number,
        declarer: compassSeat(d.contract!.caller),
        trump: r.declaration,
        doublings: r.doublings,
        tricks: r.tricks,
        honours: r.honours,
        chicane: r.chicane,
        revokes,
      };
    case 'solo':
      return {
        variant: 'solo-whist',
        deal: d.number,
        call: r.call,
        caller: r.caller,
        ...(r.partner ? { acceptor: r.partner } : {}),
        callerTricks: r.tricks,
        revokes: revokes.map(({ seat }) => ({ seat })),
      };
    case 'hearts':
      return {
        variant: 'hearts',
        deal: d.number,
        players: d.order,
        hearts: r.hearts,
        forfeits: [],
        revokes: provedRevokes(session, d).map((x) => ({ seat: x.seat })),
      };
  }
}

/** The holding that scores `points` for `side` (whist-1900:48): all four honours for 4, three of them for 2. */
function whistHonours(side: 'NS' | 'EW', points: 2 | 4): PerSide {
  const held = points === 4 ? 4 : 3;
  return side === 'NS' ? { NS: held, EW: 4 - held } : { NS: 4 - held, EW: held };
}
