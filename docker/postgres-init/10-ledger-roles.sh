#!/usr/bin/env bash
# Run once by the postgres image on a new data volume (docker-entrypoint-initdb.d), as its superuser.
# Creates the ledger's roles and database (ADR 0011):
#   ledger_owner  LOGIN, owns database `ledger`; the `migrate` service runs the migrations as it
#   ledger_app    NOLOGIN, holds the app's grants (given by the migrations)
#   ledger_api    LOGIN, member of ledger_app and nothing else; the API logs in as it
# Passwords come from the environment (no defaults); psql passes them as literals (:'var').
set -euo pipefail
: "${LEDGER_OWNER_PASSWORD:?set LEDGER_OWNER_PASSWORD}"
: "${LEDGER_APP_PASSWORD:?set LEDGER_APP_PASSWORD}"
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v owner_password="$LEDGER_OWNER_PASSWORD" -v app_password="$LEDGER_APP_PASSWORD" <<'SQL'
CREATE ROLE ledger_owner LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB PASSWORD :'owner_password';
CREATE ROLE ledger_app NOLOGIN;
CREATE ROLE ledger_api LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB INHERIT PASSWORD :'app_password' IN ROLE ledger_app;
CREATE DATABASE ledger OWNER ledger_owner;
REVOKE ALL ON DATABASE ledger FROM PUBLIC;
GRANT CONNECT ON DATABASE ledger TO ledger_app;
SQL
