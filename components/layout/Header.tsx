import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AppLink } from './AppLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainMenu } from './MainMenu';
import type { NavItem } from './nav-types';

export function Header({ items, cart }: { items: NavItem[]; cart?: ReactNode }) {
  const t = useTranslations('layout');
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <AppLink href="/" className="site-header__brand" aria-label={`Viridea – ${t('home')}`}>
          <span aria-hidden="true" className="brand-mark" />
          Viridea
        </AppLink>
        <MainMenu items={items} />
        <div className="site-header__tools">
          <LanguageSwitcher />
          {cart}
        </div>
      </div>
    </header>
  );
}
