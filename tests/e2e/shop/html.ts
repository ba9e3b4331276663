import { expect, type APIRequestContext } from '@playwright/test';

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

/** Server HTML as text, asserting it answered with `status` (200 unless told). */
export async function served(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  return response.text();
}

/** Text or an attribute value as React writes it into server HTML. */
export function escaped(text: string): string {
  return text.replace(/[&<>"']/g, (char) => Object.keys(entities).find((key) => entities[key] === char)!);
}

function unescaped(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => entities[entity]);
}

/** The opening tags that carry `marker` (an attribute such as `data-network="x"`). */
export function tagsWith(html: string, marker: string): string[] {
  return [...html.matchAll(/<[a-z][^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes(marker));
}

/** The unescaped value of `name` on the first opening tag that carries `marker`. */
export function attributeOf(html: string, marker: string, name: string): string | undefined {
  const value = tagsWith(html, marker)
    .map((tag) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1])
    .find((found) => found !== undefined);
  return value === undefined ? undefined : unescaped(value);
}

/** The `content` of a `<meta>` by its property or name. */
export function metaContent(html: string, key: string): string | undefined {
  return attributeOf(html, `="${key}"`, 'content');
}

/** The first link after `marker` in the document, as a crude "link inside this element". */
export function hrefAfter(html: string, marker: string): string | undefined {
  const at = html.indexOf(marker);
  return at < 0 ? undefined : attributeOf(html.slice(at), '<a ', 'href');
}

/** The unescaped text right inside the first element that carries `marker`, up to its first child tag. */
export function textOf(html: string, marker: string): string | undefined {
  const match = new RegExp(`<[a-z][^>]*${marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^>]*>([^<]*)`).exec(html);
  return match ? unescaped(match[1]) : undefined;
}

/** How many elements of this tag name the HTML has. */
export function countTags(html: string, name: string): number {
  return html.match(new RegExp(`<${name}[\\s>]`, 'g'))?.length ?? 0;
}
