import styles from './Forms.module.css';

/** A field people never see or reach; bots fill it in, and the action then pretends success and stores nothing. */
export function Honeypot({ label }: { label: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {label}
        <input type="text" name="fax" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
