import type { ReactNode } from 'react';
import { PlainLink } from '@/components/layout/PlainLink';
import { isInternalHref } from '@/lib/content/links';

/** A link to an already-resolved href: client routing for site paths, a new-tab-safe anchor otherwise. */
export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (isInternalHref(href)) {
    return (
      <PlainLink href={href} className={className}>
        {children}
      </PlainLink>
    );
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}
