import { describe, expect, it, vi } from 'vitest';
import { formPostLimitBytes, screenFormPost } from '@/lib/http/form-post-guard';

function post(body: BodyInit, type: string, length?: number) {
  const headers: Record<string, string> = { 'content-type': type };
  if (length !== undefined) headers['content-length'] = String(length);
  return new Request('http://127.0.0.1/contact', { method: 'POST', body, headers });
}

describe('form posts to pages', () => {
  it('lets a well-formed multipart post through', async () => {
    const form = new FormData();
    form.set('email', 'a@b.test');
    const encoded = new Request('http://x/', { method: 'POST', body: form });
    const body = await encoded.arrayBuffer();
    const request = post(body, encoded.headers.get('content-type')!, body.byteLength);
    expect(await screenFormPost(request)).toBeNull();
  });

  it('refuses a multipart body that does not parse with 400 instead of a 500', async () => {
    const response = await screenFormPost(post('garbage', 'multipart/form-data; boundary=xyz', 7));
    expect(response?.status).toBe(400);
  });

  it('refuses a post over the cap with 413 and one without a length with 400', async () => {
    const big = 'a'.repeat(formPostLimitBytes + 1);
    expect((await screenFormPost(post(big, 'application/x-www-form-urlencoded', big.length)))?.status).toBe(413);
    expect((await screenFormPost(post('a=b', 'application/x-www-form-urlencoded')))?.status).toBe(400);
  });

  it('ignores other methods and content types', async () => {
    expect(await screenFormPost(new Request('http://x/contact'))).toBeNull();
    expect(await screenFormPost(post('{}', 'application/json', 2))).toBeNull();
  });

  it("refuses another site's server-action post with 403 instead of Next's 500, whatever its body", async () => {
    const action = (origin: string) =>
      new Request('http://127.0.0.1:3000/contact', {
        method: 'POST',
        body: 'x',
        headers: { 'content-type': 'text/plain', 'next-action': '0123456789abcdef', origin },
      });
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'http://127.0.0.1:3000');
    expect((await screenFormPost(action('https://evil.example')))?.status).toBe(403);
    expect(await screenFormPost(action('http://127.0.0.1:3000'))).toBeNull();
    vi.unstubAllEnvs();
  });
});
