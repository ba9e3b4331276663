'use client';

import type { ComponentProps } from 'react';
import { useCanPrefetch } from '@/lib/browser/use-can-prefetch';
import { Link } from '@/lib/i18n/navigation';

/** next-intl's Link that skips prefetching on 2g, save-data or offline connections (spec §7). */
export function AppLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const allowed = useCanPrefetch();
  return <Link {...props} prefetch={allowed ? prefetch : false} />;
}
