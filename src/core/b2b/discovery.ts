/**
 * Discovery (issue 24): the organizations a verified email address can enter,
 * creating one, and exchanging the intermediate session for a member session
 * in one of them. The intermediate session travels in its cookie
 * (session-manager.ts).
 */
import type { CallOptions } from '../call-options';
import { validate } from '../validate';
import type { B2BClientContext } from './context';
import { b2bAuthenticate, intermediateSessionToken } from './shared';
import type { B2BAuthenticateResponseWithMfa, B2BDiscoveryOrganizationsResponse } from './wire-types';

export interface B2BDiscoveryOrganizationsCreateOptions extends CallOptions {
  session_duration_minutes: number;
  organization_name?: string;
  /** Checked by the server against the project's `slug_pattern`. */
  organization_slug?: string;
  organization_logo_url?: string;
  email_allowed_domains?: string[];
  email_jit_provisioning?: string;
  email_invites?: string;
  sso_jit_provisioning?: string;
  auth_methods?: string;
  allowed_auth_methods?: string[];
  mfa_policy?: string;
}

export interface B2BDiscoveryExchangeOptions extends CallOptions {
  organization_id: string;
  session_duration_minutes: number;
  locale?: string;
}

export interface B2BDiscovery {
  organizations: {
    /** The organizations of the intermediate session's email address (or the member session's, without one). */
    list(options?: CallOptions): Promise<B2BDiscoveryOrganizationsResponse>;
    /** Creates an organization whose first member (`stytch_admin`) is the intermediate session's address, and signs them in. */
    create(options: B2BDiscoveryOrganizationsCreateOptions): Promise<B2BAuthenticateResponseWithMfa>;
  };
  intermediateSessions: {
    /** Exchanges the intermediate session for a member session in `organization_id`. */
    exchange(options: B2BDiscoveryExchangeOptions): Promise<B2BAuthenticateResponseWithMfa>;
  };
}

export function createB2BDiscovery(ctx: B2BClientContext): B2BDiscovery {
  return {
    organizations: {
      list(options) {
        validate('discovery.organizations.list').isOptionalObject('options', options).isOptionalSignal('signal', options?.signal);
        return ctx.http.request<B2BDiscoveryOrganizationsResponse>({
          method: 'POST',
          path: '/b2b/discovery/organizations',
          body: { intermediate_session_token: intermediateSessionToken(ctx) },
          signal: options?.signal,
        });
      },
      create(options) {
        validate('discovery.organizations.create')
          .isObject('options', options)
          .isNumber('session_duration_minutes', options.session_duration_minutes)
          .isOptionalString('organization_name', options.organization_name)
          .isOptionalString('organization_slug', options.organization_slug)
          .isOptionalString('organization_logo_url', options.organization_logo_url)
          .isOptionalStringArray('email_allowed_domains', options.email_allowed_domains)
          .isOptionalString('email_jit_provisioning', options.email_jit_provisioning)
          .isOptionalString('email_invites', options.email_invites)
          .isOptionalString('sso_jit_provisioning', options.sso_jit_provisioning)
          .isOptionalString('auth_methods', options.auth_methods)
          .isOptionalStringArray('allowed_auth_methods', options.allowed_auth_methods)
          .isOptionalString('mfa_policy', options.mfa_policy)
          .isOptionalSignal('signal', options.signal);
        const { signal, ...fields } = options;
        return b2bAuthenticate<B2BAuthenticateResponseWithMfa>(ctx, {
          method: 'POST',
          path: '/b2b/discovery/organizations/create',
          body: { ...fields, intermediate_session_token: intermediateSessionToken(ctx) },
          signal,
        });
      },
    },
    intermediateSessions: {
      exchange(options) {
        validate('discovery.intermediateSessions.exchange')
          .isObject('options', options)
          .isString('organization_id', options.organization_id)
          .isNumber('session_duration_minutes', options.session_duration_minutes)
          .isOptionalString('locale', options.locale)
          .isOptionalSignal('signal', options.signal);
        return b2bAuthenticate<B2BAuthenticateResponseWithMfa>(ctx, {
          method: 'POST',
          path: '/b2b/discovery/intermediate_sessions/exchange',
          body: {
            organization_id: options.organization_id,
            session_duration_minutes: options.session_duration_minutes,
            locale: options.locale,
            intermediate_session_token: intermediateSessionToken(ctx),
          },
          signal: options.signal,
        });
      },
    },
  };
}
