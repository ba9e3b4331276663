'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import type { NavItem } from './nav-types';
import { PlainLink } from './PlainLink';

function Submenu({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li
      className="main-menu__item main-menu__item--parent"
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setOpen(false)}
    >
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
  useEffect(() => setOpen(false), [pathname]);

  return (
    <nav aria-label={t('mainMenu')} className="main-menu" data-open={open || undefined}>
      <button type="button" className="main-menu__toggle" aria-expanded={open} aria-controls="main-menu-list" onClick={() => setOpen(!open)}>
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
