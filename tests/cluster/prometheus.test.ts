import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cluster } from './shared';

// The cluster's Prometheus (server/cluster/prometheus.ts, ADR 0069): its alert rules pass promtool, and it scrapes
// every instance on the instance's own metrics port, which the public entry never serves.
const promtool = (...args: string[]) => spawnSync('promtool', args, { encoding: 'utf8' });

type Target = { labels: Record<string, string>; health: string; lastError: string };

async function activeTargets(): Promise<Target[]> {
  const answer = await (await fetch(`${cluster.prometheus}/api/v1/targets?state=active`)).json();
  return answer.data.activeTargets;
}

describe('Prometheus in npm run cluster', () => {
  it('has alert rules that promtool checks and whose unit tests pass', () => {
    const check = promtool('check', 'rules', 'server/cluster/prometheus-alerts.yml');
    expect(check.status, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toContain('SUCCESS: 4 rules found');
    const test = promtool('test', 'rules', 'server/cluster/prometheus-alerts.test.yml');
    expect(test.status, test.stdout + test.stderr).toBe(0);
  });

  it('scrapes every instance on its metrics port, which the public entry does not serve', async () => {
    const instances = cluster.instances();
    expect(instances).toHaveLength(2);
    for (const { metricsPort } of instances) {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(text).toMatch(
        /^storefront_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live"/m,
      );
      expect(text).toMatch(/^process_resident_memory_bytes /m);
    }
    let targets: Target[] = [];
    for (let i = 0; i < 60; i++) {
      targets = await activeTargets();
      if (targets.length === instances.length && targets.every(({ health }) => health === 'up')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(targets.map(({ labels, health }) => ({ site: labels.site, instance: labels.instance, health }))).toEqual(
      expect.arrayContaining(
        instances.map(({ name, metricsPort }) => ({ site: name, instance: `127.0.0.1:${metricsPort}`, health: 'up' })),
      ),
    );
    const edge = await fetch(`${cluster.origin}/metrics`, { redirect: 'manual' });
    expect([403, 404]).toContain(edge.status);
    expect(await edge.text()).not.toContain('storefront_http_request_duration_seconds');
  });
});
