import type { ReactNode } from 'react';
import { SiteSearch } from '@/components/search/SiteSearch';
import { BrandLink } from './BrandLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainMenu } from './MainMenu';
import type { NavItem } from '@/lib/navigation/types';

export function Header({ items, cart }: { items: NavItem[]; cart?: ReactNode }) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <BrandLink />
        <MainMenu items={items} />
        <div className="site-header__tools">
          <SiteSearch />
          <LanguageSwitcher />
          {cart}
        </div>
      </div>
    </header>
  );
}
