import type { SoloCall, SoloOutcome } from '../../core/outcome';
import { settleSoloDeal } from './settle-solo-revokes';
import { FOSTER_SCALE, HOFFMANN_SCALE, RED } from './stakes';

function solo(call: SoloCall, callerTricks: number, extra: Partial<SoloOutcome> = {}): SoloOutcome {
  return { variant: 'solo-whist', deal: 1, call, caller: 'N', callerTricks, revokes: [], ...extra };
}
const H = HOFFMANN_SCALE.basic;

/** A single caller on N settling `per` with each of E, S, W (sign +1: N receives). */
const single = (per: number, sign: number) => ({ N: 3 * sign * per, E: -sign * per, S: -sign * per, W: -sign * per });
/** N (proposer) and S (acceptor) each settling `per` with one opponent. */
const pairs = (per: number, sign: number) => ({ N: sign * per, S: sign * per, E: -sign * per, W: -sign * per });
const pa = (tricks: number) => solo('proposal', tricks, { acceptor: 'S' });

describe('laws.md §4.10 worked settlement examples (Hoffmann scale, pence)', () => {
  it.each([
    {
      name: 'example 1: solo made with 7, 6 + 2 each (solo-hoffmann:p148)',
      o: solo('solo', 7),
      rules: {},
      per: H.solo + (7 - 5),
      balances: single(H.solo + 2, +1),
    },
    {
      name: 'example 2: solo failed with 3, 6 + 2 each (solo-hoffmann:p148)',
      o: solo('solo', 3),
      rules: {},
      per: H.solo + (5 - 3),
      balances: single(H.solo + 2, -1),
    },
    {
      name: 'example 3: P&A made with 10, 6 + 2 pairwise (solo-hoffmann:p148)',
      o: pa(10),
      rules: {},
      per: H.proposal + (10 - 8),
      balances: pairs(H.proposal + 2, +1),
    },
    {
      name: 'example 4: P&A all 13, over-tricks doubled: 6 + 5 × 2 (solo-hoffmann:p148)',
      o: pa(13),
      rules: {},
      per: H.proposal + 5 * 2,
      balances: pairs(16, +1),
    },
    {
      name: 'example 5: P&A failed with 6, 6 + 2 pairwise (solo-hoffmann:p148)',
      o: pa(6),
      rules: {},
      per: H.proposal + (8 - 6),
      balances: pairs(H.proposal + 2, -1),
    },
    {
      name: 'example 6: misère won, 12 each (solo-hoffmann:p148)',
      o: solo('misere', 0),
      rules: {},
      per: H.misere,
      balances: single(12, +1),
    },
    {
      name: 'example 6: misère lost on the first trick, 12 each (solo-hoffmann:p148)',
      o: solo('misere', 1, { misereLostAtTrick: 1 }),
      rules: {},
      per: H.misere,
      balances: single(12, -1),
    },
    {
      name: 'example 7: abondance with doubled over-tricks, 10 tricks = 1s 8d each (solo-hoffmann:p148)',
      o: solo('abondance', 10),
      rules: { overtricksDoubledInAbondance: true },
      per: H.abondance + 2 * (10 - 9),
      balances: single(12 + 8, +1),
    },
    {
      name: 'example 8: abondance failed with 8 = 1s 7d each (solo-hoffmann:p148)',
      o: solo('abondance', 8),
      rules: {},
      per: H.abondance + (9 - 8),
      balances: single(12 + 7, -1),
    },
    {
      name: 'example 9: solo caller revokes, 9 → 6, simply loses 6 each (solo-hoffmann:p152)',
      o: solo('solo', 9, { revokes: [{ seat: 'N' }] }),
      rules: {},
      per: H.solo,
      balances: single(6, -1),
    },
    {
      name: 'example 10: solo caller revokes, 6 → 3, two short: 6 + 2 each (solo-hoffmann:p152)',
      o: solo('solo', 6, { revokes: [{ seat: 'N' }] }),
      rules: {},
      per: H.solo + (5 - (6 - 3)),
      balances: single(8, -1),
    },
    {
      name: 'example 11: a defender exposes against a misère, the offender alone pays 3 × 12 (solo-hoffmann:p150)',
      o: solo('misere', 0, { protections: [{ kind: 'exposed', offender: 'S' }] }),
      rules: {},
      per: H.misere,
      balances: { N: 3 * H.misere, E: 0, S: -3 * H.misere, W: 0 },
    },
  ] as const)('laws.md §4.10 $name', ({ o, rules, per, balances }) => {
    const r = settleSoloDeal(o, rules);
    expect(r.perOpponent).toBe(per);
    expect(r.balances).toEqual(balances);
  });
});

describe('solo-whist revokes and protections (solo-hoffmann:p150-153)', () => {
  it('solo-hoffmann:p153: both sides revoke, the deal is void', () => {
    const r = settleSoloDeal(solo('solo', 7, { revokes: [{ seat: 'N' }, { seat: 'E' }] }));
    expect(r.result).toBe('void');
    expect(Object.values(r.balances).every((v) => v === 0)).toBe(true);
  });
  it('solo-hoffmann:p152 (product.md): a defender revokes against a solo, the caller wins his basic stake, all from the offender', () => {
    const r = settleSoloDeal(solo('solo', 2, { revokes: [{ seat: 'W' }] }));
    expect(r.balances).toEqual({ N: 3 * H.solo, E: 0, S: 0, W: -3 * H.solo });
  });
  it('solo-hoffmann:p150: a defender revokes against a misère ouverte, the caller wins at once', () => {
    const r = settleSoloDeal(solo('misere-ouverte', 4, { revokes: [{ seat: 'E' }] }));
    expect(r.balances).toEqual({ N: 3 * H['misere-ouverte'], E: -3 * H['misere-ouverte'], S: 0, W: 0 });
  });
  it('solo-hoffmann:p152: a defender revokes against a proposal: 3 tricks to the callers, the offender pays both', () => {
    const r = settleSoloDeal(solo('proposal', 7, { acceptor: 'S', revokes: [{ seat: 'E' }] }));
    const per = H.proposal + (7 + 3 - 8);
    expect(r.balances).toEqual({ N: per, S: per, E: -2 * per, W: 0 });
  });
  it('solo-hoffmann:p152: the acceptor revokes, the partners share the fine pairwise', () => {
    const r = settleSoloDeal(solo('proposal', 9, { acceptor: 'S', revokes: [{ seat: 'S' }] }));
    const per = H.proposal + (8 - 6);
    expect(r.balances).toEqual({ N: -per, S: -per, E: per, W: per });
  });
  it('solo-hoffmann:p148: abondance déclarée is beaten by one lost trick, no under-tricks', () => {
    const r = settleSoloDeal(solo('abondance-declaree', 12));
    expect(r.balances.N).toBe(-3 * H['abondance-declaree']);
  });
  it('solo-hoffmann:p146: all pass, the hands are thrown in and nobody pays', () => {
    expect(settleSoloDeal({ variant: 'solo-whist', deal: 1, call: 'none', callerTricks: 0, revokes: [] }).result).toBe(
      'thrown-in',
    );
  });
});

describe("laws.md §4.8 B Foster's counter scale (solo-foster:p146)", () => {
  it.each([
    ['a solo lost with 4 tricks costs 2 red + 1 white to each', 4, 2 * RED + 1, -1],
    ['a solo won with 7 tricks brings 2 red + 2 white from each', 7, 2 * RED + 2, +1],
  ] as const)('laws.md §4.8 B: %s', (_n, tricks, per, sign) => {
    const r = settleSoloDeal(solo('solo', tricks), { stakes: 'foster' });
    expect(r.perOpponent).toBe(per);
    expect(r.balances.N).toBe(sign * 3 * per);
    expect(FOSTER_SCALE.basic['abondance-declaree']).toBe(8 * RED);
  });
});
