import type { Content } from '@prismicio/client';
import { ContentImage } from '@/components/content/ContentImage';
import { RichText } from '@/components/content/RichText';
import styles from './Result.module.css';

type Props = {
  profile: Content.FoodprintProfileDocument;
  scoreLabel: string;
  score: string;
};

/** The profile the score falls in (its title is the page's heading): badge, emoji, score, thought, then tips. */
export function ResultProfile({ profile, scoreLabel, score }: Props) {
  const { image, emoji, shareable_thought: thought, description } = profile.data;
  return (
    <>
      <div className={styles.profile} data-testid="foodprint-profile" data-profile={profile.data.profile_id ?? ''}>
        <ContentImage field={image} sizes="12rem" className={styles.badge} decorative />
        <div>
          <p className={styles.emoji} aria-hidden="true">
            {emoji}
          </p>
          <p className={styles.score}>
            {scoreLabel}: <strong data-testid="foodprint-score">{score}</strong>
          </p>
          {thought && <p className={styles.thought}>“{thought}”</p>}
        </div>
      </div>
      <RichText field={description} />
    </>
  );
}
