import { CommerceError } from './errors';

export type WebhookResource = {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, unknown>;
};

/**
 * Parses a webhook body (a JSON:API document with one resource) and checks its type (commerce-api §5).
 */
export function parseWebhookPayload(body: string | object, expectedType: string): WebhookResource {
  let document: unknown;
  try {
    document = typeof body === 'string' ? JSON.parse(body) : body;
  } catch (error) {
    throw new CommerceError('parse', 'Payload parse error', error);
  }
  const data = (document as { data?: unknown } | null)?.data as Partial<WebhookResource> | undefined;
  if (!data || typeof data !== 'object' || typeof data.id !== 'string' || typeof data.type !== 'string') {
    throw new CommerceError('parse', 'Payload parse error');
  }
  if (data.type !== expectedType) throw new CommerceError('parse', `Invalid resource type [${data.type}]`);
  return {
    id: data.id,
    type: data.type,
    attributes: data.attributes ?? {},
    relationships: data.relationships ?? {},
  };
}
