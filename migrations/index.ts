/**
 * Every migration, listed explicitly in order (globs break under jest and in the compiled build).
 * The event-store schema is hand-written SQL inside these classes; `synchronize` is never used.
 */
export const MIGRATIONS: Function[] = [];
