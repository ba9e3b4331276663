'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { useOnePanelOpen } from '@/lib/browser/header-panels';
import { useHydrated } from '@/lib/browser/use-hydrated';

export const searchPanelId = 'site-search';
export const searchToggleId = 'site-search-toggle';
export const searchFieldId = 'site-search-q';

type Props = { className: string; children: ReactNode };

/**
 * Opens the header's search panel (the next sibling, shown by CSS while this is expanded) and focuses its field;
 * navigating closes it. Without JavaScript it is a link to the panel, which `:target` opens.
 */
export function SearchToggle({ className, children }: Props) {
  const t = useTranslations('search');
  const label = t('open');
  const hydrated = useHydrated();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  useOnePanelOpen('search', open, setOpen);

  useEffect(() => {
    if (open) document.getElementById(searchFieldId)?.focus();
  }, [open]);

  const content = [
    children,
    <span key="label" className="visually-hidden">
      {label}
    </span>,
  ];
  if (!hydrated)
    return (
      <a href={`#${searchPanelId}`} className={className}>
        {content}
      </a>
    );
  return (
    <button
      id={searchToggleId}
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={searchPanelId}
      onClick={() => setOpen(!open)}
    >
      {children}
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
