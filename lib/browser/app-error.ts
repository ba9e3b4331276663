export interface AppErrorRecord {
  message: string;
  digest?: string;
  at: number;
}

let last: AppErrorRecord | null = null;

/** Spec §4 app error state: the error is kept with a timestamp before the error page shows. */
export function recordAppError(error: Error & { digest?: string }, now = Date.now()): AppErrorRecord {
  last = { message: error.message, digest: error.digest, at: now };
  return last;
}
