import { HttpFigures, httpVerdicts } from '../../bench/support/http-targets';

/** A run as this VM gave on 2026-12-03 (docs/performance.md, "Stop 25"). */
const RUN: HttpFigures = {
  playsRatio: 0.35,
  bareRatio: 0.71,
  nestRatio: 0.88,
  validatedRatio: 0.8,
  contractRatio: 0.76,
  dbCeiling: 0.45,
  stackCeiling: 0.41,
  playsP99Ms: 52.6,
  p99FloorMs: 35.4,
  rawP99Ms: 17.5,
  rssMb: 209,
  cpuMs: { raw: 0.24, nest: 0.27, validated: 0.3, contract: 0.32, bare: 0.34 },
};

const verdict = (f: HttpFigures, target: string) => httpVerdicts(f).find((v) => v.target === target)!;

describe('httpVerdicts: issue 21.1, every target met or its miss explained by a measured limit', () => {
  it('judges the four targets', () => {
    expect(httpVerdicts(RUN).map((v) => [v.target, v.met, v.explained])).toEqual([
      ['plays >= 0.6 of raw', false, true],
      ['bare >= 0.85 of raw', false, true],
      ['plays p99 < 50 ms', false, false],
      ['API RSS < 250 MB', true, true],
    ]);
  });

  it("a plays miss is explained only while the database ceiling or the fixed stack's is below the target", () => {
    expect(verdict(RUN, 'plays >= 0.6 of raw').text).toContain(
      "PostgreSQL's work of one play alone allows 0.45 of raw",
    );
    // A run of 2026-12-03 (stop 30): the database alone would allow 0.63, a play through the `contract` stack 0.55.
    const stack = verdict({ ...RUN, playsRatio: 0.38, dbCeiling: 0.63, stackCeiling: 0.55 }, 'plays >= 0.6 of raw');
    expect([stack.met, stack.explained]).toEqual([false, true]);
    expect(stack.text).toContain('allows 0.55 of raw here (http-plays-vs-raw-stack-ceiling; the database alone 0.63)');
    const v = verdict({ ...RUN, dbCeiling: 0.64, stackCeiling: 0.6 }, 'plays >= 0.6 of raw');
    expect([v.met, v.explained]).toEqual([false, false]);
    expect(v.text).toContain("the fixed stack's (0.60) are above the target");
    expect(verdict({ ...RUN, playsRatio: 0.6 }, 'plays >= 0.6 of raw').met).toBe(true);
  });

  it('a bare miss is explained by Nest alone, else by Nest validating the same body, below the target', () => {
    expect(verdict(RUN, 'bare >= 0.85 of raw').text).toContain('validating the same body');
    expect(verdict({ ...RUN, nestRatio: 0.8 }, 'bare >= 0.85 of raw').text).toContain(
      "Nest's own bare controller reaches only 0.80",
    );
    expect(verdict({ ...RUN, bareRatio: 0.85 }, 'bare >= 0.85 of raw').met).toBe(true);
  });

  it('a bare miss with Nest validating above the target is explained by the least api.md asks of a write, below it', () => {
    const v = verdict({ ...RUN, validatedRatio: 0.88 }, 'bare >= 0.85 of raw');
    expect([v.met, v.explained]).toEqual([false, true]);
    expect(v.text).toContain('the body validated, the key checked, Ledger-Position read after the commit');
    expect(v.text).toContain('reaches only 0.76 here, without the key and the position 0.88');
  });

  it("an unexplained bare miss names the CPU the ledger's own work costs over the contract's least, and the room left", () => {
    const v = verdict({ ...RUN, validatedRatio: 0.9, contractRatio: 0.86 }, 'bare >= 0.85 of raw');
    expect(v.explained).toBe(false);
    expect(v.text).toContain('0.020 ms of CPU per request over it'); // 0.34 - 0.32
    expect(v.text).toContain('the target leaves 0.000 ms'); // 0.24 / 0.85 - 0.32 < 0
    const roomy = verdict(
      { ...RUN, validatedRatio: 0.92, contractRatio: 0.9, cpuMs: { ...RUN.cpuMs, contract: 0.26 } },
      'bare >= 0.85 of raw',
    );
    expect(roomy.text).toContain('the target leaves 0.022 ms'); // 0.24 / 0.85 - 0.26
  });

  it("a p99 miss is explained when the floor at the plays' ceiling is past 50 ms", () => {
    expect(verdict({ ...RUN, p99FloorMs: 51 }, 'plays p99 < 50 ms').explained).toBe(true);
    expect(verdict({ ...RUN, playsP99Ms: 49.9 }, 'plays p99 < 50 ms').met).toBe(true);
  });

  it("an unexplained p99 miss says whether the plays' tail is the raw server's at the plays' rate, or wider", () => {
    const v = verdict(RUN, 'plays p99 < 50 ms');
    expect(v.text).toContain("the raw server's tail gives 50.0 ms (http-raw-p99 17.5 / 0.35)"); // 17.5 / 0.35
    expect(v.text).toContain("the API's CPU per play is the gap"); // 52.6 <= 1.1 * 50
    const wide = verdict({ ...RUN, rawP99Ms: 14 }, 'plays p99 < 50 ms'); // 40 ms at the plays' rate; 52.6 > 44
    expect(wide.text).toContain("wider than the raw server's");
  });

  it('RSS is met under 250 MB only', () => {
    expect(verdict({ ...RUN, rssMb: 250 }, 'API RSS < 250 MB').met).toBe(false);
  });
});
