import { assertOperatorTokenStrong, MIN_OPERATOR_TOKEN_LENGTH } from './operator-token-policy';

describe('operator token policy (issue 18: a short configured token refuses to start the server)', () => {
  it('refuses a token one character short, naming the variable and the fix', () => {
    expect(() => assertOperatorTokenStrong('x'.repeat(MIN_OPERATOR_TOKEN_LENGTH - 1))).toThrow(
      /LEDGER_OPERATOR_TOKEN is 31 characters long.*at least 32.*openssl rand -hex 32/s,
    );
    expect(() => assertOperatorTokenStrong('abcdef')).toThrow(/6 characters/);
  });

  it('accepts 32 characters and more, and an unset token', () => {
    expect(() => assertOperatorTokenStrong('x'.repeat(MIN_OPERATOR_TOKEN_LENGTH))).not.toThrow();
    expect(() => assertOperatorTokenStrong('0123456789abcdef'.repeat(4))).not.toThrow();
    expect(() => assertOperatorTokenStrong(undefined)).not.toThrow();
  });
});
