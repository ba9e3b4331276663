/** A SKU as a line or an offer shows it, built on the server (lib/catalogue/sku-display.ts). */
export type SkuDisplay = {
  /** In the page language, else the platform's name. */
  name: string;
  /** Its product page, or the spare-parts page, in the page language. */
  href?: string;
  /** Its picture's path under `public/`. */
  image?: string;
};
