import { ValidationPipe } from '@nestjs/common';

/**
 * The API's global ValidationPipe (class-validator through Nest): unknown fields refused, bodies turned into
 * their DTO classes, every error reported. `bench:http` runs Nest's bare controller with the same pipe, to
 * measure what the fixed stack's validation costs on its own (ADR 0028, revision of stop 25).
 */
export function ledgerValidationPipe(): ValidationPipe {
  return new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: false });
}
