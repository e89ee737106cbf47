/**
 * Every language covers every text (docs/i18n.md, "Completeness"): each
 * locale's file per flow has exactly the keys of that flow's English
 * catalogue, the same `{name}` placeholders, plural forms in exactly the
 * language's own categories, and is no copy of English. The packs name every
 * flow's texts, and every language has a pack for both widgets.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../../src/core/error-messages';
import { FLOWS } from '../../../../src/ui/flows';
import { B2B_FLOWS } from '../../../../src/ui/flows/b2b';
import { BASE_MESSAGES } from '../../../../src/ui/i18n/base-messages';
import type { Text, Texts } from '../../../../src/ui/i18n/format';
import type { LocalePack } from '../../../../src/ui/i18n/locale-packs';
import { SUPPORTED_LOCALES } from '../../../../src/ui/i18n/locales';
import B2B_PACKS from '../../../../src/ui/i18n/locales/b2b-packs';
import CONSUMER_PACKS from '../../../../src/ui/i18n/locales/consumer-packs';

const TRANSLATED = SUPPORTED_LOCALES.filter((tag) => tag !== 'en');

/** Texts that are the same in every language: a brand, the product's literal placeholders. */
const SAME_EVERYWHERE = new Set(['common.providerName', 'field.emailPlaceholder', 'field.phonePlaceholder', 'main.tab.whatsapp']);

/** At most this share of a language's texts may equal English (brand names such as 'MetaMask', 'Logo' in some). */
const MAX_SAME_AS_ENGLISH = 0.05;

async function flowsOf(registry: Record<string, { load: () => Promise<{ default: { texts?: string; messages: Texts } }> }>) {
  const flows = await Promise.all(Object.values(registry).map(async (line) => (await line.load()).default));
  return new Map(flows.flatMap((flow) => (flow.texts === undefined ? [] : [[flow.texts, flow.messages] as const])));
}

const CONSUMER = await flowsOf(FLOWS);
const B2B = await flowsOf(B2B_FLOWS);
const BASE: Texts = BASE_MESSAGES;
// The error types are a unit of every pack (loaded after the first paint, docs/i18n.md, "Chunks").
CONSUMER.set('errors', ERROR_MESSAGES);
B2B.set('errors', ERROR_MESSAGES);

const placeholders = (template: string) => [...template.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]).sort();
const forms = (text: Text) => (typeof text === 'string' ? [text] : Object.values(text));

/** What is wrong with `translated` against `english` in `tag`: one line per problem. */
function problems(tag: string, english: Texts, translated: Texts): string[] {
  const found: string[] = [];
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories.slice().sort();
  for (const key of Object.keys(english)) if (!Object.hasOwn(translated, key)) found.push(`missing ${key}`);
  for (const key of Object.keys(translated)) if (!Object.hasOwn(english, key)) found.push(`extra ${key}`);
  for (const [key, source] of Object.entries(english)) {
    const text = translated[key];
    if (text === undefined) continue;
    const expected = placeholders(typeof source === 'string' ? source : source.other);
    if (typeof source === 'string' && typeof text !== 'string') found.push(`${key}: plural forms where English has one text`);
    if (typeof source !== 'string') {
      if (typeof text === 'string') found.push(`${key}: one text where English has plural forms`);
      else if (Object.keys(text).sort().join() !== categories.join()) found.push(`${key}: forms ${Object.keys(text).sort().join()}, not ${categories.join()}`);
    }
    for (const form of forms(text)) {
      if (form.trim() === '' || form !== form.trim()) found.push(`${key}: empty or padded`);
      if (placeholders(form).join() !== expected.join()) found.push(`${key}: placeholders {${placeholders(form).join()}} not {${expected.join()}}`);
    }
  }
  return found;
}

/** Keys whose text is English's, character for character. */
const sameAsEnglish = (english: Texts, translated: Texts) =>
  Object.keys(english).filter((key) => !SAME_EVERYWHERE.has(key) && JSON.stringify(english[key]) === JSON.stringify(translated[key]));

const load = async (loader: () => Promise<{ default: LocalePack }>) => (await loader()).default;

describe('the languages', () => {
  it('are 42, English included, and right-to-left ones among them', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(42);
    expect(SUPPORTED_LOCALES).toEqual(expect.arrayContaining(['ar', 'he', 'fa', 'ur', 'de', 'ja', 'pt-BR', 'zh-Hans', 'zh-Hant']));
  });

  it('each have a pack for both widgets, and no pack exists for anything else', () => {
    expect(Object.keys(CONSUMER_PACKS).sort()).toEqual([...TRANSLATED, 'en-XA'].sort());
    expect(Object.keys(B2B_PACKS).sort()).toEqual([...TRANSLATED, 'en-XA'].sort());
  });
});

describe.each(TRANSLATED)('%s', (tag) => {
  it('covers every text of the login widget: same keys, placeholders and its plural categories', async () => {
    const pack = await load(CONSUMER_PACKS[tag]!);
    expect(problems(tag, BASE, pack.base)).toEqual([]);
    expect(Object.keys(pack.units).sort()).toEqual([...CONSUMER.keys()].sort());
    for (const [unit, english] of CONSUMER) {
      const texts = (await pack.units[unit]!()).default;
      expect(problems(tag, english, texts), unit).toEqual([]);
    }
  });

  it('covers every text of the B2B widget', async () => {
    const pack = await load(B2B_PACKS[tag]!);
    expect(problems(tag, BASE, pack.base)).toEqual([]);
    expect(Object.keys(pack.units).sort()).toEqual([...B2B.keys()].sort());
    for (const [unit, english] of B2B) {
      const texts = (await pack.units[unit]!()).default;
      expect(problems(tag, english, texts), unit).toEqual([]);
    }
  });

  it('is a translation, not a copy of English', async () => {
    const consumer = await load(CONSUMER_PACKS[tag]!);
    const b2b = await load(B2B_PACKS[tag]!);
    let total = Object.keys(BASE).length;
    const same = sameAsEnglish(BASE, consumer.base);
    for (const [units, pack] of [[CONSUMER, consumer], [B2B, b2b]] as const) {
      for (const [unit, english] of units) {
        total += Object.keys(english).length;
        same.push(...sameAsEnglish(english, (await pack.units[unit]!()).default));
      }
    }
    expect(same.length / total, same.join(', ')).toBeLessThanOrEqual(MAX_SAME_AS_ENGLISH);
  });
});
