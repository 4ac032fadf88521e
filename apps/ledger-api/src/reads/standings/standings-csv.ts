import { csvText } from '../csv/csv';
import type { StandingsView } from './standings.query';

/** The standings as CSV: `player,name,sessions,deals,total,unit`, then a record per player in standings order. */
export function standingsCsv(v: StandingsView): string {
  return csvText([
    ['player', 'name', 'sessions', 'deals', 'total', 'unit'],
    ...v.rows.map((r) => [r.playerId, r.name, r.sessions, r.deals, r.total, v.unit]),
  ]);
}

/** `standings-<variant>[-from-<date>][-to-<date>].csv`. */
export function standingsFilename(v: StandingsView): string {
  return `standings-${v.variant}${v.from ? `-from-${v.from}` : ''}${v.to ? `-to-${v.to}` : ''}.csv`;
}
