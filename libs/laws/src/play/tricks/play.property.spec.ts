import fc from 'fast-check';
import { Card } from '../../core/cards/card';
import { FULL_PACK } from '../../core/cards/pack';
import { fold } from '../fold/evolve';
import { beats } from '../../core/tricks/trick';
import { dealFromKeys, playRandomDeal } from '../../testing/random-deal';
import { ofType } from '../../testing/given';
import { judgeRevokeClaim } from '../revokes/verdict';

const keys = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 52, maxLength: 52 });
const choices = fc.array(fc.nat({ max: 12 }), { minLength: 8, maxLength: 60 });

describe('random whist deals (fast-check)', () => {
  it('52 cards are conserved: every card played exactly once, 13 tricks of 4', () => {
    fc.assert(
      fc.property(keys, choices, fc.boolean(), (k, ch, rec) => {
        const { state } = playRandomDeal(dealFromKeys(k), ch, { recordHands: rec });
        const d = state.deals[0];
        const played = d.tricks.flatMap((t) => t.cards.map((c) => c.card));
        expect(d.tricks).toHaveLength(13);
        expect(new Set(played).size).toBe(52);
        expect([...played].sort()).toEqual([...FULL_PACK].sort());
        expect(d.status).toBe('ended');
      }),
      { numRuns: 60 },
    );
  });
  it('a play after the lead carries the duty to follow: the suit led, the card then winning (whist-1900:74)', () => {
    fc.assert(
      fc.property(keys, choices, (k, ch) => {
        const { state } = playRandomDeal(dealFromKeys(k), ch, { recordHands: true });
        const d = state.deals[0];
        for (const t of d.tricks) {
          expect(t.cards[0].duties).toEqual([]);
          t.cards.slice(1).forEach((p, i) => {
            const led = t.cards[0].card[1];
            const before = t.cards.slice(0, i + 1);
            const winning = before.find((w) =>
              before.every((o) => o === w || !beats(o.card, w.card, led as never, d.trump)),
            )!;
            expect(p.duties).toEqual([{ kind: 'follow', suit: led, led, beat: winning.card, law: 'whist-1900:74' }]);
          });
        }
      }),
      { numRuns: 40 },
    );
  });

  it('every trick has exactly one winner, the card no other card in the trick beats', () => {
    fc.assert(
      fc.property(keys, choices, (k, ch) => {
        const { state } = playRandomDeal(dealFromKeys(k), ch, { recordHands: true });
        const d = state.deals[0];
        for (const t of d.tricks) {
          const win = t.cards.find((c) => c.seat === t.winner)!;
          const led = t.cards[0].card[1] as Card extends `${string}${infer S}` ? S : never;
          expect(t.cards.filter((c) => c !== win && beats(c.card, win.card, led, d.trump))).toEqual([]);
        }
      }),
      { numRuns: 60 },
    );
  });
  it('replaying any prefix of the events is deterministic, and prefix + rest folds to the whole', () => {
    fc.assert(
      fc.property(keys, choices, fc.nat({ max: 200 }), (k, ch, cut) => {
        const { events, state } = playRandomDeal(dealFromKeys(k), ch, { recordHands: true, leadOutOfTurnAt: 3 });
        const at = cut % (events.length + 1);
        expect(fold(events.slice(0, at))).toEqual(fold(events.slice(0, at)));
        expect(fold(events.slice(at), fold(events.slice(0, at)))).toEqual(state);
      }),
      { numRuns: 40 },
    );
  });
  it('no revoke is ever reported when every player followed suit', () => {
    fc.assert(
      fc.property(keys, choices, fc.boolean(), (k, ch, rec) => {
        const { events, state } = playRandomDeal(dealFromKeys(k), ch, { recordHands: rec });
        expect(ofType(events, 'RevokeCommitted')).toEqual([]);
        for (const seat of ['N', 'E', 'S', 'W'] as const)
          expect(judgeRevokeClaim(state, state.deals[0], seat).verdict).toBe('refuted');
      }),
      { numRuns: 60 },
    );
  });
  it('every injected revoke is found at the right trick, at once from the dealt hands, after the fact from play', () => {
    fc.assert(
      fc.property(
        keys,
        choices,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        (k, ch, trick, position, rec) => {
          const { events, injected } = playRandomDeal(dealFromKeys(k), ch, {
            recordHands: rec,
            revokeAt: { trick, position },
          });
          const found = ofType(events, 'RevokeCommitted');
          if (!injected) return expect(found).toEqual([]);
          expect(found.map((r) => [r.seat, r.trick])).toEqual([[injected.seat, injected.trick]]);
          const when = events.indexOf(found[0]);
          const play = events.findIndex(
            (e) => e.type === 'CardPlayed' && e.trick === injected.trick && e.seat === injected.seat,
          );
          if (rec) expect(when).toBe(play + 1);
          else {
            expect(found[0].evidence.source).toBe('played-later');
            const proof = events.findIndex(
              (e) =>
                e.type === 'CardPlayed' &&
                e.seat === injected.seat &&
                e.trick > injected.trick &&
                e.card[1] === found[0].ledSuit,
            );
            expect(when).toBe(proof + 1);
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});
