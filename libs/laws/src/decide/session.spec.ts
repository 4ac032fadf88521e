import { AT, Table, ofType, table } from '../testing/given';
import { deciderFor, heartsDecider, whistDecider } from './decider';
import { dealView } from '../views/deal-view';
import { sessionView } from '../views/session-view';
import { isLawViolation } from '../core/law-violation';

describe('the session stream (one stream per session)', () => {
  it('SessionOpened fills in the rule defaults of product.md', () => {
    const t = new Table();
    const [e] = t.run({ type: 'OpenSession', variant: 'hearts', seats: { N: 'a', E: 'b', S: 'c', W: 'd' } });
    expect(e).toMatchObject({
      type: 'SessionOpened',
      variant: 'hearts',
      rules: { settlement: 'sweepstakes', jackDividable: false },
    });
    const s = new Table();
    s.run({
      type: 'OpenSession',
      variant: 'solo-whist',
      seats: { N: 'a', E: 'b', S: 'c', W: 'd' },
      rules: { stakes: 'foster' },
    });
    expect(s.state.rules).toMatchObject({ stakes: 'foster', defenderRevoke: 'caller-wins' });
  });
  it('refuses an unknown variant, rule, rule value or seat layout', () => {
    const t = new Table();
    const seats = { N: 'a', E: 'b', S: 'c', W: 'd' };
    expect(t.refused({ type: 'OpenSession', variant: 'skat', seats }).code).toBe('UNKNOWN_VARIANT');
    expect(t.refused({ type: 'OpenSession', variant: 'whist', seats, rules: { jackDividable: true } }).code).toBe(
      'UNKNOWN_RULE',
    );
    expect(t.refused({ type: 'OpenSession', variant: 'hearts', seats, rules: { settlement: 'spot' } }).code).toBe(
      'UNKNOWN_RULE',
    );
    expect(t.refused({ type: 'OpenSession', variant: 'whist', seats: { N: 'a', E: 'b', S: 'c' } }).code).toBe(
      'SEAT_NOT_AT_TABLE',
    );
    expect(t.refused({ type: 'PlayCard', deal: 1, seat: 'N', card: 'AS' }).code).toBe('SESSION_NOT_OPEN');
  });
  it('deals are numbered; a deal cannot start while one is in play; starting deal n+1 settles deal n', () => {
    const t = table('whist', { hands: null });
    expect(t.refused({ type: 'StartDeal', dealer: 'N' }).code).toBe('DEAL_IN_PROGRESS');
    expect(t.refused({ type: 'PlayCard', deal: 2, seat: 'N', card: 'AS' }).code).toBe('NO_SUCH_DEAL');
    t.run({ type: 'AbandonHand', deal: 1, tricks: { NS: 7, EW: 6 } });
    const [started] = t.run({ type: 'StartDeal', dealer: 'N', trumpSuit: 'S' });
    expect(started).toMatchObject({ type: 'DealStarted', deal: 2, hands: null, trumpSuit: 'S' });
    expect(sessionView(t.state).deals).toEqual([
      { number: 1, status: 'settled' },
      { number: 2, status: 'playing' },
    ]);
    expect(t.refused({ type: 'ExposeCards', deal: 1, seat: 'N', cards: ['AS'], how: 'dropped' }).code).toBe(
      'HAND_ENDED',
    );
  });
  it('deciderFor gives one decider per variant over the same shared state', () => {
    const d = deciderFor('bridge-1904');
    const s0 = d.initialState;
    const evs = d.decide(
      { type: 'OpenSession', variant: 'bridge-1904', seats: { N: 'a', E: 'b', S: 'c', W: 'd' }, at: AT },
      s0,
    );
    const s1 = evs.reduce(d.evolve, s0);
    expect(s1.variant).toBe('bridge-1904');
    try {
      whistDecider.decide({ type: 'StartDeal', dealer: 'W', at: AT }, s1);
      throw new Error('accepted');
    } catch (e) {
      expect(isLawViolation(e) && e.code).toBe('UNKNOWN_VARIANT');
    }
    expect(heartsDecider.variant).toBe('hearts');
  });
  it('a claim ends the hand once every opposing side accepts; one refusal disputes it and play goes on', () => {
    const t = table('whist');
    t.play(1, 'N:AS E:3S S:4S W:5S');
    t.run({ type: 'MakeClaim', deal: 1, id: 'c1', seat: 'N', tricks: 'rest' });
    t.run({ type: 'AnswerClaim', deal: 1, claimId: 'c1', seat: 'E', accept: false });
    expect(t.deal().claims[0].status).toBe('disputed');
    expect(t.refused({ type: 'AnswerClaim', deal: 1, claimId: 'c1', seat: 'W', accept: true }).code).toBe(
      'NO_SUCH_CLAIM',
    );
    t.run({ type: 'MakeClaim', deal: 1, id: 'c2', seat: 'N', tricks: 10 });
    expect(t.refused({ type: 'AnswerClaim', deal: 1, claimId: 'c2', seat: 'S', accept: true }).code).toBe(
      'MALFORMED_COMMAND',
    );
    const evs = t.run({ type: 'AnswerClaim', deal: 1, claimId: 'c2', seat: 'W', accept: true });
    expect(ofType(evs, 'DealEnded')[0]).toMatchObject({ reason: 'claim', claim: 'c2' });
    expect(dealView(t.state, 1).result).toMatchObject({ reason: 'claim', tricks: { N: 11, E: 2 } });
  });
  it('in hearts a claim needs every other player', () => {
    const t = table('hearts');
    t.run({ type: 'MakeClaim', deal: 1, id: 'c', seat: 'N', tricks: 'rest' });
    t.run({ type: 'AnswerClaim', deal: 1, claimId: 'c', seat: 'E', accept: true });
    t.run({ type: 'AnswerClaim', deal: 1, claimId: 'c', seat: 'S', accept: true });
    expect(t.deal().status).toBe('playing');
    t.run({ type: 'AnswerClaim', deal: 1, claimId: 'c', seat: 'W', accept: true });
    expect(t.deal().status).toBe('ended');
  });
  it('a ruling is recorded as a new event on the deal', () => {
    const t = table('whist');
    const adjustment = { points: { NS: 1, EW: -1 } };
    expect(t.refused({ type: 'RecordRuling', deal: 1, reason: 'committee', adjustment }).code).toBe('HAND_NOT_ENDED');
    t.run({ type: 'AbandonHand', deal: 1, tricks: { NS: 7, EW: 6 } });
    const [r] = t.run({ type: 'RecordRuling', deal: 1, reason: 'committee', adjustment });
    expect(r).toMatchObject({ type: 'RulingRecorded', deal: 1, reason: 'committee' });
    expect(t.refused({ type: 'RecordRuling', deal: 1, reason: '', adjustment }).code).toBe('MALFORMED_COMMAND');
    expect(
      t.refused({ type: 'RecordRuling', deal: 1, reason: 'x', adjustment: { points: { NS: 1, EW: 1 } } }).code,
    ).toBe('MALFORMED_COMMAND');
  });
});

describe('the deal view (api.md Reads)', () => {
  it('shows the hands as dealt, the remaining cards, tricks, exposed cards, obligations, irregularities and revokes', () => {
    const t = table('whist');
    t.play(1, 'E:3S');
    t.run({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'call-suit', suit: 'H' });
    t.play(1, 'N:AS E:7S S:4S W:5S');
    const v = dealView(t.state, 1);
    expect(v).toMatchObject({ number: 1, status: 'playing', dealer: 'W', trump: 'C', handsRecorded: true });
    expect(v.hands.N).toHaveLength(13);
    expect(v.remaining.N).toHaveLength(12);
    expect(v.tricks).toEqual([
      {
        number: 1,
        leader: 'N',
        cards: [
          { seat: 'N', card: 'AS' },
          { seat: 'E', card: '7S' },
          { seat: 'S', card: '4S' },
          { seat: 'W', card: '5S' },
        ],
        winner: 'N',
      },
    ]);
    expect(v.obligations).toEqual([expect.objectContaining({ kind: 'lead-suit', suit: 'H', seats: ['E', 'W'] })]);
    expect(v.irregularities[0]).toMatchObject({ kind: 'lead-out-of-turn', penalised: true });
    expect(v.version).toBe(t.state.version);
  });
  it('without recorded hands shows the cards known from play', () => {
    const t = table('whist', { hands: null });
    t.play(1, 'N:AS E:3S');
    expect(dealView(t.state, 1)).toMatchObject({ handsRecorded: false, hands: { N: ['AS'], E: ['3S'], S: [], W: [] } });
  });
});
