import { createLogger } from '@/infra/log';

/**
 * The app's logger (infra/log.ts: JSON lines on standard output, nothing personal): warnings and errors with their
 * cause as `err`, each line with the trace id of the request it was written in when tracing is on.
 */
export const logger = createLogger('storefront', { traced: true });
