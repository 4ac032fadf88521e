import { SessionState } from '../../core/state';
import { lawCode } from '../../core/variant';

/** The law that defines a revoke in the session's code (whist-1900:74, bridge-1904:89, solo-hoffmann:p152, hearts-foster:22). */
export function followLaw(session: SessionState): string {
  switch (lawCode(session.variant, session.rules.dummyLaws)) {
    case 'bridge-1904':
      return 'bridge-1904:89';
    case 'solo-hoffmann':
      return 'solo-hoffmann:p152';
    case 'hearts-foster':
      return 'hearts-foster:22';
    default:
      return 'whist-1900:74';
  }
}

/** The law that makes a disobeyed call a revoke (whist-1900:76, bridge-1904:79, solo-hoffmann:p151, hearts-foster:27). */
export function disobeyedCallLaw(session: SessionState): string {
  switch (lawCode(session.variant, session.rules.dummyLaws)) {
    case 'bridge-1904':
      return 'bridge-1904:79';
    case 'solo-hoffmann':
      return 'solo-hoffmann:p151';
    case 'hearts-foster':
      return 'hearts-foster:27';
    default:
      return 'whist-1900:76';
  }
}

/** The law that establishes a revoke (whist-1900:77, bridge-1904:91, solo-hoffmann:p152, hearts-foster:22). */
export function establishLaw(session: SessionState): string {
  switch (lawCode(session.variant, session.rules.dummyLaws)) {
    case 'bridge-1904':
      return 'bridge-1904:91';
    case 'solo-hoffmann':
      return 'solo-hoffmann:p152';
    case 'hearts-foster':
      return 'hearts-foster:22';
    default:
      return 'whist-1900:77';
  }
}

/** The law that closes the revoke-claim window (whist-1900:82, bridge-1904:97, solo-hoffmann:p152, hearts-foster:26). */
export function deadlineLaw(session: SessionState): string {
  switch (lawCode(session.variant, session.rules.dummyLaws)) {
    case 'bridge-1904':
      return 'bridge-1904:97';
    case 'solo-hoffmann':
      return 'solo-hoffmann:p152';
    case 'hearts-foster':
      return 'hearts-foster:26';
    default:
      return 'whist-1900:82';
  }
}
