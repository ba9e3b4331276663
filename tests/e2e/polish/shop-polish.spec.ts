import { expect, test, type Page, type Request } from '../axe';

// First-load JS measured at 164 kB (/) and 167 kB (/freshly) gzip by npm run bench:first-load, 167 kB transferred
// for /, with a little room; the empty Next app loads 132 kB, issue 11's target 147.
const BUDGET_KB = 180;
import { countTags, served, tagsWith, textOf } from '../shop/html';
import { euros, fill, hydrated, locales, messages, openCart, path, seedCart, type Locale } from '../shop/support';

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe('sticky add-to-cart bar on a phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('shows once the buy box is scrolled past, adds by keyboard, shifts and covers nothing', async ({ page }) => {
    const m = messages('en');
    await page.goto('/freshly');
    const bar = page.getByTestId('sticky-buy-bar');
    await expect(bar).toBeHidden();
    await page.evaluate(() => {
      window.__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          window.__shifts += entry.value;
      }).observe({ type: 'layout-shift' });
    });
    const box = page.getByTestId('buy-box').first();
    await box.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY + 40));
    await expect(bar).toBeVisible();
    await expect(
      page.getByRole('region', { name: fill(m.product.buyBox.stickyLabel, { name: 'Freshly fridge purifier' }) }),
    ).toContainText(euros('en', 69));
    expect(await noSidewaysScroll(page)).toBe(true);

    const add = bar.getByRole('button', { name: m.product.buyBox.addToCart });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-count').first()).toHaveText('1');
    await expect(page.getByRole('dialog', { name: m.cartDrawer.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(add).toBeFocused();

    // At the very end of the page the bar sits below the footer, not over it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.locator(':focus').blur();
    await expect(bar).toBeVisible();
    const barTop = (await bar.boundingBox())!.y;
    const footerBottom = await page
      .locator('footer')
      .last()
      .evaluate((element) => element.getBoundingClientRect().bottom);
    expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
    expect(await page.evaluate(() => window.__shifts)).toBeLessThan(0.01);

    // Back at the buy box, the bar goes away.
    await box.scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
  });
});

test.describe('cart on a phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the checkout button stays on screen with the total beside it', async ({ page }) => {
    await seedCart(page, 'en', 'AURA-01', 1);
    await openCart(page, 'en');
    await hydrated(page.getByTestId('cart'));
    const total = await page.getByTestId('summary-total').textContent();
    const bar = page.getByTestId('checkout-bar-total');
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(`${messages('en').cart.summary.total} ${total}`);
    await expect(page.getByRole('button', { name: messages('en').cart.checkout })).toBeInViewport();
    expect(await noSidewaysScroll(page)).toBe(true);
    // The line's name keeps a readable width (it was squeezed to one letter a row beside the price column).
    const line = page.getByTestId('cart-line');
    const [name, card] = [await line.getByTestId('line-link').boundingBox(), await line.boundingBox()];
    expect(name!.width).toBeGreaterThan(card!.width / 3);
  });
});

test('payment logos are drawn in the page, named by brand, and the payment list keeps its distance', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  for (const url of ['/freshly', path('cart', 'en')]) {
    if (url !== '/freshly') await seedCart(page, 'en', 'AURA-01', 1);
    await page.goto(url);
    const logos = page.getByTestId('payment-logos').first();
    await logos.scrollIntoViewIfNeeded();
    for (const name of ['Visa', 'Mastercard', 'PayPal', 'Klarna']) {
      const logo = logos.getByRole('img', { name, exact: true });
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(
        /^url\("data:image\/svg\+xml,/,
      );
    }
  }
  const payments = page.getByRole('region', { name: messages('en').cart.payments.title });
  const next = page.locator('h2').filter({ hasText: messages('en').cart.faq.title });
  const gap =
    (await next.boundingBox())!.y - ((await payments.boundingBox())!.y + (await payments.boundingBox())!.height);
  expect(gap).toBeGreaterThanOrEqual(16);
  expect(foreign).toEqual([]);
});

test('en: gallery of several views, delivery estimate, video poster and transcript', async ({ page }) => {
  await page.goto(path('freshly', 'en'));

  const gallery = page.getByTestId('product-gallery');
  const views = gallery.getByRole('region').getByRole('img');
  await expect(views).toHaveCount(4);
  const thumbs = gallery.getByRole('link');
  await expect(thumbs).toHaveCount(4);
  await thumbs.nth(2).click();
  await expect(views.nth(2)).toBeInViewport({ ratio: 0.9 });

  await expect(page.getByTestId('buy-box-delivery').first()).toHaveText(delivery('en'));

  const video = page.locator('[data-slice-type="video"]');
  await expect(video.getByRole('img').first()).toBeVisible();
  await expect(video.locator('details[open]')).toBeVisible();
  await expect(video.locator('iframe')).toHaveCount(0);
  await expect(page.getByText(notYet)).toHaveCount(0);
});

const notYet = /not available yet|noch nicht verfügbar|non è ancora disponibile/;

function delivery(locale: Locale) {
  const home = { en: 'IE', de: 'DE', it: 'IT' }[locale];
  const days = { en: '2–4', de: '2–4', it: '1–2' }[locale];
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(home) ?? home;
  return fill(messages(locale).polish.delivery, { days, country });
}

test('every language serves the product page with its gallery, delivery estimate and video transcript', async ({
  request,
}) => {
  for (const locale of locales) {
    await test.step(locale, async () => {
      const html = await served(request, path('freshly', locale));
      const views = tagsWith(html, '-view-').filter((tag) => tag.startsWith('<li') && /id="[^"]*-view-\d+"/.test(tag));
      expect(views).toHaveLength(4);
      expect(tagsWith(html, 'href="#').filter((tag) => /-view-\d+"/.test(tag))).toHaveLength(4);
      expect(textOf(html, 'data-testid="buy-box-delivery"')).toBe(delivery(locale));
      const from = html.indexOf('data-slice-type="video"');
      const video = html.slice(from, html.indexOf('data-slice-type=', from + 1));
      expect(countTags(video, 'img')).toBeGreaterThan(0);
      expect(tagsWith(video, '<details').some((tag) => /\sopen(=""|\s|>)/.test(tag))).toBe(true);
      expect(countTags(video, 'iframe')).toBe(0);
      expect(html).not.toMatch(notYet);
    });
  }
});

test('the CSP frames only the privacy-mode video host', async ({ page }) => {
  const response = await page.goto('/freshly');
  const policy = (await response!.headerValue('content-security-policy')) ?? '';
  const frames = /(?:^|; )frame-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  // Besides the video host, only the vendors the e2e server configures (a local fixture origin).
  expect(frames[0]).toBe('https://www.youtube-nocookie.com');
  expect(frames.slice(1).every((source) => source.startsWith('http://127.0.0.1:'))).toBe(true);
});

test('Product JSON-LD rates the product as the stars beside the title do', async ({ page }) => {
  await page.goto('/freshly');
  const text = (await page.locator('h1 ~ p').filter({ hasText: 'out of 5 stars' }).first().textContent()) ?? '';
  const [, average, count] = /([\d.]+) out of 5 stars from (\d+) review/.exec(text) ?? [];
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks
    .map((block) => JSON.parse(block) as Record<string, unknown>)
    .find((d) => d['@type'] === 'Product');
  expect(product?.aggregateRating).toMatchObject({
    '@type': 'AggregateRating',
    ratingValue: Number(average),
    reviewCount: Number(count),
  });
});

test('first-load JavaScript of home and a product page stays within its budget, without nprogress', async ({
  page,
}) => {
  for (const url of ['/', '/freshly']) {
    const sizes: Promise<number>[] = [];
    const pending = new Set<Request>();
    const started = (request: Request) => {
      if (request.resourceType() === 'script') pending.add(request);
    };
    const ended = (request: Request) => {
      if (pending.delete(request)) sizes.push(request.sizes().then((size) => size.responseBodySize));
    };
    const failed = (request: Request) => pending.delete(request);
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', failed);
    await page.goto(url);
    // Hydrated, its effects run, and every script the page asked for by then has arrived.
    await hydrated(page.locator('body'));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    await expect.poll(() => pending.size).toBe(0);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', failed);
    const kb = (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0) / 1024;
    expect(kb, `${url} JS transferred`).toBeLessThanOrEqual(BUDGET_KB);
    // The loading bar's library comes with the first slow navigation, not in the page's own scripts.
    const html = await (await page.request.get(url)).text();
    for (const [, src] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) {
      expect(await (await page.request.get(src!)).text(), src).not.toContain('nprogress-custom-parent');
    }
  }
});
