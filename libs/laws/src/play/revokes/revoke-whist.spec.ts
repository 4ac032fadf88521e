import { Table, ofType, table } from '../../testing/given';
import { dealView } from '../../views/deal-view';
import { dealOutcome } from '../../views/deal-outcome';

// Hands where E can renounce spades while holding one: E holds only 3S in spades.
const HANDS = {
  N: 'AKQJT9..AKQJ.AKQ',
  E: '3.AKQJT9.T98.JT9',
  S: '8765.765.765.876',
  W: '42.8432.432.5432',
};
const startPlay = (hands: typeof HANDS | null) => {
  const t = table('whist', { hands });
  t.play(1, 'N:AS E:9H S:5S W:2S'); // E renounces holding 3S
  return t;
};
const finish = (t: Table) => {
  // E wins nothing; play on: N leads KS...; each trick N leads spades then diamonds
  t.play(1, 'N:KS E:3S S:6S W:4S');
};

describe('revokes (whist-1900:74-85)', () => {
  it('whist-1900:74 a renounce while holding the suit is recorded as a revoke, with the dealt hand as evidence', () => {
    const t = startPlay(HANDS);
    const rev = ofType(t.events, 'RevokeCommitted')[0];
    expect(rev).toMatchObject({
      seat: 'E',
      trick: 1,
      cards: ['9H'],
      ledSuit: 'S',
      law: 'whist-1900:74',
      evidence: { heldCard: '3S', source: 'dealt-hand' },
    });
  });
  it('whist-1900:74 a renounce by a player void in the suit is no revoke', () => {
    const t = table('whist', { hands: HANDS });
    t.play(1, 'N:AS E:3S S:5S W:2S N:KS E:9H S:6S W:4S');
    expect(ofType(t.events, 'RevokeCommitted')).toHaveLength(0);
  });
  it('whist-1900:77 a revoke is established once the trick is turned and quitted (the next trick begun)', () => {
    const t = startPlay(HANDS);
    expect(t.deal().revokes[0].status).toBe('committed');
    const evs = t.play(1, 'N:KS');
    expect(ofType(evs, 'RevokeEstablished')[0]).toMatchObject({ seat: 'E', trick: 1, law: 'whist-1900:77' });
  });
  it("whist-1900:77 claiming by the revoker's side counts as playing to the next trick", () => {
    const t = startPlay(HANDS);
    const evs = t.run({ type: 'MakeClaim', deal: 1, id: 'c1', seat: 'W', tricks: 0 });
    expect(ofType(evs, 'RevokeEstablished')).toHaveLength(1);
  });
  it('whist-1900:79 without recorded hands the revoke is found after the fact from a later play of the suit', () => {
    const t = startPlay(null);
    expect(ofType(t.events, 'RevokeCommitted')).toHaveLength(0);
    const claim = ofType(
      t.run({ type: 'ClaimRevoke', deal: 1, id: 'r1', by: 'N', against: 'E', trick: 1 }),
      'RevokeClaimed',
    )[0];
    expect(claim.verdict).toBe('unproven');
    const evs = t.play(1, 'N:KS E:3S');
    expect(ofType(evs, 'RevokeCommitted')[0]).toMatchObject({
      seat: 'E',
      trick: 1,
      evidence: { heldCard: '3S', source: 'played-later' },
    });
    expect(ofType(evs, 'RevokeClaimReassessed')[0]).toMatchObject({ id: 'r1', verdict: 'established' });
  });
  it('whist-1900:79 a claim is refuted when the record proves the player followed or held none', () => {
    const t = table('whist', { hands: HANDS });
    t.play(1, 'N:AS E:3S S:5S W:2S');
    const c = ofType(
      t.run({ type: 'ClaimRevoke', deal: 1, id: 'r1', by: 'N', against: 'E', trick: 1 }),
      'RevokeClaimed',
    )[0];
    expect(c.verdict).toBe('refuted');
  });
  it('whist-1900:80 a revoke corrected before it is established: the card is liable to be called, or highest/lowest demanded', () => {
    const t = startPlay(HANDS);
    const evs = t.run({ type: 'CorrectPlay', deal: 1, kind: 'revoke-corrected', seat: 'E', card: '3S' });
    const c = ofType(evs, 'RevokeCorrected')[0];
    expect(c.remedies.map((r) => r.kind)).toEqual(['call-card', 'call-highest', 'call-lowest']);
    expect(dealView(t.state, 1).revokes[0].status).toBe('corrected');
    expect(t.deal().tricks[0].cards.map((p) => p.card)).toContain('3S');
  });
  it('whist-1900:80 those who played after the revoker may take their cards back', () => {
    const t = startPlay(HANDS);
    t.run({ type: 'CorrectPlay', deal: 1, kind: 'revoke-corrected', seat: 'E', card: '3S' });
    const evs = t.run({ type: 'CorrectPlay', deal: 1, kind: 'take-back', seat: 'S', card: '5S' });
    expect(ofType(evs, 'CardsReturned')[0].cards).toEqual([{ seat: 'S', card: '5S' }]);
  });
  it('whist-1900:80 an established revoke can no longer be corrected', () => {
    const t = startPlay(HANDS);
    t.play(1, 'N:KS');
    expect(t.refused({ type: 'CorrectPlay', deal: 1, kind: 'revoke-corrected', seat: 'E', card: '3S' }).code).toBe(
      'CORRECTION_NOT_ALLOWED',
    );
  });
  it('whist-1900:82 no revoke can be claimed after the cut for the next deal: the claim is recorded as too late', () => {
    const t = startPlay(HANDS);
    t.run({ type: 'AbandonHand', deal: 1, tricks: { NS: 13, EW: 0 } });
    t.run({ type: 'StartDeal', dealer: 'N' });
    const c = ofType(t.run({ type: 'ClaimRevoke', deal: 1, id: 'r9', by: 'N', against: 'E' }), 'RevokeClaimed')[0];
    expect(c).toMatchObject({ verdict: 'too-late', law: 'whist-1900:82' });
  });
  it('whist-1900:83 the hand is played on after a revoke (a revoke is never refused)', () => {
    const t = startPlay(HANDS);
    finish(t);
    expect(t.deal().tricks).toHaveLength(2);
  });
  it('whist-1900:75 the penalty is elected at the end of the hand by the adversaries, one per revoke', () => {
    const t = startPlay(HANDS);
    t.run({ type: 'ClaimRevoke', deal: 1, id: 'r1', by: 'N', against: 'E' });
    expect(
      t.refused({ type: 'ElectRevokePenalty', deal: 1, by: 'N', revokeClaim: 'r1', option: 'take-three-tricks' }),
    ).toMatchObject({ code: 'HAND_NOT_ENDED', law: 'whist-1900:75' });
    t.run({ type: 'MakeClaim', deal: 1, id: 'c', seat: 'N', tricks: 'rest' });
    t.run({ type: 'AnswerClaim', deal: 1, claimId: 'c', seat: 'E', accept: true });
    expect(
      t.refused({ type: 'ElectRevokePenalty', deal: 1, by: 'W', revokeClaim: 'r1', option: 'add-three' }),
    ).toMatchObject({ code: 'PENALTY_NOT_AVAILABLE' });
    t.run({ type: 'ElectRevokePenalty', deal: 1, by: 'S', revokeClaim: 'r1', option: 'take-three-tricks' });
    expect(
      t.refused({ type: 'ElectRevokePenalty', deal: 1, by: 'N', revokeClaim: 'r1', option: 'add-three' }).code,
    ).toBe('PENALTY_ALREADY_ELECTED');
    expect(dealView(t.state, 1).revokes[0].status).toBe('penalised');
    expect(dealOutcome(t.state, 1)).toMatchObject({
      variant: 'whist',
      tricks: { NS: 13, EW: 0 },
      revokes: [{ seat: 'E', penaltyOption: 'take-three-tricks' }],
    });
  });
  it('whist-1900:62 after abandoned hands a proved revoke allows ±3 but not the transfer of tricks', () => {
    const t = startPlay(null);
    t.run({ type: 'AbandonHand', deal: 1, tricks: { NS: 12, EW: 1 }, faceUp: { E: ['3S', 'KH'] } });
    const c = ofType(t.run({ type: 'ClaimRevoke', deal: 1, id: 'r1', by: 'N', against: 'E' }), 'RevokeClaimed')[0];
    expect(c).toMatchObject({ verdict: 'established', evidence: { heldCard: '3S', source: 'shown' } });
    expect(
      t.refused({ type: 'ElectRevokePenalty', deal: 1, by: 'N', revokeClaim: 'r1', option: 'take-three-tricks' }),
    ).toMatchObject({ code: 'PENALTY_NOT_AVAILABLE', law: 'whist-1900:62' });
    t.run({ type: 'ElectRevokePenalty', deal: 1, by: 'N', revokeClaim: 'r1', option: 'add-three' });
    expect(dealOutcome(t.state, 1)).toMatchObject({ abandoned: true, tricks: { NS: 12, EW: 1 } });
  });
  it('whist-1900:85 both sides revoking: both revokes are listed for settlement', () => {
    const t = table('whist', { hands: HANDS });
    t.play(1, 'N:AS E:9H S:5S W:2S N:AD E:TD S:6S W:2D');
    t.run({ type: 'AbandonHand', deal: 1, tricks: { NS: 9, EW: 4 } });
    t.run({ type: 'ClaimRevoke', deal: 1, id: 'a', by: 'N', against: 'E' });
    t.run({ type: 'ClaimRevoke', deal: 1, id: 'b', by: 'E', against: 'S' });
    expect(dealOutcome(t.state, 1)!.revokes).toEqual([{ seat: 'E' }, { seat: 'S' }]);
  });
});
