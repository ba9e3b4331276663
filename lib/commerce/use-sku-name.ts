'use client';
import { useMessages } from 'next-intl';

/** The SKU's name in the page language, falling back to the platform's name. */
export function useSkuName(): (skuCode: string, fallback: string) => string {
  const skuNames: Partial<Record<string, string>> = useMessages().product.skus;
  return (skuCode, fallback) => skuNames[skuCode] ?? fallback;
}
