'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { AssistantPanel } from './AssistantPanel';
import styles from './Assistant.module.css';

/** The FAQ pages' way to the assistant: a disclosure button that opens the panel in place. */
export function AssistantLauncher(props: { locale: Locale; enabled: boolean; contactPath: string }) {
  const t = useTranslations('assistant');
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.launcher}>
      <button
        type="button"
        className="btn btn-secondary"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((current) => !current)}
      >
        {t('launcher')}
      </button>
      <div id={`${id}-panel`} hidden={!open}>
        {open && <AssistantPanel {...props} focusOnReady withSearch={false} />}
      </div>
    </div>
  );
}
