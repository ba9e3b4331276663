'use client';

import { useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import styles from './Referral.module.css';

const noChange = () => () => {};
const hasShareSheet = () => typeof navigator.share === 'function';
const hasClipboard = () => typeof navigator.clipboard?.writeText === 'function';
const selectAll = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select();

/**
 * The member's code and link as read-only fields, which anyone can select and copy without JavaScript, with the mail
 * and WhatsApp links; once the page runs, copy buttons that say what they copied, and the Web Share sheet where the
 * browser has one.
 */
export function ShareCode({ code, link, amount }: { code: string; link: string; amount: string }) {
  const t = useTranslations('referral.dashboard');
  const codeField = useRef<HTMLInputElement>(null);
  const linkField = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copiedCode' | 'copiedLink' | 'copyFailed'>();
  const text = t('shareText', { code, amount, link });
  const subject = t('shareSubject', { amount });
  const canShare = useSyncExternalStore(noChange, hasShareSheet, () => false);
  const canCopy = useSyncExternalStore(noChange, hasClipboard, () => false);
  const copy = async (what: 'code' | 'link') => {
    try {
      await navigator.clipboard.writeText(what === 'code' ? code : link);
      setCopied(what === 'code' ? 'copiedCode' : 'copiedLink');
    } catch {
      (what === 'code' ? codeField : linkField).current?.focus();
      setCopied('copyFailed');
    }
  };
  return (
    <div className={styles.share}>
      <label className={styles.field}>
        <span>{t('codeLabel')}</span>
        <input
          ref={codeField}
          className={styles.code}
          value={code}
          size={code.length}
          readOnly
          onFocus={selectAll}
          data-testid="referral-code"
        />
      </label>
      <label className={styles.field}>
        <span>{t('linkLabel')}</span>
        <input
          ref={linkField}
          className={styles.link}
          value={link}
          readOnly
          onFocus={selectAll}
          data-testid="referral-link"
        />
      </label>
      <div className={styles.actions}>
        {canCopy && (
          <>
            <Button type="button" onClick={() => void copy('code')}>
              {t('copy')}
            </Button>
            <Button type="button" onClick={() => void copy('link')}>
              {t('copyLink')}
            </Button>
          </>
        )}
        {canShare && (
          <Button
            type="button"
            onClick={() => void navigator.share({ title: subject, text, url: link }).catch(() => {})}
          >
            {t('share')}
          </Button>
        )}
        <a href={`mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`}>
          {t('shareEmail')}
        </a>
        <a href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer">
          {t('shareWhatsApp')}
        </a>
      </div>
      <p role="status" data-testid="referral-copy-status">
        {copied ? t(copied) : null}
      </p>
    </div>
  );
}
