/**
 * Email magic links (docs/protocol.md §7.1).
 */
import { signalOf, whileWaiting, type CallOptions } from '../call-options';
import type { ClientContext } from '../client-context';
import type { AuthenticateResponse } from '../wire-types';
import { validate } from '../validate';
import { afterLoad, loadOnce } from './lazy';
import { primaryOrSecondary, type ResponseMeta } from './shared';

/** Options of `magicLinks.email.loginOrCreate` and `magicLinks.email.send` (provider names). */
export interface MagicLinksEmailOptions extends CallOptions {
  /** Where the login link points (must be a registered redirect URL). */
  login_magic_link_url?: string;
  /** Where the sign-up link points (must be a registered redirect URL). */
  signup_magic_link_url?: string;
  /** Lifetime of a login link, in minutes. */
  login_expiration_minutes?: number;
  /** Lifetime of a sign-up link, in minutes. */
  signup_expiration_minutes?: number;
  /** Custom email template for logins. */
  login_template_id?: string;
  /** Custom email template for sign-ups. */
  signup_template_id?: string;
  /** Locale of the email, e.g. `en`. */
  locale?: string;
  /** Creates a new user with status `pending` (login_or_create only). */
  create_user_as_pending?: boolean;
}

/** `data` of a magic link send. */
export type MagicLinksSendResponse = ResponseMeta & Record<string, unknown>;

/**
 * Options of `magicLinks.authenticate`. A token is redeemed once per page: a
 * second call with it gets the first call's outcome, and `signal` ends only
 * this call's wait (the request goes on and writes the session).
 */
export interface MagicLinksAuthenticateOptions extends CallOptions {
  /** Lifetime of the session to create, in minutes. */
  session_duration_minutes: number;
}

/** `data` of `POST /magic_links/authenticate`. */
export type MagicLinksAuthenticateResponse = AuthenticateResponse & { method_id: string };

export interface MagicLinksEmail {
  /** Sends a login or sign-up link to `email`, creating the user when new. */
  loginOrCreate(email: string, options?: MagicLinksEmailOptions): Promise<MagicLinksSendResponse>;
  /**
   * Sends a link to an existing user: `send/primary` without a local session,
   * `send/secondary` (the email joins the logged-in user once its link is authenticated) with one.
   */
  send(email: string, options?: MagicLinksEmailOptions): Promise<MagicLinksSendResponse>;
  /** The same as `magicLinks.authenticate`, next to the calls that send the link. */
  authenticate(token: string, options: MagicLinksAuthenticateOptions): Promise<MagicLinksAuthenticateResponse>;
}

export interface MagicLinks {
  email: MagicLinksEmail;
  /**
   * Exchanges the `token` of a magic link (or of a password-reset login link)
   * for a session. Sends the stored PKCE verifier when one exists. Once per
   * token per page: a repeated call sends nothing and gets the first call's
   * outcome (the same data, or the server's same refusal).
   */
  authenticate(token: string, options: MagicLinksAuthenticateOptions): Promise<MagicLinksAuthenticateResponse>;
}

function validateEmailOptions(method: string, email: unknown, options: MagicLinksEmailOptions | undefined): void {
  validate(method)
    .isString('email', email)
    .isOptionalObject('options', options)
    .isOptionalString('login_magic_link_url', options?.login_magic_link_url)
    .isOptionalString('signup_magic_link_url', options?.signup_magic_link_url)
    .isOptionalNumber('login_expiration_minutes', options?.login_expiration_minutes)
    .isOptionalNumber('signup_expiration_minutes', options?.signup_expiration_minutes)
    .isOptionalString('login_template_id', options?.login_template_id)
    .isOptionalString('signup_template_id', options?.signup_template_id)
    .isOptionalString('locale', options?.locale)
    .isOptionalBoolean('create_user_as_pending', options?.create_user_as_pending)
    .isOptionalSignal('signal', options?.signal);
}

/** The `magicLinks` namespace. */
export function createMagicLinks(ctx: ClientContext): MagicLinks {
  async function emailBody(email: string, options: MagicLinksEmailOptions | undefined): Promise<object> {
    const bootstrap = await whileWaiting(options?.signal, () => ctx.bootstrap.get());
    const code_challenge = bootstrap.pkceRequiredForEmailMagicLinks
      ? await ctx.pkce.start('magic_links')
      : undefined;
    // The caller's options are the body's first fields, without the signal (never sent).
    const { signal: _signal, ...fields } = options ?? {};
    return { ...fields, email, code_challenge };
  }

  const email: MagicLinksEmail = {
    authenticate: (token, options) => authenticate(token, options),
    async loginOrCreate(address, options) {
      validateEmailOptions('magicLinks.email.loginOrCreate', address, options);
      return ctx.http.request<MagicLinksSendResponse>({
        method: 'POST',
        path: '/magic_links/email/login_or_create',
        body: await emailBody(address, options),
        retriable: true,
        signal: options?.signal,
      });
    },
    async send(address, options) {
      validateEmailOptions('magicLinks.email.send', address, options);
      return ctx.http.request<MagicLinksSendResponse>({
        method: 'POST',
        path: `/magic_links/email/send/${primaryOrSecondary(ctx)}`,
        body: await emailBody(address, options),
        retriable: true,
        signal: options?.signal,
      });
    },
  };

  // Only landing pages redeem links: loaded on first use, like the lazy products (README, "Size").
  const loadAuthenticate = loadOnce(() =>
    import('./magic-links-authenticate').then((m) => m.createMagicLinksAuthenticate(ctx)),
  );
  const authenticate: MagicLinks['authenticate'] = (token, options) =>
    afterLoad(loadAuthenticate, signalOf(options), (redeem) => redeem(token, options));

  return { email, authenticate };
}
