import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';
import { FieldMessages } from './FieldMessages';
import { RequiredMark } from './RequiredMark';

/** What a field hands its control: spread it onto the input, textarea or select. */
type ControlProps = {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

type Props = {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A label, its control (plus any inline buttons beside it), an optional hint and the error, wired for assistive tech. */
export function Field({ label, hint, error, required, hideLabel, className, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div className={styles.row}>
        {children({
          id,
          className: styles.control,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
          'aria-required': required ? true : undefined,
        })}
      </div>
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}
