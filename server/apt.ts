// Debian packages the runtime needs (nginx, HAProxy, Redis), installed the way scripts/ensure-chromium.mjs installs
// chromium.
import { spawn, spawnSync } from 'node:child_process';

function apt(args: string[]): Promise<boolean> {
  const sudo = process.getuid && process.getuid() === 0 ? [] : ['sudo'];
  const [command, ...rest] = [...sudo, 'apt-get', ...args];
  return new Promise((resolve) => {
    const child = spawn(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

const onPath = (binary: string) => spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;

/** Resolves once every `binary` runs, installing the Debian `packages` when one is missing. */
export async function ensureDebianPackages(
  binaries: string[],
  packages: string[],
  log: (message: string) => void,
): Promise<void> {
  if (binaries.every(onPath)) return;
  log(`installing ${packages.join(', ')} from Debian`);
  const installed = (await apt(['update', '-qq'])) && (await apt(['install', '-y', '-qq', ...packages]));
  if (!installed || !binaries.every(onPath)) throw new Error(`apt-get could not install ${packages.join(', ')}`);
}
