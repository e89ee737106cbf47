import { describe, expect, it } from 'vitest';
import { parseIsoDateTime } from '../../../../src/core/session/iso-date-time';

describe('parseIsoDateTime', () => {
  it.each([
    ['2030-01-01T00:30:00Z', '2030-01-01T00:30:00.000Z'],
    ['2030-01-01T00:30:00.5Z', '2030-01-01T00:30:00.500Z'],
    ['2030-01-01T00:30:00.123456Z', '2030-01-01T00:30:00.123Z'],
    ['2030-01-01T02:30:00+02:00', '2030-01-01T00:30:00.000Z'],
    ['2029-12-31T23:00:00-01:30', '2030-01-01T00:30:00.000Z'],
  ])('reads %s', (value, iso) => {
    expect(parseIsoDateTime(value)).toBe(Date.parse(iso));
  });

  it.each([
    ['no offset (the page zone would decide)', '2030-01-01T00:30:00'],
    ['a date only', '2030-01-01'],
    ['a year alone', '1'],
    ['prose', 'next Tuesday'],
    ['30 February', '2030-02-30T00:00:00Z'],
    ['hour 24', '2030-01-01T24:00:00Z'],
    ['an offset of 25 hours', '2030-01-01T00:00:00+25:00'],
    ['the empty string', ''],
    ['a number', 1_893_457_800_000],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_label, value) => {
    expect(parseIsoDateTime(value)).toBeNull();
  });
});
