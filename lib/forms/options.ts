/** The option lists of the forms (spec §3); stored as these English values, labelled per language by the ui. */
export const productFamilies = ['freshly', 'aura'] as const;

export const purchaseLocations = [
  'Ecommerce',
  'Amazon',
  'Retail',
  'Marketplace',
  'Kickstarter',
  'Indiegogo',
  'Other',
] as const;
export type PurchaseLocation = (typeof purchaseLocations)[number];

export const stores = [
  'Best Buy',
  'Target',
  'MediaWorld',
  'Unieuro',
  'QVC',
  'MediaMarkt',
  'Galaxus',
  'Euronics',
  'Other',
] as const;
