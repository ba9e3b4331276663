// Prometheus for `npm run cluster` (docs/adr/0069-metrics-and-prometheus.md): Debian's prometheus, on loopback,
// scraping every instance's METRICS_PORT from a targets file written per run (file_sd), evaluating the alert rules of
// prometheus-alerts.yml, with its data under the run's data dir.
import path from 'node:path';

/** The alert rules (5xx ratio, p95 latency, outbox age, instance down), checked by promtool in the cluster tests. */
const alertRulesFile = path.join(import.meta.dirname, 'prometheus-alerts.yml');

/** A scrape target: an instance's name and its metrics port. */
export type MetricsTarget = { name: string; metricsPort: number };

/** Prometheus's configuration: the instances of `targetsFile`, every `intervalSeconds`, and the alert rules. */
export function prometheusConfig({
  targetsFile,
  rulesFile = alertRulesFile,
  intervalSeconds = 5,
}: {
  targetsFile: string;
  rulesFile?: string;
  intervalSeconds?: number;
}): string {
  const lines = [
    'global:',
    `  scrape_interval: ${intervalSeconds}s`,
    `  evaluation_interval: ${intervalSeconds}s`,
    'rule_files:',
    `  - ${JSON.stringify(rulesFile)}`,
    'scrape_configs:',
    '  - job_name: storefront',
    '    file_sd_configs:',
    `      - files: [${JSON.stringify(targetsFile)}]`,
  ];
  return `${lines.join('\n')}\n`;
}

/** The file_sd targets: each instance on loopback, labelled with its name (`site`). */
export function prometheusTargets(targets: MetricsTarget[]): string {
  const groups = targets.map(({ name, metricsPort }) => ({
    targets: [`127.0.0.1:${metricsPort}`],
    labels: { site: name },
  }));
  return `${JSON.stringify(groups, null, 2)}\n`;
}

/** Prometheus's command line: the configuration, its data in `dataDir`, the web UI and API on loopback `port`. */
export function prometheusArgs({ config, dataDir, port }: { config: string; dataDir: string; port: number }): string[] {
  return [
    `--config.file=${config}`,
    `--storage.tsdb.path=${dataDir}`,
    '--storage.tsdb.retention.time=7d',
    `--web.listen-address=127.0.0.1:${port}`,
    '--log.format=json',
    '--log.level=warn',
  ];
}
