import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { loadErrorTexts } from '@/lib/browser/error-texts';

describe('loadErrorTexts', () => {
  it("loads the locale's error texts, English for anything else", async () => {
    expect(await loadErrorTexts('de')).toEqual(de.errors);
    expect(await loadErrorTexts('fr')).toEqual(en.errors);
    expect((await loadErrorTexts('it')).goHome).not.toBe(en.errors.goHome);
  });
});
