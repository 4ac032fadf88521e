/**
 * The fixed stack's own floor in `npm run bench:http` (issue 21.5, where the gap goes): Nest on its Fastify
 * adapter, as the API runs it, with one controller doing insertBare for `POST /bench/bare` and nothing else
 * (no guard, no validation pipe, no exception filter, no hooks, logger off). What the API's bare endpoint
 * adds beyond it is the ledger's own: its key check, validation, request id and log, and `Ledger-Position`.
 * With NEST_VALIDATION=1 (the `validated` kind), the API's own global ValidationPipe checks the body against
 * the bare endpoint's DTO: the fixed stack (Nest and class-validator) doing the validation api.md requires,
 * and nothing else of the ledger's. With NEST_CONTRACT=1 as well (the `contract` kind), it also does the least
 * api.md asks of every write beyond the body: the key checked (KeyDigestGuard, the API's digest against the one
 * known key, BENCH_KEY_DIGEST) and `Ledger-Position` on the answer, read after the commit by the API's own hook and
 * PositionClock on a connection of its own, as the API reads it. Run as its own process by bench-servers.ts. Env:
 * see benchServerEnv.
 */
import 'reflect-metadata';
import { Body, Controller, Get, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import { BareInsertDto } from '../../apps/ledger-api/src/bench-endpoints/bare-insert.dto';
import { ledgerValidationPipe } from '../../apps/ledger-api/src/http/validation-pipe';
import { PositionClock } from '../../apps/ledger-api/src/replica/position-clock';
import { registerWritePosition } from '../../apps/ledger-api/src/replica/write-position-hook';
import type { Pool } from 'pg';
import { benchPool, benchServerEnv, insertBare } from './bare-insert';
import { KeyDigestGuard } from './key-digest.guard';

const { pool, club, port } = benchServerEnv();

@Controller()
class BareController {
  @Get()
  ready(): string {
    return 'ready';
  }

  @Post('bench/bare')
  @HttpCode(201)
  async insert(@Body() body: BareInsertDto): Promise<{ ok: true }> {
    await insertBare(pool, club, body);
    return { ok: true };
  }
}

@Module({ controllers: [BareController] })
class BareModule {}

const CONTRACT = process.env.NEST_CONTRACT === '1';

async function main(): Promise<void> {
  const adapter = new FastifyAdapter({
    keepAliveTimeout: 72_000,
    logController: new LogController({ disableRequestLogging: true }), // as the API's (create-app.ts)
  });
  // The position's own connection, as the API's (read-router.ts): its reads never queue behind the inserts.
  const clockPool = CONTRACT ? benchPool(1) : undefined;
  if (clockPool) {
    const fastify = adapter.getInstance();
    fastify.decorateRequest('principal', undefined);
    const clock = new PositionClock(clockPool as unknown as Pick<Pool, 'query'>);
    registerWritePosition(fastify, { clock: () => clock });
  }
  const app = await NestFactory.create<NestFastifyApplication>(BareModule, adapter, { logger: false });
  if (process.env.NEST_VALIDATION === '1') app.useGlobalPipes(ledgerValidationPipe());
  if (CONTRACT)
    app.useGlobalGuards(
      new KeyDigestGuard(process.env.BENCH_KEY_DIGEST ?? '', {
        kind: 'key',
        clubId: club,
        keyId: 'bench',
        role: 'scorer',
        label: 'bench',
      }),
    );
  await app.listen(port, '127.0.0.1');
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => Promise.all([pool.end(), clockPool?.end()]))
      .then(() => process.exit(0));
  });
}

void main();
