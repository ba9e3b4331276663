import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/PageShell';
import { Notice } from '@/components/ui/Notice';
import { pageLocale } from '@/lib/i18n/server';
import { confirmSubscription } from '@/lib/newsletter/server';
import { pathFor } from '@/lib/routes/paths';
import { routePage } from '@/lib/routes/server';
import { routeMetadata } from '@/lib/seo/route-metadata';

type Props = PageProps<'/[locale]/newsletter/confirm'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const metadata = await routeMetadata(await pageLocale(params), 'newsletterConfirm', '/newsletter/confirm');
  return { ...metadata, robots: { index: false, follow: false } };
}

/** The double opt-in's landing page: confirms the token from the mail and shows the discount code. */
export default async function NewsletterConfirmPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' && raw.length <= 200 ? raw : '';
  const [{ title, breadcrumbs }, t] = await Promise.all([
    routePage(locale, 'newsletterConfirm', '/newsletter/confirm'),
    getTranslations({ locale, namespace: 'forms.newsletter.confirm' }),
  ]);
  const result = token ? await confirmSubscription(token) : { status: 'invalid' as const };
  return (
    <PageShell title={title} breadcrumbs={breadcrumbs}>
      {result.status === 'invalid' ? (
        <Notice tone="error" data-testid="newsletter-confirm">
          {t('invalid')}
        </Notice>
      ) : (
        <>
          <Notice tone="success" data-testid="newsletter-confirm">
            {t(result.status === 'confirmed' ? 'confirmed' : 'alreadyConfirmed')}
          </Notice>
          {result.couponCode && (
            <p>
              {t.rich('code', { code: result.couponCode, strong: (chunks) => <strong>{chunks}</strong> })}
              <br />
              {t('codeNote')}
            </p>
          )}
        </>
      )}
      <p>
        <a href={pathFor(locale, { pathname: '/cart' })} className="btn">
          {t('shop')}
        </a>
      </p>
    </PageShell>
  );
}
