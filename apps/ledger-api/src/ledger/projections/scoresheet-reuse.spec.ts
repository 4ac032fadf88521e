import { fold, initialState, scoresheetOfSession, SessionState, VARIANTS } from '@ledger/laws';
import { sessionEvents } from '../../../../../bench/support/sessions';

describe('the score-sheet the write path projects, reused between plays (issue 21.1)', () => {
  it('equals the sheet computed afresh after every event of four deals, in every variant', () => {
    for (const [i, variant] of VARIANTS.entries()) {
      let state: SessionState = initialState;
      let reused = 0;
      for (const e of sessionEvents(variant, 4, 30 + i)) {
        const before = state.opened ? scoresheetOfSession(state) : undefined;
        state = fold([e], state);
        const sheet = scoresheetOfSession(state);
        if (sheet === before) reused++;
        // a deep copy shares no object with the state: its sheet is computed from nothing reused
        expect(sheet).toEqual(scoresheetOfSession(structuredClone(state)));
      }
      expect(reused).toBeGreaterThan(100); // most events (plays) leave the sheet as it was
    }
  });
});
