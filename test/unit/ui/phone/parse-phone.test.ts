import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PHONE_FORMAT_TIMEOUT_MS,
  PHONE_SUBMIT_TIMEOUT_MS,
  formatPhoneAsYouType,
  loadPhoneLib,
  parsePhone,
  toE164,
  type PhoneLibLoader,
} from '../../../../src/ui/phone/parse-phone';

afterEach(() => {
  vi.useRealTimers();
});

/** A loader that never settles until `release` is called. */
function slowLoader() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const loader = vi.fn<PhoneLibLoader>(async () => {
    await gate;
    return loadPhoneLib();
  });
  return { loader, release: () => release() };
}

describe('parsePhone', () => {
  it('has the documented timeouts (docs/behaviour.md §9)', () => {
    expect(PHONE_SUBMIT_TIMEOUT_MS).toBe(2000);
    expect(PHONE_FORMAT_TIMEOUT_MS).toBe(10_000);
  });

  it('loads libphonenumber-js lazily (dynamic import only, one cached promise)', () => {
    const source = readFileSync(new URL('../../../../src/ui/phone/parse-phone.ts', import.meta.url), 'utf8');
    expect(source).toContain("import('libphonenumber-js/min')");
    expect(source).not.toMatch(/^import (?!type)[^;]*libphonenumber-js/m);
    expect(loadPhoneLib()).toBe(loadPhoneLib());
  });

  it('parses valid and invalid numbers for the country with the lazy module', async () => {
    await expect(parsePhone('2133734253', 'US')).resolves.toEqual({
      isValid: true,
      e164: '+12133734253',
      national: '(213) 373-4253',
      international: '+1 213 373 4253',
      timedOut: false,
    });
    await expect(parsePhone('07911 123456', 'GB')).resolves.toMatchObject({ isValid: true, e164: '+447911123456' });
    await expect(parsePhone('+44 7911 123456', 'US')).resolves.toMatchObject({ isValid: true, e164: '+447911123456' });
    await expect(parsePhone('123', 'US')).resolves.toMatchObject({ isValid: false });
    await expect(parsePhone('555 555 0123', 'US')).resolves.toMatchObject({ isValid: false });
  });

  it('uses the injected loader once per call', async () => {
    const loader = vi.fn<PhoneLibLoader>(() => loadPhoneLib());
    await parsePhone('2133734253', 'US', { loader });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('treats the number as valid with the calling code after the 2 s submit timeout', async () => {
    vi.useFakeTimers();
    const { loader, release } = slowLoader();
    let settled: unknown;
    void parsePhone('(213) 373-4253', 'US', { loader, timeoutMs: PHONE_SUBMIT_TIMEOUT_MS }).then((r) => (settled = r));
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({
      isValid: true,
      e164: '+12133734253',
      national: '(213) 373-4253',
      international: '+12133734253',
      timedOut: true,
    });
    release();
  });

  it('falls back the same way when the chunk fails to load', async () => {
    const result = await parsePhone('7911123456', 'GB', { loader: () => Promise.reject(new Error('chunk failed')) });
    expect(result).toMatchObject({ isValid: true, e164: '+447911123456', timedOut: true });
  });
});

describe('formatPhoneAsYouType', () => {
  it('formats partial input once the parser is there', async () => {
    await expect(formatPhoneAsYouType('213373', 'US')).resolves.toBe('(213) 373');
  });

  it('keeps the raw input when the parser does not arrive within 10 s', async () => {
    vi.useFakeTimers();
    const { loader, release } = slowLoader();
    let settled: unknown;
    void formatPhoneAsYouType('213373', 'US', { loader }).then((r) => (settled = r));
    await vi.advanceTimersByTimeAsync(9999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('213373');
    release();
  });
});

describe('toE164', () => {
  it('keeps the digits of a displayed number', () => {
    expect(toE164('+1 213 373 4253')).toBe('+12133734253');
  });
});
