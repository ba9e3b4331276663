import { exitPreview } from '@prismicio/next';

export const dynamic = 'force-dynamic';

/** Leaves draft mode and drops the preview cookie (called by the Prismic toolbar). */
export function GET() {
  return exitPreview();
}
