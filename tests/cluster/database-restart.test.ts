import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';
import { createVisitor, formFields } from '@/scripts/cluster/client.mjs';
import { cluster, port } from './shared';

// The one PostgreSQL of the cluster runs inside its first services process (server/site-services.ts, which wrote
// its pid to launcher.pid): SIGTERM stops the server cleanly, the cluster's supervisor starts it again on its port.
const databaseDir = `.data/cluster-${port}/postgres`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stackTrace = /ECONN|57P0\d|Connection terminated|\bat \S+ \(\S+:\d+:\d+\)/;

type Kind = 'contact' | 'newsletter' | 'consent';
type Answer = { kind: Kind; at: number; outcome: 'acknowledged' | 'unavailable' | 'other'; id: string; detail: string };

const forms = {
  contact: {
    path: '/de/kontakt',
    marker: 'contact-form',
    success: de.forms.contact.success,
    unavailable: de.http.errors.serviceUnavailable,
    values: (email: string) => ({
      firstName: 'Paula',
      lastName: 'Postgres',
      email,
      country: 'DE',
      message: 'Kommt meine Nachricht an, während die Datenbank neu startet?',
      privacy: 'on',
      terms: 'on',
    }),
  },
  newsletter: {
    path: '/it',
    marker: 'data-testid="newsletter-block"',
    success: it_.forms.newsletter.success,
    unavailable: it_.http.errors.serviceUnavailable,
    values: (email: string) => ({ email, country: 'IT', privacy: 'on' }),
  },
};

async function submitForm(kind: 'contact' | 'newsletter', n: number): Promise<Answer> {
  const form = forms[kind];
  const visitor = createVisitor({ site: cluster.origin });
  const email = `restart-${kind}-${n}-${randomUUID().slice(0, 8)}@cluster.test`;
  const page = await visitor.get(`${cluster.origin}${form.path}`);
  if (page.status !== 200 || !page.text.includes(form.marker)) {
    const detail = `page ${page.status} ${page.text.length} ${page.text.replace(/<[^>]+>/g, ' ').slice(0, 200)}`;
    return { kind, at: Date.now(), outcome: 'other', id: email, detail };
  }
  const sent = await visitor.post(
    `${cluster.origin}${form.path}`,
    formFields(page.text, form.marker),
    form.values(email),
  );
  // The answer's status block, not the page's client messages (which carry every text of the form).
  const answer = /data-testid="form-status" data-status="(\w+)"[^>]*>([\s\S]{0,1500})/.exec(sent.text);
  const text = (answer?.[2] ?? '').replace(/&#x27;|&#39;/g, "'");
  const fine = sent.status === 200 && !stackTrace.test(sent.text);
  const outcome =
    fine && answer?.[1] === 'success' && text.includes(form.success)
      ? 'acknowledged'
      : fine && answer?.[1] === 'error' && text.includes(form.unavailable)
        ? 'unavailable'
        : 'other';
  const detail = `${sent.status} ${answer?.[1]} ${text.replace(/<[^>]+>/g, ' ').slice(0, 120)}`;
  return { kind, at: Date.now(), outcome, id: email, detail };
}

async function recordConsent(): Promise<Answer> {
  const consentId = randomUUID();
  const response = await fetch(`${cluster.origin}/api/consent?locale=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: cluster.origin },
    body: JSON.stringify({ consentId, categories: ['analytics'], revision: 1, locale: 'en' }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.text();
  const unavailable =
    response.status === 503 &&
    response.headers.get('retry-after') !== null &&
    JSON.parse(body).error === en.http.errors.serviceUnavailable &&
    !stackTrace.test(body);
  const outcome = response.status === 204 ? 'acknowledged' : unavailable ? 'unavailable' : 'other';
  return { kind: 'consent', at: Date.now(), outcome, id: consentId, detail: `${response.status}` };
}

async function databaseAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('a PostgreSQL restart under the cluster', () => {
  it('answers forms with a localized 503 meanwhile, loses nothing acknowledged and serves again after', async () => {
    const url = readFileSync(`${databaseDir}/url`, 'utf8').trim();
    const pidsBefore = cluster.instances().map(({ pid }) => pid);
    const answers: Answer[] = [];
    let stoppedAt = 0;
    let backAt = 0;
    const restart = (async () => {
      await sleep(1_500);
      process.kill(Number(readFileSync(`${databaseDir}/launcher.pid`, 'utf8')), 'SIGTERM');
      stoppedAt = Date.now();
      await sleep(200);
      while (!(await databaseAnswers(url))) await sleep(100);
      backAt = Date.now();
    })();
    const kinds: Kind[] = ['contact', 'newsletter', 'consent'];
    const visitor = async (n: number) => {
      const kind = kinds[n % kinds.length];
      for (let round = 0; !backAt || Date.now() < backAt + 3_000; round++) {
        const answer = await (kind === 'consent' ? recordConsent() : submitForm(kind, n * 1000 + round)).catch(
          (error: Error) => ({ kind, at: Date.now(), outcome: 'other' as const, id: '', detail: error.message }),
        );
        answers.push(answer);
      }
    };
    await Promise.all([restart, ...Array.from({ length: 6 }, (_, n) => visitor(n))]);

    const tally = (kind: Kind, outcome: Answer['outcome'], after = 0) =>
      answers.filter((a) => a.kind === kind && a.outcome === outcome && a.at > after).length;
    const summary = Object.fromEntries(
      kinds.map((kind) => [
        kind,
        {
          acknowledged: tally(kind, 'acknowledged'),
          unavailable: tally(kind, 'unavailable'),
          other: tally(kind, 'other'),
          acknowledgedAfterRestart: tally(kind, 'acknowledged', backAt),
        },
      ]),
    );
    console.log(
      `[cluster database restart] outage ${backAt - stoppedAt} ms ${JSON.stringify(summary)}` +
        ` other: ${JSON.stringify(answers.filter((a) => a.outcome === 'other').slice(0, 5))}`,
    );
    expect(answers.filter((a) => a.outcome === 'other')).toEqual([]);
    for (const kind of kinds) {
      expect(summary[kind].unavailable, `${kind} answered 503 during the outage`).toBeGreaterThan(0);
      expect(summary[kind].acknowledgedAfterRestart, `${kind} works again after the restart`).toBeGreaterThan(0);
    }

    const acknowledged = (kind: Kind) => answers.filter((a) => a.kind === kind && a.outcome === 'acknowledged');
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const count = async (sql: string, ids: string[]) => (await db.query(sql, [ids])).rows.length;
      const contacts = acknowledged('contact').map((a) => a.id);
      const newsletters = acknowledged('newsletter').map((a) => a.id);
      const consents = acknowledged('consent').map((a) => a.id);
      expect(await count('select 1 from contact_messages where email = any($1)', contacts)).toBe(contacts.length);
      expect(await count('select 1 from newsletter_subscriptions where email = any($1)', newsletters)).toBe(
        newsletters.length,
      );
      expect(await count('select 1 from cookie_consents where consent_id = any($1::uuid[])', consents)).toBe(
        consents.length,
      );
    } finally {
      await db.end();
    }
    expect(cluster.instances().map(({ pid }) => pid)).toEqual(pidsBefore);
  });
});
