#!/usr/bin/env bash
# Runs every test: type-check, unit (Jest), API (real server on PGlite, then on PostgreSQL when one
# answers) and browser (Playwright in Debian's Chromium). Installs what it needs first. Prints the
# wall time of each step as it ends and, with the closing line, all of them and their total. The
# builds of the previous commit that the version-skew browser test needs are made in the background
# meanwhile (their time is printed too, but as no step: it overlaps the others).
set -uo pipefail
cd "$(dirname "$0")/.."

failed=()
steps=()
# Records a step for .test-results/steps.json: name, outcome, wall time in seconds.
record() {
  local name=$1 ok=$2 seconds=$3 beside=${4:-false}
  steps+=("{\"name\":\"$name\",\"ok\":$ok,\"seconds\":$seconds,\"beside\":$beside}")
  echo "==> $name: $([ "$ok" = true ] && echo done || echo FAILED) in $((seconds / 60))m$((seconds % 60))s$($beside && echo ' (beside the step before)')"
}

setup() {
  bash scripts/setup.sh || return 1
  # The browser tests run in the headless shell; the full browser is for benchmarks and people.
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; then
    echo "==> installing Chromium from Debian's packages"
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-noto-cjk >/dev/null || return 1
  fi
}

started=$(date +%s)
if ! setup; then record "setup" false $(( $(date +%s) - started )); exit 1; fi
record "setup" true $(( $(date +%s) - started ))

mkdir -p .test-results
# Reports of an earlier run must not stand in for a step that writes none this time.
rm -f .test-results/*.json

# The version-skew browser test needs builds of the previous commit: what differs from the current
# builds is built in a git worktree, minutes on two cores when the last commit touched the apps.
# Started now, it runs beside the steps before the browser tests instead of holding a browser
# worker; the test waits for it, or builds itself if this failed (e2e/support/previous-builds.ts).
skew_log=.test-results/previous-builds.log
rm -f "$skew_log" "$skew_log.rc" "$skew_log.end"
skew_started=$(date +%s)
setsid -w bash -c 'pnpm --filter @portal/e2e exec tsx support/prepare-previous-builds.ts >"$1" 2>&1; echo $? >"$1.rc"; date +%s >"$1.end"' _ "$PWD/$skew_log" &
skew_pid=$!
trap 'kill -- -$skew_pid 2>/dev/null' EXIT
skew_reported=false
# Prints how the background build went once it has ended (not a step: it overlaps the others).
report_skew() {
  if $skew_reported || [ ! -f "$skew_log.end" ]; then return 1; fi
  skew_reported=true
  local seconds=$(( $(cat "$skew_log.end") - skew_started ))
  echo "==> previous builds (in the background): $([ "$(cat "$skew_log.rc")" = 0 ] && echo done || echo "FAILED (the skew test builds them itself)") in $((seconds / 60))m$((seconds % 60))s"
  sed 's/^/    /' "$skew_log"
}

step() {
  local name=$1; shift
  echo; echo "==> $name"
  local from; from=$(date +%s)
  if "$@"; then record "$name" true $(( $(date +%s) - from )); else failed+=("$name"); record "$name" false $(( $(date +%s) - from )); fi
}
step "type-check" pnpm --silent typecheck
step "unit tests" pnpm exec jest --config jest.config.mjs --ci --json --outputFile=.test-results/unit.json
step "API tests on PGlite" pnpm --filter @portal/server run test:api --db pglite
step "API tests on PostgreSQL" pnpm --filter @portal/server run test:api --db postgres
report_skew || echo "==> previous builds (in the background): still building; the skew test waits for them"
step "browser tests" pnpm --filter @portal/e2e run test
wait "$skew_pid" 2>/dev/null
report_skew

(IFS=,; echo "[${steps[*]}]") > .test-results/steps.json
pnpm exec tsx tooling/src/summarise-tests.ts .test-results
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]}"
  exit 1
fi
echo "all test steps passed"
