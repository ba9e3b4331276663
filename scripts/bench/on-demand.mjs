// Benchmark-only packages are installed on first use into their own folder, so `npm install` (and every CI run)
// does not download them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const folder = join(process.cwd(), 'node_modules/.cache/on-demand');

/**
 * Installs `name` at exactly `version` (with its dependencies) into node_modules/.cache/on-demand the first time, and
 * returns an importer for it and the packages it brought.
 */
export function installOnDemand(name, version) {
  const dir = join(folder, `${name}-${version}`);
  if (!existsSync(join(dir, 'node_modules', name, 'package.json'))) {
    console.log(`installing ${name}@${version} for this benchmark (once)…`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const args = ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', `${name}@${version}`];
    const result = spawnSync(npm, args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`could not install ${name}@${version}`);
  }
  const require = createRequire(join(dir, 'package.json'));
  return (module) => import(pathToFileURL(require.resolve(module)).href);
}
