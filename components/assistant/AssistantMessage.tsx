'use client';

import { useTranslations } from 'next-intl';
import { PlainLink } from '@/components/layout/PlainLink';
import type { AssistantReply } from '@/lib/assistant/reply';
import styles from './Assistant.module.css';

export type Turn = { role: 'user'; text: string } | { role: 'assistant'; text: string; reply?: AssistantReply };

/** One turn of the conversation: the visitor's question, or the assistant's answer with the articles it used. */
export function AssistantMessage({ turn, handoverHref }: { turn: Turn; handoverHref: string }) {
  const t = useTranslations('assistant');
  if (turn.role === 'user') {
    return (
      <li className={styles.user} data-role="user">
        <span className="visually-hidden">{t('you')}: </span>
        {turn.text}
      </li>
    );
  }
  const reply = turn.reply;
  return (
    <li className={styles.bot} data-role="assistant" data-kind={reply?.kind}>
      <span className="visually-hidden">{t('bot')}: </span>
      <p>{turn.text}</p>
      {reply && reply.sources.length > 0 && (
        <>
          <p className={styles.sourcesLabel}>{t('sources')}</p>
          <ul className={styles.sources}>
            {reply.sources.map((source) => (
              <li key={source.uid}>
                <PlainLink href={source.url}>{source.title}</PlainLink>
              </li>
            ))}
          </ul>
        </>
      )}
      {(!reply || reply.handover) && (
        <p>
          <a href={handoverHref} className="btn btn-secondary">
            {t('handoverLink')}
          </a>
        </p>
      )}
    </li>
  );
}
