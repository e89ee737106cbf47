/**
 * B2B SSO (issue 24): the browser start of a SAML or OIDC connection
 * (`/v1/public/sso/start`), the redemption of the `sso` token the redirect
 * brings, and an organization's connections (list, discover by email,
 * delete, SAML and OIDC create and update; each admin call needs its
 * `stytch.sso` permission). Loaded on first use (client.ts). With the
 * bootstrap's `pkce_required_for_sso` the start carries a PKCE challenge and
 * the redemption its verifier (the `oauth` namespace's store, as the
 * provider's SDK shares it).
 */
import type { CallOptions } from '../call-options';
import { validate } from '../validate';
import type { B2BClientContext } from './context';
import { intermediateSessionToken, navigateToStart, post, redeemWithVerifier, segment } from './shared';
import type {
  B2BAuthenticateResponseWithMfa,
  B2BOidcConnection,
  B2BOidcConnectionResponse,
  B2BSamlConnection,
  B2BSamlConnectionResponse,
  B2BSsoDeleteConnectionResponse,
  B2BSsoDiscoverConnectionsResponse,
  B2BSsoGetConnectionsResponse,
} from './wire-types';

// Answer shapes of the SSO routes: protocol/b2b-wire-types.ts, which the emulator serves too.
export type {
  B2BOidcConnectionResponse,
  B2BSamlConnectionResponse,
  B2BSsoDeleteConnectionResponse,
  B2BSsoDiscoverConnectionsResponse,
  B2BSsoGetConnectionsResponse,
} from './wire-types';

/** A SAML or OIDC connection, as the provider sends it. */
export type B2BSsoConnection = B2BSamlConnection | B2BOidcConnection;

/** A connection route's answer (create, update, certificate deletion). */
export type B2BSsoConnectionResponse = B2BSamlConnectionResponse | B2BOidcConnectionResponse;

export interface B2BSsoStartOptions extends CallOptions {
  connection_id: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
  /** Sent as `provider_<key>` query parameters. */
  provider_params?: Record<string, string>;
}

export interface B2BSsoAuthenticateOptions extends CallOptions {
  sso_token: string;
  session_duration_minutes: number;
  locale?: string;
}

export interface B2BSsoCreateConnectionOptions extends CallOptions {
  display_name?: string;
  identity_provider?: string;
}

export interface B2BSsoSamlUpdateConnectionOptions extends CallOptions {
  connection_id: string;
  idp_entity_id?: string;
  display_name?: string;
  attribute_mapping?: Record<string, string>;
  idp_sso_url?: string;
  x509_certificate?: string;
  identity_provider?: string;
  saml_connection_implicit_role_assignments?: Array<{ role_id: string }>;
  saml_group_implicit_role_assignments?: Array<{ role_id: string; group: string }>;
}

export interface B2BSsoOidcUpdateConnectionOptions extends CallOptions {
  connection_id: string;
  display_name?: string;
  issuer?: string;
  client_id?: string;
  client_secret?: string;
  authorization_url?: string;
  token_url?: string;
  userinfo_url?: string;
  jwks_url?: string;
  identity_provider?: string;
  custom_scopes?: string;
  attribute_mapping?: Record<string, string>;
}

export interface B2BSso {
  /** Navigates the page to the connection's identity provider. */
  start(options: B2BSsoStartOptions): Promise<void>;
  /** Redeems the redirect's `sso` token: a member session, or an intermediate one when MFA is owed. */
  authenticate(options: B2BSsoAuthenticateOptions): Promise<B2BAuthenticateResponseWithMfa>;
  /** The member's organization's connections. */
  getConnections(options?: CallOptions): Promise<B2BSsoGetConnectionsResponse>;
  /** The active connections an email address can sign in with. */
  discoverConnections(emailAddress: string, options?: CallOptions): Promise<B2BSsoDiscoverConnectionsResponse>;
  deleteConnection(connectionId: string, options?: CallOptions): Promise<B2BSsoDeleteConnectionResponse>;
  saml: {
    createConnection(options: B2BSsoCreateConnectionOptions): Promise<B2BSamlConnectionResponse>;
    updateConnection(options: B2BSsoSamlUpdateConnectionOptions): Promise<B2BSamlConnectionResponse>;
    /** Reads the identity provider's metadata from `metadata_url`. */
    updateConnectionByURL(options: { connection_id: string; metadata_url: string } & CallOptions): Promise<B2BSamlConnectionResponse>;
    deleteVerificationCertificate(
      options: { connection_id: string; certificate_id: string } & CallOptions,
    ): Promise<B2BSamlConnectionResponse>;
  };
  oidc: {
    createConnection(options: B2BSsoCreateConnectionOptions): Promise<B2BOidcConnectionResponse>;
    updateConnection(options: B2BSsoOidcUpdateConnectionOptions): Promise<B2BOidcConnectionResponse>;
  };
}

export function createB2BSso(ctx: B2BClientContext): B2BSso {
  const { http } = ctx;
  const noArgs = (method: string, options: CallOptions | undefined) =>
    validate(method).isOptionalObject('options', options).isOptionalSignal('signal', options?.signal);
  const create = <T extends B2BSsoConnectionResponse>(kind: 'saml' | 'oidc') => (options: B2BSsoCreateConnectionOptions) => {
    validate(`sso.${kind}.createConnection`)
      .isObject('options', options)
      .isOptionalString('display_name', options.display_name)
      .isOptionalString('identity_provider', options.identity_provider)
      .isOptionalSignal('signal', options.signal);
    return post<T>(ctx, `/b2b/sso/${kind}`, options);
  };

  return {
    async start(options) {
      const v = validate('sso.start')
        .isObject('options', options)
        .isString('connection_id', options.connection_id)
        .isOptionalString('login_redirect_url', options.login_redirect_url)
        .isOptionalString('signup_redirect_url', options.signup_redirect_url)
        .isOptionalObject('provider_params', options.provider_params)
        .isOptionalSignal('signal', options.signal);
      for (const [key, value] of Object.entries(options.provider_params ?? {})) v.isString(`provider_params.${key}`, value);
      await navigateToStart(
        ctx,
        '/v1/public/sso/start',
        {
          connection_id: options.connection_id,
          login_redirect_url: options.login_redirect_url,
          signup_redirect_url: options.signup_redirect_url,
        },
        options,
        (bootstrap) => bootstrap.pkceRequiredForSso,
      );
    },
    async authenticate(options) {
      validate('sso.authenticate')
        .isObject('options', options)
        .isString('sso_token', options.sso_token)
        .isNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalString('locale', options.locale)
        .isOptionalSignal('signal', options.signal);
      // In the OAuth table: both are redirect tokens.
      return redeemWithVerifier<B2BAuthenticateResponseWithMfa>(ctx, 'oauth', options.sso_token, options.signal, '/b2b/sso/authenticate', {
        sso_token: options.sso_token,
        session_duration_minutes: options.session_duration_minutes,
        locale: options.locale,
        intermediate_session_token: intermediateSessionToken(ctx),
      });
    },
    async getConnections(options) {
      noArgs('sso.getConnections', options);
      return http.request<B2BSsoGetConnectionsResponse>({ method: 'GET', path: '/b2b/sso', signal: options?.signal });
    },
    async discoverConnections(emailAddress, options) {
      noArgs('sso.discoverConnections', options).isString('email_address', emailAddress);
      return http.request<B2BSsoDiscoverConnectionsResponse>({
        method: 'GET',
        path: `/b2b/sso/discovery/connections?email_address=${encodeURIComponent(emailAddress)}`,
        signal: options?.signal,
      });
    },
    async deleteConnection(connectionId, options) {
      noArgs('sso.deleteConnection', options).isString('connection_id', connectionId);
      return http.request<B2BSsoDeleteConnectionResponse>({
        method: 'DELETE',
        path: `/b2b/sso/${segment(connectionId)}`,
        signal: options?.signal,
      });
    },
    saml: {
      createConnection: create<B2BSamlConnectionResponse>('saml'),
      async updateConnection(options) {
        validate('sso.saml.updateConnection')
          .isObject('options', options)
          .isString('connection_id', options.connection_id)
          .isOptionalString('idp_entity_id', options.idp_entity_id)
          .isOptionalString('display_name', options.display_name)
          .isOptionalObject('attribute_mapping', options.attribute_mapping)
          .isOptionalString('idp_sso_url', options.idp_sso_url)
          .isOptionalString('x509_certificate', options.x509_certificate)
          .isOptionalString('identity_provider', options.identity_provider)
          .isOptionalSignal('signal', options.signal);
        const { signal, ...fields } = options;
        return http.request<B2BSamlConnectionResponse>({
          method: 'PUT',
          path: `/b2b/sso/saml/${segment(options.connection_id)}`,
          body: fields,
          signal,
        });
      },
      async updateConnectionByURL(options) {
        validate('sso.saml.updateConnectionByURL')
          .isObject('options', options)
          .isString('connection_id', options.connection_id)
          .isString('metadata_url', options.metadata_url)
          .isOptionalSignal('signal', options.signal);
        return http.request<B2BSamlConnectionResponse>({
          method: 'PUT',
          path: `/b2b/sso/saml/${segment(options.connection_id)}/url`,
          body: { connection_id: options.connection_id, metadata_url: options.metadata_url },
          signal: options.signal,
        });
      },
      async deleteVerificationCertificate(options) {
        validate('sso.saml.deleteVerificationCertificate')
          .isObject('options', options)
          .isString('connection_id', options.connection_id)
          .isString('certificate_id', options.certificate_id)
          .isOptionalSignal('signal', options.signal);
        return http.request<B2BSamlConnectionResponse>({
          method: 'DELETE',
          path: `/b2b/sso/saml/${segment(options.connection_id)}/verification_certificates/${segment(options.certificate_id)}`,
          signal: options.signal,
        });
      },
    },
    oidc: {
      createConnection: create<B2BOidcConnectionResponse>('oidc'),
      async updateConnection(options) {
        validate('sso.oidc.updateConnection')
          .isObject('options', options)
          .isString('connection_id', options.connection_id)
          .isOptionalString('display_name', options.display_name)
          .isOptionalString('issuer', options.issuer)
          .isOptionalString('client_id', options.client_id)
          .isOptionalString('client_secret', options.client_secret)
          .isOptionalString('authorization_url', options.authorization_url)
          .isOptionalString('token_url', options.token_url)
          .isOptionalString('userinfo_url', options.userinfo_url)
          .isOptionalString('jwks_url', options.jwks_url)
          .isOptionalString('identity_provider', options.identity_provider)
          .isOptionalString('custom_scopes', options.custom_scopes)
          .isOptionalObject('attribute_mapping', options.attribute_mapping)
          .isOptionalSignal('signal', options.signal);
        const { signal, ...fields } = options;
        return http.request<B2BOidcConnectionResponse>({
          method: 'PUT',
          path: `/b2b/sso/oidc/${segment(options.connection_id)}`,
          body: fields,
          signal,
        });
      },
    },
  };
}
