import type { EmulatorDeps } from '../../context';
import { digestsEqual, secretDigest } from '../../secrets';
import { emulatedIdpKey } from './keys';

/**
 * What a host puts in an SSO connection to use the emulated identity provider
 * (docs/testing.md, "Testing SSO without an identity provider"), also served
 * by `GET /_emulator/emulated_idp`. `baseUrl` is the emulator's base URL
 * (base-url.ts), so the URLs match what the routes publish.
 */

export const EMULATED_IDP_BASE_PATH = '/emulated-idp';
export const SAML_BASE_PATH = `${EMULATED_IDP_BASE_PATH}/saml`;
export const OIDC_BASE_PATH = `${EMULATED_IDP_BASE_PATH}/oidc`;

export interface EmulatedSamlIdp {
  idp_entity_id: string;
  idp_sso_url: string;
  /** PEM. */
  x509_certificate: string;
}

export interface EmulatedOidcIdp {
  issuer: string;
  client_id: string;
  client_secret: string;
}

export function emulatedSamlIdp(deps: EmulatorDeps, baseUrl: string): EmulatedSamlIdp {
  return {
    idp_entity_id: `${baseUrl}${SAML_BASE_PATH}`,
    idp_sso_url: `${baseUrl}${SAML_BASE_PATH}/sso`,
    x509_certificate: emulatedIdpKey(deps).certificatePem,
  };
}

/**
 * Any client id is a client; its secret is a keyed digest of the id under the
 * emulator's data key (secrets.ts), so nothing needs registering and the
 * secret stays the same across resets and restarts of one emulator, while
 * another emulator's secret is refused.
 */
export function emulatedOidcClientSecret(deps: EmulatorDeps, clientId: string): string {
  return secretDigest(deps.store.dataKey, `emulated-idp oidc client_secret ${clientId}`);
}

/** Constant-time check of a presented client secret (both sides are digested first, so lengths never differ). */
export function clientSecretMatches(deps: EmulatorDeps, clientId: string, presented: string): boolean {
  const expected = secretDigest(deps.store.dataKey, emulatedOidcClientSecret(deps, clientId));
  return digestsEqual(secretDigest(deps.store.dataKey, presented), expected);
}

export function emulatedOidcIdp(deps: EmulatorDeps, baseUrl: string, clientId: string): EmulatedOidcIdp {
  return {
    issuer: `${baseUrl}${OIDC_BASE_PATH}`,
    client_id: clientId,
    client_secret: emulatedOidcClientSecret(deps, clientId),
  };
}
