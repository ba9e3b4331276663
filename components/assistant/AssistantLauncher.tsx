'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { AssistantPanel } from './AssistantPanel';
import styles from './Assistant.module.css';

type Props = { locale: Locale; enabled: boolean; contactPath: string; faqPath: string };

/**
 * The FAQ pages' way to the assistant: a native disclosure (summary), so it opens without JavaScript too and then
 * shows the FAQ and contact links; with JavaScript the panel mounts when it is opened.
 */
export function AssistantLauncher(props: Props) {
  const t = useTranslations('assistant');
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.launcher} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={`btn btn-secondary ${styles.summary}`}>{t('launcher')}</summary>
      <AssistantPanel {...props} focusOnReady={open} />
    </details>
  );
}
