import { afterEach, describe, expect, it, vi } from 'vitest';

describe('forms code path', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses without compiling code, as the nonce CSP forbids eval in the browser', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).not.toBe(true);
    const compiled = vi.fn();
    vi.stubGlobal(
      'Function',
      new Proxy(Function, {
        construct: () => compiled() ?? (() => undefined),
        apply: () => compiled() ?? (() => undefined),
      }),
    );
    const { registrationSchema } = await import('@/lib/forms/schemas/registration');
    const { contactSchema } = await import('@/lib/forms/schemas/contact');
    const { validationMessagesOf } = await import('@/lib/forms/messages');
    const { default: de } = await import('@/messages/de.json');
    const { default: it } = await import('@/messages/it.json');
    expect(z.config().jitless).toBe(true);
    registrationSchema(validationMessagesOf('de', de.validation)).safeParse({ email: 'x' });
    contactSchema(validationMessagesOf('it', it.validation)).safeParse({ kind: 'business', email: 'a@b.it' });
    expect(compiled).not.toHaveBeenCalled();
  });
});
