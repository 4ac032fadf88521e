import { stepGap, STEP_GAP_DEFAULTS } from './step-gap';

describe('stepGap: the sequencer aims at ~200 events a step, stepping every 20-100 ms under load', () => {
  it('waits longer under a slow stream of plays: 2,000 events/s brings 200 events in 100 ms', () => {
    expect(stepGap(40, 20)).toBe(100); // 40 events in 20 ms
    expect(stepGap(150, 100)).toBe(100); // 1,500/s would want 133 ms: held to 100
    expect(stepGap(300, 100)).toBeCloseTo(66.67, 1); // 3,000/s
  });

  it('steps at the least gap under a fast stream of batches', () => {
    expect(stepGap(800, 20)).toBe(20); // 40,000 events/s
    expect(stepGap(2000, 50)).toBe(20);
  });

  it('waits the least after a step that found nothing, or with no window to go by (the first step)', () => {
    expect(stepGap(0, 20)).toBe(STEP_GAP_DEFAULTS.minMs);
    expect(stepGap(10, 0)).toBe(STEP_GAP_DEFAULTS.minMs);
  });

  it('keeps to the bounds it is given', () => {
    const o = { minMs: 5, maxMs: 50, eventsPerStep: 100 };
    expect(stepGap(1, 1000, o)).toBe(50);
    expect(stepGap(1000, 10, o)).toBe(5);
    expect(stepGap(100, 30, o)).toBe(30);
  });
});
