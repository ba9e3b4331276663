import { getTranslations } from 'next-intl/server';
import type { Messages } from '@/lib/i18n/global';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';
import type { NavGroup, NavItem } from '@/lib/navigation/types';

type NavKey = keyof Messages['nav'];

const contentUids: [NavKey, Record<Locale, string>][] = [
  ['technology', { en: 'technology', de: 'technologie', it: 'tecnologia' }],
  ['sustainability', { en: 'sustainability', de: 'nachhaltigkeit', it: 'sostenibilita' }],
  ['reviews', { en: 'reviews', de: 'bewertungen', it: 'recensioni' }],
  ['aboutUs', { en: 'about-us', de: 'ueber-uns', it: 'chi-siamo' }],
];

/** The main menu of spec §2, used when the content service cannot answer. */
export async function fallbackMenu(locale: Locale): Promise<NavItem[]> {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const page = (uid: string) => pathFor(locale, { pathname: '/[uid]', params: { uid } });
  const item = (id: NavKey, href: string, children: NavItem[] = []): NavItem => ({
    id,
    label: t(id),
    href,
    position: 'left',
    children,
  });
  return [
    item('products', page('freshly'), [
      item('freshly', page('freshly')),
      item('verdeBasic', page('verde-basic')),
      item('verdeSmart', page('verde-smart')),
      item('aura', page('aura')),
      item('spareParts', pathFor(locale, { pathname: '/spare-parts' })),
    ]),
    ...contentUids.map(([id, uids]) => item(id, page(uids[locale]))),
    item('blog', pathFor(locale, { pathname: '/blog' })),
    { ...item('contact', pathFor(locale, { pathname: '/contact' })), position: 'right' },
  ];
}

export async function fallbackFooter(locale: Locale): Promise<NavGroup[]> {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const link = (key: NavKey, pathname: '/faq' | '/contact' | '/blog' | '/spare-parts') => ({
    label: t(key),
    href: pathFor(locale, { pathname }),
  });
  return [
    { title: t('products'), links: [link('spareParts', '/spare-parts')] },
    { title: t('contact'), links: [link('faq', '/faq'), link('contact', '/contact'), link('blog', '/blog')] },
  ];
}
