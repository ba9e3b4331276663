/* eslint-disable @typescript-eslint/no-explicit-any -- the SDK is driven generically, by type name */
import type { CommerceLayerBundle } from '@commercelayer/sdk/bundle';

export interface Check {
  type: string;
  what: string;
  ok: boolean;
  status: number;
  note?: string;
}

/** Every check of the conformance run, with the per-type table and totals it prints. */
export class Ledger {
  readonly checks: Check[] = [];

  add(type: string, what: string, ok: boolean, status: number, note?: string): boolean {
    this.checks.push({ type, what, ok, status, note });
    return ok;
  }

  /** Runs one SDK or raw call and records whether its status is one of `expected`. */
  async expect(type: string, what: string, expected: number[], call: () => Promise<unknown>): Promise<any> {
    const { status, value, errors } = await outcome(call);
    const shaped = status < 400 || wellFormed(errors);
    this.add(type, what, expected.includes(status) && shaped, status, shaped ? undefined : 'malformed error');
    return value;
  }

  get failed(): Check[] {
    return this.checks.filter((c) => !c.ok);
  }

  get serverErrors(): number {
    return this.checks.filter((c) => c.status >= 500 || c.status === 0).length;
  }

  table(): string {
    const rows = new Map<string, { passed: number; total: number }>();
    for (const c of this.checks) {
      const row = rows.get(c.type) ?? { passed: 0, total: 0 };
      row.total += 1;
      if (c.ok) row.passed += 1;
      rows.set(c.type, row);
    }
    const lines = [...rows].map(([t, r]) => `${t.padEnd(36)} ${String(r.passed).padStart(4)}/${r.total}`);
    const passed = this.checks.length - this.failed.length;
    const pct = ((100 * passed) / Math.max(this.checks.length, 1)).toFixed(2);
    lines.push(`TOTAL ${passed}/${this.checks.length} passed (${pct} %), 5xx: ${this.serverErrors}`);
    if (process.env.CONFORMANCE_VERBOSE)
      for (const c of this.checks) lines.push(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.type} ${c.what} → ${c.status}`);
    else
      for (const f of this.failed)
        lines.push(`  FAIL ${f.type} ${f.what} → ${f.status}${f.note ? ` (${f.note})` : ''}`);
    return lines.join('\n');
  }
}

export async function outcome(
  call: () => Promise<unknown>,
): Promise<{ status: number; value?: any; errors?: Array<Record<string, unknown>> }> {
  try {
    const value: any = await call();
    if (value && typeof value === 'object' && 'status' in value && 'body' in value)
      return { status: value.status, value: value.body, errors: value.body?.errors };
    return { status: 200, value };
  } catch (error) {
    const e = error as { status?: number; errors?: Array<Record<string, unknown>> };
    return { status: e.status ?? 0, errors: e.errors };
  }
}

/** The platform's error object: title, detail, code and status (a string). */
function wellFormed(errors: unknown): boolean {
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every(
      (e) =>
        typeof e?.title === 'string' &&
        typeof e?.detail === 'string' &&
        typeof e?.code === 'string' &&
        /^\d{3}$/.test(String(e?.status)),
    )
  );
}

/** The SDK's resource object for a type, if the SDK has one. */
export function resourceOf(cl: CommerceLayerBundle, type: string): any {
  const r = (cl as any)[type];
  return r && typeof r.list === 'function' ? r : undefined;
}
