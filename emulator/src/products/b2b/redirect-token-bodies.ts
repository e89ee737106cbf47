import { z } from 'zod';
import { sessionDurationSchema } from '../../validation';

/**
 * The fields beside the token of the B2B calls that redeem a redirect's token
 * (docs/architecture.md, "B2B"): a magic link, an OAuth or an SSO token into
 * one organization (`…/authenticate`), or a magic link or OAuth token into
 * discovery (`…/discovery/authenticate`). Each route adds its own token field.
 */

export const redirectSignInFields = {
  pkce_code_verifier: z.string().min(1).optional(),
  session_duration_minutes: sessionDurationSchema,
  // Accepted as the other organization sign-ins accept it, and not read: the redirect's token is the proof.
  intermediate_session_token: z.string().optional(),
  locale: z.string().optional(),
  dfp_telemetry_id: z.string().optional(),
  captcha_token: z.string().optional(),
};

export const redirectDiscoveryFields = {
  pkce_code_verifier: z.string().min(1).optional(),
  dfp_telemetry_id: z.string().optional(),
  captcha_token: z.string().optional(),
};
