import { decide, fold } from '@ledger/laws';
import type { Card, DealView, LawCommand, SessionState } from '@ledger/laws';
import { readPbn } from './pbn-reader';
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

describe('PBN export of whist-family deals, read back by a strict PBN 2.1 reader', () => {
  const AT = '2026-12-01T20:00:00.000Z';
  const session = (variant: string, commands: Record<string, unknown>[]): SessionState => {
    let s = fold([]);
    for (const c of [{ type: 'OpenSession', variant, seats: { N: 'a', E: 'b', S: 'c', W: 'd' } }, ...commands]) {
      s = fold(decide({ ...c, at: AT } as unknown as LawCommand, s), s);
    }
    return s;
  };
  const opts = { event: 'Club night', names: { N: 'Ann' }, dateOf: () => '2026.12.01' };

  it('whist: the dealer as Declarer, the odd trick in trumps as Contract, his side tricks as Result; result-only marked', () => {
    const s = session('whist', [
      { type: 'StartDeal', dealer: 'E', trumpSuit: 'D' },
      { type: 'RecordResult', deal: 1, tricks: { NS: 4, EW: 9 }, honours: { EW: 4 } },
      { type: 'StartDeal', dealer: 'S', trumpSuit: 'C' },
    ]);
    const text = sessionToPbn(s, opts);
    expect(text).not.toMatch(/[^\r]\n/);
    const [g1, g2] = readPbn(text, { strict: true });
    expect([g1.tag('Declarer'), g1.tag('Contract'), g1.tag('Result')]).toEqual(['E', '1D', '9']);
    expect(g1.tag('LedgerEvidence')).toBe('result-only');
    expect([g2.tag('Declarer'), g2.tag('Contract'), g2.tag('Result')]).toEqual(['S', '1C', '?']);
  });

  it('bridge-1904: the declaration with its doubling; solo-whist: the caller and 1NT for a misère', () => {
    const bridge = session('bridge-1904', [
      { type: 'StartDeal', dealer: 'N' },
      { type: 'RecordResult', deal: 1, declaration: 'S', declarer: 'S', doublings: 2, tricks: { NS: 10, EW: 3 } },
    ]);
    const [b] = readPbn(sessionToPbn(bridge, opts), { strict: true });
    expect([b.tag('Declarer'), b.tag('Contract'), b.tag('Result')]).toEqual(['N', '1SXX', '10']);
    const solo = session('solo-whist', [
      { type: 'StartDeal', dealer: 'N', trumpSuit: 'H' },
      { type: 'RecordResult', deal: 1, call: 'misere', caller: 'W', tricks: 0 },
    ]);
    const [m] = readPbn(sessionToPbn(solo, opts), { strict: true });
    expect([m.tag('Declarer'), m.tag('Contract'), m.tag('Result')]).toEqual(['W', '1NT', '0']);
    const passed = session('solo-whist', [
      { type: 'StartDeal', dealer: 'N', trumpSuit: 'H' },
      ...['E', 'S', 'W', 'N'].map((seat) => ({ type: 'MakeCall', deal: 1, seat, call: 'pass' })),
    ]);
    const [p] = readPbn(sessionToPbn(passed, opts), { strict: true });
    expect([p.tag('Declarer'), p.tag('Contract'), p.tag('Result')]).toEqual(['', 'Pass', '0']);
  });
});
