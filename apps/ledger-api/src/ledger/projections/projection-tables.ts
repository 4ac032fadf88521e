import { defineTable, RowOf } from './table-spec';

/** `session_views`: one row per session, the session's view (GET /v1/sessions/{id}). */
export const SESSION_VIEWS = defineTable({
  name: 'session_views',
  rows: 'one',
  columns: [
    { name: 'club_id', type: 'uuid', field: 'clubId', key: true },
    { name: 'session_id', type: 'text', field: 'sessionId', key: true },
    { name: 'variant', type: 'text', field: 'variant' },
    { name: 'status', type: 'text', field: 'status' },
    { name: 'version', type: 'int', field: 'version' },
    { name: 'body', type: 'json', field: 'body' },
  ],
});

/** `deal_views`: one row per deal, each at the version of the last event that changed it. */
export const DEAL_VIEWS = defineTable({
  name: 'deal_views',
  rows: 'many',
  columns: [
    { name: 'club_id', type: 'uuid', field: 'clubId', key: true },
    { name: 'session_id', type: 'text', field: 'sessionId', key: true },
    { name: 'deal_number', type: 'int', field: 'number', key: true },
    { name: 'version', type: 'int', field: 'version' },
    { name: 'body', type: 'json', field: 'body' },
  ],
});

/** `scoresheet_views`: one row per session, its score-sheet (no version: it stands at the session row's; ADR 0006). */
export const SCORESHEET_VIEWS = defineTable({
  name: 'scoresheet_views',
  rows: 'one',
  columns: [
    { name: 'club_id', type: 'uuid', field: 'clubId', key: true },
    { name: 'session_id', type: 'text', field: 'sessionId', key: true },
    { name: 'body', type: 'jsonb', field: 'body' },
  ],
});

/** `player_ledger`: one row per seated player and session, the player's balance in it (no version, as the sheet). */
export const PLAYER_LEDGER = defineTable({
  name: 'player_ledger',
  rows: 'many',
  columns: [
    { name: 'club_id', type: 'uuid', field: 'clubId', key: true },
    { name: 'player_id', type: 'text', field: 'playerId', key: true },
    { name: 'session_id', type: 'text', field: 'sessionId', key: true },
    { name: 'variant', type: 'text', field: 'variant' },
    { name: 'unit', type: 'text', field: 'unit' },
    { name: 'balance', type: 'numeric', field: 'balance' },
  ],
});

/** Every inline projection, by its place in ProjectionRows (also the order of the upserts and inserts). */
export const PROJECTION_TABLES = {
  session: SESSION_VIEWS,
  deals: DEAL_VIEWS,
  scoresheet: SCORESHEET_VIEWS,
  ledger: PLAYER_LEDGER,
} as const;

type Tables = typeof PROJECTION_TABLES;

/** The rows of every inline projection of one session: one row or an array of rows per table, as its spec says. */
export type ProjectionRows = {
  [K in keyof Tables]: Tables[K]['rows'] extends 'many' ? RowOf<Tables[K]>[] : RowOf<Tables[K]>;
};

/** The names of the projection tables, comma-separated (TRUNCATE). */
export const PROJECTION_TABLE_NAMES = Object.values(PROJECTION_TABLES)
  .map((t) => t.name)
  .join(', ');
