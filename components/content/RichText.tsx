import type { RichTextField } from '@prismicio/client';
import { PrismicRichText, type RichTextComponents } from '@prismicio/react';
import { PlainLink } from '@/components/layout/PlainLink';
import { linkResolver } from '@/lib/content/links';
import { RichImage } from './RichImage';
import styles from './RichText.module.css';

const components: RichTextComponents = {
  image: ({ node, key }) => <RichImage key={key} field={node} />,
};

/** A rich-text field: document links through the link resolver, images with their credit as a caption. */
export function RichText({ field, className }: { field: RichTextField | null | undefined; className?: string }) {
  if (!field?.length) return null;
  return (
    <div className={[styles.prose, className].filter(Boolean).join(' ')}>
      <PrismicRichText
        field={field}
        components={components}
        linkResolver={linkResolver}
        internalLinkComponent={PlainLink}
      />
    </div>
  );
}
