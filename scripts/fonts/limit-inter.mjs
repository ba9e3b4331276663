#!/usr/bin/env node
// Writes the site's Inter (app/fonts/inter-latin-variable.woff2) from the full variable file beside this script: the
// same characters and OpenType features, the weight axis cut to the weights the styles use (400–800), with fontTools
// (Debian's python3-fonttools, installed when missing). Run it again when a style needs a weight outside that range.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const source = fileURLToPath(new URL('./inter-latin-variable-100-900.woff2', import.meta.url));
const target = fileURLToPath(new URL('../../app/fonts/inter-latin-variable.woff2', import.meta.url));
const weights = '400:800';
const python = '/usr/bin/python3';

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', SOURCE_DATE_EPOCH: '0' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function ensureFontTools() {
  if (spawnSync(python, ['-c', 'import fontTools, brotli'], { stdio: 'ignore' }).status === 0) return;
  const root = process.getuid?.() === 0;
  const apt = (...args) => (root ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
  apt('update', '-qq');
  apt('install', '-y', '-qq', '--no-install-recommends', 'python3-fonttools', 'python3-brotli');
}

ensureFontTools();
const work = mkdtempSync(join(tmpdir(), 'inter-'));
try {
  const instance = join(work, 'instance.ttf');
  run(python, ['-m', 'fontTools.varLib.instancer', source, `wght=${weights}`, '-o', instance]);
  run(python, [
    '-m',
    'fontTools.subset',
    instance,
    '--unicodes=*',
    '--layout-features=*',
    '--name-IDs=*',
    '--notdef-outline',
    '--flavor=woff2',
    `--output-file=${target}`,
  ]);
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(
  `${target}: ${statSync(target).size} bytes (weights ${weights.replace(':', '–')}, from ${statSync(source).size})`,
);
