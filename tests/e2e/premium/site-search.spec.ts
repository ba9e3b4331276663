import { expect, test } from '../axe';
import { escaped, metaContent, served, tagsWith } from '../shop/html';
import { fill, messages } from '../shop/support';

test(
  'it, on a 320 px phone: the results page fits; "fresly" typed in the header search offers Freshly, Enter opens it',
  { tag: '@smoke' },
  async ({ page }) => {
    const m = messages('it').search;
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/it/cerca?q=spedizone');
    await expect(page.getByRole('heading', { level: 2, name: m.kinds.faq, exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: m.open, expanded: false }).click();
    const field = page.getByRole('combobox', { name: m.label });
    await expect(field).toBeFocused();
    await field.pressSequentially('fresly');
    const listbox = page.getByRole('listbox', { name: m.label });
    await expect(listbox.getByRole('group', { name: m.kinds.product }).getByRole('option')).toHaveText(/^Freshly/);
    await expect(page.getByRole('status').filter({ hasText: '“fresly”' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/it\/freshly$/);
  },
);

test('without JavaScript, over HTTP: the header form, grouped results, the empty state and refusals', async ({
  request,
}) => {
  const home = await served(request, '/de');
  expect(tagsWith(home, 'role="search"').find((tag) => tag.includes('action="/de/suche"'))).toMatch(/method="get"/);
  expect(tagsWith(home, 'href="#site-search"')).toHaveLength(1);

  const it = messages('it').search;
  const found = await served(request, '/it/cerca?q=spedizone');
  expect(metaContent(found, 'robots')).toMatch(/noindex/);
  expect(found).toContain(`>${escaped(it.kinds.faq)}</h2>`);
  expect(found).toMatch(/<h3><a href="\/it\/faq\/[^"]+">Quanto costa la spedizione\?<\/a><\/h3>/);
  expect(found).toContain(escaped(fill(it.resultsTitle, { query: 'spedizone' })));

  // Issue 39 item 6: products first, with the price the product page shows; the count is the number of hits listed.
  const fridge = await served(request, '/it/cerca?q=frigorifero');
  const shopPrice = /data-testid="buy-box-price"[^>]*>([^<]*)</.exec(await served(request, '/it/freshly'))?.[1];
  expect(/<h3><a href="([^"]+)"/.exec(fridge)?.[1]).toBe('/it/freshly');
  expect(/data-testid="search-price"[^>]*>([^<]*)</.exec(fridge)?.[1]).toBe(shopPrice);
  const listed = fridge.match(/<h3>/g)?.length ?? 0;
  expect(fridge).toContain(escaped(`${listed} risultati per “frigorifero”`));

  const de = messages('de').search;
  const none = await served(request, '/de/suche?q=qwxzvk');
  expect(none).toContain(escaped(fill(de.empty, { query: 'qwxzvk' })));
  expect(none).toContain(`href="/de/freshly"`);
  expect(none).toContain(`href="/de/kontakt"`);

  const short = await served(request, '/search?q=a');
  expect(short).toContain(escaped(fill(messages('en').search.errors.short, { min: 2 })));

  const refused = await request.get('/api/search?q=a&locale=it');
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toBe(fill(it.errors.short, { min: 2 }));
  expect(await (await request.get('/sitemap.xml')).text()).not.toMatch(/:\d+(\/de|\/it)?\/(search|suche|cerca)</);
});
