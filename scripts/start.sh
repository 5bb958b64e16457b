#!/usr/bin/env bash
# Quick start: install, build, seed the embedded database (first run only), publish the remotes
# and serve the portal on one origin.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

export PORT="${PORT:-8080}" HOST="${HOST:-127.0.0.1}"
echo "==> preparing the database"
pnpm --silent portal migrate
pnpm --silent portal seed --if-empty
echo "==> publishing remotes that changed"
pnpm --silent portal ensure-released

echo "==> portal at http://$HOST:$PORT/home  (demo: supplier01 / Portal@2026)"
exec pnpm --silent serve
