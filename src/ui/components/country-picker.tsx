import { useCallback, useEffect, useState } from 'react';
import { useBrowserValue } from '../context/use-browser-value';
import { callingCodeFor, countriesIfReady, sortedCountries, type Country } from '../phone/country-codes';
import { face, picker, select } from './country-picker.styles';
import { ChevronDownIcon } from './icons';
import { useDomId } from './use-dom-id';
import { cx } from '../theme/css';

export interface CountryPickerProps {
  /** ISO code of the selected country, e.g. 'US'. */
  value: string;
  onChange: (code: string) => void;
  /** Accessible label, e.g. 'Country'. */
  label: string;
  disabled?: boolean;
  /** The options; default every country, named in `locale` and sorted by name. */
  countries?: readonly Country[];
  /** Form field name; default 'country'. */
  name?: string;
  /** The language the countries are named and sorted in: the widget's (`t.locale`); default English. */
  locale?: string;
}

/** 'United States (+1)': the option text, and the picker's name for assistive tech. */
export function countryOptionText(country: Country): string {
  return `${country.name} (+${country.callingCode})`;
}

/**
 * A compact country picker for the phone field: its face shows 'US +1' (the
 * ISO code as text, never a flag emoji, which shows as empty boxes where no
 * emoji font is installed and as two letters on Windows), the options
 * 'United States (+1)'. Its accessible name is the label plus
 * the selected country ('Country United States (+1)'), since the face alone
 * (two codes) would not tell a screen-reader user which country it is.
 */
export function CountryPicker({ value, onChange, label, disabled, countries, name = 'country', locale = 'en' }: CountryPickerProps) {
  const id = useDomId('country');
  // The country names cost the browser's region data (~18 ms cold): the first
  // paint shows the face (flag and calling code) with the selected country
  // named by its code, and the full named list follows right after it. A list
  // this page computed already shows at once, except in the hydration of a
  // server's markup (which had none).
  // A language switch names them again (in place: the selection stays).
  const [named, setNamed] = useState<{ locale: string; list: readonly Country[] } | null>(null);
  const ready = useBrowserValue(
    useCallback(() => countriesIfReady(locale), [locale]),
    null,
  );
  useEffect(() => {
    if (countries === undefined && named?.locale !== locale) setNamed({ locale, list: sortedCountries(locale) });
  }, [countries, named, locale]);
  const current = named?.locale === locale ? named.list : null;
  const list: readonly Country[] = countries ?? current ?? ready ?? [{ code: value, name: value, callingCode: callingCodeFor(value) ?? '' }];
  const selected = list.find((country) => country.code === value) ?? list[0];
  return (
    <span className={cx(picker)}>
      <span id={`${id}-label`} hidden>
        {label}
      </span>
      <span id={`${id}-value`} hidden>
        {selected ? countryOptionText(selected) : ''}
      </span>
      <select
        id={id}
        name={name}
        className={cx(select)}
        value={selected?.code ?? ''}
        disabled={disabled}
        aria-labelledby={`${id}-label ${id}-value`}
        onChange={(event) => onChange(event.target.value)}
      >
        {list.map((country) => (
          <option key={country.code} value={country.code}>
            {countryOptionText(country)}
          </option>
        ))}
      </select>
      <span className={cx(face)} aria-hidden="true">
        <span>{selected ? selected.code : ''}</span>
        <span>{selected ? `+${selected.callingCode}` : ''}</span>
        <ChevronDownIcon size={16} />
      </span>
    </span>
  );
}
