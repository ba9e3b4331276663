// @vitest-environment node
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMail, type MailData, type MailTemplate } from '@/lib/mail/templates';
import de from '@/messages/de.json';

/**
 * The German site addresses the visitor formally (docs/adr/0028-german-formal-register.md). This finds the informal forms: the
 * pronouns du/dich/dir/dein…/euch/euer…, and an imperative of the du form opening a sentence ("Teile deinen Code")
 * where the formal one would be followed by "Sie" ("Teilen Sie").
 */
const pronouns =
  /(?<![\p{L}\d-])(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure|euren|eurem|eurer)(?![\p{L}\d-])/iu;
const imperatives = [
  'entdecke',
  'teile',
  'lade',
  'starte',
  'hol',
  'hole',
  'schau',
  'sieh',
  'lies',
  'gib',
  'nimm',
  'probiere',
  'sichere',
  'melde',
  'registriere',
  'bestelle',
  'kaufe',
  'spar',
  'spare',
  'erfahre',
  'finde',
  'lerne',
  'wähle',
  'geh',
  'gehe',
  'komm',
  'mach',
  'mache',
  'nutze',
  'klicke',
  'tippe',
  'erhalte',
  'verdiene',
  'empfiehl',
  'lass',
  'schreib',
  'schreibe',
  'frag',
  'frage',
  'prüfe',
  'sende',
  'öffne',
  'kopiere',
  'füge',
  'trag',
  'trage',
  'scanne',
  'besuche',
  'folge',
  'abonniere',
  'sag',
  'stelle',
  'halte',
  'achte',
  'denk',
  'denke',
  'vergiss',
  'hilf',
  'zeig',
  'zeige',
  'leg',
  'lege',
  'stell',
  'setz',
  'setze',
  'reinige',
  'tausche',
  'wechsle',
  'drück',
  'drücke',
  'schalte',
  'verbinde',
  'installiere',
  'aktiviere',
  'bestätige',
  'gönn',
  'gönne',
  'sichere',
  'mach',
  'probier',
  'check',
];
const imperative = new RegExp(
  `(?:^|[.!?:;–]\\s+|\\n)(${imperatives.join('|')})(?![\\p{L}\\d-])(?!\\s+(Sie|sich)\\b)`,
  'iu',
);

/** Where an informal-looking word is not one, with the reason. */
const allowed: { where: RegExp; word: string; why: string }[] = [
  { where: /^messages\.foodprint\.quiz\.progress$/, word: 'Frage', why: 'the noun: "Frage 3 von 12"' },
  {
    where: /\.slices\.\d+\.items\.\d+\.(title|description)$/,
    word: 'Sichere',
    why: 'the adjective ("Sichere Updates")',
  },
];

/** Data, not copy: identifiers, addresses and tags. */
const skippedKeys = new Set(['url', 'uid', 'id', 'type', 'lang', 'tags', 'item_id', 'link_type', 'embed_url', 'html']);

function* strings(value: unknown, at: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, `${at}.${index}`);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (!skippedKeys.has(key)) yield* strings(item, `${at}.${key}`);
}

function informal(at: string, text: string): string[] {
  const found = [pronouns.exec(text)?.[1], imperative.exec(text)?.[1]].filter((word): word is string => !!word);
  return found
    .filter((word) => !allowed.some((allow) => allow.word === word && allow.where.test(at)))
    .map((word) => `${at}: “${word}” in “${text.slice(0, 120)}”`);
}

async function germanDocuments(dir = 'content/documents/de-de'): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const mailSamples: { [K in MailTemplate]: MailData[K] } = {
  'newsletter-confirm': { confirmUrl: 'https://shop.test/c', firstName: 'Jonas' },
  'newsletter-welcome': { couponCode: 'WELCOME10', firstName: 'Jonas', unsubscribeUrl: 'https://shop.test/u' },
  'contact-copy': { reference: 'C-0A1B2C3D' },
  'contact-support': {
    reference: 'C-0A1B2C3D',
    kind: 'private',
    name: 'Jonas Keller',
    email: 'jonas@example.com',
    country: 'DE',
    language: 'de',
    message: 'Hallo',
  },
  'registration-confirmation': {
    firstName: 'Jonas',
    product: 'Verde',
    serial: 'VE-2025-000001',
    years: '3',
    extended: 'yes',
  },
  'referral-welcome': { firstName: 'Jonas', code: 'JONAS-4821', dashboardUrl: 'https://shop.test/d' },
  'referral-sign-in': { firstName: 'Jonas', signInUrl: 'https://shop.test/s', minutes: '15' },
  'referral-sign-up': { joinUrl: 'https://shop.test/j' },
  'referral-join-confirm': { confirmUrl: 'https://shop.test/c', hours: '24' },
  'referral-voucher': {
    firstName: 'Jonas',
    giftCardCode: 'GC-1',
    balance: '20,00 €',
    reward: '20,00 €',
    dashboardUrl: 'https://shop.test/d',
  },
  'privacy-confirm': { confirmUrl: 'https://shop.test/c', kind: 'erase', hours: '24' },
  'privacy-export': { downloadUrl: 'https://shop.test/x', days: '7' },
  'privacy-erased': {},
  'order-confirmation': {
    number: '10023',
    lines: '1 × Freshly: 69,00 €',
    subtotal: '69,00 €',
    coupon: 'FRIEND20',
    couponAmount: '-20,00 €',
    giftCardAmount: '-10,00 €',
    taxLabel: 'vatIncluded',
    tax: '7,82 €',
    total: '39,00 €',
    importNote: 'yes',
    arrivalFrom: 'Mi., 2. Dez.',
    arrivalTo: 'Fr., 4. Dez.',
    address: 'Jonas Keller\nHauptstraße 5\n80331 München\nDeutschland',
    statusUrl: 'https://shop.test/de/bestellstatus?token=t',
    contactUrl: 'https://shop.test/de/kontakt',
  },
  'back-in-stock': { name: 'Verde Topf', productUrl: 'https://shop.test/de/ersatzteile' },
  'stock-alert-confirm': {
    name: 'Verde Topf',
    confirmUrl: 'https://shop.test/de/wieder-verfuegbar?alert=a',
    days: '7',
  },
};

describe('the German register (issue 26 defect 5)', () => {
  it('finds informal forms, and lets the allowed nouns and adjectives pass', () => {
    for (const text of [
      'Teile deinen Code, um loszulegen.',
      'Melde dich an.',
      'Fragen? Schreib uns.',
      'Hast du Fragen?',
    ])
      expect(informal('x', text), text).not.toEqual([]);
    expect(informal('x', 'Teilen Sie Ihren Code. Ersatzteile und Zubehör.')).toEqual([]);
    expect(informal('messages.foodprint.quiz.progress', 'Frage {current} von {total}')).toEqual([]);
  });

  it('is formal in messages/de.json', () => {
    expect([...strings(de, 'messages')].flatMap(([at, text]) => informal(at, text))).toEqual([]);
  });

  it('is formal in every German content document', async () => {
    const found = (await germanDocuments()).flatMap((file) =>
      [...strings(JSON.parse(readFileSync(file, 'utf8')), file)].flatMap(([at, text]) => informal(at, text)),
    );
    expect(found).toEqual([]);
  });

  it('is formal in every German mail', () => {
    const found = (Object.keys(mailSamples) as MailTemplate[]).flatMap((template) => {
      const mail = renderMail(template, 'de', mailSamples[template] as never);
      return [...informal(`${template}.subject`, mail.subject), ...informal(`${template}.text`, mail.text)];
    });
    expect(found).toEqual([]);
  });
});
