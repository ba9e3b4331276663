export function lcpWeightKb(lhr: unknown, traceEvents: readonly unknown[] | undefined): number;
