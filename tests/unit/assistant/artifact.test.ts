import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArtifact, writeArtifact } from '@/lib/assistant/artifact';
import { buildArtifact } from '@/lib/assistant/model';

let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'assistant-artifact-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the assistant artifact on disk', () => {
  it('reads back what the build wrote', async () => {
    const entries = [{ uid: 'charge', title: 'How do I charge it?', answer: 'Plug it in.', url: '/faq/charge' }];
    const artifact = await buildArtifact('en', entries, { charge: ['charging the battery', 'power cable'] });
    await writeArtifact(artifact, dir);
    expect(await readArtifact('en', dir)).toEqual(JSON.parse(JSON.stringify(artifact)));
  }, 30_000);

  it('ignores an artifact from before the vocabulary and product fields, so the server trains afresh', async () => {
    await writeFile(
      path.join(dir, 'de.json'),
      JSON.stringify({ locale: 'de', entries: [], index: {}, classifier: '' }),
    );
    expect(await readArtifact('de', dir)).toBeNull();
  });
});
