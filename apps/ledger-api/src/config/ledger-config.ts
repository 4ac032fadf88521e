import { availableParallelism } from 'node:os';

/**
 * Positions the claim solver may visit for one analysis unless `CLAIM_ANALYSIS_MAX_NODES` says otherwise:
 * enough for all but the hardest full-deal misère and Hearts claims (ADR 0005), about 20 s of one core.
 */
export const DEFAULT_CLAIM_ANALYSIS_MAX_NODES = 50_000_000;

/** Settings of the ledger API, read from the environment (see README "Environment variables"). */
export interface LedgerConfig {
  /** TCP port the HTTP server listens on (`PORT`, default 3000). */
  port: number;
  /**
   * The serving process's connection (`DATABASE_URL`): a login role holding only the app's grants (a member of
   * `ledger_app`), never the owner. Unset → `npm start` runs the embedded PostgreSQL under `dataDir`.
   */
  databaseUrl?: string;
  /**
   * A hot standby the reads may be served from (`DATABASE_READ_URL`, optional; ADR 0024): the same kind of
   * login as `DATABASE_URL` (the app's, never the owner). Unset → every read goes to the primary.
   */
  readDatabaseUrl?: string;
  /** How long a read with `Ledger-Min-Position` waits for the standby before the primary answers (`LEDGER_REPLICA_WAIT_MS`, default 2000). */
  replicaWaitMs: number;
  /** Start even when `DATABASE_URL` logs in as an owner or superuser (`LEDGER_ALLOW_OWNER_CONNECTION=1`; throwaway setups only). */
  allowOwnerConnection: boolean;
  /** Folder for the embedded PostgreSQL's data (`LEDGER_DATA_DIR`, default `.data` in the project). */
  dataDir: string;
  /** Port for the embedded PostgreSQL (`EMBEDDED_PG_PORT`, default 54320). */
  embeddedPort: number;
  /** Operator token that may create clubs (`LEDGER_OPERATOR_TOKEN`). */
  operatorToken?: string;
  /** Pool size per API process (`DATABASE_POOL_SIZE`, default 10). */
  poolSize: number;
  /**
   * How long an idle pooled connection is kept before it is closed (`DATABASE_POOL_IDLE_MS`, default 10000, `pg`'s
   * own; 0 keeps it). Every pool of the process takes it: the write pool, the primary's read pool and the standby's.
   */
  poolIdleMs: number;
  /** Connections of the primary's read pool (0: reads share the write pool). */
  readPoolSize: number;
  /** Log level (`LOG_LEVEL`, default `info`). */
  logLevel: string;
  /** A request answered after this many ms is logged at `warn` (`LEDGER_SLOW_REQUEST_MS`, default 1000; 0 = never). */
  slowRequestMs: number;
  /** Mount the benchmark baseline endpoint (`LEDGER_BENCH_ENDPOINTS=1`; never in production). */
  benchEndpoints: boolean;
  /** Writes per minute per API key, per process (`RATE_LIMIT_WRITES_PER_MINUTE`, default 6000; 0 = no limit). */
  rateLimitWritesPerMinute: number;
  /** Failed authentications per client address per minute, per process, before 429 (`AUTH_FAILURES_PER_MINUTE`, default 20; 0 = no limit). */
  authFailuresPerMinute: number;
  /** Unrevoked keys a club may hold (`MAX_KEYS_PER_CLUB`, default 100; 0 = no cap). */
  maxKeysPerClub: number;
  /** Players a club may have (`MAX_PLAYERS_PER_CLUB`, default 5000; 0 = no cap). */
  maxPlayersPerClub: number;
  /** Sessions a club may open per UTC day (`MAX_SESSIONS_PER_CLUB_PER_DAY`, default 500; 0 = no cap). */
  maxSessionsPerDay: number;
  /** Open event streams per API key, per process (`MAX_STREAMS_PER_KEY`, default 8; 0 = no cap); past it → 429. */
  maxStreamsPerKey: number;
  /** Open event streams per club, per process (`MAX_STREAMS_PER_CLUB`, default 64; 0 = no cap); past it → 429. */
  maxStreamsPerClub: number;
  /** Days idempotency keys are kept (`IDEMPOTENCY_RETENTION_DAYS`, default 30; 0 = forever). */
  idempotencyRetentionDays: number;
  /** Positions the claim solver may visit for one analysis (`CLAIM_ANALYSIS_MAX_NODES`, default 50,000,000, about 20 s on the solver thread); past it → 422 ANALYSIS_TOO_LARGE. */
  claimAnalysisMaxNodes: number;
  /** Claim solver threads (`CLAIM_SOLVER_THREADS`, default and at most cores − 1, `os.availableParallelism() - 1`); 0 → every analysis answers 503. */
  claimSolverThreads: number;
  /** Analyses one club may have waiting behind its running one (`CLAIM_ANALYSIS_QUEUE_PER_CLUB`, default 4); past it → 429. */
  claimAnalysisQueuePerClub: number;
  /** The club log's Ed25519 signing key, a C2SP signed-note private key file (`LEDGER_LOG_SIGNING_KEY_FILE`); unset → generated once into `<dataDir>/log-signing-key` (mode 600). Never in the database. */
  logSigningKeyFile?: string;
  /** Name of a generated signing key (`LEDGER_LOG_KEY_NAME`, default `club-ledger.local`). */
  logKeyName: string;
  /** Prefix of every club log's origin, `<prefix>/clubs/<clubId>` (`LEDGER_LOG_ORIGIN`, default `club-ledger.local`). */
  logOrigin: string;
  /** Longest wait before a grown tree gets a signed checkpoint (`LEDGER_LOG_CHECKPOINT_INTERVAL_MS`, default 5000). */
  logCheckpointIntervalMs: number;
  /** Take part in electing the club log's sequencer and signer (`LEDGER_LOG_SEQUENCER`, default on; `0` = never). */
  logSequencer: boolean;
  /** The sequencer runs on a worker thread of its own (`LEDGER_LOG_SEQUENCER_THREAD`, default on; 0: on the event loop). */
  logSequencerThread: boolean;
  /**
   * Acknowledge a write only once a synchronous standby holds it (`LEDGER_REQUIRE_SYNC_STANDBY=1`, default
   * off): for a formation whose failover engine may switch synchronous replication off (pg_auto_failover's
   * `wait_primary` with one standby). A write committed then answers 503 and is acknowledged on a retry with
   * its Idempotency-Key once a standby has it; checkpoints are signed only over what a standby holds.
   */
  requireSyncStandby: boolean;
  /**
   * `LEDGER_GROUP_COMMIT` (default on; `0` turns it off): appends to different sessions that arrive while one is
   * in flight share the next transaction on a connection of their own (ADR 0034); with `requireSyncStandby` each
   * transaction is confirmed once before its appends are answered.
   */
  groupCommit: boolean;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function count(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

/** The most claim solver threads this machine gets: one core is left to the event loop (issue 18). */
export function maxSolverThreads(): number {
  return Math.max(0, availableParallelism() - 1);
}

/** Reads the configuration from an environment object (process.env by default). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): LedgerConfig {
  return {
    port: int(env.PORT, 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    readDatabaseUrl: env.DATABASE_READ_URL || undefined,
    replicaWaitMs: count(env.LEDGER_REPLICA_WAIT_MS, 2000),
    allowOwnerConnection: env.LEDGER_ALLOW_OWNER_CONNECTION === '1',
    dataDir: env.LEDGER_DATA_DIR || `${process.cwd()}/.data`,
    embeddedPort: int(env.EMBEDDED_PG_PORT, 54320),
    operatorToken: env.LEDGER_OPERATOR_TOKEN || undefined,
    poolSize: int(env.DATABASE_POOL_SIZE, 10),
    poolIdleMs: count(env.DATABASE_POOL_IDLE_MS, 10_000),
    readPoolSize: count(env.DATABASE_READ_POOL_SIZE, 0),
    logLevel: env.LOG_LEVEL || 'info',
    slowRequestMs: count(env.LEDGER_SLOW_REQUEST_MS, 1000),
    benchEndpoints: env.LEDGER_BENCH_ENDPOINTS === '1',
    rateLimitWritesPerMinute: count(env.RATE_LIMIT_WRITES_PER_MINUTE, 6000),
    authFailuresPerMinute: count(env.AUTH_FAILURES_PER_MINUTE, 20),
    maxKeysPerClub: count(env.MAX_KEYS_PER_CLUB, 100),
    maxPlayersPerClub: count(env.MAX_PLAYERS_PER_CLUB, 5000),
    maxSessionsPerDay: count(env.MAX_SESSIONS_PER_CLUB_PER_DAY, 500),
    idempotencyRetentionDays: count(env.IDEMPOTENCY_RETENTION_DAYS, 30),
    maxStreamsPerKey: count(env.MAX_STREAMS_PER_KEY, 8),
    maxStreamsPerClub: count(env.MAX_STREAMS_PER_CLUB, 64),
    claimAnalysisMaxNodes: int(env.CLAIM_ANALYSIS_MAX_NODES, DEFAULT_CLAIM_ANALYSIS_MAX_NODES),
    claimSolverThreads: Math.min(count(env.CLAIM_SOLVER_THREADS, maxSolverThreads()), maxSolverThreads()),
    claimAnalysisQueuePerClub: int(env.CLAIM_ANALYSIS_QUEUE_PER_CLUB, 4),
    logSigningKeyFile: env.LEDGER_LOG_SIGNING_KEY_FILE || undefined,
    logKeyName: env.LEDGER_LOG_KEY_NAME || 'club-ledger.local',
    logOrigin: env.LEDGER_LOG_ORIGIN || 'club-ledger.local',
    logCheckpointIntervalMs: int(env.LEDGER_LOG_CHECKPOINT_INTERVAL_MS, 5000),
    logSequencer: env.LEDGER_LOG_SEQUENCER !== '0',
    logSequencerThread: env.LEDGER_LOG_SEQUENCER_THREAD !== '0',
    requireSyncStandby: env.LEDGER_REQUIRE_SYNC_STANDBY === '1',
    groupCommit: env.LEDGER_GROUP_COMMIT !== '0',
  };
}
