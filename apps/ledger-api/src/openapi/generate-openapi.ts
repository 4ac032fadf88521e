import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from '../app.module';
import { readConfig } from '../config/ledger-config';
import { buildOpenApiDocument } from './setup-openapi';

/** The OpenAPI document, from the app's modules in Nest's preview mode (nothing instantiated, no database). */
export async function openApiDocument(): Promise<OpenAPIObject> {
  const config = readConfig({ LOG_LEVEL: 'silent' });
  const module = AppModule.forRoot({ ...config, databaseUrl: 'postgres://unused/none' });
  const app = await NestFactory.create(module, new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  try {
    return buildOpenApiDocument(app);
  } finally {
    await app.close();
  }
}
