interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** Spec §7: no link prefetch on 2g, save-data or offline connections. */
export function canPrefetch(
  nav: Pick<Navigator, 'onLine'> & { connection?: NetworkInformationLike } = navigator,
): boolean {
  if (nav.onLine === false) return false;
  const connection = nav.connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}
