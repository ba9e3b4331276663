import type { ESLint } from 'eslint';

export function libTarget(specifier: string, file: string, root?: string): { folder: string; rest: string } | null;
export function libFolder(file: string, root?: string): string | null;
export function isPublic(rest: string, published?: readonly string[]): boolean;
export type FolderGraph = Map<string, Set<string>>;
export function folderGraph(root?: string): FolderGraph;
export function importChain(graph: FolderGraph, start: string, goal: string): string[] | null;
export function folderCycles(graph: FolderGraph): string[][];
declare const plugin: ESLint.Plugin;
export default plugin;
