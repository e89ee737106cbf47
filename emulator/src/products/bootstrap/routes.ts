import { Hono } from 'hono';
import type { BootstrapResponse } from '../../../../protocol';
import { b2bRbacPolicy } from '../../b2b-rbac';
import { ok, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { Errors } from '../../errors';

/**
 * `GET /projects/bootstrap/:public_token` (docs/protocol.md §5). Every key the SDK
 * maps must be present: a missing `captcha_settings` or `password_config`
 * makes the official SDK throw or discard the whole bootstrap.
 */
export function bootstrapRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.get('/projects/bootstrap/:public_token', (c) => {
    const config = deps.config;
    if (c.req.param('public_token') !== config.publicToken) throw Errors.publicTokenNotFound();
    const data: Omit<BootstrapResponse, 'request_id' | 'status_code'> = {
      project_name: config.projectName,
      disable_sdk_watermark: !config.displayWatermark,
      cname_domain: null,
      email_domains: [...config.emailDomains],
      captcha_settings: { enabled: false },
      pkce_required_for_email_magic_links: config.pkce.emailMagicLinks,
      pkce_required_for_password_resets: config.pkce.passwordResets,
      pkce_required_for_oauth: config.pkce.oauth,
      pkce_required_for_sso: config.pkce.sso,
      slug_pattern: config.slugPattern,
      create_organization_enabled: config.vertical === 'B2B' && config.createOrganizationEnabled,
      password_config:
        config.passwordPolicy.strategy === 'luds'
          ? {
              luds_complexity: config.passwordPolicy.ludsComplexity,
              luds_minimum_count: config.passwordPolicy.ludsMinimumCount,
            }
          : null,
      dfp_protected_auth_enabled: false,
      rbac_policy: config.vertical === 'B2B' ? b2bRbacPolicy(config) : structuredClone(config.rbacPolicy),
      siwe_required_for_crypto_wallets: config.siweRequired,
      vertical: config.vertical,
    };
    return ok(c, data);
  });
  return routes;
}
