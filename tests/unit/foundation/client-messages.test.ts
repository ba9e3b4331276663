// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientNamespaces } from '@/lib/i18n/client-messages';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('client messages', () => {
  it('include every namespace a client component translates with', () => {
    const missing: string[] = [];
    for (const file of [...sources('components'), ...sources('app'), ...sources('lib')]) {
      const text = readFileSync(file, 'utf8');
      if (!/^['"]use client['"]/m.test(text)) continue;
      for (const match of text.matchAll(/useTranslations\(\s*'([\w]+)/g)) {
        if (!(clientNamespaces as readonly string[]).includes(match[1])) missing.push(`${file}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
