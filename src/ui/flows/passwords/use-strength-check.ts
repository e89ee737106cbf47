/**
 * The strength check as the visitor types (spec section 5): 500 ms after the
 * last keystroke the password is checked through the screen's runner in
 * `'latest'` mode, so a keystroke aborts the check of an older value and its
 * answer is ignored. `valid` is true only when the answer for exactly the
 * current value says `valid_password` (Continue stays disabled until then).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PasswordsStrengthCheckResponse } from '../../../core';
import { useRunner } from '../../async/use-runner';
import { useWidget } from '../../context/widget-context';
import { checkStrength } from './api';

/** Spec section 5: the check waits 500 ms after typing stops. */
export const STRENGTH_DEBOUNCE_MS = 500;

export interface StrengthCheck {
  /** The newest answer (for the current value, or the last one checked while a newer check is due). */
  answer: PasswordsStrengthCheckResponse | null;
  /** The answer is for the current value and says the password is valid. */
  valid: boolean;
  /** Call on every change of the password. */
  onPasswordChange: (password: string) => void;
}

export function useStrengthCheck(password: string, email: string | undefined, onFailed: (error: unknown) => void): StrengthCheck {
  const { client, config } = useWidget();
  const { run, abort } = useRunner();
  const [checked, setChecked] = useState<{ password: string; answer: PasswordsStrengthCheckResponse } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failed = useRef(onFailed);
  failed.current = onFailed;

  useEffect(() => () => clearTimeout(timer.current), []);

  const onPasswordChange = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      // A check of an older value still on its way is stale now.
      abort();
      if (next === '') {
        setChecked(null);
        return;
      }
      timer.current = setTimeout(() => {
        void run((signal) => checkStrength({ client, config }, next, email, signal), { mode: 'latest' }).then((outcome) => {
          if (outcome.status === 'ok') setChecked({ password: next, answer: outcome.value });
          else if (outcome.status === 'failed') failed.current(outcome.error);
        });
      }, STRENGTH_DEBOUNCE_MS);
    },
    [abort, run, client, config, email],
  );

  const current = checked !== null && checked.password === password;
  return {
    answer: password === '' ? null : (checked?.answer ?? null),
    valid: current && checked.answer.valid_password,
    onPasswordChange,
  };
}
