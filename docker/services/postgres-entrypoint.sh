#!/bin/sh
# First start on an empty data folder: a cluster whose superuser is POSTGRES_USER with POSTGRES_PASSWORD and a
# database POSTGRES_DB, as the upstream image does; clients on the network log in with the password.
set -eu
# POSTGRES_PASSWORD_FILE: the password read from a file (a Swarm or Kubernetes secret), as the upstream image reads it
if [ -n "${POSTGRES_PASSWORD_FILE:-}" ]; then
  POSTGRES_PASSWORD="$(cat "$POSTGRES_PASSWORD_FILE")"
fi
user="${POSTGRES_USER:-postgres}"
db="${POSTGRES_DB:-$user}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile="$(mktemp)"
  printf '%s\n' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD hace falta}" > "$pwfile"
  initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA" >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  if [ "$db" != "postgres" ]; then
    echo "CREATE DATABASE \"$db\" OWNER \"$user\"" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
  echo "base de datos $db creada"
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' "$@"
