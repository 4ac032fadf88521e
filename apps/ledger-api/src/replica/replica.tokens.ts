/** The standby's TypeORM DataSource (`DATABASE_READ_URL`), or null when reads go to the primary only. */
export const REPLICA_DATA_SOURCE = Symbol('REPLICA_DATA_SOURCE');
/** An EventStore for reads: its queries go to the pool the request's read was routed to (ADR 0024). */
export const READ_STORE = Symbol('READ_STORE');
/** The club log's reads (`Queryable`): the pool the request's read was routed to. */
export const LOG_READ_DB = Symbol('LOG_READ_DB');
/** The primary's read pool (`DATABASE_READ_POOL_SIZE` > 0), or null when reads share the write pool. */
export const PRIMARY_READ_DATA_SOURCE = Symbol('PRIMARY_READ_DATA_SOURCE');
