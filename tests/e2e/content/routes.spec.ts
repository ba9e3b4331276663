import { expect, test } from '../axe';
import { contentPaths, locales } from './documents';

// Derived from the documents under content/ and the route table, so new content is covered automatically.
for (const locale of locales) {
  test(`every content route answers 200 in ${locale}`, async ({ request }) => {
    test.setTimeout(240_000);
    const paths = contentPaths(locale);
    expect(paths.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (let i = 0; i < paths.length; i += 6) {
      await Promise.all(
        paths.slice(i, i + 6).map(async (path) => {
          const response = await request.get(path, { maxRedirects: 0 });
          if (response.status() !== 200) failures.push(`${path} → ${response.status()}`);
        }),
      );
    }
    expect(failures, `${failures.length} of ${paths.length} routes failed`).toEqual([]);
  });
}
