// Timed steps for scripts/test.mjs: each step's start (seconds into the run), length and result end up in one summary
// table.
import { spawn } from 'node:child_process';

const rows = [];

export const summary = {
  failed: () => rows.filter((row) => !row.ok).map((row) => row.name),
  print() {
    const width = Math.max(...rows.map((row) => row.name.length), 4);
    console.log(`\n[test] ${'step'.padEnd(width)}  started  seconds  result`);
    for (const row of rows)
      console.log(
        `[test] ${row.name.padEnd(width)}  ${row.at.toFixed(1).padStart(7)}  ${row.seconds.toFixed(1).padStart(7)}  ${row.ok ? 'ok' : 'FAILED'}`,
      );
    const wall = (Date.now() - startedAt) / 1000;
    console.log(`[test] ${'wall clock'.padEnd(width)}  ${''.padStart(7)}  ${wall.toFixed(1).padStart(7)}`);
  },
};
const startedAt = Date.now();

/** Runs a command; with `quiet` its output is held and printed in one piece when it ends (for parallel lanes). */
function spawnCommand(env, cmd, args, quiet) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.once('error', (error) => resolve({ ok: false, output: String(error) }));
    child.once('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks).toString() }));
  });
}

function record(name, start, ok) {
  const seconds = (Date.now() - start) / 1000;
  rows.push({ name, at: (start - startedAt) / 1000, seconds, ok });
  console.log(`[test] ${name} ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return ok;
}

/** Times a command and records it; resolves whether it passed. */
export async function runStep(env, name, cmd, args, quiet = false) {
  const start = Date.now();
  const line = `[test] ${name}: ${cmd} ${args.join(' ')}`;
  if (!quiet) console.log(`\n${line}`);
  const result = await spawnCommand(env, cmd, args, quiet);
  if (quiet) process.stdout.write(`\n${line}\n${result.output}`);
  return record(name, start, result.ok);
}

/** Times the wait for work already under way (a promise of success) and records it. */
export async function awaitStep(name, work) {
  return record(name, Date.now(), await work);
}

/** Runs steps one after another, each to the end whatever the one before did; output held per step. */
export async function lane(env, steps) {
  for (const [name, cmd, args] of steps) await runStep(env, name, cmd, args, true);
}
