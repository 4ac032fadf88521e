import { writePool } from '../../database/write-pool';
import { Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SNAPSHOT_DB } from './session-snapshots';

/** The snapshots' database: TypeORM's own `pg` pool, the one the event store uses (acting as the app role). */
export const snapshotDbProvider: Provider = {
  provide: SNAPSHOT_DB,
  inject: [DataSource],
  useFactory: (ds: DataSource) => writePool(ds),
};
