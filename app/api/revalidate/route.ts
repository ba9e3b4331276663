import { revalidatePath, revalidateTag } from 'next/cache';
import { contentTags } from '@/lib/cache';
import { clearContentResponses } from '@/lib/content/instance';
import { isValidWebhookSecret, webhookSecretOf } from '@/lib/content/webhook';

export const dynamic = 'force-dynamic';

/** Content webhook: drops every cached content response when the shared secret matches. */
export async function POST(request: Request) {
  const provided = await webhookSecretOf(request);
  if (!isValidWebhookSecret(process.env.PRISMIC_WEBHOOK_SECRET, provided)) {
    return Response.json({ revalidated: false, message: 'Invalid secret' }, { status: 401 });
  }
  for (const tag of contentTags) revalidateTag(tag, { expire: 0 });
  // The embedded source answers through its own fetch, which Next's data cache never tags: drop the pages too.
  revalidatePath('/[locale]', 'layout');
  await clearContentResponses();
  return Response.json({ revalidated: true, now: Date.now() });
}
