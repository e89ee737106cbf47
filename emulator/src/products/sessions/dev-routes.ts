import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthenticationFactor } from '../../../../protocol';
import type { EmulatorDeps, EmulatorEnv } from '../../context';
import { emailSchema, parseBody, sessionDurationSchema } from '../../validation';
import { userNotFound } from '../users/dev-routes';
import { createUser, findUserByEmail, findUserById, type ReadonlyUser } from '../users/users';
import { authenticatePayload, startSession } from './issue';

/**
 * A session without the UI (`POST /_emulator/sessions`), so a browser test
 * can start signed in (docs/testing.md, "Signing in without the UI"). It goes
 * through `startSession` like every sign-in, so the session, its JWT and its
 * expiry are the ones a real sign-in would give. The session's factor is an
 * email passcode, as if the user had typed the code from the mailbox (an SMS
 * passcode for a phone-only user, an impersonation for a user with neither).
 *
 * Naming an `email` nobody has creates an active user with that address,
 * verified (the factor proves it); naming a `user_id` never creates one.
 */
export const devSessionSchema = z
  .strictObject({
    email: emailSchema.optional(),
    user_id: z.string().min(1).optional(),
    session_duration_minutes: sessionDurationSchema,
  })
  .refine((body) => (body.email === undefined) !== (body.user_id === undefined), {
    message: 'Name exactly one of email or user_id.',
  });

/** The user's email (the named one, else the first), else phone, else a dev-API impersonation. */
function factorFor(deps: EmulatorDeps, user: ReadonlyUser, email: string | undefined): AuthenticationFactor {
  const last_authenticated_at = deps.clock.iso();
  const held = email === undefined ? user.emails[0] : user.emails.find((e) => e.email === email);
  if (held) {
    return {
      type: 'otp',
      delivery_method: 'email',
      last_authenticated_at,
      email_factor: { email_id: held.email_id, email_address: held.email },
    };
  }
  const phone = user.phone_numbers[0];
  if (phone) {
    return {
      type: 'otp',
      delivery_method: 'sms',
      last_authenticated_at,
      phone_number_factor: { phone_id: phone.phone_id, phone_number: phone.phone_number },
    };
  }
  return {
    type: 'impersonated',
    delivery_method: 'impersonation',
    last_authenticated_at,
    impersonated_factor: { impersonator_id: 'emulator-dev-api', impersonator_email_address: 'dev-api@portico.test' },
  };
}

export function sessionDevRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.post('/sessions', async (c) => {
    const body = await parseBody(c, devSessionSchema);
    let user: ReadonlyUser | undefined;
    let created = false;
    if (body.user_id !== undefined) {
      user = findUserById(deps, body.user_id);
      if (!user) throw userNotFound();
    } else {
      const email = body.email!;
      user = findUserByEmail(deps, email);
      if (!user) {
        user = createUser(deps, { email, emailVerified: true });
        created = true;
      }
    }
    const issued = startSession(c, deps, {
      user,
      factor: factorFor(deps, user, body.email),
      durationMinutes: body.session_duration_minutes,
      joinExistingSession: false,
    });
    const current = findUserById(deps, user.user_id) ?? user;
    return c.json({ ...(await authenticatePayload(deps, current, issued)), user_created: created });
  });
  return routes;
}
