#!/usr/bin/env node
// Durability of acknowledged submissions (issue 12): starts the whole site (server/start.ts, its own process
// group), posts the contact form the way a browser without JavaScript does from several clients at once, and as
// soon as the wanted number of success pages has arrived SIGKILLs the whole group (site, sandbox, services,
// PostgreSQL). After each restart, `npm run submissions` must list every acknowledged submission.
//   npm run bench:durability [-- --rounds 20 --concurrency 4 --port 3300 --sandbox-port 4300]
// Needs a production build in $NEXT_DIST_DIR (start.ts builds one if missing). Data in .data/durability (wiped).
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '4' },
    port: { type: 'string', default: '3300' },
    'sandbox-port': { type: 'string', default: '4300' },
  },
});
const rounds = Number(opts.rounds);
const concurrency = Number(opts.concurrency);
const port = Number(opts.port);
const origin = `http://127.0.0.1:${port}`;
const root = '.data/durability';
const success = 'Thank you for contacting us!';

rmSync(root, { recursive: true, force: true });
mkdirSync(root, { recursive: true });
const env = {
  ...process.env,
  PORT: String(port),
  SANDBOX_PORT: opts['sandbox-port'],
  SANDBOX_DATA_DIR: `${root}/sandbox`,
  DATABASE_DIR: `${root}/postgres`,
  MAILDEV_SMTP_PORT: String(port + 20_000),
  MAILDEV_WEB_PORT: String(port + 21_000),
  NEXT_PUBLIC_SITE_URL: origin,
  RATE_LIMIT_SCALE: '1000',
};
delete env.DATABASE_URL;
delete env.SMTP_URL;
const log = openSync(`${root}/site.log`, 'a');

async function startSite() {
  const site = spawn(process.execPath, ['server/start.ts'], { env, detached: true, stdio: ['ignore', log, log] });
  const started = Date.now();
  for (;;) {
    if (site.exitCode !== null) throw new Error(`the site exited while starting (see ${root}/site.log)`);
    try {
      if ((await fetch(`${origin}/contact`)).ok) return { site, startMs: Date.now() - started };
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > 300_000) throw new Error('the site did not start within 5 minutes');
    await sleep(200);
  }
}

const decode = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The contact form's hidden inputs (server-action reference, idempotency key, locale) from the page's HTML. */
function hiddenInputs(html) {
  const form = html.split('<form').find((part) => part.includes('name="message"'));
  if (!form) throw new Error('no contact form on /contact');
  const fields = [];
  for (const [input] of form.split('</form>')[0].matchAll(/<input[^>]*>/g)) {
    if (!/type="hidden"/.test(input)) continue;
    const name = input.match(/\sname="([^"]*)"/)?.[1];
    if (name) fields.push([decode(name), decode(input.match(/\svalue="([^"]*)"/)?.[1] ?? '')]);
  }
  return fields;
}

/** One visitor without JavaScript: loads the page, posts the form; true when the success message came back. */
async function submit(email, killed) {
  const signal = killed;
  const page = await (await fetch(`${origin}/contact`, { signal })).text();
  const body = new FormData();
  for (const [name, value] of hiddenInputs(page)) body.append(name, value);
  const fields = { kind: 'private', firstName: 'Dura', lastName: 'Bility', email, country: 'DE' };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('message', `Durability check ${email}: nothing acknowledged may be lost.`);
  body.append('privacy', 'on');
  body.append('terms', 'on');
  body.append('fax', '');
  const response = await fetch(`${origin}/contact`, { method: 'POST', body, headers: { Origin: origin }, signal });
  return response.ok && (await response.text()).includes(success);
}

function storedEmails() {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/submissions.ts', 'contact', '--format', 'jsonl'],
    {
      env,
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`npm run submissions failed: ${run.stderr}`);
  return new Set(
    run.stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line).email),
  );
}

function killGroup(site) {
  try {
    process.kill(-site.pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

async function waitGone(site) {
  while (site.exitCode === null && site.signalCode === null) await sleep(50);
  // The group's other members (PostgreSQL, sandbox) die with the same signal; give the kernel a moment to reap.
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(-site.pid, 0);
      await sleep(100);
    } catch {
      return;
    }
  }
}

// Keeps the event loop alive while every pending request waits on a socket the kill has closed.
const keepAlive = setInterval(() => undefined, 1_000);
const acknowledged = [];
let attempted = 0;
let missing = [];
const startTimes = [];
for (let round = 1; round <= rounds + 1; round++) {
  const { site, startMs } = await startSite();
  startTimes.push(startMs);
  if (acknowledged.length) {
    const stored = storedEmails();
    missing = acknowledged.filter((email) => !stored.has(email));
    console.log(
      `round ${round - 1}: restarted in ${(startMs / 1000).toFixed(1)} s; acknowledged so far ${acknowledged.length}, found ${acknowledged.length - missing.length}`,
    );
  }
  if (round > rounds) {
    site.kill('SIGTERM');
    await waitGone(site);
    break;
  }
  // Kill after a random number of acknowledgements, while the other clients still have posts in flight.
  const killAfter = 1 + Math.floor(Math.random() * concurrency * 2);
  const controller = new AbortController();
  let acks = 0;
  let killed = false;
  const client = async (id) => {
    while (!killed) {
      const email = `durability-r${round}-c${id}-${randomUUID().slice(0, 8)}@test.example`;
      attempted++;
      // A race with a plain timer: a fetch whose socket the kill closed must not hold the round forever.
      const ok = await Promise.race([submit(email, controller.signal).catch(() => false), sleep(60_000, false)]);
      if (!ok || killed) continue;
      acknowledged.push(email);
      if (++acks >= killAfter) {
        killed = true;
        killGroup(site);
        controller.abort();
        console.log(`round ${round}: SIGKILL after ${acks} acknowledged`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, id) => client(id)));
  await waitGone(site);
}

clearInterval(keepAlive);
const sorted = [...startTimes].sort((a, b) => a - b);
console.log(
  JSON.stringify(
    {
      rounds,
      concurrency,
      attempts: attempted,
      acknowledged: acknowledged.length,
      found: acknowledged.length - missing.length,
      lost: missing.length,
      restartMedianS: Number((sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(1)),
    },
    null,
    2,
  ),
);
if (missing.length) console.error(`lost: ${missing.join(', ')}`);
process.exit(missing.length ? 1 : 0);
