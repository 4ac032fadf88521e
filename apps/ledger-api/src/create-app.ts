import { INestApplication, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { json, text } from 'express';
import { HAND_RECORDS_LIMIT } from './sessions/hand-records/hand-records.dto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { LedgerConfig } from './config/ledger-config';
import { checkConnectionPrivilege } from './database/connection-privilege';
import { createRootLogger, PinoLoggerService } from './logging/pino-logger';
import { refuseDeepJson } from './http/json-depth';
import { requestLogging } from './logging/request-logging';
import { setupOpenApi } from './openapi/setup-openapi';
import { DOMAIN_MAPPERS } from './problem/domain-mappers';
import { ProblemDetailsFilter } from './problem/problem-details.filter';
import { BASE_MAPPERS } from './problem/to-problem';

/** Largest request body accepted; anything larger is refused early with 413. */
export const BODY_LIMIT = '64kb';

/**
 * Builds the Nest application (not yet listening) for a resolved database URL. Before anything else it
 * checks the login of its pool: an owner or superuser login is refused (ADR 0011), unless
 * `allowOwnerConnection`; the app is closed again and the refusal thrown.
 */
export async function createApp(config: LedgerConfig & { databaseUrl: string }): Promise<INestApplication> {
  const root = createRootLogger(config.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: new PinoLoggerService(root),
    bodyParser: false,
  });
  try {
    await checkConnectionPrivilege(app.get(DataSource), config.allowOwnerConnection, (msg) => root.warn(msg));
  } catch (e) {
    await app.close().catch(() => undefined);
    throw e;
  }
  app.use(requestLogging(root));
  // Express's own JSON parser (Nest's useBodyParser reserves `verify`): the depth check sees the raw bytes first.
  // A PBN hand-record file (issue 19) may be up to 1 MB, as text/plain or JSON {pbn}; only on that route.
  const handRecords = /^\/v1\/sessions\/[^/]+\/hand-records$/;
  const pbnParsers = [
    json({ limit: HAND_RECORDS_LIMIT, type: ['application/json', 'application/*+json'], verify: refuseDeepJson }),
    text({ limit: HAND_RECORDS_LIMIT, type: 'text/plain' }),
  ];
  app.use(handRecords, ...pbnParsers);
  app.use(json({ limit: BODY_LIMIT, type: ['application/json', 'application/*+json'], verify: refuseDeepJson }));
  app.disable('x-powered-by');
  app.useGlobalPipes(
    new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: false }),
  );
  app.useGlobalFilters(new ProblemDetailsFilter([...BASE_MAPPERS, ...DOMAIN_MAPPERS]));
  app.enableShutdownHooks();
  setupOpenApi(app);
  return app;
}
