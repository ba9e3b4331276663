'use client';

import { useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';

type Props = {
  url: string;
  text: string;
  title: string;
  labels: { native: string; copy: string; copied: string; copyFailed: string };
};

const noSubscription = () => () => {};

/** The buttons that need a script: the phone's share sheet (Web Share API) where there is one, and copy link. */
export function ShareActions({ url, text, title, labels }: Props) {
  const support = useSyncExternalStore(
    noSubscription,
    () => (typeof navigator.share === 'function' ? 'share' : 'copy'),
    () => null,
  );
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  if (!support) return null;
  const canShare = support === 'share';

  const share = async () => {
    try {
      await navigator.share({ title, text, url });
    } catch {
      // Closing the share sheet rejects too; nothing to report.
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div>
      {canShare && (
        <Button onClick={share} data-testid="share-native">
          {labels.native}
        </Button>
      )}{' '}
      <Button variant="secondary" onClick={copy} data-testid="share-copy">
        {labels.copy}
      </Button>
      {copied && (
        <Notice tone={copied === 'yes' ? 'success' : 'error'}>
          {copied === 'yes' ? labels.copied : labels.copyFailed}
        </Notice>
      )}
    </div>
  );
}
