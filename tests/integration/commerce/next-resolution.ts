import { register } from 'node:module';

/**
 * The integration project does not inline next-intl (the unit projects do), so Node loads its ESM build
 * natively, and that build imports `next/navigation` without the extension, which `next` (no exports map)
 * only answers as `next/navigation.js`. This resolve hook adds the extension for bare `next/<entry>` imports,
 * so `lib/i18n/navigation` (used by lib/commerce/cart-service and lib/i18n/paths) loads unchanged.
 */
const hook = `
export async function resolve(specifier, context, next) {
  if (/^next\\/[a-z-]+$/.test(specifier)) {
    try { return await next(specifier, context); } catch { return next(specifier + '.js', context); }
  }
  return next(specifier, context);
}`;

let registered = false;
export function allowExtensionlessNextImports(): void {
  if (registered) return;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
  registered = true;
}
