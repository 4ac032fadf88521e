import { BadRequestException } from '@nestjs/common';

/** The PBN text and board of a hand-records request: a `text/plain` body, or JSON `{pbn, board?}`. */
export function handRecordsBody(body: unknown, boardQuery: string | undefined): { pbn: string; board?: number } {
  const bad = (message: string) => new BadRequestException({ message, code: 'MALFORMED_COMMAND' });
  const json =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  const pbn = typeof body === 'string' ? body : json?.pbn;
  if (typeof pbn !== 'string' || pbn.trim() === '')
    throw bad('The body is a PBN file: text/plain, or JSON {pbn: string, board?: number}.');
  if (json && Object.keys(json).some((k) => k !== 'pbn' && k !== 'board'))
    throw bad('JSON body fields are pbn and board only.');
  const raw = json?.board ?? boardQuery;
  if (raw === undefined) return { pbn };
  const board = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(board) || board < 1 || board > 999_999) throw bad('board is a board number (1 or more).');
  return { pbn, board };
}
