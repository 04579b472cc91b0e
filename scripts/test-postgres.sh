#!/usr/bin/env bash
# Starts the machine's PostgreSQL cluster and prints `export TEST_PG_ADMIN_URL=…` for a
# role that may create the throwaway databases the API tests use. `--keep` leaves the
# databases of earlier runs alone (the bench: API tests may be using theirs).
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -c "$1"; else sudo -u postgres bash -c "$1"; fi; }
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -q "^$version main"; then
  as_pg "pg_createcluster $version main" >&2 || true
fi
pg_ctlcluster "$version" main start >&2 2>/dev/null || true
for _ in $(seq 1 30); do pg_isready -q -h localhost && break; sleep 1; done
as_pg "psql -qtAc \"DO \\\$\\\$BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname='slime_test') THEN CREATE ROLE slime_test LOGIN CREATEDB PASSWORD 'slime_test'; END IF; END\\\$\\\$;\"" >&2
# Drop the throwaway databases of earlier runs.
[ "${1:-}" = --keep ] || for db in $(as_pg "psql -qtAc \"SELECT datname FROM pg_database WHERE datname LIKE 'slime_test_%'\""); do
  as_pg "dropdb --if-exists $db" >&2
done
echo "export TEST_PG_ADMIN_URL=postgres://slime_test:slime_test@localhost:5432/postgres"
