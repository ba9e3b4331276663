#!/usr/bin/env node
// Runs every test: unit and integration (vitest), then e2e (Playwright on a fresh production build).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
mkdirSync('test-results', { recursive: true });

function run(cmd, args) {
  console.log(`\n[test] ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const failures = [];
const vitestStatus = run('npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json',
]);
if (vitestStatus !== 0) failures.push('vitest');

ensureChromium();
const buildStatus = run('npx', ['next', 'build']);
let e2eStatus = 1;
if (buildStatus !== 0) failures.push('next build');
else {
  e2eStatus = run('npx', ['playwright', 'test']);
  if (e2eStatus !== 0) failures.push('playwright');
}

const vitest = readJson('test-results/vitest.json');
const e2e = readJson('test-results/playwright.json');
const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0) * 0;
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
if (failures.length) console.error(`\n[test] failed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed + (failures.length && !failed ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(failures.length ? 1 : 0);
