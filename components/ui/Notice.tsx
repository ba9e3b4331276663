import type { ReactNode } from 'react';
import styles from './Notice.module.css';

type Props = {
  tone: 'success' | 'error' | 'info';
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
};

/** A message block: errors interrupt (`alert`), success and information wait their turn (`status`). */
export function Notice({ tone, children, className, ...rest }: Props) {
  return (
    <p
      {...rest}
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.notice, styles[tone], className ?? ''].filter(Boolean).join(' ')}
    >
      {children}
    </p>
  );
}
