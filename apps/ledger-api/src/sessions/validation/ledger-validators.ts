import { IsIn, Matches, ValidateBy, ValidationOptions } from 'class-validator';

/** Card notation of api.md: rank (2-9, T or 10, J, Q, K, A) then suit (S H D C), any case. */
export const CARD_PATTERN = /^(10|[2-9TJQKA])[SHDC]$/i;
/** Seats of api.md, plus P5/P6 for 5- and 6-handed Hearts. */
export const SEAT_VALUES = ['N', 'E', 'S', 'W', 'P5', 'P6'] as const;
const DOTTED_HAND = /^[2-9TJQKA]{0,13}(\.[2-9TJQKA]{0,13}){3}$/i;

/** The value is a card in api.md notation. */
export const IsCard = (opts?: ValidationOptions) =>
  Matches(CARD_PATTERN, { message: '$property must be a card such as "TS" or "QH"', ...opts });
/** The value is a seat. */
export const IsSeat = (opts?: ValidationOptions) =>
  IsIn(SEAT_VALUES, {
    message: '$property must be one of N, E, S, W (P5, P6 in 5-6 handed Hearts)',
    ...opts,
  });

function isHand(v: unknown): boolean {
  if (typeof v === 'string') return DOTTED_HAND.test(v);
  return Array.isArray(v) && v.length <= 18 && v.every((c) => typeof c === 'string' && CARD_PATTERN.test(c));
}

/** A map seat → hand (array of cards or dotted `"AKQ.JT9.8765.432"`). */
export function IsHandsBySeat(opts?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isHandsBySeat',
      validator: {
        validate: (v: unknown) =>
          typeof v === 'object' &&
          v !== null &&
          !Array.isArray(v) &&
          Object.entries(v).every(([seat, hand]) => (SEAT_VALUES as readonly string[]).includes(seat) && isHand(hand)),
        defaultMessage: () => '$property must map seats to hands (card arrays or dotted "S.H.D.C" strings)',
      },
    },
    opts,
  );
}

/** A map seat or side → a whole number of tricks (0-13). */
export function IsTrickTotals(opts?: ValidationOptions) {
  const keys = ['NS', 'EW', ...SEAT_VALUES];
  return ValidateBy(
    {
      name: 'isTrickTotals',
      validator: {
        validate: (v: unknown) =>
          typeof v === 'object' &&
          v !== null &&
          !Array.isArray(v) &&
          Object.entries(v).every(
            ([k, n]) => keys.includes(k) && Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 13,
          ),
        defaultMessage: () => '$property must map NS/EW (or seats) to trick counts 0-13',
      },
    },
    opts,
  );
}
