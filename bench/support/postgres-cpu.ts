import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (ms) used so far by each PostgreSQL process on this machine, by pid. */
export type PostgresCpu = Map<number, number>;

/** The CPU time (user + system, ms) each PostgreSQL process (backends and the server's helpers) has used so far, from /proc. */
export function postgresCpu(): PostgresCpu {
  const byPid: PostgresCpu = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    const fields = stat.slice(close + 2).split(' ');
    byPid.set(Number(pid), (Number(fields[11]) + Number(fields[12])) * 10);
  }
  return byPid;
}

/**
 * What PostgreSQL spent between two readings of `postgresCpu`: the growth of every process alive at the
 * second (all of a process's time when it started meanwhile). Processes that ended meanwhile (a pool
 * closing idle connections) take their time with them, rather than subtracting it.
 */
export function postgresCpuSince(before: PostgresCpu): number {
  let ms = 0;
  for (const [pid, now] of postgresCpu()) ms += now - (before.get(pid) ?? 0);
  return ms;
}
