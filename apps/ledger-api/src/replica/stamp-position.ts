import type { FastifyReply } from 'fastify';
import { catchError, from, mergeMap, MonoTypeOperatorFunction, throwError } from 'rxjs';
import { POSITION_HEADER, tokenOf } from './ledger-position';
import type { PositionClock } from './position-clock';

/**
 * Sets `Ledger-Position` on the answer, read from `clock()` (the server that answered) after the handler finished, on a success and on a
 * refusal alike (ADR 0024). A position that cannot be read is left out (`onMissing` hears why) rather than
 * failing an answer whose work is done.
 */
export function stampPosition<T>(
  res: FastifyReply,
  clock: () => PositionClock,
  onMissing: (e: unknown) => void,
): MonoTypeOperatorFunction<T> {
  const stamp = async (): Promise<void> => {
    try {
      const at = await clock().now();
      if (!res.sent) res.header(POSITION_HEADER, tokenOf(at));
    } catch (e) {
      onMissing(e);
    }
  };
  return (source) =>
    source.pipe(
      mergeMap(async (body: T) => {
        await stamp();
        return body;
      }),
      catchError((e: unknown) => from(stamp()).pipe(mergeMap(() => throwError(() => e)))),
    );
}
