import { AuditResult } from './run-audit';
import { where } from './audit-finding';

const MAX_LISTED = 20;

/** The lines `ledger audit` prints: a verdict, the first difference, then the rest of the findings. */
export function auditReport(club: string, r: AuditResult): string[] {
  const cp = r.checkpoint;
  const head = cp
    ? `club ${club}: checkpoint of ${cp.size} leaves, root ${Buffer.from(cp.root).toString('base64')}`
    : `club ${club}`;
  const key = r.keySource ? ` (verifier key ${r.keySource})` : '';
  if (r.ok) {
    const since = r.keptSize !== undefined ? `, consistent with the kept checkpoint of ${r.keptSize}` : '';
    return [`AUDIT OK ${head}${since}; ${r.sessions} sessions replayed${key}`];
  }
  const lines = [`AUDIT FAILED ${head}${key}`];
  if (r.first) lines.push(`first difference: ${where(r.first)}: ${r.first.what}`);
  if (r.located?.range) {
    const g = r.located.range;
    lines.push(
      `signed checkpoints: the first bad leaf lies in [${g.from}, ${g.to}), sessions ${g.sessions.join(', ')}`,
    );
  }
  for (const n of r.located?.notes ?? []) lines.push(`note: ${n}`);
  const rest = r.findings.filter((f) => f !== r.first);
  for (const f of rest.slice(0, MAX_LISTED)) lines.push(`  also: ${where(f)}: ${f.what}`);
  if (rest.length > MAX_LISTED) lines.push(`  … and ${rest.length - MAX_LISTED} more`);
  return lines;
}
