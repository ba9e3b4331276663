import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/PageShell';
import { ConfirmLinkForm } from '@/components/referral/ConfirmLinkForm';
import { Notice } from '@/components/ui/Notice';
import { pageLocale } from '@/lib/i18n/server';
import { confirmNewsletterAction } from '@/lib/newsletter/action';
import { newsletterCouponCode } from '@/lib/newsletter/server';
import { pathFor } from '@/lib/routes/paths';
import { routePage } from '@/lib/pages/server';
import { routeMetadata } from '@/lib/seo/route-metadata';

type Props = PageProps<'/[locale]/newsletter/confirm'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const metadata = await routeMetadata(await pageLocale(params), 'newsletterConfirm', '/newsletter/confirm');
  return { ...metadata, robots: { index: false, follow: false } };
}

const outcomes = ['confirmed', 'already-confirmed', 'invalid', 'unavailable'] as const;
type Outcome = (typeof outcomes)[number];
const isOutcome = (value: unknown): value is Outcome => outcomes.includes(value as Outcome);

/**
 * The double opt-in's landing page. The mailed link (`?token=`) shows one button that confirms with a POST, so a mail
 * scanner opening the link subscribes nobody; the POST comes back with `?status=` and the discount code.
 */
export default async function NewsletterConfirmPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const [{ title, breadcrumbs }, t, p] = await Promise.all([
    routePage(locale, 'newsletterConfirm', '/newsletter/confirm'),
    getTranslations({ locale, namespace: 'forms.newsletter.confirm' }),
    getTranslations({ locale, namespace: 'privacy.newsletter' }),
  ]);
  const token = typeof query.token === 'string' && query.token.length <= 200 ? query.token : '';
  const status: Outcome = isOutcome(query.status) ? query.status : 'invalid';
  if (token && !query.status)
    return (
      <PageShell title={title} breadcrumbs={breadcrumbs}>
        <ConfirmLinkForm
          action={confirmNewsletterAction}
          title={title}
          intro={p('confirmIntro')}
          submit={p('confirmSubmit')}
          field={{ name: 'token', value: token }}
          locale={locale}
        />
      </PageShell>
    );
  return (
    <PageShell title={title} breadcrumbs={breadcrumbs}>
      {status === 'invalid' || status === 'unavailable' ? (
        <Notice tone="error" data-testid="newsletter-confirm">
          {t(status)}
        </Notice>
      ) : (
        <>
          <Notice tone="success" data-testid="newsletter-confirm">
            {t(status === 'confirmed' ? 'confirmed' : 'alreadyConfirmed')}
          </Notice>
          <p>
            {t.rich('code', { code: newsletterCouponCode(), strong: (chunks) => <strong>{chunks}</strong> })}
            <br />
            {t('codeNote')}
          </p>
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
