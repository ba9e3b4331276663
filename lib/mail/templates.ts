import { createTranslator } from 'next-intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it from '@/messages/it.json';
import { isLocale, type Locale } from '@/lib/i18n/locales';

const catalogues: Record<Locale, typeof en> = { en, de, it };

/** Every mail the site sends and the data each needs (stored as JSON in the outbox). */
export interface MailData {
  'newsletter-confirm': { confirmUrl: string; firstName?: string };
  'newsletter-welcome': { couponCode: string; firstName?: string; unsubscribeUrl?: string; oneClickUrl?: string };
  'contact-copy': { reference: string };
  'contact-support': {
    reference: string;
    kind: string;
    name: string;
    email: string;
    phone?: string;
    country: string;
    company?: string;
    website?: string;
    language: string;
    message: string;
  };
  'registration-confirmation': { firstName: string; product: string; serial: string; years: string; extended: string };
  'referral-welcome': { firstName: string; code: string; dashboardUrl: string };
  'referral-sign-in': { firstName: string; signInUrl: string; minutes: string };
  'referral-sign-up': { joinUrl: string };
  'referral-join-confirm': { confirmUrl: string; hours: string };
  'referral-voucher': {
    firstName: string;
    giftCardCode: string;
    balance: string;
    reward: string;
    dashboardUrl: string;
  };
  'privacy-confirm': { confirmUrl: string; kind: 'export' | 'erase'; hours: string };
  'privacy-export': { downloadUrl: string; days: string };
  'privacy-erased': Record<string, never>;
  /** Amounts formatted in the buyer's language; a part the order does not have is absent (lib/orders). */
  'order-confirmation': {
    number: string;
    lines: string;
    total: string;
    statusUrl?: string;
    contactUrl?: string;
    subtotal?: string;
    coupon?: string;
    couponAmount?: string;
    promotionAmount?: string;
    /** What the buy-2 promotion takes off per product, which its label states. */
    promotionSaving?: string;
    shipping?: string;
    paymentAmount?: string;
    adjustmentAmount?: string;
    taxLabel?: TaxLabel;
    tax?: string;
    giftCardAmount?: string;
    /** Shipped out of the EU's customs union: duties or import VAT may follow on delivery (the cart says so too). */
    importNote?: 'yes';
    arrivalFrom?: string;
    arrivalTo?: string;
    address?: string;
  };
  'back-in-stock': { name: string; productUrl: string };
  'stock-alert-confirm': { name: string; confirmUrl: string; days: string };
}
export type MailTemplate = keyof MailData;

/**
 * How an order names its tax, as the site does per market: VAT in the price (private buyers) or added (business
 * buyers), sales tax in the US and Canada, none on an export (`orders.taxes.*`).
 */
export type TaxLabel = 'vatIncluded' | 'vatAdded' | 'taxesIncluded' | 'taxesAdded' | 'export';

/** Tax added to the prices is a part of the total; tax a price holds (or none, on an export) is named after it. */
export const taxAdded = (label: TaxLabel | undefined) => label === 'vatAdded' || label === 'taxesAdded';

type Row = { label: string; value: string; strong?: boolean };
type Block = string | { href: string; label: string } | { rows: Row[] };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function translatorFor(locale: string) {
  const lang = isLocale(locale) ? locale : 'en';
  return createTranslator({ locale: lang, messages: catalogues[lang], namespace: 'mail' });
}
type T = ReturnType<typeof translatorFor>;

function privacyTranslator(locale: string) {
  const lang = isLocale(locale) ? locale : 'en';
  return createTranslator({ locale: lang, messages: catalogues[lang], namespace: 'privacy.mail' });
}

function ordersTranslator(locale: string) {
  const lang = isLocale(locale) ? locale : 'en';
  return createTranslator({ locale: lang, messages: catalogues[lang], namespace: 'orders.mail' });
}

function referralTranslator(locale: string) {
  const lang = isLocale(locale) ? locale : 'en';
  return createTranslator({ locale: lang, messages: catalogues[lang], namespace: 'referral.mail' });
}

function stockAlertTranslator(locale: string, namespace: 'mail' | 'confirmMail') {
  const lang = isLocale(locale) ? locale : 'en';
  return createTranslator({ locale: lang, messages: catalogues[lang], namespace: `stockAlerts.${namespace}` });
}

const greet = (t: T, name?: string) => (name ? t('greeting', { name }) : t('greetingAnonymous'));

function translator<N extends 'orders' | 'cart' | 'delivery'>(locale: string, namespace: N) {
  const lang = isLocale(locale) ? locale : 'en';
  return createTranslator({ locale: lang, messages: catalogues[lang], namespace });
}

/**
 * The order's amounts in the cart's words: each part above the total adds up to it; VAT a price includes follows
 * the total, since it is part of it rather than added.
 */
function orderSummary(locale: string, d: MailData['order-confirmation']): Row[] {
  const [o, c] = [translator(locale, 'orders'), translator(locale, 'cart')];
  const row = (label: string, value: string | undefined) => (value ? [{ label, value }] : []);
  const included = !taxAdded(d.taxLabel);
  const tax = d.taxLabel && d.tax ? row(o(`taxes.${d.taxLabel}`), d.tax) : [];
  return [
    ...row(c('summary.subtotal'), d.subtotal),
    ...row(c('discounts.coupon', { code: d.coupon ?? '' }), d.couponAmount),
    ...row(c('discounts.promotion', { amount: d.promotionSaving ?? '' }), d.promotionAmount),
    ...(d.subtotal ? row(c('summary.shipping'), d.shipping ?? c('summary.free')) : []),
    ...row(o('mail.payment'), d.paymentAmount),
    ...row(o('mail.adjustment'), d.adjustmentAmount),
    ...(included ? [] : tax),
    ...row(o('mail.giftCard'), d.giftCardAmount),
    { label: c('summary.total'), value: d.total, strong: true },
    ...(included ? tax : []),
  ];
}

function arrival(locale: string, from?: string, to?: string): string[] {
  if (!from || !to) return [];
  const t = translator(locale, 'delivery');
  return [from === to ? t.markup('on', { from: () => from }) : t.markup('between', { from: () => from, to: () => to })];
}

const compose: {
  [K in MailTemplate]: (
    t: T,
    data: MailData[K],
    locale: string,
  ) => { subject: string; blocks: Block[]; footer?: Block[] };
} = {
  'newsletter-confirm': (t, d) => ({
    subject: t('newsletterConfirm.subject'),
    blocks: [
      greet(t, d.firstName),
      t('newsletterConfirm.intro'),
      { href: d.confirmUrl, label: t('newsletterConfirm.action') },
      t('newsletterConfirm.outro'),
    ],
  }),
  'newsletter-welcome': (t, d, locale) => ({
    subject: t('newsletterWelcome.subject'),
    blocks: [
      greet(t, d.firstName),
      t('newsletterWelcome.intro'),
      t('newsletterWelcome.coupon', { code: d.couponCode }),
      t('newsletterWelcome.conditions'),
      ...(d.unsubscribeUrl ? [{ href: d.unsubscribeUrl, label: privacyTranslator(locale)('unsubscribe') }] : []),
    ],
  }),
  'contact-copy': (t, d) => ({
    subject: t('contactCopy.subject'),
    blocks: [greet(t), t('contactCopy.intro', { reference: d.reference }), t('contactCopy.reply')],
  }),
  'contact-support': (t, d) => ({
    subject: t('contactSupport.subject', { kind: d.kind, name: d.name }),
    blocks: [
      t('contactSupport.intro'),
      [
        t('contactSupport.reference', { value: d.reference }),
        t('contactSupport.name', { value: d.name }),
        t('contactSupport.email', { value: d.email }),
        d.phone && t('contactSupport.phone', { value: d.phone }),
        t('contactSupport.country', { value: d.country }),
        d.company && t('contactSupport.company', { value: d.company }),
        d.website && t('contactSupport.website', { value: d.website }),
        t('contactSupport.language', { value: d.language }),
      ]
        .filter(Boolean)
        .join('\n'),
      t('contactSupport.messageLabel'),
      d.message,
    ],
  }),
  'registration-confirmation': (t, d) => ({
    subject: t('registrationConfirmation.subject'),
    blocks: [
      greet(t, d.firstName),
      t('registrationConfirmation.intro', { product: d.product, serial: d.serial }),
      t(
        d.extended === 'yes'
          ? 'registrationConfirmation.warrantyExtended'
          : 'registrationConfirmation.warrantyStandard',
        {
          years: d.years,
        },
      ),
    ],
  }),
  'referral-welcome': (t, d, locale) => {
    const r = referralTranslator(locale);
    return {
      subject: r('welcome.subject'),
      blocks: [
        greet(t, d.firstName),
        r('welcome.intro', { code: d.code }),
        { href: d.dashboardUrl, label: r('welcome.action') },
      ],
    };
  },
  'referral-sign-in': (t, d, locale) => {
    const r = referralTranslator(locale);
    return {
      subject: r('signIn.subject'),
      blocks: [
        greet(t, d.firstName),
        r('signIn.intro', { minutes: d.minutes }),
        { href: d.signInUrl, label: r('signIn.action') },
        r('signIn.outro'),
      ],
    };
  },
  'referral-sign-up': (t, d, locale) => {
    const r = referralTranslator(locale);
    return {
      subject: r('signUp.subject'),
      blocks: [greet(t), r('signUp.intro'), { href: d.joinUrl, label: r('signUp.action') }, r('signUp.outro')],
    };
  },
  'referral-join-confirm': (t, d, locale) => {
    const r = referralTranslator(locale);
    return {
      subject: r('joinConfirm.subject'),
      blocks: [
        greet(t),
        r('joinConfirm.intro', { hours: d.hours }),
        { href: d.confirmUrl, label: r('joinConfirm.action') },
        r('joinConfirm.outro'),
      ],
    };
  },
  'referral-voucher': (t, d, locale) => {
    const r = referralTranslator(locale);
    return {
      subject: r('voucher.subject'),
      blocks: [
        greet(t, d.firstName),
        r('voucher.intro', { reward: d.reward }),
        r('voucher.card', { code: d.giftCardCode, balance: d.balance }),
        { href: d.dashboardUrl, label: r('voucher.action') },
      ],
    };
  },

  'privacy-confirm': (t, d, locale) => {
    const p = privacyTranslator(locale);
    return {
      subject: p(`confirm.subject.${d.kind}`),
      blocks: [
        greet(t),
        p(`confirm.intro.${d.kind}`, { hours: d.hours }),
        { href: d.confirmUrl, label: p('confirm.action') },
        p('confirm.outro'),
      ],
    };
  },
  'privacy-export': (t, d, locale) => {
    const p = privacyTranslator(locale);
    return {
      subject: p('export.subject'),
      blocks: [greet(t), p('export.intro', { days: d.days }), { href: d.downloadUrl, label: p('export.action') }],
    };
  },
  'privacy-erased': (t, _d, locale) => {
    const p = privacyTranslator(locale);
    return { subject: p('erased.subject'), blocks: [greet(t), p('erased.intro')] };
  },
  'order-confirmation': (t, d, locale) => {
    const o = ordersTranslator(locale);
    return {
      subject: o('subject', { number: d.number }),
      blocks: [
        greet(t),
        o('intro', { number: d.number }),
        `${o('lines')}\n${d.lines}`,
        { rows: orderSummary(locale, d) },
        ...(d.importNote ? [translator(locale, 'cart')('summary.importNote')] : []),
        ...arrival(locale, d.arrivalFrom, d.arrivalTo),
        ...(d.address ? [`${o('shipTo')}\n${d.address}`] : []),
        ...(d.statusUrl ? [{ href: d.statusUrl, label: o('statusLink') }] : []),
        o('outro'),
      ],
      // Not "ignore it": an order someone placed in the reader's name needs stopping.
      footer: [
        o('notYou', { number: d.number }),
        ...(d.contactUrl ? [{ href: d.contactUrl, label: o('notYouAction') }] : []),
      ],
    };
  },
  'back-in-stock': (t, d, locale) => {
    const s = stockAlertTranslator(locale, 'mail');
    return {
      subject: s('subject', { name: d.name }),
      blocks: [
        greet(t),
        s('intro', { name: d.name }),
        { href: d.productUrl, label: s('action', { name: d.name }) },
        s('outro'),
      ],
    };
  },
  'stock-alert-confirm': (t, d, locale) => {
    const s = stockAlertTranslator(locale, 'confirmMail');
    return {
      subject: s('subject', { name: d.name }),
      blocks: [
        greet(t),
        s('intro', { name: d.name, days: d.days }),
        { href: d.confirmUrl, label: s('action') },
        s('outro'),
      ],
    };
  },
};

/** Data fields holding a link with a secret: dropped from the outbox row once the mail is sent. */
export const secretFields = [
  'confirmUrl',
  'signInUrl',
  'joinUrl',
  'downloadUrl',
  'unsubscribeUrl',
  'oneClickUrl',
  'statusUrl',
] as const;

/** Mails whose row is deleted once sent: their recipient asked to be forgotten. */
export const forgetAfterSending: readonly MailTemplate[] = ['privacy-erased'];

function plainText(b: Block): string {
  if (typeof b === 'string') return b;
  if ('rows' in b) return b.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
  return `${b.label}: ${b.href}`;
}

function htmlOf(b: Block): string {
  if (typeof b === 'string') return `<p>${escape(b).replace(/\n/g, '<br>')}</p>`;
  if ('rows' in b) {
    const cell = (value: string, style: string, strong?: boolean) =>
      `<td style="padding:0.2em 0;${style}${strong ? 'font-weight:bold;border-top:1px solid #c8cfc9' : ''}">${escape(value)}</td>`;
    const rows = b.rows.map(
      (row) =>
        `<tr>${cell(row.label, '', row.strong)}${cell(row.value, 'text-align:right;white-space:nowrap;', row.strong)}</tr>`,
    );
    return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:1em 0">${rows.join('')}</table>`;
  }
  return `<p><a href="${escape(b.href)}" style="color:#1f6f4a;font-weight:bold">${escape(b.label)}</a></p>`;
}

/** Subject, text and HTML part of a mail in the recipient's language (unknown locales fall back to English). */
export function renderMail<K extends MailTemplate>(template: K, locale: string, data: MailData[K]): RenderedMail {
  const t = translatorFor(locale);
  const { subject, blocks, footer = [t('footer')] } = compose[template](t, data, locale);
  const all: Block[] = [...blocks, t('signature'), ...footer];
  const text = all.map(plainText).join('\n\n');
  const paragraphs = all.map(htmlOf);
  const lang = isLocale(locale) ? locale : 'en';
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1b1b1b;max-width:36rem">${paragraphs.join('')}</body></html>`;
  return { subject, text, html };
}
