import { ofType, table } from '../../testing/given';
import { dealOutcome } from '../../views/deal-outcome';

// Dummy sits N (rules.dummySeat default) and is played by S. W deals, N (Dummy) leads first. Round-robin hands.
describe('dummy whist: the four Dummy exceptions (whist-1900:dummy-1..4)', () => {
  it('opens with the Dummy seat without a player and the dummy rules filled in', () => {
    const t = table('dummy-whist');
    expect(t.state.seats.N).toBeNull();
    expect(t.state.rules).toMatchObject({ dummyLaws: 'whist-1900', dummySeat: 'N' });
    expect(t.refused({ type: 'OpenSession', variant: 'dummy-whist', seats: {} }).code).toBe('SESSION_ALREADY_OPEN');
  });
  it('whist-1900:dummy-4 leading from the wrong one of his two hands: a suit may be called from the hand that should have led', () => {
    const t = table('dummy-whist');
    const lot = ofType(t.play(1, 'S:4S'), 'LeadOutOfTurnRecorded')[0];
    expect(lot.remedies).toEqual([
      { kind: 'call-suit', electors: ['E', 'W'], targets: ['N'], law: 'whist-1900:dummy-4' },
    ]);
    t.run({ type: 'ElectPenalty', deal: 1, by: 'E', against: 'S', kind: 'call-suit', suit: 'D' });
    expect(ofType(t.play(1, 'N:2S'), 'RevokeCommitted')[0]).toMatchObject({ seat: 'N', duty: 'lead-suit' });
  });
  it('whist-1900:dummy-4 the Dummy player is not penalised for exposing his own cards', () => {
    const t = table('dummy-whist');
    const e = ofType(
      t.run({ type: 'ExposeCards', deal: 1, seat: 'S', cards: ['AD'], how: 'dropped' }),
      'CardsExposed',
    )[0];
    expect(e).toMatchObject({ remedies: [], noPenaltyLaw: 'whist-1900:dummy-4' });
    expect(t.refused({ type: 'ElectPenalty', deal: 1, by: 'E', against: 'S', kind: 'call-card' }).law).toBe(
      'whist-1900:dummy-4',
    );
  });
  it("whist-1900:dummy-4 the adversaries' irregularities follow the ordinary whist laws (whist-1900:64)", () => {
    const t = table('dummy-whist');
    const lot = ofType(t.play(1, 'E:3S'), 'LeadOutOfTurnRecorded')[0];
    expect(lot.law).toBe('whist-1900:64');
    expect(lot.remedies[0].electors).toEqual(['N', 'S']);
  });
  it('whist-1900:dummy-2 Dummy cannot be penalised for a revoke; its partner revoking in his own hand bears the usual penalty', () => {
    const t = table('dummy-whist');
    t.play(1, 'N:2S E:3S S:2D W:5S');
    t.run({ type: 'AbandonHand', deal: 1, tricks: { NS: 6, EW: 7 } });
    t.run({ type: 'ClaimRevoke', deal: 1, id: 'r', by: 'E', against: 'S' });
    t.run({ type: 'ElectRevokePenalty', deal: 1, by: 'E', revokeClaim: 'r', option: 'add-three' });
    expect(dealOutcome(t.state, 1)).toMatchObject({
      variant: 'dummy-whist',
      revokes: [{ seat: 'S', penaltyOption: 'add-three' }],
    });
    const d = table('dummy-whist');
    d.play(1, 'N:2S E:3S S:4S W:KS W:4H N:4D');
    d.run({ type: 'AbandonHand', deal: 1, tricks: { NS: 6, EW: 7 } });
    const c = ofType(d.run({ type: 'ClaimRevoke', deal: 1, id: 'x', by: 'E', against: 'N' }), 'RevokeClaimed')[0];
    expect(c.verdict).toBe('established');
    expect(
      d.refused({ type: 'ElectRevokePenalty', deal: 1, by: 'E', revokeClaim: 'x', option: 'add-three' }),
    ).toMatchObject({ code: 'PENALTY_NOT_AVAILABLE', law: 'whist-1900:dummy-2' });
  });
  it('bridge-1904:81 with dummyLaws "bridge-1904" the Dummy player\'s lead from the wrong hand has no penalty', () => {
    const t = table('dummy-whist', { rules: { dummyLaws: 'bridge-1904' } });
    const lot = ofType(t.play(1, 'S:4S'), 'LeadOutOfTurnRecorded')[0];
    expect(lot).toMatchObject({ remedies: [], noPenaltyLaw: 'bridge-1904:81' });
  });
  it('refuses an unknown rule or value (UNKNOWN_RULE)', () => {
    expect(() => table('dummy-whist', { rules: { dummyLaws: 'hoyle' } })).toThrow(/dummyLaws/);
    expect(() => table('whist', { rules: { colour: 'red' } })).toThrow(/unknown rule/);
  });
});
