import { Query } from '@nestjs/cqrs';

/** A player's balance in each session, and totals per unit. */
export interface PlayerLedgerView {
  playerId: string;
  name: string;
  sessions: { sessionId: string; variant: string; unit: string; balance: number }[];
  totals: Record<string, number>;
}

/** The player ledger across sessions. */
export class GetPlayerLedger extends Query<PlayerLedgerView> {
  constructor(
    readonly clubId: string,
    readonly playerId: string,
  ) {
    super();
  }
}
