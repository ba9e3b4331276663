import { describe, expect, it } from 'vitest';
import { guideLayout } from '@/lib/onboarding/parts';

const seeded = [
  'hero',
  'call_to_action',
  'image_text',
  'image_text',
  'image_text',
  'image_text',
  'image_text',
  'video',
  'feature_grid',
  'call_to_action',
  'rich_text',
  'newsletter_block',
  'call_to_action',
];

describe('guideLayout', () => {
  it('maps the seeded guide document onto its editorial parts', () => {
    expect(guideLayout(seeded)).toEqual({
      hero: { start: 0, end: 1 },
      registration: { start: 1, end: 2 },
      steps: { start: 2, end: 7 },
      video: { start: 7, end: 8 },
      resources: { start: 8, end: 9 },
      community: { start: 9, end: 10 },
      tips: { start: 10, end: 11 },
      newsletter: { start: 11, end: 12 },
      contact: { start: 12, end: 13 },
    });
  });

  it('lets a slice that fits no later part join the part before it', () => {
    const layout = guideLayout(['hero', 'call_to_action', 'image_text', 'image_text', 'video', 'claims', 'faq_list']);
    expect(layout.steps).toEqual({ start: 2, end: 4 });
    expect(layout.video).toEqual({ start: 4, end: 7 });
  });

  it('skips parts the document leaves out and never goes back', () => {
    const layout = guideLayout(['hero', 'newsletter_block', 'rich_text', 'call_to_action']);
    expect(layout).toEqual({
      hero: { start: 0, end: 1 },
      newsletter: { start: 1, end: 3 },
      contact: { start: 3, end: 4 },
    });
  });

  it('puts leading slices without a part into the hero part', () => {
    expect(guideLayout(['claims', 'hero', 'video'])).toEqual({
      hero: { start: 0, end: 2 },
      video: { start: 2, end: 3 },
    });
  });
});
