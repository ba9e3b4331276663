import { describe, expect, it } from 'vitest';
import { analyticsPath } from '@/lib/analytics/page-view';

describe('page_view path', () => {
  it('drops every query parameter that carries a token, keeps the others', () => {
    const token = 'Qk3v0V9cK2yH8sZr1mB4nT6wX7aE5dF0gJ2hL9pU1oI';
    expect(analyticsPath(`/your-data?request=${token}`)).toBe('/your-data');
    expect(analyticsPath(`/de/newsletter/bestaetigen?token=${token}&status=confirmed`)).toBe(
      '/de/newsletter/bestaetigen?status=confirmed',
    );
    expect(analyticsPath('/newsletter/unsubscribe?u=12.' + token)).toBe('/newsletter/unsubscribe');
    expect(analyticsPath(`/referral/dashboard?join=${token}${token}`)).toBe('/referral/dashboard');
    expect(analyticsPath('/blog/search?q=filter&page=2')).toBe('/blog/search?q=filter&page=2');
    expect(analyticsPath('/it/carrello')).toBe('/it/carrello');
  });
});
