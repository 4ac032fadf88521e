import fc from 'fast-check';
import { Card, suitOf } from '../../core/cards/card';
import { TableSeat } from '../../core/seats/table-seat';
import { breachProof } from '../../core/tricks/duty-check';
import { DealState, Evidence, initialState, PlayEntry, SessionState } from '../../core/state';
import { evolve } from '../fold/evolve';
import { fuzzedCommand } from '../../testing/fuzzed-commands';
import { fuzzedSession } from '../../testing/fuzzed-session';
import { Breach, findBreaches } from './detect';
import { knownCardsAt } from './knowledge';
import { playsBy } from '../../core/tricks/turn';

/**
 * The oracle: revoke detection as it stood before stop 33 (each renounce's knowledge from a walk of the whole deal,
 * one Evidence object per known card). Kept here only to check that the faster detection finds exactly the same
 * breaches, with the same evidence, at every state of fuzzed deals.
 */
function oracleKnownHeldAt(deal: DealState, seat: TableSeat, trick: number, played: Card): Evidence[] {
  const before = new Set<Card>();
  const later: Card[] = [];
  for (const t of deal.tricks)
    for (const p of t.cards) {
      if (p.seat !== seat) continue;
      if (t.number < trick) before.add(p.card);
      else if (t.number > trick) later.push(p.card);
    }
  const out: Evidence[] = [];
  const seen = new Set<Card>([played]);
  const add = (card: Card, source: Evidence['source']) => {
    if (before.has(card) || seen.has(card) || deal.drawn.some((d) => d.seat === seat && d.card === card)) return;
    seen.add(card);
    out.push({ heldCard: card, source });
  };
  for (const c of deal.hands?.[seat] ?? []) add(c, 'dealt-hand');
  for (const c of later) add(c, 'played-later');
  for (const x of deal.exposed) if (x.seat === seat) add(x.card, 'shown');
  for (const x of deal.shown) if (x.seat === seat) add(x.card, 'shown');
  return out;
}

function oracleBreachOf(deal: DealState, trick: number, p: PlayEntry): Breach | undefined {
  if (p.duties.length === 0) return undefined;
  if (p.duties.length === 1 && p.duties[0].kind === 'follow' && suitOf(p.card) === p.duties[0].suit) return undefined;
  const known = oracleKnownHeldAt(deal, p.seat, trick, p.card);
  if (known.length === 0) return undefined;
  const held = known.map((k) => k.heldCard);
  for (const duty of p.duties) {
    const proof = breachProof(duty, p.card, held, deal.trump);
    if (proof)
      return {
        seat: p.seat,
        trick,
        card: p.card,
        ledSuit: duty.led,
        duty,
        evidence: known.find((k) => k.heldCard === proof)!,
      };
  }
  return undefined;
}

function oracleFindBreaches(deal: DealState): Breach[] {
  return deal.tricks.flatMap((t) =>
    t.cards.flatMap((p) => {
      const b = oracleBreachOf(deal, t.number, p);
      return b ? [b] : [];
    }),
  );
}

describe('revoke detection (whist-1900:74, bridge-1904:89, solo-hoffmann:p152, hearts-foster:22): the same breaches as the oracle', () => {
  it('at every state of fuzzed deals, all variants, hands recorded or not', () => {
    let breaches = 0;
    let renounces = 0;
    fc.assert(
      fc.property(
        fc.constantFrom('whist', 'dummy-whist', 'bridge-1904', 'solo-whist', 'hearts'),
        fc.boolean(),
        fc.array(fuzzedCommand, { minLength: 20, maxLength: 150, size: 'max' }),
        (variant, rec, cmds) => {
          const { events } = fuzzedSession(variant, rec, cmds);
          let state: SessionState = initialState;
          for (const e of events) {
            state = evolve(state, e);
            const deal = state.deals[0];
            if (!deal) continue;
            const found = findBreaches(deal);
            expect(found).toEqual(oracleFindBreaches(deal));
            breaches += found.length;
            for (const t of deal.tricks)
              for (const p of t.cards) {
                if (suitOf(p.card) !== p.duties[0]?.suit) renounces++;
                const known = knownCardsAt(deal, p.seat, t.number, p.card, playsBy(deal, p.seat));
                expect(known.cards.map((heldCard, i) => ({ heldCard, source: known.sources[i] }))).toEqual(
                  oracleKnownHeldAt(deal, p.seat, t.number, p.card),
                );
              }
          }
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 150) },
    );
    // The fuzzed deals must reach what is compared: renounces, and breaches proved among them.
    expect(renounces).toBeGreaterThan(100);
    expect(breaches).toBeGreaterThan(10);
  });
});
