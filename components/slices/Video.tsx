import { getTranslations } from 'next-intl/server';
import { ContentImage } from '@/components/content/ContentImage';
import { RichText } from '@/components/content/RichText';
import { SmartLink } from '@/components/content/SmartLink';
import { linkHref } from '@/lib/content/links';
import { Section } from './Section';
import styles from './Video.module.css';
import type { Content } from '@prismicio/client';
import type { SliceProps } from './types';
import { videoSource } from '@/lib/slices/video-source';
import { LiteVideo } from './LiteVideo';

/**
 * Video with chapters and transcript; a hosted video plays only on request; without one (not published yet) the
 * poster's play button says so and opens the transcript, which is open from the start.
 */
export async function Video({ slice, locale }: SliceProps<Content.VideoSlice>) {
  const t = await getTranslations({ locale, namespace: 'content' });
  const { title, description, poster, duration, transcript } = slice.primary;
  const source = videoSource(linkHref(slice.primary.video_url), slice.primary.video_id);
  const chapters = slice.items.filter((item) => item.chapter);
  const transcriptId = `transcript-${slice.id.replace(/[^\w-]/g, '-')}`;
  return (
    <Section sliceType="video" title={title} intro={<RichText field={description} />}>
      <div className={styles.layout}>
        <div className={styles.player}>
          {source?.kind === 'file' ? (
            // The model has no caption file; the transcript below is the text alternative.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video controls preload="none" poster={poster?.url ?? undefined} className={styles.video}>
              <source src={source.url} />
            </video>
          ) : source?.kind === 'link' || !transcript?.length ? (
            <ContentImage field={poster} sizes="(min-width: 1024px) 760px, 100vw" />
          ) : (
            <LiteVideo
              src={source?.url}
              title={title || t('watchVideo')}
              playLabel={t('playVideo', { title: title || '' })}
              transcriptId={transcriptId}
              texts={{ missing: t('videoMissing'), offline: t('videoOffline'), readTranscript: t('readTranscript') }}
            >
              <ContentImage field={poster} sizes="(min-width: 1024px) 760px, 100vw" />
            </LiteVideo>
          )}
          {source?.kind === 'link' && (
            <p>
              <SmartLink href={source.url} className="btn">
                {t('watchVideo')}
              </SmartLink>
            </p>
          )}
          {duration && <p className="muted">{t('duration', { duration })}</p>}
        </div>
        {chapters.length > 0 && (
          <div>
            <h3>{t('chapters')}</h3>
            <ol className={styles.chapters}>
              {chapters.map((item, index) => (
                <li key={index}>
                  {item.time && <span className={styles.time}>{item.time}</span>} {item.chapter}
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
      {transcript?.length > 0 && (
        <details id={transcriptId} className={styles.transcript} open={!source}>
          <summary>{t('transcript')}</summary>
          <RichText field={transcript} />
        </details>
      )}
    </Section>
  );
}
