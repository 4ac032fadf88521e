import { rebuildProjections } from '../ledger/projections/rebuild-projections';
import { CliCommand, noArguments } from './cli-command';
import { progressBar } from './progress-bar';

/** `ledger rebuild-projections`: every projection from the events alone. */
export const rebuildCommand: CliCommand = {
  name: 'rebuild-projections',
  summary: 'truncate every projection and rebuild it from the events',
  usage: ['ledger rebuild-projections'],
  details: `Empties the read models (sessions, deals, score-sheets, player ledger) and folds every session's events
again to write them. The events are not touched. A progress bar goes to stderr.`,
  flags: [],
  valued: [],
  run: async (args, io) => {
    noArguments(args);
    const bar = progressBar('rebuild');
    const started = Date.now();
    const done = await io.withPool((pool) =>
      rebuildProjections(pool, (p) => bar(p.streamsDone, p.streams, `${p.events} events`)),
    );
    const secs = (Date.now() - started) / 1000;
    io.out(`rebuilt ${done.streams} sessions from ${done.events} events in ${secs.toFixed(1)} s\n`);
    return 0;
  },
};
