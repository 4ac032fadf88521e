import { WakeSignal } from './wake-signal';

describe('WakeSignal (the sequencer thread woken only while it waits; issue 21.1)', () => {
  it('asks for no wake-up while the sequencer is busy, and for exactly one once it waits', () => {
    const s = new WakeSignal();
    const mark = s.mark();
    expect(s.committed()).toBe(false); // busy: it will look again before it waits
    expect(s.mayWait(mark)).toBe(false); // that commit came after its mark: it steps again at once
    const next = s.mark();
    expect(s.mayWait(next)).toBe(true); // nothing new: it waits
    expect(s.committed()).toBe(true); // the first commit while it waits wakes it
    expect(s.committed()).toBe(false); // the next ones need not
    s.awake();
    expect(s.committed()).toBe(false);
  });

  it('after a wait that timed out, commits no longer send wake-ups', () => {
    const s = new WakeSignal();
    expect(s.mayWait(s.mark())).toBe(true);
    s.awake();
    expect(s.committed()).toBe(false);
  });

  it('shares its words with another view of the same buffer (the other thread)', () => {
    const api = new WakeSignal();
    const sequencer = new WakeSignal(api.buffer);
    const mark = sequencer.mark();
    api.committed();
    expect(sequencer.mark()).toBe(mark + 1);
    expect(sequencer.mayWait(sequencer.mark())).toBe(true);
    expect(api.committed()).toBe(true);
  });
});
