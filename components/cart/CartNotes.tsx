'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import styles from './Cart.module.css';
import { CartForm } from './CartForm';

export function CartNotes({ notes }: { notes: string }) {
  const t = useTranslations('cart.notes');
  const [draft, setDraft] = useState(notes);
  return (
    <CartForm
      intent="notes"
      optimistic={(data) => ({ kind: 'notes', notes: String(data.get('notes') ?? '') })}
      done={t('saved')}
    >
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
            <Button type="submit" variant="secondary">
              {t('save')}
            </Button>
          </>
        )}
      </Field>
    </CartForm>
  );
}
