// The routes to fuzz, read from the app directory so a new route handler or dynamic page is covered without edits.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// `export function PUT(` as well as a `{ PUT: … }` handler table.
const methodsExport = /\b(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\s*[:(]/g;

function walk(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, found);
    else found.push(path);
  }
  return found;
}

function template(appDir, file) {
  const segments = relative(appDir, file).split(sep).slice(0, -1);
  return segments.filter((segment) => !/^\(.*\)$/.test(segment) && !segment.startsWith('_'));
}

/** `{ segments, methods }` for every route handler and `{ segments }` for every page under app/. */
export function discoverRoutes(appDir = 'app') {
  const files = walk(appDir);
  const handlers = files
    .filter((file) => /[/\\]route\.(ts|tsx|js|mjs)$/.test(file))
    .map((file) => ({
      segments: template(appDir, file),
      methods: [...new Set([...readFileSync(file, 'utf8').matchAll(methodsExport)].map((match) => match[1]))],
    }));
  const pages = files
    .filter((file) => /[/\\]page\.(tsx|ts|jsx|js)$/.test(file))
    .map((file) => ({
      segments: template(appDir, file),
    }));
  return { handlers, pages };
}
