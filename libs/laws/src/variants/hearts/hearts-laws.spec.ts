import type { TableSeat } from '../../core/seats/table-seat';
import { Table, ofType, roundRobinHands, table } from '../../testing/given';
import { formatHand, parseHand } from '../../core/cards/hand';

/** Round-robin hands with N's 2S dealt to E: N holds 12 cards, E 14, the pack perfect (hearts-foster:15). */
function wrongCounts(): Record<string, string> {
  const h = roundRobinHands(4);
  const n = parseHand(h.N)!.filter((c) => c !== '2S');
  return { ...h, N: formatHand(n), E: formatHand([...parseHand(h.E)!, '2S']) };
}
import { dealOutcome } from '../../views/deal-outcome';
import { dealView } from '../../views/deal-view';

// Four-handed, round-robin hands, W deals, N leads; no trumps. N holds 2S 6S TS AS 5H 9H KH 4D 8D QD 3C 7C JC.
describe('hearts (hearts-foster:15-28)', () => {
  it('hearts-foster:15 after the first trick the short hand draws from the long hand; both pay five counters', () => {
    const t = table('hearts', { hands: wrongCounts() });
    expect(t.deal().hands).toMatchObject({ N: expect.any(Array), E: expect.any(Array) });
    expect([t.deal().hands!.N!.length, t.deal().hands!.E!.length]).toEqual([12, 14]);
    expect(t.refused({ type: 'CorrectPlay', deal: 1, kind: 'draw', seat: 'N', card: '3S', from: 'E' }).law).toBe(
      'hearts-foster:15',
    );
    t.play(1, 'N:6S E:3S S:4S W:5S');
    // the long hand does not draw, nor a right hand; the short one draws from the long one
    for (const [seat, from, card] of [
      ['E', 'N', 'TS'],
      ['S', 'E', '7S'],
      ['N', 'S', '8S'],
    ] as const)
      expect(t.refused({ type: 'CorrectPlay', deal: 1, kind: 'draw', seat, card, from })).toMatchObject({
        code: 'CORRECTION_NOT_ALLOWED',
        law: 'hearts-foster:15',
      });
    const d = ofType(
      t.run({ type: 'CorrectPlay', deal: 1, kind: 'draw', seat: 'N', card: '7S', from: 'E' }),
      'CardDrawn',
    )[0];
    expect(d).toMatchObject({ seat: 'N', from: 'E', card: '7S', law: 'hearts-foster:15' });
    // put right: a second draw is refused
    expect(t.refused({ type: 'CorrectPlay', deal: 1, kind: 'draw', seat: 'N', card: 'JS', from: 'E' }).code).toBe(
      'CORRECTION_NOT_ALLOWED',
    );
    t.run({ type: 'AbandonHand', deal: 1 });
    expect(dealOutcome(t.state, 1)).toMatchObject({
      forfeits: [
        { seat: 'N', counters: 5 },
        { seat: 'E', counters: 5 },
      ],
    });
  });
  it('hearts-foster:15 recorded hands of 14 and 12 (the pack perfect) are a fact of the deal; any other wrong deal is refused citing law 15', () => {
    const t = table('hearts', { hands: wrongCounts() });
    expect(t.deal().status).toBe('playing');
    const h = wrongCounts();
    const s = parseHand(h.S)!;
    // three hands wrong (12, 15, 12), or a card twice and one missing
    const three = { ...h, E: formatHand([...parseHand(h.E)!, s[0]]), S: formatHand(s.slice(1)) };
    for (const hands of [three, { ...roundRobinHands(4), W: roundRobinHands(4).N }]) {
      const fresh = new Table();
      fresh.run({ type: 'OpenSession', variant: 'hearts', seats: { N: 'a', E: 'b', S: 'c', W: 'd' } });
      expect(fresh.refused({ type: 'StartDeal', dealer: 'W', hands })).toMatchObject({
        code: 'NOT_A_PERFECT_PACK',
        law: 'hearts-foster:15',
      });
    }
  });
  it('hearts-foster:18 a card named by its holder, or the second of two cards played, stays face up', () => {
    const t = table('hearts');
    const e = ofType(
      t.run({ type: 'ExposeCards', deal: 1, seat: 'E', cards: ['AH'], how: 'named' }),
      'CardsExposed',
    )[0];
    expect(dealView(t.state, 1).exposed.E).toEqual(['AH']);
    expect(e.law).toBe('hearts-foster:19');
  });
  it('hearts-foster:19 any other player may call an exposed card; it must be played if that is no revoke', () => {
    const t = table('hearts');
    const e = ofType(
      t.run({ type: 'ExposeCards', deal: 1, seat: 'E', cards: ['JS'], how: 'dropped' }),
      'CardsExposed',
    )[0];
    expect(e.remedies[0]).toMatchObject({ kind: 'call-card', electors: ['N', 'S', 'W'] });
    t.run({ type: 'ElectPenalty', deal: 1, by: 'W', against: 'E', kind: 'call-card' });
    expect(ofType(t.play(1, 'N:2S E:3S'), 'RevokeCommitted')[0]).toMatchObject({ seat: 'E', duty: 'play-card' });
    const u = table('hearts');
    u.run({ type: 'ExposeCards', deal: 1, seat: 'E', cards: ['AH'], how: 'dropped' });
    u.run({ type: 'ElectPenalty', deal: 1, by: 'W', against: 'E', kind: 'call-card' });
    expect(ofType(u.play(1, 'N:2S E:3S'), 'RevokeCommitted')).toHaveLength(0);
  });
  it('hearts-foster:20 a lead out of turn: a suit at his next proper lead, enforced only by the player on his right', () => {
    const t = table('hearts');
    const lot = ofType(t.play(1, 'S:4S'), 'LeadOutOfTurnRecorded')[0];
    expect(lot.remedies).toEqual([{ kind: 'call-suit', electors: ['E'], targets: ['S'], law: 'hearts-foster:20' }]);
    expect(
      t.refused({ type: 'ElectPenalty', deal: 1, by: 'W', against: 'S', kind: 'call-suit', suit: 'H' }),
    ).toMatchObject({ code: 'PENALTY_NOT_AVAILABLE', law: 'hearts-foster:20' });
    expect(t.refused({ type: 'ElectPenalty', deal: 1, by: 'E', against: 'S', kind: 'call-card' }).law).toBe(
      'hearts-foster:20',
    );
    const back = ofType(
      t.run({ type: 'ElectPenalty', deal: 1, by: 'E', against: 'S', kind: 'call-suit', suit: 'D' }),
      'CardsReturned',
    )[0];
    expect(back.cards).toEqual([{ seat: 'S', card: '4S' }]);
    expect(dealView(t.state, 1).exposed.S).toEqual([]);
  });
  it('hearts-foster:20 no penalty once all have played to the false lead', () => {
    const t = table('hearts');
    t.play(1, 'S:4S W:5S N:2S E:3S');
    expect(
      t.refused({ type: 'ElectPenalty', deal: 1, by: 'E', against: 'S', kind: 'call-suit', suit: 'D' }),
    ).toMatchObject({ law: 'hearts-foster:20' });
  });
  it('hearts-foster:21 third hand before the second: the fourth may have it taken back and call his highest or forbid discarding hearts', () => {
    const t = table('hearts');
    t.play(1, 'N:2S');
    const p = ofType(t.play(1, 'S:4S'), 'PlayOutOfTurnRecorded')[0];
    expect(p.remedies.map((r) => [r.kind, r.electors])).toEqual([
      ['call-highest', ['W']],
      ['do-not-play-card', ['W']],
    ]);
    const evs = t.run({ type: 'ElectPenalty', deal: 1, by: 'W', against: 'S', kind: 'call-highest' });
    expect(ofType(evs, 'CardsReturned')[0].cards).toEqual([{ seat: 'S', card: '4S' }]);
    t.play(1, 'E:3S');
    expect(ofType(t.play(1, 'S:8S'), 'RevokeCommitted')[0]).toMatchObject({
      seat: 'S',
      duty: 'highest',
      law: 'hearts-foster:27',
    });
  });
  it('hearts-foster:21 fourth hand before the third: the second player may demand the penalty', () => {
    const t = table('hearts');
    t.play(1, 'N:2S E:3S');
    const p = ofType(t.play(1, 'W:5S'), 'PlayOutOfTurnRecorded')[0];
    expect(p.remedies[0].electors).toEqual(['E']);
  });
  it('hearts-foster:22 a revoke corrected before the trick is quitted: the card played in error is exposed; later players may take back', () => {
    const t = table('hearts');
    t.play(1, 'N:2S E:2H S:4S');
    const evs = t.run({ type: 'CorrectPlay', deal: 1, kind: 'revoke-corrected', seat: 'E', card: '3S' });
    expect(ofType(evs, 'RevokeCorrected')[0].remedies[0]).toMatchObject({ kind: 'call-card', law: 'hearts-foster:22' });
    expect(dealView(t.state, 1).exposed.E).toEqual(['2H']);
    expect(
      ofType(t.run({ type: 'CorrectPlay', deal: 1, kind: 'take-back', seat: 'S', card: '4S' }), 'CardsReturned'),
    ).toHaveLength(1);
  });
  it('hearts-foster:23 a revoke found during the hand: play goes on and the penalty is fixed by law, not elected', () => {
    const t = table('hearts');
    t.play(1, 'N:2S E:2H S:4S W:5S W:9S');
    expect(t.deal().revokes[0].status).toBe('established');
    t.run({ type: 'AbandonHand', deal: 1 });
    t.run({ type: 'ClaimRevoke', deal: 1, id: 'r', by: 'N', against: 'E' });
    expect(
      t.refused({ type: 'ElectRevokePenalty', deal: 1, by: 'N', revokeClaim: 'r', option: 'add-three' }),
    ).toMatchObject({ law: 'hearts-foster:23' });
    expect(dealOutcome(t.state, 1)).toMatchObject({ variant: 'hearts', revokes: [{ seat: 'E' }], hearts: { W: 1 } });
  });
  it('hearts-foster:24 two revokers in one hand are both listed for settlement', () => {
    const u = table('hearts');
    u.play(1, 'N:2S E:2H S:4S W:5S W:4H N:4D');
    u.run({ type: 'AbandonHand', deal: 1 });
    u.run({ type: 'ClaimRevoke', deal: 1, id: 'a', by: 'S', against: 'E' });
    u.run({ type: 'ClaimRevoke', deal: 1, id: 'b', by: 'S', against: 'N' });
    expect(dealOutcome(u.state, 1)!.revokes).toEqual([{ seat: 'E' }, { seat: 'N' }]);
  });
  it('hearts-foster:25 the tricks may be searched: a revoke is proved from a later play when hands were not recorded', () => {
    const t = table('hearts', { hands: null });
    t.play(1, 'N:2S E:2H S:4S W:5S W:9S N:6S E:3S');
    expect(ofType(t.events, 'RevokeCommitted')[0]).toMatchObject({
      seat: 'E',
      trick: 1,
      evidence: { source: 'played-later', heldCard: '3S' },
    });
  });
  it('hearts-foster:26 a revoke claim after the tricks are mixed for the next deal is too late', () => {
    const t = table('hearts');
    t.play(1, 'N:2S E:2H S:4S W:5S');
    t.run({ type: 'AbandonHand', deal: 1 });
    t.run({ type: 'StartDeal', dealer: 'N' });
    expect(
      ofType(t.run({ type: 'ClaimRevoke', deal: 1, id: 'r', by: 'N', against: 'E' }), 'RevokeClaimed')[0],
    ).toMatchObject({ verdict: 'too-late', law: 'hearts-foster:26' });
  });
  it('hearts-foster:27 failing to obey a lawful call to lead a suit carries the revoke penalty', () => {
    const t = table('hearts');
    t.play(1, 'E:3S');
    t.run({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'call-suit', suit: 'D' });
    t.play(1, 'N:2S E:7S S:4S W:5S');
    expect(ofType(t.play(1, 'E:JS'), 'RevokeCommitted')[0]).toMatchObject({
      seat: 'E',
      duty: 'lead-suit',
      law: 'hearts-foster:27',
    });
  });
});

describe('stripped packs at the table (laws.md §5.1)', () => {
  it('three-handed Hearts drops the 2♠: 17 cards each, and the 2♠ cannot be played', () => {
    const t = table('hearts', { players: 3, hands: null });
    expect(t.deal().handSize).toBe(17);
    expect(t.refused({ type: 'PlayCard', deal: 1, seat: 'N', card: '2S' }).code).toBe('CARD_NOT_HELD');
  });
  it('five- and six-handed Hearts seat P5 and P6 with 10 and 8 cards each', () => {
    expect(table('hearts', { players: 5 }).deal().handSize).toBe(10);
    const six = table('hearts', { players: 6 });
    expect(six.deal().order).toEqual(['N', 'E', 'S', 'W', 'P5', 'P6']);
    expect(six.deal().handSize).toBe(8);
  });
});

describe('hearts short hands (hearts-foster:16-17)', () => {
  it('hearts-foster:16 a player who missed a trick and played to the next cannot correct it and must take the last trick', () => {
    const t = table('hearts', { hands: null });
    t.play(1, 'N:2S E:3S S:QS');
    const o = ofType(t.play(1, 'S:2D'), 'PlayOmitted')[0];
    expect(o).toMatchObject({ seat: 'W', remedies: [], noPenaltyLaw: 'hearts-foster:16' });
    t.run({ type: 'AbandonHand', deal: 1 });
    expect(dealOutcome(t.state, 1)).toMatchObject({ lastTrick: { takenBy: 'W', law: 'hearts-foster:16' } });
  });
  it('hearts-foster:17 a player one card short at the end must take the last trick', () => {
    const t = table('hearts', { hands: null });
    const seats: TableSeat[] = ['N', 'E', 'S', 'W'];
    const cards: Record<string, string[]> = { N: [], E: [], S: [], W: [] };
    const pack = ['S', 'H', 'D', 'C'].flatMap((s) =>
      ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'].map((r) => r + s),
    );
    pack.forEach((c, i) => cards[seats[i % 4]].push(c));
    for (let k = 0; k < 12; k++) {
      const leader = t.deal().nextLeader;
      const order = [...seats.slice(seats.indexOf(leader)), ...seats.slice(0, seats.indexOf(leader))];
      for (const s of order) t.run({ type: 'PlayCard', deal: 1, seat: s, card: cards[s][k] });
    }
    const leader = t.deal().nextLeader;
    const others = [...seats.slice(seats.indexOf(leader)), ...seats.slice(0, seats.indexOf(leader))].filter(
      (s) => s !== 'E',
    );
    for (const s of others) t.run({ type: 'PlayCard', deal: 1, seat: s, card: cards[s][12] });
    t.run({ type: 'AbandonHand', deal: 1 });
    expect(dealOutcome(t.state, 1)).toMatchObject({ lastTrick: { takenBy: 'E', law: 'hearts-foster:17' } });
  });
});

describe('hearts calls of exposed cards', () => {
  it("hearts-foster:19 the first player's call binds the others until it is obeyed", () => {
    const t = table('hearts');
    t.run({ type: 'ExposeCards', deal: 1, seat: 'E', cards: ['JS'], how: 'dropped' });
    t.run({ type: 'ElectPenalty', deal: 1, by: 'W', against: 'E', kind: 'call-card' });
    expect(t.refused({ type: 'ElectPenalty', deal: 1, by: 'S', against: 'E', kind: 'call-card' })).toMatchObject({
      code: 'PENALTY_ALREADY_ELECTED',
      law: 'hearts-foster:19',
    });
  });
});

describe('hearts claims', () => {
  it('an accepted claim of the rest gives the claimer every heart still in the hands', () => {
    const t = table('hearts');
    t.play(1, 'N:2S E:3S S:4S W:5S');
    t.run({ type: 'MakeClaim', deal: 1, id: 'c', seat: 'W', tricks: 'rest' });
    for (const s of ['N', 'E', 'S'] as const)
      t.run({ type: 'AnswerClaim', deal: 1, claimId: 'c', seat: s, accept: true });
    expect(dealOutcome(t.state, 1)).toMatchObject({ hearts: { N: 0, E: 0, S: 0, W: 13 } });
  });
});

describe('hearts: once the exposed card is played', () => {
  it('hearts-foster:19 no one can stop him playing an exposed card, and once played no penalty remains', () => {
    const t = table('hearts');
    t.run({ type: 'ExposeCards', deal: 1, seat: 'E', cards: ['3S'], how: 'dropped' });
    t.play(1, 'N:2S E:3S');
    expect(t.refused({ type: 'ElectPenalty', deal: 1, by: 'W', against: 'E', kind: 'call-card' })).toMatchObject({
      code: 'PENALTY_NOT_AVAILABLE',
      law: 'hearts-foster:19',
    });
  });
  it('hearts-foster:20 the suit call binds the offender only at his next proper turn to lead', () => {
    const t = table('hearts');
    t.play(1, 'E:3S');
    t.run({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'call-suit', suit: 'D' });
    t.play(1, 'N:2S E:7S S:4S W:5S');
    expect(ofType(t.play(1, 'E:JS'), 'RevokeCommitted')).toHaveLength(1);
    const u = table('hearts');
    u.play(1, 'E:3S');
    u.run({ type: 'ElectPenalty', deal: 1, by: 'N', against: 'E', kind: 'call-suit', suit: 'D' });
    const again = u.play(1, 'E:7S');
    expect(ofType(again, 'LeadOutOfTurnRecorded')).toHaveLength(1);
    expect(ofType(again, 'RevokeCommitted')).toHaveLength(0);
  });
});

describe('hearts with the heart / no-heart call (rules.leadOutOfTurnPenalty = "heart-call")', () => {
  it("hearts-foster:20 the player on the right may require a heart, or no heart, at the offender's next lead", () => {
    const t = table('hearts', { rules: { leadOutOfTurnPenalty: 'heart-call' } });
    const lot = ofType(t.play(1, 'S:4S'), 'LeadOutOfTurnRecorded')[0];
    expect(lot.remedies.map((r) => r.kind)).toEqual(['call-suit', 'forbid-lead']);
    expect(t.refused({ type: 'ElectPenalty', deal: 1, by: 'E', against: 'S', kind: 'call-suit', suit: 'D' }).law).toBe(
      'hearts-foster:20',
    );
    expect(
      ofType(
        t.run({ type: 'ElectPenalty', deal: 1, by: 'E', against: 'S', kind: 'forbid-lead', suit: 'H' }),
        'PenaltyElected',
      ),
    ).toHaveLength(1);
  });
});
