import { FULL_PACK } from '../../core/cards/pack';
import { formatHand } from '../../core/cards/hand';
import { TableSeat } from '../../core/seats/table-seat';
import { scoresheetOfSession } from '../../decide/scoresheet/session-scoresheet';
import { dealView } from '../../views/deal-view';
import { Table, ofType } from '../../testing/given';
import { playOn } from '../../testing/play-on';
import type { SoloSheet } from './solo-sheet';

const FIVE = { N: 'p-N', E: 'p-E', S: 'p-S', W: 'p-W', P5: 'p-P5' };

/** Round-robin hands of the full pack for the four seats that play (every seat holds every suit). */
function hands(seats: readonly TableSeat[]): Record<string, string> {
  return Object.fromEntries(seats.map((s, i) => [s, formatHand(FULL_PACK.filter((_, j) => j % 4 === i))]));
}

function fiveHanded(rules?: Record<string, unknown>): Table {
  const t = new Table();
  t.run({ type: 'OpenSession', variant: 'solo-whist', seats: FIVE, rules });
  return t;
}

describe('solo whist for five players (solo-hoffmann:p156)', () => {
  it("solo-hoffmann:p156 the player on the dealer's right sits out each deal: no hand, no call, no play", () => {
    const t = fiveHanded();
    // seats clockwise N E S W P5: N's right is P5
    const started = ofType(
      t.run({ type: 'StartDeal', dealer: 'N', hands: hands(['N', 'E', 'S', 'W']), trumpSuit: 'C' }),
      'DealStarted',
    )[0];
    expect(started.sittingOut).toBe('P5');
    expect(t.deal(1).order).toEqual(['N', 'E', 'S', 'W']);
    expect(t.deal(1).handSize).toBe(13);
    expect(dealView(t.state, 1).sittingOut).toBe('P5');
    // the eldest hand (dealer's left) calls first; the player sitting out may not call
    expect(t.refused({ type: 'MakeCall', deal: 1, seat: 'P5', call: 'solo' }).code).toBe('SEAT_NOT_AT_TABLE');
    expect(t.refused({ type: 'MakeCall', deal: 1, seat: 'S', call: 'solo' }).law).toBe('solo-hoffmann:p144');
    t.run({ type: 'MakeCall', deal: 1, seat: 'E', call: 'solo' });
    for (const s of ['S', 'W', 'N'] as const) t.run({ type: 'MakeCall', deal: 1, seat: s, call: 'pass' });
    expect(t.deal(1).contract).toMatchObject({ call: 'solo', caller: 'E', leader: 'E' });
    expect(t.refused({ type: 'PlayCard', deal: 1, seat: 'P5', card: '2S' }).code).toBe('SEAT_NOT_AT_TABLE');
  });

  it('solo-hoffmann:p156 the seat sitting out moves round with the deal; a hand recorded for him is refused', () => {
    const t = fiveHanded();
    const withSitter = { ...hands(['N', 'E', 'S', 'W']), P5: '...' };
    expect(t.refused({ type: 'StartDeal', dealer: 'N', hands: withSitter, trumpSuit: 'C' })).toMatchObject({
      code: 'SEAT_NOT_AT_TABLE',
      law: 'solo-hoffmann:p156',
    });
    const expected: [TableSeat, TableSeat, TableSeat][] = [
      ['E', 'N', 'S'],
      ['S', 'E', 'W'],
      ['P5', 'W', 'N'],
    ];
    expected.forEach(([dealer, out, eldest], i) => {
      const e = ofType(t.run({ type: 'StartDeal', dealer, trumpSuit: 'H' }), 'DealStarted')[0];
      expect(e.sittingOut).toBe(out);
      expect(t.deal(i + 1).order).not.toContain(out);
      expect(t.deal(i + 1).nextLeader).toBe(eldest);
      for (let k = 0; k < 4; k++)
        t.run({
          type: 'MakeCall',
          deal: i + 1,
          seat: t.deal(i + 1).order[(t.deal(i + 1).order.indexOf(eldest) + k) % 4],
          call: 'pass',
        });
      expect(t.deal(i + 1).end?.reason).toBe('passed-out');
    });
  });

  it('solo-hoffmann:p156 he neither pays nor receives: the four who played settle, the score-sheet shows him sitting out', () => {
    const t = fiveHanded();
    t.run({ type: 'StartDeal', dealer: 'N', hands: hands(['N', 'E', 'S', 'W']), trumpSuit: 'C' });
    t.run({ type: 'MakeCall', deal: 1, seat: 'E', call: 'solo' });
    for (const s of ['S', 'W', 'N'] as const) t.run({ type: 'MakeCall', deal: 1, seat: s, call: 'pass' });
    playOn(t, 1);
    expect(t.deal(1).status).toBe('ended');
    const won = t.deal(1).tricks.filter((x) => x.winner === 'E').length;
    const sheet = scoresheetOfSession(t.state) as SoloSheet;
    expect(sheet.players).toEqual(['N', 'E', 'S', 'W', 'P5']);
    // solo-hoffmann:p148: 6d and 1d a trick over or under five, from or to each of the three opponents
    const per = 6 + Math.abs(won - 5);
    const sign = won >= 5 ? 1 : -1;
    expect(sheet.deals[0]).toMatchObject({ call: 'solo', caller: 'E', sittingOut: 'P5', perOpponent: per });
    expect(sheet.balances).toEqual({ N: -sign * per, E: sign * 3 * per, S: -sign * per, W: -sign * per, P5: 0 });
  });

  it('solo-hoffmann:p156 five players sit N, E, S, W, P5 in that order; six are refused', () => {
    const t = new Table();
    const six = { ...FIVE, P6: 'p-P6' };
    expect(t.refused({ type: 'OpenSession', variant: 'solo-whist', seats: six })).toMatchObject({
      code: 'SEAT_NOT_AT_TABLE',
      law: 'solo-hoffmann:p156',
    });
    const gap = { N: 'a', E: 'b', S: 'c', W: 'd', P6: 'e' };
    expect(t.refused({ type: 'OpenSession', variant: 'solo-whist', seats: gap }).law).toBe('solo-hoffmann:p156');
  });
});
