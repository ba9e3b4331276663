/** A CSP report as tests/e2e/hardening/csp.spec.ts collects it from the page. */
export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

// Page globals only the e2e specs create: with page.exposeFunction, an init script, or tests/e2e/consent/fake-vendors.mjs.
declare global {
  interface Window {
    __cspViolation: (text: string) => void;
    __reportCsp: (text: string) => void;
    __reportCspViolation: (violation: CspViolation) => void;
    __fakeVendors?: string[];
    __injected?: boolean;
    __marker?: boolean;
    __pageViewAt?: number;
    __shifts: number;
  }
}
