import { Hono } from 'hono';
import { z } from 'zod';
import type { B2BAuthenticationFactor } from '../../../../protocol';
import { clientAddress } from '../../client-address';
import { ok, type EmulatorContext, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { apiError, Errors } from '../../errors';
import { newId } from '../../ids';
import { admitSend, deliver, emailTexts } from '../../kernel';
import { otpCodeSchema, parseBody, phoneSchema, sessionDurationSchema } from '../../validation';
import { B2BErrors } from './errors';
import { allowsMethod, restrictedByAuthMethods } from './join';
import {
  emailFactor,
  endIntermediateSession,
  memberCaller,
  memberSessionPayload,
  requireIntermediateSession,
  startMemberSession,
} from './member-sessions';
import { checkMfaPhoneFree, findMember, findOrganization, updateMember, type ReadonlyMember } from './organizations';
import { storeCode, redeemCode } from './passcodes';
import { MEMBER_SESSIONS } from './records';

/**
 * MFA by SMS passcode (`b2b/otps/sms/send`, `b2b/otps/sms/authenticate`).
 * Either the second factor of a sign-in that answered `mfa_required` (the
 * caller sends the intermediate session of the member's proven address), or
 * a factor added to the member's own session. A member with no MFA phone
 * names one; it becomes the member's only when its code comes back, and no
 * other member of the organization may hold it (`duplicate_member_phone_number`).
 * The passcode rules are the email ones (passcodes.ts), counted per number.
 */

const OTP_DEFAULT_MINUTES = 5;

const sendSchema = z.object({
  organization_id: z.string().min(1),
  member_id: z.string().min(1),
  mfa_phone_number: phoneSchema.optional(),
  intermediate_session_token: z.string().optional(),
  locale: z.string().optional(),
  enable_autofill: z.boolean().optional(),
  autofill_session_duration_minutes: z.int().optional(),
  dfp_telemetry_id: z.string().optional(),
  captcha_token: z.string().optional(),
});

const authenticateSchema = z.object({
  organization_id: z.string().min(1),
  member_id: z.string().min(1),
  code: otpCodeSchema,
  set_mfa_enrollment: z.enum(['enroll', 'unenroll']).optional(),
  session_duration_minutes: sessionDurationSchema,
  intermediate_session_token: z.string().optional(),
  dfp_telemetry_id: z.string().optional(),
  captcha_token: z.string().optional(),
});

const smsKey = (memberId: string): string => `sms:${memberId}`;

const restrictedByMfaMethods = () =>
  apiError(403, 'operation_restricted_by_organization_mfa_methods', "The organization's allowed_mfa_methods do not include sms_otp.");

/**
 * The member the request names and what lets the caller act for it: its own
 * member session, or an intermediate session of its address (never another
 * member's session or another address's proof).
 */
export function resolveMfaTarget(
  c: EmulatorContext,
  deps: EmulatorDeps,
  body: { organization_id: string; member_id: string; intermediate_session_token?: string | undefined },
  action = 'update.info.mfa-phone',
) {
  const member = findMember(deps, body.member_id);
  const organization = findOrganization(deps, body.organization_id);
  if (!member || !organization || member.organization_id !== organization.organization_id || member.status === 'deleted') {
    throw B2BErrors.memberNotFound();
  }
  if (body.intermediate_session_token) {
    const ist = requireIntermediateSession(deps, body.intermediate_session_token, organization.organization_id);
    if (ist.email_address !== member.emailKey) throw B2BErrors.intermediateSessionNotFound();
    return { member, organization, ist, caller: null };
  }
  const caller = memberCaller(c, deps);
  if (!caller) throw Errors.userUnauthenticated();
  if (caller.member.member_id !== member.member_id) throw B2BErrors.unauthorizedAction('stytch.self', action);
  return { member, organization, ist: null, caller };
}

function phoneFactor(member: ReadonlyMember, at: string): B2BAuthenticationFactor {
  return {
    type: 'otp',
    delivery_method: 'sms',
    last_authenticated_at: at,
    phone_number_factor: { phone_id: member.mfaPhoneId ?? '', phone_number: member.mfa_phone_number },
    sequence_order: 'SECONDARY',
  };
}

export function mfaRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { clock, config } = deps;

  routes.post('/b2b/otps/sms/send', async (c) => {
    const body = await parseBody(c, sendSchema);
    const { member, organization } = resolveMfaTarget(c, deps, body);
    if (organization.mfa_methods === 'RESTRICTED' && !organization.allowed_mfa_methods.includes('sms_otp')) {
      throw restrictedByMfaMethods();
    }
    let phone = member.mfa_phone_number;
    let pending: string | undefined;
    if (!phone) {
      if (!body.mfa_phone_number) throw Errors.badRequest('The member has no MFA phone number: send mfa_phone_number.');
      checkMfaPhoneFree(deps, organization.organization_id, body.mfa_phone_number, member.member_id);
      phone = body.mfa_phone_number;
      pending = phone;
    } else if (body.mfa_phone_number !== undefined && body.mfa_phone_number !== phone) {
      // A held number is replaced only by deleting it first: a sign-in cannot move the second factor.
      throw B2BErrors.duplicateMemberPhoneNumber();
    }
    admitSend(deps, phone);
    const seconds = config.otpExpirationSecondsOverride ?? OTP_DEFAULT_MINUTES * 60;
    const code = storeCode(
      deps,
      { key: smsKey(member.member_id), email: phone, organizationId: organization.organization_id, ...(pending ? { pendingPhone: pending } : {}) },
      seconds,
    );
    const text = emailTexts(body.locale);
    deliver(deps, {
      channel: 'sms',
      to: phone,
      body: text('otp.body', { projectName: config.projectName, code, duration: text.duration(seconds) }),
      code,
    });
    return ok(c, {});
  });

  routes.post('/b2b/otps/sms/authenticate', async (c) => {
    const body = await parseBody(c, authenticateSchema, { code: Errors.invalidCode });
    const resolved = resolveMfaTarget(c, deps, body);
    if (resolved.ist && !allowsMethod(resolved.organization, resolved.ist.method)) throw restrictedByAuthMethods();
    const record = redeemCode(deps, clientAddress(c, deps), smsKey(resolved.member.member_id), body.code);
    const at = clock.iso();
    // The code proved the number: a pending one becomes the member's now, unless another member took it meanwhile.
    if (record.pendingPhone !== undefined) {
      checkMfaPhoneFree(deps, resolved.organization.organization_id, record.pendingPhone, resolved.member.member_id);
    }
    const member = updateMember(deps, resolved.member.member_id, (draft) => {
      if (record.pendingPhone !== undefined) {
        draft.mfa_phone_number = record.pendingPhone;
        draft.mfaPhoneId = newId('phone-number');
      }
      draft.mfa_phone_number_verified = true;
      if (body.set_mfa_enrollment === 'enroll') draft.mfa_enrolled = true;
      if (body.set_mfa_enrollment === 'unenroll') draft.mfa_enrolled = false;
      if (resolved.ist && resolved.ist.organizationIds === undefined) {
        // The intermediate session proved the address (a password's proves only the member).
        draft.email_address_verified = true;
        if (draft.status !== 'active') draft.status = 'active';
      }
    });
    let issued;
    if (resolved.ist) {
      issued = startMemberSession(c, deps, {
        member,
        factor: emailFactor(member, resolved.ist.method, resolved.ist.authenticated_at),
        durationMinutes: body.session_duration_minutes,
      });
      endIntermediateSession(deps, resolved.ist.id);
    } else {
      const caller = resolved.caller!;
      issued = { session: caller.session, token: caller.token };
    }
    const sessions = deps.store.of(MEMBER_SESSIONS);
    const session = sessions.update(issued.session.member_session_id, (draft) => {
      draft.authentication_factors = [
        ...draft.authentication_factors.filter((f) => f.delivery_method !== 'sms'),
        phoneFactor(member, at),
      ];
      draft.last_accessed_at = at;
      if (body.session_duration_minutes !== undefined) draft.expires_at = clock.isoIn(body.session_duration_minutes * 60);
    });
    return ok(c, await memberSessionPayload(deps, { session, token: issued.token }, member, resolved.organization));
  });

  return routes;
}
