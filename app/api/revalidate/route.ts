import { revalidatePath, revalidateTag } from 'next/cache';
import { contentTags } from '@/lib/cache';
import { clearContentResponses } from '@/lib/content/instance';
import { hasWebhookSecret } from '@/lib/content/webhook';
import { guardRoute } from '@/lib/http/guard';

export const dynamic = 'force-dynamic';

/** Content webhook (server to server, so no same-origin check): the secret is proven before anything else. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute(
  {
    POST: async (request) => {
      if (!(await hasWebhookSecret(request, process.env.PRISMIC_WEBHOOK_SECRET))) {
        return Response.json({ revalidated: false, message: 'Invalid secret' }, { status: 401 });
      }
      for (const tag of contentTags) revalidateTag(tag, { expire: 0 });
      // The embedded source answers through its own fetch, which Next's data cache never tags: drop the pages too.
      revalidatePath('/[locale]', 'layout');
      await clearContentResponses();
      return Response.json({ revalidated: true, now: Date.now() });
    },
  },
  { crossOrigin: true },
);
