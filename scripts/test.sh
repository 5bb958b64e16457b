#!/usr/bin/env bash
# Runs every test: type-check, unit (Jest), API (real server on PGlite, then on PostgreSQL when one
# answers) and browser (Playwright in Debian's Chromium). Installs what it needs first.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh || exit 1

if [ ! -x /usr/bin/chromium ]; then
  echo "==> installing Chromium from Debian's packages"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null || exit 1
fi

mkdir -p .test-results
# Reports of an earlier run must not stand in for a step that writes none this time.
rm -f .test-results/*.json
failed=()
steps=()
step() {
  local name=$1; shift
  echo; echo "==> $name"
  if "$@"; then steps+=("{\"name\":\"$name\",\"ok\":true}"); else failed+=("$name"); steps+=("{\"name\":\"$name\",\"ok\":false}"); fi
}
step "type-check" pnpm -r --workspace-concurrency=1 run typecheck
step "unit tests" pnpm exec jest --config jest.config.mjs --ci --json --outputFile=.test-results/unit.json
step "API tests" pnpm --filter @portal/server run test:api
step "browser tests" pnpm --filter @portal/e2e run test

(IFS=,; echo "[${steps[*]}]") > .test-results/steps.json
pnpm exec tsx tooling/src/summarise-tests.ts .test-results
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]}"
  exit 1
fi
echo "all test steps passed"
