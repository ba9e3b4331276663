import { exitPreview } from '@prismicio/next';
import { guardRoute } from '@/lib/http/guard';

export const dynamic = 'force-dynamic';

/** Leaves draft mode and drops the preview cookie (called by the Prismic toolbar). */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({ GET: () => exitPreview() });
