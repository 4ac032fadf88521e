import { scoresheetOfSession } from '@ledger/laws';
import { table } from '../../../../../libs/laws/src/testing/given';
import { playOn } from '../../../../../libs/laws/src/testing/play-on';
import { ProjectionWriter } from './projection-writer';

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

  it('sends NULL for the sheet, and nothing else differs, for a play in the middle of a deal', () => {
    const t = table('whist');
    playOn(t, 1, 6);
    const before = t.state;
    const events = nextCard(t);
    const kept = writer.inline(CLUB, 's1', t.state, events, before).values;
    const sent = writer.inline(CLUB, 's1', t.state, events).values;
    expect(kept).toHaveLength(sent.length);
    const diff = differing(kept, sent);
    expect([...diff.values()]).toEqual([[null, JSON.stringify(scoresheetOfSession(t.state))]]);
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
