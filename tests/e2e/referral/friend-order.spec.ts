import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '../axe';
import { messages, uniqueEmail } from '../forms/support';
import { euros, fill, path, placeOrderOnSandbox, sandboxOrigin } from '../shop/support';
import { consentCookie } from '../../support/consent-cookie';
import { joinProgramme, referralPaths } from './support';

const run = promisify(execFile);

/** The platform's operator ships and delivers the friend's order with the documented command. */
async function deliverOrder(orderId: string): Promise<Date> {
  const { stdout } = await run('npx', ['tsx', 'scripts/sandbox-deliver.ts', orderId], {
    env: { ...process.env, SANDBOX_PORT: new URL(sandboxOrigin).port },
  });
  return new Date(stdout.match(/delivered at (\S+)/)![1]);
}

// Once, in German, through the shared link; a code typed in the cart is tests/integration/referral/friend-cart.test.ts
// ("typed in the cart takes 20 € off"), the dashboard's dates per language tests/unit/referral/referral-list.test.tsx.
test("a friend's first order with the member's code shows on the dashboard as pending (de)", async ({
  page,
  browser,
  baseURL,
}) => {
  const locale = 'de';
  const m = messages(locale);
  const memberEmail = uniqueEmail(`member-${locale}`);
  const code = await joinProgramme(page, locale, memberEmail);
  await expect(page.getByText(m.referral.dashboard.noReferrals)).toBeVisible();

  const friendContext = await browser.newContext();
  await friendContext.addCookies([{ ...consentCookie(), url: baseURL! }]);
  const friend = await friendContext.newPage();
  try {
    await friend.goto(`/de?ref=${code.toLowerCase()}`);
    await friend.goto(path('cart', locale));
    await expect(friend.getByTestId('coupon-saved')).toContainText(
      fill(m.referralCart.saved, { code, amount: euros(locale, 20) }),
    );
    const added = await friend.request.post(`/api/cart/items?locale=${locale}`, {
      data: { skuCode: 'FRESHLY-01', quantity: 1 },
    });
    const view = await added.json();
    expect([added.status(), view.savedCouponRefused]).toEqual([200, undefined]);
    expect(view.couponCode).toBe(code);
    await friend.goto(path('cart', locale));
    await expect(friend.getByTestId('coupon-applied')).toContainText(code);
    await expect(friend.getByTestId('summary-discount')).toContainText(euros(locale, 20));

    await friend.getByRole('button', { name: m.cart.checkout }).click();
    await friend.waitForURL(/\/checkout\/[^/?]+\?accessToken=/);
    const orderId = new URL(friend.url()).pathname.split('/').pop()!;
    const friendEmail = uniqueEmail(`friend-${locale}`);
    await placeOrderOnSandbox(friend, {
      email: friendEmail,
      firstName: 'Luca',
      lastName: 'Bianchi',
      line1: 'Via Dante 7',
      zipCode: '20121',
    });
    await expect(friend.locator('h1')).toBeVisible();

    // The sandbox posts the signed orders.place webhook to the site, which records the pending referral.
    const list = page.getByTestId('referral-list');
    await expect(async () => {
      await page.reload();
      await expect(list).toContainText(m.referral.dashboard.statusPending, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(list).toContainText(m.referral.dashboard.approvalPending);

    const deliveredAt = await deliverOrder(orderId);
    const approveOn = new Date(deliveredAt.getTime() + 14 * 24 * 60 * 60 * 1000);
    const approvalDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(approveOn);
    await expect(async () => {
      await page.reload();
      await expect(list).toContainText(approvalDate, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(list).toContainText(m.referral.dashboard.statusPending);
    await expect(page).toHaveURL(new RegExp(`${referralPaths.dashboard[locale]}$`));
  } finally {
    await friendContext.close();
  }
});
