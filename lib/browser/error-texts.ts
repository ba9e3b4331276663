import { useEffect, useState } from 'react';

const catalogues = {
  en: () => import('@/messages/en.json'),
  de: () => import('@/messages/de.json'),
  it: () => import('@/messages/it.json'),
};

type ErrorTexts = Awaited<ReturnType<typeof catalogues.en>>['default']['errors'];

/** The error texts for a page without providers, loaded only when such a page shows (not with every page's JS). */
export async function loadErrorTexts(locale: string): Promise<ErrorTexts> {
  const load = catalogues[locale as keyof typeof catalogues] ?? catalogues.en;
  return (await load()).default.errors;
}

/** `loadErrorTexts` for an error boundary: undefined until they are there (or if they cannot load). */
export function useErrorTexts(locale: string): ErrorTexts | undefined {
  const [texts, setTexts] = useState<ErrorTexts>();
  useEffect(() => {
    let current = true;
    loadErrorTexts(locale).then(
      (loaded) => current && setTexts(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return texts;
}
