'use client';
import { useTranslations } from 'next-intl';

/** The SKU's name in the page language, falling back to the platform's name. */
export function useSkuName(): (skuCode: string, fallback: string) => string {
  const t = useTranslations('product.skus');
  return (skuCode, fallback) => (t.has(skuCode) ? t(skuCode) : fallback);
}
