#!/usr/bin/env bash
# Installs what the portal needs on a machine that has only Node and npm: pnpm, the workspace's
# packages (from the lockfile), a production build of the host and every remote, and the server
# compiled to JavaScript (server/dist: `pnpm serve` runs node on it, not tsx).
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "==> installing pnpm $PNPM_VERSION"
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
fi

echo "==> installing packages"
pnpm install --frozen-lockfile --reporter=append-only | tail -n 3

echo "==> building host and remotes"
pnpm run --silent build

echo "==> compiling the server"
pnpm --silent build:server
