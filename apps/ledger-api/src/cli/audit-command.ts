import { auditReport } from './audit/audit-report';
import { AUDIT_USAGE, parseAuditOptions } from './audit/audit-options';
import { runAudit } from './audit/run-audit';

export { AUDIT_USAGE };

/** `ledger audit …`: prints the report; 0 when everything holds, 1 when not, 2 on bad arguments. */
export async function runAuditCommand(
  argv: readonly string[],
  print: (line: string) => void = console.log,
): Promise<number> {
  let options;
  try {
    options = parseAuditOptions(argv);
  } catch (e) {
    print(`ledger audit: ${(e as Error).message}\nusage: ledger <command>\n${AUDIT_USAGE}`);
    return 2;
  }
  let result;
  try {
    result = await runAudit(options);
  } catch (e) {
    // Unreachable, or answers the audit cannot read: nothing is proved, so nothing is kept.
    print(`AUDIT FAILED club ${options.club}: the audit could not complete: ${(e as Error).message}`);
    return 1;
  }
  for (const line of auditReport(options.club, result)) print(line);
  return result.ok ? 0 : 1;
}
