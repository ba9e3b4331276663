// Files under public/content are served before this route; a missing one answers 404 here instead of reaching the
// pages under [locale] with `content` as the locale (the proxy passes /content/ through without locale routing).
function missingFile(): Response {
  return new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

// Never cached: each unknown path would otherwise be stored as a static response.
export const dynamic = 'force-dynamic';

export const GET = missingFile;
export const HEAD = missingFile;
