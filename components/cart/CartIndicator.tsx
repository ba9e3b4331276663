'use client';
import { useLocale, useTranslations } from 'next-intl';
import { PlainLink } from '@/components/layout/PlainLink';
import { useCartCount } from '@/lib/cart/client';

/**
 * Header link to the cart. The header is shared (cacheable) HTML, so the count is the browser's to ask
 * (`GET /api/cart`, or the cart a buy box or the cart page holds); until it is known, and without JavaScript, the
 * badge shows no number rather than a wrong one, and the link leads to the cart, which states it (ADR 0075). `href`
 * comes resolved from the server, so the route table stays out of every page's JavaScript.
 */
export function CartIndicator({ href, className }: { href: string; className?: string }) {
  const t = useTranslations('commerce');
  const count = useCartCount(useLocale());
  return (
    <PlainLink
      href={href}
      className={className}
      aria-label={count === undefined ? t('indicatorUnknown') : t('indicator', { count })}
      data-testid="cart-indicator"
    >
      <svg
        aria-hidden="true"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9.5" cy="19.5" r="1.3" />
        <circle cx="17" cy="19.5" r="1.3" />
      </svg>
      {count === undefined ? null : (
        <span aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      )}
    </PlainLink>
  );
}
