import { burstSummary, findBursts, TracedGap, TracedGc, TracedRequest } from '../../bench/support/http-bursts';

/** 32 requests in flight all held up by one pause at t = 1,000 ms, among quick ones (issue 21.1, ADR 0035). */
function heldTogether(at: number, pauseMs: number): TracedRequest[] {
  return Array.from({ length: 32 }, (_, i): TracedRequest => [at - 10 + i * 0.3, pauseMs + 10 - i * 0.3, 'play']);
}

describe('bench:http trace: the slow requests by burst, with what the API did meanwhile', () => {
  const quick: TracedRequest[] = Array.from({ length: 500 }, (_, i) => [i * 5, 8, 'play']);
  const gcs: TracedGc[] = [
    [995, 12, true],
    [1500, 2, false],
    [3000, 9, true],
  ];
  const gaps: TracedGap[] = [
    [990, 25],
    [2000, 14],
  ];

  it('groups requests that ended together, and counts the major GCs and the longest gap within each', () => {
    const requests = [...quick, ...heldTogether(1000, 40), [2000, 45, 'deal start'] as const];
    const bursts = findBursts(requests, 30, gcs, gaps);
    expect(bursts).toHaveLength(2);
    expect(bursts[0]).toMatchObject({ requests: 32, majorGcs: 1, longestGapMs: 25 });
    expect(bursts[0].gcMs).toBe(12);
    expect(bursts[0].maxMs).toBeCloseTo(50);
    expect(bursts[1]).toMatchObject({ requests: 1, majorGcs: 0, gcMs: 0, longestGapMs: 14, maxMs: 45 });
    expect(burstSummary(bursts)).toEqual({ slow: 33, withMajorGc: 32, bursts: 2 });
  });

  it('two pauses more than a join apart make two bursts', () => {
    const requests = [...heldTogether(1000, 40), ...heldTogether(3000, 40)];
    const bursts = findBursts(requests, 30, gcs, gaps);
    expect(bursts.map((b) => [b.requests, b.majorGcs])).toEqual([
      [32, 1],
      [32, 1],
    ]);
  });

  it('nothing slow, no burst', () => {
    expect(findBursts(quick, 30, gcs, gaps)).toEqual([]);
    expect(burstSummary([])).toEqual({ slow: 0, withMajorGc: 0, bursts: 0 });
  });
});
