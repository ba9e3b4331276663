import type { ReactNode } from 'react';
import type { Crumb } from '@/lib/navigation/types';
import { Breadcrumbs } from './Breadcrumbs';

/** The frame every page shares: breadcrumbs, one h1, an optional lead, then the page's own content. */
export function PageShell({
  title,
  breadcrumbs,
  lead,
  children,
  wide = false,
}: {
  title: string;
  breadcrumbs: Crumb[];
  lead?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`page-shell container${wide ? ' page-shell--wide' : ''}`}>
      {breadcrumbs.length > 1 && <Breadcrumbs items={breadcrumbs} />}
      <h1>{title}</h1>
      {lead && <div className="page-shell__lead">{lead}</div>}
      {children}
    </div>
  );
}
