import { afterAll } from 'vitest';
import { forgetOffers } from '@/lib/catalogue/server';
import { resetIntegrationClient } from '@/lib/commerce/integration-client';
import { resetCommerceClient } from '@/lib/commerce/sdk';
import { configureContentClient } from '@/lib/content/instance';
import { closeDb } from '@/lib/db/server';
import { resetLimits } from '@/lib/http/rate-limit';

// Runs before each file of the integration-shared project, whose files share a worker's modules, and leaves the
// process after the file as a worker of its own would start: the environment the file changed (DATABASE_URL,
// SUPPORT_EMAIL, the sandbox lib/commerce talks to) and what the app keeps per process from it: the database pool, the
// rate limiters (counting in that database), the commerce configuration, tokens and offers, the content client.
const environment = { ...process.env };

afterAll(async () => {
  await closeDb();
  resetLimits();
  resetCommerceClient();
  resetIntegrationClient();
  forgetOffers();
  configureContentClient({});
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
});
