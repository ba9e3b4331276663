import { getTranslations } from 'next-intl/server';
import { ImageResponse } from 'next/og';
import { ResultImage } from '@/components/quiz/ResultImage';
import { emojiDataUrl, imageFonts } from '@/lib/foodprint/image';
import { allScores, maxScore, parseScore } from '@/lib/foodprint/scoring';
import { getResultProfile } from '@/lib/foodprint/server';
import { guardRoute } from '@/lib/http/guard';
import { isLocale, locales } from '@/lib/i18n/locales';

// 123 PNG files written at build: images carry no script, so ADR 0008's per-request rendering does not apply.
// Only GET and HEAD: exporting POST, PUT, PATCH, DELETE or OPTIONS makes Next render a route handler per request.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => allScores.map((score) => ({ locale, score: String(score) })));
}

type Context = { params: Promise<{ locale: string; score: string }> };

/** The Open Graph image of one result in one language: the profile's emoji and title, the score, the thought. */
export const { GET, HEAD } = guardRoute<Context>({
  GET: async (_request, { params }) => {
    const { locale, score: segment } = await params;
    const score = parseScore([segment]);
    if (!isLocale(locale) || typeof score !== 'number') return new Response(null, { status: 404 });
    const [profile, t, meta, fonts] = await Promise.all([
      getResultProfile(locale, score),
      getTranslations({ locale, namespace: 'foodprint.meta' }),
      getTranslations({ locale, namespace: 'meta' }),
      imageFonts(),
    ]);
    return new ImageResponse(
      <ResultImage
        brand={`${meta('siteName')} · Foodprint`}
        title={profile?.data.title ?? ''}
        scoreLine={t('imageScore', { score, max: maxScore })}
        thought={profile?.data.shareable_thought ?? ''}
        emoji={await emojiDataUrl(profile?.data.emoji)}
      />,
      { width: 1200, height: 630, fonts },
    );
  },
});
