export type Lang = 'en' | 'de' | 'it';

const EN = {
  title: 'Checkout',
  order: 'Order',
  contact: 'Contact',
  email: 'Email',
  shipping: 'Shipping address',
  billing: 'Billing address',
  same: 'Billing address same as shipping',
  first_name: 'First name',
  last_name: 'Last name',
  line_1: 'Address',
  city: 'City',
  zip_code: 'Postal code',
  country_code: 'Country',
  phone: 'Phone',
  delivery: 'Shipping method',
  days: 'working days',
  free: 'Free',
  payment: 'Payment method',
  summary: 'Order summary',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shippingCost: 'Shipping',
  tax: 'Taxes',
  total: 'Total',
  place: 'Place order',
  required: 'is required.',
  invalidEmail: 'Please enter a valid email address.',
  errorsTitle: 'Please correct the following:',
  thanks: 'Thank you! Your order has been placed.',
  number: 'Order number',
  back: 'Back to the shop',
  invalidToken: 'This checkout link is not valid or has expired.',
  notFound: 'Order not found.',
  empty: 'Your cart is empty.',
  cancelled: 'This order has been cancelled.',
};

export type Texts = typeof EN;

const DE: Texts = {
  ...EN,
  title: 'Kasse', order: 'Bestellung', contact: 'Kontakt', email: 'E-Mail', shipping: 'Lieferadresse', billing: 'Rechnungsadresse',
  same: 'Rechnungsadresse wie Lieferadresse', first_name: 'Vorname', last_name: 'Nachname', line_1: 'Adresse', city: 'Ort',
  zip_code: 'Postleitzahl', country_code: 'Land', phone: 'Telefon', delivery: 'Versandart', days: 'Werktage', free: 'Kostenlos',
  payment: 'Zahlungsart', summary: 'Bestellübersicht', subtotal: 'Zwischensumme', discount: 'Rabatt', shippingCost: 'Versand',
  tax: 'Steuern', total: 'Gesamt', place: 'Bestellung aufgeben', required: 'ist erforderlich.',
  invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein.', errorsTitle: 'Bitte korrigiere Folgendes:',
  thanks: 'Danke! Deine Bestellung wurde aufgegeben.', number: 'Bestellnummer', back: 'Zurück zum Shop',
  invalidToken: 'Dieser Checkout-Link ist ungültig oder abgelaufen.', notFound: 'Bestellung nicht gefunden.',
  empty: 'Dein Warenkorb ist leer.', cancelled: 'Diese Bestellung wurde storniert.',
};

const IT: Texts = {
  ...EN,
  title: 'Cassa', order: 'Ordine', contact: 'Contatto', email: 'Email', shipping: 'Indirizzo di spedizione', billing: 'Indirizzo di fatturazione',
  same: 'Indirizzo di fatturazione uguale a quello di spedizione', first_name: 'Nome', last_name: 'Cognome', line_1: 'Indirizzo',
  city: 'Città', zip_code: 'CAP', country_code: 'Paese', phone: 'Telefono', delivery: 'Metodo di spedizione', days: 'giorni lavorativi',
  free: 'Gratuita', payment: 'Metodo di pagamento', summary: 'Riepilogo ordine', subtotal: 'Subtotale', discount: 'Sconto',
  shippingCost: 'Spedizione', tax: 'Tasse', total: 'Totale', place: 'Effettua ordine', required: 'è obbligatorio.',
  invalidEmail: 'Inserisci un indirizzo email valido.', errorsTitle: 'Correggi quanto segue:',
  thanks: 'Grazie! Il tuo ordine è stato effettuato.', number: 'Numero ordine', back: 'Torna al negozio',
  invalidToken: 'Questo link di checkout non è valido o è scaduto.', notFound: 'Ordine non trovato.',
  empty: 'Il tuo carrello è vuoto.', cancelled: 'Questo ordine è stato annullato.',
};

export function textsFor(lang: unknown): { lang: Lang; t: Texts } {
  if (lang === 'de') return { lang, t: DE };
  if (lang === 'it') return { lang, t: IT };
  return { lang: 'en', t: EN };
}
