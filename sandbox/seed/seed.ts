import { randomBytes } from 'node:crypto';
import { addClient } from '../auth/clients';
import { setPassword } from '../auth/passwords';
import { ORGANIZATION_SLUG } from '../config';
import { ref, type Store } from '../db/store';
import { seedSkus } from './catalogue';
import { seedMarkets } from './markets';
import { seedPromotions } from './promotions';

export const CREDENTIALS = {
  salesChannelClientId: 'viridea-storefront',
  integrationClientId: 'viridea-integration',
  integrationClientSecret: 'viridea-integration-secret',
  customerEmail: 'customer@viridea.test',
  customerPassword: 'viridea-password',
};

const WAREHOUSE = {
  line_1: 'Via Tortona 31',
  city: 'Milano',
  zip_code: '20144',
  state_code: 'MI',
  country_code: 'IT',
  phone: '+39 02 0000000',
};

export async function seed(store: Store): Promise<void> {
  await store.setSetting('jwt_secret', randomBytes(32).toString('hex'));
  await store.setSetting('order_number', '10000');
  const org = await store.insert('organizations', {
    name: 'Viridea',
    slug: ORGANIZATION_SLUG,
    domain: `${ORGANIZATION_SLUG}.commercelayer.io`,
    support_email: 'support@viridea.test',
  });
  await store.setSetting('organization_id', org.id);
  for (const [clientId, secret, kind, name] of [
    [CREDENTIALS.salesChannelClientId, null, 'sales_channel', 'Viridea storefront'],
    [CREDENTIALS.integrationClientId, CREDENTIALS.integrationClientSecret, 'integration', 'Viridea integration'],
  ] as const) {
    const app = await store.insert('applications', {
      name,
      kind,
      client_id: clientId,
      public_access: kind === 'sales_channel',
    });
    await addClient(store, { client_id: clientId, client_secret: secret, kind, application_id: app.id });
  }
  const merchantAddress = await store.insert('addresses', { company: 'Viridea S.r.l.', ...WAREHOUSE });
  const merchant = await store.insert('merchants', { name: 'Viridea S.r.l.' }, { address: ref(merchantAddress) });
  const warehouseAddress = await store.insert('addresses', { company: 'Viridea warehouse', ...WAREHOUSE });
  const stockLocation = await store.insert(
    'stock_locations',
    { name: 'Viridea warehouse', code: 'main', label_format: 'PDF' },
    { address: ref(warehouseAddress) },
  );
  const inventoryModel = await store.insert('inventory_models', {
    name: 'Single warehouse',
    strategy: 'no_split',
    stock_locations_cutoff: 1,
  });
  await store.insert(
    'inventory_stock_locations',
    { priority: 1, on_hold: false },
    { stock_location: ref(stockLocation), inventory_model: ref(inventoryModel) },
  );
  const shippingCategory = await store.insert('shipping_categories', { name: 'Standard', code: 'standard' });
  const skus = await seedSkus(store, shippingCategory, stockLocation);
  const groups = {
    consumer: await store.insert('customer_groups', { name: 'Consumer', code: 'consumer' }),
    business: await store.insert('customer_groups', { name: 'Business', code: 'business' }),
  };
  const gateways = {
    wire: await store.insert('manual_gateways', { name: 'Wire transfer', require_capture: true }),
    card: await store.insert('stripe_gateways', { name: 'Card (sandbox)', auto_payments: true }),
  };
  await seedMarkets(store, { skus, merchant, inventoryModel, stockLocation, shippingCategory, groups, gateways });
  const products = (await store.all('sku_lists')).find((l) => l.attributes.slug === 'product');
  if (products) await seedPromotions(store, products);
  const customer = await store.insert(
    'customers',
    { email: CREDENTIALS.customerEmail, status: 'prospect', has_password: true },
    { customer_group: ref(groups.consumer) },
  );
  await setPassword(store, customer.id, CREDENTIALS.customerEmail, CREDENTIALS.customerPassword);
  const home = await store.insert('addresses', {
    first_name: 'Giulia',
    last_name: 'Verdi',
    line_1: 'Via Roma 1',
    city: 'Torino',
    zip_code: '10121',
    state_code: 'TO',
    country_code: 'IT',
    phone: '+39 011 0000000',
  });
  await store.insert('customer_addresses', { name: 'Home' }, { customer: ref(customer), address: ref(home) });
  await store.insert('gift_cards', {
    code: 'VIRIDEA-GIFT-50',
    status: 'active',
    currency_code: 'EUR',
    balance_cents: 5000,
    initial_balance_cents: 5000,
    balance_float: 50,
    formatted_balance: '€50,00',
    single_use: false,
    rechargeable: true,
  });
}
