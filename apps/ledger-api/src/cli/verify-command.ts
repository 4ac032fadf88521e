import { EventStore } from '@ledger/event-store';
import { CliCommand, noArguments } from './cli-command';
import { progressBar } from './progress-bar';

/** `ledger verify`: every session's hash chain; exit 1 when one is broken. */
export const verifyCommand: CliCommand = {
  name: 'verify',
  summary: "check every session's hash chain",
  usage: ['ledger verify'],
  details: `Reads every session's events and recomputes their hash chain. Prints a BROKEN line for each session
whose chain does not hold (with the first bad version), then how many verify. Exit code 1 when one is broken.`,
  flags: [],
  valued: [],
  run: (args, io) => {
    noArguments(args);
    return io.withPool(async (pool) => {
      const store = new EventStore(pool);
      const streams = (
        await pool.query<{ club_id: string; stream_id: string }>(
          'SELECT DISTINCT club_id, stream_id FROM events ORDER BY 1, 2',
        )
      ).rows;
      const bar = progressBar('verify');
      let bad = 0;
      for (const [i, s] of streams.entries()) {
        const r = await store.verify(s.stream_id, { clubId: s.club_id });
        if (!r.valid) {
          bad++;
          io.out(`BROKEN ${s.club_id}/${s.stream_id}: first bad version ${r.firstBadVersion}\n`);
        }
        bar(i + 1, streams.length);
      }
      io.out(`${streams.length - bad} of ${streams.length} sessions verify\n`);
      return bad === 0 ? 0 : 1;
    });
  },
};
