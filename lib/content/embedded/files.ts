import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface JsonFile {
  /** Path segments under the scanned folder, e.g. ['en-gb', 'page', 'home.json']. */
  segments: string[];
  text: string;
}

async function entries(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** Every `*.json` under `dir` (sorted, depth-first); a missing folder reads as empty. */
export async function readJsonFiles(dir: string, prefix: string[] = []): Promise<JsonFile[]> {
  const found: JsonFile[] = [];
  const list = (await entries(dir)).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of list) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await readJsonFiles(full, [...prefix, entry.name])));
    else if (entry.isFile() && entry.name.endsWith('.json')) {
      const text = await readFile(full, 'utf8').catch(() => '');
      found.push({ segments: [...prefix, entry.name], text });
    }
  }
  return found;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
