#!/usr/bin/env bash
# Starts the built product for the Playwright journeys on a fresh embedded database, with staff
# accounts created through the staff CLI (as an operator would) and known e2e passwords.
set -euo pipefail
PORT="${1:-3200}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DATA_DIR="$(mktemp -d /tmp/camp-e2e-XXXXXX)"
export DATA_DIR PORT NODE_ENV=development LOG_LEVEL=warn SEED_DEMO=true APP_URL="http://127.0.0.1:${PORT}"
cd "$ROOT/apps/api"
node dist/cli.js migrate
node dist/cli.js user create --role specialist --email specialist@e2e.test --name "Sam Specialist" --password "e2e-Specialist-pass1"
node dist/cli.js user create --role admin --email admin@e2e.test --name "Ada Admin" --password "e2e-Admin-pass1"
exec node dist/server.js
