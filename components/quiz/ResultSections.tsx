import type { ReactNode } from 'react';
import styles from './Result.module.css';

/** The result page's column of sections. */
export function ResultSections({ children }: { children: ReactNode }) {
  return (
    <div className={styles.result} data-testid="foodprint-result">
      {children}
    </div>
  );
}

/** How the score compares with everyone else's (or why it does not yet). */
export function ResultComparison({ kind, children }: { kind: 'percent' | 'few'; children: ReactNode }) {
  return (
    <p className={styles.comparison} data-testid="foodprint-comparison" data-kind={kind}>
      {children}
    </p>
  );
}
