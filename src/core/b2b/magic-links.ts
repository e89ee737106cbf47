/**
 * B2B email magic links (issue 24): sign-in to one organization, discovery
 * (an intermediate session and the organizations of the address), and
 * invites. With the bootstrap's `pkce_required_for_email_magic_links`, a send
 * carries a PKCE challenge and the redemption its verifier
 * (docs/protocol.md §7.1, as for the consumer client).
 */
import { whileWaiting, type CallOptions } from '../call-options';
import { validate } from '../validate';
import type { B2BClientContext } from './context';
import { intermediateSessionToken, post, redeemWithVerifier } from './shared';
import type { B2BAuthenticateResponseWithMfa, B2BDiscoveryAuthenticateResponse, B2BMemberResponse, B2BSendResponse } from './wire-types';

export interface B2BMagicLinksLoginOrSignupOptions extends CallOptions {
  email_address: string;
  organization_id: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
  login_template_id?: string;
  signup_template_id?: string;
  locale?: string;
  login_expiration_minutes?: number;
  signup_expiration_minutes?: number;
}

export interface B2BMagicLinksDiscoverySendOptions extends CallOptions {
  email_address: string;
  discovery_redirect_url?: string;
  login_template_id?: string;
  locale?: string;
  discovery_expiration_minutes?: number;
}

export interface B2BMagicLinksInviteOptions extends CallOptions {
  email_address: string;
  invite_redirect_url?: string;
  invite_template_id?: string;
  name?: string;
  untrusted_metadata?: Record<string, unknown>;
  locale?: string;
  roles?: string[];
  invite_expiration_minutes?: number;
}

export interface B2BMagicLinksAuthenticateOptions extends CallOptions {
  magic_links_token: string;
  session_duration_minutes: number;
  locale?: string;
}

export interface B2BMagicLinksDiscoveryAuthenticateOptions extends CallOptions {
  discovery_magic_links_token: string;
}

export interface B2BMagicLinks {
  email: {
    /** Sends a sign-in (or sign-up) link for one organization. */
    loginOrSignup(options: B2BMagicLinksLoginOrSignupOptions): Promise<B2BSendResponse>;
    /** Invites an address into the signed-in member's organization (needs the permission). */
    invite(options: B2BMagicLinksInviteOptions): Promise<B2BMemberResponse>;
    discovery: {
      /** Sends a discovery link: its redemption lists the address's organizations. */
      send(options: B2BMagicLinksDiscoverySendOptions): Promise<B2BSendResponse>;
    };
  };
  /** Redeems an organization link (`multi_tenant_magic_links`): a member session, or an intermediate one when MFA is due. */
  authenticate(options: B2BMagicLinksAuthenticateOptions): Promise<B2BAuthenticateResponseWithMfa>;
  discovery: {
    /** Redeems a discovery link: an intermediate session and the discovered organizations. */
    authenticate(options: B2BMagicLinksDiscoveryAuthenticateOptions): Promise<B2BDiscoveryAuthenticateResponse>;
  };
}

export function createB2BMagicLinks(ctx: B2BClientContext): B2BMagicLinks {
  async function codeChallenge(signal: AbortSignal | undefined): Promise<string | undefined> {
    const { pkceRequiredForEmailMagicLinks } = await whileWaiting(signal, () => ctx.bootstrap.get());
    return pkceRequiredForEmailMagicLinks ? ctx.pkce.start('magic_links') : undefined;
  }

  return {
    email: {
      async loginOrSignup(options) {
        validate('magicLinks.email.loginOrSignup')
          .isObject('options', options)
          .isString('email_address', options.email_address)
          .isString('organization_id', options.organization_id)
          .isOptionalString('login_redirect_url', options.login_redirect_url)
          .isOptionalString('signup_redirect_url', options.signup_redirect_url)
          .isOptionalString('login_template_id', options.login_template_id)
          .isOptionalString('signup_template_id', options.signup_template_id)
          .isOptionalString('locale', options.locale)
          .isOptionalNumber('login_expiration_minutes', options.login_expiration_minutes)
          .isOptionalNumber('signup_expiration_minutes', options.signup_expiration_minutes)
          .isOptionalSignal('signal', options.signal);
        return post<B2BSendResponse>(
          ctx,
          '/b2b/magic_links/email/login_or_signup',
          options,
          { pkce_code_challenge: await codeChallenge(options.signal) },
        );
      },
      invite(options) {
        validate('magicLinks.email.invite')
          .isObject('options', options)
          .isString('email_address', options.email_address)
          .isOptionalString('invite_redirect_url', options.invite_redirect_url)
          .isOptionalString('invite_template_id', options.invite_template_id)
          .isOptionalString('name', options.name)
          .isOptionalObject('untrusted_metadata', options.untrusted_metadata)
          .isOptionalString('locale', options.locale)
          .isOptionalStringArray('roles', options.roles)
          .isOptionalNumber('invite_expiration_minutes', options.invite_expiration_minutes)
          .isOptionalSignal('signal', options.signal);
        return post<B2BMemberResponse>(ctx, '/b2b/magic_links/email/invite', options);
      },
      discovery: {
        async send(options) {
          validate('magicLinks.email.discovery.send')
            .isObject('options', options)
            .isString('email_address', options.email_address)
            .isOptionalString('discovery_redirect_url', options.discovery_redirect_url)
            .isOptionalString('login_template_id', options.login_template_id)
            .isOptionalString('locale', options.locale)
            .isOptionalNumber('discovery_expiration_minutes', options.discovery_expiration_minutes)
            .isOptionalSignal('signal', options.signal);
          return post<B2BSendResponse>(
            ctx,
            '/b2b/magic_links/email/discovery/send',
            options,
            { pkce_code_challenge: await codeChallenge(options.signal) },
            true,
          );
        },
      },
    },
    authenticate(options) {
      validate('magicLinks.authenticate')
        .isObject('options', options)
        .isString('magic_links_token', options.magic_links_token)
        .isNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalString('locale', options.locale)
        .isOptionalSignal('signal', options.signal);
      return redeemWithVerifier<B2BAuthenticateResponseWithMfa>(
        ctx,
        'magic_links',
        options.magic_links_token,
        options.signal,
        '/b2b/magic_links/authenticate',
        {
          magic_links_token: options.magic_links_token,
          session_duration_minutes: options.session_duration_minutes,
          locale: options.locale,
          // A pending MFA or a discovery sign-in carries on in the organization.
          intermediate_session_token: intermediateSessionToken(ctx),
        },
      );
    },
    discovery: {
      authenticate(options) {
        validate('magicLinks.discovery.authenticate')
          .isObject('options', options)
          .isString('discovery_magic_links_token', options.discovery_magic_links_token)
          .isOptionalSignal('signal', options.signal);
        return redeemWithVerifier<B2BDiscoveryAuthenticateResponse>(
          ctx,
          'magic_links',
          options.discovery_magic_links_token,
          options.signal,
          '/b2b/magic_links/discovery/authenticate',
          { discovery_magic_links_token: options.discovery_magic_links_token },
        );
      },
    },
  };
}
