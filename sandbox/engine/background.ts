import type { Store } from '../db/store';

export type Runner = <T>(work: (store: Store) => Promise<T>) => Promise<T>;

let runner: Runner | undefined;

/** The server hands over how to run work in a fresh transaction later (e.g. webhook retries after commit). */
export function setBackgroundRunner(run: Runner): void {
  runner = run;
}

export function runInBackground<T>(work: (store: Store) => Promise<T>): Promise<T> {
  if (!runner) return Promise.reject(new Error('no background runner: the server has not started'));
  return runner(work);
}
