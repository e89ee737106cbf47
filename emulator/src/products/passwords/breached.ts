import { createRequire } from 'node:module';

/**
 * The breached-password list: the 30,000 most common passwords of leaked
 * password dumps, as zxcvbn ships them (its `passwords` frequency list, from
 * the Xato corpus of 10 million leaked passwords). A password matches when it
 * is on the list, compared case-insensitively (the list is lower case).
 */

const require = createRequire(import.meta.url);

let list: Set<string> | undefined;

function breachedList(): Set<string> {
  if (!list) {
    const lists = require('zxcvbn/lib/frequency_lists.js') as { passwords: string[] };
    list = new Set(lists.passwords);
  }
  return list;
}

export function isBreached(password: string): boolean {
  return breachedList().has(password.toLowerCase());
}

export function breachedListSize(): number {
  return breachedList().size;
}
