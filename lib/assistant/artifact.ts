import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/lib/i18n/locales';
import type { AssistantArtifact } from './model';

/** Where `npm run build` (scripts/assistant-build.ts) leaves the trained models and search indexes. */
const artifactDir = path.join(process.cwd(), '.assistant');

function fileOf(locale: Locale, dir: string): string {
  return path.join(dir, `${locale}.json`);
}

export async function writeArtifact(artifact: AssistantArtifact, dir = artifactDir): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = fileOf(artifact.locale, dir);
  await writeFile(file, JSON.stringify(artifact));
  return file;
}

/** The artifact built for `locale`, or null when there is none or it predates the vocabulary and product fields. */
export async function readArtifact(locale: Locale, dir = artifactDir): Promise<AssistantArtifact | null> {
  try {
    const artifact = JSON.parse(await readFile(fileOf(locale, dir), 'utf8')) as AssistantArtifact;
    const current = Array.isArray(artifact.vocabulary) && typeof artifact.products === 'object';
    return artifact.locale === locale && current ? artifact : null;
  } catch {
    return null;
  }
}
