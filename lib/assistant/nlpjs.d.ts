// The NLP.js packages ship no types; only what lib/assistant/classifier.ts uses.
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
  }
  export function containerBootstrap(): Promise<Container>;
}

declare module '@nlpjs/nlp' {
  import type { Container } from '@nlpjs/core';
  export interface NlpResult {
    intent: string;
    score: number;
    classifications?: { intent: string; score: number }[];
  }
  export class Nlp {
    constructor(settings: Record<string, unknown>, container?: Container);
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string): Promise<NlpResult>;
    export(minified?: boolean): string;
    import(data: string): void;
  }
}

declare module '@nlpjs/lang-en' {
  export const LangEn: unknown;
}
declare module '@nlpjs/lang-de' {
  export const LangDe: unknown;
}
declare module '@nlpjs/lang-it' {
  export const LangIt: unknown;
}
