import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { AuthFailureThrottle } from './auth/auth-failure-throttle';
import { registerEarlyAuthThrottle, ThrottleRef } from './auth/early-auth-throttle';
import { AppModule } from './app.module';
import { LedgerConfig } from './config/ledger-config';
import { checkConnectionPrivilege } from './database/connection-privilege';
import { ReadRouter } from './replica/read-router';
import { PositionRef, registerWritePosition } from './replica/write-position-hook';
import { createRootLogger, PinoLoggerService } from './logging/pino-logger';
import { BODY_LIMIT, registerBodyParsers } from './http/body-parsers';
import { ledgerValidationPipe } from './http/validation-pipe';
import { logRequests, requestIdOf } from './logging/request-logging';
import { setupOpenApi } from './openapi/setup-openapi';
import { DOMAIN_MAPPERS } from './problem/domain-mappers';
import { ProblemDetailsFilter } from './problem/problem-details.filter';
import { BASE_MAPPERS, toProblem } from './problem/to-problem';

/**
 * The HTTP server under Nest (ADR 0028): Fastify, with the request id, the request log, the early
 * authentication throttle, the writes' `Ledger-Position`, the body parsers and their limits. Paths match as Express matched them: a trailing slash is ignored, and a path
 * parameter may be long (the route's pipe refuses it with a problem, not the router).
 */
export function createHttpAdapter(
  root: ReturnType<typeof createRootLogger>,
  throttle: ThrottleRef = {},
  slowRequestMs = 0,
  position: PositionRef = {},
): FastifyAdapter {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    genReqId: requestIdOf,
    requestIdHeader: false,
    // The request log is ours (logRequests, one line per answer); Fastify's own, with no logger given it, only
    // built its "request completed" arguments at every answer for a logger that drops them.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // Node's default, as under Express (Fastify's is 72 s): an idle client connection left open delays a close.
    keepAliveTimeout: 5_000,
    // The router's own refusals (a path that does not decode, ...) come before any hook: a problem too.
    frameworkErrors: (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
      const body = toProblem(error, BASE_MAPPERS);
      void reply
        .code(body.status)
        .header('X-Request-Id', req.id)
        .type('application/problem+json')
        .send(JSON.stringify({ ...body, instance: req.url }));
    },
  });
  const fastify = adapter.getInstance();
  fastify.decorateRequest('principal', undefined);
  logRequests(fastify, root, slowRequestMs);
  registerEarlyAuthThrottle(fastify, throttle);
  registerWritePosition(fastify, position);
  registerBodyParsers(fastify);
  return adapter;
}

/**
 * Builds the Nest application for a resolved database URL, initialised and ready to serve (its routes are
 * fixed once Fastify is ready): `listen()` it, or hand `getHttpServer()` to a client. Before anything else
 * it checks the login of its pool: an owner or superuser login is refused (ADR 0011), unless
 * `allowOwnerConnection`; the app is closed again and the refusal thrown.
 */
export async function createApp(config: LedgerConfig & { databaseUrl: string }): Promise<INestApplication> {
  const root = createRootLogger(config.logLevel);
  const throttle: ThrottleRef = {};
  const position: PositionRef = {};
  const adapter = createHttpAdapter(root, throttle, config.slowRequestMs, position);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new PinoLoggerService(root),
    bodyParser: false,
  });
  throttle.current = app.get(AuthFailureThrottle);
  const router = app.get(ReadRouter);
  position.clock = () => router.primary.clock;
  try {
    await checkConnectionPrivilege(app.get(DataSource), config.allowOwnerConnection, (msg) => root.warn(msg));
    // The standby's pool logs in as the app's login too, never the owner (ADR 0011, ADR 0024).
    const replica = router.replica;
    if (replica)
      await checkConnectionPrivilege(
        replica.ds,
        config.allowOwnerConnection,
        (msg) => root.warn(msg),
        'DATABASE_READ_URL',
      );
  } catch (e) {
    await app.close().catch(() => undefined);
    throw e;
  }
  app.useGlobalPipes(ledgerValidationPipe());
  app.useGlobalFilters(new ProblemDetailsFilter([...BASE_MAPPERS, ...DOMAIN_MAPPERS]));
  app.enableShutdownHooks();
  setupOpenApi(app);
  try {
    await app.init();
    await adapter.getInstance().ready();
  } catch (e) {
    await app.close().catch(() => undefined);
    throw e;
  }
  return app;
}
