#!/usr/bin/env node
// Playwright cannot download its own browser here: use Debian's chromium, installing it when missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  console.log('[test] installing Debian chromium');
  const sudo = process.getuid && process.getuid() === 0 ? [] : ['sudo'];
  const run = (args) => {
    const [cmd, ...rest] = [...sudo, ...args];
    const result = spawnSync(cmd, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-dejavu-core']);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
