import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Where the cluster's instances read embedded content: a copy, so a test may change a document (never content/). */
export const contentCopyOf = (port: number) => path.resolve(`.data/cluster-${port}-content`);

/** A fresh copy of content/ for the cluster on `port`; its path is the instances' CONTENT_DIR. */
export function copyContent(port: number): string {
  const dir = contentCopyOf(port);
  rmSync(dir, { recursive: true, force: true });
  cpSync('content', dir, { recursive: true });
  return dir;
}
