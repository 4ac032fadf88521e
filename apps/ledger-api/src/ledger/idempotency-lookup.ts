import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { Queryable } from '@ledger/event-store';

/** What was stored with an idempotency key: the first response and the version it left. */
export interface StoredResponse<R> {
  body: R;
  version: number;
}

/**
 * Looks an idempotency key up before a command is decided: a repeat must get the first response
 * even when the stream has moved on since (the store's own check covers the concurrent case).
 */
@Injectable()
export class IdempotencyLookup {
  /** The first response for this key, read on `db`, or undefined; a reuse with another request is a 422. */
  async find<R>(
    db: Queryable,
    clubId: string,
    key: string,
    requestHash: string,
  ): Promise<StoredResponse<R> | undefined> {
    // The event store keeps `{summary, result}`; `result` is what the write path stored: the response.
    const { rows } = await db.query<{ request_hash: string; result: StoredResponse<R> | null }>(
      "SELECT request_hash, result -> 'result' AS result FROM idempotency_keys WHERE club_id = $1 AND key = $2",
      [clubId, key],
    );
    if (rows.length === 0 || rows[0].result === null) return undefined;
    if (rows[0].request_hash !== requestHash) throw keyReused();
    return rows[0].result;
  }
}

/** The 422 for an idempotency key sent again with a different request. */
export function keyReused(): UnprocessableEntityException {
  return new UnprocessableEntityException({
    message: 'This Idempotency-Key was already used for a different request.',
    code: 'IDEMPOTENCY_KEY_REUSED',
  });
}
