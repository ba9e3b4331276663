// @vitest-environment node
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { countLabel, countLabels } from '@/lib/i18n/count-label';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';

describe('count labels', () => {
  it.each([
    ['en', en],
    ['de', de],
    ['it', it_],
  ] as const)('say in %s what the message itself says, for any count', (locale, messages) => {
    const t = createTranslator({ locale, messages, namespace: 'commerce' });
    const labels = countLabels((count) => t('indicator', { count }));
    for (const count of [0, 1, 2, 5, 11, 21, 1000, 12345]) {
      expect(countLabel(labels, locale, count)).toBe(t('indicator', { count }));
    }
  });
});
