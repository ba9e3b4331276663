import { randomInt } from 'node:crypto';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Platform-style id: 10 letters. */
export function newId(): string {
  let id = '';
  for (let i = 0; i < 10; i++) id += LETTERS[randomInt(LETTERS.length)];
  return id;
}
