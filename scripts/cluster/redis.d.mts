export function redisConfig(port: number, dir: string, password: string): string;
export function redisUrl(port: number, password: string): string;
export function withoutCredentials(url: string): string;
export function waitForRedis(port: number, password: string, attempts?: number): Promise<boolean>;
