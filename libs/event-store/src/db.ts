import { PoolClient, QueryResultRow } from 'pg';

/** Anything that runs a query: a `pg.Pool`, a pooled client, or the transaction handed to a projection. */
export type Queryable = Pick<PoolClient, 'query'>;

/** Runs a parameterised query and returns its rows. */
export async function rows<R extends QueryResultRow>(db: Queryable, text: string, values: unknown[]): Promise<R[]> {
  return (await db.query<R>(text, values)).rows;
}
