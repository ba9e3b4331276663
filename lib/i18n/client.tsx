'use client';
import type { AbstractIntlMessages } from 'next-intl';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Locale } from './locales';

type Texts = { locale: Locale; messages: AbstractIntlMessages; timeZone?: string } | { live: true; locale: Locale };

const TextsContext = createContext<Texts | undefined>(undefined);

/**
 * The page's locale and client messages, held for the parts that load later (`withMessages`): next-intl's provider and
 * formatter come with the first of them, not with every page (ADR 0045). `live` marks a subtree a
 * NextIntlClientProvider already covers, whose parts use it as they are.
 */
export function MessagesProvider({ children, ...texts }: Texts & { children: ReactNode }) {
  return <TextsContext value={texts}>{children}</TextsContext>;
}

/** The page's locale, for client components of the first load (which do not import next-intl). */
export function usePageLocale(): Locale {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('usePageLocale needs a MessagesProvider above it');
  return texts.locale;
}

type Provider = (typeof import('next-intl'))['NextIntlClientProvider'];

function provided<Props extends object>(Component: ComponentType<Props>, Provider: Provider): ComponentType<Props> {
  return function WithMessages(props: Props) {
    const texts = useContext(TextsContext);
    if (!texts || 'live' in texts) return <Component {...props} />;
    return (
      <Provider locale={texts.locale} messages={texts.messages} timeZone={texts.timeZone}>
        <Component {...props} />
      </Provider>
    );
  };
}

/** Loads a component that reads next-intl's hooks together with next-intl, and renders it with the page's messages. */
export async function withMessages<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Promise<ComponentType<Props>> {
  const [Component, { NextIntlClientProvider }] = await Promise.all([load(), import('next-intl')]);
  return provided(Component, NextIntlClientProvider);
}

/** `withMessages` for a component at hand on the server (an island's server copy); the browser's build drops it. */
export function withServerMessages<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  return typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only, out of the browser's build
      provided(Component, (require('next-intl') as typeof import('next-intl')).NextIntlClientProvider)
    : Component;
}
