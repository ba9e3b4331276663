import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { routeUid } from '@/lib/routes/paths';
import type { AppPathname } from '@/lib/routes/table';
import { getPage } from './pages';

/** The `page` document a route without params shows: the one whose uid is the route's last localized slug. */
export async function routeDocument(locale: Locale, pathname: AppPathname) {
  // Prismic keeps uids in lower case, so `/Play` shows the page `play`.
  const uid = routeUid(locale, pathname);
  return (await getPage(locale, uid)) ?? (uid === uid.toLowerCase() ? null : getPage(locale, uid.toLowerCase()));
}
