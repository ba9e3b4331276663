/** Network codes of a database that cannot be reached. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EPIPE']);
/** SQLSTATEs of a server that is there but not serving: connection exceptions (08…), shutting down or starting. */
const serverStates = /^(08\w{3}|57P0[1-3]|53300)$/;
/** What pg and its pool say when a connection drops or never comes (a rollback on a dropped one: "not queryable"). */
const poolMessages =
  /connection terminated|timeout exceeded when trying to connect|connection (?:refused|closed)|encountered a connection error and is not queryable/i;

/** Whether `error` (or its cause, or one of an AggregateError's) says the database is unreachable, not the query wrong. */
export function isDatabaseOutage(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && (networkCodes.has(code) || serverStates.test(code))) return true;
  if (poolMessages.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseOutage(inner, depth + 1))) return true;
  return isDatabaseOutage(error.cause, depth + 1);
}

/** Seconds a client should wait before retrying a write the database could not take. */
export const databaseRetryAfterSeconds = 30;
