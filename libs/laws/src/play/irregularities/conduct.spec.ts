import type { ConductKind } from '../../core/commands';
import type { TableSeat } from '../../core/seats/table-seat';
import { ofType, table } from '../../testing/given';

const conduct = (t: ReturnType<typeof table>, seat: TableSeat, kind: ConductKind) =>
  ofType(t.run({ type: 'RecordIrregularity', deal: 1, seat, kind }), 'IrregularityRecorded')[0];

describe('irregularities of conduct', () => {
  it('whist-1900:94 looking at a quitted trick: a suit may be called from the offender or his partner at their next lead', () => {
    const t = table('whist');
    t.play(1, 'N:AS E:3S S:4S W:5S');
    const i = conduct(t, 'E', 'looked-at-trick');
    expect(i.remedies).toEqual([
      { kind: 'call-suit', electors: ['N', 'S'], targets: ['E', 'W'], law: 'whist-1900:94' },
    ]);
  });
  it('whist-1900:90 calling attention to the trick before partner played: partner to play highest or lowest, or win or not win', () => {
    const t = table('whist');
    t.play(1, 'N:2S E:JS');
    const i = conduct(t, 'E', 'called-attention');
    expect(i.remedies.map((r) => [r.kind, r.targets])).toEqual([
      ['call-highest', ['W']],
      ['call-lowest', ['W']],
      ['win-trick', ['W']],
      ['lose-trick', ['W']],
    ]);
    t.run({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'call-lowest' });
    t.play(1, 'S:4S');
    expect(ofType(t.play(1, 'W:KS'), 'RevokeCommitted')[0]).toMatchObject({
      seat: 'W',
      duty: 'lowest',
      law: 'whist-1900:76',
    });
  });
  it('bridge-1904:102 an adversary claiming the trick before his partner played: the dealer may require that partner to play highest or lowest', () => {
    const t = table('bridge-1904');
    t.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'NT' });
    t.play(1, 'N:AS');
    expect(conduct(t, 'N', 'called-attention').remedies[0]).toMatchObject({
      kind: 'call-highest',
      electors: ['W'],
      targets: ['S'],
      law: 'bridge-1904:102',
    });
  });
  it('bridge-1904:108 a quitted trick looked at: no penalty is stated', () => {
    const t = table('bridge-1904');
    t.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'NT' });
    expect(conduct(t, 'N', 'looked-at-trick')).toMatchObject({ remedies: [], noPenaltyLaw: 'bridge-1904:108' });
  });
  it('hearts-foster:28 looking at a quitted trick carries the penalty of a lead out of turn (hearts-foster:20)', () => {
    const t = table('hearts');
    t.play(1, 'N:2S E:3S S:4S W:5S');
    expect(conduct(t, 'S', 'looked-at-trick').remedies).toEqual([
      { kind: 'call-suit', electors: ['E'], targets: ['S'], law: 'hearts-foster:28' },
    ]);
  });
  it('solo-hoffmann:p153 the last trick may be seen: no penalty', () => {
    const t = table('solo-whist');
    for (const s of ['N', 'E', 'S', 'W'] as const)
      t.run({ type: 'MakeCall', deal: 1, seat: s, call: s === 'N' ? 'solo' : 'pass' });
    expect(conduct(t, 'E', 'looked-at-trick')).toMatchObject({ remedies: [], noPenaltyLaw: 'solo-hoffmann:p153' });
    expect(t.refused({ type: 'RecordIrregularity', deal: 1, seat: 'E', kind: 'sneezed' as never }).code).toBe(
      'MALFORMED_COMMAND',
    );
  });
});

describe("asking partner and Dummy's suggestions", () => {
  // N holds a single spade (3S); W deals and declares at bridge, or deals at whist.
  const HANDS = { N: '3.AKQJT9.T98.JT9', E: 'AKQJT9..AKQJ.AKQ', S: '42.8432.432.5432', W: '8765.765.765.876' };
  it('whist-1900:78 partner asked in time: the adversaries turning the trick does not establish the revoke, the revoker may still correct', () => {
    const t = table('whist', { hands: HANDS });
    t.play(1, 'N:9D E:AD S:2D W:5D E:AS S:2S W:5S N:TH');
    t.run({ type: 'RecordIrregularity', deal: 1, seat: 'S', kind: 'asked-partner' });
    expect(ofType(t.play(1, 'W:8S'), 'RevokeEstablished')).toHaveLength(0);
    const u = table('whist', { hands: HANDS });
    u.play(1, 'N:9D E:AD S:2D W:5D E:AS S:2S W:5S N:TH');
    expect(ofType(u.play(1, 'W:8S'), 'RevokeEstablished')).toHaveLength(1);
  });
  it('bridge-1904:92 asking partner, as in whist: the revoking side playing on still establishes it', () => {
    const t = table('bridge-1904', { hands: HANDS });
    t.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'NT' });
    t.play(1, 'N:9D E:AD S:2D W:5D E:AS S:2S W:5S N:TH');
    expect(
      ofType(
        t.run({ type: 'RecordIrregularity', deal: 1, seat: 'S', kind: 'asked-partner' }),
        'IrregularityRecorded',
      )[0].noPenaltyLaw,
    ).toBe('bridge-1904:92');
    expect(ofType(t.play(1, 'E:KS S:4S'), 'RevokeEstablished')).toHaveLength(1);
  });
  it('bridge-1904:64 a play suggested by Dummy: either adversary may require the dealer to play or not to play that card', () => {
    const t = table('bridge-1904');
    t.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'NT' });
    t.play(1, 'N:2S');
    const i = ofType(
      t.run({ type: 'RecordIrregularity', deal: 1, seat: 'E', kind: 'dummy-suggested', card: 'JS' }),
      'IrregularityRecorded',
    )[0];
    expect(i.remedies.map((r) => [r.kind, r.electors])).toEqual([
      ['play-card', ['N', 'S']],
      ['do-not-play-card', ['N', 'S']],
    ]);
    t.run({ type: 'ElectPenalty', deal: 1, by: 'S', against: 'E', kind: 'do-not-play-card' });
    expect(ofType(t.play(1, 'E:JS'), 'RevokeCommitted')[0]).toMatchObject({ seat: 'E', duty: 'not-play' });
  });
});
