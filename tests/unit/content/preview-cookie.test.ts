import { describe, expect, it } from 'vitest';
import { previewCookieRepository } from '@/lib/content/preview-cookie';

const name = 'io.prismic.preview';
const value = encodeURIComponent(
  JSON.stringify({ 'my-repo.prismic.io': { preview: 'https://my-repo.prismic.io/previews/x' } }),
);

describe('previewCookieRepository', () => {
  it('names the repository of the preview cookie among others', () => {
    expect(previewCookieRepository(`locale=de; ${name}=${value}; cart=abc`, name)).toBe('my-repo');
  });

  it('is undefined without the cookie, with another cookie of a similar name, or with a broken value', () => {
    expect(previewCookieRepository('locale=de; cart=abc', name)).toBeUndefined();
    expect(previewCookieRepository(`x${name}=${value}`, name)).toBeUndefined();
    expect(previewCookieRepository(`${name}=%E0%A4%A`, name)).toBeUndefined();
    expect(previewCookieRepository('', name)).toBeUndefined();
  });
});
