import { expect, test } from '../axe';
import { served, tagsWith } from '../shop/html';
import { locales, messages } from '../shop/support';

const prefix = (locale: (typeof locales)[number]) => messages(locale).delivery.between.split('<from>')[0];
const verde = (locale: (typeof locales)[number], uid: string) => `${locale === 'en' ? '' : `/${locale}`}/${uid}`;

test.describe('without JavaScript on a 320 px phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

  test('de: Verde smart compares itself with Verde basic and dates the delivery, without sideways scrolling', async ({
    page,
  }) => {
    const m = messages('de');
    await page.goto(verde('de', 'verde-smart'));
    const table = page.getByRole('table', { name: 'Verde basic und Verde smart im Vergleich, Merkmal für Merkmal' });
    await expect(table.getByRole('columnheader')).toHaveText([m.comparison.feature, 'Verde basic', 'Verde smart']);
    await expect(table.getByRole('row', { name: /Automatikmodus/ })).toContainText(m.comparison.notIncluded);
    const arrival = page.getByTestId('buy-box-arrival').first();
    await expect(arrival).toContainText(prefix('de'));
    await expect(arrival.locator('time')).toHaveCount(2);
    // The perk's check mark hangs beside the arrival range, not alone on a line above it.
    const top = async (locator: import('@playwright/test').Locator) => (await locator.boundingBox())!.y;
    expect(Math.abs((await top(arrival.getByTestId('delivery-date'))) - (await top(arrival)))).toBeLessThan(4);
    // Scrolled to the last row, the product names stay in view under the site's header.
    await table.getByRole('row').last().scrollIntoViewIfNeeded();
    const names = table.getByRole('columnheader', { name: 'Verde smart' });
    const header = (await page.locator('header.site-header').boundingBox())!;
    expect(await top(table.getByRole('row').nth(1))).toBeLessThan(header.y + header.height);
    expect(Math.abs((await top(names)) - (header.y + header.height))).toBeLessThan(4);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
  });
});

test('every language serves both Verde pages with the comparison table and an arrival range in the HTML', async ({
  request,
}) => {
  const today = new Date().toISOString().slice(0, 10);
  const inThreeWeeks = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  for (const locale of locales)
    for (const uid of ['verde-basic', 'verde-smart'])
      await test.step(`${locale} ${uid}`, async () => {
        const html = await served(request, verde(locale, uid));
        expect(tagsWith(html, 'data-slice-type="comparison_table"')).toHaveLength(1);
        expect(html).toMatch(/<caption[^>]*>[^<]+<\/caption>/);
        expect(tagsWith(html, 'scope="row"').length).toBeGreaterThan(5);
        const arrival = html.slice(html.indexOf('data-testid="buy-box-arrival"'));
        expect(arrival).toContain(prefix(locale).replace(/'/g, '&#x27;'));
        const days = [...arrival.matchAll(/<time dateTime="(\d{4}-\d{2}-\d{2})"/gi)].map((match) => match[1]);
        expect(days.slice(0, 2).every((day) => day > today && day <= inThreeWeeks)).toBe(true);
      });
});
