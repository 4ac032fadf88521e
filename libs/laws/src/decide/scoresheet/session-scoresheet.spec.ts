import { roundRobinHands, table } from '../../testing/given';
import { playOn } from '../../testing/play-on';
import { sameScoresheetInputs, scoresheetOfSession } from './session-scoresheet';

/** Deal 2's hands, dealt round-robin as `table` deals deal 1's. */
const HANDS = roundRobinHands(4);

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

describe('sameScoresheetInputs: the sheet is known unchanged without computing it (issue 21.1)', () => {
  it('is true through a deal in play and false once the deal ends or a ruling comes', () => {
    const t = table('whist');
    playOn(t, 1, 5);
    const before = t.state;
    playOn(t, 1, 3);
    expect(sameScoresheetInputs(before, t.state)).toBe(true);
    expect(scoresheetOfSession(t.state)).toEqual(fresh(before));
    const midDeal = t.state;
    playOn(t, 1);
    expect(t.deal(1).status).toBe('ended');
    expect(sameScoresheetInputs(midDeal, t.state)).toBe(false);
    expect(fresh(t.state)).not.toEqual(fresh(midDeal));
    const ended = t.state;
    t.run({ type: 'RecordRuling', deal: 1, reason: 'committee', adjustment: { points: { NS: 1, EW: -1 } } });
    expect(sameScoresheetInputs(ended, t.state)).toBe(false);
  });

  it("is true across the next deal's start: the new deal adds nothing yet and the last one is only closed", () => {
    const t = table('whist');
    playOn(t, 1);
    const ended = t.state;
    const sheet = scoresheetOfSession(ended);
    t.run({ type: 'StartDeal', dealer: 'N', hands: HANDS, trumpSuit: 'D' });
    expect(t.deal(1).closed).toBe(true);
    expect(t.deal(1)).not.toBe(ended.deals[0]);
    expect(sameScoresheetInputs(ended, t.state)).toBe(true);
    expect(scoresheetOfSession(t.state)).toBe(sheet);
    expect(scoresheetOfSession(t.state)).toEqual(fresh(t.state));
    playOn(t, 2, 7);
    expect(sameScoresheetInputs(ended, t.state)).toBe(true);
    // once it ends, the new deal is on the sheet
    const started = t.state;
    playOn(t, 2);
    expect(sameScoresheetInputs(started, t.state)).toBe(false);
    expect(scoresheetOfSession(t.state).deals).toHaveLength(2);
    expect(scoresheetOfSession(t.state)).toEqual(fresh(t.state));
  });

  it('is false when a closed deal differs from the one before in more than being closed', () => {
    const t = table('whist');
    playOn(t, 1);
    const ended = t.state;
    t.run({ type: 'StartDeal', dealer: 'N', hands: HANDS, trumpSuit: 'D' });
    const [closed, next] = t.state.deals;
    const retricked = { ...t.state, deals: [{ ...closed, tricks: [...closed.tricks] }, next] };
    expect(sameScoresheetInputs(ended, retricked)).toBe(false);
    // and a deal closed in the first state, not in the second, is never taken for it
    expect(sameScoresheetInputs(t.state, { ...t.state, deals: [ended.deals[0], next] })).toBe(false);
  });

  it('is false for equal states that share no object (identity, never a deep comparison)', () => {
    const t = table('whist');
    playOn(t, 1);
    expect(sameScoresheetInputs(t.state, t.state)).toBe(true);
    expect(sameScoresheetInputs(t.state, structuredClone(t.state))).toBe(false);
  });

  it('is false when the other state has another rules object, variant or order', () => {
    const t = table('whist');
    playOn(t, 1, 2);
    const s = t.state;
    expect(sameScoresheetInputs(s, { ...s, rules: { ...s.rules } })).toBe(false);
    expect(sameScoresheetInputs(s, { ...s, order: [...s.order] })).toBe(false);
    expect(sameScoresheetInputs(s, { ...s, variant: 'dummy-whist' })).toBe(false);
  });
});
