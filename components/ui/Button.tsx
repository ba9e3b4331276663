import type { ComponentProps, ReactNode } from 'react';
import styles from './Button.module.css';

type Props = ComponentProps<'button'> & {
  variant?: 'primary' | 'secondary' | 'link';
  pending?: boolean;
  pendingLabel?: ReactNode;
};

const variants = { primary: 'btn', secondary: 'btn btn-secondary', link: styles.link };

/** A button that, while its action runs, is busy and disabled and may say so in its label. */
export function Button({
  variant = 'primary',
  pending = false,
  pendingLabel,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: Props) {
  const classes = [variants[variant], pending ? styles.pending : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || pending} aria-busy={pending || undefined}>
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
