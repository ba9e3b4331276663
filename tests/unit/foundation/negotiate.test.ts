import { describe, expect, it } from 'vitest';
import { negotiateLocale } from '@/lib/i18n/negotiate';

describe('Accept-Language negotiation', () => {
  it.each([
    ['de', 'de'],
    ['de-CH,de;q=0.9,en;q=0.8', 'de'],
    ['it-IT,it;q=0.9', 'it'],
    ['fr-FR,fr;q=0.9,it;q=0.5,de;q=0.4', 'it'],
    ['en-US,en;q=0.9,de;q=0.8', 'en'],
    ['de;q=0.2,it;q=0.8', 'it'],
    ['fr', 'en'],
    ['', 'en'],
    [null, 'en'],
    ['de;q=0', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});
