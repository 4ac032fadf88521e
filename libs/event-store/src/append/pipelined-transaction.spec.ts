import { DatabaseError } from 'pg';
import { answeredByServer } from './pipelined-transaction';

/** A server's error as pg builds it from an ErrorResponse. */
function serverError(severity: string, code: string): DatabaseError {
  const e = new DatabaseError('from the server', 0, 'error');
  e.severity = severity;
  e.code = code;
  return e;
}

describe('answeredByServer: which errors of a shared transaction leave its outcome known (ADR 0034)', () => {
  it('an ERROR (a version or key taken, a deadlock) was answered: the transaction is undone, the connection serves on', () => {
    expect(answeredByServer(serverError('ERROR', '23505'))).toBe(true);
    expect(answeredByServer(serverError('ERROR', '40P01'))).toBe(true);
  });

  it('a FATAL or PANIC ends the connection: the outcome of what was in flight is unknown', () => {
    expect(answeredByServer(serverError('FATAL', '57P01'))).toBe(false);
    expect(answeredByServer(serverError('PANIC', 'XX000'))).toBe(false);
  });

  it("a lost connection or a client's own error is not the server's answer", () => {
    expect(answeredByServer(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(answeredByServer(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(false);
  });
});
