// Lighthouse and the Chromium it drives, for the Lighthouse benchmarks; installed on first use (./on-demand.mjs).
import { existsSync } from 'node:fs';
import { installOnDemand } from './on-demand.mjs';

const fromLighthouse = installOnDemand('lighthouse', '13.5.0');
const chromeLauncher = await fromLighthouse('chrome-launcher');

export const { default: lighthouse } = await fromLighthouse('lighthouse');

/** A headless Chromium for Lighthouse: $CHROME_PATH, else Debian's chromium or its headless shell. */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath:
      process.env.CHROME_PATH ||
      ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'].find((path) => existsSync(path)),
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
}
