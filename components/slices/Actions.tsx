import type { KeyTextField, LinkField } from '@prismicio/client';
import { SmartLink } from '@/components/content/SmartLink';
import { linkHref } from '@/lib/content/links';
import styles from './Section.module.css';

/** Up to two buttons from label + link pairs; pairs missing either half are skipped. */
export function Actions({ links }: { links: { label: KeyTextField; link: LinkField }[] }) {
  const buttons = links.flatMap(({ label, link }) => {
    const href = linkHref(link);
    return label && href ? [{ label, href }] : [];
  });
  if (!buttons.length) return null;
  return (
    <div className={styles.actions}>
      {buttons.map((button, index) => (
        <SmartLink
          key={`${button.href}-${index}`}
          href={button.href}
          className={index === 0 ? 'btn' : 'btn btn-secondary'}
        >
          {button.label}
        </SmartLink>
      ))}
    </div>
  );
}
