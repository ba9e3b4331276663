import { expect, test } from '../axe';
import { hydrated, messages, openCart, seedCart } from '../shop/support';

// The server reads the client address (the last X-Forwarded-For hop, as behind a proxy) in the bundled dataset.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '81.2.69.142' } });

test('a visitor from a British address gets GB and pounds preselected, without any script, and can change it', async ({
  page,
}) => {
  const m = messages('en');
  await seedCart(page, 'en', 'VERDE-BASIC');
  await openCart(page, 'en');
  const country = page.getByRole('combobox', { name: m.cart.country.label });
  await expect(country).toHaveValue('GB');
  await expect(page.getByTestId('summary-total')).toContainText('£');
  await hydrated(country);
  await country.selectOption('IT');
  await expect(page.getByTestId('summary-total')).toContainText('€');
  await page.reload();
  await expect(page.getByRole('combobox', { name: m.cart.country.label })).toHaveValue('IT');
});
