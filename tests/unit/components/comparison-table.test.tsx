import { readFileSync } from 'node:fs';
import type { Content } from '@prismicio/client';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComparisonTable } from '@/components/slices/ComparisonTable';
import type { Locale } from '@/lib/i18n/locales';

const folders = { en: 'en-gb', de: 'de-de', it: 'it-it' } as const;

function comparison(locale: Locale, uid: string): Content.ComparisonTableSlice {
  const file = `content/documents/${folders[locale]}/product_page/${uid}.json`;
  const document = JSON.parse(readFileSync(file, 'utf8')) as { data: { slices: Content.ComparisonTableSlice[] } };
  const slice = document.data.slices.find((candidate) => candidate.slice_type === 'comparison_table');
  if (!slice) throw new Error(`${file} has no comparison table`);
  return slice;
}

describe('ComparisonTable', () => {
  it('is a table with a caption, column and row headers, and says in words what the marks mean', async () => {
    render(await ComparisonTable({ slice: comparison('en', 'verde-basic'), locale: 'en', index: 2 }));
    const table = screen.getByRole('table', { name: 'Verde basic and Verde smart compared, feature by feature' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((header) => header.textContent)).toEqual(['Feature', 'Verde basic', 'Verde smart']);
    expect(columns.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
    const automatic = within(table).getByRole('rowheader', { name: 'Automatic mode' }).closest('tr')!;
    expect(automatic.querySelector('th')?.getAttribute('scope')).toBe('row');
    expect([...automatic.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '–Not included',
      '✓Adapts the fan to the air in the room',
    ]);
    const reservoir = within(table).getByRole('rowheader', { name: 'Water reservoir in the base' }).closest('tr')!;
    expect(within(reservoir).getAllByText('Included')).toHaveLength(2);
    expect(table.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
  });

  it('writes its words in German and Italian', async () => {
    render(await ComparisonTable({ slice: comparison('de', 'verde-smart'), locale: 'de', index: 2 }));
    expect(screen.getByRole('columnheader', { name: 'Merkmal' })).toBeInTheDocument();
    expect(screen.getAllByText('Nicht enthalten').length).toBeGreaterThan(0);
    render(await ComparisonTable({ slice: comparison('it', 'verde-basic'), locale: 'it', index: 2 }));
    expect(screen.getByRole('columnheader', { name: 'Caratteristica' })).toBeInTheDocument();
    expect(screen.getAllByText('Non incluso').length).toBeGreaterThan(0);
  });

  it('states the same facts on both Verde pages in every language', () => {
    const facts = (locale: Locale, uid: string) =>
      comparison(locale, uid).items.map((row) => [
        row.first_has,
        row.second_has,
        !!row.first_detail,
        !!row.second_detail,
      ]);
    const reference = facts('en', 'verde-basic');
    expect(reference.length).toBeGreaterThan(5);
    for (const locale of ['en', 'de', 'it'] as const)
      for (const uid of ['verde-basic', 'verde-smart']) expect(facts(locale, uid)).toEqual(reference);
  });
});
