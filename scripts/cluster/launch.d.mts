export interface ClusterInstance {
  name: string;
  port: number;
  metricsPort: number;
  id: string;
  pid: number;
}
export function launchCluster(options: {
  instances?: number;
  port: number;
  env?: Record<string, string>;
  quiet?: boolean;
  logFile?: string;
}): {
  ready: Promise<{ origin: string; stateFile: string; prometheus: string }>;
  log: string[];
  inbox: string;
  origin: string;
  instances(): ClusterInstance[];
  stop(): Promise<void>;
};
