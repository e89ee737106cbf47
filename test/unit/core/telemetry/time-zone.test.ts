/** Reading the browser's time zone for X-SDK-Client (src/core/telemetry/time-zone.ts). */
import { describe, expect, it, vi } from 'vitest';
import { readTimeZone, type TimeZoneEnvironment } from '../../../../src/core/telemetry/time-zone';

/** A browser whose Intl reports `intlZone`, with the given Temporal (or none). */
function browser(intlZone: unknown, temporal?: TimeZoneEnvironment['Temporal']) {
  const dateTimeFormat = vi.fn(() => ({ resolvedOptions: () => ({ timeZone: intlZone }) }));
  const env: TimeZoneEnvironment = { Intl: { DateTimeFormat: dateTimeFormat } };
  if (temporal !== undefined) env.Temporal = temporal;
  return { env, dateTimeFormat };
}

describe('readTimeZone', () => {
  it('reads Temporal.Now.timeZoneId() and builds no Intl.DateTimeFormat when the browser has Temporal', () => {
    const { env, dateTimeFormat } = browser('Europe/Paris', { Now: { timeZoneId: () => 'Europe/Paris' } });
    expect(readTimeZone(env)).toBe('Europe/Paris');
    expect(dateTimeFormat).not.toHaveBeenCalled();
  });

  it('falls back to Intl.DateTimeFormat without Temporal', () => {
    const { env, dateTimeFormat } = browser('America/New_York');
    expect(readTimeZone(env)).toBe('America/New_York');
    expect(dateTimeFormat).toHaveBeenCalledTimes(1);
  });

  it('falls back to Intl when Temporal is partial, throws or answers no zone', () => {
    expect(readTimeZone(browser('Asia/Tokyo', {}).env)).toBe('Asia/Tokyo');
    expect(readTimeZone(browser('Asia/Tokyo', { Now: {} }).env)).toBe('Asia/Tokyo');
    const throwing = () => {
      throw new RangeError('no zone');
    };
    expect(readTimeZone(browser('Asia/Tokyo', { Now: { timeZoneId: throwing } }).env)).toBe('Asia/Tokyo');
    expect(readTimeZone(browser('Asia/Tokyo', { Now: { timeZoneId: () => '' } }).env)).toBe('Asia/Tokyo');
    expect(readTimeZone(browser('Asia/Tokyo', { Now: { timeZoneId: () => 42 } }).env)).toBe('Asia/Tokyo');
  });

  it('answers an empty string when Intl reports no zone', () => {
    expect(readTimeZone(browser(undefined).env)).toBe('');
  });

  it('by default reads this runtime’s zone, as Intl reports it', () => {
    const temporal = (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal;
    const expected = temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(readTimeZone()).toBe(expected);
  });
});
