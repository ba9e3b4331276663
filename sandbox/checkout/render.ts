import type { Rec } from '../db/store';
import { isSkuLine } from '../domain/orders/lines';
import { httpUrl } from '../engine/http-url';
import { esc, page } from './html';
import { countryName, money, nameIn } from './localize';
import type { Lang, Texts } from './texts';

export interface FieldError {
  field: string;
  message: string;
}

export interface CheckoutView {
  lang: Lang;
  t: Texts;
  order: Rec;
  lines: Rec[];
  lineNames: Map<string, string>;
  shippingMethods: Rec[];
  paymentMethods: Rec[];
  countries: string[];
  values: Record<string, string>;
  errors: FieldError[];
  action: string;
}

const ADDRESS_FIELDS = ['first_name', 'last_name', 'line_1', 'city', 'zip_code', 'country_code', 'phone'] as const;

function field(v: CheckoutView, name: string, label: string, type = 'text', autocomplete = ''): string {
  const error = v.errors.find((e) => e.field === name);
  const describedBy = error ? ` aria-describedby="${name}-error" aria-invalid="true"` : '';
  return `<label for="${name}">${esc(label)}</label><input id="${name}" name="${name}" type="${type}" value="${esc(v.values[name])}" required${autocomplete ? ` autocomplete="${autocomplete}"` : ''}${describedBy}>${error ? `<p id="${name}-error" class="error">${esc(error.message)}</p>` : ''}`;
}

function address(v: CheckoutView, prefix: 'shipping' | 'billing'): string {
  const t = v.t;
  return ADDRESS_FIELDS.map((f) => {
    const name = `${prefix}_${f}`;
    if (f !== 'country_code')
      return field(
        v,
        name,
        t[f],
        f === 'phone' ? 'tel' : 'text',
        `${prefix} ${f === 'line_1' ? 'address-line1' : f === 'zip_code' ? 'postal-code' : f === 'city' ? 'address-level2' : f === 'phone' ? 'tel' : f === 'first_name' ? 'given-name' : 'family-name'}`,
      );
    const options = v.countries
      .map(
        (c) =>
          `<option value="${esc(c)}"${v.values[name] === c ? ' selected' : ''}>${esc(countryName(c, v.lang))}</option>`,
      )
      .join('');
    return `<label for="${name}">${esc(t.country_code)}</label><select id="${name}" name="${name}" autocomplete="${prefix} country">${options}</select>`;
  }).join('');
}

function choices(v: CheckoutView, name: string, records: Rec[], describe: (r: Rec) => string): string {
  const error = v.errors.find((e) => e.field === name);
  const selected = v.values[name] ?? records[0]?.id;
  const items = records
    .map(
      (r) =>
        `<div class="choice"><input type="radio" id="${name}-${r.id}" name="${name}" value="${r.id}"${r.id === selected ? ' checked' : ''} required><label for="${name}-${r.id}">${esc(describe(r))}</label></div>`,
    )
    .join('');
  return `${items}${error ? `<p class="error" role="alert">${esc(error.message)}</p>` : ''}`;
}

/**
 * The products, the subtotal, each discount once by its name (the lines the promotions add are the discount), shipping,
 * the total, and the tax: after the total as what it holds where prices include it, else above it as added.
 */
function summary(v: CheckoutView): string {
  const a = v.order.attributes;
  const amount = (cents: unknown) => esc(money(cents, a.currency_code, v.lang));
  const row = (label: string, cents: unknown) =>
    `<tr><th scope="row">${esc(label)}</th><td class="amount">${amount(cents)}</td></tr>`;
  const name = (l: Rec) => v.lineNames.get(l.id) ?? String(l.attributes.name);
  const products = v.lines
    .filter(isSkuLine)
    .map(
      (l) =>
        `<tr><td>${esc(l.attributes.quantity)} × ${esc(name(l))}</td><td class="amount">${amount(l.attributes.total_amount_cents)}</td></tr>`,
    );
  const discounts = v.lines.filter((l) => !isSkuLine(l)).map((l) => row(name(l), l.attributes.total_amount_cents));
  const tax = row(a.tax_included ? v.t.taxIncluded : v.t.tax, a.total_tax_amount_cents);
  return `<section aria-labelledby="summary"><h2 id="summary">${esc(v.t.summary)}</h2><table>${[
    ...products,
    row(v.t.subtotal, a.subtotal_amount_cents),
    ...discounts,
    row(v.t.shippingCost, a.shipping_amount_cents),
    ...(a.tax_included ? [] : [tax]),
    row(v.t.total, a.total_amount_cents),
    ...(a.tax_included ? [tax] : []),
  ].join('')}</table></section>`;
}

const toggleBilling = `(()=>{const c=document.getElementById('same'),b=document.getElementById('billing');const s=()=>{b.hidden=c.checked;b.querySelectorAll('input,select').forEach(i=>{i.disabled=c.checked})};c.addEventListener('change',s);s();})();`;
const focusErrors = `document.getElementById('errors').focus()`;
/** The page's only scripts, which its policy allows by hash (./headers.ts). */
export const inlineScripts = [toggleBilling, focusErrors];

export function checkoutPage(v: CheckoutView): string {
  const t = v.t;
  const errors = v.errors.length
    ? `<div id="errors" role="alert" tabindex="-1"><p>${esc(t.errorsTitle)}</p><ul>${v.errors.map((e) => `<li><a href="#${e.field}">${esc(e.message)}</a></li>`).join('')}</ul></div>`
    : '';
  const same = v.values.same !== 'off';
  const cart = httpUrl(v.order.attributes.cart_url);
  const back = cart ? `<p><a href="${esc(cart)}">← ${esc(t.backToCart)}</a></p>` : '';
  const body = `${back}<h1>${esc(t.title)} · ${esc(t.order)} #${esc(v.order.attributes.number)}</h1>${errors}
<form method="post" action="${esc(v.action)}" novalidate>
<fieldset><legend>${esc(t.contact)}</legend>${field(v, 'email', t.email, 'email', 'email')}</fieldset>
<fieldset><legend>${esc(t.shipping)}</legend>${address(v, 'shipping')}</fieldset>
<div class="choice"><input type="hidden" name="same" value="off"><input type="checkbox" id="same" name="same" value="on"${same ? ' checked' : ''}><label for="same">${esc(t.same)}</label></div>
<fieldset id="billing"><legend>${esc(t.billing)}</legend>${address(v, 'billing')}</fieldset>
<fieldset><legend>${esc(t.delivery)}</legend>${choices(v, 'shipping_method', v.shippingMethods, (m) => `${nameIn(m, v.lang)} · ${Number(m.attributes.price_amount_cents) ? money(m.attributes.price_amount_cents, m.attributes.currency_code, v.lang) : t.free} · ${m.attributes.min_days}–${m.attributes.max_days} ${t.days}`)}</fieldset>
<fieldset><legend>${esc(t.payment)}</legend>${choices(v, 'payment_method', v.paymentMethods, (m) => nameIn(m, v.lang))}</fieldset>
${summary(v)}
<p><button type="submit">${esc(t.place)}</button></p>
</form><script>${toggleBilling}</script>${v.errors.length ? `<script>${focusErrors}</script>` : ''}`;
  return page(v.lang, t.title, body);
}

/** The shop's order page for this order (`{shop}/{lang}/order-status?number=`): only the address is left to type. */
function trackingLink(lang: Lang, order: Rec): string | undefined {
  const shop = httpUrl(order.attributes.return_url) ?? httpUrl(order.attributes.cart_url);
  if (!shop) return undefined;
  const url = new URL(`/${lang}/order-status`, shop);
  url.searchParams.set('number', String(order.attributes.number));
  return url.href;
}

export function confirmationPage(lang: Lang, t: Texts, order: Rec): string {
  const back = httpUrl(order.attributes.return_url) ?? httpUrl(order.attributes.cart_url);
  const track = trackingLink(lang, order);
  const body = `<h1 tabindex="-1">${esc(t.thanks)}</h1><p>${esc(t.number)}: <strong>${esc(order.attributes.number)}</strong></p>
<p>${esc(t.total)}: ${esc(money(order.attributes.total_amount_cents, order.attributes.currency_code, lang))}</p>${track ? `<p><a href="${esc(track)}">${esc(t.track)}</a></p>` : ''}${back ? `<p><a href="${esc(back)}">${esc(t.back)}</a></p>` : ''}`;
  return page(lang, t.thanks, body);
}

export function messagePage(lang: Lang, title: string, message: string, backLink?: unknown): string {
  const back = httpUrl(backLink);
  return page(
    lang,
    title,
    `<h1>${esc(title)}</h1><p role="alert">${esc(message)}</p>${back ? `<p><a href="${esc(back)}">←</a></p>` : ''}`,
  );
}
