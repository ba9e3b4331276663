import type { ESLint } from 'eslint';

export function libTarget(specifier: string, file: string, root?: string): { folder: string; rest: string } | null;
export function libFolder(file: string, root?: string): string | null;
export function isPublic(rest: string, published?: readonly string[]): boolean;
declare const plugin: ESLint.Plugin;
export default plugin;
