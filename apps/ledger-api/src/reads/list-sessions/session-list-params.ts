import { BadRequestException } from '@nestjs/common';
import { isVariant, VARIANTS } from '@ledger/laws';
import type { SessionCursor } from './list-sessions.query';

/** At most this many sessions a page (api.md: `limit` ≤ 100). */
export const MAX_SESSIONS_PAGE = 100;
export const DEFAULT_SESSIONS_PAGE = 50;

const bad = (message: string) => new BadRequestException({ message, code: 'BAD_QUERY' });

function day(v: string | undefined, name: string): string | null {
  if (v === undefined || v === '') return null;
  const d = /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : null;
  if (!d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v)
    throw bad(`${name} must be a date YYYY-MM-DD.`);
  return v;
}

/** The cursor a page hands out for the next one (opaque to clients). */
export function encodeSessionCursor(c: SessionCursor): string {
  return Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');
}

function decodeCursor(text: string): SessionCursor {
  try {
    const v: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(v) &&
      v.length === 2 &&
      typeof v[0] === 'string' &&
      !Number.isNaN(Date.parse(v[0])) &&
      typeof v[1] === 'string' &&
      v[1].length <= 64
    )
      return { createdAt: v[0], id: v[1] };
  } catch {
    /* falls through */
  }
  throw bad('cursor is not one this server gave.');
}

/** `?variant=&from=&to=&cursor=&limit=` checked (400 BAD_QUERY otherwise). */
export function sessionListParams(q: {
  variant?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit?: string;
}) {
  if (q.variant !== undefined && q.variant !== '' && !isVariant(q.variant))
    throw bad(`variant must be one of ${VARIANTS.join(', ')}.`);
  const from = day(q.from, 'from');
  const to = day(q.to, 'to');
  if (from && to && from > to) throw bad('from must not be after to.');
  const limit = q.limit === undefined || q.limit === '' ? DEFAULT_SESSIONS_PAGE : Number(q.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SESSIONS_PAGE)
    throw bad(`limit must be 1-${MAX_SESSIONS_PAGE}.`);
  return {
    variant: q.variant ? q.variant : null,
    from,
    to,
    limit,
    after: q.cursor === undefined ? null : decodeCursor(q.cursor),
  };
}
