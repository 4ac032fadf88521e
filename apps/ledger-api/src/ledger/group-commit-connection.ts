import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { confirmCommitted, GroupCommit } from '@ledger/event-store';
import { newClient } from '../database/read-write-client';
import type { Client } from 'pg';
import type { LedgerConfig } from '../config/ledger-config';
import { POSITION_QUERY } from '../replica/position-clock';

/**
 * The event store's group commit (ADR 0034) on a connection of its own, as the pool's login, closed at shutdown.
 * Off (`group` undefined) with `LEDGER_GROUP_COMMIT=0`. With `LEDGER_REQUIRE_SYNC_STANDBY` each of its
 * transactions is confirmed on its connection (`confirmCommitted`) before any of its appends is answered. After
 * each COMMIT it reads the primary's position (POSITION_QUERY), which answers the writes it committed.
 */
@Injectable()
export class GroupCommitConnection implements OnApplicationShutdown {
  readonly group?: GroupCommit;

  constructor(config: ConfigService) {
    const c = config.get<LedgerConfig>('ledger');
    const url = c?.databaseUrl;
    if (!url || !c.groupCommit) return;
    const confirm = c.requireSyncStandby ? (client: Client) => confirmCommitted(client, true) : undefined;
    // The primary's position, read after each COMMIT in the same write: a write's Ledger-Position (CommitNote).
    this.group = new GroupCommit(() => newClient(url, { keepAlive: true, pipeline: true }), {
      confirm,
      afterCommit: POSITION_QUERY,
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.group?.close();
  }
}
