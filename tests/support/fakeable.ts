// Handles over real functions that a test may swap for its own run: all are real again when the test ends.
import { onTestFinished, type Mock } from 'vitest';

type Handles = Record<string, Mock<(...args: never[]) => unknown>>;

/** A `fake(...)` for `handles`: replaces the given ones for the running test (call it in a test or beforeEach). */
export function fakeable<H extends Handles>(handles: H) {
  const reset = () => {
    for (const handle of Object.values(handles)) handle.mockReset();
  };
  return (fakes: { [Name in keyof H]?: Parameters<H[Name]['mockImplementation']>[0] }) => {
    onTestFinished(reset);
    reset();
    for (const name of Object.keys(fakes) as (keyof H)[]) {
      const fake = fakes[name];
      if (fake) handles[name].mockImplementation(fake);
    }
  };
}
