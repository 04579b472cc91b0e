#!/usr/bin/env bash
# Scale-out check (docs/scale-out.md): the app on one PostgreSQL through PgBouncer in
# transaction pooling mode. Needs TEST_PG_ADMIN_URL (`eval "$(bash scripts/test-postgres.sh)"`),
# Debian's pgbouncer and, for the second step, a production build (`next build`).
#
#   1. the API suite with every query through PgBouncer (each test file's database is created
#      directly, then used through the pooler);
#   2. two production servers (scripts/server.mjs) on one fresh database through PgBouncer, with
#      uploads on an S3 stand-in: scripts/scale-out/two-instances.mjs.
#
# Usage: scripts/test-scale-out.sh [--api-only | --instances-only] [jest arguments for step 1…]
set -euo pipefail
cd "$(dirname "$0")/.."

steps=both
case "${1:-}" in
  --api-only) steps=api; shift ;;
  --instances-only) steps=instances; shift ;;
esac

: "${TEST_PG_ADMIN_URL:?set it first: eval \"\$(bash scripts/test-postgres.sh)\"}"
PGBOUNCER=${PGBOUNCER:-$(command -v pgbouncer || echo /usr/sbin/pgbouncer)}
[ -x "$PGBOUNCER" ] || { echo '[scale-out] pgbouncer is not installed (apt-get install pgbouncer)' >&2; exit 1; }

# user, password, host and port of the test server, from its URL.
read -r pg_user pg_password pg_host pg_port < <(node -e '
  const u = new URL(process.argv[1]);
  const host = u.hostname === "localhost" ? "127.0.0.1" : u.hostname;
  console.log(decodeURIComponent(u.username), decodeURIComponent(u.password), host, u.port || 5432);
' "$TEST_PG_ADMIN_URL")
free_port() { node -e 'const s = require("net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'; }

dir=$(mktemp -d /tmp/slime-pgbouncer.XXXXXX)
bouncer_port=$(free_port)
database=slime_scale_$$
# The test server's URL with PgBouncer's address, no database.
pooler_url=$(node -e 'const u = new URL(process.argv[1]); u.hostname = "127.0.0.1"; u.port = process.argv[2]; u.pathname = ""; console.log(u.toString().replace(/\/$/, ""))' "$TEST_PG_ADMIN_URL" "$bouncer_port")

cat >"$dir/userlist.txt" <<EOF
"$pg_user" "$pg_password"
EOF
# `* =`: any database a client names is the server's database of that name, so the API tests'
# throwaway databases need no entry of their own. Idle server connections close after 10 s, so
# the databases of finished test files do not hold the server's connection slots.
cat >"$dir/pgbouncer.ini" <<EOF
[databases]
* = host=$pg_host port=$pg_port

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $bouncer_port
unix_socket_dir = $dir
auth_type = scram-sha-256
auth_file = $dir/userlist.txt
pool_mode = transaction
max_client_conn = 2000
default_pool_size = 20
max_user_connections = 60
server_idle_timeout = 10
ignore_startup_parameters = extra_float_digits
log_connections = 0
log_disconnections = 0
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
EOF

bouncer_pid=
cleanup() {
  status=$?
  [ -n "$bouncer_pid" ] && kill "$bouncer_pid" 2>/dev/null && wait "$bouncer_pid" 2>/dev/null || true
  psql "$TEST_PG_ADMIN_URL" -qc "DROP DATABASE IF EXISTS $database WITH (FORCE)" >/dev/null 2>&1 || true
  [ "$status" = 0 ] || { echo "[scale-out] pgbouncer log ($dir/pgbouncer.log):" >&2; tail -n 30 "$dir/pgbouncer.log" >&2 || true; }
  [ "$status" = 0 ] && rm -rf "$dir"
  exit "$status"
}
trap cleanup EXIT

# PgBouncer will not run as root.
if [ "$(id -u)" = 0 ]; then
  chown -R postgres "$dir"
  "$PGBOUNCER" -q -u postgres "$dir/pgbouncer.ini" &
else
  "$PGBOUNCER" -q "$dir/pgbouncer.ini" &
fi
bouncer_pid=$!
for _ in $(seq 1 50); do
  psql "$pooler_url/postgres" -qtAc 'select 1' >/dev/null 2>&1 && break
  kill -0 "$bouncer_pid" 2>/dev/null || { echo '[scale-out] pgbouncer did not start' >&2; exit 1; }
  sleep 0.2
done
psql "$pooler_url/postgres" -qtAc 'select 1' >/dev/null || { echo '[scale-out] cannot connect through pgbouncer' >&2; exit 1; }
echo "[scale-out] pgbouncer (transaction pooling) on 127.0.0.1:$bouncer_port"

if [ "$steps" != instances ]; then
  echo '[scale-out] API tests through PgBouncer'
  TEST_PG_ADMIN_URL="$TEST_PG_ADMIN_URL" TEST_PG_POOLER_URL="$pooler_url/postgres" npm run test:api -- "$@"
fi

if [ "$steps" != api ]; then
  echo "[scale-out] two app instances on database $database through PgBouncer"
  psql "$TEST_PG_ADMIN_URL" -qc "CREATE DATABASE $database"
  SCALE_DATABASE_URL="$pooler_url/$database" node --test --test-reporter=spec scripts/scale-out/two-instances.mjs
fi
