/** The twelve parts of the onboarding guide, in the order the page shows them (spec §2). */
export const guideParts = [
  'hero',
  'registration',
  'steps',
  'video',
  'resources',
  'community',
  'tips',
  'blog',
  'newsletter',
  'faq',
  'troubleshooting',
  'contact',
] as const;
export type GuidePart = (typeof guideParts)[number];

/** The slice type that carries each editorial part; the other parts come from content queries. */
const partSliceTypes: Partial<Record<GuidePart, string>> = {
  hero: 'hero',
  registration: 'call_to_action',
  steps: 'image_text',
  video: 'video',
  resources: 'feature_grid',
  community: 'call_to_action',
  tips: 'rich_text',
  newsletter: 'newsletter_block',
  contact: 'call_to_action',
};

/** Slices `start` (inclusive) to `end` (exclusive) of the document. */
export type SliceRange = { start: number; end: number };

/**
 * Which slices of the guide document make which part: each slice goes to the next part (in guide order) whose
 * slice type it has, consecutive image_text slices all make the steps, and a slice that fits no later part
 * joins the part before it. The ranges are contiguous and in document order.
 */
export function guideLayout(sliceTypes: readonly string[]): Partial<Record<GuidePart, SliceRange>> {
  const layout: Partial<Record<GuidePart, SliceRange>> = {};
  let current = -1;
  sliceTypes.forEach((type, index) => {
    const part = guideParts[current] as GuidePart | undefined;
    if (part === 'steps' && type === partSliceTypes.steps) {
      layout.steps!.end = index + 1;
      return;
    }
    const next = guideParts.findIndex((candidate, k) => k > current && partSliceTypes[candidate] === type);
    if (next >= 0) {
      current = next;
      layout[guideParts[next]] = { start: index, end: index + 1 };
    } else if (part) {
      layout[part]!.end = index + 1;
    } else {
      current = 0;
      layout.hero = { start: index, end: index + 1 };
    }
  });
  return layout;
}
