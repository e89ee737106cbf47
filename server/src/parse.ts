/**
 * Small readers for JSON of unknown shape: values are checked, never cast, so
 * an odd claim or answer yields a default or `null` rather than a wrong type.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string, else `fallback`. */
export function stringOr(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** A non-empty string, else `null`. */
export function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A boolean, else `fallback`. */
export function booleanOr(value: unknown, fallback = false): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** The strings of an array (anything else dropped); `[]` for a non-array. */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The objects of an array (anything else dropped); `[]` for a non-array. */
export function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** A shallow copy of an object, else `{}`. */
export function recordOr(value: unknown): Record<string, unknown> {
  return isRecord(value) ? { ...value } : {};
}
