import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './Checkbox.module.css';
import { FieldMessages } from './FieldMessages';
import { RequiredMark } from './RequiredMark';

type Props = Omit<ComponentProps<'input'>, 'type' | 'id' | 'className'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

/** A checkbox with its label beside it, an optional hint and the error, wired like `Field`. */
export function Checkbox({ label, hint, error, required, ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className={styles.checkbox}>
      <input
        {...input}
        id={id}
        type="checkbox"
        className={styles.box}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} className={styles.message} />
    </div>
  );
}
