#!/usr/bin/env bash
# The `standby` service (issue 20, ADR 0021): a hot standby streaming from `postgres`. On an empty volume it
# copies the primary with pg_basebackup (-R writes primary_conninfo and standby.signal), then runs postgres.
# It serves reads only; promote it by hand (`pg_ctl promote`) or run pg_auto_failover for automatic failover.
set -euo pipefail
: "${LEDGER_REPLICATION_PASSWORD:?set LEDGER_REPLICATION_PASSWORD}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  export PGPASSWORD="$LEDGER_REPLICATION_PASSWORD"
  until pg_isready -h postgres -p 5432 -U ledger_replicator; do sleep 1; done
  pg_basebackup -h postgres -p 5432 -U ledger_replicator -D "$PGDATA" -X stream -R -C -S standby_1 --no-password
  unset PGPASSWORD
  chmod 700 "$PGDATA"
fi
exec postgres -c hot_standby=on
