import { availableParallelism } from 'node:os';
import { DEFAULT_CLAIM_ANALYSIS_MAX_NODES, maxSolverThreads, readConfig } from './ledger-config';

describe('readConfig', () => {
  it('bounds a claim analysis by 50,000,000 positions unless CLAIM_ANALYSIS_MAX_NODES says otherwise', () => {
    expect(DEFAULT_CLAIM_ANALYSIS_MAX_NODES).toBe(50_000_000);
    expect(readConfig({}).claimAnalysisMaxNodes).toBe(50_000_000);
    expect(readConfig({ CLAIM_ANALYSIS_MAX_NODES: '500' }).claimAnalysisMaxNodes).toBe(500);
    // not a positive whole number: the default, not a search without end
    for (const bad of ['0', '-5', '1.5', 'lots', ''])
      expect(readConfig({ CLAIM_ANALYSIS_MAX_NODES: bad }).claimAnalysisMaxNodes).toBe(50_000_000);
  });

  it('reads the write rate limit, where 0 means no limit', () => {
    expect(readConfig({}).rateLimitWritesPerMinute).toBe(6000);
    expect(readConfig({ RATE_LIMIT_WRITES_PER_MINUTE: '0' }).rateLimitWritesPerMinute).toBe(0);
    expect(readConfig({ RATE_LIMIT_WRITES_PER_MINUTE: 'x' }).rateLimitWritesPerMinute).toBe(6000);
  });

  it("keeps an idle pooled connection pg's 10 s unless DATABASE_POOL_IDLE_MS says otherwise (0 keeps it)", () => {
    expect(readConfig({}).poolIdleMs).toBe(10_000);
    expect(readConfig({ DATABASE_POOL_IDLE_MS: '0' }).poolIdleMs).toBe(0);
    expect(readConfig({ DATABASE_POOL_IDLE_MS: '60000' }).poolIdleMs).toBe(60_000);
    for (const bad of ['-1', '1.5', 'never', ''])
      expect(readConfig({ DATABASE_POOL_IDLE_MS: bad }).poolIdleMs).toBe(10_000);
  });

  it('allows an owner connection only for LEDGER_ALLOW_OWNER_CONNECTION=1 exactly (ADR 0011)', () => {
    expect(readConfig({}).allowOwnerConnection).toBe(false);
    expect(readConfig({ LEDGER_ALLOW_OWNER_CONNECTION: '1' }).allowOwnerConnection).toBe(true);
    for (const other of ['0', 'true', 'yes', ''])
      expect(readConfig({ LEDGER_ALLOW_OWNER_CONNECTION: other }).allowOwnerConnection).toBe(false);
  });
});

describe('readConfig: claim analysis threads and queue (issue 18)', () => {
  it('runs at most cores − 1 solver threads, fewer when CLAIM_SOLVER_THREADS says so (0 = none)', () => {
    const most = maxSolverThreads();
    expect(most).toBe(Math.max(0, availableParallelism() - 1));
    expect(readConfig({}).claimSolverThreads).toBe(most);
    expect(readConfig({ CLAIM_SOLVER_THREADS: '0' }).claimSolverThreads).toBe(0);
    expect(readConfig({ CLAIM_SOLVER_THREADS: String(most + 5) }).claimSolverThreads).toBe(most);
    expect(readConfig({ CLAIM_SOLVER_THREADS: 'many' }).claimSolverThreads).toBe(most);
  });

  it('lets a club queue 4 analyses behind its running one unless CLAIM_ANALYSIS_QUEUE_PER_CLUB says otherwise', () => {
    expect(readConfig({}).claimAnalysisQueuePerClub).toBe(4);
    expect(readConfig({ CLAIM_ANALYSIS_QUEUE_PER_CLUB: '2' }).claimAnalysisQueuePerClub).toBe(2);
    expect(readConfig({ CLAIM_ANALYSIS_QUEUE_PER_CLUB: '0' }).claimAnalysisQueuePerClub).toBe(4);
  });
});
