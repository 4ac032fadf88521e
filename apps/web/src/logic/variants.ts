/** The variants the API knows (api.md "Players and sessions"), with the words the app shows for them. */
export const VARIANTS = [
  { id: 'whist', name: 'Whist' },
  { id: 'dummy-whist', name: 'Dummy whist' },
  { id: 'bridge-1904', name: 'Bridge (1904)' },
  { id: 'solo-whist', name: 'Solo whist' },
  { id: 'hearts', name: 'Hearts' },
] as const;

export type Variant = (typeof VARIANTS)[number]['id'];
export const SEATS = ['N', 'E', 'S', 'W'] as const;
export type Seat = (typeof SEATS)[number];
export const SEAT_NAMES: Record<string, string> = { N: 'North', E: 'East', S: 'South', W: 'West' };
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export const SUIT_NAMES: Record<string, string> = {
  S: 'spades',
  H: 'hearts',
  D: 'diamonds',
  C: 'clubs',
  NT: 'no trumps',
};
export const SUIT_SYMBOLS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** The variant's display name (the id itself for one the app does not know). */
export function variantName(id: string): string {
  return VARIANTS.find((v) => v.id === id)?.name ?? id;
}

/** Whether a deal of this variant starts with a trump suit turned up (the form asks for it). */
export function hasTurnedTrump(variant: string): boolean {
  return variant === 'whist' || variant === 'dummy-whist' || variant === 'solo-whist';
}

/** Whether the score is kept per side (N-S, E-W) rather than per player. */
export function isPartnership(variant: string): boolean {
  return variant === 'whist' || variant === 'dummy-whist' || variant === 'bridge-1904';
}
