// next.config gives built files a policy for the HTML 404 page a miss answers; a file that exists (a script, a
// stylesheet, a font) is not a document, and the policy would ride along with each of a page's dozen scripts.
/** Drops the document policy from a found `/_next/static/` file's response (ADR 0046). */
export function trimAssetHeaders(request, response) {
  if (!request.url?.startsWith('/_next/static/')) return;
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (status, ...rest) => {
    if (status < 400) response.removeHeader('content-security-policy');
    return writeHead(status, ...rest);
  };
}
