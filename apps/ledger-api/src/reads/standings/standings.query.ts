import { Query } from '@nestjs/cqrs';
import type { StandingsUnit } from '@ledger/laws';
import type { StandingsFilter } from './standings-filter';

/** One player's line in the standings. */
export interface StandingsRow {
  playerId: string;
  name: string;
  /** Sessions counted in which the player sat. */
  sessions: number;
  /** Deals on the score-sheets of those sessions. */
  deals: number;
  total: number;
}

/** `GET /v1/clubs/{clubId}/standings`: every player's total over a variant's sessions in a date range. */
export interface StandingsView {
  variant: string;
  from: string | null;
  to: string | null;
  unit: StandingsUnit;
  /** The number of sessions counted. */
  sessions: number;
  rows: StandingsRow[];
  /** True when more sessions matched than the cap counts (the newest are counted). */
  truncated: boolean;
  /** The player ledger's units of the sessions counted (solo: `pence` or `white-counters`, the stake scale's). */
  ledgerUnits: string[];
}

/** The club's standings across sessions of one variant. */
export class GetStandings extends Query<StandingsView> {
  constructor(
    readonly clubId: string,
    readonly filter: StandingsFilter,
  ) {
    super();
  }
}
