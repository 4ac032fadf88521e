import { describe, expect, it } from 'vitest';
import { checkDelay, checked, newCheckClock, noteEvent } from './check-schedule';

describe('when the server check is asked for (issue 18.3)', () => {
  it('at once when the sheet opens, then nothing while nothing moved', () => {
    expect(checkDelay(newCheckClock(), 10, 1_000)).toBe(0);
    expect(checkDelay(checked(10, 1_000), 10, 500_000)).toBeNull();
  });

  it('a mere play waits for the minute; a deal’s end waits only for the 3 s gap', () => {
    const after = checked(10, 1_000);
    const play = noteEvent(after, 'CardPlayed');
    expect(checkDelay(play, 11, 2_000)).toBe(59_000);
    expect(checkDelay(play, 11, 61_000)).toBe(0);
    const end = noteEvent(play, 'DealEnded');
    expect(end.wanted).toBe(true);
    expect(checkDelay(end, 12, 2_000)).toBe(2_000);
    expect(checkDelay(end, 12, 9_000)).toBe(0);
  });

  it('a revoke claim and a ruling are ruling moments too', () => {
    for (const type of ['RevokeClaimed', 'RulingRecorded']) expect(noteEvent(checked(1, 0), type).wanted).toBe(true);
  });
});
