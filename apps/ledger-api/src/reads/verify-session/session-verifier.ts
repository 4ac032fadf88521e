import { Inject, Injectable } from '@nestjs/common';
import { EventStore } from '@ledger/event-store';
import type { StoredEvent } from '@ledger/event-store';
import { initialState, LawEvent, SessionState } from '@ledger/laws';
import { noteTouched } from '../../ledger/projections/projection-rows';
import { foldInPages } from '../../ledger/paging/fold-in-pages';
import { streamPages } from '../../ledger/paging/stream-pages';
import { toLawEvent } from '../../ledger/stored-law-event';
import { SERVER_LIMITS, SessionLogCheck, SessionLogChecker } from '../../club-log/verify/session-log-check';
import { ChainCursor, checkChainPage } from './chain-check';
import { compareProjections, HeadRows } from './projection-compare';
import { VerificationMark, VerificationMarks } from './verification-marks';
import { VerifiedStates } from './verified-states';
import { incrementalLimits, MARK_BROKEN } from './incremental-limits';
import { ReadRouter } from '../../replica/read-router';
import { READ_STORE } from '../../replica/replica.tokens';

/** Sessions whose head rows' tuple versions a process remembers (the least recently verified dropped). */
const HEAD_ROWS_KEPT = 1000;
/** Verifications of one request, at most: a session written to between the read of its events and the comparison is verified again. */
const MAX_RUNS = 3;

/**
 * The audit answer of api.md: `{chainValid, eventsChecked, replayMatches, firstBadVersion?}`, with what the
 * server checked against the club's log (`log`) and what it cannot prove alone (`limits`).
 */
export interface Verification {
  chainValid: boolean;
  eventsChecked: number;
  replayMatches: boolean;
  firstBadVersion?: number;
  mismatches?: string[];
  log: SessionLogCheck;
  limits: string;
}

/**
 * Checks the hash chain, that replaying the stream gives the stored projections, and the events against
 * the club's log, incrementally from the session's verified-up-to mark (ADR 0019): the chain and the log
 * from the mark on, the replay from the state this process verified at the mark (else from the first
 * event); every read, fold and proof a page at a time with the event loop free between pages.
 */
@Injectable()
export class SessionVerifier {
  /** Verifications running in this process, per session: concurrent requests share one. */
  private readonly running = new Map<string, Promise<Verification>>();
  /**
   * Per session, the head rows' tuple versions last found equal to the replayed state at the chain's end
   * (`version`, `hash`): the next verification at the same end compares their bodies only if they changed.
   */
  private readonly headRows = new Map<string, { version: number; hash: string; heads: HeadRows }>();

  constructor(
    @Inject(READ_STORE) private readonly store: EventStore,
    private readonly db: ReadRouter,
    private readonly logCheck: SessionLogChecker,
    private readonly marks: VerificationMarks,
    private readonly states: VerifiedStates,
  ) {}

  /** Verifies one session of a club. */
  verify(clubId: string, sessionId: string): Promise<Verification> {
    // Shared only by requests read from the same server with the same Ledger-Min-Position (ADR 0024).
    const read = this.db.read();
    const key = `${clubId}/${sessionId}/${read?.target.name ?? 'primary'}/${read?.min ?? ''}`;
    const running = this.running.get(key);
    if (running) return running;
    const run = this.runSettled(clubId, sessionId).finally(() => this.running.delete(key));
    this.running.set(key, run);
    return run;
  }

  /**
   * A verification whose projections did not match the replay, while the stream has events after those it
   * replayed, compared the rows of a later write with an older state: the session was written to between the
   * read of its events and the comparison (the two are not one snapshot). It is run again, up to MAX_RUNS in
   * all, so that a table in play is not reported as not holding; a mismatch at a head that stands is reported.
   */
  private async runSettled(clubId: string, sessionId: string): Promise<Verification> {
    for (let n = 1; ; n++) {
      const { result, head } = await this.run(clubId, sessionId);
      if (result.replayMatches || !result.chainValid || n >= MAX_RUNS) return result;
      if (!(await this.grownPast(clubId, sessionId, head))) return result;
    }
  }

  /** True when the stream has an event after `version`. */
  private async grownPast(clubId: string, sessionId: string, version: number): Promise<boolean> {
    const next = await this.store.readStream(sessionId, { clubId, from: version + 1, to: version + 1 });
    return next.length > 0;
  }

  private async run(clubId: string, sessionId: string): Promise<{ result: Verification; head: number }> {
    const stored = await this.marks.get(clubId, sessionId);
    // A mark whose event no longer has the mark's hash is not built on: everything is checked again.
    const broken = stored !== undefined && !(await this.stillAt(clubId, sessionId, stored));
    const mark = broken ? undefined : stored;
    const since = mark?.version ?? 0;
    const { chain, fresh } = await this.chainFrom(clubId, sessionId, mark);
    const log = await this.logCheck.check(clubId, sessionId, fresh, mark);
    const { provedTo, provedAgainst, ...logBody } = log;
    const kept = mark ? this.states.at(clubId, sessionId, mark.version, mark.hash) : undefined;
    let state: SessionState = kept?.state ?? initialState;
    const touched = new Map(kept?.touched ?? []);
    const fold = async (events: readonly StoredEvent[]) => {
      const law: LawEvent[] = events.map(toLawEvent);
      law.forEach((e, i) => noteTouched(touched, e, events[i].version));
      state = await foldInPages(law, state);
    };
    if (!kept)
      for await (const page of streamPages(this.store, sessionId, { clubId, from: 1, to: since })) await fold(page);
    // The state at the new mark is kept for the next verification: fold up to it, keep it, fold the rest.
    const markAt = Math.max(since, Math.min(provedTo, chain.firstBadVersion === undefined ? Infinity : 0));
    await fold(fresh.slice(0, markAt - since));
    const atMark = { state, touched: new Map(touched) };
    await fold(fresh.slice(markAt - since));
    const memoKey = `${clubId}/${sessionId}`;
    const memo = this.headRows.get(memoKey);
    const seen = memo && memo.version === chain.version && memo.hash === chain.hash ? memo.heads : undefined;
    const { mismatches, heads } = await compareProjections(
      this.db,
      clubId,
      sessionId,
      state,
      touched,
      kept?.version ?? 0,
      chain.firstBadVersion === undefined ? seen : undefined,
    );
    this.headRows.delete(memoKey);
    if (heads && chain.firstBadVersion === undefined && chain.hash !== null) {
      this.headRows.set(memoKey, { version: chain.version, hash: chain.hash, heads });
      if (this.headRows.size > HEAD_ROWS_KEPT) this.headRows.delete(this.headRows.keys().next().value as string);
    }
    const valid = chain.firstBadVersion === undefined && mismatches.length === 0 && logBody.leavesMatch;
    if (valid && provedAgainst && markAt > 0) {
      const hash = markAt === since ? mark!.hash : fresh[markAt - since - 1].hash;
      await this.marks.advance(clubId, sessionId, {
        version: markAt,
        hash,
        logSize: provedAgainst.size,
        logRoot: provedAgainst.root,
      });
      this.states.put(clubId, sessionId, { version: markAt, hash, ...atMark });
    }
    const result: Verification = {
      chainValid: chain.firstBadVersion === undefined,
      eventsChecked: chain.firstBadVersion ?? chain.version,
      replayMatches: mismatches.length === 0,
      ...(chain.firstBadVersion !== undefined ? { firstBadVersion: chain.firstBadVersion } : {}),
      ...(mismatches.length ? { mismatches } : {}),
      log: logBody,
      limits: mark
        ? `${SERVER_LIMITS} ${incrementalLimits(mark, !!kept)}`
        : broken
          ? `${SERVER_LIMITS} ${MARK_BROKEN}`
          : SERVER_LIMITS,
    };
    return { result, head: chain.version };
  }

  /** True when the event at the mark still has the mark's hash. */
  private async stillAt(clubId: string, sessionId: string, mark: VerificationMark): Promise<boolean> {
    if (mark.version === 0) return true;
    const [at] = await this.store.readStream(sessionId, { clubId, from: mark.version, to: mark.version });
    return at?.hash === mark.hash;
  }

  /** The hash chain from the mark on (every event linking to the last, from the mark's hash), a page at a time. */
  private async chainFrom(
    clubId: string,
    sessionId: string,
    mark: VerificationMark | undefined,
  ): Promise<{ chain: ChainCursor; fresh: StoredEvent[] }> {
    let chain: ChainCursor = { version: mark?.version ?? 0, hash: mark?.hash ?? null };
    const fresh: StoredEvent[] = [];
    for await (const page of streamPages(this.store, sessionId, { clubId, from: (mark?.version ?? 0) + 1 })) {
      chain = checkChainPage(chain, page);
      fresh.push(...page);
    }
    return { chain, fresh };
  }
}
