'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { NavItem } from '@/lib/navigation/types';
import { PlainLink } from './PlainLink';

function Submenu({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('focusin', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('focusin', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  return (
    <li ref={root} className="main-menu__item main-menu__item--parent">
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {item.label}
        <span aria-hidden="true" className="main-menu__chevron" />
      </button>
      <ul id={id} className="main-menu__submenu" hidden={!open}>
        {item.children.map((child) => (
          <li key={child.id}>
            <PlainLink href={child.href}>{child.label}</PlainLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The main menu: a disclosure list on small screens, a bar with dropdowns from md up. */
export function MainMenu({ items }: { items: NavItem[] }) {
  const t = useTranslations('layout');
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState(pathname);
  // Navigating closes the mobile menu (state adjusted during render, not in an effect).
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  return (
    <nav aria-label={t('mainMenu')} className="main-menu" data-open={open || undefined}>
      <button
        type="button"
        className="main-menu__toggle"
        aria-expanded={open}
        aria-controls="main-menu-list"
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">{open ? t('closeMenu') : t('openMenu')}</span>
        <span aria-hidden="true" className="main-menu__burger" />
      </button>
      <ul id="main-menu-list" className="main-menu__list">
        {items.map((item) =>
          item.children.length ? (
            <Submenu key={item.id} item={item} />
          ) : (
            <li key={item.id} className={`main-menu__item main-menu__item--${item.position}`}>
              <PlainLink href={item.href} aria-current={pathname === item.href ? 'page' : undefined}>
                {item.label}
              </PlainLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
