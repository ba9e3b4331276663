import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/PageShell';
import { YourDataForm } from '@/components/privacy/YourDataForm';
import { ConfirmLinkForm } from '@/components/referral/ConfirmLinkForm';
import { Notice } from '@/components/ui/Notice';
import { formKey, legalLinks } from '@/lib/forms/server';
import { pageLocale } from '@/lib/i18n/server';
import { db } from '@/lib/db/server';
import { confirmPrivacyAction } from '@/lib/privacy/action';
import { pendingKind } from '@/lib/privacy/requests';
import { routePage } from '@/lib/pages/server';
import { routeMetadata } from '@/lib/seo/route-metadata';

type Props = PageProps<'/[locale]/your-data'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return routeMetadata(await pageLocale(params), 'yourData', '/your-data');
}

const kinds = ['export', 'erase'] as const;
const kindOf = (value: unknown) => kinds.find((kind) => kind === value);

/**
 * "Your data": the request form; the mailed link (`?request=`, confirmed by a POST); the answer after it
 * (`?confirmed=`), or a link that no longer works (`?expired=`).
 */
export default async function YourDataPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const [{ title, description, breadcrumbs }, t] = await Promise.all([
    routePage(locale, 'yourData', '/your-data'),
    getTranslations({ locale, namespace: 'privacy' }),
  ]);
  const shell = (children: ReactNode) => (
    <PageShell title={title} breadcrumbs={breadcrumbs} lead={<p>{description}</p>}>
      {children}
    </PageShell>
  );
  const kind = typeof query.request === 'string' ? await pendingKind(db(), query.request) : undefined;
  if (kind && typeof query.request === 'string')
    return shell(
      <ConfirmLinkForm
        action={confirmPrivacyAction}
        title={t('confirm.title')}
        intro={t(`confirm.intro.${kind}`)}
        submit={t(`confirm.submit.${kind}`)}
        field={{ name: 'request', value: query.request.slice(0, 64) }}
        locale={locale}
      />,
    );
  const confirmed = kindOf(query.confirmed);
  if (confirmed)
    return shell(
      <Notice tone="success" data-testid="your-data-confirmed">
        {t(`confirm.done.${confirmed}`)}
      </Notice>,
    );
  return shell(
    <>
      {(query.expired || query.request) && (
        <Notice tone="error" data-testid="your-data-expired">
          {t('confirm.expired')}
        </Notice>
      )}
      <p>{t('form.intro')}</p>
      <YourDataForm locale={locale} idempotencyKey={formKey()} />
      <p>
        {t.rich('form.retention', {
          link: (chunks) => <a href={legalLinks(locale).privacy}>{chunks}</a>,
        })}
      </p>
    </>,
  );
}
