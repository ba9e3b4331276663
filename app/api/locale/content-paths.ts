import type { Locale } from '@/lib/i18n/locales';
import type { RouteHref } from '@/lib/i18n/paths';

/**
 * For routes whose params are content uids that differ per locale: the translation's path, `null` when the
 * document has no translation, `undefined` when the route is not content-addressed.
 */
export async function translatedContentPath(href: RouteHref, from: Locale, to: Locale): Promise<string | null | undefined> {
  void href;
  void from;
  void to;
  return undefined;
}
