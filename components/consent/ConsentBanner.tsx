'use client';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { apiBaseUrl } from '@/lib/browser/api-base';
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
  /** Whether the banner is shown (the page has hydrated): it then takes focus. */
  shown?: boolean;
};

/** A decision form: posted to the consent route without JavaScript, stored in the browser at once with it. */
function DecisionForm({
  revision,
  locale,
  onChoice,
  className,
  children,
}: {
  revision: number;
  locale: string;
  onChoice: (accepted: OptionalCategory[]) => void;
  className?: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    const choice = form.get('choice');
    onChoice(choice === 'all' ? optional : choice === 'none' ? [] : optional.filter((name) => form.has(name)));
  };
  return (
    <form method="post" action={`${apiBaseUrl}/consent`} className={className} onSubmit={submit}>
      <input type="hidden" name="revision" value={revision} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="return" value={pathname} />
      {children}
    </form>
  );
}

/**
 * The consent banner (a fixed region, only while there is no decision) and the settings dialog (a modal `<dialog>`);
 * each decision is stored in the cookie at once and handed to `onDecision`.
 */
export function ConsentBanner({ revision, locale, current, settingsRequest, onDecision, shown = true }: Props) {
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
  const form = { revision, locale, onChoice: decide };

  return (
    <>
      {current ? null : <Banner form={form} shown={shown} onManage={() => setManaged((count) => count + 1)} />}
      <dialog ref={dialog} aria-labelledby={`${id}-title`} className={styles.dialog} onClose={returnFocus}>
        <DecisionForm key={`${settingsRequest}-${managed}`} {...form} className={styles.form}>
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
            <AllOrNone />
            <Button type="submit" name="choice" value="chosen" variant="secondary" className={styles.wide}>
              {t('save')}
            </Button>
          </div>
        </DecisionForm>
      </dialog>
    </>
  );
}

/** Accept all and Reject all, the same two submit buttons in the banner and the settings dialog. */
function AllOrNone() {
  const t = useTranslations('consent');
  return (
    <>
      <Button type="submit" name="choice" value="all">
        {t('acceptAll')}
      </Button>
      <Button type="submit" name="choice" value="none">
        {t('rejectAll')}
      </Button>
    </>
  );
}

/** The first-visit question: Accept all and Reject all side by side with the same look, then the categories. */
function Banner({
  form,
  shown,
  onManage,
}: {
  form: { revision: number; locale: string; onChoice: (accepted: OptionalCategory[]) => void };
  shown: boolean;
  onManage: () => void;
}) {
  const t = useTranslations('consent');
  const id = useId();
  const region = useRef<HTMLElement>(null);

  // As the library did: a visitor who has not focused anything yet starts from the banner (the next Tab reaches its
  // buttons); one who already moves through the page keeps their place. After the first frame, so the focus does
  // not force a layout of the whole page into hydration's task (ADR 0080).
  useEffect(() => {
    if (!shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (!document.activeElement || document.activeElement === document.body)
          region.current?.focus({ preventScroll: true });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown]);

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
      <DecisionForm {...form} className={styles.choices}>
        <AllOrNone />
        <Button variant="secondary" className={styles.wide} aria-haspopup="dialog" onClick={onManage}>
          {t('manage')}
        </Button>
      </DecisionForm>
    </section>
  );
}
