import { useTranslations } from 'next-intl';
import { AppLink } from './AppLink';

/** The brand mark and name, linking home. */
export function BrandLink() {
  const t = useTranslations('layout');
  return (
    <AppLink href="/" className="site-header__brand" aria-label={`Viridea – ${t('home')}`}>
      <span aria-hidden="true" className="brand-mark" />
      Viridea
    </AppLink>
  );
}
