import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SiteSearch } from '@/components/search/SiteSearch';
import { BrandLink } from './BrandLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainMenu } from './MainMenu';
import type { NavItem } from '@/lib/navigation/types';

export function Header({ items, cart }: { items: NavItem[]; cart?: ReactNode }) {
  const t = useTranslations('layout');
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <BrandLink />
        <MainMenu
          items={items}
          labels={{ mainMenu: t('mainMenu'), openMenu: t('openMenu'), closeMenu: t('closeMenu') }}
        />
        <div className="site-header__tools">
          <SiteSearch />
          <LanguageSwitcher />
          {cart}
        </div>
      </div>
    </header>
  );
}
