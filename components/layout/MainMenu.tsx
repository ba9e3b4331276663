'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useOnePanelOpen } from '@/lib/browser/header-panels';
import { useHydrated } from '@/lib/browser/use-hydrated';
import type { NavItem } from '@/lib/navigation/types';
import { PlainLink } from './PlainLink';

/** Without JavaScript a submenu is not hidden: it shows inline on phones and on hover or focus from md up. */
function Submenu({ item, hydrated }: { item: NavItem; hydrated: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      const escape = event instanceof KeyboardEvent && event.key === 'Escape';
      if (!escape && (event.type === 'keydown' || root.current?.contains(event.target as Node))) return;
      // The focused link is about to be hidden: focus goes back to the button that opened it.
      if (escape && root.current?.contains(document.activeElement)) {
        button.current?.focus();
      }
      setOpen(false);
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
      <button ref={button} type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {item.label}
        <span aria-hidden="true" className="main-menu__chevron" />
      </button>
      <ul id={id} className="main-menu__submenu" hidden={hydrated && !open} data-static={hydrated ? undefined : ''}>
        {item.children.map((child) => (
          <li key={child.id}>
            <PlainLink href={child.href}>{child.label}</PlainLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The main menu: a disclosure list on small screens, a bar with dropdowns from md up. Without JavaScript the menu
 * button is a link to the list, which `:target` shows (app/styles/header.css).
 */
export function MainMenu({ items }: { items: NavItem[] }) {
  const t = useTranslations('layout');
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const [openedOn, setOpenedOn] = useState(pathname);
  // Navigating closes the mobile menu (state adjusted during render, not in an effect).
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  useOnePanelOpen('menu', open, setOpen);

  // The open mobile menu behaves like a dialog: Escape closes it, Tab cycles through its own controls.
  useEffect(() => {
    const menu = nav.current;
    if (!open || !menu) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!toggle.current?.offsetParent) return;
      // An open submenu takes the first Escape (it closes itself and focuses its button).
      const submenuOpen = (event.target as Element).closest('.main-menu__item--parent:has(> [aria-expanded="true"])');
      if (event.key === 'Escape' && !submenuOpen) {
        setOpen(false);
        toggle.current.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = [...menu.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
        (control) => control.offsetParent !== null,
      );
      const edge = event.shiftKey ? controls[0] : controls.at(-1);
      if (!menu.contains(document.activeElement) || document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <nav aria-label={t('mainMenu')} className="main-menu" data-open={open || undefined} ref={nav}>
      {hydrated ? (
        <button
          ref={toggle}
          type="button"
          className="main-menu__toggle"
          aria-expanded={open}
          aria-controls="main-menu-list"
          onClick={() => setOpen(!open)}
        >
          <span className="visually-hidden">{open ? t('closeMenu') : t('openMenu')}</span>
          <span aria-hidden="true" className="main-menu__burger" />
        </button>
      ) : (
        <a href="#main-menu-list" className="main-menu__toggle">
          <span className="visually-hidden">{t('openMenu')}</span>
          <span aria-hidden="true" className="main-menu__burger" />
        </a>
      )}
      <ul id="main-menu-list" className="main-menu__list">
        {items.map((item) =>
          item.children.length ? (
            <Submenu key={item.id} item={item} hydrated={hydrated} />
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
