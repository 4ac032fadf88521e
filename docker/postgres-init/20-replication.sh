#!/usr/bin/env bash
# Run once by the postgres image on a new primary volume, after 10-ledger-roles.sh (issue 20, ADR 0021).
# Creates the streaming-replication login the `standby` service uses, and lets it connect for replication:
#   ledger_replicator  LOGIN REPLICATION, nothing else (no database rights)
# Its password comes from the environment (no default); psql passes it as a literal (:'var').
set -euo pipefail
: "${LEDGER_REPLICATION_PASSWORD:?set LEDGER_REPLICATION_PASSWORD}"
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v replication_password="$LEDGER_REPLICATION_PASSWORD" <<'SQL'
CREATE ROLE ledger_replicator LOGIN REPLICATION NOSUPERUSER NOCREATEROLE NOCREATEDB PASSWORD :'replication_password';
SQL
# Replication connections from the compose network only, with a password (scram-sha-256, the image's default).
echo "host replication ledger_replicator samenet scram-sha-256" >> "$PGDATA/pg_hba.conf"
