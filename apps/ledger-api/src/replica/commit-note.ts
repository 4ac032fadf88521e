import type { FastifyRequest } from 'fastify';
import { positionOf } from './ledger-position';

/**
 * What a write learnt of its own commit, for its answer's `Ledger-Position` (ADR 0024, revision for stop 32). The
 * group commit reads the primary's position on its connection after each COMMIT, in the same write (ADR 0034): a
 * write it committed has a position at or after its commit, and after everything the write read before, with no
 * query of its own. Any write of the request whose position is not known sends the header back to the clock.
 */
export interface CommitNote {
  /** The position (`pg_lsn` text) read after this request's commit, on the connection that committed it. */
  lsn?: string;
  /** This request committed something whose position it does not know: the header is read anew. */
  unknown?: boolean;
}

/** A request that may carry its writes' CommitNote (set by the Write context, read by the onSend hook). */
export type NotedRequest = FastifyRequest & { commitNote?: CommitNote };

/** Notes a commit of the request: `row` is the group commit's after-commit row (`{ lsn }`), or undefined when none came. */
export function noteCommit(note: CommitNote | undefined, row: Record<string, unknown> | undefined): void {
  if (!note) return;
  if (typeof row?.lsn === 'string') note.lsn = row.lsn;
  else note.unknown = true;
}

/** The position a request's note vouches for, or undefined when the header must be read from the clock. */
export function notedPosition(note: CommitNote | undefined): bigint | undefined {
  return note?.lsn === undefined || note.unknown ? undefined : positionOf(note.lsn);
}
