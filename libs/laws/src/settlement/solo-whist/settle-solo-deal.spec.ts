import type { Seat } from '../../seats/seat';
import type { SoloCall, SoloOutcome } from '../outcome';
import { settleSoloDeal } from './settle-solo-revokes';
import { FOSTER_SCALE, HOFFMANN_SCALE, RED } from './stakes';

function solo(call: SoloCall, callerTricks: number, extra: Partial<SoloOutcome> = {}): SoloOutcome {
  return { variant: 'solo-whist', deal: 1, call, caller: 'N', callerTricks, revokes: [], ...extra };
}
const H = HOFFMANN_SCALE.basic;
const others = (...side: Seat[]) => (['N', 'E', 'S', 'W'] as Seat[]).filter((s) => !side.includes(s));

describe('laws.md §4.10 worked settlement examples, single caller (Hoffmann scale, pence)', () => {
  it.each([
    ['example 1: solo made with 7 (solo-hoffmann:p148)', solo('solo', 7), H.solo + 2, +1],
    ['example 2: solo failed with 3 (solo-hoffmann:p148)', solo('solo', 3), H.solo + 2, -1],
    ['example 6: misère won (solo-hoffmann:p148)', solo('misere', 0), H.misere, +1],
    ['example 6: misère lost on the first trick (solo-hoffmann:p148)', solo('misere', 1, { misereLostAtTrick: 1 }), H.misere, -1],
    ['example 8: abondance failed with 8 (solo-hoffmann:p148)', solo('abondance', 8), H.abondance + 1, -1],
    ['example 9: solo caller revokes, 9 → 6, simply loses (solo-hoffmann:p152)', solo('solo', 9, { revokes: [{ seat: 'N' }] }), H.solo, -1],
    ['example 10: solo caller revokes, 6 → 3, two short (solo-hoffmann:p152)', solo('solo', 6, { revokes: [{ seat: 'N' }] }), H.solo + 2, -1],
  ] as const)('laws.md §4.10 %s', (_name, outcome, perOpponent, sign) => {
    const r = settleSoloDeal(outcome);
    expect(r.perOpponent).toBe(perOpponent);
    expect(r.balances.N).toBe(sign * 3 * perOpponent);
    for (const d of others('N')) expect(r.balances[d]).toBe(-sign * perOpponent);
  });

  it('laws.md §4.10 example 7: abondance with doubled over-tricks, 10 tricks = 1s 8d each (solo-hoffmann:p148)', () => {
    const r = settleSoloDeal(solo('abondance', 10), { overtricksDoubledInAbondance: true });
    expect(r.perOpponent).toBe(H.abondance + 2 * (10 - 9));
    expect(r.perOpponent).toBe(12 + 8);
    expect(r.balances.N).toBe(3 * r.perOpponent);
  });

  it('laws.md §4.10 example 11: a defender exposes against a misère, the offender alone pays (solo-hoffmann:p150)', () => {
    const r = settleSoloDeal(solo('misere', 0, { protections: [{ kind: 'exposed', offender: 'S' }] }));
    expect(r.balances).toEqual({ N: 3 * H.misere, E: 0, S: -3 * H.misere, W: 0 });
  });
});

describe('laws.md §4.10 worked settlement examples, proposal and acceptance (solo-hoffmann:p148)', () => {
  it.each([
    ['example 3: P&A made with 10', 10, H.proposal + 2, +1],
    ['example 4: P&A with all 13 tricks, over-tricks doubled', 13, H.proposal + 5 * 2, +1],
    ['example 5: P&A failed with 6', 6, H.proposal + 2, -1],
  ] as const)('laws.md §4.10 %s', (_name, tricks, perOpponent, sign) => {
    const r = settleSoloDeal(solo('proposal', tricks, { acceptor: 'S' }));
    expect(r.perOpponent).toBe(perOpponent);
    expect(r.balances).toEqual({ N: sign * perOpponent, S: sign * perOpponent, E: -sign * perOpponent, W: -sign * perOpponent });
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
    expect(settleSoloDeal({ variant: 'solo-whist', deal: 1, call: 'none', callerTricks: 0, revokes: [] }).result).toBe('thrown-in');
  });
});

describe('laws.md §4.8 B Foster\'s counter scale (solo-foster:p146)', () => {
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
