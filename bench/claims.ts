/**
 * Misère and Hearts claim benchmark (`npm run bench:claims [-- --claims=N --budget=N --seed=N]`): the
 * claim analysis (`analyseClaim`, as the endpoint runs it) of seeded claims "I take no further trick"
 * (misère) and "I take no further heart" (Hearts) by a seat holding only low cards (twos to nines),
 * with 13, 11, 9 and 6 tricks left, under the service's node budget (`CLAIM_ANALYSIS_MAX_NODES`'s
 * default). Prints each claim, then per kind and trick count `BENCH claims-<kind>-<tricks>-refused`
 * (analyses past the budget, which the endpoint answers `422 ANALYSIS_TOO_LARGE`),
 * `BENCH claims-<kind>-<tricks>-inexact` (unsound claims answered with a proved lower bound on the count
 * forced, `exact: false`, its exact value lying past the count's share of the budget; ADR 0032) and
 * `BENCH claims-<kind>-<tricks>-median` (time of the analyses that finished, when any did).
 */
import { DEFAULT_CLAIM_ANALYSIS_MAX_NODES } from '../apps/ledger-api/src/config/ledger-config';
import { Card } from '../libs/laws/src/core/cards/card';
import { FULL_PACK } from '../libs/laws/src/core/cards/pack';
import { Seat } from '../libs/laws/src/core/seats/seat';
import { Position, SearchBudgetExceeded, analyseClaim } from '../libs/claim-solver/src';
import { seededRandom, shuffled } from '../test/support/seeded-random';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const CLAIMS = arg('claims', 3);
const BUDGET = arg('budget', DEFAULT_CLAIM_ANALYSIS_MAX_NODES);
const SEED = arg('seed', 20261201);
const ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];
const LOW = FULL_PACK.filter((c) => '23456789'.includes(c[0]));

/** Claim `i` with `tricks` left: the claimer's cards from the low ones, the rest dealt at random; the next seat leads. */
function claimPosition(random: () => number, i: number, tricks: number): { position: Position; seat: Seat } {
  const seat = ORDER[i % 4];
  const own = shuffled(random, LOW).slice(0, tricks);
  const rest = shuffled(
    random,
    FULL_PACK.filter((c) => !own.includes(c)),
  );
  const hands: Record<string, Card[]> = {};
  let k = 0;
  for (const s of ORDER) hands[s] = s === seat ? own : rest.slice(tricks * k, tricks * ++k);
  return { position: { order: ORDER, hands, trump: null, leader: ORDER[(i + 1) % 4], trick: [] }, seat };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

function main(): void {
  const random = seededRandom(SEED);
  const lines: string[] = [];
  console.log(`${CLAIMS} claims per kind and trick count; budget ${BUDGET} positions per analysis`);
  console.log('kind      tricks  claim  seat  verdict            ms');
  for (const kind of ['no-trick', 'no-heart'] as const) {
    for (const tricks of [13, 11, 9, 6]) {
      const times: number[] = [];
      let refused = 0;
      let inexact = 0;
      for (let i = 0; i < CLAIMS; i++) {
        const { position, seat } = claimPosition(random, i, tricks);
        const t0 = performance.now();
        let verdict: string;
        try {
          const a = analyseClaim(position, { kind, seat }, { maxNodes: BUDGET });
          verdict = a.sound ? 'sound' : `unsound, ${a.exact === false ? '≥ ' : ''}${a.guaranteedTricks} forced`;
          if (a.exact === false) inexact++;
          times.push(performance.now() - t0);
        } catch (e) {
          if (!(e instanceof SearchBudgetExceeded)) throw e;
          verdict = 'refused (budget)';
          refused++;
        }
        const ms = performance.now() - t0;
        console.log(
          `${kind.padEnd(9)} ${String(tricks).padStart(6)}  ${String(i + 1).padStart(5)}  ${seat.padStart(4)}  ${verdict.padEnd(17)} ${ms.toFixed(0).padStart(6)}`,
        );
      }
      const name = `claims-${kind === 'no-trick' ? 'misere' : 'hearts'}-${tricks}`;
      lines.push(`BENCH ${name}-refused ${refused} claims`);
      lines.push(`BENCH ${name}-inexact ${inexact} claims`);
      if (times.length) lines.push(`BENCH ${name}-median ${median(times).toFixed(0)} ms`);
    }
  }
  for (const l of lines) console.log(l);
}

main();
