type Env = Record<string, string | undefined>;
export function nginxAvailable(log: (message: string) => void): Promise<boolean>;
export function edgeWanted(env: Env): boolean;
export function placeBehindEdge(env: Env): { header: string } | { hops: number };
export function superviseEdge(supervisor: unknown, env: Env, options: object): unknown;
