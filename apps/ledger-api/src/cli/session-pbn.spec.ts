import { fold, type Card, type DealView } from '@ledger/laws';
import { pbnCard, pbnHand, pbnPlay, sessionToPbn } from './session-pbn';
import { appendBatches, SessionLine } from './session-lines';

const cards = (s: string) => s.split(' ') as Card[];

describe('PBN pieces', () => {
  it('writes a card suit first and a hand as spades.hearts.diamonds.clubs, high to low', () => {
    expect(pbnCard('TS')).toBe('ST');
    expect(pbnHand(cards('2S AS TH 3D KD QD 4C 5C 6C 7C 8C 9C JC'))).toBe('A2.T.KQ3.J987654');
    expect(pbnHand(cards('AS KS'))).toBe('-');
  });

  it('lists each trick from the opening leader, not from the trick leader, and marks unfinished play', () => {
    const view = {
      tricks: [
        {
          number: 1,
          leader: 'E',
          winner: 'W',
          cards: [
            { seat: 'E', card: '2C' },
            { seat: 'S', card: '3C' },
            { seat: 'W', card: 'AC' },
            { seat: 'N', card: '4C' },
          ],
        },
        {
          number: 2,
          leader: 'W',
          winner: null,
          cards: [
            { seat: 'W', card: 'KH' },
            { seat: 'N', card: '2H' },
          ],
        },
      ],
    } as unknown as DealView;
    expect(pbnPlay(view)).toEqual(['[Play "E"]', 'C2 C3 CA C4', '- - HK H2', '*']);
  });

  it('refuses a solo session of three or five players: PBN carries four hands (solo-hoffmann:p156)', () => {
    const at = '2026-12-01T00:00:00.000Z';
    const opened = (seats: Record<string, string>) =>
      fold([{ type: 'SessionOpened', at, variant: 'solo-whist', seats, rules: {} }]);
    const o = { event: 'e', names: {}, dateOf: () => '2026.12.01' };
    expect(() => sessionToPbn(opened({ N: 'a', E: 'b', S: 'c' }), o)).toThrow(/four seats/);
    expect(() => sessionToPbn(opened({ N: 'a', E: 'b', S: 'c', W: 'd', P5: 'e' }), o)).toThrow(/four seats/);
    expect(sessionToPbn(opened({ N: 'a', E: 'b', S: 'c', W: 'd' }), o)).toMatch(/^% PBN 2.1/);
  });
});

describe('appendBatches', () => {
  it('groups consecutive events with the same recordedAt (one original append each)', () => {
    const at = (version: number, recordedAt: string) => ({ version, recordedAt }) as SessionLine;
    const b = appendBatches([at(1, 'a'), at(2, 'b'), at(3, 'b'), at(4, 'c'), at(5, 'b')]);
    expect(b.map((x) => x.map((e) => e.version))).toEqual([[1], [2, 3], [4], [5]]);
  });
});
