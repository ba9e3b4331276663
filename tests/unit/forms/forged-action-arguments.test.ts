import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A forged action post decodes to whatever arguments its sender chose: an action refuses anything but a form with a
// 4xx (notFound(): Next answers 404) or ignores it, never throws an error that Next answers 500.
const actionFiles = (readdirSync('lib', { recursive: true }) as string[])
  .filter((file) => /(^|\/)action\.ts$/.test(file))
  .map((file) => `lib/${file}`);
const forged: unknown[][] = [[1, 2], [[1, 2]], [null], [undefined, null], [{ get: 1 }, 'text']];

describe.each(actionFiles)('the server actions of %s', (file) => {
  it('answer forged arguments with a 4xx, not an error', { timeout: 30_000 }, async () => {
    const actions = Object.entries(await import(`@/${file.replace(/\.ts$/, '')}`)).filter(
      ([, value]) => typeof value === 'function',
    ) as [string, (...args: unknown[]) => Promise<unknown>][];
    expect(actions.length).toBeGreaterThan(0);
    for (const [name, action] of actions)
      for (const args of forged) {
        const outcome = await action(...args).then(
          () => 'answered',
          (error: { digest?: string }) => error?.digest ?? String(error),
        );
        expect(['answered', 'NEXT_HTTP_ERROR_FALLBACK;404'], `${name}(${JSON.stringify(args)})`).toContain(outcome);
      }
  });
});
