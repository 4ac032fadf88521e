/** The PostgreSQL channel every append notifies (`<clubId>:<sessionId>:<version>`) and every process listens on. */
export const LEDGER_EVENTS_CHANNEL = 'ledger_events';
