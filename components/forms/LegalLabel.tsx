import type { ReactNode } from 'react';

/** A consent label whose `<link>` part opens the legal text in a new tab, so the form keeps what was typed. */
export function legalLink(href: string) {
  function LegalLink(chunks: ReactNode) {
    return (
      <a href={href} target="_blank" rel="noopener">
        {chunks}
      </a>
    );
  }
  return LegalLink;
}
