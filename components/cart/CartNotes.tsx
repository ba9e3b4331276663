'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
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
  const [draft, setDraft] = useState(notes);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(draft);
  }

  return (
    <form onSubmit={submit}>
      <Field label={t('label')}>
        {(control) => (
          <>
            <textarea
              {...control}
              className={`${control.className} ${styles.textarea}`}
              name="notes"
              rows={3}
              maxLength={500}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={disabled || draft === notes}>
              {t('save')}
            </Button>
          </>
        )}
      </Field>
    </form>
  );
}
