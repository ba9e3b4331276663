'use client';

import { useEffect, useState, type ComponentProps } from 'react';
import { canPrefetch } from '@/lib/client/connection';
import { Link } from '@/lib/i18n/navigation';

type Props = ComponentProps<typeof Link>;

/** next-intl's Link that skips prefetching on 2g, save-data or offline connections (spec §7). */
export function AppLink({ prefetch, ...props }: Props) {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => setAllowed(canPrefetch()), []);
  return <Link {...props} prefetch={allowed ? prefetch : false} />;
}
