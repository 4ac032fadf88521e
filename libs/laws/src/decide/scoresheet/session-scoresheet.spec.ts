import { table } from '../../testing/given';
import { playOn } from '../../testing/play-on';
import { scoresheetOfSession } from './session-scoresheet';

/** The sheet computed afresh: a deep copy of the state shares no object with it, so nothing is reused. */
const fresh = (s: Parameters<typeof scoresheetOfSession>[0]) => scoresheetOfSession(structuredClone(s));

describe('scoresheetOfSession reuses the sheet while its inputs are the same objects (issue 21.1)', () => {
  it('gives the same sheet object through a deal in play, and a new, right one once it ends or a ruling comes', () => {
    const t = table('whist');
    const start = scoresheetOfSession(t.state);
    playOn(t, 1, 10);
    expect(scoresheetOfSession(t.state)).toBe(start); // ten cards later: no outcome and no ruling changed
    playOn(t, 1);
    expect(t.deal(1).status).toBe('ended');
    const ended = scoresheetOfSession(t.state);
    expect(ended).not.toBe(start);
    expect(ended).toEqual(fresh(t.state));
    expect(ended.deals).toHaveLength(1);
    // a committee's ruling goes on the sheet beside the deal's result (applyRulingToSheet)
    t.run({ type: 'RecordRuling', deal: 1, reason: 'committee', adjustment: { points: { NS: 1, EW: -1 } } });
    const ruled = scoresheetOfSession(t.state);
    expect(ruled).not.toBe(ended);
    expect(ruled).toEqual(fresh(t.state));
    expect(JSON.stringify(ruled)).not.toBe(JSON.stringify(ended));
  });

  it('never hands one session the sheet of another that shares its rules object', () => {
    const a = table('whist');
    const b = table('whist');
    playOn(a, 1);
    // b's state with a's rules object (same values): b's deal is still in play, so its sheet has no deal on it
    const mixed = { ...b.state, rules: a.state.rules };
    expect(scoresheetOfSession(a.state).deals).toHaveLength(1);
    expect(scoresheetOfSession(mixed).deals).toHaveLength(0);
    expect(scoresheetOfSession(a.state)).toEqual(fresh(a.state));
  });
});
