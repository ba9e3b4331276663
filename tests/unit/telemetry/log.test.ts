import { describe, expect, it } from 'vitest';
import { createLogger } from '@/infra/log';

function capture() {
  const written: string[] = [];
  const log = createLogger('storefront', { destination: { write: (line: string) => void written.push(line) } });
  return { log, written, lines: () => written.map((line) => JSON.parse(line)) };
}

describe('the log format (infra/log.ts)', () => {
  it('is one JSON object per line with level, time, service and msg, errors with their cause', () => {
    const { log, lines } = capture();
    const cause = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    log.error({ err: new Error('insert failed', { cause }) }, '[forms] contact submission failed');
    const [line] = lines();
    expect(line).toMatchObject({ level: 'error', service: 'storefront', msg: '[forms] contact submission failed' });
    expect(new Date(line.time).toISOString()).toBe(line.time);
    expect(line.err).toMatchObject({ message: 'insert failed', cause: { message: cause.message } });
  });

  it('writes no email, address, cookie value, token or order id, wherever a caller puts one', () => {
    const { log, written } = capture();
    const secrets = {
      email: 'una.volta@example.com',
      street: 'Via Roma 1',
      cookie: 'viridea_cart=eyJvcmRlcklkIjoiTnpYeUFiQ2QifQ.sig',
      token: 'tok_9f8e7d6c5b4a',
      orderId: 'NzXyAbCd',
    };
    log.info({ email: secrets.email, orderId: secrets.orderId, token: secrets.token }, 'flat');
    log.info({ headers: { cookie: secrets.cookie, authorization: `Bearer ${secrets.token}` } }, 'headers');
    log.info({ shipping_address: { line_1: secrets.street } }, 'an address');
    // A database error quotes the row (`detail`); a platform's error items echo the values they refused (`meta`).
    const database = Object.assign(new Error('duplicate key'), {
      detail: `Key (email)=(${secrets.email}) already exists.`,
    });
    const platform = Object.assign(new Error('customer_email - is invalid'), {
      errors: [{ detail: 'customer_email - is invalid', meta: { value: secrets.street } }],
    });
    log.error({ err: database }, 'database');
    log.error({ err: new Error('wrapped', { cause: platform }) }, 'platform');
    log.warn(`a message naming ${secrets.email} by mistake`);
    const text = written.join('');
    for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
    expect(text).toContain('a message naming [email] by mistake');
  });

  it('adds no trace id when no span is active', () => {
    const written: string[] = [];
    createLogger('x', { traced: true, destination: { write: (line: string) => void written.push(line) } }).info('x');
    expect(JSON.parse(written[0])).not.toHaveProperty('trace_id');
  });
});
