/** @jsxImportSource @emotion/react */
import { useMemo } from 'react';
import { useWidget } from '../../context/widget-context';
import { countriesByName } from '../../phone/country-codes';
import * as styles from '../../theme/styles';
import { useDomId } from '../../components/use-dom-id';

export interface CountrySelectProps {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/** A native select over the full calling-code table, e.g. 'United States (+1)'. */
export function CountrySelect({ value, onChange, disabled }: CountrySelectProps) {
  const { t } = useWidget();
  const id = useDomId('country');
  const countries = useMemo(() => countriesByName(), []);
  return (
    <>
      <label htmlFor={id} css={styles.visuallyHidden}>
        {t('field.country')}
      </label>
      <select
        id={id}
        name="country"
        css={styles.countrySelect}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {`${country.name} (+${country.callingCode})`}
          </option>
        ))}
      </select>
    </>
  );
}
