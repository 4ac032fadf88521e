import { HttpFigures, httpVerdicts } from '../../bench/support/http-targets';

/** A run as this VM gave on 2026-12-03 (docs/performance.md, "Stop 25"). */
const RUN: HttpFigures = {
  playsRatio: 0.35,
  bareRatio: 0.71,
  nestRatio: 0.88,
  dbCeiling: 0.45,
  playsP99Ms: 52.6,
  p99FloorMs: 35.4,
  rssMb: 209,
  cpuMs: { raw: 0.24, nest: 0.27, bare: 0.34 },
};

const verdict = (f: HttpFigures, target: string) => httpVerdicts(f).find((v) => v.target === target)!;

describe('httpVerdicts: issue 21.1, every target met or its miss explained by a measured limit', () => {
  it('judges the four targets', () => {
    expect(httpVerdicts(RUN).map((v) => [v.target, v.met, v.explained])).toEqual([
      ['plays >= 0.6 of raw', false, true],
      ['bare >= 0.85 of raw', false, false],
      ['plays p99 < 50 ms', false, false],
      ['API RSS < 250 MB', true, true],
    ]);
  });

  it('a plays miss is explained only while the database ceiling is below the target', () => {
    expect(verdict(RUN, 'plays >= 0.6 of raw').text).toContain('allows 0.45 of raw');
    const v = verdict({ ...RUN, dbCeiling: 0.64 }, 'plays >= 0.6 of raw');
    expect([v.met, v.explained]).toEqual([false, false]);
    expect(verdict({ ...RUN, playsRatio: 0.6 }, 'plays >= 0.6 of raw').met).toBe(true);
  });

  it("a bare miss names the CPU the ledger's work costs over Nest, and the room the target leaves", () => {
    const text = verdict(RUN, 'bare >= 0.85 of raw').text;
    expect(text).toContain('0.070 ms of CPU per request over it');
    expect(text).toContain('the target leaves 0.012 ms'); // 0.24 / 0.85 - 0.27
    expect(verdict({ ...RUN, nestRatio: 0.8 }, 'bare >= 0.85 of raw').explained).toBe(true);
  });

  it('a p99 miss is explained when the floor at the database ceiling is past 50 ms', () => {
    expect(verdict({ ...RUN, p99FloorMs: 51 }, 'plays p99 < 50 ms').explained).toBe(true);
    expect(verdict({ ...RUN, playsP99Ms: 49.9 }, 'plays p99 < 50 ms').met).toBe(true);
  });

  it('RSS is met under 250 MB only', () => {
    expect(verdict({ ...RUN, rssMb: 250 }, 'API RSS < 250 MB').met).toBe(false);
  });
});
