import { useTranslations } from 'next-intl';
import { AppLink } from './AppLink';
import { BrandLink } from './BrandLink';
import { LanguageSwitcher } from './LanguageSwitcher';

/** The slim header of the minimal, FAQ and foodprint layouts: brand, a label, the way home. */
export function BrandBar({ label }: { label?: string }) {
  const t = useTranslations('layout');
  return (
    <header className="site-header site-header--slim">
      <div className="container site-header__inner">
        <BrandLink />
        {label && <span className="site-header__label">{label}</span>}
        <div className="site-header__tools">
          <LanguageSwitcher />
          <AppLink href="/" className="site-header__home">
            {t('backHome')}
          </AppLink>
        </div>
      </div>
    </header>
  );
}
