/** One side's timing of one round. */
export interface Timing {
  ms: number;
  events: number;
}

/** Events per second over all the timings. */
export function rate(timings: readonly Timing[]): number {
  const ms = timings.reduce((s, t) => s + t.ms, 0);
  const events = timings.reduce((s, t) => s + t.events, 0);
  return (events / ms) * 1000;
}

/** Median of the per-round ratios ours/baseline: robust to bursts of load from other processes. */
export function medianRatio(ours: readonly Timing[], baseline: readonly Timing[]): number {
  const ratios = ours.map((o, i) => rate([o]) / rate([baseline[i]])).sort((a, b) => a - b);
  const mid = Math.floor(ratios.length / 2);
  return ratios.length % 2 ? ratios[mid] : (ratios[mid - 1] + ratios[mid]) / 2;
}

/** A size from `--name=N`, else the environment variable, else the default. */
export function setting(arg: string, env: string, fallback: number): number {
  const fromArg = process.argv.find((a) => a.startsWith(`--${arg}=`))?.split('=')[1];
  const value = Number(fromArg ?? process.env[env] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${arg} / ${env} must be a positive integer`);
  return value;
}
