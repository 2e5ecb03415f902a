#!/usr/bin/env bash
# Starts the built product for the Playwright journeys on a fresh embedded database. Staff
# accounts are created with the staff CLI, exactly as an operator would, and the one-time
# passwords it prints are handed to the tests in e2e/.staff-PORT.json (one product per
# Playwright worker, each on its own port, data folder and embedded database: e2e/servers.ts).
set -euo pipefail
PORT="${1:-3200}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DATA_DIR="$(mktemp -d /tmp/camp-e2e-XXXXXX)"
# The journeys sign up more parents from 127.0.0.1 than the sign-up limit allows one address.
export RATE_LIMIT_SCALE=20
# No tile server offline: the search map shows its markers on a plain background.
export DATA_DIR PORT NODE_ENV=development LOG_LEVEL=warn SEED_DEMO=true APP_URL="http://127.0.0.1:${PORT}" TILE_URL=""
# The journeys run the product as a user gets it, on its embedded PostgreSQL, whatever the
# caller's environment (CI sets DATABASE_URL for the API suite).
unset DATABASE_URL REDIS_URL
cd "$ROOT/apps/api"
# A fresh database: the admins' authenticator keys the journeys kept for the last one are void.
rm -f "$ROOT/e2e/.totp-${PORT}.json"
node dist/cli.js migrate
# The demo catalog, accounts and seeded orders, as a first start makes them (before the staff
# accounts below: the demo seed only fills a database without users).
DEMO="$(node dist/cli.js seed --demo)"
DIRECTOR_PASSWORD="$(printf '%s\n' "$DEMO" | awk '$2 == "director@demo.campconcierge.test" { print $3 }')"
# The second demo director (the last demo program, its own ready payment account).
DIRECTOR2_PASSWORD="$(printf '%s\n' "$DEMO" | awk '$2 == "director2@demo.campconcierge.test" { print $3 }')"
# The demo parent (a paid plan whose itinerary the demo specialist is building) and that specialist.
DEMO_PARENT_PASSWORD="$(printf '%s\n' "$DEMO" | awk '$1 == "Parent" { print $3 }')"
DEMO_SPECIALIST_PASSWORD="$(printf '%s\n' "$DEMO" | awk '$1 == "Specialist" { print $3 }')"
create() {
  node dist/cli.js user create --role "$1" --email "$2" --name "$3" | sed -n 's/^One-time password: //p'
}
SPECIALIST_PASSWORD="$(create specialist specialist@e2e.test "Sam Specialist")"
ADMIN_PASSWORD="$(create admin admin@e2e.test "Ada Admin")"
# An admin only the two-step sign-in journey signs in: it sets up two-step sign-in on its page.
TOTP_ADMIN_PASSWORD="$(create admin admin-totp@e2e.test "Tess Totp")"
cat > "$ROOT/e2e/.staff-${PORT}.json" <<JSON
{
  "specialist": { "email": "specialist@e2e.test", "password": "${SPECIALIST_PASSWORD}" },
  "admin": { "email": "admin@e2e.test", "password": "${ADMIN_PASSWORD}" },
  "totpAdmin": { "email": "admin-totp@e2e.test", "password": "${TOTP_ADMIN_PASSWORD}" },
  "demoDirector": { "email": "director@demo.campconcierge.test", "password": "${DIRECTOR_PASSWORD}" },
  "demoDirector2": { "email": "director2@demo.campconcierge.test", "password": "${DIRECTOR2_PASSWORD}" },
  "demoParent": { "email": "parent@demo.campconcierge.test", "password": "${DEMO_PARENT_PASSWORD}" },
  "demoSpecialist": { "email": "specialist@demo.campconcierge.test", "password": "${DEMO_SPECIALIST_PASSWORD}" }
}
JSON
exec node dist/server.js
