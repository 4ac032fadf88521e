import { Card } from '@ledger/laws/core/cards/card';
import { FULL_PACK } from '@ledger/laws/core/cards/pack';
import { TableSeat } from '@ledger/laws/core/seats/table-seat';
import { escapes, losesOne, losesTrick } from './never-wins';
import { Position } from './position';
import { Solver } from './solve';

const dotted = (h: string): Card[] =>
  h.split('.').flatMap((ranks, i) => [...ranks].map((r) => `${r}${'SHDC'[i]}` as Card));
const ORDER: TableSeat[] = ['N', 'E', 'S', 'W'];

/** `seat` holds `hand`; the rest of the pack goes round the other seats, `cards` each. */
function position(seat: TableSeat, hand: string, leader: TableSeat, trump: Position['trump'] = null): Position {
  const own = dotted(hand);
  const rest = FULL_PACK.filter((c) => !own.includes(c));
  const others = ORDER.filter((s) => s !== seat);
  const hands: Partial<Record<TableSeat, Card[]>> = { [seat]: own };
  others.forEach((s, i) => (hands[s] = rest.filter((_c, k) => k % 3 === i).slice(0, own.length)));
  return { order: ORDER, hands, trump, leader, trick: [] };
}

/** Whether `escapes` proves, at the position itself, that `seat` can be forced no further trick. */
function proves(p: Position, seat: TableSeat): boolean {
  return escapes(new Solver(p, { kind: 'misere', seat }).engine, ORDER.indexOf(seat), new Int32Array(4), 0);
}

describe('escapes: a seat that can be forced no trick, proved between tricks (laws.md §4.2 misère, §5.2)', () => {
  it('proves a hand of the lowest cards of every suit, when another seat leads', () => {
    expect(proves(position('S', '5432.432.432.432', 'N'), 'S')).toBe(true);
  });

  it('does not claim a proof when the seat leads, holds a card above one of the others, or holds a trump', () => {
    expect(proves(position('S', '5432.432.432.432', 'S'), 'S')).toBe(false);
    expect(proves(position('S', 'A432.432.432.432', 'N'), 'S')).toBe(false);
    expect(proves(position('S', '5432.432.432.432', 'N', 'S'), 'S')).toBe(false);
    const base = position('S', '5432.432.432.432', 'N');
    const led = base.hands.N![0];
    expect(
      proves({ ...base, hands: { ...base.hands, N: base.hands.N!.slice(1) }, trick: [{ seat: 'N', card: led }] }, 'S'),
    ).toBe(false);
  });

  it('agrees with the exhaustive search on small endgames: whenever it proves, no trick can be forced', () => {
    // four-card endings: South holds the lowest cards left of two suits; the search must agree
    const cases: [string, TableSeat][] = [
      ['32.32..', 'N'],
      ['32..32.', 'E'],
      ['2.2.2.2', 'W'],
      ['.32.2.2', 'N'],
    ];
    for (const [hand, leader] of cases) {
      const own = dotted(hand);
      const others = ORDER.filter((s) => s !== 'S');
      const high = FULL_PACK.filter((c) => !own.includes(c) && !/^[2-5]/.test(c));
      const hands: Partial<Record<TableSeat, Card[]>> = { S: own };
      others.forEach((s, i) => (hands[s] = high.filter((_c, k) => k % 3 === i).slice(0, own.length)));
      const p: Position = { order: ORDER, hands, trump: null, leader, trick: [] };
      expect(proves(p, 'S')).toBe(true);
      expect(new Solver(p, { kind: 'misere', seat: 'S' }).reaches(1)).toBe(false);
    }
  });

  it("inside the search (escapes): the same proof between tricks, with the ranks above the seat's cards as what it rests on", () => {
    const p = position('S', '5432.432.432.432', 'N');
    const e = new Solver(p, { kind: 'misere', seat: 'S' }).engine;
    const rel = new Int32Array(4);
    expect(escapes(e, 2, rel, 0)).toBe(true);
    // Spades: South holds 2-5, so the cards above the 5 (6 up to the ace) are the ones that matter.
    expect(rel[0]).toBe(e.live[0] & ~0b1111);
    expect(rel[1]).toBe(e.live[1] & ~0b111);
    const lead = new Solver(position('S', '5432.432.432.432', 'S'), { kind: 'misere', seat: 'S' }).engine;
    const high = new Solver(position('S', 'A432.432.432.432', 'N'), { kind: 'misere', seat: 'S' }).engine;
    const trump = new Solver(position('S', '5432.432.432.432', 'N', 'H'), { kind: 'misere', seat: 'S' }).engine;
    expect([escapes(lead, 2, rel, 0), escapes(high, 2, rel, 0), escapes(trump, 2, rel, 0)]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("inside the search (escapes): also when the seat's i-th lowest card lies below the others' i-th lowest, cards interleaved", () => {
    const at = (hands: Record<string, string>): Position => ({
      order: ORDER,
      hands: Object.fromEntries(Object.entries(hands).map(([seat, h]) => [seat, h.split(' ') as Card[]])),
      trump: null,
      leader: 'N',
      trick: [],
    });
    const rel = new Int32Array(4);
    // South's 2 and 5 of spades against 3 and 6: a spade lead is always ducked (2 under the 3, 5 under the 6).
    const safe = at({ N: '3S AH', E: '6S KH', S: '2S 5S', W: 'QH JH' });
    expect(escapes(new Solver(safe, { kind: 'misere', seat: 'S' }).engine, 2, rel, 0)).toBe(true);
    // What the proof rests on: the live spades from the others' lowest up (the 3, South's 5, the 6: bits 1, 3, 4).
    expect(rel[0]).toBe(0b11010);
    expect(new Solver(safe, { kind: 'misere', seat: 'S' }).reaches(1)).toBe(false);
    // Against 3 and 4 (one hand): the 3 draws the 2, the 4 then forces the 5.
    const caught = at({ N: '3S 4S', E: 'AH KH', S: '2S 5S', W: 'QH JH' });
    expect(escapes(new Solver(caught, { kind: 'misere', seat: 'S' }).engine, 2, rel, 0)).toBe(false);
    expect(new Solver(caught, { kind: 'misere', seat: 'S' }).reaches(1)).toBe(true);
  });

  describe('losesOne: a misère seat that surely loses one of the tricks left (issue 21)', () => {
    const at = (leader: TableSeat, hands: Record<string, string>): Position => ({
      order: ORDER,
      hands: Object.fromEntries(Object.entries(hands).map(([seat, h]) => [seat, h.split(' ') as Card[]])),
      trump: null,
      leader,
      trick: [],
    });
    const loses = (p: Position, rel = new Int32Array(4)) =>
      losesOne(new Solver(p, { kind: 'misere', seat: 'S' }).engine, 2, rel, 0);

    it('on lead, a card that another seat holds only above: leading it loses', () => {
      const p = at('S', { N: '5S AH', E: 'KH QH', S: '2S 9H', W: 'JH TH' });
      const rel = new Int32Array(4);
      expect(loses(p, rel)).toBe(true);
      // Spades (the 2 under North's 5) and hearts (the 9 under six hearts) both qualify; it rests on the
      // suit with fewer cards to fix: the hearts from South's 9 up (bits 7-12).
      expect([...rel]).toEqual([0, 0b1111110000000, 0, 0]);
      expect(new Solver(p, { kind: 'misere', seat: 'S' }).reaches(2)).toBe(false);
    });

    it('not on lead, only when that seat holds two such cards (one may be discarded before South gets the lead)', () => {
      const two = at('N', { N: '5S 6S AH', E: 'KH QH 3D', S: '2S 9H 9D', W: 'JH TH 4D' });
      expect(loses(two)).toBe(true);
      expect(new Solver(two, { kind: 'misere', seat: 'S' }).reaches(3)).toBe(false);
      const one = at('N', { N: '5S 3H', E: 'KS 4H', S: '2S 9H', W: 'AS QH' });
      expect(loses(one)).toBe(false);
    });

    it('is not proved, and the seat takes every trick, when the others hold only lower cards', () => {
      const p = at('N', { N: '2S 2H', E: '3S 3H', S: '9S 9H', W: '4S 4H' });
      expect(loses(p)).toBe(false);
      expect(new Solver(p, { kind: 'misere', seat: 'S' }).reaches(2)).toBe(true);
    });
  });
  describe('losesTrick: a seat that has lost, or can still lose, the trick in progress (issue 21)', () => {
    const at = (leader: TableSeat, trick: [TableSeat, Card][], hands: Record<string, string>): Position => ({
      order: ORDER,
      hands: Object.fromEntries(Object.entries(hands).map(([seat, h]) => [seat, h ? (h.split(' ') as Card[]) : []])),
      trump: null,
      leader,
      trick: trick.map(([seat, card]) => ({ seat, card })),
    });
    const loses = (p: Position, rel = new Int32Array(4)) =>
      losesTrick(new Solver(p, { kind: 'misere', seat: 'S' }).engine, 2, rel, 0);

    it('still to play, with a card of the led suit below the card winning so far: resting on that card', () => {
      const p = at('N', [['N', '5S']], { N: 'AH', E: 'KS QH', S: '2S 9H', W: 'JH TH' });
      const rel = new Int32Array(4);
      expect(loses(p, rel)).toBe(true);
      expect([...rel]).toEqual([1 << 3, 0, 0, 0]); // the 5 of spades
      expect(new Solver(p, { kind: 'misere', seat: 'S' }).reaches(2)).toBe(false);
    });

    it('void in the led suit (it discards): resting on no rank', () => {
      const rel = Int32Array.of(1, 1, 1, 1);
      expect(loses(at('N', [['N', '2S']], { N: 'AH', E: 'KS QH', S: '3H 4H', W: 'JH TH' }), rel)).toBe(true);
      expect([...rel]).toEqual([0, 0, 0, 0]);
    });

    it('played a card now beaten: resting on the card that beats it', () => {
      const p = at(
        'E',
        [
          ['E', '3S'],
          ['S', '9S'],
          ['W', 'KS'],
        ],
        { N: '4S AH', E: 'QH', S: '2H', W: 'JH' },
      );
      const rel = new Int32Array(4);
      expect(loses(p, rel)).toBe(true);
      expect([...rel]).toEqual([1 << 11, 0, 0, 0]); // the king of spades
    });

    it('is not proved while its card wins the trick so far, nor when it holds only higher cards of the led suit', () => {
      expect(
        loses(
          at(
            'E',
            [
              ['E', '3S'],
              ['S', '9S'],
            ],
            { N: '4S AH', E: 'QH', S: '2H', W: 'KS JH' },
          ),
        ),
      ).toBe(false);
      expect(loses(at('N', [['N', '2S']], { N: 'AH', E: 'KS QH', S: '9S 3H', W: 'JH TH' }))).toBe(false);
    });
  });
});
