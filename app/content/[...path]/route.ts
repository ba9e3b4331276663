// Files under public/content are served before this route; a missing one answers 404 here instead of reaching the
// pages under [locale] with `content` as the locale (the proxy leaves /content/ alone for speed).
function missingFile(): Response {
  return new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export const GET = missingFile;
export const HEAD = missingFile;
