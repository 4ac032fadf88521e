import { Card } from '../../core/cards/card';
import { TableSeat } from '../../core/seats/table-seat';
import { DealState, Duty, Obligation } from '../../core/state';

/** The elected calls that bind `seat` for a play (a lead when `isLead`) to trick `trick`. */
export function bindingObligations(deal: DealState, seat: TableSeat, isLead: boolean, trick: number): Obligation[] {
  return deal.obligations.filter(
    (o) =>
      !o.discharged &&
      o.seats.includes(seat) &&
      (o.trick === undefined || o.trick === trick) &&
      (o.when === 'turn' || (o.when === 'lead') === isLead) &&
      // a suit call binds a lead in his proper turn (whist-1900:64, hearts-foster:20)
      (o.when !== 'lead' || seat === deal.nextLeader),
  );
}

/** The duties of a play: follow suit when able (whist-1900:74) plus every binding call (whist-1900:76). */
export function dutiesFor(
  obligations: readonly Obligation[],
  led: Duty['led'],
  beat: Card | null,
  followLaw: string,
): Duty[] {
  const duties: Duty[] = led === null ? [] : [{ kind: 'follow', suit: led, led, beat, law: followLaw }];
  for (const o of obligations) {
    duties.push({ kind: o.kind, suit: o.suit, card: o.card, led, beat, law: o.law, obligation: o.id });
  }
  return duties;
}

/** Marks the given obligations discharged (obeyed or broken, a call binds one play; whist-1900:68 lets it be repeated). */
export function discharge(all: readonly Obligation[], done: readonly Obligation[]): readonly Obligation[] {
  if (done.length === 0) return all;
  const ids = new Set(done.map((o) => o.id));
  return all.map((o) => (ids.has(o.id) ? { ...o, discharged: true } : o));
}
