// @vitest-environment node
import path from 'node:path';
import { it } from 'vitest';
import { createContentClient } from '@/lib/content/client';

it('real content', async () => {
  const { client } = createContentClient({ env: {}, contentRoot: path.join(process.cwd(), 'content') });
  const repo = await client.getRepository();
  console.log(repo.types, repo.languages, repo.experiments);
  const all = await client.dangerouslyGetAll({ lang: '*' });
  const counts: Record<string, number> = {};
  for (const d of all) counts[`${d.lang}/${d.type}`] = (counts[`${d.lang}/${d.type}`] ?? 0) + 1;
  console.log(counts);
  const broken: string[] = [];
  const walk = (v: unknown, doc: string) => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, doc));
    else if (v && typeof v === 'object') {
      const l = v as { link_type?: string; isBroken?: boolean; id?: string; url?: string };
      if (l.link_type === 'Document' && (l.isBroken || !l.url)) broken.push(`${doc} -> ${JSON.stringify(l)}`);
      Object.values(v).forEach((x) => walk(x, doc));
    }
  };
  for (const d of all) walk(d.data, d.id);
  console.log('broken/unresolved links', broken.length, broken.slice(0, 10));
  console.log(
    'no url',
    all
      .filter((d) => !d.url)
      .map((d) => `${d.type}:${d.uid}`)
      .slice(0, 20),
  );
  console.log(
    all
      .filter((d) => d.type === 'post')
      .slice(0, 3)
      .map((d) => [d.url, JSON.stringify(d.data.category)]),
  );
});
