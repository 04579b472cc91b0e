#!/usr/bin/env bash
# `npm test`: every test — types, lint and format, unit and component tests, API tests on the embedded
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

# Each step prints its wall time and how many of the cores it kept busy on average (the CPU time
# of its finished processes over its wall time: under 2 on this 2-core machine leaves room to
# overlap it with another step); a summary of them all follows at the end, or after a failure.
# (A step runs in a `||` list, where `set -e` is off: steps of several commands chain them with &&.)
steps=()
# Tenths of a second of CPU used by the finished child processes so far (`times` must run in this
# shell, not in a command substitution's subshell).
cpu_file=$(mktemp)
children_cpu() { times >"$cpu_file"; tail -1 "$cpu_file" | awk '{ split($1, u, "m"); split($2, s, "m"); printf "%d", (u[1] * 60 + u[2] + s[1] * 60 + s[2]) * 10 }'; }
step() {
  local title=$1 started=$SECONDS status=0 cpu_started cpu
  children_cpu >"$cpu_file.start"
  cpu_started=$(cat "$cpu_file.start")
  shift
  echo "[test] $title"
  "$@" || status=$?
  local took=$((SECONDS - started))
  children_cpu >"$cpu_file.end"
  cpu=$(($(cat "$cpu_file.end") - cpu_started))
  steps+=("$(printf '%4d:%02d  %4s  %s' $((took / 60)) $((took % 60)) "$(awk -v c="$cpu" -v t="$took" 'BEGIN { printf "%.1f", t ? c / 10 / t : 0 }')" "$title")")
  echo "[test] $title: $([ "$status" = 0 ] && echo done || echo "FAILED ($status)") in ${took} s"
  return "$status"
}
summary() {
  local status=$?
  [ "${#steps[@]}" -gt 0 ] || return 0
  echo '[test] wall time per step (m:ss), cores busy on average, step:'
  printf '[test] %s\n' "${steps[@]}"
  echo "[test] total $((SECONDS / 60)) min $((SECONDS % 60)) s$([ "$status" = 0 ] || echo ", failed")"
}
trap summary EXIT

# PostgreSQL (for the scale-out step) starts in the background meanwhile.
pg_env_file=$(mktemp)
bash scripts/test-postgres.sh >"$pg_env_file" 2>"$pg_env_file.log" &
pg_pid=$!

# The three static checks are single-threaded for most of their time: they run side by side, and
# each one's output is printed whole once they are all done. (The unit tests beside them only
# fought them for the 2 cores.)
static_checks() {
  local out status=0 i
  local names=('type check (TypeScript 7)' 'lint (ESLint, no warnings)' 'format (Prettier)') pids=()
  out=$(mktemp -d)
  npm run -s typecheck >"$out/0" 2>&1 & pids+=($!)
  npm run -s lint >"$out/1" 2>&1 & pids+=($!)
  npm run -s format:check >"$out/2" 2>&1 & pids+=($!)
  for i in 0 1 2; do
    if wait "${pids[$i]}"; then echo "[test] ${names[$i]}: passed"; else echo "[test] ${names[$i]}: FAILED"; status=1; fi
    cat "$out/$i"
  done
  rm -rf "$out"
  return "$status"
}
step 'type check (TypeScript 7), lint (ESLint, no warnings) and format (Prettier), side by side' static_checks

step 'unit and component tests' npm run test:unit

step 'API tests on the embedded database (PGlite)' npm run test:api

# The PostgreSQL run of the API suite is the scale-out step's first half: every query goes through
# PgBouncer to a real PostgreSQL server, which also proves transaction pooling. A second run straight
# to the server would test nothing more.
start_postgres() {
  wait "$pg_pid" || { cat "$pg_env_file.log"; return 1; }
  eval "$(cat "$pg_env_file")"
}
step 'PostgreSQL (Debian package) for the scale-out step, started in the background' start_postgres

build_and_budget() {
  npm run -s build && node scripts/check-bundle-budget.mjs
}
step 'production build and first-load JS budget (fails on > 10 % growth over the baseline)' build_and_budget

step 'browser journeys (Playwright on Debian Chromium)' npx playwright test

step 'API tests on PostgreSQL through PgBouncer (transaction pooling), then two app instances' bash scripts/test-scale-out.sh
