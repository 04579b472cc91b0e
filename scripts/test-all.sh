#!/usr/bin/env bash
# `npm test`: every test — types, unit and component tests, API tests on the embedded
# database and on a real PostgreSQL server, then the browser journeys against `next start`, then
# the scale-out check through PgBouncer. Installs Debian's Chromium, PostgreSQL and PgBouncer
# when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_ready=
need_apt() {
  if [ -z "$apt_ready" ]; then as_root apt-get update -qq; apt_ready=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

command -v chromium >/dev/null || { echo '[test] installing chromium'; need_apt chromium; }
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || { echo '[test] installing postgresql'; need_apt postgresql; }
[ -x /usr/sbin/pgbouncer ] || command -v pgbouncer >/dev/null || { echo '[test] installing pgbouncer'; need_apt pgbouncer; }
[ -d node_modules ] || npm install

echo '[test] type check'
npx tsc --noEmit -p .

echo '[test] unit and component tests'
npm run test:unit

echo '[test] API tests on the embedded database (PGlite)'
npm run test:api

echo '[test] API tests on PostgreSQL'
eval "$(bash scripts/test-postgres.sh)"
TEST_PG_ADMIN_URL="$TEST_PG_ADMIN_URL" npm run test:api

echo '[test] production build and first-load JS budget (fails on > 10 % growth over the baseline)'
npx next build
node scripts/check-bundle-budget.mjs

echo '[test] browser journeys (Playwright on Debian Chromium)'
npx playwright test

echo '[test] scale-out: API tests, then two app instances, through PgBouncer (transaction pooling)'
bash scripts/test-scale-out.sh
