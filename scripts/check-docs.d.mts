export interface Mention {
  token: string;
  line: number;
  link?: boolean;
}
export function pathMentions(markdown: string): Mention[];
export function mentionedPath(mention: Mention, file: string): string | null;
export function pathMatcher(path: string): (candidate: string) => boolean;
export function statusProblems(markdown: string, adrNumbers: ReadonlySet<string>): string[];
export function checkDocs(read: (file: string) => string, files: readonly string[]): string[];
export function adrIndexProblems(markdown: string, adrs: readonly string[]): string[];
