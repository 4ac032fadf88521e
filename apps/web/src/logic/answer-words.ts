import { text } from './text';
import { lawInWords } from './problem';
import { eventWords } from './event-words';

type Json = Record<string, unknown>;

const KINDS: Record<string, string> = {
  'lead-out-of-turn': 'lead out of turn',
  'play-out-of-turn': 'play out of turn',
  revoke: 'revoke',
  exposure: 'card exposed',
};

/**
 * What the API answered to a write, in words: the irregularities it recorded and the laws it cited,
 * a revoke claim's verdict, a claim's state. The words come from the answer; the app decides nothing.
 */
export function describeAnswer(r: Json): string {
  const parts: string[] = [];
  if (typeof r.verdict === 'string') {
    parts.push(`Revoke claim: ${r.verdict}${typeof r.law === 'string' ? ` — ${lawInWords(r.law)}` : ''}`);
  }
  for (const i of Array.isArray(r.irregularities) ? (r.irregularities as Json[]) : []) {
    const kind = text(i.kind ?? i.type ?? 'irregularity');
    const seat = typeof i.seat === 'string' ? ` by ${i.seat}` : '';
    const law = typeof i.law === 'string' ? ` — ${lawInWords(i.law)}` : '';
    const remedies =
      Array.isArray(i.remedies) && i.remedies.length
        ? `; remedies: ${(i.remedies as Json[]).map((x) => text(x.kind ?? x)).join(', ')}`
        : '';
    parts.push(`${KINDS[kind] ?? kind}${seat}${law}${remedies}`);
  }
  // A write's events are flat (`{type, deal, seat, …}`); the stream's carry them under `data`.
  const events = Array.isArray(r.events)
    ? (r.events as Json[]).map((e) => eventWords({ type: String(e.type), data: e }))
    : [];
  if (!parts.length) parts.push(events.length ? `Recorded: ${events.join('; ')}` : 'Recorded.');
  return parts.join('. ');
}
