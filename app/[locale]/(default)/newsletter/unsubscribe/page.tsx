import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/PageShell';
import { ConfirmLinkForm } from '@/components/referral/ConfirmLinkForm';
import { Notice } from '@/components/ui/Notice';
import { pageLocale } from '@/lib/i18n/server';
import { unsubscribeAction } from '@/lib/newsletter/action';
import { routePage } from '@/lib/pages/server';
import { routeMetadata } from '@/lib/seo/route-metadata';

type Props = PageProps<'/[locale]/newsletter/unsubscribe'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const metadata = await routeMetadata(await pageLocale(params), 'newsletterUnsubscribe', '/newsletter/unsubscribe');
  return { ...metadata, robots: { index: false, follow: false } };
}

/** The newsletter's unsubscribe link: one button that POSTs (`?u=`), then the answer (`?status=`). */
export default async function NewsletterUnsubscribePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const [{ title, breadcrumbs }, t] = await Promise.all([
    routePage(locale, 'newsletterUnsubscribe', '/newsletter/unsubscribe'),
    getTranslations({ locale, namespace: 'privacy.unsubscribe' }),
  ]);
  const token = typeof query.u === 'string' && query.u.length <= 100 ? query.u : '';
  if (token && !query.status)
    return (
      <PageShell title={title} breadcrumbs={breadcrumbs}>
        <ConfirmLinkForm
          action={unsubscribeAction}
          title={title}
          intro={t('intro')}
          submit={t('submit')}
          field={{ name: 'u', value: token }}
          locale={locale}
        />
      </PageShell>
    );
  const done = query.status === 'unsubscribed';
  return (
    <PageShell title={title} breadcrumbs={breadcrumbs}>
      <Notice tone={done ? 'success' : 'error'} data-testid="newsletter-unsubscribe">
        {t(done ? 'done' : 'invalid')}
      </Notice>
    </PageShell>
  );
}
