import { describe, expect, it } from 'vitest';
import {
  countryCodes,
  DEFAULT_COUNTRY,
  callingCodeFor,
  countriesByName,
  countryFlag,
  countryName,
  getCountry,
  isCountryCode,
  withCallingCode,
} from '../../../../src/ui/phone/country-codes';

describe('countryCodes()', () => {
  it('covers every country and territory once', () => {
    expect(countryCodes().length).toBeGreaterThanOrEqual(240);
    const codes = countryCodes().map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const entry of countryCodes()) {
      expect(entry.code).toMatch(/^[A-Z]{2}$/);
      expect(entry.callingCode).toMatch(/^[1-9][0-9]{0,2}$/);
    }
    expect(codes).toEqual([...codes].sort());
  });

  it('names every entry through Intl.DisplayNames, in English by default', () => {
    for (const { code } of countryCodes()) {
      const name = countryName(code);
      expect(name.trim()).toBe(name);
      expect(name).not.toBe(code);
    }
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('xk')).toBe('Kosovo');
    expect(countryName('DE', 'de')).toBe('Deutschland');
  });

  it('falls back to the code where the platform has no name', () => {
    expect(countryName('aa')).toBe('AA');
    expect(countryName('XX')).toBe('XX');
  });

  it.each([
    ['US', '1'],
    ['CA', '1'],
    ['PR', '1'],
    ['JM', '1'],
    ['GB', '44'],
    ['JE', '44'],
    ['DE', '49'],
    ['FR', '33'],
    ['IT', '39'],
    ['ES', '34'],
    ['NL', '31'],
    ['IE', '353'],
    ['CH', '41'],
    ['SE', '46'],
    ['NO', '47'],
    ['PL', '48'],
    ['RU', '7'],
    ['KZ', '7'],
    ['IN', '91'],
    ['CN', '86'],
    ['JP', '81'],
    ['KR', '82'],
    ['AU', '61'],
    ['NZ', '64'],
    ['BR', '55'],
    ['MX', '52'],
    ['AR', '54'],
    ['ZA', '27'],
    ['NG', '234'],
    ['EG', '20'],
    ['AE', '971'],
    ['SG', '65'],
    ['HK', '852'],
    ['TW', '886'],
    ['IL', '972'],
    ['TR', '90'],
    ['UA', '380'],
    ['XK', '383'],
    ['SS', '211'],
    ['FK', '500'],
  ])('%s has calling code %s', (code, callingCode) => {
    expect(callingCodeFor(code)).toBe(callingCode);
  });

  it('defaults to the United States', () => {
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(getCountry(DEFAULT_COUNTRY)).toEqual({ code: 'US', name: 'United States', callingCode: '1' });
  });

  it('looks up case-insensitively and rejects unknown codes', () => {
    expect(getCountry('gb')?.name).toBe('United Kingdom');
    expect(getCountry('ZZ')).toBeUndefined();
    expect(isCountryCode('FR')).toBe(true);
    expect(isCountryCode('fr')).toBe(false);
    expect(isCountryCode(1)).toBe(false);
  });

  it('prefixes the calling code (phone parse timeout fallback)', () => {
    expect(withCallingCode('US', '(123) 456-7890')).toBe('+11234567890');
    expect(withCallingCode('GB', '7700 900123')).toBe('+447700900123');
    expect(withCallingCode('DE', '+49 30 1234567')).toBe('+49301234567');
  });

  it('sorts by name for display and builds flags', () => {
    const countries = countriesByName();
    expect(countries).toHaveLength(countryCodes().length);
    expect(countries.find((c) => c.code === 'US')).toEqual({ code: 'US', name: 'United States', callingCode: '1' });
    const names = countries.map((c) => c.name);
    expect(names[0]).toBe('Afghanistan');
    expect(names.indexOf('Åland Islands')).toBeLessThan(names.indexOf('Albania'));
    expect(countryFlag('US')).toBe('🇺🇸');
    expect(countryFlag('nope')).toBe('');
  });
});
