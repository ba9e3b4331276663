#!/usr/bin/env node
// First-load JavaScript (gzip) of the pages the Lighthouse benchmark visits, read from a production build: serves
// it, collects every chunk a page's HTML loads (script tags and the client references in its flight data), gzips
// them from disk and names the client components each chunk carries. `--dist-dir .next-x` picks the build,
// `--port` and `--sandbox-port` where it and the commerce sandbox listen (free ports otherwise).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { startServer } from './fuzz/server.mjs';

const { values: options } = parseArgs({
  options: {
    'dist-dir': { type: 'string', default: process.env.NEXT_DIST_DIR || '.next' },
    top: { type: 'string' },
    port: { type: 'string' },
    'sandbox-port': { type: 'string' },
  },
});
const distDir = options['dist-dir'];
const top = Number(options.top ?? 8);
const chunkPattern = /static\/chunks\/[\w.-]+\.js/g;

const staticPath = (file) => file.replace(/^.*static\//, 'static/');
const gzipKb = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1024;
const fixed = (value) => value.toFixed(1).padStart(6);

/** Every page's client components by chunk, from the build's client reference manifests. */
function componentsByChunk() {
  const byChunk = new Map();
  const manifests = JSON.parse(readFileSync(join(distDir, 'app-path-routes-manifest.json'), 'utf8'));
  for (const entry of Object.keys(manifests)) {
    if (!entry.endsWith('/page')) continue;
    const file = join(distDir, 'server/app', `${entry}_client-reference-manifest.js`);
    let source;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const scope = { self: {} };
    new Function('globalThis', 'self', source)(scope, scope.self);
    const manifest = Object.values(scope.__RSC_MANIFEST ?? scope.self.__RSC_MANIFEST ?? {})[0];
    for (const [path, module] of Object.entries(manifest?.clientModules ?? {})) {
      const name = path.replace('[project]/', '').replace(/ <.*$/, '');
      for (const chunk of module.chunks.filter((c) => c.endsWith('.js')).map(staticPath)) {
        byChunk.set(chunk, (byChunk.get(chunk) ?? new Set()).add(name));
      }
    }
  }
  return byChunk;
}

async function blogPostPath(base) {
  const html = await (await fetch(`${base}/blog`)).text();
  return html.match(/href="(\/blog\/[a-z0-9-]+\/[a-z0-9-]+)"/)?.[1] ?? '/blog';
}

const port = (name) => (options[name] ? Number(options[name]) : undefined);
const server = await startServer({ distDir, port: port('port'), sandboxPort: port('sandbox-port') });
try {
  const pages = ['/', '/freshly', await blogPostPath(server.base), '/cart', '/de/aura', '/it/chi-siamo'];
  const labels = componentsByChunk();
  const build = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8'));
  const framework = build.rootMainFiles.reduce((sum, file) => sum + gzipKb(file), 0);
  const rows = [];
  for (const path of pages) {
    const response = await fetch(`${server.base}${path}`, { headers: { 'accept-language': 'en' } });
    const html = await response.text();
    // The polyfills are a nomodule script: browsers with modules never fetch them.
    const chunks = [...new Set((html.replaceAll('\\/', '/').match(chunkPattern) ?? []).map(staticPath))].filter(
      (file) => !build.polyfillFiles.includes(file),
    );
    const sized = chunks.map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
    rows.push({ path, status: response.status, kb: sized.reduce((sum, c) => sum + c.kb, 0), sized });
  }
  console.log(`first-load JS (gzip -9 of the chunks each page's HTML loads) in ${distDir}`);
  console.log(`${fixed(framework)} kB  framework (root main files, what an empty app loads too)`);
  for (const row of rows) {
    const extra = `+${(row.kb - framework).toFixed(1)} kB over the framework`;
    console.log(`${fixed(row.kb)} kB  ${row.path} (${row.status}, ${row.sized.length} chunks, ${extra})`);
  }
  for (const row of rows) {
    console.log(`\n${row.path}: largest chunks`);
    for (const { file, kb } of row.sized.slice(0, top)) {
      const names = [...(labels.get(file) ?? [])];
      const shown = names.slice(0, 4).join(', ') + (names.length > 4 ? ` +${names.length - 4}` : '');
      console.log(`${fixed(kb)} kB  ${file}  ${shown}`);
    }
  }
} finally {
  await server.stop();
}
