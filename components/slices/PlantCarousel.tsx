import { getTranslations } from 'next-intl/server';
import { ContentImage } from '@/components/content/ContentImage';
import { plainText } from '@/lib/content/text';
import { getPlantCarouselItems } from '@/lib/content/queries/globals';
import { pickLinked } from '@/lib/slices/pick';
import styles from './PlantCarousel.module.css';
import { Section } from './Section';
import type { Content } from '@prismicio/client';
import type { SliceProps } from './types';

/** A scroll-snapping row (no script): swipe, trackpad, or focus it and use the arrow keys. */
export async function PlantCarousel({ slice, locale }: SliceProps<Content.PlantCarouselSlice>) {
  const t = await getTranslations({ locale, namespace: 'content' });
  const plants = pickLinked(
    await getPlantCarouselItems(locale),
    slice.items.map((item) => item.item),
    50,
  );
  const title = slice.primary.title ?? '';
  return (
    <Section
      sliceType="plant_carousel"
      title={title}
      intro={slice.primary.intro ? <p>{slice.primary.intro}</p> : undefined}
    >
      <p className="visually-hidden">{t('carouselHint')}</p>
      {/* A scrollable region must be reachable by keyboard to be scrolled without a pointer (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul className={styles.track} tabIndex={0} aria-label={title || t('carouselHint')}>
        {plants.map((plant) => (
          <li key={plant.id} className={`card ${styles.slide}`}>
            <ContentImage field={plant.data.image} sizes="300px" />
            <h3>{plant.data.title}</h3>
            <p className="muted">{plainText(plant.data.description)}</p>
            {plant.data.rooms && <p className={styles.rooms}>{t('suitableRooms', { rooms: plant.data.rooms })}</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}
