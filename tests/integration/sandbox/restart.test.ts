import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SALES_CHANNEL, sdk, token } from './api';
import { freePort, startSandbox } from './process';
import { addLine } from './orders';

describe('a sandbox restarted on the same data directory', () => {
  it('keeps its data', { timeout: 600_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'viridea-restart-'));
    const port = await freePort();
    try {
      let sandbox = await startSandbox(port, dataDir);
      const grant = { grant_type: 'client_credentials', client_id: SALES_CHANNEL, scope: 'market:code:it-consumer' };
      const first = await token(grant, sandbox.url);
      const cl = sdk(first, sandbox.url);
      const order = await cl.orders.create({ customer_email: 'restart@viridea.test' });
      await addLine(cl, order.id, 'VERDE-SMART', 1);
      await sandbox.stop();
      sandbox = await startSandbox(port, dataDir);
      try {
        const again = await token(grant, sandbox.url);
        const kept = await sdk(again, sandbox.url).orders.retrieve(order.id, { include: ['line_items'] });
        expect(kept).toMatchObject({
          customer_email: 'restart@viridea.test',
          status: 'pending',
          subtotal_amount_cents: 24900,
        });
        expect(kept.line_items?.[0].sku_code).toBe('VERDE-SMART');
      } finally {
        await sandbox.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
