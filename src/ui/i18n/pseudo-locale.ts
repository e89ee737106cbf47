/**
 * The pseudo-locale `en-XA` (docs/i18n.md, "Pseudo-locale"): every English
 * template accented, about a third longer and in brackets, placeholders kept.
 * A text on screen without the brackets did not come from the catalogue, and a
 * layout that survives the longer texts survives most languages. A pack of its
 * own (locale-packs.ts) with no texts, only the rewrite: only a page that asks
 * for it loads it.
 */
import type { LocalePack } from './locale-packs';

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!,
  ]),
);
const VOWEL = /[aeiouAEIOU]/;

/** `{name}` placeholders and everything else, in order. */
const PIECES = /(\{[A-Za-z0-9_]+\})|([^{]+|\{)/g;

export function pseudoLocalize(template: string): string {
  let text = '';
  for (const [, placeholder, rest] of template.matchAll(PIECES)) {
    if (placeholder !== undefined) text += placeholder;
    else for (const char of rest!) text += (ACCENTED[char] ?? char).repeat(VOWEL.test(char) ? 2 : 1);
  }
  return `[${text}]`;
}

const pack: LocalePack = { base: {}, units: {}, transform: pseudoLocalize };
export default pack;
