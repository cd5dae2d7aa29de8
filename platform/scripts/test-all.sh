#!/usr/bin/env bash
# `npm test`: every check of the shop, in two lanes side by side (most steps keep one core busy), then the e2e suite
# on the production build and the first-load bytes budget. With TEST_POSTGRES_URL set (CI sets it), the API tests
# run a second time against that PostgreSQL server.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Each step's duration, printed when it ends (the CI section of docs/quality.md compares them).
step() {
  local name=$1 started=$SECONDS
  shift
  "$@"
  echo "── $name: $((SECONDS - started)) s"
}

# The lanes are about even in time (measured on CI's two cores: build, typecheck, lint and unit ≈ 540 s, then the API
# on PostgreSQL ≈ 570 s; the fuzzer ≈ 665 s, then the API on PGlite ≈ 460 s). The unit and component tests follow the
# build, so none reads a build the other lane is rewriting.
build_static_postgres() {
  step build npm run build
  step typecheck npm run typecheck
  step lint npm run lint
  step unit npm run test:unit
  if [ -n "${TEST_POSTGRES_URL:-}" ]; then
    TEST_DATABASE_URL="$TEST_POSTGRES_URL" step api-postgresql npm run test:api
  fi
}
tests() {
  step security npm run test:security
  step api-pglite npm run test:api
}

# Runs the lanes in the background, each one's output in a file, shown whole when it ends (the lines do not mix).
lanes() {
  local dir pids=() failed=0 i
  dir=$(mktemp -d)
  for i in "$@"; do
    ( set -e; "$i" ) >"$dir/$i.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    local lane=${*:i+1:1} status=ok
    wait "${pids[$i]}" || { status="falló"; failed=1; }
    echo "════ $lane ($status)"
    cat "$dir/$lane.log"
  done
  rm -rf "$dir"
  return $failed
}

step lanes lanes build_static_postgres tests

# Needs every build: the e2e suite on the production build (without building again), then the bytes budget.
step e2e npm run test:e2e:built
