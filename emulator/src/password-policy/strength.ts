import zxcvbn from 'zxcvbn';
import type { EmulatorConfig } from '../config';
import { isBreached } from './breached';

/**
 * The strength check (docs/protocol.md §7.4) under the project's policy:
 * zxcvbn (valid at score 3 or more) or LUDS (`ludsMinimumCount` characters
 * and `ludsComplexity` of the four classes lower case, upper case, digit,
 * symbol). A breached password is never valid. Creating or resetting a
 * password runs the same check, for users and for B2B members alike.
 */

export const ZXCVBN_MIN_SCORE = 3;

export interface LudsRequirements {
  has_lower_case: boolean;
  has_upper_case: boolean;
  has_digit: boolean;
  has_symbol: boolean;
  missing_complexity: number;
  missing_characters: number;
}

export interface StrengthResult {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  strength_policy: 'zxcvbn' | 'luds';
  breach_detection_on_create: boolean;
  feedback: { warning: string; suggestions: string[]; luds_requirements?: LudsRequirements };
}

export function ludsRequirements(password: string, policy: EmulatorConfig['passwordPolicy']): LudsRequirements {
  const classes = {
    has_lower_case: /\p{Ll}/u.test(password),
    has_upper_case: /\p{Lu}/u.test(password),
    has_digit: /\p{Nd}/u.test(password),
    has_symbol: /[^\p{L}\p{Nd}]/u.test(password),
  };
  const present = Object.values(classes).filter(Boolean).length;
  return {
    ...classes,
    missing_complexity: Math.max(0, policy.ludsComplexity - present),
    missing_characters: Math.max(0, policy.ludsMinimumCount - [...password].length),
  };
}

/** `userInputs`: the email and the user's names, which zxcvbn counts against a password built from them. */
export function checkStrength(
  policy: EmulatorConfig['passwordPolicy'],
  password: string,
  userInputs: string[],
): StrengthResult {
  const breached = isBreached(password);
  // zxcvbn's cost grows with length; the SDK's own limit is far below this.
  const estimate = zxcvbn(password.slice(0, 256), userInputs.filter(Boolean));
  if (policy.strategy === 'luds') {
    const luds = ludsRequirements(password, policy);
    const meets = luds.missing_complexity === 0 && luds.missing_characters === 0;
    return {
      valid_password: meets && !breached,
      score: estimate.score,
      breached_password: breached,
      strength_policy: 'luds',
      breach_detection_on_create: true,
      feedback: { warning: '', suggestions: [], luds_requirements: luds },
    };
  }
  return {
    valid_password: estimate.score >= ZXCVBN_MIN_SCORE && !breached,
    score: estimate.score,
    breached_password: breached,
    strength_policy: 'zxcvbn',
    breach_detection_on_create: true,
    feedback: { warning: estimate.feedback.warning ?? '', suggestions: [...(estimate.feedback.suggestions ?? [])] },
  };
}
