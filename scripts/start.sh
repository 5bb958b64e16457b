#!/usr/bin/env bash
# Quick start: install, build, seed the embedded database (first run only), publish the remotes
# and serve the portal on one origin. Everything here runs the compiled server (server/dist, built
# by setup.sh), not tsx: the operator commands too, so they are the same build as the server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

export PORT="${PORT:-8080}" HOST="${HOST:-127.0.0.1}"
# The quick start is the demo: its clock may be moved (`pnpm portal clock advance 3d`) to pass the
# seeded deadlines and opening times. PORTAL_MOVABLE_CLOCK=0 npm start turns that off; a
# production start (`pnpm serve` under its own environment) never sets it.
export PORTAL_MOVABLE_CLOCK="${PORTAL_MOVABLE_CLOCK:-1}"
echo "==> preparing the database"
portal() { node server/dist/cli.js "$@"; }
portal migrate
portal seed --if-empty
echo "==> publishing remotes that changed"
portal ensure-released

echo "==> portal at http://$HOST:$PORT/home  (demo: supplier01 / Portal@2026)"
exec pnpm --silent serve
