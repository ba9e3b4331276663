import { describe, expect, it, vi } from 'vitest';
import { llmConfig, phraseWithModel } from '@/lib/assistant/llm';
import { logger } from '@/lib/telemetry/log';

const article = {
  uid: 'recharge',
  title: 'How do I recharge Freshly?',
  answer: 'The battery lasts 30 days.',
  url: '/x',
};
const config = { url: 'http://llm.test/v1', key: 'k-1', model: 'm' };
const reply = (content: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => Response.json({ choices: [{ message: { content } }] }, { status }));

describe('llmConfig', () => {
  it('needs both the URL and the key', () => {
    expect(llmConfig({})).toBeNull();
    expect(llmConfig({ ASSISTANT_LLM_URL: 'http://x/v1/' })).toBeNull();
    expect(llmConfig({ ASSISTANT_LLM_URL: 'http://x/v1/', ASSISTANT_LLM_KEY: 'k' })).toEqual({
      url: 'http://x/v1',
      key: 'k',
      model: 'gpt-4o-mini',
    });
  });
});

describe('phraseWithModel', () => {
  it('sends the question with only the chosen articles and returns the phrasing', async () => {
    const send = reply('It lasts up to 30 days [1].');
    const text = await phraseWithModel('battery?', 'de', [article], { config, send });
    expect(text).toBe('It lasts up to 30 days [1].');
    const [url, init] = send.mock.calls[0];
    expect(url).toBe('http://llm.test/v1/chat/completions');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer k-1');
    const body = JSON.parse(String(init?.body));
    expect(body.messages[0].content).toContain('Answer in German');
    expect(body.messages[0].content).toContain('[1] How do I recharge Freshly?\nThe battery lasts 30 days.');
    expect(body.messages[1]).toEqual({ role: 'user', content: 'battery?' });
  });

  it('falls back (null) when unconfigured, refused, empty, unanswerable or failing', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    expect(await phraseWithModel('q', 'en', [article], { config: null, send: reply('x') })).toBeNull();
    expect(await phraseWithModel('q', 'en', [article], { config, send: reply('x', 500) })).toBeNull();
    expect(await phraseWithModel('q', 'en', [article], { config, send: reply('  ') })).toBeNull();
    expect(await phraseWithModel('q', 'en', [article], { config, send: reply('NO_ANSWER') })).toBeNull();
    const broken = vi.fn(async () => {
      throw new Error('down');
    });
    expect(await phraseWithModel('q', 'en', [article], { config, send: broken })).toBeNull();
  });
});
