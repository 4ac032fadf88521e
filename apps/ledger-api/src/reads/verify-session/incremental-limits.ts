import type { VerificationMark } from './verification-marks';

/**
 * What an incremental verification (ADR 0019) did not re-check, said plainly in `limits`: the events at
 * or below the session's verified-up-to mark were checked when the mark was set, and are not re-read.
 */
export function incrementalLimits(mark: VerificationMark, replayedFromMark: boolean): string {
  return (
    `This check was incremental: every event up to version ${mark.version} was verified at ${mark.verifiedAt} ` +
    `(the verified-up-to mark, itself this server's own claim); now only the later events were checked, ` +
    `with the link to the mark's hash and a consistency proof from the checkpoint of ${mark.logSize} leaves ` +
    `the mark was proved against. ` +
    (replayedFromMark
      ? 'The replay started from the state this server folded at the mark, and only deal views changed since were compared in full. '
      : 'The replay started from the first event. ') +
    'An event rewritten below the mark by someone with direct access to the database (a superuser) is not ' +
    'seen by this check: the club log audit (`npx ledger audit`, which recomputes every leaf from the events) catches it.'
  );
}

/** Said in `limits` when the stored event at the mark no longer has the mark's hash (the check then starts from the first event). */
export const MARK_BROKEN =
  "The event at this session's verified-up-to mark no longer has the hash it had when the mark was set: " +
  'the events were changed since, so nothing was taken from the mark and every event was checked from the first.';
