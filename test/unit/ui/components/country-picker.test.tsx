// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountryPicker } from '../../../../src/ui/components/country-picker';
import { countryCodes, DEFAULT_COUNTRY } from '../../../../src/ui/phone/country-codes';

afterEach(cleanup);

function Harness({ onChange }: { onChange?: (code: string) => void }) {
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  return (
    <CountryPicker
      value={country}
      label="Country"
      onChange={(code) => {
        setCountry(code);
        onChange?.(code);
      }}
    />
  );
}

describe('CountryPicker', () => {
  it('is a combobox named by its label and the full name of the selected country', () => {
    render(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Country United States (+1)' }) as HTMLSelectElement;
    expect(select.value).toBe('US');
    expect(select.getAttribute('name')).toBe('country');
  });

  it('shows the country code and calling code on its face as text (no flag emoji), hidden from assistive tech', () => {
    const { container } = render(<Harness />);
    const face = container.querySelector('[aria-hidden="true"]');
    expect(face?.textContent).toBe('US+1');
    expect(face?.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });

  it('lists every country as "Name (+code)", sorted by name', () => {
    render(<Harness />);
    const select = screen.getByRole('combobox');
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(countryCodes().length);
    expect(options[0]?.textContent).toBe('Afghanistan (+93)');
    expect(within(select).getByRole('option', { name: 'United Kingdom (+44)' })).toBeTruthy();
    expect(within(select).getByRole('option', { name: 'Germany (+49)' })).toBeTruthy();
  });

  it('reports the chosen ISO code and renames itself', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'GB' } });
    expect(onChange).toHaveBeenCalledWith('GB');
    expect(screen.getByRole('combobox', { name: 'Country United Kingdom (+44)' })).toBeTruthy();
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('GB+44');
  });

  it('takes its list and disabled state from props', () => {
    render(
      <CountryPicker
        value="FR"
        label="Country"
        disabled
        onChange={() => {}}
        countries={[
          { code: 'FR', name: 'France', callingCode: '33' },
          { code: 'DE', name: 'Germany', callingCode: '49' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country France (+33)' }) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['France (+33)', 'Germany (+49)']);
  });
});

describe('CountryPicker first paint', () => {
  it('renders the selected country by its code before the names load', async () => {
    const { renderToString } = await import('react-dom/server');
    // A fresh page: no picker has loaded the names yet.
    vi.resetModules();
    const { CountryPicker: FreshPicker } = await import('../../../../src/ui/components/country-picker');
    // Server rendering runs no effects: this is exactly what the first paint shows.
    const html = renderToString(<FreshPicker value="GB" onChange={() => {}} label="Country" />);
    expect(html.match(/<option/g)).toHaveLength(1);
    expect(html).toContain('GB (+44)');
    expect(html).toContain('+44');
  });

  it('computes the named list once per locale', async () => {
    const codes = await import('../../../../src/ui/phone/country-codes');
    expect(codes.countriesIfReady('de')).toBeNull();
    const list = codes.sortedCountries('de');
    expect(codes.countriesIfReady('de')).toBe(list);
    expect(codes.sortedCountries('de')).toBe(list);
    expect(list.find((c) => c.code === 'DE')?.name).toBe('Deutschland');
  });
});
