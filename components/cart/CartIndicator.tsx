'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useCart } from '@/lib/commerce/use-cart';

/** Header link to the cart with its item count (swr against `/api/cart`). */
export function CartIndicator({ className }: { className?: string }) {
  const t = useTranslations('commerce');
  const { data } = useCart();
  const count = data?.itemCount ?? 0;
  return (
    <Link href="/cart" className={className} aria-label={t('indicator', { count })} data-testid="cart-indicator">
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
      <span aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}
