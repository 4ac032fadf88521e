import { fold, initialState, scoresheetOfSession, SessionState, VARIANTS } from '@ledger/laws';
import { sessionEvents } from '../../../../../bench/support/sessions';
import { roundRobinHands, table } from '../../../../../libs/laws/src/testing/given';
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

describe('ProjectionWriter.inline leaves the score-sheet row as it stands through a deal in play (issue 21.1)', () => {
  const writer = new ProjectionWriter();

  it('sends no sheet and no balances, in a statement without their upserts, and nothing else differs, for a play in the middle of a deal', () => {
    const t = table('whist');
    playOn(t, 1, 6);
    const before = t.state;
    const events = nextCard(t);
    const kept = writer.inline(CLUB, 's1', t.state, events, before);
    const sent = writer.inline(CLUB, 's1', t.state, events);
    // the sheet's body, then the balances' four columns, one per seated player, are the last five parameters
    const sheet = JSON.stringify(scoresheetOfSession(t.state));
    expect(sent.values.slice(-5, -4)).toEqual([sheet]);
    expect(sent.values.slice(-4).map((v) => (v as unknown[]).length)).toEqual([4, 4, 4, 4]);
    expect(kept.values).toEqual(sent.values.slice(0, -5));
    expect(kept.name).not.toBe(sent.name);
    expect(sent.ctes).toMatch(/INSERT INTO scoresheet_views[\s\S]*INSERT INTO player_ledger/);
    expect(kept.ctes).not.toMatch(/scoresheet_views|player_ledger/);
    expect(kept.ctes).toContain('INSERT INTO deal_views');
    // the kept statement's parameters are numbered to its own values: the highest is the last one sent
    const highest = Math.max(...[...kept.ctes.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
    expect(highest).toBe(kept.values.length);
  });

  it('sends the balances when the seats changed, even with the sheet kept', () => {
    const t = table('whist');
    playOn(t, 1, 6);
    const before = { ...t.state, seats: { ...t.state.seats } };
    const events = nextCard(t);
    const kept = writer.inline(CLUB, 's1', t.state, events, before);
    const sent = writer.inline(CLUB, 's1', t.state, events);
    expect(kept.values).toEqual([...sent.values.slice(0, -5), ...sent.values.slice(-4)]);
    expect(kept.ctes).not.toContain('scoresheet_views');
    expect(kept.ctes).toContain('INSERT INTO player_ledger');
  });

  it('sends the sheet with the play that ends the deal (the deal goes on it)', () => {
    const t = table('whist');
    playOn(t, 1, 51);
    const before = t.state;
    const events = nextCard(t);
    expect(t.deal(1).status).toBe('ended');
    const kept = writer.inline(CLUB, 's1', t.state, events, before);
    const sent = writer.inline(CLUB, 's1', t.state, events);
    expect(kept).toEqual(sent);
    expect(kept.values).toContain(JSON.stringify(scoresheetOfSession(t.state)));
  });
  it("sends neither the sheet nor the balances with the next deal's start (the new deal is not on the sheet yet)", () => {
    const t = table('whist');
    playOn(t, 1);
    const before = t.state;
    const from = t.events.length;
    t.run({ type: 'StartDeal', dealer: 'N', hands: roundRobinHands(4), trumpSuit: 'D' });
    const events = t.events.slice(from);
    const kept = writer.inline(CLUB, 's1', t.state, events, before);
    const sent = writer.inline(CLUB, 's1', t.state, events);
    expect(kept.ctes).not.toMatch(/scoresheet_views|player_ledger/);
    expect(kept.values).toEqual(sent.values.slice(0, -5));
    // both deals' views are written: the new one, and the last one, now settled (its window closed)
    expect(kept.values).toContainEqual([1, 2]);
    expect(kept.values.join(' ')).toMatch(/"number":1,"status":"settled"/);
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

describe('projectionRows without the sheet (a write that keeps the sheet and the balances)', () => {
  it('leaves the sheet and the balances empty and gives the same session and deal rows', () => {
    const t = table('bridge-1904');
    playOn(t, 1, 9);
    const full = projectionRows('s1', t.state, [1]);
    const lean = projectionRows('s1', t.state, [1], undefined, false);
    expect(lean.scoresheet).toEqual({ body: {} });
    expect(lean.ledger).toEqual([]);
    expect(full.ledger).toHaveLength(4);
    expect(JSON.stringify([lean.session, lean.deals])).toBe(JSON.stringify([full.session, full.deals]));
  });
});
