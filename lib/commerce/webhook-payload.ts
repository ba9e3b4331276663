import { CommerceError } from './errors';

export type WebhookResource = {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, unknown>;
};

export type WebhookDocument = { data: WebhookResource; included: WebhookResource[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parseError = (cause?: unknown) => new CommerceError('parse', 'Payload parse error', cause);

function resourceOf(value: unknown): WebhookResource {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.type !== 'string') throw parseError();
  const { attributes = {}, relationships = {} } = value;
  if (!isObject(attributes) || !isObject(relationships)) throw parseError();
  // The platform types an order's number as a string: another shape is a broken payload, never a reason to show
  // the order's id (a bearer secret) in its place.
  if (value.type === 'orders' && attributes.number != null && typeof attributes.number !== 'string') throw parseError();
  return { id: value.id, type: value.type, attributes, relationships };
}

/** A webhook body (a JSON:API document: one resource and what it includes), every resource checked for shape. */
export function parseWebhookDocument(body: string | object): WebhookDocument {
  let document: unknown;
  try {
    document = typeof body === 'string' ? JSON.parse(body) : body;
  } catch (error) {
    throw parseError(error);
  }
  if (!isObject(document)) throw parseError();
  const { data, included = [] } = document;
  if (!Array.isArray(included)) throw parseError();
  return { data: resourceOf(data), included: included.map(resourceOf) };
}

/**
 * Parses a webhook body (a JSON:API document with one resource) and checks its type (commerce-api §5).
 */
export function parseWebhookPayload(body: string | object, expectedType: string): WebhookResource {
  const { data } = parseWebhookDocument(body);
  if (data.type !== expectedType) throw new CommerceError('parse', `Invalid resource type [${data.type}]`);
  return data;
}
