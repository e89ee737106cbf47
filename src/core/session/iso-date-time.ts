/**
 * Reading the server's times (`session.expires_at`, docs/protocol.md §6): an
 * ISO-8601 date-time with an explicit offset, e.g. `2030-01-01T00:30:00Z` or
 * `2030-01-01T00:30:00.123456+02:00`. `Date.parse` alone would also take
 * `'1'` (the year 2001) or an offset-less time read in the page's own zone.
 */

const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d+))?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** Epoch milliseconds of `value`, or null when it is not such a date-time (or not a real one, e.g. 30 February). */
export function parseIsoDateTime(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE_TIME.exec(value);
  if (match === null) return null;
  const [, dateTime = '', fraction = '', sign, hours = '0', minutes = '0'] = match;
  // Any number of fractional digits (the provider sends microseconds); Date.parse knows milliseconds.
  const utc = Date.parse(`${dateTime}.${fraction.slice(0, 3).padEnd(3, '0')}Z`);
  // Date.parse rolls 30 February over into March: the fields must come back unchanged.
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 19) !== dateTime) return null;
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  const offset = (Number(hours) * 60 + Number(minutes)) * 60_000;
  return sign === '-' ? utc + offset : utc - offset;
}
