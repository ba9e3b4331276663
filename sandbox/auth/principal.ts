export type ApplicationKind = 'sales_channel' | 'integration';

/** Who is calling, as read from a verified access token. */
export interface Principal {
  kind: ApplicationKind;
  clientId: string;
  applicationId: string;
  /** Markets the token is scoped to; empty means no market scope. */
  marketIds: string[];
  customerId?: string;
  scope: string;
}

export const isIntegration = (p: Principal) => p.kind === 'integration';
