import { writePool } from '../database/write-pool';
import { Global, Module, Provider } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import type { LedgerConfig } from '../config/ledger-config';
import { LOG_DB, LOG_KEYS, LogKeys } from './club-log.tokens';
import { LogController } from './reads/log.controller';
import { LogReader } from './reads/log-reader';
import { SequencerService } from './sequencer/sequencer.service';
import { loadSigningKey } from './signer/signing-key';
import { SessionLogChecker } from './verify/session-log-check';

const keysProvider: Provider = {
  provide: LOG_KEYS,
  inject: [ConfigService],
  useFactory: (config: ConfigService): LogKeys => {
    const c = config.get<LedgerConfig>('ledger')!;
    const key = loadSigningKey(c.logSigningKeyFile, c.dataDir, c.logKeyName);
    return {
      signer: key.signer,
      vkey: key.vkey,
      origin: (clubId) => `${c.logOrigin}/clubs/${clubId}`,
      keyFile: key.file,
      originPrefix: c.logOrigin,
    };
  },
};

const dbProvider: Provider = {
  provide: LOG_DB,
  inject: [DataSource],
  useFactory: (ds: DataSource) => writePool(ds),
};

/** The club's log (ADR 0010): the sequencer and signer, and the log's reads. */
@Global()
@Module({
  controllers: [LogController],
  providers: [keysProvider, dbProvider, LogReader, SequencerService, SessionLogChecker],
  exports: [LogReader, LOG_KEYS, SequencerService, SessionLogChecker],
})
export class ClubLogModule {}
