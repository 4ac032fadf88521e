import { citationsOf } from '../../core/citations';
import { SessionState } from '../../core/state';

/** The law that defines a revoke in the session's code (whist-1900:74, bridge-1904:89, solo-hoffmann:p152, hearts-foster:22). */
export function followLaw(session: SessionState): string {
  return citationsOf(session.variant, session.rules.dummyLaws).follow;
}

/** The law that makes a disobeyed call a revoke (whist-1900:76, bridge-1904:79, solo-hoffmann:p151, hearts-foster:27). */
export function disobeyedCallLaw(session: SessionState): string {
  return citationsOf(session.variant, session.rules.dummyLaws).disobeyedCall;
}

/** The law that establishes a revoke (whist-1900:77, bridge-1904:91, solo-hoffmann:p152, hearts-foster:22). */
export function establishLaw(session: SessionState): string {
  return citationsOf(session.variant, session.rules.dummyLaws).establish;
}

/** The law that closes the revoke-claim window (whist-1900:82, bridge-1904:97, solo-hoffmann:p152, hearts-foster:26). */
export function deadlineLaw(session: SessionState): string {
  return citationsOf(session.variant, session.rules.dummyLaws).deadline;
}
