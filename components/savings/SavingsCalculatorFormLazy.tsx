'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, in a branch the browser's build drops */
import { island } from '@/lib/browser/island';

/** The calculator in its own chunk: pages whose slices include one load it once it is near the viewport. */
export const SavingsCalculatorForm = island(
  () => import('./SavingsCalculatorForm').then((module) => module.SavingsCalculatorForm),
  typeof window === 'undefined'
    ? (require('./SavingsCalculatorForm') as typeof import('./SavingsCalculatorForm')).SavingsCalculatorForm
    : undefined,
);
