/** The localized slugs of spec §2, as the visitor sees them (en, de, it). */
export const localizedSlugs: [string, string, string][] = [
  ['/spare-parts', '/de/ersatzteile', '/it/ricambi'],
  ['/research', '/de/forschen', '/it/ricerche'],
  ['/stores', '/de/geschaefte', '/it/negozi'],
  ['/story', '/de/geschichte', '/it/storia'],
  ['/work-with-us', '/de/karriere', '/it/lavora-con-noi'],
  ['/contact', '/de/kontakt', '/it/contatti'],
  ['/suppliers', '/de/lieferanten', '/it/fornitori'],
  ['/blog/search', '/de/blog/suche', '/it/blog/cerca'],
  ['/cart', '/de/warenkorb', '/it/carrello'],
];
