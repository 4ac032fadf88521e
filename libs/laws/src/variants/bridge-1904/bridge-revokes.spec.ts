import { ofType, table } from '../../testing/given';
import { dealView } from '../../views/deal-view';
import { dealOutcome } from '../../views/deal-outcome';

// N holds a single spade (3S); E (Dummy) holds no heart. W deals and declares no trumps.
const BH = { N: '3.AKQJT9.T98.JT9', E: 'AKQJT9..AKQJ.AKQ', S: '42.8432.432.5432', W: '8765.765.765.876' };
const start = (hands: typeof BH | null = BH) => {
  const t = table('bridge-1904', { hands });
  t.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'NT' });
  t.play(1, 'N:9D E:AD S:2D W:5D E:AS S:2S W:5S N:TH');
  return t;
};
const end = (t: ReturnType<typeof start>) => {
  t.run({ type: 'MakeClaim', deal: 1, id: 'c', seat: 'W', tricks: 'rest' });
  t.run({ type: 'AnswerClaim', deal: 1, claimId: 'c', seat: 'N', accept: true });
};

describe('bridge-1904 revokes (bridge-1904:89-99)', () => {
  it('bridge-1904:89 a revoke by an adversary is recorded with its evidence', () => {
    const t = start();
    expect(ofType(t.events, 'RevokeCommitted')[0]).toMatchObject({
      seat: 'N',
      trick: 2,
      ledSuit: 'S',
      law: 'bridge-1904:89',
      evidence: { heldCard: '3S' },
    });
  });
  it('bridge-1904:91 the revoke is established as in whist once the next trick is begun', () => {
    const t = start();
    expect(ofType(t.play(1, 'E:KS'), 'RevokeEstablished')[0].law).toBe('bridge-1904:91');
  });
  it('bridge-1904:90 the adversaries of the revoker elect at the end of the hand: three tricks or their value', () => {
    const t = start();
    end(t);
    t.run({ type: 'ClaimRevoke', deal: 1, id: 'r', by: 'W', against: 'N' });
    expect(t.refused({ type: 'ElectRevokePenalty', deal: 1, by: 'S', revokeClaim: 'r', option: 'add-three' }).law).toBe(
      'bridge-1904:90',
    );
    const e = ofType(
      t.run({ type: 'ElectRevokePenalty', deal: 1, by: 'W', revokeClaim: 'r', option: 'take-three-tricks' }),
      'RevokePenaltyElected',
    )[0];
    expect(e.law).toBe('bridge-1904:90');
    expect(dealOutcome(t.state, 1)).toMatchObject({
      revokes: [{ seat: 'N', penaltyOption: 'take-three-tricks' }],
      doublings: 0,
      trump: 'NT',
    });
  });
  it('bridge-1904:68 Dummy cannot be penalised for a revoke: the claim is established as a fact, the penalty refused', () => {
    const t2 = table('bridge-1904', { hands: BH });
    t2.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'NT' });
    t2.play(1, 'N:JC E:9S S:2C W:6C');
    end(t2);
    const c = ofType(t2.run({ type: 'ClaimRevoke', deal: 1, id: 'd', by: 'N', against: 'E' }), 'RevokeClaimed')[0];
    expect(c.verdict).toBe('established');
    expect(
      t2.refused({ type: 'ElectRevokePenalty', deal: 1, by: 'N', revokeClaim: 'd', option: 'add-three' }),
    ).toMatchObject({ code: 'PENALTY_NOT_AVAILABLE', law: 'bridge-1904:68' });
    expect(dealOutcome(t2.state, 1)!.revokes).toEqual([]);
  });
  it('bridge-1904:93 the tricks may be searched: without recorded hands the revoke is found from a later play', () => {
    const t = start(null);
    expect(ofType(t.events, 'RevokeCommitted')).toHaveLength(0);
    const evs = t.play(1, 'E:KS S:4S W:6S N:3S');
    expect(ofType(evs, 'RevokeCommitted')[0]).toMatchObject({
      seat: 'N',
      trick: 2,
      evidence: { heldCard: '3S', source: 'played-later' },
    });
  });
  it('bridge-1904:94 an adversary correcting a revoke in time: the dealer may call the card or demand highest/lowest', () => {
    const t = start();
    const c = ofType(
      t.run({ type: 'CorrectPlay', deal: 1, kind: 'revoke-corrected', seat: 'N', card: '3S' }),
      'RevokeCorrected',
    )[0];
    expect(c.remedies.map((r) => [r.kind, r.electors])).toEqual([
      ['call-card', ['W']],
      ['call-highest', ['W']],
      ['call-lowest', ['W']],
    ]);
  });
  it('bridge-1904:95 the dealer correcting a revoke: highest or lowest only when both adversaries have played, never when he is fourth', () => {
    const t = table('bridge-1904');
    t.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'NT' });
    t.play(1, 'N:4D E:5D S:AD W:3D S:4S W:2C N:2S');
    const c = ofType(
      t.run({ type: 'CorrectPlay', deal: 1, kind: 'revoke-corrected', seat: 'W', card: '5S' }),
      'RevokeCorrected',
    )[0];
    expect(c.remedies.map((r) => [r.kind, r.electors])).toEqual([
      ['call-highest', ['N']],
      ['call-lowest', ['N']],
    ]);
    const u = table('bridge-1904');
    u.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'NT' });
    u.play(1, 'N:2S E:3S S:4S W:2C');
    const d = ofType(
      u.run({ type: 'CorrectPlay', deal: 1, kind: 'revoke-corrected', seat: 'W', card: '5S' }),
      'RevokeCorrected',
    )[0];
    expect(d.remedies).toEqual([]);
  });
  it('bridge-1904:97 no revoke claim after the cut for the next deal', () => {
    const t = start();
    end(t);
    t.run({ type: 'StartDeal', dealer: 'N' });
    expect(
      ofType(t.run({ type: 'ClaimRevoke', deal: 1, id: 'late', by: 'W', against: 'N' }), 'RevokeClaimed')[0],
    ).toMatchObject({ verdict: 'too-late', law: 'bridge-1904:97' });
    expect(dealView(t.state, 1).status).toBe('settled');
  });
  it('bridge-1904:99 both sides revoking: both revokes go to settlement', () => {
    const t = table('bridge-1904', { hands: BH });
    t.run({ type: 'MakeCall', deal: 1, seat: 'W', call: 'declare', trumpSuit: 'NT' });
    t.play(1, 'N:9D E:AD S:2D W:5S E:AS S:2S W:8S N:TH');
    end(t);
    t.run({ type: 'ClaimRevoke', deal: 1, id: 'a', by: 'N', against: 'W' });
    t.run({ type: 'ClaimRevoke', deal: 1, id: 'b', by: 'W', against: 'N' });
    expect(dealOutcome(t.state, 1)!.revokes.map((r) => r.seat)).toEqual(['W', 'N']);
  });
});
