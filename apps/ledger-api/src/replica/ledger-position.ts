import { BadRequestException } from '@nestjs/common';

/** The response header every write (and every replica-capable read) carries (api.md "Reads from replicas"). */
export const POSITION_HEADER = 'Ledger-Position';
/** The request header a read sends to be answered from data at least that fresh. */
export const MIN_POSITION_HEADER = 'Ledger-Min-Position';

/**
 * A position in the primary's history: today a PostgreSQL WAL location (`<hi>/<lo>`, hexadecimal, as
 * `pg_lsn` prints it). Clients treat it as an opaque string and only hand it back (ADR 0024).
 */
const TOKEN = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/;

/** The token's position as a number (for comparing), or undefined when it is not a token. */
export function positionOf(token: string): bigint | undefined {
  const m = TOKEN.exec(token.trim());
  if (!m) return undefined;
  return (BigInt(`0x${m[1]}`) << 32n) | BigInt(`0x${m[2]}`);
}

/** The token of a position (the `pg_lsn` text form, upper-case hex). */
export function tokenOf(position: bigint): string {
  return `${(position >> 32n).toString(16).toUpperCase()}/${(position & 0xffffffffn).toString(16).toUpperCase()}`;
}

/**
 * The `Ledger-Min-Position` of a request: undefined when absent, its position when it is one token,
 * else the 400 (`BAD_LEDGER_POSITION`) that refuses the read before anything is read.
 */
export function minPositionOf(header: string | string[] | undefined): bigint | undefined {
  if (header === undefined) return undefined;
  const position = typeof header === 'string' ? positionOf(header) : undefined;
  if (position === undefined)
    throw new BadRequestException({
      message: `${MIN_POSITION_HEADER} must be one token as a ${POSITION_HEADER} header gave it (e.g. "0/16B3748").`,
      code: 'BAD_LEDGER_POSITION',
    });
  return position;
}
