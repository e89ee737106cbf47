/**
 * B2B MFA (issue 24): SMS passcodes, TOTP and recovery codes. Loaded on
 * first use (client.ts), as the consumer client's TOTP is (products/lazy.ts):
 * a page that never meets MFA does not download it. Each call carries the
 * intermediate session token when one is pending (a primary sign-in that
 * answered `member_authenticated: false`), and a successful second factor
 * turns it into a member session (session-manager.ts).
 */
import type { CallOptions } from '../call-options';
import type { ResponseMeta } from '../products/shared';
import { validate } from '../validate';
import type { B2BClientContext } from './context';
import { intermediateSessionToken, post, postSignIn } from './shared';
import type { B2BAuthenticateResponse, B2BMemberResponse, B2BSendResponse } from './wire-types';

// Answer shapes of the MFA routes, here until protocol/b2b-wire-types.ts has them.

/** `data` of `b2b/totp` (create): the secret to show once, and the member's recovery codes. */
export interface B2BTotpCreateResponse extends B2BMemberResponse {
  totp_registration_id: string;
  secret: string;
  qr_code: string;
  recovery_codes: string[];
}

/** `data` of `b2b/recovery_codes` (get) and `b2b/recovery_codes/rotate`. */
export interface B2BRecoveryCodesResponse extends ResponseMeta {
  recovery_codes: string[];
}

/** `data` of `b2b/recovery_codes/recover`. */
export type B2BRecoveryCodesRecoverResponse = B2BAuthenticateResponse & { recovery_codes_remaining: number };

/** Whose second factor: the member of the pending sign-in (both ids are in its answer). */
interface MemberOfOrganization extends CallOptions {
  organization_id: string;
  member_id: string;
}

export interface B2BOtpsSmsSendOptions extends MemberOfOrganization {
  /** Needed when the member has no MFA phone number yet (enrolment). */
  mfa_phone_number?: string;
  locale?: string;
}

export interface B2BOtpsSmsAuthenticateOptions extends MemberOfOrganization {
  code: string;
  session_duration_minutes: number;
  set_mfa_enrollment?: 'enroll' | 'unenroll';
}

export interface B2BTotpCreateOptions extends MemberOfOrganization {
  expiration_minutes?: number;
}

export interface B2BTotpAuthenticateOptions extends MemberOfOrganization {
  code: string;
  session_duration_minutes: number;
  set_mfa_enrollment?: 'enroll' | 'unenroll';
  set_default_mfa?: boolean;
}

export interface B2BRecoveryCodesRecoverOptions extends MemberOfOrganization {
  recovery_code: string;
  session_duration_minutes: number;
}

export interface B2BOtpsSms {
  /** Sends a passcode to the member's MFA phone number (or `mfa_phone_number`, to enrol it). */
  send(options: B2BOtpsSmsSendOptions): Promise<B2BSendResponse>;
  /** Checks it: the pending sign-in becomes a member session. */
  authenticate(options: B2BOtpsSmsAuthenticateOptions): Promise<B2BAuthenticateResponse>;
}

export interface B2BTotp {
  /** Registers a TOTP for the member (during a pending sign-in, or for the signed-in member). */
  create(options: B2BTotpCreateOptions): Promise<B2BTotpCreateResponse>;
  /** Checks a TOTP code: the pending sign-in becomes a member session. */
  authenticate(options: B2BTotpAuthenticateOptions): Promise<B2BAuthenticateResponse>;
}

export interface B2BRecoveryCodes {
  /** The signed-in member's recovery codes. */
  get(options?: CallOptions): Promise<B2BRecoveryCodesResponse>;
  /** Replaces them. */
  rotate(options?: CallOptions): Promise<B2BRecoveryCodesResponse>;
  /** Spends one in place of a TOTP code (each works once). */
  recover(options: B2BRecoveryCodesRecoverOptions): Promise<B2BRecoveryCodesRecoverResponse>;
}

export interface B2BMfa {
  sms: B2BOtpsSms;
  totp: B2BTotp;
  recoveryCodes: B2BRecoveryCodes;
}

export function createB2BMfa(ctx: B2BClientContext): B2BMfa {
  const member = (method: string, options: MemberOfOrganization) =>
    validate(method)
      .isObject('options', options)
      .isString('organization_id', options.organization_id)
      .isString('member_id', options.member_id)
      .isOptionalSignal('signal', options.signal);

  return {
    sms: {
      async send(options) {
        member('otps.sms.send', options).isOptionalString('mfa_phone_number', options.mfa_phone_number).isOptionalString('locale', options.locale);
        return post<B2BSendResponse>(
          ctx,
          '/b2b/otps/sms/send',
          options,
          { intermediate_session_token: intermediateSessionToken(ctx) },
          true,
        );
      },
      async authenticate(options) {
        member('otps.sms.authenticate', options)
          .isString('code', options.code)
          .isNumber('session_duration_minutes', options.session_duration_minutes)
          .isOptionalString('set_mfa_enrollment', options.set_mfa_enrollment);
        return postSignIn<B2BAuthenticateResponse>(
          ctx,
          '/b2b/otps/sms/authenticate',
          options,
          { intermediate_session_token: intermediateSessionToken(ctx) },
        );
      },
    },
    totp: {
      async create(options) {
        member('totp.create', options).isOptionalNumber('expiration_minutes', options.expiration_minutes);
        const { signal, ...fields } = options;
        const data = await ctx.http.request<B2BTotpCreateResponse>({
          method: 'POST',
          path: '/b2b/totp',
          body: { ...fields, intermediate_session_token: intermediateSessionToken(ctx) },
          retriable: true,
          signal,
        });
        if (data.member && typeof data.member === 'object') ctx.session.updateMember(data.member);
        return data;
      },
      async authenticate(options) {
        member('totp.authenticate', options)
          .isString('code', options.code)
          .isNumber('session_duration_minutes', options.session_duration_minutes)
          .isOptionalString('set_mfa_enrollment', options.set_mfa_enrollment)
          .isOptionalBoolean('set_default_mfa', options.set_default_mfa);
        return postSignIn<B2BAuthenticateResponse>(
          ctx,
          '/b2b/totp/authenticate',
          options,
          { intermediate_session_token: intermediateSessionToken(ctx) },
        );
      },
    },
    recoveryCodes: {
      async get(options) {
        validate('recoveryCodes.get').isOptionalObject('options', options).isOptionalSignal('signal', options?.signal);
        return ctx.http.request<B2BRecoveryCodesResponse>({ method: 'GET', path: '/b2b/recovery_codes', signal: options?.signal });
      },
      async rotate(options) {
        validate('recoveryCodes.rotate').isOptionalObject('options', options).isOptionalSignal('signal', options?.signal);
        return ctx.http.request<B2BRecoveryCodesResponse>({
          method: 'POST',
          path: '/b2b/recovery_codes/rotate',
          body: {},
          retriable: true,
          signal: options?.signal,
        });
      },
      async recover(options) {
        member('recoveryCodes.recover', options)
          .isString('recovery_code', options.recovery_code)
          .isNumber('session_duration_minutes', options.session_duration_minutes);
        return postSignIn<B2BRecoveryCodesRecoverResponse>(
          ctx,
          '/b2b/recovery_codes/recover',
          options,
          { intermediate_session_token: intermediateSessionToken(ctx) },
        );
      },
    },
  };
}
