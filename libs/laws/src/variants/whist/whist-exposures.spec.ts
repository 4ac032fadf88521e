import { ofType, table } from '../../testing/given';

describe('whist exposed cards and plays out of turn (whist-1900:58-63, 68, 70-73)', () => {
  it('whist-1900:58 a card dropped face up is exposed, liable to be called by the adversaries (whist-1900:59)', () => {
    const t = table('whist');
    const e = ofType(
      t.run({ type: 'ExposeCards', deal: 1, seat: 'E', cards: ['AH'], how: 'dropped' }),
      'CardsExposed',
    )[0];
    expect(e).toMatchObject({ law: 'whist-1900:59', cards: ['AH'] });
    expect(e.remedies).toEqual([{ kind: 'call-card', electors: ['N', 'S'], targets: ['E'], law: 'whist-1900:59' }]);
  });
  it('whist-1900:59 only the adversaries may call an exposed card; his partner electing it is refused', () => {
    const t = table('whist');
    t.run({ type: 'ExposeCards', deal: 1, seat: 'E', cards: ['AH'], how: 'named' });
    const v = t.refused({ type: 'ElectPenalty', deal: 1, by: 'W', against: 'E', kind: 'call-card' });
    expect(v).toMatchObject({ code: 'PENALTY_NOT_AVAILABLE', law: 'whist-1900:59' });
  });
  it('whist-1900:59 a called exposed card must be played when the holder can (else a revoke, whist-1900:76)', () => {
    const t = table('whist');
    t.run({ type: 'ExposeCards', deal: 1, seat: 'E', cards: ['JS'], how: 'dropped' });
    t.run({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'call-card' });
    const rev = ofType(t.play(1, 'N:2S E:3S'), 'RevokeCommitted')[0];
    expect(rev).toMatchObject({ seat: 'E', duty: 'play-card', law: 'whist-1900:76', evidence: { heldCard: 'JS' } });
  });
  it('whist-1900:61 cards thrown face up by one player are exposed and callable', () => {
    const t = table('whist');
    const e = ofType(
      t.run({ type: 'ExposeCards', deal: 1, seat: 'S', cards: ['4S', '8S'], how: 'shown' }),
      'CardsExposed',
    )[0];
    expect(e.law).toBe('whist-1900:61');
    expect(e.remedies[0].electors).toEqual(['E', 'W']);
  });
  it('whist-1900:63 a detached card correctly named by an adversary becomes exposed', () => {
    const t = table('whist');
    const e = ofType(
      t.run({ type: 'ExposeCards', deal: 1, seat: 'S', cards: ['QS'], how: 'detached-named', namedBy: 'E' }),
      'CardsExposed',
    )[0];
    expect(e).toMatchObject({ law: 'whist-1900:63', namedBy: 'E' });
  });
  it('whist-1900:68 the call of an exposed card may be repeated at later tricks until it is played', () => {
    const t = table('whist');
    t.run({ type: 'ExposeCards', deal: 1, seat: 'E', cards: ['AH'], how: 'dropped' });
    t.run({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'call-card' });
    t.play(1, 'N:2S E:3S S:4S W:5S');
    const again = ofType(
      t.run({ type: 'ElectPenalty', deal: 1, by: 'S', against: 'E', kind: 'call-card' }),
      'PenaltyElected',
    );
    expect(again).toHaveLength(1);
  });
  it('whist-1900:70 third hand playing before the second: recorded, no penalty', () => {
    const t = table('whist');
    t.play(1, 'N:2S');
    const p = ofType(t.play(1, 'S:4S'), 'PlayOutOfTurnRecorded')[0];
    expect(p).toMatchObject({ rightful: 'E', noPenaltyLaw: 'whist-1900:70', remedies: [] });
    const v = t.refused({ type: 'ElectPenalty', deal: 1, by: 'E', against: 'S', kind: 'win-trick' });
    expect(v).toMatchObject({ code: 'PENALTY_NOT_AVAILABLE', law: 'whist-1900:70' });
  });
  it('whist-1900:71 fourth hand playing before his partner: the partner may be told to win or not to win; disobeying when able is a revoke', () => {
    const t = table('whist');
    t.play(1, 'N:2S');
    const p = ofType(t.play(1, 'W:5S'), 'PlayOutOfTurnRecorded')[0];
    expect(p.remedies.map((r) => r.kind)).toEqual(['win-trick', 'lose-trick']);
    expect(p.remedies[0].targets).toEqual(['E']);
    t.run({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'W', kind: 'win-trick' });
    const rev = ofType(t.play(1, 'E:3S'), 'RevokeCommitted')[0];
    expect(rev).toMatchObject({ seat: 'E', duty: 'win', evidence: { heldCard: 'JS' } });
  });
  it('whist-1900:73 a second card to the same trick is refused as a play (record it as an exposure)', () => {
    const t = table('whist');
    t.play(1, 'N:2S E:3S');
    expect(t.refused({ type: 'PlayCard', deal: 1, seat: 'N', card: '6S' })).toMatchObject({
      code: 'SEAT_ALREADY_PLAYED',
      law: 'whist-1900:73',
    });
    const e = ofType(
      t.run({ type: 'ExposeCards', deal: 1, seat: 'N', cards: ['6S'], how: 'two-played' }),
      'CardsExposed',
    );
    expect(e).toHaveLength(1);
  });
  it('whist-1900:87 a penalty once demanded is final: a second election for the same offence is refused', () => {
    const t = table('whist');
    t.play(1, 'E:3S');
    t.run({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'call-suit', suit: 'H' });
    const v = t.refused({
      type: 'ElectPenalty',
      deal: 1,
      by: 'S',
      against: 'E',
      kind: 'call-card',
      forIrregularity: '1-1',
    });
    expect(v).toMatchObject({ code: 'PENALTY_ALREADY_ELECTED', law: 'whist-1900:87' });
  });
  it('whist-1900:88 a penalty the law does not give for the offence is refused with the law cited', () => {
    const t = table('whist');
    t.run({ type: 'ExposeCards', deal: 1, seat: 'E', cards: ['AH'], how: 'dropped' });
    const v = t.refused({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'call-suit', suit: 'S' });
    expect(v).toMatchObject({ code: 'PENALTY_NOT_AVAILABLE', law: 'whist-1900:59' });
  });
});

describe('whist premature leads and omitted plays (whist-1900:60, 72)', () => {
  it('whist-1900:60 a winning card followed by a lead before partner has played: partner may be told to win, the early card is exposed', () => {
    const t = table('whist');
    t.play(1, 'N:AS E:3S');
    const e = ofType(t.play(1, 'N:KH'), 'CardsExposed')[0];
    expect(e).toMatchObject({ how: 'premature-lead', law: 'whist-1900:60', cards: ['KH'] });
    expect(e.remedies.map((r) => [r.kind, r.targets])).toEqual([
      ['win-trick', ['S']],
      ['call-card', ['N']],
    ]);
    expect(t.deal().tricks[0].cards).toHaveLength(2);
  });
  it('whist-1900:72 a player who missed a trick and played to the next: the short trick stands, the adversaries may claim a new deal', () => {
    const t = table('whist');
    t.play(1, 'N:2S E:3S S:QS');
    const evs = t.play(1, 'S:2D');
    const o = ofType(evs, 'PlayOmitted')[0];
    expect(o).toMatchObject({ seat: 'W', trick: 1, law: 'whist-1900:72' });
    expect(o.remedies[0]).toMatchObject({ kind: 'new-deal', electors: ['N', 'S'] });
    expect(t.deal().tricks.map((x) => x.winner)).toEqual(['S', null]);
    expect(ofType(evs, 'CardPlayed')[0]).toMatchObject({ seat: 'S', card: '2D', trick: 2 });
  });
});

describe('whist detached cards named wrongly', () => {
  it('whist-1900:63 an adversary naming a wrong detached card is liable to a suit call when he or his partner next leads', () => {
    const t = table('whist');
    const w = ofType(
      t.run({ type: 'ExposeCards', deal: 1, seat: 'S', cards: ['AS'], how: 'detached-named', namedBy: 'E' }),
      'WrongCardNamed',
    )[0];
    expect(w).toMatchObject({ seat: 'E', holder: 'S', law: 'whist-1900:63' });
    expect(w.remedies[0]).toMatchObject({ kind: 'call-suit', electors: ['N', 'S'], targets: ['E', 'W'] });
    expect(t.deal().exposed).toEqual([]);
  });
});
