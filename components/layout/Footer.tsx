import { useTranslations } from 'next-intl';
import { CookieSettingsButton } from '@/components/consent/CookieSettingsButton';
import type { NavGroup } from '@/lib/navigation/types';
import { PlainLink } from './PlainLink';

export function Footer({ groups }: { groups: NavGroup[] }) {
  const t = useTranslations('layout');
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={t('footerNav')} className="site-footer__groups">
          {groups.map((group) => (
            <section key={group.title} className="site-footer__group">
              <h2>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={`${link.href}-${link.label}`}>
                    <PlainLink href={link.href}>{link.label}</PlainLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <p className="site-footer__cookies">
          <CookieSettingsButton className="link-button" />
        </p>
        <p className="site-footer__legal">{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
