import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/** TypeORM's own `pg` pool on the primary (one per process, acting as the app role), for statements sent with pg itself. */
export function writePool(ds: DataSource): Pool {
  return (ds.driver as unknown as { master: Pool }).master;
}
