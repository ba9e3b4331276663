// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fixtureClient, fixtureRoot } from './support';

// Two processes' clients over one copy of the fixture folder, configured as in production (read once).
const root = mkdtempSync(path.join(tmpdir(), 'content-refresh-'));
cpSync(fixtureRoot, root, { recursive: true });
const file = path.join(root, 'documents/en-gb/page/technology.json');
const [first, second] = [0, 1].map(() => fixtureClient({ env: { NODE_ENV: 'production' }, contentRoot: root }));
const title = async (content: typeof first) =>
  (await content.client.getByUID('page', 'technology', { lang: 'en-gb' })).data.title;

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('embedded content after a webhook', () => {
  it('keeps what it read until a publication, then every process sharing the folder reads the change', async () => {
    const before = await title(first);
    expect(await title(second)).toBe(before);
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...doc, data: { ...doc.data, title: 'Technology, revised' } }));
    expect(await title(first)).toBe(before);
    expect(await title(second)).toBe(before);

    await first.refresh();
    expect(await title(first)).toBe('Technology, revised');
    // The second client still holds the old master ref (the client caches the repository for 5 s).
    expect(await title(second)).toBe('Technology, revised');
  });

  it('answers a superseded master ref with the current documents', async () => {
    const oldRef = (await first.client.getMasterRef()).ref;
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...doc, data: { ...doc.data, title: 'Technology, third' } }));
    await second.refresh();
    const answer = await first.client.getByUID('page', 'technology', { lang: 'en-gb', ref: oldRef });
    expect(answer.data.title).toBe('Technology, third');
  });

  it('keeps one client per process, however many bundles load the module (the webhook refreshes the pages’ one)', async () => {
    const route = await import('@/lib/content/instance');
    route.configureContentClient({ env: {}, contentRoot: root });
    vi.resetModules();
    const page = await import('@/lib/content/instance');
    expect(page).not.toBe(route);
    expect(await page.getContentClient()).toBe(await route.getContentClient());
  });
});
