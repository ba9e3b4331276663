'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { handoverHref, useAskAssistant, useFaqIndex, useOnline } from '@/lib/assistant/client';
import { useHydrated } from '@/lib/browser/use-hydrated';
import type { Locale } from '@/lib/i18n/locales';
import { AssistantMessage, type Turn } from './AssistantMessage';
import styles from './Assistant.module.css';

type Props = {
  locale: Locale;
  enabled: boolean;
  contactPath: string;
  faqPath: string;
  /** Move focus to the question field once it can be used (the panel was just opened). */
  focusOnReady?: boolean;
};

/** Where the log scrolls to: the start of the newest answer (long answers are read from the top), else the end. */
function newestTop(box: HTMLElement): number {
  const newest = box.querySelector<HTMLElement>(':scope > ol > li:last-child');
  const bottom = box.scrollHeight - box.clientHeight;
  if (!newest || newest.dataset.role !== 'assistant') return bottom;
  return Math.min(newest.offsetTop, bottom);
}

/** The FAQ assistant (spec §4 chat widget): loading, online, offline and disabled, each shown and announced. */
export function AssistantPanel(props: Props) {
  const { locale, enabled, contactPath, faqPath, focusOnReady = false } = props;
  const t = useTranslations('assistant');
  const id = useId();
  const online = useOnline();
  const hydrated = useHydrated();
  const index = useFaqIndex(locale);
  const { trigger: askAssistant } = useAskAssistant();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState('');
  const [pending, setPending] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const state = !enabled
    ? 'disabled'
    : !hydrated
      ? 'noScript'
      : !online
        ? 'offline'
        : index.status === 'loading'
          ? 'loading'
          : 'online';

  useEffect(() => {
    if (focusOnReady && state === 'online') field.current?.focus();
  }, [focusOnReady, state]);

  useEffect(() => {
    const box = log.current;
    if (box) box.scrollTop = newestTop(box);
  }, [turns, pending]);

  const history = turns.map(({ role, text }) => ({ role, text }));
  const handover = handoverHref(
    contactPath,
    question.trim() ? [...history, { role: 'user', text: question }] : history,
    {
      user: t('you'),
      assistant: t('bot'),
    },
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = question.trim();
    if (text.length < 2 || pending) return;
    setTurns((current) => [...current, { role: 'user', text }]);
    setQuestion('');
    setPending(true);
    try {
      const reply = await askAssistant({ question: text, locale, history: history.slice(-10) });
      setTurns((current) => [...current, { role: 'assistant', text: reply.answer, reply }]);
    } catch {
      setTurns((current) => [...current, { role: 'assistant', text: t('failed') }]);
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      className={styles.panel}
      aria-labelledby={`${id}-title`}
      aria-busy={state === 'loading' || undefined}
      data-state={state}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {t('title')}
      </h2>
      <p role="status" className={styles.state}>
        {t(`status.${state}`)}
      </p>
      {state === 'disabled' || state === 'noScript' ? (
        <p className={styles.links}>
          <a href={faqPath}>{t('faqLink')}</a>
          <a href={contactPath} className="btn">
            {t('contactLink')}
          </a>
        </p>
      ) : (
        <>
          <p>{t('intro')}</p>
          <div ref={log} role="log" aria-label={t('conversation')} className={styles.log}>
            <ol className={styles.turns}>
              {turns.map((turn, position) => (
                <AssistantMessage key={position} turn={turn} handoverHref={handover} />
              ))}
            </ol>
            {pending && <p className={styles.thinking}>{t('thinking')}</p>}
          </div>
          {state === 'offline' ? (
            <p>
              <a href={contactPath}>{t('contactLink')}</a>
            </p>
          ) : (
            <form className={styles.form} onSubmit={submit}>
              <label htmlFor={`${id}-question`}>{t('label')}</label>
              <div className={styles.row}>
                <input
                  ref={field}
                  id={`${id}-question`}
                  name="question"
                  className={styles.input}
                  value={question}
                  maxLength={500}
                  placeholder={t('placeholder')}
                  autoComplete="off"
                  onChange={(event) => setQuestion(event.target.value)}
                  disabled={state !== 'online'}
                />
                <button type="submit" className="btn" disabled={state !== 'online' || pending}>
                  {t('send')}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
