import { NextResponse } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { db } from '@/lib/db/server';
import { guardRoute } from '@/lib/http/guard';
import { apiLocale } from '@/lib/http/locale';
import { exportForDownload } from '@/lib/privacy/requests';

export const dynamic = 'force-dynamic';

/** The mailed, time-limited download of a confirmed export; an unknown or expired token gets a localized 410. */
async function download(request: Request) {
  const token = (new URL(request.url).searchParams.get('token') ?? '').slice(0, 100);
  const data = await exportForDownload(db(), token);
  const headers = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
  if (data === undefined) {
    const t = await getTranslations({ locale: apiLocale(request), namespace: 'privacy.download' });
    return NextResponse.json({ error: t('expired'), code: 'gone' }, { status: 410, headers });
  }
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="viridea-personal-data.json"',
    },
  });
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({ GET: download });
