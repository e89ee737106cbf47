/**
 * The strength check of a new password as the visitor types (the B2B
 * client's `passwords.strengthCheck`): 500 ms after the last keystroke,
 * through the screen's `useScreenCall` in `'latest'` mode, so a keystroke
 * aborts the check of an older value. `valid` only when the answer for
 * exactly the current value says `valid_password`: the form sends nothing
 * before. And what the answer says, by the project's policy: LUDS → the
 * length and complexity checklist, each item's state read out; zxcvbn → the
 * score, the warning and the suggestions; a breached password → the breached
 * text. The server's texts are rendered as text (a host may translate one by
 * overriding the string with the English text as its key).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { B2BPasswordStrengthCheckResponse } from '../../../../core/b2b';
import { useScreenCall } from '../../../async/use-screen-call';
import { useB2BWidget } from '../../../b2b/b2b-context';
import { CheckCircleIcon, InfoIcon } from '../../../components/icons';
import type { UiMessageKey } from '../../../i18n/messages';
import { cx } from '../../../theme/css';
import * as styles from '../../../theme/styles';
import type { CommonAction } from '../../flow';
import { checkStrength } from './api';

/** The check waits this long after typing stops (as the consumer widget's). */
export const STRENGTH_DEBOUNCE_MS = 500;

export interface StrengthCheck {
  /** The answer for the current value, if any. */
  answer: B2BPasswordStrengthCheckResponse | null;
  /** The answer is for the current value and says the password is valid. */
  valid: boolean;
  /** Call on every change of the password. */
  onPasswordChange: (password: string) => void;
}

export function useStrengthCheck(password: string, email: string | undefined, dispatch: (action: CommonAction) => void): StrengthCheck {
  const { client, config } = useB2BWidget();
  const { call, abort } = useScreenCall(dispatch);
  const [checked, setChecked] = useState<{ password: string; answer: B2BPasswordStrengthCheckResponse } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onPasswordChange = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      // A check of an older value still on its way is stale now.
      abort();
      if (value === '') return;
      timer.current = setTimeout(() => {
        void call((signal) => checkStrength({ client, config }, value, email, signal), {
          mode: 'latest',
          onOk: (answer) => setChecked({ password: value, answer }),
        });
      }, STRENGTH_DEBOUNCE_MS);
    },
    [abort, call, client, config, email],
  );

  const current = checked !== null && checked.password === password && password !== '';
  return { answer: current ? checked.answer : null, valid: current && checked.answer.valid_password, onPasswordChange };
}

/** A number from the LUDS feedback (its fields are untyped on the wire). */
const count = (feedback: Record<string, unknown>, key: string): number | undefined =>
  typeof feedback[key] === 'number' ? feedback[key] : undefined;

interface Requirement {
  key: UiMessageKey;
  count: number;
  met: boolean;
}

function LudsChecklist({ answer }: { answer: B2BPasswordStrengthCheckResponse | null }) {
  const { t, bootstrap } = useB2BWidget();
  const policy = bootstrap.passwordConfig;
  const luds = answer?.luds_feedback;
  const items: Requirement[] = [
    { key: 'b2b.password.minimumLength', count: policy?.ludsMinimumCount ?? 0, met: luds !== undefined && count(luds, 'missing_characters') === 0 },
    { key: 'b2b.password.complexity', count: policy?.ludsComplexity ?? 0, met: luds !== undefined && count(luds, 'missing_complexity') === 0 },
  ];
  return (
    <ul className={cx(styles.column)} aria-label={t('b2b.password.requirementsLabel')} data-testid="b2b-password-checklist">
      {items.map((item) => (
        <li key={item.key} data-met={item.met} className={cx(styles.inlineRow)}>
          {item.met ? <CheckCircleIcon size={16} /> : <InfoIcon size={16} />}
          <span>
            <span className={cx(styles.visuallyHidden)}>{t(item.met ? 'b2b.password.requirementMet' : 'b2b.password.requirementUnmet')} </span>
            {t(item.key, { count: item.count })}
          </span>
        </li>
      ))}
    </ul>
  );
}

export interface StrengthFeedbackProps {
  answer: B2BPasswordStrengthCheckResponse | null;
  id: string;
}

/**
 * Before any answer, LUDS projects (the bootstrap names the counts) show the
 * checklist unmet; zxcvbn shows nothing until the first answer. The verdict
 * ('Password accepted.') is announced politely.
 */
export function StrengthFeedback({ answer, id }: StrengthFeedbackProps) {
  const { t, bootstrap } = useB2BWidget();
  const policy = answer?.strength_policy ?? (bootstrap.passwordConfig === null ? null : 'luds');
  const translate = (text: string) => t.lookup(text) ?? text;
  const { warning, suggestions } = answer?.zxcvbn_feedback ?? { warning: '', suggestions: [] };
  return (
    <div id={id} className={cx(styles.column)} aria-live="polite">
      {policy === 'luds' ? <LudsChecklist answer={answer} /> : null}
      {policy === 'zxcvbn' && answer !== null ? (
        <p className={cx(styles.bodyText)}>{t('b2b.password.strengthScore', { score: String(Math.max(0, Math.min(4, Math.round(answer.score)))) })}</p>
      ) : null}
      {policy === 'zxcvbn' && warning ? <p className={cx(styles.errorText)}>{translate(warning)}</p> : null}
      {policy === 'zxcvbn' && suggestions.length > 0 ? (
        <ul>
          {suggestions.map((suggestion) => (
            <li key={suggestion}>{translate(suggestion)}</li>
          ))}
        </ul>
      ) : null}
      {answer?.breached_password === true ? <p className={cx(styles.errorText)}>{t('b2b.password.breached')}</p> : null}
      {answer !== null ? <p className={cx(styles.bodyText)}>{t(answer.valid_password ? 'b2b.password.accepted' : 'b2b.password.notAccepted')}</p> : null}
    </div>
  );
}
