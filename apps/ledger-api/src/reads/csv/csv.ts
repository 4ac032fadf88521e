import type { FastifyReply } from 'fastify';

/** A CSV cell: text, a number, or empty. */
export type CsvCell = string | number | null | undefined;

/** One field, quoted as RFC 4180 §2 asks when it holds a comma, a quote, CR or LF (quotes doubled). */
export function csvField(v: CsvCell): string {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Records as RFC 4180 text: fields comma-separated, every line ended by CRLF. */
export function csvText(records: readonly (readonly CsvCell[])[]): string {
  return records.map((r) => r.map(csvField).join(',') + '\r\n').join('');
}

/** Sends CSV as a download: `text/csv; charset=utf-8`, `Content-Disposition: attachment; filename="…"`. */
export function sendCsv(res: FastifyReply, filename: string, text: string): string {
  res.header('Content-Type', 'text/csv; charset=utf-8');
  res.header('Content-Disposition', `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
  return text;
}
