import { describe, expect, it } from 'vitest';
import { shareHref, shareNetworks } from '@/lib/foodprint/share';

const input = {
  url: 'https://viridea.example/de/foodprint-rechner/30',
  text: 'Grüner Guru & stolz',
  subject: 'Mein Ergebnis',
};

describe('shareHref', () => {
  it('builds each network link with the thought and the result URL encoded', () => {
    expect(shareNetworks).toEqual(['whatsapp', 'facebook', 'x', 'email']);
    expect(shareHref('whatsapp', input)).toBe(
      `https://wa.me/?text=${encodeURIComponent('Grüner Guru & stolz https://viridea.example/de/foodprint-rechner/30')}`,
    );
    expect(shareHref('facebook', input)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fviridea.example%2Fde%2Ffoodprint-rechner%2F30',
    );
    const x = new URL(shareHref('x', input));
    expect([x.host, x.searchParams.get('text'), x.searchParams.get('url')]).toEqual(['x.com', input.text, input.url]);
    const mail = shareHref('email', input);
    expect(mail.startsWith('mailto:?subject=Mein%20Ergebnis&body=')).toBe(true);
    expect(decodeURIComponent(mail.split('body=')[1])).toBe(`${input.text}\n\n${input.url}`);
  });
});
