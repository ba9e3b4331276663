#!/usr/bin/env node
// Playwright cannot download its own browser here: use Debian's build of Chromium's headless shell (what Playwright
// itself runs for headless Chromium, lighter than the full browser), installing it when missing.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

function apt(args, quiet) {
  const sudo = process.getuid && process.getuid() === 0 ? [] : ['sudo'];
  const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
  return new Promise((resolve) => {
    const child = spawn(cmd, rest, {
      stdio: quiet ? 'ignore' : 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

/** Resolves true once the browser is there; `quiet` keeps apt's output out of a log other steps are writing. */
export async function ensureChromium({ quiet = false } = {}) {
  if (existsSync(chromiumPath)) return true;
  if (!quiet) console.log('[chromium] installing Debian chromium-headless-shell');
  const installed =
    (await apt(['update', '-qq'], quiet)) &&
    (await apt(['install', '-y', '-qq', 'chromium-headless-shell', 'fonts-dejavu-core'], quiet));
  if (!installed) console.error('[chromium] apt-get could not install chromium-headless-shell');
  return installed && existsSync(chromiumPath);
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await ensureChromium()) ? 0 : 1);
