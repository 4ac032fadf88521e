import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';

/** Structured JSON logs for Nest's own messages, written by pino. */
export class PinoLoggerService implements LoggerService {
  constructor(readonly pino: Logger) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  error(message: unknown, trace?: string, context?: string): void {
    if (typeof message === 'object' && message !== null) {
      const { msg, ...fields } = message as { msg?: unknown };
      this.pino.error({ context, trace, ...fields }, typeof msg === 'string' ? msg : 'error');
    } else this.pino.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }

  private write(level: 'info' | 'warn' | 'debug' | 'trace', message: unknown, context?: string): void {
    if (typeof message === 'object' && message !== null) this.pino[level]({ context, ...message });
    else this.pino[level]({ context }, String(message));
  }
}

/** The process's root pino logger. */
export function createRootLogger(level: string): Logger {
  return pino({ level, base: { service: 'ledger-api' }, timestamp: pino.stdTimeFunctions.isoTime });
}
