/**
 * Reading a table keyed by ids that come from requests. `table[id]` would
 * find `Object.prototype` members for ids such as `__proto__`, `constructor`
 * or `toString`; only the table's own entries count.
 */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
