// Server code outside Next has no request: a test sets the visitor's headers, cookies and draft mode with `visit`.
import { onTestFinished, vi } from 'vitest';

type Visit = { headers?: HeadersInit; cookies?: Record<string, string>; draft?: boolean };
type CookieName = string | { name: string };

const blank = () => ({
  headers: new Headers(),
  jar: new Map<string, string>(),
  draft: false,
  written: [] as [name: string, value: string][],
});
let current = blank();

const nameOf = (cookie: CookieName) => (typeof cookie === 'string' ? cookie : cookie.name);
const jar = {
  get: (cookie: CookieName) => {
    const name = nameOf(cookie);
    const value = current.jar.get(name);
    return value === undefined ? undefined : { name, value };
  },
  getAll: () => [...current.jar].map(([name, value]) => ({ name, value })),
  has: (name: string) => current.jar.has(name),
  set: (cookie: string | { name: string; value: string }, value = '') => {
    const [name, written] = typeof cookie === 'string' ? [cookie, value] : [cookie.name, cookie.value];
    current.jar.set(name, written);
    current.written.push([name, written]);
  },
  delete: (cookie: CookieName) => {
    current.jar.delete(nameOf(cookie));
    current.written.push([nameOf(cookie), '']);
  },
};

export const headers = vi.fn(async () => current.headers);
export const cookies = vi.fn(async () => jar);
export const draftMode = vi.fn(async () => ({ isEnabled: current.draft, enable: () => {}, disable: () => {} }));

function reset() {
  current = blank();
  for (const handle of [headers, cookies, draftMode]) handle.mockReset();
}

/** The request the running test makes; call it in a test or beforeEach: it and the handles reset when the test ends. */
export function visit({ headers: sent, cookies: jarred = {}, draft = false }: Visit = {}) {
  onTestFinished(reset);
  reset();
  current = { ...blank(), headers: new Headers(sent), jar: new Map(Object.entries(jarred)), draft };
  return current;
}
