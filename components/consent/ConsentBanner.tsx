'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { saveConsent } from '@/lib/consent/browser';
import type { ConsentState, OptionalCategory } from '@/lib/consent/state';
import styles from './ConsentBanner.module.css';

const optional: OptionalCategory[] = ['analytics', 'marketing'];

type Props = {
  revision: number;
  locale: string;
  /** The decision for this policy version; without one the banner asks. */
  current: ConsentState | undefined;
  /** Counts the "Cookie settings" presses: each new count opens the settings dialog. */
  settingsRequest: number;
  onDecision: (state: ConsentState) => void;
};

/**
 * The consent banner (a fixed region, only while there is no decision) and the settings dialog (a modal `<dialog>`),
 * loaded lazily by the consent provider; each decision is stored in the cookie and handed to `onDecision`.
 */
export function ConsentBanner({ revision, locale, current, settingsRequest, onDecision }: Props) {
  const t = useTranslations('consent');
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const [managed, setManaged] = useState(0);

  useEffect(() => {
    const element = dialog.current;
    if (!element || settingsRequest + managed === 0 || element.open) return;
    opener.current = document.activeElement;
    element.showModal();
  }, [settingsRequest, managed]);

  const decide = (accepted: OptionalCategory[]) => {
    dialog.current?.close();
    onDecision(saveConsent(accepted, revision, locale));
  };
  const returnFocus = () => {
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
  };

  return (
    <>
      {current ? null : <Banner onDecide={decide} onManage={() => setManaged((count) => count + 1)} />}
      <dialog ref={dialog} aria-labelledby={`${id}-title`} className={styles.dialog} onClose={returnFocus}>
        <form
          key={`${settingsRequest}-${managed}`}
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            const chosen = new FormData(event.currentTarget);
            decide(optional.filter((name) => chosen.has(name)));
          }}
        >
          <div className={styles.header}>
            <h2 id={`${id}-title`} className={styles.title}>
              {t('preferencesTitle')}
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label={t('close')}
              onClick={() => dialog.current?.close()}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <p className={styles.text}>{t('preferencesIntro')}</p>
          <Checkbox
            label={<strong>{t('necessaryTitle')}</strong>}
            hint={t('necessaryDescription')}
            defaultChecked
            disabled
          />
          {optional.map((name) => (
            <Checkbox
              key={name}
              name={name}
              label={<strong>{t(`${name}Title`)}</strong>}
              hint={t(`${name}Description`)}
              defaultChecked={Boolean(current?.categories.includes(name))}
            />
          ))}
          <div className={styles.choices}>
            <Button onClick={() => decide(optional)}>{t('acceptAll')}</Button>
            <Button onClick={() => decide([])}>{t('rejectAll')}</Button>
            <Button type="submit" variant="secondary" className={styles.wide}>
              {t('save')}
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}

/** The first-visit question: Accept all and Reject all side by side with the same look, then the categories. */
function Banner({ onDecide, onManage }: { onDecide: (accepted: OptionalCategory[]) => void; onManage: () => void }) {
  const t = useTranslations('consent');
  const id = useId();
  const region = useRef<HTMLElement>(null);

  // As the library did: a visitor who has not focused anything yet starts from the banner (the next Tab reaches its
  // buttons); one who already moves through the page keeps their place.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body)
      region.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={styles.banner}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {t('title')}
      </h2>
      <p id={`${id}-text`} className={styles.text}>
        {t('description')}
      </p>
      <div className={styles.choices}>
        <Button onClick={() => onDecide(optional)}>{t('acceptAll')}</Button>
        <Button onClick={() => onDecide([])}>{t('rejectAll')}</Button>
        <Button variant="secondary" className={styles.wide} aria-haspopup="dialog" onClick={onManage}>
          {t('manage')}
        </Button>
      </div>
    </section>
  );
}
