import { Table, ofType, table } from '../../testing/given';
import { dealOutcome } from '../../views/deal-outcome';
import { settleSoloDeal } from './settle-solo-revokes';
import type { SoloOutcome } from '../../core/outcome';

/** N (eldest, W deals) calls `call`, the others pass; round-robin hands (N: 2S 6S TS AS, E: 3S 7S JS KS…). */
function misere(call: string, rules?: Record<string, unknown>): Table {
  const t = table('solo-whist', rules ? { rules } : {});
  for (const seat of ['N', 'E', 'S', 'W'] as const)
    t.run({ type: 'MakeCall', deal: 1, seat, call: seat === 'N' ? call : 'pass' });
  return t;
}

describe('a misère is lost as soon as the caller takes a trick (solo-hoffmann:p148)', () => {
  it('solo-hoffmann:p148 the misère caller taking a trick ends the hand at once; a further play is refused HAND_ENDED', () => {
    const t = misere('misere');
    expect(ofType(t.play(1, 'N:2S E:3S S:4S W:5S W:9S N:TS E:7S'), 'DealEnded')).toEqual([]);
    expect(t.deal().status).toBe('playing');
    const [ended] = ofType(t.play(1, 'S:8S'), 'DealEnded');
    expect(ended).toMatchObject({ reason: 'misere-lost', trick: 2, law: 'solo-hoffmann:p148' });
    expect(t.deal().status).toBe('ended');
    expect(t.deal().tricks).toHaveLength(2);
    const refused = t.refused({ type: 'PlayCard', deal: 1, seat: 'N', card: 'AS' });
    expect(refused.code).toBe('HAND_ENDED');
  });

  it('solo-hoffmann:p148 the lost misère is settled at once: the basic stake to each opponent, no under-tricks (Hoffmann 12d)', () => {
    const t = misere('misere');
    t.play(1, 'N:AS E:3S S:4S W:5S');
    expect(t.deal().end).toMatchObject({ reason: 'misere-lost', trick: 1 });
    const o = dealOutcome(t.state, 1) as SoloOutcome;
    expect(o).toMatchObject({ call: 'misere', caller: 'N', callerTricks: 1, misereLostAtTrick: 1 });
    expect(settleSoloDeal(o)).toMatchObject({
      result: 'lost',
      perOpponent: 12,
      balances: { N: -36, E: 12, S: 12, W: 12 },
    });
  });

  it("solo-hoffmann:p148 misère ouverte too: lost at the caller's first trick, twice the misère (Foster's counters: 6 red each)", () => {
    const t = misere('misere-ouverte', { stakes: 'foster' });
    t.play(1, 'N:2S E:3S S:4S W:5S');
    expect(ofType(t.events, 'HandLaidOpen')).toHaveLength(1);
    t.play(1, 'W:9S N:TS E:7S S:8S');
    expect(t.deal().end).toMatchObject({ reason: 'misere-lost', trick: 2, law: 'solo-hoffmann:p148' });
    expect(t.refused({ type: 'PlayCard', deal: 1, seat: 'N', card: 'AS' }).code).toBe('HAND_ENDED');
    const o = dealOutcome(t.state, 1) as SoloOutcome;
    expect(settleSoloDeal(o, { stakes: 'foster' })).toMatchObject({
      result: 'lost',
      perOpponent: 30,
      balances: { N: -90, E: 30, S: 30, W: 30 },
    });
  });

  it('solo-hoffmann:p148 other calls play on after the caller takes a trick; a defender taking tricks ends nothing', () => {
    const solo = misere('solo');
    solo.play(1, 'N:AS E:3S S:4S W:5S');
    expect(solo.deal().status).toBe('playing');
    const m = misere('misere');
    m.play(1, 'N:2S E:3S S:4S W:5S W:9S N:6S E:7S S:8S');
    expect(m.deal().status).toBe('playing');
  });

  it('solo-hoffmann:p148 hands not recorded: the trick the caller takes ends the hand all the same', () => {
    const t = table('solo-whist', { hands: null });
    for (const seat of ['N', 'E', 'S', 'W'] as const)
      t.run({ type: 'MakeCall', deal: 1, seat, call: seat === 'N' ? 'misere' : 'pass' });
    t.play(1, 'N:AS E:3S S:4S W:5S');
    expect(t.deal().end).toMatchObject({ reason: 'misere-lost', trick: 1, law: 'solo-hoffmann:p148' });
    expect(t.refused({ type: 'PlayCard', deal: 1, seat: 'N', card: '2H' }).code).toBe('HAND_ENDED');
  });
});
