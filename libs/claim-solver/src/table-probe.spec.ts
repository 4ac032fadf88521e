import { Seat } from '@ledger/laws/core/seats/seat';
import { shuffledPack } from '@ledger/laws/testing/shuffled-pack';
import { Engine } from './engine';
import { generateMoves } from './moves';
import { Solver } from './solve';
import { TableProbe } from './table-probe';

const ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];

function engineFor(seed: number): Engine {
  const pack = shuffledPack(seed);
  const hands = Object.fromEntries(ORDER.map((s, i) => [s, pack.slice(i * 8, (i + 1) * 8)]));
  return new Solver({ order: ORDER, hands, trump: null, leader: 'N', trick: [] }, { kind: 'tricks', side: ['N', 'S'] })
    .engine;
}

/** Packed top-card counts, four bits a suit (spades lowest). */
const counts = (seed: number, k: number) =>
  [0, 1, 2, 3].reduce((ws, s) => ws | (((seed * 7 + k * 5 + s * 3) % 9) << (s * 4)), 0);

describe('TableProbe.patterns', () => {
  it('gives, under the mask of each suit, the owners a fresh probe gives, after other depths and other tricks', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const e = engineFor(seed);
      const probe = new TableProbe(e, 10);
      for (let k = 0; k < 6; k++) {
        // a trick played and closed now and then, so that the live cards change under the probe
        if (k % 2 === 1 && e.tricksLeft > 1) {
          for (let c = 0; c < 4; c++) {
            generateMoves(e, e.toPlay(), 0, -1);
            e.put(e.moves[0]);
          }
          e.close();
        }
        const ws = counts(seed, k);
        probe.patterns(ws);
        const fresh = new TableProbe(e, 10);
        fresh.patterns(ws);
        for (let s = 0; s < 4; s++) {
          const mask = probe.tt.mask((ws >>> (s * 4)) & 15);
          expect([seed, k, s, probe.pattern[s] & mask]).toEqual([seed, k, s, fresh.pattern[s] & mask]);
        }
      }
    }
  });
});

describe('TableProbe.hitRanks', () => {
  it("gives each suit's top w live cards, w from the entry's counts", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const e = engineFor(seed);
      const probe = new TableProbe(e, 10);
      const ws = counts(seed, 0);
      probe.tt.store(1, 2, 3, 4, ws, Int32Array.of(0, 0, 0, 0), 8, 8, -1);
      const x = probe.tt.match(probe.tt.root(1, 2, 3, 4), 0, 0, 0, 0, 1);
      const rel = new Int32Array(4);
      probe.hitRanks(x, rel, 0);
      for (let s = 0; s < 4; s++) {
        const ranks = [...Array(13).keys()].filter((r) => e.live[s] & (1 << r)).reverse();
        const top = ranks.slice(0, (ws >>> (s * 4)) & 15).reduce((m, r) => m | (1 << r), 0);
        expect([seed, s, rel[s]]).toEqual([seed, s, top]);
      }
    }
  });
});
