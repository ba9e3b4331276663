import { instanceId } from '@/lib/health/instance';
import { guardRoute } from '@/lib/http/guard';

export const dynamic = 'force-dynamic';

/** The load balancer's check: this instance serves requests (its dependencies are /api/health's business). */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({
  GET: () => Response.json({ status: 'live', instance: instanceId() }, { headers: { 'Cache-Control': 'no-store' } }),
});
