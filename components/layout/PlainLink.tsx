'use client';

import NextLink from 'next/link';
import { useEffect, useState, type ComponentProps } from 'react';
import { canPrefetch } from '@/lib/client/connection';

/** A link to an already localized path (content links, menus), with the same prefetch guard as AppLink. */
export function PlainLink({ prefetch, ...props }: ComponentProps<typeof NextLink>) {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => setAllowed(canPrefetch()), []);
  return <NextLink {...props} prefetch={allowed ? prefetch : false} />;
}
