import type { LawEvent } from '@ledger/laws';
import { openSession } from '../../../../../bench/support/sessions';
import { lastTouchedVersions, projectionRows } from './projection-rows';
import { ProjectionCopy } from './projection-copy';
import { EventRow, StreamFolder, StreamRebuildProgress } from './stream-folder';

const CLUB = '00000000-0000-4000-8000-00000000f01d';

/** A stream's events as the rebuild's cursor gives them: club and session on version 1 only, `type` apart from the data. */
function rowsOf(stream: string, events: readonly LawEvent[]): EventRow[] {
  return events.map((e, i) => {
    const { type, ...data } = e as LawEvent & Record<string, unknown>;
    return [i === 0 ? CLUB : null, i === 0 ? stream : null, i + 1, type, structuredClone(data)];
  });
}

/** The COPY text of each table for these streams' rows computed apart (the reference). */
function copyText(streams: [string, ReturnType<typeof openSession>][]): string[] {
  const ref = new ProjectionCopy();
  for (const [id, p] of streams) ref.add(CLUB, id, projectionRows(id, p.state, 'all', lastTouchedVersions(p.events)));
  return ref.copies().map((c) => c.data.toString('utf8'));
}

describe('StreamFolder (the rebuild fold of cursor pages)', () => {
  const a = openSession('whist', 31);
  a.playDeal();
  a.playDeal();
  const b = openSession('hearts', 32);
  b.playDeal();

  it('folds streams split across pages into the rows of each whole stream, and reports each', () => {
    const rows = [...rowsOf('s-a', a.events), ...rowsOf('s-b', b.events)];
    const progress: StreamRebuildProgress = { streamsDone: 0, streams: 2, events: 0 };
    const seen: number[] = [];
    const folder = new StreamFolder(progress, (p) => seen.push(p.streamsDone));
    for (let i = 0; i < rows.length; i += 7) folder.fold(rows.slice(i, i + 7));
    folder.endStream();
    expect(seen).toEqual([1, 2]);
    expect(progress.events).toBe(a.events.length + b.events.length);
    expect(folder.takeBatch()!.map((c) => c.data.toString('utf8'))).toEqual(
      copyText([
        ['s-a', a],
        ['s-b', b],
      ]),
    );
    expect(folder.takeBatch()).toBeNull();
  });

  it('refuses a stream whose versions do not follow one another (a gap, or a stream without version 1)', () => {
    const gap = rowsOf('s-a', a.events);
    gap.splice(3, 1);
    const folder = new StreamFolder({ streamsDone: 0, streams: 1, events: 0 }, () => undefined);
    expect(() => folder.fold(gap)).toThrow(/stream s-a .*version 5 after version 3/);
    const headless = rowsOf('s-b', b.events).slice(1);
    const other = new StreamFolder({ streamsDone: 0, streams: 1, events: 0 }, () => undefined);
    expect(() => other.fold(headless)).toThrow(/version 2 after version 0/);
  });
});
