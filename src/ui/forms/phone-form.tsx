/**
 * The phone form of Main's SMS and WhatsApp tabs (docs/behaviour.md §5.2): a country picker (default
 * US) and a phone input formatted as the visitor types once the lazily loaded
 * parser arrives (at most 10 s, else the raw input stays; a newer keystroke
 * aborts the older formatting, whose result is ignored). On submit the number
 * is parsed (2 s timeout, then `+<calling code><digits>`); an invalid number
 * shows the catalogue's text and sends nothing. What a valid number is sent
 * with is the tab's (its flow's) `send`, awaited only on submit.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useScreenCall } from '../async/use-screen-call';
import { Button } from '../components/button';
import { CountryPicker } from '../components/country-picker';
import { FieldError, fieldErrorId } from '../components/field-error';
import { useDomId } from '../components/use-dom-id';
import { useHydrated } from '../context/use-browser-value';
import { useTypedBeforeHydration } from './use-typed-before-hydration';
import { useWidget } from '../context/widget-context';
import { DEFAULT_COUNTRY } from '../phone/country-codes';
import {
  PHONE_FORMAT_TIMEOUT_MS,
  PHONE_SUBMIT_TIMEOUT_MS,
  formatPhoneAsYouType,
  parsePhone,
  preloadPhoneLib,
} from '../phone/parse-phone';
import * as styles from '../theme/styles';
import type { CommonAction, ScreenError, TabInput } from '../flows/flow';
import { ValidationFailure } from '../flows/screen-error';
import { cx, part } from '../theme/css';

export interface PhoneFormProps<T> {
  error: ScreenError | undefined;
  /** The form itself only shows and clears errors; the flow's action is dispatched in `onSent`. */
  dispatch: (action: CommonAction) => void;
  /** Sends to a valid number: E.164 as `destination`, the international format as `display`. */
  send: (input: TabInput, signal: AbortSignal) => Promise<T>;
  /** The send succeeded: dispatch the flow's domain action. */
  onSent: (result: T) => void;
}

export function PhoneForm<T>({ error, dispatch, send, onSent }: PhoneFormProps<T>) {
  const { t } = useWidget();
  // Server markup, until hydration: a submit would be the browser's own (a GET with the address in
  // the URL), so the button waits for the widget (docs/architecture.md, "Server rendering").
  const hydrated = useHydrated();
  const submitter = useScreenCall(dispatch);
  const formatter = useScreenCall(dispatch);
  const [country, setCountry] = useState<string>(DEFAULT_COUNTRY);
  const [phone, setPhone] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const phoneId = useDomId('phone');
  const errorId = useDomId('error');
  const describedBy = fieldErrorId(error, errorId);

  // Start fetching the parser as soon as a phone tab shows.
  useEffect(() => preloadPhoneLib(), []);

  const format = (raw: string, region: string) => {
    void formatter.call(() => formatPhoneAsYouType(raw, region, { timeoutMs: PHONE_FORMAT_TIMEOUT_MS }), {
      mode: 'latest',
      onOk: (formatted) => {
        if (formatted !== raw) setPhone(formatted);
      },
      // Formatting is a nicety: when it fails the raw text stays, and nothing is reported or shown.
      report: false,
      onFailed: () => 'handled',
    });
  };

  const onPhoneChange = (raw: string) => {
    const deleting = raw.length < phone.length;
    setPhone(raw);
    // While deleting, keep the raw text: re-formatting would put back the
    // bracket or dash the visitor just removed.
    if (deleting) formatter.abort();
    else format(raw, country);
  };

  useTypedBeforeHydration(input, phone, onPhoneChange);

  const onCountryChange = (code: string) => {
    setCountry(code);
    if (phone !== '') format(phone, code);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitter.pending) return;
    const raw = phone.trim();
    dispatch({ type: 'errorCleared' });
    await submitter.call(
      async (signal) => {
        const parsed = raw === '' ? null : await parsePhone(raw, country, { timeoutMs: PHONE_SUBMIT_TIMEOUT_MS });
        if (parsed === null || !parsed.isValid) throw new ValidationFailure({ key: 'validation.phoneFormatInvalid' });
        formatter.abort();
        return send({ destination: parsed.e164, display: parsed.international }, signal);
      },
      {
        onOk: onSent,
        onFailed: (error) => {
          if (error instanceof ValidationFailure) input.current?.focus();
        },
      },
    );
  };

  return (
    <form className={cx(styles.form)} onSubmit={(event) => void submit(event)} noValidate>
      <div className={cx(styles.field)}>
        <label htmlFor={phoneId} className={cx(styles.label)}>
          {t('field.phoneNumber')}
        </label>
        <div className={cx(styles.row)}>
          <CountryPicker
            value={country}
            onChange={onCountryChange}
            label={t('field.country')}
            locale={t.locale}
            disabled={submitter.pending}
          />
          <input
            ref={input}
            id={phoneId}
            type="tel"
            // A number reads left to right in a right-to-left widget too (docs/i18n.md).
            dir="ltr"
            name="phone"
            autoComplete="tel"
            inputMode="tel"
            placeholder={t('field.phonePlaceholder')}
            required
            className={cx(styles.input)}
            {...part('input')}
            value={phone}
            onChange={(event) => onPhoneChange(event.target.value)}
            aria-invalid={describedBy === undefined ? undefined : true}
            aria-describedby={describedBy}
          />
        </div>
      </div>
      <FieldError id={errorId} error={error} />
      <Button type="submit" pending={submitter.pending} disabled={!hydrated}>
        {t('main.sendCode')}
      </Button>
    </form>
  );
}
