import { revalidatePath, revalidateTag } from 'next/cache';
import { cacheTags } from '@/lib/cache';
import { refreshContent } from '@/lib/content/instance';
import { changedTags } from '@/lib/content/queries/changed';
import { readWebhook } from '@/lib/content/webhook';
import { contentChangeOf } from '@/lib/content/webhook-tags';
import { guardRoute } from '@/lib/http/guard';

export const dynamic = 'force-dynamic';

/**
 * Content webhook (server to server, so no same-origin check): the secret is proven before anything else. Only the
 * pages that read the changed documents, their listings or their translations are expired (ADR 0035); a change the
 * tags cannot name expires every content read and every page.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute(
  {
    POST: async (request) => {
      const { authorized, payload } = await readWebhook(request, process.env.PRISMIC_WEBHOOK_SECRET);
      if (!authorized) return Response.json({ revalidated: false, message: 'Invalid secret' }, { status: 401 });
      await refreshContent();
      const tags = await changedTags(contentChangeOf(payload));
      for (const tag of tags ?? [cacheTags.content]) revalidateTag(tag, { expire: 0 });
      if (!tags) revalidatePath('/[locale]', 'layout');
      return Response.json({ revalidated: true, now: Date.now(), tags: tags ?? 'everything' });
    },
  },
  { crossOrigin: true },
);
