import type { Pool } from 'pg';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The club named by `--club`: its id, or its exact name when only one club has it. */
export async function findClub(pool: Pool, idOrName: string): Promise<{ id: string; name: string }> {
  const rows = (
    await pool.query<{ id: string; name: string }>(
      'SELECT id::text, name FROM clubs WHERE ($1::uuid IS NOT NULL AND id = $1::uuid) OR name = $2 ORDER BY created_at',
      [UUID.test(idOrName) ? idOrName : null, idOrName],
    )
  ).rows;
  if (rows.length === 0) throw new Error(`no club "${idOrName}" in this database; \`ledger clubs\` lists them`);
  if (rows.length > 1)
    throw new Error(
      `${rows.length} clubs are named "${idOrName}" (${rows.map((r) => r.id).join(', ')}): give the id with --club <clubId>`,
    );
  return rows[0];
}
