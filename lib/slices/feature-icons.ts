/** Stroke paths (24×24 grid) for the `feature_grid` icon select; unknown names fall back to the leaf. */
export const featureIconPaths: Record<string, string[]> = {
  leaf: ['M5 19c0-8 5-13 14-14-1 9-6 14-14 14z', 'M5 19l7-7'],
  snowflake: ['M12 3v18', 'M4.2 7.5l15.6 9', 'M4.2 16.5l15.6-9', 'M9.5 4.5 12 7l2.5-2.5', 'M9.5 19.5 12 17l2.5 2.5'],
  battery: ['M3 8h15v8H3z', 'M18 10.5h2v3h-2', 'M6 11h5v2H6z'],
  bolt: ['M13 2 5 14h6l-1 8 8-12h-6z'],
  shield: ['M12 3 5 6v5c0 5 3 8.5 7 10 4-1.5 7-5 7-10V6z', 'M9 12l2 2 4-4'],
  clock: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 7v5l3 2'],
  drop: ['M12 3c3.5 4.5 6 8 6 11a6 6 0 0 1-12 0c0-3 2.5-6.5 6-11z'],
  wind: ['M3 9h11a3 3 0 1 0-3-3', 'M3 14h15a3 3 0 1 1-3 3', 'M3 19h6'],
  app: ['M7 2h10v20H7z', 'M11 18h2'],
  recycle: [
    'M8 7l2-3.5a2 2 0 0 1 3.5 0L16 8',
    'M19 12l1.8 3a2 2 0 0 1-1.7 3H15',
    'M9 18H5a2 2 0 0 1-1.7-3L5 12',
    'M14 6l2 2 2-2',
    'M13 16l2 2-2 2',
    'M7 13l-2-1-1 2',
  ],
  truck: ['M2 6h12v10H2z', 'M14 10h4l3 3v3h-7', 'M6 19a2 2 0 1 0 0-.01', 'M17 19a2 2 0 1 0 0-.01'],
  heart: ['M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z'],
  sparkle: ['M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z', 'M19 3v4', 'M17 5h4'],
  home: ['M3 11 12 4l9 7', 'M5 10v10h14V10', 'M10 20v-5h4v5'],
  chat: ['M4 5h16v11H9l-5 4z', 'M8 9h8', 'M8 12h5'],
};

export function iconPaths(name: string | null | undefined): string[] {
  return (name && featureIconPaths[name]) || featureIconPaths.leaf;
}
