'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { useCanPrefetch } from '@/lib/browser/use-can-prefetch';

/** A link to an already localized path (content links, menus), with the same prefetch guard as AppLink. */
export function PlainLink({ prefetch, ...props }: ComponentProps<typeof NextLink>) {
  const allowed = useCanPrefetch();
  return <NextLink {...props} prefetch={allowed ? prefetch : false} />;
}
