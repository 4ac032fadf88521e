/**
 * The fixed stack's own floor in `npm run bench:http` (issue 21.5, where the gap goes): Nest on its Fastify
 * adapter, as the API runs it, with one controller doing insertBare for `POST /bench/bare` and nothing else
 * (no guard, no validation pipe, no exception filter, no hooks, logger off). What the API's bare endpoint
 * adds beyond it is the ledger's own: its key check, validation, request id and log, and `Ledger-Position`.
 * With NEST_VALIDATION=1 (the `validated` kind), the API's own global ValidationPipe checks the body against
 * the bare endpoint's DTO: the fixed stack (Nest and class-validator) doing the validation api.md requires,
 * and nothing else of the ledger's. Run as its own process by bench-servers.ts. Env: see benchServerEnv.
 */
import 'reflect-metadata';
import { Body, Controller, Get, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { BareInsertDto } from '../../apps/ledger-api/src/bench-endpoints/bare-insert.dto';
import { ledgerValidationPipe } from '../../apps/ledger-api/src/http/validation-pipe';
import { benchServerEnv, insertBare } from './bare-insert';

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

async function main(): Promise<void> {
  const app = await NestFactory.create<NestFastifyApplication>(
    BareModule,
    new FastifyAdapter({ keepAliveTimeout: 72_000 }),
    { logger: false },
  );
  if (process.env.NEST_VALIDATION === '1') app.useGlobalPipes(ledgerValidationPipe());
  await app.listen(port, '127.0.0.1');
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0));
  });
}

void main();
