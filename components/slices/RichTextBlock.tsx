import { RichText } from '@/components/content/RichText';
import { Section } from './Section';
import type { Content } from '@prismicio/client';
import type { SliceProps } from './types';

export function RichTextBlock({ slice }: SliceProps<Content.RichTextSlice>) {
  return (
    <Section sliceType="rich_text" narrow={slice.primary.width !== 'wide'}>
      <RichText field={slice.primary.content} />
    </Section>
  );
}
