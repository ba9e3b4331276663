import type { ReactNode } from 'react';
import styles from './Section.module.css';

/** The frame of a slice: vertical rhythm, optional theme, optional heading and intro. */
export function Section({
  sliceType,
  theme,
  title,
  intro,
  children,
  narrow = false,
}: {
  sliceType: string;
  theme?: string | null;
  title?: string | null;
  intro?: ReactNode;
  children?: ReactNode;
  narrow?: boolean;
}) {
  const themed = theme === 'green' || theme === 'dark' ? styles[theme] : '';
  return (
    <section className={`${styles.section} ${themed}`} data-slice-type={sliceType}>
      <div className={`container ${narrow ? styles.narrow : ''}`}>
        {(title || intro) && (
          <header className={styles.header}>
            {title && <h2>{title}</h2>}
            {intro && <div className={styles.intro}>{intro}</div>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
