import type { Content } from '@prismicio/client';
import { ContentImage } from '@/components/content/ContentImage';
import { RichText } from '@/components/content/RichText';
import styles from './Result.module.css';

type Props = {
  profile: Content.FoodprintProfileDocument;
  scoreLabel: string;
  score: string;
};

/** The profile the score falls in: badge, emoji and title, the shareable thought, then its description and tips. */
export function ResultProfile({ profile, scoreLabel, score }: Props) {
  const { image, emoji, title, shareable_thought: thought, description } = profile.data;
  return (
    <>
      <div className={styles.profile} data-testid="foodprint-profile" data-profile={profile.data.profile_id ?? ''}>
        <ContentImage field={image} sizes="12rem" className={styles.badge} decorative />
        <div>
          <p className={styles.score}>
            {scoreLabel}: <strong data-testid="foodprint-score">{score}</strong>
          </p>
          <h2 className={styles.profileTitle}>
            <span aria-hidden="true">{emoji}</span> {title}
          </h2>
          {thought && <p className={styles.thought}>“{thought}”</p>}
        </div>
      </div>
      <RichText field={description} />
    </>
  );
}
