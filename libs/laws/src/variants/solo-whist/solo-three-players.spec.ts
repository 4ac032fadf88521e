import { Card } from '../../core/cards/card';
import { formatHand } from '../../core/cards/hand';
import { threeHandedSoloPack } from '../../core/cards/solo-packs';
import { scoresheetOfSession } from '../../decide/scoresheet/session-scoresheet';
import { Table, ofType } from '../../testing/given';
import { playOn } from '../../testing/play-on';
import type { SoloSheet } from './solo-sheet';

const THREE = { N: 'p-N', E: 'p-E', S: 'p-S' };

/** Three hands of 13 dealt round from `pack`; the cards left over are returned apart. */
function deal(pack: readonly Card[]): { hands: Record<string, string>; left: Card[] } {
  const dealt = pack.slice(0, 39);
  const hands = Object.fromEntries(['N', 'E', 'S'].map((s, i) => [s, formatHand(dealt.filter((_, j) => j % 3 === i))]));
  return { hands, left: pack.slice(39) };
}

function threeHanded(rules?: Record<string, unknown>): Table {
  const t = new Table();
  t.run({ type: 'OpenSession', variant: 'solo-whist', seats: THREE, rules });
  return t;
}

describe('solo whist for three players (solo-hoffmann:p156)', () => {
  it('solo-hoffmann:p156 the 2s, 3s and 4s removed, 13 cards each; the 40th card is turned up for trumps and belongs to no one', () => {
    const t = threeHanded();
    expect(t.state.rules.threeHandedPack).toBe('forty-cards');
    const pack = threeHandedSoloPack('forty-cards');
    expect(pack).toHaveLength(40);
    const { hands, left } = deal(pack);
    // the card named must be the one no hand holds
    expect(t.refused({ type: 'StartDeal', dealer: 'S', hands, trumpCard: pack[0] })).toMatchObject({
      code: 'CARD_NOT_HELD',
      law: 'solo-hoffmann:p156',
    });
    // a 2 is not in the pack
    const north = pack.slice(0, 39).filter((_, j) => j % 3 === 0);
    const withTwo = { ...hands, N: formatHand(['2S', ...north.slice(1)] as Card[]) };
    expect(t.refused({ type: 'StartDeal', dealer: 'S', hands: withTwo }).law).toBe('solo-hoffmann:p156');
    const started = ofType(t.run({ type: 'StartDeal', dealer: 'S', hands }), 'DealStarted')[0];
    expect(started.trumpCard).toBe(left[0]);
    expect(started.trumpSuit).toBe(left[0][1]);
    expect(t.deal().handSize).toBe(13);
    expect(t.deal().order).toEqual(['N', 'E', 'S']);
    expect(Object.values(t.deal().hands!).flat()).not.toContain(left[0]);
  });

  it('solo-hoffmann:p156 no proposition and acceptance at three: solo is the lowest call', () => {
    const t = threeHanded();
    t.run({ type: 'StartDeal', dealer: 'S', hands: deal(threeHandedSoloPack('forty-cards')).hands });
    expect(t.refused({ type: 'MakeCall', deal: 1, seat: 'N', call: 'proposal' })).toMatchObject({
      code: 'CALL_NOT_ALLOWED',
      law: 'solo-hoffmann:p156',
    });
    t.run({ type: 'MakeCall', deal: 1, seat: 'N', call: 'solo' });
    t.run({ type: 'MakeCall', deal: 1, seat: 'E', call: 'pass' });
    const fixed = ofType(t.run({ type: 'MakeCall', deal: 1, seat: 'S', call: 'pass' }), 'ContractFixed')[0];
    expect(fixed.contract).toMatchObject({ call: 'solo', caller: 'N', leader: 'N' });
  });

  it('solo-hoffmann:p156 tricks of three cards, thirteen of them; the solo is settled with each of the two opponents', () => {
    const t = threeHanded();
    t.run({ type: 'StartDeal', dealer: 'S', hands: deal(threeHandedSoloPack('forty-cards')).hands });
    for (const [seat, call] of [
      ['N', 'solo'],
      ['E', 'pass'],
      ['S', 'pass'],
    ] as const)
      t.run({ type: 'MakeCall', deal: 1, seat, call });
    playOn(t, 1);
    expect(t.deal().tricks).toHaveLength(13);
    expect(t.deal().tricks.every((x) => x.cards.length === 3)).toBe(true);
    const won = t.deal().tricks.filter((x) => x.winner === 'N').length;
    const sheet = scoresheetOfSession(t.state) as SoloSheet;
    expect(sheet.players).toEqual(['N', 'E', 'S']);
    // solo-hoffmann:p148: 6d and 1d a trick over or under five, from or to each opponent: here two of them
    const per = 6 + Math.abs(won - 5);
    const sign = won >= 5 ? 1 : -1;
    expect(sheet.balances).toEqual({ N: sign * 2 * per, E: -sign * per, S: -sign * per });
  });

  it('solo-hoffmann:p156 (b) three suits only, by the session rule threeHandedPack; the turned card is the dealer’s', () => {
    const t = threeHanded({ threeHandedPack: 'without-clubs' });
    const pack = threeHandedSoloPack('without-clubs');
    expect(pack).toHaveLength(39);
    const { hands } = deal(pack);
    const dealerCard = pack[2]; // S holds every third card from the third
    expect(t.refused({ type: 'StartDeal', dealer: 'S', hands, trumpCard: pack[0] }).law).toBe('whist-1900:37');
    t.run({ type: 'StartDeal', dealer: 'S', hands, trumpCard: dealerCard });
    expect(t.deal().trumpCard).toBe(dealerCard);
    expect(t.deal().handSize).toBe(13);
    const u = threeHanded({ threeHandedPack: 'without-clubs' });
    u.run({ type: 'StartDeal', dealer: 'S', trumpSuit: 'S' });
    for (const [seat, call] of [
      ['N', 'solo'],
      ['E', 'pass'],
      ['S', 'pass'],
    ] as const)
      u.run({ type: 'MakeCall', deal: 1, seat, call });
    expect(u.refused({ type: 'PlayCard', deal: 1, seat: 'N', card: 'AC' }).law).toBe('solo-hoffmann:p156');
    expect(u.run({ type: 'PlayCard', deal: 1, seat: 'N', card: 'AS' })).toHaveLength(1);
  });

  it('solo-hoffmann:p156 a card outside the three-handed pack is refused when the hands were not recorded', () => {
    const t = threeHanded();
    t.run({ type: 'StartDeal', dealer: 'S', trumpSuit: 'H' });
    for (const [seat, call] of [
      ['N', 'solo'],
      ['E', 'pass'],
      ['S', 'pass'],
    ] as const)
      t.run({ type: 'MakeCall', deal: 1, seat, call });
    expect(t.refused({ type: 'PlayCard', deal: 1, seat: 'N', card: '3D' })).toMatchObject({
      code: 'CARD_NOT_HELD',
      law: 'solo-hoffmann:p156',
    });
    expect(t.run({ type: 'PlayCard', deal: 1, seat: 'N', card: '5D' })).toHaveLength(1);
  });
});
