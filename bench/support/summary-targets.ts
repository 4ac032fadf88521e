/**
 * The targets `npm run bench`'s summary judges its headline figures by, and for a missed one the limit measured in
 * the same run that explains it, if there is one (issue 21's done-when: every target line met, or missed with the
 * measured limit that explains it). A limit is a figure of the same run that no implementation of ours could pass:
 * plain PostgreSQL doing the same inserts, the database's work alone, the fixed stack doing the least the contract
 * asks.
 */

import { BARE_LIMIT_STEPS, HTTP_TARGETS } from './http-targets';

/** One headline target: figures whose name matches, compared by `op` with `value`. */
export interface Target {
  match: RegExp;
  op: '>=' | '<';
  value: number;
  /** For a miss: the limit of the same run (`figure(name)`) that explains it, as words; undefined when none does. */
  limit?: (name: string, figure: (name: string) => number | undefined, value: number) => string | undefined;
}

const below = (name: string, figure: (n: string) => number | undefined, target: number, what: string) => {
  const v = figure(name);
  return v !== undefined && v < target ? `${what} reaches only ${v.toFixed(2)} (${name})` : undefined;
};

/** Headline figures and their targets (issues 7 and 21); the rest are printed without a verdict. */
export const TARGETS: readonly Target[] = [
  {
    match: /^append-\d+w-[a-z0-9]+-vs-emmett-ratio$/,
    op: '>=',
    value: 1.6,
    // Ours does at least the inserts plain pg does: plain pg below the target bounds ours. The target is issue 7's,
    // set before the club log (issue 17), which Emmett does not keep: with the log on, the bound is plain pg's
    // inserts into `events` with the log taking them in, as ours must (bench:append's `logged` side).
    limit: (name, figure) =>
      below(
        name.replace(/-vs-emmett-ratio$/, '-pg-vs-emmett-ratio'),
        figure,
        1.6,
        'plain PostgreSQL doing the same inserts',
      ) ??
      below(
        name.replace(/-vs-emmett-ratio$/, '-pg-logged-vs-emmett-ratio'),
        figure,
        1.6,
        'plain PostgreSQL doing the same inserts into `events`, with the club log taking them in,',
      ),
  },
  { match: /^append-\d+w-[a-z0-9]+-ratio$/, op: '>=', value: 0.8 },
  { match: /^commands-\d+w-ratio$/, op: '>=', value: 0.7 },
  {
    match: /^replay-rebuild-growth-ratio$/,
    op: '>=',
    value: 0.9,
    // "Flat with size" (issue 21.4) is the rebuild against the raw cursor read: when the raw read itself slows down
    // from the smallest size to the largest (the table outgrowing the caches), a rebuild that keeps pace with it
    // (its own growth at least the raw read's: its ratio to raw as high at the largest size) is as flat as the
    // machine allows.
    limit: (_, figure, own) => {
      const raw = figure('replay-raw-growth-ratio');
      return raw !== undefined && raw < 0.9 && own >= raw
        ? `the raw cursor read itself falls to ${raw.toFixed(2)} of its rate at the smallest size (replay-raw-growth-ratio), and the rebuild keeps pace with it`
        : undefined;
    },
  },
  { match: /^replay-rebuild-\w+-ratio$/, op: '>=', value: 0.6 },
  { match: /^long-session-(cold|cold-worst|warm)$/, op: '<', value: 5 },
  { match: /^log-sequencer-lag-p99$/, op: '<', value: 1000 },
  { match: /^log-proof-1m$/, op: '<', value: 5 },
  {
    match: /^http-plays-ratio$/,
    op: '>=',
    value: 0.5,
    limit: (_, figure) =>
      below('http-plays-vs-bare-db-ceiling', figure, 0.5, "plays at the bare endpoint's server cost"),
  },
  {
    match: /^http-plays-p99$/,
    op: '<',
    value: HTTP_TARGETS.p99Ms,
    limit: (_, figure) => {
      const floor = figure('http-plays-p99-floor');
      return floor !== undefined && floor >= HTTP_TARGETS.p99Ms
        ? `the p99 at the plays' ceiling is ${floor.toFixed(1)} ms (http-plays-p99-floor)`
        : undefined;
    },
  },
  { match: /^http-rss$/, op: '<', value: HTTP_TARGETS.rssMb },
  // Issue 21: against the machine's limit, a bare node:http server doing the same insert (ADR 0028).
  {
    match: /^http-plays-vs-raw-ratio$/,
    op: '>=',
    value: HTTP_TARGETS.plays,
    // The database ceiling, else the fixed stack's (bench:http's own verdict, http-targets.ts).
    limit: (_, figure) =>
      below('http-plays-vs-raw-db-ceiling', figure, HTTP_TARGETS.plays, "PostgreSQL's work of a play alone") ??
      below(
        'http-plays-vs-raw-stack-ceiling',
        figure,
        HTTP_TARGETS.plays,
        'a play through the fixed stack doing the least api.md asks of a write',
      ),
  },
  {
    match: /^http-bare-vs-raw-ratio$/,
    op: '>=',
    value: HTTP_TARGETS.bare,
    // The first step of the fixed stack below the target, as bench:http's own verdict takes it (http-targets.ts).
    limit: (_, figure) =>
      BARE_LIMIT_STEPS.map((step) => below(step.figure, figure, HTTP_TARGETS.bare, step.what)).find(Boolean),
  },
  // Issue 21's done-when for bench:http's own four targets (http-targets.ts).
  { match: /^http-targets-unexplained$/, op: '<', value: 1 },
  // No request of bench:http's measured rounds may fail (a 5xx, a connection refused): the rates and the limits that
  // explain the misses are then not the servers' (stop 34: the API's bare endpoint answered 503 to 1,094 requests
  // for want of connections, and its 0.13 of raw read as explained by the contract step). No limit explains it.
  { match: /^http-failed$/, op: '<', value: 1 },
];

/** A figure's verdict: '' without a target, else `<op> <value> met`, `MISSED; limit: …` or `MISSED`. */
export function targetVerdict(name: string, value: number, figure: (name: string) => number | undefined): string {
  const t = TARGETS.find((x) => x.match.test(name));
  if (!t) return '';
  const head = `${t.op} ${t.value}`;
  if (t.op === '>=' ? value >= t.value : value < t.value) return `${head} met`;
  const limit = t.limit?.(name, figure, value);
  return limit ? `${head} MISSED; limit: ${limit}` : `${head} MISSED`;
}
