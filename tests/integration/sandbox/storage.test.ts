import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '@/infra/embedded-postgres';
import { SALES_CHANNEL, sdk, token } from './api';
import { addLine } from './orders';
import { freePort, startSandbox } from './process';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

async function scalar(url: string, sql: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(sql);
    return rows[0] && Object.values(rows[0])[0];
  } finally {
    await client.end();
  }
}

describe('the sandbox on its embedded PostgreSQL', () => {
  it(
    'keeps an answered order after SIGKILL and stops the orphaned server on restart',
    { timeout: 300_000 },
    async () => {
      const dataDir = tempDir('viridea-crash-');
      const port = await freePort();
      try {
        const first = await startSandbox(port, dataDir);
        const grant = { grant_type: 'client_credentials', client_id: SALES_CHANNEL, scope: 'market:code:it-consumer' };
        const cl = sdk(await token(grant, first.url), first.url);
        const order = await cl.orders.create({ customer_email: 'crash@viridea.test' });
        await addLine(cl, order.id, 'VERDE-SMART', 2);
        const postmaster = Number(readFileSync(join(dataDir, 'pg/data/postmaster.pid'), 'utf8').split('\n')[0]);
        first.child.kill('SIGKILL');
        await new Promise((r) => first.child.once('exit', r));
        expect(alive(postmaster)).toBe(true);

        const second = await startSandbox(port, dataDir);
        try {
          expect(alive(postmaster)).toBe(false);
          const again = sdk(await token(grant, second.url), second.url);
          const kept = await again.orders.retrieve(order.id, { include: ['line_items'] });
          expect(kept).toMatchObject({ customer_email: 'crash@viridea.test', skus_count: 2 });
        } finally {
          await second.stop();
        }
        expect(existsSync(join(dataDir, 'pg/data/postmaster.pid'))).toBe(false);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('starts over a stale postmaster.pid, refuses a directory another process runs, keeps fsync on', async () => {
    const dir = join(tempDir('viridea-cluster-'), 'pg');
    const other = spawn('sleep', ['60']);
    try {
      let server = await startEmbeddedPostgres({ dir, databases: ['probe'] });
      expect(statSync(join(dir, 'password')).mode & 0o777).toBe(0o600);
      expect(await scalar(server.url('probe'), 'show fsync')).toBe('on');
      await scalar(server.url('probe'), 'create table kept as select 42 as answer');
      await server.stop();

      writeFileSync(join(dir, 'data/postmaster.pid'), `${other.pid}\n${dir}/data\n`);
      server = await startEmbeddedPostgres({ dir, databases: ['probe'] });
      expect(await scalar(server.url('probe'), 'select answer from kept')).toBe(42);

      writeFileSync(join(dir, 'launcher.pid'), `${other.pid}\n`);
      await expect(startEmbeddedPostgres({ dir, databases: ['probe'] })).rejects.toThrow(/in use by process/);
      writeFileSync(join(dir, 'launcher.pid'), `${process.pid}\n`);
      await server.stop();
      expect(existsSync(join(dir, 'launcher.pid'))).toBe(false);
    } finally {
      other.kill();
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  });
});
