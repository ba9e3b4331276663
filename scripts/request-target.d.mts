export const requestHeaderBytes: number;
export function maxTargetLength(url?: string): number;
