/** One use of a local image or media file in a document (alt and credits belong to the use, not the file). */
export interface AssetUse {
  path: string;
  filename: string;
  alt: string | null;
  credits: string | null;
}

export interface Resolvers<A, L> {
  /** Registers the file as an asset; what it returns stands for the image in the migrated data. */
  asset(use: AssetUse): A;
  /** What stands for a link to the embedded document `targetId` (resolved once that document exists). */
  document(targetId: string, link: Record<string, unknown>): L;
}

export interface Tally {
  images: number;
  documentLinks: number;
  unresolved: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function assetUse(node: Record<string, unknown>): AssetUse {
  const path = String(node.url).split('?')[0] ?? '';
  return {
    path,
    filename: decodeURIComponent(path.split('/').pop() ?? path),
    alt: text(node.alt),
    credits: text(node.copyright),
  };
}

/**
 * The document's data with every image (field or rich-text node), media link and document link handed to the
 * resolvers; everything else is copied as it is. Links to ids the repository does not hold become empty links and
 * are listed in `tally.unresolved`.
 */
export function transformData<A, L>(
  node: unknown,
  known: (id: string) => boolean,
  resolvers: Resolvers<A, L>,
  tally: Tally,
  where: string,
): unknown {
  if (Array.isArray(node)) return node.map((item, i) => transformData(item, known, resolvers, tally, `${where}[${i}]`));
  if (!isRecord(node)) return node;
  if (node.link_type === 'Document') {
    const id = text(node.id);
    if (id && known(id)) {
      tally.documentLinks += 1;
      return resolvers.document(id, node);
    }
    tally.unresolved.push(`${where}: link to unknown document "${String(node.id)}"`);
    return { link_type: 'Any' };
  }
  if (node.link_type === 'Media' && text(node.url)) {
    tally.images += 1;
    return { link_type: 'Media', id: resolvers.asset(assetUse(node)) };
  }
  if (typeof node.url === 'string' && 'dimensions' in node) {
    tally.images += 1;
    const asset = resolvers.asset(assetUse(node));
    if (node.type !== 'image') return asset;
    const linkTo = node.linkTo ? transformData(node.linkTo, known, resolvers, tally, `${where}.linkTo`) : undefined;
    return { type: 'image', id: asset, ...(linkTo ? { linkTo } : {}) };
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, transformData(value, known, resolvers, tally, `${where}.${key}`)]),
  );
}
