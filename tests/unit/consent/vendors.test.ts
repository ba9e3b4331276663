import { describe, expect, it } from 'vitest';
import { configuredVendors, vendorHosts } from '@/lib/consent/vendors';
import { contentSecurityPolicy } from '@/lib/http/csp';
import { paymentMessagesScript, widgetLocale } from '@/lib/consent/widgets';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('third-party vendors', () => {
  it('none is configured without its id, and the CSP names no vendor host', () => {
    expect(configuredVendors({})).toEqual({});
    expect(vendorHosts({})).toEqual([]);
    const policy = contentSecurityPolicy('n', {});
    expect(policy).not.toMatch(/googletagmanager|klarna|paypal|trustpilot/);
  });

  it('a configured id brings in exactly that vendor and its hosts', () => {
    const env = { NEXT_PUBLIC_GTM_ID: 'GTM-ABC123' };
    expect(configuredVendors(env)).toEqual({
      tagManager: { id: 'GTM-ABC123', scriptUrl: 'https://www.googletagmanager.com/gtm.js', category: 'analytics' },
    });
    const policy = contentSecurityPolicy('n', env);
    expect(directive(policy, 'connect-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'img-src')).toContain('https://www.google-analytics.com');
    expect(policy).not.toMatch(/klarna|paypal|trustpilot/);
  });

  it('script URLs can point at a local stand-in, and then only its origin is allowed', () => {
    const env = {
      NEXT_PUBLIC_KLARNA_CLIENT_ID: 'k-1',
      KLARNA_SCRIPT_URL: 'http://127.0.0.1:3105/klarna.js',
      NEXT_PUBLIC_REVIEWS_WIDGET_ID: 'r-1',
      REVIEWS_SCRIPT_URL: 'http://127.0.0.1:3105/reviews.js',
    };
    expect(configuredVendors(env).payLater).toEqual({
      id: 'k-1',
      scriptUrl: 'http://127.0.0.1:3105/klarna.js',
      category: 'marketing',
    });
    expect(vendorHosts(env)).toEqual(['http://127.0.0.1:3105']);
    expect(directive(contentSecurityPolicy('n', env), 'frame-src')).toContain('http://127.0.0.1:3105');
  });

  it('ignores ids that could break out of an attribute and script URLs that are not http(s)', () => {
    expect(configuredVendors({ NEXT_PUBLIC_GTM_ID: 'GTM-1"><script>' })).toEqual({});
    expect(configuredVendors({ NEXT_PUBLIC_GTM_ID: 'GTM-1', GTM_SCRIPT_URL: 'javascript:alert(1)' })).toEqual({});
  });

  it('widgets get the locale and currency of the market', () => {
    expect(widgetLocale('de', 'EUR')).toBe('de-DE');
    expect(widgetLocale('en', 'GBP')).toBe('en-GB');
    expect(widgetLocale('it', 'USD')).toBe('en-US');
    expect(widgetLocale('en', 'EUR')).toBe('en-IE');
    const url = new URL(paymentMessagesScript('https://www.paypal.com/sdk/js', 'abc', 'GBP'));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'client-id': 'abc',
      components: 'messages',
      currency: 'GBP',
    });
  });
});
