/**
 * What the strength check says, by the project's policy (docs/behaviour.md §5.5):
 * zxcvbn → the 4-segment meter (score 0–1: one red segment, 2: two red, 3:
 * three green, 4: four green), the warning and the suggestions; luds → the
 * length and complexity checklist, each item's state read out, and the
 * breached text when the password is breached; none → nothing. The server's
 * texts are rendered as text (a host may translate one by overriding the
 * string with the English text as its key).
 */
import type { PasswordsStrengthCheckResponse } from '../../../core';
import { CheckCircleIcon } from '../../components/icons';
import { useWidget } from '../../context/widget-context';
import type { UiMessageKey } from '../../i18n/messages';
import { cx } from '../../theme/css';
import * as styles from '../../theme/styles';
import { CircleIcon } from './password-icons';
import { breached, checklist, feedback, meter, segment } from './password.styles';

/** Segments filled for a zxcvbn score, and their tone. */
export function meterSegments(score: number): { filled: number; tone: 'weak' | 'strong' } {
  const clamped = Math.max(0, Math.min(4, Math.round(score)));
  return { filled: Math.max(1, clamped), tone: clamped >= 3 ? 'strong' : 'weak' };
}

const SCORE_TEXT: readonly UiMessageKey[] = [
  'password.strength.veryWeak',
  'password.strength.veryWeak',
  'password.strength.weak',
  'password.strength.strong',
  'password.strength.veryStrong',
];

export function StrengthMeter({ score }: { score: number }) {
  const { t } = useWidget();
  const { filled, tone } = meterSegments(score);
  const clamped = Math.max(0, Math.min(4, Math.round(score)));
  return (
    <div
      role="meter"
      aria-label={t('password.strengthLabel')}
      aria-valuemin={0}
      aria-valuemax={4}
      aria-valuenow={clamped}
      aria-valuetext={t(SCORE_TEXT[clamped] ?? 'password.strength.veryWeak')}
      className={cx(meter)}
      data-testid="password-meter"
      data-score={clamped}
    >
      {[0, 1, 2, 3].map((index) => (
        <span key={index} className={cx(segment)} data-filled={index < filled} data-tone={tone} />
      ))}
    </div>
  );
}

interface Requirement {
  key: UiMessageKey;
  count: number;
  met: boolean;
}

export function LudsChecklist({ answer }: { answer: PasswordsStrengthCheckResponse | null }) {
  const { t, bootstrap } = useWidget();
  const policy = bootstrap.passwordConfig;
  const luds = answer?.feedback.luds_requirements;
  const items: Requirement[] = [
    { key: 'password.luds.length', count: policy?.ludsMinimumCount ?? 0, met: luds !== undefined && luds.missing_characters === 0 },
    { key: 'password.luds.complexity', count: policy?.ludsComplexity ?? 0, met: luds !== undefined && luds.missing_complexity === 0 },
  ];
  return (
    <div className={cx(styles.column)}>
      <ul className={cx(checklist)} aria-label={t('password.requirementsLabel')} aria-live="polite" data-testid="password-checklist">
        {items.map((item) => (
          <li key={item.key} data-met={item.met}>
            {item.met ? <CheckCircleIcon size={16} /> : <CircleIcon size={16} />}
            <span>
              <span className={cx(styles.visuallyHidden)}>{t(item.met ? 'password.requirementMet' : 'password.requirementUnmet')} </span>
              {t(item.key, { count: item.count })}
            </span>
          </li>
        ))}
      </ul>
      {answer?.breached_password === true ? (
        <p className={cx(breached)} role="alert">
          {t('password.luds.breached')}
        </p>
      ) : null}
    </div>
  );
}

export interface StrengthFeedbackProps {
  answer: PasswordsStrengthCheckResponse | null;
  id?: string;
}

/**
 * Before any answer, LUDS projects (the bootstrap names the counts) show the
 * checklist unmet; zxcvbn shows nothing until the first answer.
 */
export function StrengthFeedback({ answer, id }: StrengthFeedbackProps) {
  const { t, bootstrap } = useWidget();
  const policy = answer?.strength_policy ?? (bootstrap.passwordConfig === null ? null : 'luds');
  if (policy === 'luds') {
    return (
      <div id={id}>
        <LudsChecklist answer={answer} />
      </div>
    );
  }
  if (policy !== 'zxcvbn' || answer === null) return null;
  const { warning, suggestions } = answer.feedback;
  const translate = (text: string) => t.lookup(text) ?? text;
  return (
    <div id={id} className={cx(feedback)} aria-live="polite">
      <StrengthMeter score={answer.score} />
      {warning ? <p className={cx(styles.errorText)}>{translate(warning)}</p> : null}
      {suggestions.length > 0 ? (
        <ul>
          {suggestions.map((suggestion) => (
            <li key={suggestion}>{translate(suggestion)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
