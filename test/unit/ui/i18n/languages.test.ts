/**
 * Choosing a language and speaking it (docs/i18n.md): the fallback chain,
 * plural forms and number formats per language, where a text comes from,
 * host texts as functions, and the pseudo-locale.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator, formatMessage } from '../../../../src/ui/i18n/format';
import { resolveLocale } from '../../../../src/ui/i18n/language-loader';
import { isEnglish, isRightToLeft, SUPPORTED_LOCALES } from '../../../../src/ui/i18n/locales';
import { pseudoLocalize } from '../../../../src/ui/i18n/pseudo-locale';
import German from '../../../../src/ui/i18n/locales/de/base';
import GermanErrors from '../../../../src/ui/i18n/locales/de/errors';
import RussianPasswords from '../../../../src/ui/i18n/locales/ru/passwords';
import { PASSWORD_MESSAGES } from '../../../../src/ui/flows/passwords/messages';

describe('resolveLocale', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE-at', 'de'],
    ['de_CH', 'de'],
    ['pt-BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['pt-PT', 'pt'],
    ['pt', 'pt'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['no', 'nb'],
    ['iw', 'he'],
    ['in-ID', 'id'],
    ['nb-NO', 'nb'],
    ['sr-Cyrl-RS', 'sr'],
    ['en-GB', 'en'],
    ['en-XA', 'en-XA'],
  ])('%s → %s', (requested, expected) => {
    expect(resolveLocale(requested)).toBe(expected);
  });

  it.each([undefined, '', 'xx', 'klingon', '!!', '-', 'x-private'])('%s → English, no error', (requested) => {
    expect(resolveLocale(requested)).toBe('en');
  });

  it('finds every supported tag as itself', () => {
    for (const tag of SUPPORTED_LOCALES) expect(resolveLocale(tag)).toBe(tag);
  });

  it('tells English at once, with no chunk to load', () => {
    expect([undefined, '', 'en', 'EN-us', 'en_GB'].map(isEnglish)).toEqual([true, true, true, true, true]);
    expect(['en-XA', 'de', 'eng', 'xx'].map(isEnglish)).toEqual([false, false, false, false]);
  });

  it('knows the right-to-left languages', () => {
    expect(SUPPORTED_LOCALES.filter(isRightToLeft).sort()).toEqual(['ar', 'fa', 'he', 'ur']);
  });
});

describe('plural forms and numbers', () => {
  const length = PASSWORD_MESSAGES['password.luds.length'];

  it('picks the English form by count', () => {
    expect(formatMessage(length, { count: 1 })).toBe('Must be at least 1 character long');
    expect(formatMessage(length, { count: 8 })).toBe('Must be at least 8 characters long');
  });

  it('picks the language’s own category (Russian one, few, many)', () => {
    const t = createTranslator({}, [PASSWORD_MESSAGES], { tag: 'ru', texts: [RussianPasswords] });
    const forms = RussianPasswords['password.luds.length'];
    expect(typeof forms).toBe('object');
    const form = (category: string, count: number) => (forms as Record<string, string>)[category]!.replace('{count}', String(count));
    expect(t('password.luds.length', { count: 1 })).toBe(form('one', 1));
    expect(t('password.luds.length', { count: 3 })).toBe(form('few', 3));
    expect(t('password.luds.length', { count: 10 })).toBe(form('many', 10));
    expect(form('one', 1)).not.toBe(form('many', 1));
  });

  it('formats numbers for the language, strings as given', () => {
    const t = createTranslator({ 'otp.sentTo': '{n} / {code}' } as never, [], { tag: 'ar', texts: [] });
    expect(t.lookup('otp.sentTo', { n: 12, code: '123456' })).toBe(`${new Intl.NumberFormat('ar').format(12)} / \u2066123456\u2069`);
  });
});

describe('where a text comes from', () => {
  it('the host’s text, else the language’s, else English', () => {
    const t = createTranslator({ 'main.divider': 'oder (Host)' }, [], { tag: 'de', texts: [German, GermanErrors] });
    expect(t('main.divider')).toBe('oder (Host)');
    expect(t('main.header')).toBe(German['main.header']);
    expect(t('main.header')).not.toBe('Sign up or log in');
    expect(t.lookup('otp_code_not_found')).toBe(GermanErrors.otp_code_not_found);
    // A key the language lacks (a flow not loaded in it) falls back to English.
    expect(createTranslator({}, [], { tag: 'de', texts: [] })('main.header')).toBe('Sign up or log in');
    expect(t.locale).toBe('de');
  });

  it('a host text may be a function of the values', () => {
    const t = createTranslator({ 'emailConfirmation.sentTo': ({ email }) => `Mail an ${String(email).toUpperCase()}` }, []);
    expect(t.lookup('emailConfirmation.sentTo', { email: 'a@b.co' })).toBe('Mail an A@B.CO');
  });

  it('ignores host values that are neither text nor a function', () => {
    const t = createTranslator({ 'main.header': 42 } as never, []);
    expect(t('main.header')).toBe('Sign up or log in');
  });
});

describe('the pseudo-locale', () => {
  it('accents, lengthens and brackets every English text, keeping placeholders', () => {
    expect(pseudoLocalize('Sign up or log in')).toBe('[Šîîĝñ ûûþ ööŕ ļööĝ îîñ]');
    expect(pseudoLocalize('An email was sent to {email}.')).toContain('{email}');
    const t = createTranslator({}, [], { tag: 'en-XA', texts: [], transform: pseudoLocalize });
    expect(t('main.header')).toBe('[Šîîĝñ ûûþ ööŕ ļööĝ îîñ]');
    expect(t.lookup('invalid_email')).toMatch(/^\[.*\]$/);
  });

  it('leaves no ASCII letter outside placeholders', () => {
    const text = pseudoLocalize('Must contain {count} of the following: uppercase letter');
    expect(text.replace('{count}', '')).not.toMatch(/[A-Za-z]/);
  });
});

describe('values in right-to-left texts', () => {
  it('keep their own direction: an address or number left to right, a Hebrew name by its letters', () => {
    const t = createTranslator({ 'otp.sentTo': '{destination}' } as never, [], { tag: 'he', texts: [] });
    expect(t.lookup('otp.sentTo', { destination: '+1 213 373 4253' })).toBe('\u2066+1 213 373 4253\u2069');
    expect(t.lookup('otp.sentTo', { destination: 'אקמה' })).toBe('\u2068אקמה\u2069');
    const english = createTranslator({ 'otp.sentTo': '{destination}' } as never, [], { tag: 'de', texts: [] });
    expect(english.lookup('otp.sentTo', { destination: '+1 213' })).toBe('+1 213');
  });
});
