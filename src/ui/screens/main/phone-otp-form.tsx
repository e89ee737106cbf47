/** @jsxImportSource @emotion/react */
/**
 * The SMS / WhatsApp passcode form (spec section 5): a country select
 * (default US) and a phone input formatted as the visitor types once the
 * lazily loaded parser arrives (at most 10 s, else the raw input stays;
 * stale results are dropped). On submit the number is parsed (2 s timeout,
 * then `+<calling code><digits>`); an invalid number shows the spec's text
 * and sends nothing.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { ErrorText } from '../../components/error-text';
import { useAuthAction, ValidationFailure } from '../../context/use-auth-action';
import { useWidget, useWidgetStore } from '../../context/widget-context';
import { DEFAULT_COUNTRY } from '../../phone/country-codes';
import {
  PHONE_FORMAT_TIMEOUT_MS,
  PHONE_SUBMIT_TIMEOUT_MS,
  formatPhoneAsYouType,
  parsePhone,
  preloadPhoneLib,
} from '../../phone/parse-phone';
import { widgetActions } from '../../state/actions';
import * as styles from '../../theme/styles';
import { sendPhoneOtp } from '../otp-authenticate/send-otp';
import { CountrySelect } from './country-select';
import { useDomId } from '../../components/use-dom-id';

export interface PhoneOtpFormProps {
  method: 'sms' | 'whatsapp';
}

export function PhoneOtpForm({ method }: PhoneOtpFormProps) {
  const env = useWidget();
  const { t } = env;
  const { state, dispatch } = useWidgetStore();
  const { run, submitting } = useAuthAction();
  const [country, setCountry] = useState<string>(DEFAULT_COUNTRY);
  const [phone, setPhone] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const sequence = useRef(0);
  const phoneId = useDomId('phone');
  const errorId = useDomId('error');

  // Start fetching the parser as soon as a phone tab shows.
  useEffect(() => preloadPhoneLib(), []);
  // Results of a formatting request that finishes after unmount are dropped.
  useEffect(
    () => () => {
      sequence.current += 1;
    },
    [],
  );

  const format = (raw: string, region: string) => {
    const mine = ++sequence.current;
    void formatPhoneAsYouType(raw, region, { timeoutMs: PHONE_FORMAT_TIMEOUT_MS }).then((formatted) => {
      if (mine === sequence.current && formatted !== raw) setPhone(formatted);
    });
  };

  const onPhoneChange = (raw: string) => {
    const deleting = raw.length < phone.length;
    setPhone(raw);
    // While deleting, keep the raw text: re-formatting would put back the
    // bracket or dash the visitor just removed.
    if (deleting) sequence.current += 1;
    else format(raw, country);
  };

  const onCountryChange = (code: string) => {
    setCountry(code);
    if (phone !== '') format(phone, code);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const raw = phone.trim();
    void run(async () => {
      const parsed = raw === '' ? null : await parsePhone(raw, country, { timeoutMs: PHONE_SUBMIT_TIMEOUT_MS });
      if (parsed === null || !parsed.isValid) {
        input.current?.focus();
        throw new ValidationFailure({ key: 'validation.phoneFormatInvalid' });
      }
      const data = await sendPhoneOtp(env, method, parsed.e164);
      env.emit({ type: 'OTPsLoginOrCreate', data });
      dispatch(
        widgetActions.updateOtpState({ type: method, methodId: data.method_id, otpDestination: parsed.international }),
      );
      dispatch(widgetActions.navigate('OTPAuthenticate'));
    });
  };

  const error = state.error;
  return (
    <form css={styles.form} onSubmit={submit} noValidate>
      <div css={styles.field}>
        <label htmlFor={phoneId} css={styles.label}>
          {t('field.phoneNumber')}
        </label>
        <div css={styles.row}>
          <CountrySelect value={country} onChange={onCountryChange} disabled={submitting} />
          <input
            ref={input}
            id={phoneId}
            type="tel"
            name="phone"
            autoComplete="tel"
            inputMode="tel"
            placeholder={t('field.phonePlaceholder')}
            required
            css={styles.input}
            value={phone}
            onChange={(event) => onPhoneChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
      </div>
      <ErrorText id={errorId} error={error} />
      <Button type="submit" loading={submitting}>
        {t('main.sendCode')}
      </Button>
    </form>
  );
}
