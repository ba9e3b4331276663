/**
 * The one table of routes: internal (English) pathnames → localized forms (spec §2 "Localised slugs"; the slugs
 * the spec leaves open are our choice and listed in docs/routes.md). Plain data without imports, so scripts read it too.
 */
export const pathnames = {
  '/': '/',
  '/app': '/app',
  '/blog': '/blog',
  '/blog/search': { en: '/blog/search', de: '/blog/suche', it: '/blog/cerca' },
  '/blog/[category]': '/blog/[category]',
  '/blog/[category]/[uid]': '/blog/[category]/[uid]',
  '/cart': { en: '/cart', de: '/warenkorb', it: '/carrello' },
  '/contact': { en: '/contact', de: '/kontakt', it: '/contatti' },
  '/download': '/download',
  '/download/freshly-user-guide': {
    en: '/download/freshly-user-guide',
    de: '/download/freshly-bedienungsanleitung',
    it: '/download/freshly-manuale-utente',
  },
  '/faq': '/faq',
  '/faq/[product]': '/faq/[product]',
  '/faq/[product]/[section]': '/faq/[product]/[section]',
  '/faq/[product]/[section]/[uid]': '/faq/[product]/[section]/[uid]',
  '/fast-checkout': { en: '/fast-checkout', de: '/schnellkauf', it: '/acquisto-rapido' },
  '/foodprint-calculator/[[...score]]': {
    en: '/foodprint-calculator/[[...score]]',
    de: '/foodprint-rechner/[[...score]]',
    it: '/calcolatore-foodprint/[[...score]]',
  },
  '/back-in-stock': { en: '/back-in-stock', de: '/wieder-verfuegbar', it: '/di-nuovo-disponibile' },
  '/klarna': '/klarna',
  '/newsletter/confirm': { en: '/newsletter/confirm', de: '/newsletter/bestaetigen', it: '/newsletter/conferma' },
  '/newsletter/unsubscribe': {
    en: '/newsletter/unsubscribe',
    de: '/newsletter/abmelden',
    it: '/newsletter/disiscrizione',
  },
  '/not-found': { en: '/not-found', de: '/nicht-gefunden', it: '/non-trovato' },
  '/order-status': { en: '/order-status', de: '/bestellstatus', it: '/stato-ordine' },
  '/Play': '/Play',
  '/privacy-app': { en: '/privacy-app', de: '/datenschutz-app', it: '/privacy-app' },
  '/research': { en: '/research', de: '/forschen', it: '/ricerche' },
  '/spare-parts': { en: '/spare-parts', de: '/ersatzteile', it: '/ricambi' },
  '/stores': { en: '/stores', de: '/geschaefte', it: '/negozi' },
  '/story': { en: '/story', de: '/geschichte', it: '/storia' },
  '/suppliers': { en: '/suppliers', de: '/lieferanten', it: '/fornitori' },
  '/team': '/team',
  '/work-with-us': { en: '/work-with-us', de: '/karriere', it: '/lavora-con-noi' },
  '/your-data': { en: '/your-data', de: '/ihre-daten', it: '/i-tuoi-dati' },
  '/account/product-registration': {
    en: '/account/product-registration',
    de: '/konto/produktregistrierung',
    it: '/account/registrazione-prodotto',
  },
  '/referral': { en: '/referral', de: '/freunde-werben', it: '/invita-amici' },
  '/referral/dashboard': {
    en: '/referral/dashboard',
    de: '/freunde-werben/dashboard',
    it: '/invita-amici/dashboard',
  },
  '/referral-regulation': {
    en: '/referral-regulation',
    de: '/freunde-werben-bedingungen',
    it: '/regolamento-invita-amici',
  },
  '/freshly/onboarding': { en: '/freshly/onboarding', de: '/freshly/einrichtung', it: '/freshly/configurazione' },
  '/savings-calculator': { en: '/savings-calculator', de: '/sparrechner', it: '/calcolatore-risparmio' },
  '/secret-perk': { en: '/secret-perk', de: '/geheimer-vorteil', it: '/vantaggio-segreto' },
  '/search': { en: '/search', de: '/suche', it: '/cerca' },
  '/freshly/backer-guide': {
    en: '/freshly/backer-guide',
    de: '/freshly/unterstuetzer-anleitung',
    it: '/freshly/guida-sostenitori',
  },
  '/[uid]': '/[uid]',
} as const;

export type AppPathname = keyof typeof pathnames;
