/**
 * Issue 21.1's targets for `npm run bench:http`, judged on the figures of one run. Its "done when" accepts a
 * missed target only with the measured limit that explains it, so each verdict says which: met, missed with a
 * limit measured in the same run that lies beyond the target, or missed and not explained by one.
 */

/** The figures of one run the targets are judged on (ratios are requests per second against the raw server's). */
export interface HttpFigures {
  playsRatio: number;
  bareRatio: number;
  /** Nest's own bare controller on Fastify, the floor of the fixed stack. */
  nestRatio: number;
  /** The same controller behind the API's ValidationPipe on the bare endpoint's DTO: the fixed stack validating. */
  validatedRatio: number;
  /**
   * That, plus the least api.md asks of every write besides its body: the key checked and `Ledger-Position` read
   * after the commit, as the API reads it (the `contract` server).
   */
  contractRatio: number;
  /** The plays' ratio if the serving process cost no more than the raw server's (`http-plays-vs-raw-db-ceiling`). */
  dbCeiling: number;
  /**
   * The plays' ratio if the serving process cost no more per play than the `contract` server per request, the fixed
   * stack doing the least api.md asks of any write, with PostgreSQL's and the load's work of a play
   * (`http-plays-vs-raw-stack-ceiling`).
   */
  stackCeiling: number;
  playsP99Ms: number;
  /** The plays' p99 at the lower of the two ceilings (`http-plays-p99-floor`). */
  p99FloorMs: number;
  /** The raw server's own p99 (`http-raw-p99`), the best tail a server has here. */
  rawP99Ms: number;
  rssMb: number;
  /** All processes' CPU per answered request, ms. */
  cpuMs: { raw: number; nest: number; validated: number; contract: number; bare: number };
}

/** One target's verdict: `explained` is true when it is met or a measured limit lies beyond it. */
export interface Verdict {
  target: string;
  met: boolean;
  explained: boolean;
  text: string;
}

const r2 = (x: number) => x.toFixed(2);

/** How far past the raw server's tail at the plays' rate a p99 may lie and still count as that tail (a tenth). */
const P99_SHAPE_SLACK = 1.1;

/** Issue 21.1's targets: ratios to the raw server, the plays' p99 and the API's resident memory. */
export const HTTP_TARGETS = { plays: 0.6, bare: 0.85, p99Ms: 50, rssMb: 250 } as const;

/** A step of the fixed stack doing the bare insert, whose ratio to raw below the bare target explains a bare miss. */
export interface BareLimitStep {
  /** Its ratio in HttpFigures. */
  key: 'nestRatio' | 'validatedRatio' | 'contractRatio';
  /** Its BENCH line. */
  figure: string;
  /** What it is. */
  what: string;
  /** How it does it, when the name does not say. */
  detail?: string;
  /** What the step before it lacks (named beside that step's ratio). */
  before?: string;
}

/**
 * The steps, cheapest first: Nest alone; Nest validating the body (api.md requires it checked, a 4xx problem for a
 * bad one, and the client fixed class-validator); and that with the key checked and Ledger-Position read after the
 * commit, which api.md requires of every write as well. Used by bench:http's verdicts and `npm run bench`'s summary.
 */
export const BARE_LIMIT_STEPS: readonly BareLimitStep[] = [
  { key: 'nestRatio', figure: 'http-nest-vs-raw-ratio', what: "Nest's own bare controller" },
  {
    key: 'validatedRatio',
    figure: 'http-validated-vs-raw-ratio',
    what: 'the fixed stack validating the same body',
    detail: "Nest's bare controller behind the API's ValidationPipe, class-validator",
    before: 'Nest without it',
  },
  {
    key: 'contractRatio',
    figure: 'http-contract-vs-raw-ratio',
    what: 'the fixed stack doing the least api.md asks of a write',
    detail: 'the body validated, the key checked, Ledger-Position read after the commit',
    before: 'without the key and the position',
  },
];

/** The verdict on each of issue 21.1's four targets. */
export function httpVerdicts(f: HttpFigures): Verdict[] {
  return [plays(f), bare(f), p99(f), rss(f)];
}

function plays(f: HttpFigures): Verdict {
  const target = 'plays >= 0.6 of raw';
  if (f.playsRatio >= HTTP_TARGETS.plays)
    return { target, met: true, explained: true, text: `met (${r2(f.playsRatio)})` };
  const missed = `missed (${r2(f.playsRatio)})`;
  if (f.dbCeiling < HTTP_TARGETS.plays)
    return {
      target,
      met: false,
      explained: true,
      text: `${missed}; limit: PostgreSQL's work of one play alone allows ${r2(f.dbCeiling)} of raw here (http-plays-vs-raw-db-ceiling), whatever serves it`,
    };
  if (f.stackCeiling < HTTP_TARGETS.plays)
    return {
      target,
      met: false,
      explained: true,
      text: `${missed}; limit: a play served by the fixed stack doing the least api.md asks of a write (the \`contract\` server's CPU per request), with PostgreSQL's work of one play, allows ${r2(f.stackCeiling)} of raw here (http-plays-vs-raw-stack-ceiling; the database alone ${r2(f.dbCeiling)})`,
    };
  return {
    target,
    met: false,
    explained: false,
    text: `${missed}; not explained: the database ceiling (${r2(f.dbCeiling)}) and the fixed stack's (${r2(f.stackCeiling)}) are above the target, the API's own CPU is the gap`,
  };
}

function bare(f: HttpFigures): Verdict {
  const target = 'bare >= 0.85 of raw';
  if (f.bareRatio >= HTTP_TARGETS.bare) return { target, met: true, explained: true, text: `met (${r2(f.bareRatio)})` };
  const missed = `missed (${r2(f.bareRatio)})`;
  const at = BARE_LIMIT_STEPS.findIndex((step) => f[step.key] < HTTP_TARGETS.bare);
  if (at >= 0) {
    const { key, what, detail, before } = BARE_LIMIT_STEPS[at];
    const previous = at > 0 ? `, ${before} ${r2(f[BARE_LIMIT_STEPS[at - 1].key])}` : '';
    return {
      target,
      met: false,
      explained: true,
      text: `${missed}; limit: ${what}${detail ? ` (${detail})` : ''} reaches only ${r2(f[key])} here${previous}`,
    };
  }
  const over = f.cpuMs.bare - f.cpuMs.contract;
  const room = Math.max(0, f.cpuMs.raw / HTTP_TARGETS.bare - f.cpuMs.contract);
  return {
    target,
    met: false,
    explained: false,
    text: `${missed}; not explained by the stack: the fixed stack doing the least api.md asks of a write reaches ${r2(f.contractRatio)}; the ledger's own per-request work beyond it (Nest's guards, the request id and log, the throttles) costs ${over.toFixed(3)} ms of CPU per request over it, and the target leaves ${room.toFixed(3)} ms`,
  };
}

function p99(f: HttpFigures): Verdict {
  const target = 'plays p99 < 50 ms';
  if (f.playsP99Ms < HTTP_TARGETS.p99Ms)
    return { target, met: true, explained: true, text: `met (${f.playsP99Ms.toFixed(1)} ms)` };
  const explained = f.p99FloorMs >= HTTP_TARGETS.p99Ms;
  if (explained)
    return {
      target,
      met: false,
      explained,
      text: `missed (${f.playsP99Ms.toFixed(1)} ms); limit: at the plays' ceiling the p99 cannot be expected under ${f.p99FloorMs.toFixed(1)} ms (http-plays-p99-floor)`,
    };
  // What the gap is made of: the raw server's tail stretched to the plays' own rate (as p99Floor stretches it to the
  // ceiling's). Within a tenth of it, the plays' tail is as thin as the machine's and their rate is what is short.
  const atRate = f.rawP99Ms / f.playsRatio;
  const shape =
    f.playsP99Ms <= P99_SHAPE_SLACK * atRate
      ? "the plays' tail is the raw server's at the plays' rate: the API's CPU per play is the gap"
      : "the plays' tail is wider than the raw server's at the plays' rate";
  return {
    target,
    met: false,
    explained,
    text: `missed (${f.playsP99Ms.toFixed(1)} ms); not explained: the floor at the plays' ceiling is ${f.p99FloorMs.toFixed(1)} ms; at the plays' own rate the raw server's tail gives ${atRate.toFixed(1)} ms (http-raw-p99 ${f.rawP99Ms.toFixed(1)} / ${r2(f.playsRatio)}): ${shape}`,
  };
}

function rss(f: HttpFigures): Verdict {
  const target = 'API RSS < 250 MB';
  const met = f.rssMb < HTTP_TARGETS.rssMb;
  return { target, met, explained: met, text: `${met ? 'met' : 'missed'} (${f.rssMb.toFixed(0)} MB)` };
}
