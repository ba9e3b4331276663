import styles from './Field.module.css';

/** The asterisk after a required field's label; screen readers hear `required` from the control instead. */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' *'}
    </span>
  );
}
