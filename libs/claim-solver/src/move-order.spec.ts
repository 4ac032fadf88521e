import { SUITS, Suit } from '@ledger/laws/core/cards/card';
import { Seat } from '@ledger/laws/core/seats/seat';
import { shuffledPack } from '@ledger/laws/testing/shuffled-pack';
import { highBit } from './bits';
import { Engine, MAXM } from './engine';
import { generateMoves, laterThreats, nextBest, safeFrom, scoreMoves } from './moves';
import { Goal, Position } from './position';
import { Solver } from './solve';

const ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];
const GOALS: readonly Goal[] = [
  { kind: 'tricks', side: ['N', 'S'] },
  { kind: 'tricks', side: ['E', 'W'] },
  { kind: 'misere', seat: 'W' },
  { kind: 'hearts', seat: 'N' },
];
const TRUMPS: readonly (Suit | null)[] = [null, ...SUITS];

/** Seeded positions of 3-8 cards a hand, 0-3 cards of a trick in progress (each seat's first card, lawful or not). */
function engineFor(seed: number): Engine {
  const pack = shuffledPack(seed);
  const cards = 3 + (seed % 6);
  const leader = ORDER[seed % 4];
  const hands = Object.fromEntries(ORDER.map((s, i) => [s, pack.slice(i * cards, (i + 1) * cards)]));
  const trick = [];
  for (let k = 0; k < (seed >> 2) % 4; k++) {
    const seat = ORDER[(ORDER.indexOf(leader) + k) % 4];
    trick.push({ seat, card: hands[seat].shift()! });
  }
  const p: Position = { order: ORDER, hands, trump: TRUMPS[seed % 5], leader, trick };
  return new Solver(p, GOALS[(seed >> 4) % 4]).engine;
}

/** The former `safeWin`, seat by seat: no opponent of `p` still to play to the trick can beat `code`. */
function safeWin(e: Engine, p: number, code: number): boolean {
  const tb = e.trickBase();
  const led = e.tCard[tb] >> 4;
  const s = code >> 4;
  for (let k = e.trickLen + 1; k < e.n; k++) {
    const o = (e.leader + k) % e.n;
    if (e.isCount[o] === e.isMax[p]) continue;
    const follow = e.hands[o * 4 + led];
    if (s === led && follow && highBit(follow) > (code & 15)) return false;
    const trumps = e.trump >= 0 ? e.hands[o * 4 + e.trump] : 0;
    if (!follow && trumps && (s !== e.trump || highBit(trumps) > (code & 15))) return false;
  }
  return true;
}

describe('nextBest', () => {
  it('takes the scored moves in a stable sort by score, highest first (ties in generation order), as generateMoves lists them', () => {
    let compared = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const e = engineFor(seed);
      const p = e.toPlay();
      const hint = seed % 3 === 0 ? (seed % 4) * 16 + (seed % 3) : -1;
      const need = seed % 5;
      const cnt = scoreMoves(e, p, 0, hint, need);
      const scored = Array.from({ length: cnt }, (_, i) => ({ i, m: [e.moves[i], e.lows[i]], v: e.scores[i] }));
      const sorted = [...scored].sort((a, b) => b.v - a.v || a.i - b.i).map((x) => x.m);
      for (let i = 0; i < cnt; i++) {
        if (cnt > 1) nextBest(e, 0, i, cnt);
        expect([e.moves[i], e.lows[i]]).toEqual(sorted[i]);
      }
      expect(generateMoves(e, p, 1, hint, need)).toBe(cnt);
      expect(Array.from({ length: cnt }, (_, i) => [e.moves[MAXM + i], e.lows[MAXM + i]])).toEqual(sorted);
      if (cnt > 2 && new Set(scored.map((x) => x.v)).size > 1) compared++;
    }
    expect(compared).toBeGreaterThan(150);
  });
});

describe('laterThreats and safeFrom', () => {
  it('tell, for every card of the seat to play, whether an opponent still to play can beat it', () => {
    let unsafe = 0;
    let checked = 0;
    for (let seed = 1; seed <= 600; seed++) {
      const e = engineFor(seed);
      if (e.trickLen === 0) continue;
      const p = e.toPlay();
      const threats = laterThreats(e, p);
      const led = e.tCard[e.trickBase()] >> 4;
      for (let s = 0; s < 4; s++) {
        for (let r = 0; r < 13; r++) {
          if (!(e.hands[p * 4 + s] & (1 << r))) continue;
          const code = s * 16 + r;
          expect([seed, code, safeFrom(threats, code, led, e.trump)]).toEqual([seed, code, safeWin(e, p, code)]);
          checked++;
          if (!safeWin(e, p, code)) unsafe++;
        }
      }
    }
    expect(unsafe).toBeGreaterThan(100);
    expect(checked - unsafe).toBeGreaterThan(100);
  });
});
