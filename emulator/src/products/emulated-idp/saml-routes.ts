import { Hono } from 'hono';
import { z } from 'zod';
import { emulatorBaseUrl } from '../../base-url';
import type { EmulatorContext, EmulatorDeps, EmulatorEnv } from '../../context';
import { privateKeyOf } from '../../signing-keys';
import { parseWith } from '../../validation';
import { parseAuthnRequest, type SamlBinding } from './authn-request';
import { SamlErrors } from './errors';
import { identityFieldsSchema, identityOf } from './identity';
import { emulatedIdpKey } from './keys';
import { finishLogin, startLogin, takeQueuedIdentity } from './login-state';
import { idpMetadataXml } from './metadata';
import { isOwnOrigin } from './own-origin';
import { autoPostPage, loginPage, type HtmlPage } from './pages';
import { signedSamlResponse } from './saml-response';
import { emulatedSamlIdp, SAML_BASE_PATH } from './settings';

/**
 * The emulated SAML 2.0 identity provider, under `/emulated-idp/saml`
 * (docs/testing.md, "Testing SSO without an identity provider"): its
 * metadata, the SSO endpoint (HTTP-Redirect or HTTP-POST AuthnRequest →
 * login page) and the login page's post (→ a signed Response, posted to the
 * ACS URL by an auto-submitting form). Errors are HTML pages (pages.ts).
 */

const ssoQuerySchema = z.object({
  SAMLRequest: z.string().min(1, 'SAMLRequest is missing.'),
  RelayState: z.string().max(2048).optional(),
});

const loginFormSchema = identityFieldsSchema.extend({ state: z.string().min(1).max(200) });

function html(c: EmulatorContext, page: HtmlPage, status: 200 | 400 = 200): Response {
  return c.body(page.html, status, page.headers);
}

function formFields(body: Record<string, unknown>): Record<string, unknown> {
  // A repeated field arrives as an array; only single strings are answers.
  return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string'));
}

export function samlRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();

  routes.get('/metadata', (c) =>
    c.body(idpMetadataXml(emulatedSamlIdp(deps, emulatorBaseUrl(deps, c))), 200, {
      'Content-Type': 'application/samlmetadata+xml; charset=UTF-8',
      'Cache-Control': 'no-store',
    }),
  );

  const sso = (c: EmulatorContext, binding: SamlBinding, params: Record<string, unknown>): Response => {
    const { SAMLRequest, RelayState } = parseWith(ssoQuerySchema, params);
    const request = parseAuthnRequest(SAMLRequest, binding);
    if (!isOwnOrigin(deps, c, request.acsUrl)) throw SamlErrors.acsNotAllowed(request.acsUrl);
    const state = startLogin(deps, {
      protocol: 'saml',
      requestId: request.id,
      spEntityId: request.issuer,
      acsUrl: request.acsUrl,
      relayState: RelayState ?? null,
    });
    return html(
      c,
      loginPage({
        protocol: 'SAML',
        audience: request.issuer,
        action: `${SAML_BASE_PATH}/login`,
        state,
        identity: takeQueuedIdentity(deps),
      }),
    );
  };
  routes.get('/sso', (c) => sso(c, 'redirect', Object.fromEntries(new URL(c.req.url).searchParams)));
  routes.post('/sso', async (c) => sso(c, 'post', formFields(await c.req.parseBody())));

  routes.post('/login', async (c) => {
    const form = parseWith(loginFormSchema, formFields(await c.req.parseBody()));
    const pending = finishLogin(deps, c, form.state, 'saml');
    if (pending.protocol !== 'saml') throw SamlErrors.invalidRequest('the login page was not a SAML one.');
    const key = emulatedIdpKey(deps);
    const xml = signedSamlResponse({
      request: { id: pending.requestId, issuer: pending.spEntityId, acsUrl: pending.acsUrl },
      identity: identityOf(form),
      idpEntityId: emulatedSamlIdp(deps, emulatorBaseUrl(deps, c)).idp_entity_id,
      now: deps.clock.now(),
      privateKeyPem: privateKeyOf(key).export({ format: 'pem', type: 'pkcs8' }).toString(),
      certificatePem: key.certificatePem,
    });
    const fields: Record<string, string> = { SAMLResponse: Buffer.from(xml, 'utf8').toString('base64') };
    if (pending.relayState !== null) fields.RelayState = pending.relayState;
    return html(c, autoPostPage({ acsUrl: pending.acsUrl, fields }));
  });

  return routes;
}
