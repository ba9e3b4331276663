import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/PageShell';
import { Notice } from '@/components/ui/Notice';
import { pageLocale } from '@/lib/i18n/server';
import { confirmSubscription, type Confirmation } from '@/lib/newsletter/server';
import { pathFor } from '@/lib/routes/paths';
import { routePage } from '@/lib/pages/server';
import { routeMetadata } from '@/lib/seo/route-metadata';

type Props = PageProps<'/[locale]/newsletter/confirm'>;

/** The database being down is not the link's fault: it says so instead of failing the page. */
async function confirm(token: string): Promise<Confirmation | { status: 'unavailable' }> {
  try {
    return await confirmSubscription(token);
  } catch (error) {
    console.error('[newsletter] confirmation failed', error);
    return { status: 'unavailable' };
  }
}

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
  const result = token ? await confirm(token) : { status: 'invalid' as const };
  return (
    <PageShell title={title} breadcrumbs={breadcrumbs}>
      {result.status === 'invalid' || result.status === 'unavailable' ? (
        <Notice tone="error" data-testid="newsletter-confirm">
          {t(result.status)}
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
