/** The shortest operator token the server accepts (issue 18: a guessable token guards club creation). */
export const MIN_OPERATOR_TOKEN_LENGTH = 32;

/**
 * Refuses to start with a configured operator token shorter than {@link MIN_OPERATOR_TOKEN_LENGTH}
 * characters, naming the fix. An unset token is fine: club creation is then disabled, or a local run on
 * the embedded database generates a long one.
 */
export function assertOperatorTokenStrong(token: string | undefined): void {
  if (token === undefined || token.length >= MIN_OPERATOR_TOKEN_LENGTH) return;
  throw new Error(
    `LEDGER_OPERATOR_TOKEN is ${token.length} characters long; it must have at least ${MIN_OPERATOR_TOKEN_LENGTH}. ` +
      'Set a long random one, e.g. LEDGER_OPERATOR_TOKEN=$(openssl rand -hex 32), or unset it on a local run ' +
      '(the embedded database then generates one into .data/operator-token).',
  );
}
