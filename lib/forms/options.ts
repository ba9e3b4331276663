/** The option lists of the forms (spec §3); stored as these English values, labelled per language by the ui. */

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

/** Where a store name means something: bought in a shop or on a marketplace; elsewhere the store is not asked. */
export const storeLocations: readonly PurchaseLocation[] = ['Retail', 'Marketplace'];

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
