import { describe, expect, it } from 'vitest';
import { validationMessages } from '@/lib/forms/server';
import { rules, validate, type RuleList } from '@/lib/forms/rules';

const texts = (locale: string, field: string, value: unknown, list: RuleList, values = {}) => {
  const m = validationMessages(locale);
  return validate(value, list, values).map((failure) => m.format(failure.key, field, failure.params));
};

type Case = {
  rule: string;
  list: RuleList;
  bad: unknown;
  good: unknown[];
  field: string;
  en: string;
  de: string;
  it: string;
};

const cases: Case[] = [
  {
    rule: 'accepted',
    list: [rules.accepted()],
    bad: false,
    good: [true, 'on', 'yes', '1', 1, 'true'],
    field: 'privacy',
    en: 'Please accept the privacy policy.',
    de: 'Bitte akzeptieren Sie: Datenschutzerklärung.',
    it: 'Devi accettare: informativa sulla privacy.',
  },
  {
    rule: 'after',
    list: [rules.after('2026-06-09')],
    bad: '2026-06-09',
    good: ['2026-06-10', new Date('2027-01-01T00:00:00Z')],
    field: 'date',
    en: 'Date must be after 9 June 2026.',
    de: 'Date muss nach dem 9. Juni 2026 liegen.',
    it: 'Il campo date deve contenere una data successiva al 9 giugno 2026.',
  },
  {
    rule: 'after (now)',
    list: [rules.after()],
    bad: '2000-01-01',
    good: ['2999-01-01'],
    field: 'date',
    en: 'Date must be a later date.',
    de: 'Date muss ein späteres Datum sein.',
    it: 'Il campo date deve contenere una data successiva a oggi.',
  },
  {
    rule: 'alpha',
    list: [rules.alpha()],
    bad: 'Anna1',
    good: ['Anna', 'Ünal', 'Łukasz', 'Σοφία'],
    field: 'firstName',
    en: 'First name can only contain letters.',
    de: 'Vorname darf nur Buchstaben enthalten.',
    it: 'Il campo nome può contenere solo lettere.',
  },
  {
    rule: 'alphanumeric',
    list: [rules.alphanumeric()],
    bad: 'AB-12',
    good: ['AB12', 'Größe3'],
    field: 'company',
    en: 'Company can only contain letters and numbers.',
    de: 'Unternehmen darf nur Buchstaben und Ziffern enthalten.',
    it: 'Il campo azienda può contenere solo lettere e numeri.',
  },
  {
    rule: 'before',
    list: [rules.before('2026-06-09')],
    bad: '2026-06-09',
    good: ['2026-06-08'],
    field: 'date',
    en: 'Date must be before 9 June 2026.',
    de: 'Date muss vor dem 9. Juni 2026 liegen.',
    it: 'Il campo date deve contenere una data precedente al 9 giugno 2026.',
  },
  {
    rule: 'before (now)',
    list: [rules.before()],
    bad: '2999-01-01',
    good: ['2000-01-01'],
    field: 'date',
    en: 'Date must be an earlier date.',
    de: 'Date muss ein früheres Datum sein.',
    it: 'Il campo date deve contenere una data precedente a oggi.',
  },
  {
    rule: 'between (value)',
    list: [rules.between(1, 10)],
    bad: 11,
    good: [1, 5, 10],
    field: 'quantity',
    en: 'Quantity must be between 1 and 10.',
    de: 'Quantity muss zwischen 1 und 10 liegen.',
    it: 'Il campo quantity deve essere compreso tra 1 e 10.',
  },
  {
    rule: 'between (length)',
    list: [rules.between(2, 4)],
    bad: 'abcde',
    good: ['ab', 'abcd'],
    field: 'company',
    en: 'Company must be between 2 and 4 characters long.',
    de: 'Unternehmen muss zwischen 2 und 4 Zeichen lang sein.',
    it: 'Il campo azienda deve contenere da 2 a 4 caratteri.',
  },
  {
    rule: 'between (size)',
    list: [rules.between(1, 2)],
    bad: ['a', 'b', 'c'],
    good: [['a'], ['a', 'b']],
    field: 'topics',
    en: 'Topics must have between 1 and 2 selections.',
    de: 'Topics: Bitte wählen Sie zwischen 1 und 2 Optionen.',
    it: 'Per il campo topics seleziona da 1 a 2 opzioni.',
  },
  {
    rule: 'date',
    list: [rules.date()],
    bad: '2025-02-30',
    good: ['2024-02-29', '2025-12-31T10:00:00Z', new Date('2025-01-01')],
    field: 'date',
    en: 'Date is not a valid date.',
    de: 'Date ist kein gültiges Datum.',
    it: 'Il campo date non contiene una data valida.',
  },
  {
    rule: 'date (format)',
    list: [rules.date('DD.MM.YYYY')],
    bad: '2025-01-31',
    good: ['31.01.2025', '29.02.2024'],
    field: 'date',
    en: 'Date is not a valid date. Please use the format DD.MM.YYYY.',
    de: 'Date ist kein gültiges Datum. Bitte verwenden Sie das Format DD.MM.YYYY.',
    it: 'Il campo date non contiene una data valida. Usa il formato DD.MM.YYYY.',
  },
  {
    rule: 'email',
    list: [rules.email()],
    bad: 'anna@example',
    good: ['anna@example.com', 'a.b+news@mail.example.co.uk'],
    field: 'email',
    en: 'Please enter a valid email address.',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    it: 'Inserisci un indirizzo email valido.',
  },
  {
    rule: 'endsWith',
    list: [rules.endsWith('.de', '.at')],
    bad: 'example.com',
    good: ['example.de', 'example.at'],
    field: 'website',
    en: "Website doesn't end with an allowed value.",
    de: 'Website endet nicht mit einem zulässigen Wert.',
    it: 'Il campo sito web non termina con un valore consentito.',
  },
  {
    rule: 'in',
    list: [rules.in(['freshly', 'aura'])],
    bad: 'toaster',
    good: ['freshly', 'aura', ['aura', 'freshly']],
    field: 'productFamily',
    en: 'Product family is not one of the allowed values.',
    de: 'Produktfamilie enthält keinen der zulässigen Werte.',
    it: 'Il campo famiglia di prodotto non contiene un valore consentito.',
  },
  {
    rule: 'matches',
    list: [rules.matches(/^\d{5}$/, 'n/a')],
    bad: '1234',
    good: ['12345', 'n/a'],
    field: 'orderId',
    en: 'Order number is not in the expected format.',
    de: 'Bestellnummer hat nicht das erwartete Format.',
    it: "Il campo numero d'ordine non è nel formato previsto.",
  },
  {
    rule: 'max (value)',
    list: [rules.max(99)],
    bad: 100,
    good: [99, -1],
    field: 'quantity',
    en: 'Quantity must be at most 99.',
    de: 'Quantity darf höchstens 99 sein.',
    it: 'Il campo quantity non può superare 99.',
  },
  {
    rule: 'max (length)',
    list: [rules.max(5)],
    bad: 'abcdef',
    good: ['abcde', ''],
    field: 'message',
    en: 'Message must be at most 5 characters long.',
    de: 'Nachricht darf höchstens 5 Zeichen lang sein.',
    it: 'Il campo messaggio può contenere al massimo 5 caratteri.',
  },
  {
    rule: 'max (size)',
    list: [rules.max(1)],
    bad: ['a', 'b'],
    good: [['a'], []],
    field: 'topics',
    en: 'Topics cannot have more than 1 selections.',
    de: 'Topics: Bitte wählen Sie höchstens 1 Optionen.',
    it: 'Per il campo topics puoi selezionare al massimo 1 opzioni.',
  },
  {
    rule: 'mime',
    list: [rules.mime('image/*', 'application/pdf')],
    bad: { name: 'a.exe', type: 'application/x-msdownload' },
    good: [{ type: 'image/png' }, [{ type: 'application/pdf' }, { type: 'image/jpeg' }]],
    field: 'receipt',
    en: 'Receipt must be a file of type image/*, application/pdf.',
    de: 'Receipt muss eine Datei vom Typ image/*, application/pdf sein.',
    it: 'Il campo receipt deve contenere un file di tipo image/*, application/pdf.',
  },
  {
    rule: 'min (value)',
    list: [rules.min(18)],
    bad: 17,
    good: [18, 99],
    field: 'age',
    en: 'Age must be at least 18.',
    de: 'Age muss mindestens 18 sein.',
    it: 'Il campo age deve essere almeno 18.',
  },
  {
    rule: 'min (length)',
    list: [rules.min(10)],
    bad: 'Too short',
    good: ['Long enough'],
    field: 'message',
    en: 'Message must be at least 10 characters long.',
    de: 'Nachricht muss mindestens 10 Zeichen lang sein.',
    it: 'Il campo messaggio deve contenere almeno 10 caratteri.',
  },
  {
    rule: 'min (size)',
    list: [rules.min(2)],
    bad: ['a'],
    good: [['a', 'b']],
    field: 'topics',
    en: 'Topics must have at least 2 selections.',
    de: 'Topics: Bitte wählen Sie mindestens 2 Optionen.',
    it: 'Per il campo topics seleziona almeno 2 opzioni.',
  },
  {
    rule: 'not',
    list: [rules.not('admin', 'root')],
    bad: 'admin',
    good: ['anna'],
    field: 'firstName',
    en: 'First name cannot be “admin”.',
    de: 'Vorname darf nicht „admin“ sein.',
    it: 'Il campo nome non può essere «admin».',
  },
  {
    rule: 'number',
    list: [rules.number()],
    bad: '12a',
    good: [12, '12', '-3.5', '1e3'],
    field: 'phone',
    en: 'Phone number must be a number.',
    de: 'Telefonnummer muss eine Zahl sein.',
    it: 'Il campo numero di telefono deve essere un numero.',
  },
  {
    rule: 'required',
    list: [rules.required()],
    bad: '   ',
    good: ['x', 0, false, ['a']],
    field: 'email',
    en: 'Email address is required.',
    de: 'E-Mail-Adresse ist ein Pflichtfeld.',
    it: 'Il campo indirizzo email è obbligatorio.',
  },
  {
    rule: 'startsWith',
    list: [rules.startsWith('FR-', 'AU-')],
    bad: 'XX-2025-000001',
    good: ['FR-2025-000001', 'AU-2025-000001'],
    field: 'serialNumber',
    en: "Serial number doesn't start with an allowed value.",
    de: 'Seriennummer beginnt nicht mit einem zulässigen Wert.',
    it: 'Il campo numero di serie non inizia con un valore consentito.',
  },
  {
    rule: 'url',
    list: [rules.url()],
    bad: 'javascript:alert(1)',
    good: ['https://example.com', 'http://shop.example.co.uk/path?q=1', 'http://localhost:3000'],
    field: 'website',
    en: 'Please include a valid url.',
    de: 'Bitte geben Sie eine gültige URL ein.',
    it: 'Inserisci un URL valido.',
  },
];

describe('rules', () => {
  describe.each(cases)('$rule', ({ list, bad, good, field, en, de, it: italian }) => {
    it('passes valid values', () => {
      for (const value of good) expect(validate(value, list), JSON.stringify(value)).toEqual([]);
    });
    it('fails with the exact message in en, de and it', () => {
      expect(texts('en', field, bad, list)).toEqual([en]);
      expect(texts('de', field, bad, list)).toEqual([de]);
      expect(texts('it', field, bad, list)).toEqual([italian]);
    });
  });

  it('confirm compares with the named sibling field, in all three languages', () => {
    const list = [rules.confirm('email')];
    expect(validate('a@b.de', list, { email: 'a@b.de' })).toEqual([]);
    expect(texts('en', 'email', 'a@b.com', list, { email: 'a@b.de' })).toEqual(['Email address does not match.']);
    expect(texts('de', 'email', 'a@b.com', list, { email: 'a@b.de' })).toEqual([
      'E-Mail-Adresse stimmt nicht überein.',
    ]);
    expect(texts('it', 'email', 'a@b.com', list, { email: 'a@b.de' })).toEqual([
      'Il campo indirizzo email non corrisponde.',
    ]);
  });

  it('url takes absolute http(s) addresses with a dotted host only', () => {
    for (const bad of ['ftp://example.com', 'https://example', 'example.com', 'http://', 'https://exa mple.com', 42])
      expect(validate(bad, [rules.url()]), String(bad)).toEqual([{ key: 'url' }]);
  });

  it('min and max read a numeric string by its length unless told to read its value', () => {
    expect(validate('123', [rules.min(3)])).toEqual([]);
    expect(validate('123', [rules.min(200, 'value')])).toEqual([{ key: 'minValue', params: { n: 200 } }]);
    expect(validate(12345, [rules.max(3, 'length')])).toEqual([{ key: 'maxLength', params: { n: 3 } }]);
  });

  it('refuses values of the wrong kind instead of throwing', () => {
    const odd = [{ toString: () => 'x' }, Symbol('x'), 10n, () => 1, new Date(Number.NaN)];
    for (const { list } of cases)
      for (const value of odd) expect(() => validate(value, list), String(list[0].name)).not.toThrow();
    expect(validate({}, [rules.email()])).toEqual([{ key: 'email' }]);
    expect(validate(null, [rules.min(1)])).toEqual([{ key: 'minValue', params: { n: 1 } }]);
  });
});

describe('modifiers', () => {
  const list = [rules.required(), rules.email(), rules.min(20)];

  it('report every failed rule by default', () => {
    expect(texts('en', 'email', 'a@b', list)).toEqual([
      'Please enter a valid email address.',
      'Email address must be at least 20 characters long.',
    ]);
  });

  it('bail stops at the first failure, wherever it is written, in all three languages', () => {
    expect(texts('en', 'email', '', [...list, rules.bail()])).toEqual(['Email address is required.']);
    expect(texts('de', 'email', '', [rules.bail(), ...list])).toEqual(['E-Mail-Adresse ist ein Pflichtfeld.']);
    expect(texts('it', 'email', 'a@b', [rules.bail(), ...list])).toEqual(['Inserisci un indirizzo email valido.']);
  });

  it('optional lets an empty value through and still checks a filled one, in all three languages', () => {
    const optional = [rules.optional(), rules.url()];
    for (const empty of [undefined, null, '', '  ', []]) expect(validate(empty, optional)).toEqual([]);
    expect(texts('en', 'website', 'nope', optional)).toEqual(['Please include a valid url.']);
    expect(texts('de', 'website', 'nope', optional)).toEqual(['Bitte geben Sie eine gültige URL ein.']);
    expect(texts('it', 'website', 'nope', optional)).toEqual(['Inserisci un URL valido.']);
    expect(validate('', [rules.url()])).toEqual([{ key: 'url' }]);
  });
});
