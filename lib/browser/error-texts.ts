const catalogues = {
  en: () => import('@/messages/en.json'),
  de: () => import('@/messages/de.json'),
  it: () => import('@/messages/it.json'),
};

/** The error texts for a page without providers, loaded only when such a page shows (not with every page's JS). */
export async function loadErrorTexts(locale: string) {
  const load = catalogues[locale as keyof typeof catalogues] ?? catalogues.en;
  return (await load()).default.errors;
}
