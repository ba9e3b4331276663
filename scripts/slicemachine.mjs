#!/usr/bin/env node
// npm run slicemachine [-- --port 9999 --open]: Slice Machine at a pinned version, fetched by npx on first use. Kept
// out of package.json: its 283 packages (213 MB) would be installed by every `npm install`, CI's included (ADR 0025).
import { spawn } from 'node:child_process';

const version = '2.21.5';
// Slice Machine looks itself up from the project root, so npx's folder joins Node's module lookup path.
const start = 'NODE_PATH="$(dirname "$(dirname "$(command -v start-slicemachine)")")" start-slicemachine "$@"';
const child = spawn(
  'npx',
  [
    '--yes',
    '--package',
    `slice-machine-ui@${version}`,
    '-c',
    `sh -c '${start}' slicemachine ${process.argv.slice(2).join(' ')}`,
  ],
  { stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 1));
