'use client';
import dynamic from 'next/dynamic';

/** The calculator in its own chunk: content pages load it only when their slices include one (still server-rendered). */
export const SavingsCalculatorForm = dynamic(() =>
  import('./SavingsCalculatorForm').then((module) => module.SavingsCalculatorForm),
);
