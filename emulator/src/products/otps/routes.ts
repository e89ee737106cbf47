import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthenticationFactor } from '../../../../protocol';
import { requireSession } from '../../auth';
import { clientAddress } from '../../client-address';
import { ok, type EmulatorContext, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { apiError, Errors } from '../../errors';
import { refuseThrottledClient } from '../../failure-limits';
import { newId } from '../../ids';
import { digestsEqual, secretDigest } from '../../secrets';
import { emailSchema, otpCodeSchema, parseBody, phoneSchema, sessionDurationSchema } from '../../validation';
import {
  addEmail,
  addPhone,
  admitSend,
  authenticatePayload,
  callerSessionIdFor,
  createUser,
  deliver,
  emailTexts,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  startSession,
  verifyFactor,
  type ReadonlyUser,
} from '../../kernel';
import { clearDestination, destinationLocked, recordFailure } from './lockout';
import { OTPS, type OtpChannel } from './records';

/**
 * One-time passcodes by email, SMS and WhatsApp (docs/protocol.md §7.2). A method
 * (the user's email or phone entry) has at most one pending code; a new send
 * replaces it and clears its own attempt counter. Wrong codes count towards
 * `otpAttemptLimit`, after which that code is locked, and towards the
 * per-destination and per-client limits of lockout.ts, which a new code
 * does not reset.
 */

const DEFAULT_EXPIRATION_MINUTES = 5;

/**
 * An expired passcode: the provider's type for it (`otp_code_not_found`),
 * plus `error_details.reason` so a UI can follow the server's clock (the
 * widget then offers a new code instead of 'wrong code').
 */
const otpCodeExpired = (): Error =>
  apiError(401, 'otp_code_not_found', 'The OTP code has expired.', { reason: 'expired' });

const common = {
  expiration_minutes: z.int().min(1).max(10).optional(),
  locale: z.string().optional(),
  create_user_as_pending: z.boolean().optional(),
};
const emailSendSchema = z.object({
  ...common,
  email: emailSchema,
  login_template_id: z.string().optional(),
  signup_template_id: z.string().optional(),
});
const phoneSendSchema = z.object({
  ...common,
  phone_number: phoneSchema,
  enable_autofill: z.boolean().optional(),
  autofill_session_duration_minutes: z.int().optional(),
});
const authenticateSchema = z.object({
  token: otpCodeSchema,
  method_id: z.string().min(1),
  session_duration_minutes: sessionDurationSchema,
});

interface Method {
  methodId: string;
  destination: string;
}

function codeDigest(deps: EmulatorDeps, methodId: string, code: string): string {
  return secretDigest(deps.store.dataKey, `otp:${methodId}:${code}`);
}

function sendCode(
  deps: EmulatorDeps,
  channel: OtpChannel,
  user: ReadonlyUser,
  method: Method,
  send: SendRequest,
  pendingAddress?: string,
): void {
  const { store, clock, config } = deps;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const seconds = config.otpExpirationSecondsOverride ?? (send.expirationMinutes ?? DEFAULT_EXPIRATION_MINUTES) * 60;
  store.of(OTPS).upsert({
    methodId: method.methodId,
    userId: user.user_id,
    channel,
    codeDigest: codeDigest(deps, method.methodId, code),
    expiresAt: clock.isoIn(seconds),
    failedAttempts: 0,
    locked: false,
    ...(pendingAddress === undefined ? {} : { pendingAddress }),
  });
  const text = emailTexts(send.locale);
  deliver(deps, {
    channel,
    to: method.destination,
    subject: channel === 'email' ? text('otp.subject') : undefined,
    body: text('otp.body', { projectName: config.projectName, code, duration: text.duration(seconds) }),
    code,
  });
}

interface SendRequest {
  destination: string;
  expirationMinutes?: number;
  /** The language of the message (BCP 47); English when absent or unknown. */
  locale?: string;
  asPending: boolean;
}

/** Reads a send body: an email for the email channel, an E.164 phone number otherwise. */
async function readSend(c: EmulatorContext, channel: OtpChannel): Promise<SendRequest> {
  const body =
    channel === 'email'
      ? await parseBody(c, emailSendSchema).then((b) => ({ ...b, destination: b.email }))
      : await parseBody(c, phoneSendSchema).then((b) => ({ ...b, destination: b.phone_number }));
  return {
    destination: body.destination,
    expirationMinutes: body.expiration_minutes,
    locale: body.locale,
    asPending: body.create_user_as_pending ?? false,
  };
}

/** How a destination maps to a user's email or phone entry (the OTP method). */
interface Destinations {
  findOwner(deps: EmulatorDeps, destination: string): ReadonlyUser | undefined;
  /** The user's entry for the destination, added (unverified) when missing, under `id` when given. */
  attach(deps: EmulatorDeps, user: ReadonlyUser, destination: string, id?: string): Method;
  /** The user's entry for the destination, if the account holds it. */
  held(user: ReadonlyUser, destination: string): Method | undefined;
  newMethodId(): string;
  notFound(): Error;
  duplicate(): Error;
}

const EMAILS: Destinations = {
  findOwner: findUserByEmail,
  attach: (deps, user, email, id) => {
    const entry = addEmail(deps, user, email, id);
    return { methodId: entry.email_id, destination: entry.email };
  },
  held: (user, email) => {
    const entry = user.emails.find((e) => e.email === email.toLowerCase());
    return entry && { methodId: entry.email_id, destination: entry.email };
  },
  newMethodId: () => newId('email'),
  notFound: Errors.emailNotFound,
  duplicate: Errors.duplicateEmail,
};

const PHONES: Destinations = {
  findOwner: findUserByPhone,
  attach: (deps, user, phone, id) => {
    const entry = addPhone(deps, user, phone, id);
    return { methodId: entry.phone_id, destination: entry.phone_number };
  },
  held: (user, phone) => {
    const entry = user.phone_numbers.find((p) => p.phone_number === phone);
    return entry && { methodId: entry.phone_id, destination: entry.phone_number };
  },
  newMethodId: () => newId('phone-number'),
  notFound: Errors.phoneNumberNotFound,
  duplicate: Errors.duplicatePhoneNumber,
};

/**
 * The method a secondary send uses for an address the user does not hold:
 * the id of an earlier pending code for the same address (so the
 * per-destination lockout keeps counting), else a new one.
 */
function pendingMethod(deps: EmulatorDeps, destinations: Destinations, user: ReadonlyUser, address: string): Method {
  const earlier = deps.store
    .of(OTPS)
    .values()
    .find((otp) => otp.userId === user.user_id && otp.pendingAddress === address);
  return { methodId: earlier?.methodId ?? destinations.newMethodId(), destination: address };
}

const CHANNELS: Record<OtpChannel, Destinations> = { email: EMAILS, sms: PHONES, whatsapp: PHONES };

export function otpRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { store, clock } = deps;
  const otps = store.of(OTPS);

  for (const [channel, destinations] of Object.entries(CHANNELS) as Array<[OtpChannel, Destinations]>) {
    routes.post(`/otps/${channel}/login_or_create`, async (c) => {
      const body = await readSend(c, channel);
      admitSend(deps, body.destination);
      let user = destinations.findOwner(deps, body.destination);
      const created = !user;
      user ??= createUser(deps, { status: body.asPending ? 'pending' : 'active' });
      const method = destinations.attach(deps, user, body.destination);
      sendCode(deps, channel, user, method, body);
      // Per the provider's privacy rules, SDK login_or_create answers omit user_id.
      return ok(c, { method_id: method.methodId, user_created: created });
    });

    routes.post(`/otps/${channel}/send/primary`, async (c) => {
      const body = await readSend(c, channel);
      const user = destinations.findOwner(deps, body.destination);
      if (!user) throw destinations.notFound();
      admitSend(deps, body.destination);
      const method = destinations.attach(deps, user, body.destination);
      sendCode(deps, channel, user, method, body);
      return ok(c, { method_id: method.methodId });
    });

    routes.post(`/otps/${channel}/send/secondary`, async (c) => {
      const { user } = requireSession(c);
      const body = await readSend(c, channel);
      const owner = destinations.findOwner(deps, body.destination);
      if (owner && owner.user_id !== user.user_id) throw destinations.duplicate();
      admitSend(deps, body.destination);
      // A new address joins the account only once its code comes back (docs/security.md).
      const held = destinations.held(user, body.destination);
      const method = held ?? pendingMethod(deps, destinations, user, body.destination);
      sendCode(deps, channel, user, method, body, held ? undefined : body.destination);
      return ok(c, { method_id: method.methodId, user_id: user.user_id });
    });
  }

  routes.post('/otps/authenticate', async (c) => {
    const body = await parseBody(c, authenticateSchema, { token: Errors.invalidCode });
    const client = clientAddress(c, deps);
    refuseThrottledClient(deps, 'passcode', client);
    const record = otps.get(body.method_id);
    if (!record) throw Errors.otpCodeNotFound();
    if (record.locked || destinationLocked(deps, record.methodId)) throw Errors.lockLimitReached();
    if (clock.isPast(record.expiresAt)) {
      otps.delete(body.method_id);
      throw otpCodeExpired();
    }
    if (!digestsEqual(record.codeDigest, codeDigest(deps, record.methodId, body.token))) {
      const windowLimitReached = recordFailure(deps, client, record.methodId);
      const updated = otps.update(record.methodId, (draft) => {
        draft.failedAttempts += 1;
        if (draft.failedAttempts >= deps.config.otpAttemptLimit) draft.locked = true;
      });
      if (updated.locked || windowLimitReached) throw Errors.lockLimitReached();
      throw Errors.otpCodeNotFound();
    }
    clearDestination(deps, record.methodId);
    otps.delete(body.method_id);
    let user = findUserById(deps, record.userId);
    if (!user) throw Errors.otpCodeNotFound();
    if (record.pendingAddress !== undefined) {
      // The code proved a pending address: it joins the account now, unless someone else proved it first.
      const destinations = CHANNELS[record.channel];
      const owner = destinations.findOwner(deps, record.pendingAddress);
      if (owner && owner.user_id !== user.user_id) throw destinations.duplicate();
      destinations.attach(deps, user, record.pendingAddress, record.methodId);
      user = findUserById(deps, user.user_id) ?? user;
    }
    const keepSessionId = callerSessionIdFor(c, user.user_id);
    let factor: AuthenticationFactor;
    const last_authenticated_at = clock.iso();
    if (record.channel === 'email') {
      const email = user.emails.find((e) => e.email_id === record.methodId);
      if (!email) throw Errors.otpCodeNotFound();
      verifyFactor(deps, user.user_id, email.email_id, keepSessionId);
      factor = {
        type: 'otp',
        delivery_method: 'email',
        last_authenticated_at,
        email_factor: { email_id: email.email_id, email_address: email.email },
      };
    } else {
      const phone = user.phone_numbers.find((p) => p.phone_id === record.methodId);
      if (!phone) throw Errors.otpCodeNotFound();
      verifyFactor(deps, user.user_id, phone.phone_id, keepSessionId);
      factor = {
        type: 'otp',
        delivery_method: record.channel,
        last_authenticated_at,
        phone_number_factor: { phone_id: phone.phone_id, phone_number: phone.phone_number },
      };
    }
    // Read again: the proof may have changed the user (verified address, a password to reset).
    const proven = findUserById(deps, user.user_id) ?? user;
    const issued = startSession(c, deps, { user: proven, factor, durationMinutes: body.session_duration_minutes });
    return ok(c, await authenticatePayload(deps, proven, issued, { method_id: record.methodId }));
  });

  return routes;
}
