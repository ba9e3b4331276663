import { unstable_rethrow } from 'next/navigation';
import { activeTraceId } from '@/infra/log';
import { inSpan } from './span';

/** The trace id (32 hex digits) of the request being served, for a log line; undefined when tracing is off. */
export function currentTraceId(): string | undefined {
  return activeTraceId();
}

/** Whether `error` is Next's own control flow (redirect, notFound, …), which ends an action as planned. */
function isControlFlow(error: unknown): boolean {
  try {
    unstable_rethrow(error);
    return false;
  } catch {
    return true;
  }
}

/**
 * Runs a server action inside its own span, `action <name>`, under Next's request span, so the action's commerce
 * calls and queries nest under it: Next makes no span for an action.
 */
export function inActionSpan<T>(name: string, work: () => Promise<T>): Promise<T> {
  return inSpan(`action ${name}`, { 'app.action': name }, work, isControlFlow);
}
