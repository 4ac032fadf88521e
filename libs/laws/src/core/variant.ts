/** The five games the ledger judges. */
export type GameVariant = 'whist' | 'dummy-whist' | 'bridge-1904' | 'solo-whist' | 'hearts';
/** Every variant code. */
export const VARIANTS: readonly GameVariant[] = ['whist', 'dummy-whist', 'bridge-1904', 'solo-whist', 'hearts'];

/** True when the value is a variant code. */
export function isVariant(v: unknown): v is GameVariant {
  return typeof v === 'string' && (VARIANTS as readonly string[]).includes(v);
}

/** A code of laws as cited in verdicts and refusals (`whist-1900:77`, `bridge-1904:89`, `solo-hoffmann:p152`, `hearts-foster:22`). */
export type LawCodeName = 'whist-1900' | 'bridge-1904' | 'solo-hoffmann' | 'hearts-foster';

/** The code of law that governs play in a variant, as cited (`whist-1900`, `bridge-1904`, ...). */
export function lawCode(variant: GameVariant, dummyLaws?: unknown): LawCodeName {
  switch (variant) {
    case 'whist':
      return 'whist-1900';
    case 'dummy-whist':
      return dummyLaws === 'bridge-1904' ? 'bridge-1904' : 'whist-1900';
    case 'bridge-1904':
      return 'bridge-1904';
    case 'solo-whist':
      return 'solo-hoffmann';
    case 'hearts':
      return 'hearts-foster';
    default:
      return assertNever(variant);
  }
}

/** Exhaustiveness check for switches over discriminated unions. */
export function assertNever(x: never): never {
  throw new Error(`unexpected value ${JSON.stringify(x)}`);
}
