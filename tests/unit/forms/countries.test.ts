import { describe, expect, it } from 'vitest';
import { countryName, countryOptions } from '@/lib/forms/countries';
import { isCountryCode } from '@/lib/forms/country-codes';
import { intlLocale } from '@/lib/i18n/formats';

describe('countryOptions', () => {
  it('lists about 190 or more countries with names in the page language', () => {
    for (const locale of ['en', 'de', 'it'] as const) expect(countryOptions(locale).length).toBeGreaterThanOrEqual(190);
    const name = (locale: 'en' | 'de' | 'it', code: string) =>
      countryOptions(locale).find((c) => c.code === code)?.name;
    expect([name('en', 'DE'), name('de', 'DE'), name('it', 'DE')]).toEqual(['Germany', 'Deutschland', 'Germania']);
    expect(name('de', 'CH')).toBe('Schweiz');
    expect(name('it', 'GB')).toBe('Regno Unito');
  });

  it('sorts as the language sorts (accented initials beside their letter)', () => {
    const de = countryOptions('de').map((c) => c.name);
    expect(de.indexOf('Ägypten')).toBeLessThan(de.indexOf('Albanien'));
    expect(de.indexOf('Österreich')).toBeGreaterThan(de.indexOf('Oman'));
    expect(de.indexOf('Österreich')).toBeLessThan(de.indexOf('Pakistan'));
    const en = countryOptions('en').map((c) => c.name);
    expect(en).toEqual([...en].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('names countries as the cart does, every territory in the page language (issue 26 defect 12)', () => {
    const names = (code: string) => (['en', 'de', 'it'] as const).map((locale) => countryName(code, locale));
    expect(names('CZ')).toEqual(['Czechia', 'Tschechien', 'Cechia']);
    expect(names('UM')[1]).toBe('Amerikanische Überseeinseln');
    expect(names('UM')[2]).toMatch(/^Isole minori esterne/i);
    for (const locale of ['en', 'de', 'it'] as const)
      for (const { code, name } of countryOptions(locale))
        expect(name).toBe(new Intl.DisplayNames([intlLocale(locale)], { type: 'region' }).of(code));
  });

  it('has a name for every code (only en, de and it are registered, all complete)', () => {
    for (const locale of ['en', 'de', 'it'] as const)
      expect(countryOptions(locale).filter((c) => c.name === c.code)).toEqual([]);
  });
});

describe('isCountryCode', () => {
  it('takes ISO 3166-1 alpha-2 codes in upper case only', () => {
    expect(['DE', 'IT', 'GB', 'US', 'CH'].every(isCountryCode)).toBe(true);
    expect(['de', 'XX', 'DEU', '276', '', 'UK'].some(isCountryCode)).toBe(false);
  });
});
