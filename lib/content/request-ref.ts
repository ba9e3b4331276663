import { unstable_rethrow } from 'next/navigation';
import { chooseRef, experimentCookieName, hasRunningExperiment, previewCookieName, type RefSource } from './ref';

/**
 * The ref for the current request (preview → experiment → master). Cookies are read only in draft mode or
 * while an experiment runs, so content pages stay static otherwise.
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
