import { randomInt } from 'node:crypto';
import type { EmulatorDeps } from '../../context';
import { newId } from '../../ids';
import { seal, secretDigest } from '../../secrets';
import type { DeepReadonly } from '../../store/readonly';
import type { ReadonlyUser } from '../../kernel';
import { TOTPS, type RecoveryCodeRecord, type TotpRecord } from './records';
import { newTotpSecret } from './totp';

/** Creating a user's TOTP with its recovery codes (the route and the dev API's seed both do). */

const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export const totpsOf = (deps: EmulatorDeps) => deps.store.of(TOTPS);

function newRecoveryCode(): string {
  const group = (): string =>
    Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

export function recoveryDigest(deps: EmulatorDeps, code: string): string {
  return secretDigest(deps.store.dataKey, `recovery:${code.toLowerCase()}`);
}

export function userTotps(deps: EmulatorDeps, user: ReadonlyUser): Array<DeepReadonly<TotpRecord>> {
  return totpsOf(deps).findAll('user', user.user_id);
}

export interface NewTotp {
  totp: DeepReadonly<TotpRecord>;
  secret: string;
  recoveryCodes: string[];
}

export function createTotp(
  deps: EmulatorDeps,
  user: ReadonlyUser,
  options: { expirationMinutes: number; verified: boolean },
): NewTotp {
  const { dataKey } = deps.store;
  const secret = newTotpSecret();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const totp = totpsOf(deps).insert({
    totpId: newId('totp'),
    userId: user.user_id,
    secretSealed: seal(dataKey, secret),
    verified: options.verified,
    createdAt: deps.clock.iso(),
    expiresAt: deps.clock.isoIn(options.expirationMinutes * 60),
    recoveryCodes: codes.map(
      (code): RecoveryCodeRecord => ({
        id: newId('totp-recovery-code'),
        digest: recoveryDigest(deps, code),
        sealed: seal(dataKey, code),
        usedAt: null,
      }),
    ),
    lastUsedStep: null,
    failedAttempts: 0,
    lockedUntil: null,
  });
  return { totp, secret, recoveryCodes: codes };
}
