// Which CPU a benchmark's processes run on (Linux's taskset): the server under load on a core of its own, everything
// else (the load generator, the sandbox, the database, the mail catcher, the launchers) on the others.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const taskset = '/usr/bin/taskset';

/** Every task (thread) of `pid` onto `cpus` (a taskset list such as "1" or "0-2"); later threads inherit it. */
function pin(pid, cpus) {
  execFileSync(taskset, ['--all-tasks', '--cpu-list', '--pid', cpus, String(pid)], { stdio: 'ignore' });
}

/**
 * The placement on this machine: the last CPU for the server under load, the rest for this process and what it
 * starts; undefined with one CPU or without taskset.
 */
export function cpuPlacement() {
  const count = availableParallelism();
  if (count < 2 || !existsSync(taskset)) return undefined;
  const server = String(count - 1);
  const rest = count === 2 ? '0' : `0-${count - 2}`;
  return {
    server,
    rest,
    /** This process, and so whatever it starts from now on, onto the rest. */
    pinSelf: () => pin(process.pid, rest),
    /** A server (all its threads) onto its own CPU. */
    pinServer: (pid) => pin(pid, server),
  };
}
