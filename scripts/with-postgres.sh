#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: DATABASE_URL points at it, it is gone afterwards.
# Proves that the queries written for PGlite run unchanged on a real PostgreSQL server.
#   --no-fsync  for tests: no fsync and no waiting for the disk at commit. What the server answers is the same (a
#               power cut is not what they test), and it spares them the disk; benchmarks run without it.
set -euo pipefail
settings=()
if [ "${1:-}" = "--no-fsync" ]; then
  settings=(-c fsync=off -c synchronous_commit=off -c full_page_writes=off)
  shift
fi
bin=$("$(dirname "$0")/ensure-postgres.sh")
dir=$(mktemp -d /tmp/schaufenster-pg-XXXXXX)
port=${PG_TEST_PORT:-55432}
run_as=()
if [ "$(id -u)" -eq 0 ]; then
  # PostgreSQL refuses to run as root.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  run_as=(runuser -u postgres --)
fi
cleanup() { "${run_as[@]}" "$bin/pg_ctl" -D "$dir/data" stop -m immediate >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
"${run_as[@]}" "$bin/initdb" -D "$dir/data" -U schaufenster --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${run_as[@]}" "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 ${settings[*]}" -l "$dir/log" -w start >/dev/null
"$bin/createdb" -h 127.0.0.1 -p "$port" -U schaufenster schaufenster
export DATABASE_URL="postgres://schaufenster@127.0.0.1:$port/schaufenster"
"$@"
