import { writePool } from '../database/write-pool';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { withClient } from '@ledger/event-store';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { Roles } from '../auth/access.decorator';
import { CurrentKey } from '../auth/current-principal.decorator';
import type { KeyPrincipal } from '../auth/principal';
import { BareInsertDto } from './bare-insert.dto';

/**
 * The benchmark baseline (`LEDGER_BENCH_ENDPOINTS=1` only): the same app, auth and validation as a
 * play, then one plain INSERT transaction into `bench_bare` (created by the bench script).
 */
@ApiExcludeController()
@Controller('bench/bare')
export class BareInsertController {
  private readonly pool: Pool;

  constructor(ds: DataSource) {
    this.pool = writePool(ds);
  }

  @Post()
  @HttpCode(201)
  @Roles('scorer', 'admin')
  async insert(@Body() body: BareInsertDto, @CurrentKey() key: KeyPrincipal): Promise<{ ok: true }> {
    await withClient(this.pool, async (c) => {
      await c.query('BEGIN');
      try {
        await c.query('INSERT INTO bench_bare (club_id, session_id, data) VALUES ($1, $2, $3)', [
          key.clubId,
          body.session,
          JSON.stringify(body),
        ]);
        await c.query('COMMIT');
      } catch (e) {
        await c.query('ROLLBACK').catch(() => undefined);
        throw e;
      }
    });
    return { ok: true };
  }
}
