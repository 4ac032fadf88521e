import { fold, initialState, scoresheetOfSession, SessionState, VARIANTS } from '@ledger/laws';
import { sessionEvents } from '../../../../../bench/support/sessions';
import { table } from '../../../../../libs/laws/src/testing/given';
import { playOn } from '../../../../../libs/laws/src/testing/play-on';
import { projectionRows } from './projection-rows';
import { keptRows, ProjectionWriter } from './projection-writer';

const CLUB = '5b1c0e7a-1d2e-4f3a-8b9c-0d1e2f3a4b5c';

/** Plays deal 1's next card; returns the events it appended. */
function nextCard(t: ReturnType<typeof table>) {
  const from = t.events.length;
  playOn(t, 1, 1);
  return t.events.slice(from);
}

/** The parameters that differ between two inline projections of the same rows (index → [with keep, without]). */
function differing(kept: readonly unknown[], sent: readonly unknown[]): Map<number, [unknown, unknown]> {
  const out = new Map<number, [unknown, unknown]>();
  for (let i = 0; i < sent.length; i++)
    if (JSON.stringify(kept[i]) !== JSON.stringify(sent[i])) out.set(i, [kept[i], sent[i]]);
  return out;
}

describe('ProjectionWriter.inline leaves the score-sheet row as it stands through a deal in play (issue 21.1)', () => {
  const writer = new ProjectionWriter();

  it('sends no sheet and no balances, and nothing else differs, for a play in the middle of a deal', () => {
    const t = table('whist');
    playOn(t, 1, 6);
    const before = t.state;
    const events = nextCard(t);
    const kept = writer.inline(CLUB, 's1', t.state, events, before).values;
    const sent = writer.inline(CLUB, 's1', t.state, events).values;
    expect(kept).toHaveLength(sent.length);
    const diff = [...differing(kept, sent).values()];
    const sheet = JSON.stringify(scoresheetOfSession(t.state));
    // the sheet's body (NULL), then the balances' four columns (empty: no row), one per seated player when sent
    expect(diff).toEqual([[null, sheet], ...[0, 1, 2, 3].map(() => [[], expect.any(Array)])]);
    expect(diff.slice(1).map(([, s]) => (s as unknown[]).length)).toEqual([4, 4, 4, 4]);
  });

  it('sends the balances when the seats changed, even with the sheet kept', () => {
    const t = table('whist');
    playOn(t, 1, 6);
    const before = { ...t.state, seats: { ...t.state.seats } };
    const events = nextCard(t);
    const kept = writer.inline(CLUB, 's1', t.state, events, before).values;
    const sent = writer.inline(CLUB, 's1', t.state, events).values;
    expect([...differing(kept, sent).values()]).toEqual([[null, JSON.stringify(scoresheetOfSession(t.state))]]);
  });

  it('sends the sheet with the play that ends the deal (the deal goes on it)', () => {
    const t = table('whist');
    playOn(t, 1, 51);
    const before = t.state;
    const events = nextCard(t);
    expect(t.deal(1).status).toBe('ended');
    const kept = writer.inline(CLUB, 's1', t.state, events, before).values;
    const sent = writer.inline(CLUB, 's1', t.state, events).values;
    expect(differing(kept, sent).size).toBe(0);
    expect(kept).toContain(JSON.stringify(scoresheetOfSession(t.state)));
  });
});

describe('keptRows never keeps a row that differs (issue 21.1)', () => {
  it('the sheet and balances rows stored as the write path leaves them equal those computed afresh, after every event of four deals, in every variant', () => {
    for (const [i, variant] of VARIANTS.entries()) {
      let state: SessionState = initialState;
      let stored: { sheet?: string; ledger?: string } = {};
      const counts = { sheet: 0, ledger: 0, balancesMoved: 0 };
      for (const e of sessionEvents(variant, 4, 50 + i)) {
        const before = state;
        state = fold([e], state);
        if (!state.opened) continue;
        const rows = projectionRows('s', state, []);
        const keep = keptRows(state, before.opened ? before : undefined);
        if (keep?.has('scoresheet')) counts.sheet++;
        else stored = { ...stored, sheet: JSON.stringify(rows.scoresheet) };
        if (keep?.has('ledger')) counts.ledger++;
        else {
          if (stored.ledger !== undefined && stored.ledger !== JSON.stringify(rows.ledger)) counts.balancesMoved++;
          stored = { ...stored, ledger: JSON.stringify(rows.ledger) };
        }
        // a deep copy shares no object with the state: its rows are computed from nothing reused
        const fresh = projectionRows('s', structuredClone(state), []);
        expect(stored).toEqual({ sheet: JSON.stringify(fresh.scoresheet), ledger: JSON.stringify(fresh.ledger) });
      }
      expect(counts.sheet).toBeGreaterThan(100); // most events (plays) leave both as they were
      expect(counts.ledger).toBeGreaterThan(100);
      if (variant === 'hearts') expect(counts.balancesMoved).toBeGreaterThan(0); // counters move at every deal's end
    }
  });
});
