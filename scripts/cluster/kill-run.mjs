// The failure run: `clients` visitors browse, add to cart and send the contact form through the load balancer while
// one instance is killed with SIGKILL; counts what the visitors saw and which submissions were acknowledged.
import { setTimeout as sleep } from 'node:timers/promises';
import { createVisitor, formFields } from './client.mjs';

const pages = ['/', '/technology', '/freshly', '/contact', '/de/freshly', '/it/contatti', '/cart'];
const successText = 'Thank you for contacting us!';

async function contact(visitor, origin, email) {
  const page = await visitor.get(`${origin}/contact`);
  if (page.status !== 200) return { status: page.status };
  const sent = await visitor.post(`${origin}/contact`, formFields(page.text, 'contact-form'), {
    firstName: 'Kill',
    lastName: 'Test',
    email,
    country: 'IT',
    message: 'Does my message survive an instance dying under me?',
    privacy: 'on',
    terms: 'on',
  });
  return { status: sent.status, acknowledged: sent.status === 200 && sent.text.includes(successText) };
}

async function addToCart(visitor, origin) {
  const page = await visitor.get(`${origin}/freshly`);
  if (page.status !== 200) return { status: page.status };
  const sent = await visitor.post(`${origin}/freshly`, formFields(page.text, 'data-testid="buy-box"'));
  return { status: sent.status, acknowledged: sent.status < 400 };
}

/**
 * Runs the visitors for `durationMs`, SIGKILLs `victim()` (a pid) at `killAtMs`; resolves with the counts and the
 * acknowledged contact emails.
 */
export async function killRun({ origin, victim, clients = 8, durationMs = 12_000, killAtMs = 4_000, tag = 'kill' }) {
  const counts = {
    gets: 0,
    get5xx: 0,
    failedConnections: 0,
    adds: 0,
    addsAcknowledged: 0,
    contacts: 0,
    contactsAcknowledged: 0,
  };
  const acknowledged = [];
  const statuses = {};
  const note = (kind, status) => {
    const key = `${kind} ${status}`;
    statuses[key] = (statuses[key] ?? 0) + 1;
  };
  const until = Date.now() + durationMs;
  let killedAt = 0;
  const killer = (async () => {
    await sleep(killAtMs);
    process.kill(victim(), 'SIGKILL');
    killedAt = Date.now();
  })();
  const client = async (n) => {
    const visitor = createVisitor();
    for (let round = 0; Date.now() < until; round++) {
      const kind = ['get', 'add', 'get', 'contact'][round % 4];
      try {
        if (round % 4 === 3) {
          const email = `${tag}-${n}-${round}-${Date.now()}@cluster.test`;
          const { acknowledged: ok, status } = await contact(visitor, origin, email);
          note('contact', status);
          counts.contacts++;
          if (ok) acknowledged.push(email);
        } else if (round % 4 === 1) {
          const { acknowledged: ok, status } = await addToCart(visitor, origin);
          note('add', status);
          counts.adds++;
          if (ok) counts.addsAcknowledged++;
        } else {
          const { status } = await visitor.get(`${origin}${pages[(n + round) % pages.length]}`);
          note('get', status);
          counts.gets++;
          if (status >= 500) counts.get5xx++;
        }
      } catch (error) {
        note(`${kind} ${error.cause?.code ?? error.name}`, 'failed');
        counts.failedConnections++;
      }
    }
  };
  await Promise.all([killer, ...Array.from({ length: clients }, (_, n) => client(n))]);
  counts.contactsAcknowledged = acknowledged.length;
  return { counts, statuses, acknowledged, killedAt };
}
