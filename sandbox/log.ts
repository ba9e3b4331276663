import { createLogger } from '../infra/log';

/** The sandbox's logger: the shop's one format (infra/log.ts), as the platform's stand-in. */
export const logger = createLogger('commerce-sandbox', { traced: true });
