import { healthReport } from '@/lib/health/server';
import { guardRoute } from '@/lib/http/guard';

export const dynamic = 'force-dynamic';

/** 200 when every dependency answers, 503 with the one that does not. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({
  GET: async () => {
    const report = await healthReport();
    return Response.json(report, {
      status: report.status === 'ok' ? 200 : 503,
      headers: { 'Cache-Control': 'no-store' },
    });
  },
});
