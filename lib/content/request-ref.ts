import { AsyncLocalStorage } from 'node:async_hooks';
import { unstable_rethrow } from 'next/navigation';
import { chooseRef, experimentCookieName, hasRunningExperiment, previewCookieName, type RefSource } from './ref';

/**
 * The ref for the current request (preview → experiment → master), undefined for the master ref outside draft mode.
 * Cookies are read only in draft mode or while an experiment runs, so content pages stay static otherwise; never
 * inside a cached read, which gets the ref as an argument instead (`readAt`).
 */
export async function requestRef(client: { getRepository(): Promise<RefSource> }): Promise<string | undefined> {
  try {
    const { cookies, draftMode } = await import('next/headers');
    const draft = (await draftMode()).isEnabled;
    const repository = await client.getRepository();
    if (!draft && !hasRunningExperiment(repository)) return undefined;
    const jar = await cookies();
    return chooseRef(repository, {
      preview: draft ? jar.get(previewCookieName)?.value : undefined,
      experiment: jar.get(experimentCookieName)?.value,
    });
  } catch (error) {
    unstable_rethrow(error);
    return undefined;
  }
}

const readRef = new AsyncLocalStorage<{ ref: string | undefined }>();

/** Runs `read` at `ref`: every query the content client makes inside it asks for that ref (undefined: the master). */
export function readAt<T>(ref: string | undefined, read: () => Promise<T>): Promise<T> {
  return readRef.run({ ref }, read);
}

/** The ref of the read in progress (`readAt`), else undefined: the master ref. */
export const refOfRead = (): string | undefined => readRef.getStore()?.ref;
