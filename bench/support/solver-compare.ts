/**
 * Exact-value check of the claim solver against an earlier copy of itself (issue 21: "each step checked
 * by exact value against the previous solver on thousands of random positions"). Not part of `npm run
 * bench`; run by hand before committing a change to the search:
 *
 *   rm -rf .data/ref-solver && mkdir -p .data/ref-solver &&
 *     git archive <commit> libs/claim-solver/src | tar -x --strip-components=3 -C .data/ref-solver
 *   node -r @swc-node/register bench/support/solver-compare.ts --ref=.data/ref-solver --n=3000 --min=4 --max=7
 *
 * Positions are seeded (`--seed`): four seats, `min`-`max` cards a hand, 0-3 cards of a trick in
 * progress, every trump and no trumps, every goal (a side's tricks, one seat's tricks, misère, Hearts).
 * `--nt=1`: no trumps only; `--pairs=1`: one suit held by one side only (both: where the pair-suit quick
 * tricks of ADR 0026's revision apply). `--victim=1`: misère and Hearts only, the counted seat dealt
 * from the lowest cards (as in `bench:claims`, where `escapes` and the bounds of ADR 0029 decide).
 * `--bits=N`: our solver's table limited to 2^N keys (1-3: it fills and makes room again and again).
 * Prints each difference and the count; exit 1 when there is any.
 */
import path from 'node:path';
import { Card, Suit } from '../../libs/laws/src/core/cards/card';
import { FULL_PACK } from '../../libs/laws/src/core/cards/pack';
import { Seat } from '../../libs/laws/src/core/seats/seat';
import { Goal, Position, Solver } from '../../libs/claim-solver/src';
import { seededRandom, shuffled } from '../../test/support/seeded-random';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const N = Number(arg('n', '3000'));
const MIN = Number(arg('min', '4'));
const MAX = Number(arg('max', '7'));
const SEED = Number(arg('seed', '1'));
const REF = path.resolve(arg('ref', '.data/ref-solver'));
const ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];
const GOALS: readonly Goal[] = [
  { kind: 'tricks', side: ['N', 'S'] },
  { kind: 'tricks', side: ['E', 'W'] },
  { kind: 'tricks', side: ['E'] },
  { kind: 'misere', seat: 'W' },
  { kind: 'hearts', seat: 'N' },
];
const TRUMPS: readonly (Suit | null)[] = arg('nt', '0') === '1' ? [null] : [null, 'S', 'H', 'D', 'C'];

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the reference copy is chosen at run time
const Ref = (require(REF) as { Solver: typeof Solver }).Solver;
const PAIRS = arg('pairs', '0') === '1';
const VICTIM = arg('victim', '0') === '1';
const BITS = arg('bits', '');
/** `--victim=1`: the goals, and the cards the counted seat (W at misère, N at Hearts) is dealt from. */
const VICTIM_GOALS: readonly Goal[] = [
  { kind: 'misere', seat: 'W' },
  { kind: 'hearts', seat: 'N' },
];
const LOW = FULL_PACK.filter((c) => '23456789'.includes(c[0]));
const random = seededRandom(SEED);

/** `--pairs=1`: the cards of `suit` in the other side's hands are swapped for cards of the side's, so only `side` holds it. */
function givePair(hands: Record<string, Card[]>, suit: Suit, side: readonly Seat[]): void {
  for (const o of ORDER.filter((s) => !side.includes(s)))
    hands[o].forEach((c, i) => {
      if (!c.endsWith(suit)) return;
      for (const m of side) {
        const j = hands[m].findIndex((x) => !x.endsWith(suit));
        if (j < 0) continue;
        [hands[o][i], hands[m][j]] = [hands[m][j], c];
        return;
      }
    });
}
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
let differences = 0;
const t0 = Date.now();
for (let i = 0; i < N; i++) {
  const k = MIN + Math.floor(random() * (MAX - MIN + 1));
  const pack = shuffled(random, FULL_PACK);
  const leader = pick(ORDER);
  const onTable = Math.floor(random() * 4);
  const trump = pick(TRUMPS);
  const goal = pick(VICTIM ? VICTIM_GOALS : GOALS);
  if (VICTIM && goal.kind !== 'tricks') {
    // the counted seat's cards first, from the low cards; the rest of the pack after them
    const seat = ORDER.indexOf(goal.seat as Seat);
    const own = shuffled(random, LOW).slice(0, k);
    const rest = pack.filter((c) => !own.includes(c));
    pack.splice(0, pack.length, ...rest.slice(0, seat * k), ...own, ...rest.slice(seat * k));
  }
  const trick = Array.from({ length: onTable }, (_, j) => ({
    seat: ORDER[(ORDER.indexOf(leader) + j) % 4],
    card: pack[4 * k + j],
  }));
  const hands: Record<string, Card[]> = {};
  ORDER.forEach((s, j) => (hands[s] = pack.slice(j * k, j * k + k - (trick.some((t) => t.seat === s) ? 1 : 0))));
  if (PAIRS) givePair(hands, pick(['S', 'H', 'D', 'C'] as const), random() < 0.5 ? ['N', 'S'] : ['E', 'W']);
  const p: Position = { order: ORDER, hands, trump, leader, trick };
  // released after each solve: the next one takes its table's arrays from this thread's pool, as in the service
  const sv = new Solver(p, goal, BITS ? { tableBits: Number(BITS) } : {});
  const ours = sv.value();
  sv.release();
  const ref = new Ref(p, goal).value();
  if (ours !== ref) {
    differences++;
    console.log(`difference at position ${i}: ${ours} (reference ${ref}) ${JSON.stringify({ position: p, goal })}`);
  }
}
console.log(
  `${N} positions of ${MIN}-${MAX} cards (seed ${SEED}) against ${REF}: ${differences} differences (${Date.now() - t0} ms)`,
);
if (differences > 0) process.exitCode = 1;
