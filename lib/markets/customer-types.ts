/** The cart's private/business switch: apart from the market table, so the cart's controls ship without it. */
export const customerTypes = ['consumer', 'business'] as const;
export type CustomerType = (typeof customerTypes)[number];
