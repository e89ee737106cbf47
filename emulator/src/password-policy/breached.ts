import frequencyLists from 'zxcvbn/lib/frequency_lists.js';

/**
 * The breached-password list: the 30,000 most common passwords of leaked
 * password dumps, as zxcvbn ships them (its `passwords` frequency list, from
 * the Xato corpus of 10 million leaked passwords). A password matches when it
 * is on the list, compared case-insensitively (the list is lower case).
 */

let list: Set<string> | undefined;

function breachedList(): Set<string> {
  list ??= new Set(frequencyLists.passwords);
  return list;
}

export function isBreached(password: string): boolean {
  return breachedList().has(password.toLowerCase());
}

export function breachedListSize(): number {
  return breachedList().size;
}
