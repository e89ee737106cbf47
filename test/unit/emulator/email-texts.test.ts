import { describe, expect, it } from 'vitest';
import { TEXT_CATALOGUES } from '../../../emulator/src/products/mailbox/texts/catalogue';
import en from '../../../emulator/src/products/mailbox/texts/en';
import {
  emailTexts,
  resolveTextLocale,
  textsFrom,
  type EmulatorTexts,
  type PluralForms,
  type TextKey,
} from '../../../emulator/src/products/mailbox/texts';

/**
 * The language of the emulator's emails and SMS (emulator/README.md,
 * "Messages in the visitor's language"): which catalogue a request's `locale`
 * gets, the plural forms and the filling of placeholders, and checks every
 * catalogue of `catalogue.ts` passes as it is, so a new language needs no
 * change here.
 */

const KEYS = Object.keys(en) as TextKey[];
const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

const placeholdersOf = (text: string): string[] => [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))].sort();

/**
 * A stand-in catalogue for `tag`: each English text behind `tag: `, and plural
 * forms for every category of the language, each naming its category.
 */
function fakeTexts(tag: string): EmulatorTexts {
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  const entries = KEYS.map((key) => {
    const text: string | PluralForms = en[key];
    if (typeof text === 'string') return [key, `${tag}: ${text}`];
    const unit = key === 'duration.minutes' ? 'min' : 's';
    return [key, Object.fromEntries(categories.map((category) => [category, `${category}:{count} ${unit}`]))];
  });
  return Object.fromEntries(entries) as EmulatorTexts;
}

/** Languages the lead's catalogue list is likely to hold, including ones with `few`, `many`, `two` and `zero`. */
const FAKE_CATALOGUES: Readonly<Record<string, EmulatorTexts>> = {
  en,
  ...Object.fromEntries(['de', 'nb', 'pt-BR', 'zh-Hans', 'zh-Hant', 'pl', 'ar', 'mr'].map((tag) => [tag, fakeTexts(tag)])),
};

describe('which catalogue a locale gets', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE-at', 'de'],
    ['de-CH-1996', 'de'],
    ['de-AT-u-nu-latn', 'de'],
    ['pt-br', 'pt-BR'],
    ['PT-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['zh-hant', 'zh-Hant'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['pl-PL', 'pl'],
    ['en-GB', 'en'],
    ['EN', 'en'],
    ['no', 'nb'],
    ['nn', 'nb'],
    ['nn-NO', 'nb'],
    ['nb-NO', 'nb'],
  ])('%s → %s', (locale, tag) => {
    expect(resolveTextLocale(locale, FAKE_CATALOGUES)).toBe(tag);
    expect(textsFrom(FAKE_CATALOGUES, locale).locale).toBe(tag);
  });

  it.each([undefined, '', 'fr', 'fr-CA', 'xx-unknown', 'en_US', 'not a tag', '12345', 'de-', '{code}'])(
    '%j: English, never an error',
    (locale) => {
      expect(resolveTextLocale(locale, FAKE_CATALOGUES)).toBe('en');
      expect(textsFrom(FAKE_CATALOGUES, locale)('otp.subject')).toBe('Your verification code');
    },
  );

  it('takes the text from the catalogue it resolved to', () => {
    expect(textsFrom(FAKE_CATALOGUES, 'de-AT')('otp.subject')).toBe('de: Your verification code');
    expect(textsFrom(FAKE_CATALOGUES, 'zh-TW')('magicLink.login.subject')).toBe('zh-Hant: Your login link');
  });
});

describe('plural forms and numbers', () => {
  it('English: one and other, whole minutes else seconds', () => {
    const text = emailTexts(undefined);
    expect([0, 1, 45, 60, 90, 300, 7 * 24 * 60 * 60].map((seconds) => text.duration(seconds))).toEqual([
      '0 minutes',
      '1 second',
      '45 seconds',
      '1 minute',
      '90 seconds',
      '5 minutes',
      '10080 minutes',
    ]);
  });

  it("Polish: the language's one, few and many", () => {
    const text = textsFrom(FAKE_CATALOGUES, 'pl');
    expect([1, 2, 5, 22, 25].map((minutes) => text.duration(minutes * 60))).toEqual([
      'one:1 min',
      'few:2 min',
      'many:5 min',
      'few:22 min',
      'many:25 min',
    ]);
    expect(text.duration(3)).toBe('few:3 s');
  });

  it('Arabic: zero, two and the rest', () => {
    const text = textsFrom(FAKE_CATALOGUES, 'ar');
    expect([0, 1, 2, 3, 11, 100].map((seconds) => text.duration(seconds * 60))).toEqual([
      'zero:0 min',
      'one:1 min',
      'two:2 min',
      'few:3 min',
      'many:11 min',
      'other:100 min',
    ]);
  });

  it("numbers in the language's digits, never grouped; codes as sent", () => {
    const text = textsFrom(FAKE_CATALOGUES, 'mr');
    expect(text.duration(10080 * 60)).toBe('other:१००८० min');
    expect(text('otp.body', { projectName: 'Acme', code: '012345', duration: text.duration(300) })).toBe(
      'mr: Your Acme verification code is 012345. It expires in other:५ min.',
    );
  });
});

describe('placeholders', () => {
  it('fills each placeholder once: a value holding a placeholder stays as written', () => {
    const text = emailTexts('en');
    expect(text('otp.body', { projectName: '{code}', code: '123456', duration: '{duration}' })).toBe(
      'Your {code} verification code is 123456. It expires in {duration}.',
    );
  });

  it('leaves a placeholder without a value visible', () => {
    const text = emailTexts('en') as (key: string, values?: Record<string, string>) => string;
    expect(text('b2b.magicLink.body', { name: 'Acme' })).toBe('Sign in to Acme: {link}');
  });
});

describe.each(Object.keys(TEXT_CATALOGUES))('the %s catalogue', (tag) => {
  const texts = TEXT_CATALOGUES[tag]!;

  it('is named by its canonical tag and answers that tag in any case, and its regions', () => {
    expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    for (const locale of [tag, tag.toLowerCase(), tag.toUpperCase()]) expect(emailTexts(locale).locale).toBe(tag);
    if (new Intl.Locale(tag).region === undefined) expect(emailTexts(`${tag}-AQ`).locale).toBe(tag);
  });

  it("has every key, each a string or plural forms as in English, forms for each of the language's categories", () => {
    expect(Object.keys(texts).sort()).toEqual([...KEYS].sort());
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
    for (const key of KEYS) {
      const text: string | PluralForms = texts[key];
      const english: string | PluralForms = en[key];
      expect(typeof text, key).toBe(typeof english);
      if (typeof text !== 'string') {
        expect(Object.keys(text).sort(), key).toEqual([...categories].sort());
        for (const form of Object.values(text)) expect(form, key).toMatch(/\S/);
      } else {
        expect(text, key).toMatch(/\S/);
      }
    }
  });

  it("keeps English's placeholders: all of them in a text, none other in a plural form", () => {
    for (const key of KEYS) {
      const text: string | PluralForms = texts[key];
      const english: string | PluralForms = en[key];
      if (typeof text === 'string' && typeof english === 'string') {
        expect(placeholdersOf(text), key).toEqual(placeholdersOf(english));
      } else if (typeof text !== 'string' && typeof english !== 'string') {
        const allowed = placeholdersOf(english.other);
        for (const form of Object.values(text)) expect(allowed, key).toEqual(expect.arrayContaining(placeholdersOf(form!)));
      }
    }
  });

  it('writes every text with its placeholders filled', () => {
    const written = emailTexts(tag);
    const text = written as (key: TextKey, values?: Record<string, string | number>) => string;
    const values = { projectName: 'P', organizationName: 'O', name: 'N', code: '000000', link: 'L', duration: written.duration(300), count: 2 };
    for (const key of KEYS) expect(text(key, values), key).not.toMatch(PLACEHOLDER);
  });
});
