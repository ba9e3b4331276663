import { describe, expect, it, vi } from 'vitest';
import { formPostLimitBytes, screenFormPost } from '@/lib/http/form-post-guard';

function post(body: BodyInit, type: string, length?: number, headers: Record<string, string> = {}, path = '/contact') {
  const all: Record<string, string> = { 'content-type': type, ...headers };
  if (length !== undefined) all['content-length'] = String(length);
  return new Request(`http://127.0.0.1:3000${path}`, { method: 'POST', body, headers: all });
}

/** A multipart post of `fields` as a browser encodes it, with its length. */
async function multipart(fields: Record<string, string>, headers: Record<string, string> = {}, path?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const encoded = new Request('http://x/', { method: 'POST', body: form });
  const body = await encoded.arrayBuffer();
  return post(body, encoded.headers.get('content-type')!, body.byteLength, headers, path);
}

const id = '60da8efb42d9fa922285bfe882e134fcaae5f38f8d';
const reference = JSON.stringify({ id, bound: '$@1' });

describe('form posts to pages', () => {
  it('lets a well-formed multipart post through', async () => {
    expect(await screenFormPost(await multipart({ email: 'a@b.test' }))).toBeNull();
    const noScript = { $ACTION_REF_1: '', '$ACTION_1:0': reference, '$ACTION_1:1': '[{"status":"idle"}]', email: 'a' };
    expect(await screenFormPost(await multipart(noScript, { origin: 'http://127.0.0.1:3000' }))).toBeNull();
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
    const action = (origin: string) => post('[]', 'text/plain', 2, { 'next-action': '0123456789abcdef', origin });
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'http://127.0.0.1:3000');
    expect((await screenFormPost(action('https://evil.example')))?.status).toBe(403);
    expect(await screenFormPost(action('http://127.0.0.1:3000'))).toBeNull();
    vi.unstubAllEnvs();
  });

  it('refuses a cross-origin post without JavaScript too, and one whose origin is not the host Next answers (ADR 0051)', async () => {
    const noScript = { $ACTION_REF_1: '', '$ACTION_1:0': reference, '$ACTION_1:1': '[]' };
    for (const origin of ['http://evil.example', 'null']) {
      const refused = await screenFormPost(await multipart(noScript, { origin }, '/de/kontakt'));
      expect(refused?.status, origin).toBe(403);
      // The page's language, since a browser shows it.
      expect((await refused!.json()).error).toMatch(/Anfrage/);
    }
    // Both are the site's own names by default, but Next compares the origin with the Host it was sent to.
    const otherName = await multipart({ a: '1' }, { origin: 'http://localhost:3000', host: '127.0.0.1:3000' });
    expect((await screenFormPost(otherName))?.status).toBe(403);
    const sameName = await multipart({ a: '1' }, { origin: 'http://localhost:3000', host: 'localhost:3000' });
    expect(await screenFormPost(sameName)).toBeNull();
    expect(
      (await screenFormPost(post('a=1', 'application/x-www-form-urlencoded', 3, { origin: 'https://evil.example' })))
        ?.status,
    ).toBe(403);
  });

  it('refuses with 400 an action post whose arguments or action fields Next could not decode', async () => {
    const action = { 'next-action': id, origin: 'http://127.0.0.1:3000' };
    for (const body of ['', '{{{', '{"a":1}']) {
      expect((await screenFormPost(post(body, 'text/plain;charset=UTF-8', body.length, action)))?.status, body).toBe(
        400,
      );
    }
    expect(await screenFormPost(post('["en"]', 'text/plain;charset=UTF-8', 6, action))).toBeNull();
    expect((await screenFormPost(await multipart({ x: '1' }, action)))?.status).toBe(400);
    expect(await screenFormPost(await multipart({ '0': '["$K1"]', '1_email': 'a' }, action))).toBeNull();
    const broken: Record<string, string>[] = [
      { $ACTION_REF_1: '', '$ACTION_1:0': '{bad' },
      { $ACTION_REF_1: '', '$ACTION_1:0': '{"bound":null}' },
      { $ACTION_REF_1: '', '$ACTION_1:0': reference, '$ACTION_1:1': 'garbage' },
    ];
    for (const fields of broken) {
      const refused = await screenFormPost(await multipart(fields, { origin: 'http://127.0.0.1:3000' }));
      expect(refused?.status, JSON.stringify(fields)).toBe(400);
    }
  });
});
