'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import styles from './Cart.module.css';

export function CartNotes({
  notes,
  disabled,
  onSave,
}: {
  notes: string;
  disabled: boolean;
  onSave: (notes: string) => void;
}) {
  const t = useTranslations('cart.notes');
  const id = useId();
  const [draft, setDraft] = useState(notes);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(draft);
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <label htmlFor={id}>{t('label')}</label>
      <textarea
        id={id}
        className={styles.textarea}
        name="notes"
        rows={3}
        maxLength={500}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="btn btn-secondary" disabled={disabled || draft === notes}>
        {t('save')}
      </button>
    </form>
  );
}
