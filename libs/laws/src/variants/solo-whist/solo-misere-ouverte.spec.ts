import { Table, ofType, table } from '../../testing/given';

/** N (eldest, W deals) calls `call`, the others pass; round-robin hands unless `hands: null`. */
function misere(call: string, hands?: null): Table {
  const t = table('solo-whist', hands === null ? { hands: null } : {});
  for (const seat of ['N', 'E', 'S', 'W'] as const)
    t.run({ type: 'MakeCall', deal: 1, seat, call: seat === 'N' ? call : 'pass' });
  return t;
}

describe("misère ouverte: the caller's hand laid face up after the first trick (solo-hoffmann:p143)", () => {
  it("solo-hoffmann:p143 the caller's remaining cards are laid face up when the first trick is turned, not before", () => {
    const t = misere('misere-ouverte');
    const dealt = t.deal().hands!.N!;
    expect(ofType(t.play(1, 'N:2S E:3S S:4S'), 'HandLaidOpen')).toEqual([]);
    expect(t.deal().laidOpen).toBeNull();
    const [open] = ofType(t.play(1, 'W:5S'), 'HandLaidOpen');
    expect(open).toMatchObject({ seat: 'N', trick: 1, law: 'solo-hoffmann:p143' });
    expect(open.cards).toEqual(dealt.filter((c) => c !== '2S'));
    expect(open.cards).toHaveLength(12);
    expect(
      t
        .deal()
        .shown.filter((x) => x.seat === 'N')
        .map((x) => x.card),
    ).toEqual(open.cards);
    expect(t.deal().laidOpen).toBe('N');
  });

  it('solo-hoffmann:p143 the hand is laid down once: later tricks record nothing more', () => {
    const t = misere('misere-ouverte');
    t.play(1, 'N:2S E:3S S:4S W:5S W:9S N:6S E:7S S:8S');
    expect(ofType(t.events, 'HandLaidOpen')).toHaveLength(1);
  });

  it('solo-hoffmann:p143 a plain misère is not laid open', () => {
    const t = misere('misere');
    t.play(1, 'N:2S E:3S S:4S W:5S');
    expect(ofType(t.events, 'HandLaidOpen')).toEqual([]);
    expect(t.deal().shown).toEqual([]);
  });

  it('solo-hoffmann:p143 hands not recorded: the hand is laid down with no cards known; the cards shown (no penalty, solo-hoffmann:p150) prove a later revoke', () => {
    const t = misere('misere-ouverte', null);
    const [open] = ofType(t.play(1, 'N:2S E:3S S:4S W:5S'), 'HandLaidOpen');
    expect(open).toMatchObject({ seat: 'N', cards: [] });
    const [shown] = ofType(
      t.run({ type: 'ExposeCards', deal: 1, seat: 'N', cards: ['6S'], how: 'shown' }),
      'CardsExposed',
    );
    expect(shown).toMatchObject({ remedies: [], noPenaltyLaw: 'solo-hoffmann:p150' });
    const [revoke] = ofType(t.play(1, 'W:9S N:2H'), 'RevokeCommitted');
    expect(revoke).toMatchObject({ seat: 'N', evidence: { heldCard: '6S', source: 'shown' } });
  });
});
