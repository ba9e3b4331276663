import { RichText } from '@/components/content/RichText';
import { Section } from './Section';
import type { RichTextSlice, SliceProps } from './types';

export function RichTextBlock({ slice }: SliceProps<RichTextSlice>) {
  return (
    <Section sliceType="rich_text" narrow={slice.primary.width !== 'wide'}>
      <RichText field={slice.primary.content} />
    </Section>
  );
}
