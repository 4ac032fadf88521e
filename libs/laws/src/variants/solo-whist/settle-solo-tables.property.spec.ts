import fc from 'fast-check';
import type { SoloCall, SoloOutcome } from '../../core/outcome';
import { outcomeProblem } from '../../core/settlement/outcome-problem';
import type { TableSeat } from '../../core/seats/table-seat';
import { settleSoloDeal } from './settle-solo-revokes';

const FIVE: readonly TableSeat[] = ['N', 'E', 'S', 'W', 'P5'];
const THREE: readonly TableSeat[] = ['N', 'E', 'S'];
const SINGLE: SoloCall[] = ['solo', 'misere', 'abondance', 'misere-ouverte', 'abondance-declaree'];

/** A deal at a table of five (one of them sitting out) or of three, any call the table allows, or a General Misère. */
const tableOutcome: fc.Arbitrary<SoloOutcome> = fc
  .record({
    five: fc.boolean(),
    out: fc.integer({ min: 0, max: 4 }),
    first: fc.integer({ min: 0, max: 3 }),
    call: fc.constantFrom<SoloCall | 'general-misere'>('proposal', 'general-misere', ...SINGLE),
    callerTricks: fc.integer({ min: 0, max: 13 }),
    tricks: fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 4, maxLength: 4 }),
    last: fc.integer({ min: 0, max: 3 }),
    revokes: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
  })
  .map((r) => {
    const players = r.five ? FIVE.filter((_, i) => i !== r.out) : THREE;
    const at = (i: number) => players[i % players.length];
    const call = !r.five && r.call === 'proposal' ? 'solo' : r.call;
    const base = {
      variant: 'solo-whist' as const,
      deal: 1,
      players,
      ...(r.five ? { sittingOut: FIVE[r.out] } : {}),
      revokes: r.revokes.map((i) => ({ seat: at(i) })),
    };
    if (call === 'general-misere') {
      const tricks = Object.fromEntries(players.map((s, i) => [s, r.tricks[i] ?? 0]));
      return { ...base, call, callerTricks: 0, generalMisere: { tricks, lastTrick: at(r.last) } };
    }
    const acceptor = call === 'proposal' ? { acceptor: at(r.first + 1) } : {};
    return { ...base, call, caller: at(r.first), ...acceptor, callerTricks: r.callerTricks };
  });

describe('solo settlement at tables of three and five (solo-hoffmann:p147, p156)', () => {
  it('is zero-sum, pays nobody off the table, and the player sitting out neither pays nor receives', () => {
    fc.assert(
      fc.property(tableOutcome, fc.constantFrom('last-trick', 'most-tricks' as const), (o, generalMisere) => {
        expect(outcomeProblem(o)).toBeUndefined();
        const r = settleSoloDeal(o, { generalMisere });
        const seats = Object.keys(r.balances);
        expect(Object.values(r.balances).reduce((a, b) => a + (b ?? 0), 0)).toBe(0);
        expect(seats.every((s) => o.players!.includes(s as TableSeat) || s === o.sittingOut)).toBe(true);
        if (o.sittingOut) expect(r.balances[o.sittingOut]).toBe(0);
      }),
    );
  });

  it('a proposal at three, a caller off the table or a sitting-out player who plays is not a solo deal', () => {
    const three = { variant: 'solo-whist', deal: 1, players: THREE, callerTricks: 5, revokes: [] } as const;
    expect(outcomeProblem({ ...three, call: 'proposal', caller: 'N', acceptor: 'E' })).toMatch(/p156/);
    expect(outcomeProblem({ ...three, call: 'solo', caller: 'W' })).toMatch(/caller/);
    expect(outcomeProblem({ ...three, call: 'solo', caller: 'N', sittingOut: 'N' })).toMatch(/sitting out/);
    expect(outcomeProblem({ ...three, call: 'general-misere' })).toMatch(/General Misère/);
  });

  it('a General Misère whose last trick is not known is thrown in: nobody pays', () => {
    const o: SoloOutcome = {
      variant: 'solo-whist',
      deal: 1,
      call: 'general-misere',
      callerTricks: 0,
      revokes: [],
      generalMisere: { tricks: { N: 4, E: 3, S: 3, W: 3 }, lastTrick: null },
    };
    expect(settleSoloDeal(o, { generalMisere: 'last-trick' })).toMatchObject({
      result: 'thrown-in',
      balances: { N: 0, E: 0, S: 0, W: 0 },
    });
    // with most-tricks the same deal is settled: N took the most
    expect(settleSoloDeal(o, { generalMisere: 'most-tricks' }).balances).toEqual({ N: -18, E: 6, S: 6, W: 6 });
  });
});
