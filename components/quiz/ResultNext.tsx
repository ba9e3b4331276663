import { PlainLink } from '@/components/layout/PlainLink';
import styles from './Result.module.css';

type Card = { title: string; text: string; href: string; link: string; testId: string };

/** What to do with the result: how Freshly helps, and what the household could save. */
export function ResultNext({ cards }: { cards: Card[] }) {
  return (
    <div className={styles.cards}>
      {cards.map((card) => (
        <section key={card.testId} className={styles.card} data-testid={card.testId}>
          <h2>{card.title}</h2>
          <p>{card.text}</p>
          <PlainLink href={card.href} className="btn">
            {card.link}
          </PlainLink>
        </section>
      ))}
    </div>
  );
}
