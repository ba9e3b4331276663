'use client';
import { useEffect } from 'react';

/** Marks the document once React has hydrated it (`<html data-hydrated>`): what tests and benchmarks wait for. */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
