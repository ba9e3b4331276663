#!/usr/bin/env node
// The registry reachable here does not serve other platforms' prebuilt binaries (e.g. @next/swc-darwin-arm64),
// so `npm install` cannot record them and `npm ci` then refuses the lockfile as out of sync. This drops the
// optional dependencies that have no entry in the lockfile; run it after changing dependencies.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages ?? {};

function resolves(from, name) {
  // Node's lookup: the nearest node_modules folder up from the dependent package.
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

let pruned = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(location, name)) {
      delete entry.optionalDependencies[name];
      pruned += 1;
    }
  }
  if (entry.optionalDependencies && Object.keys(entry.optionalDependencies).length === 0)
    delete entry.optionalDependencies;
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`[prune-lockfile] removed ${pruned} unresolvable optional dependencies`);
