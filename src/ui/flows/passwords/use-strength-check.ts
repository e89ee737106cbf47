/**
 * The strength check as the visitor types (docs/behaviour.md §5.5): 500 ms after the
 * last keystroke the password is checked through the screen's `useScreenCall` in
 * `'latest'` mode, so a keystroke aborts the check of an older value and its
 * answer is ignored. `valid` is true only when the answer for exactly the
 * current value says `valid_password` (Continue stays disabled until then).
 *
 * A check that fails (network, 5xx: the failure shows on the screen) does not
 * leave Continue disabled until the next keystroke: `failed` says the check
 * of the current value failed, the screen keeps Continue usable, and its
 * submit calls `checkNow` first, which checks again at once and goes on only
 * when that answer says valid (docs/protocol.md §7.4). It does not retry on
 * its own: nothing is sent against a failing server behind the visitor's back.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PasswordsStrengthCheckResponse } from '../../../core';
import { useScreenCall } from '../../async/use-screen-call';
import { useWidget } from '../../context/widget-context';
import type { CommonAction } from '../flow';
import { checkStrength } from './api';

/** docs/behaviour.md §5.5: the check waits 500 ms after typing stops. */
export const STRENGTH_DEBOUNCE_MS = 500;

export interface StrengthCheck {
  /** The newest answer (for the current value, or the last one checked while a newer check is due). */
  answer: PasswordsStrengthCheckResponse | null;
  /** The answer is for the current value and says the password is valid. */
  valid: boolean;
  /** The last check of the current value failed (no answer): Continue may check again. */
  failed: boolean;
  /** Call on every change of the password. */
  onPasswordChange: (password: string) => void;
  /**
   * Checks `password` at once with the caller's signal (a submit's run) and
   * resolves whether it is valid; the answer shows as if typed. Rejects with
   * the check's failure, which keeps `failed` set.
   */
  checkNow: (password: string, signal: AbortSignal) => Promise<boolean>;
}

export function useStrengthCheck(password: string, email: string | undefined, dispatch: (action: CommonAction) => void): StrengthCheck {
  const { client, config } = useWidget();
  const { call, abort } = useScreenCall(dispatch);
  const [checked, setChecked] = useState<{ password: string; answer: PasswordsStrengthCheckResponse } | null>(null);
  /** The value whose last check failed, if any. */
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

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
        void call((signal) => checkStrength({ client, config }, next, email, signal), {
          mode: 'latest',
          onOk: (answer) => {
            setChecked({ password: next, answer });
            setFailedFor(null);
          },
          // Shown on the screen too (the failure rule); Continue checks again.
          onFailed: () => setFailedFor(next),
        });
      }, STRENGTH_DEBOUNCE_MS);
    },
    [abort, call, client, config, email],
  );

  const checkNow = useCallback(
    async (value: string, signal: AbortSignal) => {
      clearTimeout(timer.current);
      abort();
      try {
        const answer = await checkStrength({ client, config }, value, email, signal);
        setChecked({ password: value, answer });
        setFailedFor(null);
        return answer.valid_password;
      } catch (error) {
        if (!signal.aborted) setFailedFor(value);
        throw error;
      }
    },
    [abort, client, config, email],
  );

  const current = checked !== null && checked.password === password;
  return {
    answer: password === '' ? null : (checked?.answer ?? null),
    valid: current && checked.answer.valid_password,
    failed: password !== '' && failedFor === password,
    onPasswordChange,
    checkNow,
  };
}
