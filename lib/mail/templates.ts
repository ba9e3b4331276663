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
  'order-confirmation': { number: string; lines: string; total: string; statusUrl?: string };
  'back-in-stock': { name: string; productUrl: string };
  'stock-alert-confirm': { name: string; confirmUrl: string; days: string };
}
export type MailTemplate = keyof MailData;

type Block = string | { href: string; label: string };

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

const compose: {
  [K in MailTemplate]: (t: T, data: MailData[K], locale: string) => { subject: string; blocks: Block[] };
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
        o('total', { total: d.total }),
        ...(d.statusUrl ? [{ href: d.statusUrl, label: o('statusLink') }] : []),
        o('outro'),
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

/** Subject, text and HTML part of a mail in the recipient's language (unknown locales fall back to English). */
export function renderMail<K extends MailTemplate>(template: K, locale: string, data: MailData[K]): RenderedMail {
  const t = translatorFor(locale);
  const { subject, blocks } = compose[template](t, data, locale);
  const all: Block[] = [...blocks, t('signature'), t('footer')];
  const text = all.map((b) => (typeof b === 'string' ? b : `${b.label}: ${b.href}`)).join('\n\n');
  const paragraphs = all.map((b) =>
    typeof b === 'string'
      ? `<p>${escape(b).replace(/\n/g, '<br>')}</p>`
      : `<p><a href="${escape(b.href)}" style="color:#1f6f4a;font-weight:bold">${escape(b.label)}</a></p>`,
  );
  const lang = isLocale(locale) ? locale : 'en';
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1b1b1b;max-width:36rem">${paragraphs.join('')}</body></html>`;
  return { subject, text, html };
}
