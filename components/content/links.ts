import { asLink, isFilled, type LinkField } from '@prismicio/client';
import { linkResolver } from '@/lib/content/links';

/** The href of a link field (documents through the link resolver, web links as written); null when empty. */
export function linkHref(field: LinkField | null | undefined): string | null {
  if (!field || !isFilled.link(field)) return null;
  return asLink(field, { linkResolver }) ?? null;
}

/** Same-site paths go through the client router; anything else is a plain external anchor. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
