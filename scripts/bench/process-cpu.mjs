// CPU time of the process listening on a loopback port, from Linux's /proc: a load figure that other work on a shared
// machine bends far less than wall-clock throughput does.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

const ticksPerMs = 100 / 1000;

/** The pid of the process that listens on `port` (IPv4 or IPv6), or undefined where /proc cannot tell. */
export function listenerPid(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines = [];
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hex}`) && fields[3] === '0A') inodes.add(`socket:[${fields[9]}]`);
    }
  }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`))
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
    } catch {
      /* gone, or not ours to read */
    }
  }
  return undefined;
}

/** User plus system CPU time of `pid` so far, in ms (Linux's 100 ticks a second). */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
}
