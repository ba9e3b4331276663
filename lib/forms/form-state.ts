/** What a form's server action answers; `useActionState` keeps it and the form renders from it, with or without JS. */
export type FormState = {
  status: 'idle' | 'success' | 'error';
  message?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /** The HTTP status this answer stands for; a server action always responds 200 (docs/adr/0012-form-actions-without-javascript.md). */
  httpStatus?: 400 | 409 | 429 | 503;
  /** Popup: WELCOME10 now sits on the visitor's cart. */
  couponApplied?: boolean;
  /** Registration: the warranty code was accepted and the warranty extended. */
  warrantyExtended?: boolean;
};

export const idleState: FormState = { status: 'idle' };
