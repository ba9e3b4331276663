'use client';

import { useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import styles from './Referral.module.css';

const noChange = () => () => {};
const hasShareSheet = () => typeof navigator.share === 'function';

/** The member's code with copy and share: the Web Share sheet where the browser has one, links elsewhere. */
export function ShareCode({ code, link, amount }: { code: string; link: string; amount: string }) {
  const t = useTranslations('referral.dashboard');
  const [copied, setCopied] = useState<'copiedCode' | 'copiedLink' | 'copyFailed'>();
  const text = t('shareText', { code, amount, link });
  const subject = t('shareSubject', { amount });
  const canShare = useSyncExternalStore(noChange, hasShareSheet, () => false);
  const copy = async (what: 'code' | 'link') => {
    try {
      await navigator.clipboard.writeText(what === 'code' ? code : link);
      setCopied(what === 'code' ? 'copiedCode' : 'copiedLink');
    } catch {
      setCopied('copyFailed');
    }
  };
  return (
    <div className={styles.share}>
      <p className={styles.code} data-testid="referral-code">
        {code}
      </p>
      <div className={styles.actions}>
        <Button type="button" onClick={() => void copy('code')}>
          {t('copy')}
        </Button>
        <Button type="button" onClick={() => void copy('link')}>
          {t('copyLink')}
        </Button>
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
      <p className={styles.link}>{link}</p>
      <p role="status" data-testid="referral-copy-status">
        {copied ? t(copied) : null}
      </p>
    </div>
  );
}
