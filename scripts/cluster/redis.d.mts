export function redisArgs(port: number, dir: string): string[];
export function waitForRedis(port: number, attempts?: number): Promise<boolean>;
