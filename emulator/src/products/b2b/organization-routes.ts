import { Hono } from 'hono';
import { z } from 'zod';
import { ok, type EmulatorContext, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { thaw } from '../../store/readonly';
import { emailSchema, metadataSchema, parseBody, phoneSchema } from '../../validation';
import { B2BErrors } from './errors';
import {
  authorize,
  authorizeOnMember,
  requireMember,
  type MemberCaller,
} from './member-sessions';
import {
  checkMfaPhoneFree,
  checkOrganizationName,
  checkSlug,
  createMember,
  deleteMemberPassword,
  deleteMemberTotps,
  deleteOrganization,
  directRoles,
  findMember,
  softDeleteMember,
  updateMember,
  type ReadonlyMember,
  type ReadonlyOrganization,
} from './organizations';
import { MEMBERS, ORGANIZATIONS, type MemberRecord, type OrganizationRecord } from './records';
import { connectionsOf } from './sso/connections';
import { SsoErrors } from './sso/errors';
import { roleIdsOf, toWireMember, toWireOrganization } from './wire';

/**
 * The organization of the signed-in member (`b2b/organizations/me`), its
 * members (search, create, update, delete, reactivate, factor deletions) and
 * the member itself (`members/me`, self-update). Every route acts on the
 * caller's own organization only: a member id of another organization is
 * `404 member_not_found`, exactly as an unknown id, so a member of one
 * organization learns nothing about another's. Each field a change names is
 * checked against the caller's roles before anything changes
 * (`403 unauthorized_action`), with the action the provider names for it
 * (b2b-rbac.ts).
 */

const policySetting = z.enum(['ALL_ALLOWED', 'RESTRICTED', 'NOT_ALLOWED']);
const authMethod = z.enum([
  'sso',
  'magic_link',
  'password',
  'google_oauth',
  'microsoft_oauth',
  'hubspot_oauth',
  'slack_oauth',
  'github_oauth',
  'email_otp',
]);
const domainSchema = z.string().regex(/^(?:[a-z0-9-]+\.)+[a-z]{2,}$/i);

/** Organization settings a member may change, each with the `stytch.organization` action it needs. */
export const organizationUpdateSchema = z.strictObject({
  organization_name: z.string().optional(),
  organization_slug: z.string().optional(),
  organization_logo_url: z.string().max(2000).optional(),
  sso_default_connection_id: z.string().nullable().optional(),
  sso_jit_provisioning: policySetting.optional(),
  sso_jit_provisioning_allowed_connections: z.array(z.string()).optional(),
  email_allowed_domains: z.array(domainSchema).optional(),
  email_jit_provisioning: policySetting.optional(),
  email_invites: policySetting.optional(),
  oauth_tenant_jit_provisioning: z.enum(['RESTRICTED', 'NOT_ALLOWED']).optional(),
  allowed_oauth_tenants: z.record(z.string(), z.array(z.string())).optional(),
  auth_methods: z.enum(['ALL_ALLOWED', 'RESTRICTED']).optional(),
  allowed_auth_methods: z.array(authMethod).optional(),
  mfa_methods: z.enum(['ALL_ALLOWED', 'RESTRICTED']).optional(),
  allowed_mfa_methods: z.array(z.enum(['sms_otp', 'totp'])).optional(),
  mfa_policy: z.enum(['OPTIONAL', 'REQUIRED_FOR_ALL']).optional(),
  rbac_email_implicit_role_assignments: z.array(z.strictObject({ role_id: z.string().min(1), domain: domainSchema })).optional(),
});
type OrganizationUpdate = z.output<typeof organizationUpdateSchema>;

const ORGANIZATION_FIELD_ACTIONS: Record<keyof OrganizationUpdate, string> = {
  organization_name: 'update.info.name',
  organization_slug: 'update.info.slug',
  organization_logo_url: 'update.info.logo-url',
  sso_default_connection_id: 'update.settings.default-sso-connection',
  sso_jit_provisioning: 'update.settings.sso-jit-provisioning',
  sso_jit_provisioning_allowed_connections: 'update.settings.sso-jit-provisioning',
  email_allowed_domains: 'update.settings.allowed-domains',
  email_jit_provisioning: 'update.settings.email-jit-provisioning',
  email_invites: 'update.settings.email-invites',
  oauth_tenant_jit_provisioning: 'update.settings.oauth-tenant-jit-provisioning',
  allowed_oauth_tenants: 'update.settings.allowed-oauth-tenants',
  auth_methods: 'update.settings.allowed-auth-methods',
  allowed_auth_methods: 'update.settings.allowed-auth-methods',
  mfa_methods: 'update.settings.allowed-mfa-methods',
  allowed_mfa_methods: 'update.settings.allowed-mfa-methods',
  mfa_policy: 'update.settings.mfa-policy',
  rbac_email_implicit_role_assignments: 'update.settings.implicit-roles',
};

const memberFields = {
  name: z.string().max(255).optional(),
  untrusted_metadata: metadataSchema.optional(),
  is_breakglass: z.boolean().optional(),
  mfa_phone_number: phoneSchema.optional(),
  mfa_enrolled: z.boolean().optional(),
  roles: z.array(z.string().min(1)).optional(),
};

export const memberCreateSchema = z.strictObject({
  ...memberFields,
  email_address: emailSchema,
  create_member_as_pending: z.boolean().optional(),
});

const memberUpdateSchema = z.strictObject({
  ...memberFields,
  member_id: z.string().optional(),
  default_mfa_method: z.enum(['sms_otp', 'totp']).optional(),
  preserve_existing_sessions: z.boolean().optional(),
});
type MemberUpdate = z.output<typeof memberUpdateSchema>;

/** Member fields and the `stytch.member` (or, on oneself, `stytch.self`) action each needs. */
const MEMBER_FIELD_ACTIONS: Partial<Record<keyof MemberUpdate, string>> = {
  name: 'update.info.name',
  untrusted_metadata: 'update.info.untrusted-metadata',
  is_breakglass: 'update.settings.is-breakglass',
  mfa_phone_number: 'update.info.mfa-phone',
  mfa_enrolled: 'update.settings.mfa-enrolled',
  roles: 'update.settings.roles',
  default_mfa_method: 'update.settings.default-mfa-method',
};

/** What `members/update` (the member itself) may change: only fields a `stytch.self` action covers. */
const selfUpdateSchema = z.strictObject({
  name: memberFields.name,
  untrusted_metadata: memberFields.untrusted_metadata,
  mfa_phone_number: memberFields.mfa_phone_number,
  mfa_enrolled: memberFields.mfa_enrolled,
  default_mfa_method: z.enum(['sms_otp', 'totp']).optional(),
});

const searchSchema = z.strictObject({
  cursor: z.string().optional(),
  limit: z.int().min(1).max(1000).optional(),
  query: z
    .object({
      operator: z.enum(['AND', 'OR']),
      operands: z.array(z.object({ filter_name: z.string(), filter_value: z.unknown() }).passthrough()),
    })
    .optional(),
});

/** The member the route names, in the caller's organization only (else 404, as if it did not exist). */
function memberOfCallerOrg(deps: EmulatorDeps, caller: MemberCaller, memberId: string): ReadonlyMember {
  const member = findMember(deps, memberId);
  if (!member || member.organization_id !== caller.organization.organization_id) throw B2BErrors.memberNotFound();
  return member;
}

function defined<T extends object>(body: T): Array<keyof T> {
  return (Object.keys(body) as Array<keyof T>).filter((key) => body[key] !== undefined);
}

function applyMemberChanges(draft: MemberRecord, body: Partial<MemberUpdate>): void {
  if (body.name !== undefined) draft.name = body.name;
  if (body.untrusted_metadata !== undefined) draft.untrusted_metadata = body.untrusted_metadata;
  if (body.is_breakglass !== undefined) draft.is_breakglass = body.is_breakglass;
  if (body.mfa_enrolled !== undefined) draft.mfa_enrolled = body.mfa_enrolled;
  if (body.default_mfa_method !== undefined) draft.default_mfa_method = body.default_mfa_method;
  if (body.mfa_phone_number !== undefined && body.mfa_phone_number !== draft.mfa_phone_number) {
    draft.mfa_phone_number = body.mfa_phone_number;
    // A new number is unproven until an SMS passcode to it comes back.
    draft.mfa_phone_number_verified = false;
  }
  if (body.roles !== undefined) draft.roles = directRoles(body.roles);
}

/** A search filter of the provider's list, as a predicate; an unknown one matches nothing. */
function filterOf(
  operand: { filter_name: string; filter_value?: unknown },
  organization: ReadonlyOrganization,
): (member: ReadonlyMember) => boolean {
  const value = operand.filter_value;
  const strings = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  switch (operand.filter_name) {
    case 'member_ids':
      return (m) => strings.includes(m.member_id);
    case 'member_emails':
      return (m) => strings.map((s) => s.toLowerCase()).includes(m.emailKey);
    case 'member_email_fuzzy':
      return (m) => typeof value === 'string' && m.emailKey.includes(value.toLowerCase());
    case 'member_is_breakglass':
      return (m) => m.is_breakglass === value;
    case 'statuses':
      return (m) => strings.includes(m.status);
    case 'member_mfa_phone_numbers':
      return (m) => strings.includes(m.mfa_phone_number);
    case 'member_password_exists':
      return (m) => (m.member_password_id !== '') === value;
    case 'member_roles':
      return (m) => roleIdsOf(m, organization).some((roleId) => strings.includes(roleId));
    default:
      return () => false;
  }
}

export function organizationRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const organizations = deps.store.of(ORGANIZATIONS);
  const members = deps.store.of(MEMBERS);

  const memberAnswer = (c: EmulatorContext, caller: MemberCaller, member: ReadonlyMember): Response => {
    const organization = organizations.get(member.organization_id) ?? caller.organization;
    return ok(c, {
      member_id: member.member_id,
      member: toWireMember(member, organization),
      organization: toWireOrganization(organization),
    });
  };

  /**
   * An organization by its slug, for a login page that knows only the slug
   * (no session needed): the fields a sign-in page needs, never the
   * organization's metadata or its RBAC settings.
   */
  routes.post('/b2b/organizations/search', async (c) => {
    const body = await parseBody(c, z.object({ organization_slug: z.string().min(1) }));
    const found = organizations.find('slug', body.organization_slug.toLowerCase());
    const organization = found
      ? {
          organization_id: found.organization_id,
          organization_name: found.organization_name,
          organization_slug: found.organization_slug,
          organization_logo_url: found.organization_logo_url,
          sso_active_connections: thaw<OrganizationRecord['sso_active_connections']>(found.sso_active_connections),
          sso_default_connection_id: found.sso_default_connection_id,
          email_jit_provisioning: found.email_jit_provisioning,
          email_allowed_domains: [...found.email_allowed_domains],
          oauth_tenant_jit_provisioning: found.oauth_tenant_jit_provisioning,
          allowed_oauth_tenants: thaw<OrganizationRecord['allowed_oauth_tenants']>(found.allowed_oauth_tenants),
          auth_methods: found.auth_methods,
          allowed_auth_methods: [...found.allowed_auth_methods],
          mfa_policy: found.mfa_policy,
        }
      : null;
    return ok(c, { organization });
  });

  routes.get('/b2b/organizations/me', (c) => {
    const caller = requireMember(c, deps);
    return ok(c, { organization: toWireOrganization(caller.organization) });
  });

  routes.put('/b2b/organizations/me', async (c) => {
    const caller = requireMember(c, deps);
    const body = await parseBody(c, organizationUpdateSchema);
    for (const field of defined(body)) authorize(deps, caller, 'stytch.organization', ORGANIZATION_FIELD_ACTIONS[field]);
    const id = caller.organization.organization_id;
    if (body.organization_name !== undefined) checkOrganizationName(body.organization_name);
    if (body.organization_slug !== undefined) checkSlug(deps, body.organization_slug, id);
    // SSO settings may only name the organization's own connections (docs/architecture.md, "SSO").
    const own = new Set(connectionsOf(deps, id).map((connection) => connection.connection_id));
    if (body.sso_default_connection_id && !own.has(body.sso_default_connection_id)) {
      throw SsoErrors.invalidConnectionSetting('sso_default_connection_id');
    }
    if (body.sso_jit_provisioning_allowed_connections?.some((connectionId) => !own.has(connectionId))) {
      throw SsoErrors.invalidConnectionSetting('sso_jit_provisioning_allowed_connections');
    }
    const updated = organizations.update(id, (draft) => {
      for (const field of defined(body)) Object.assign(draft, { [field]: body[field] } as Partial<OrganizationRecord>);
    });
    return ok(c, { organization: toWireOrganization(updated) });
  });

  routes.delete('/b2b/organizations/me', (c) => {
    const caller = requireMember(c, deps);
    authorize(deps, caller, 'stytch.organization', 'delete');
    deleteOrganization(deps, caller.organization.organization_id);
    return ok(c, { organization_id: caller.organization.organization_id });
  });

  routes.post('/b2b/organizations/members', async (c) => {
    const caller = requireMember(c, deps);
    const body = await parseBody(c, memberCreateSchema);
    authorize(deps, caller, 'stytch.member', 'create');
    if (body.roles !== undefined) authorize(deps, caller, 'stytch.member', 'update.settings.roles');
    if (body.is_breakglass !== undefined) authorize(deps, caller, 'stytch.member', 'update.settings.is-breakglass');
    if (body.mfa_phone_number !== undefined) authorize(deps, caller, 'stytch.member', 'update.info.mfa-phone');
    if (body.mfa_enrolled !== undefined) authorize(deps, caller, 'stytch.member', 'update.settings.mfa-enrolled');
    const member = createMember(deps, caller.organization, {
      email: body.email_address,
      ...(body.name === undefined ? {} : { name: body.name }),
      status: body.create_member_as_pending ? 'pending' : 'active',
      ...(body.roles === undefined ? {} : { roles: body.roles }),
      ...(body.is_breakglass === undefined ? {} : { isBreakglass: body.is_breakglass }),
      ...(body.untrusted_metadata === undefined ? {} : { untrustedMetadata: body.untrusted_metadata }),
      ...(body.mfa_phone_number === undefined ? {} : { mfaPhoneNumber: body.mfa_phone_number }),
      ...(body.mfa_enrolled === undefined ? {} : { mfaEnrolled: body.mfa_enrolled }),
    });
    return memberAnswer(c, caller, member);
  });

  routes.post('/b2b/organizations/me/members/search', async (c) => {
    const caller = requireMember(c, deps);
    authorize(deps, caller, 'stytch.member', 'search');
    const body = await parseBody(c, searchSchema);
    const filters = (body.query?.operands ?? []).map((operand) => filterOf(operand, caller.organization));
    const matches = (m: ReadonlyMember): boolean =>
      filters.length === 0 || (body.query?.operator === 'OR' ? filters.some((f) => f(m)) : filters.every((f) => f(m)));
    const found = members.findAll('organization', caller.organization.organization_id).filter(matches);
    const start = body.cursor ? Number.parseInt(Buffer.from(body.cursor, 'base64url').toString('utf8'), 10) || 0 : 0;
    const limit = body.limit ?? 100;
    const page = found.slice(start, start + limit);
    const next = start + limit < found.length ? Buffer.from(String(start + limit)).toString('base64url') : null;
    return ok(c, {
      members: page.map((m) => toWireMember(m, caller.organization)),
      results_metadata: { total: found.length, next_cursor: next },
      organizations: { [caller.organization.organization_id]: toWireOrganization(caller.organization) },
    });
  });

  // The member's own routes come before `members/:member_id`, whose pattern they would match.
  routes.get('/b2b/organizations/members/me', (c) => {
    const caller = requireMember(c, deps);
    return memberAnswer(c, caller, caller.member);
  });

  routes.put('/b2b/organizations/members/update', async (c) => {
    const caller = requireMember(c, deps);
    const body = await parseBody(c, selfUpdateSchema);
    for (const field of defined(body)) {
      const action = MEMBER_FIELD_ACTIONS[field];
      if (action) authorize(deps, caller, 'stytch.self', action);
    }
    if (body.mfa_phone_number !== undefined) {
      checkMfaPhoneFree(deps, caller.organization.organization_id, body.mfa_phone_number, caller.member.member_id);
    }
    const member = updateMember(deps, caller.member.member_id, (draft) => applyMemberChanges(draft, body));
    return memberAnswer(c, caller, member);
  });

  routes.delete('/b2b/organizations/members/deletePhoneNumber', (c) => {
    const caller = requireMember(c, deps);
    authorize(deps, caller, 'stytch.self', 'update.info.delete.mfa-phone');
    return memberAnswer(c, caller, deleteMfaPhone(caller.member));
  });

  routes.delete('/b2b/organizations/members/deleteTOTP', (c) => {
    const caller = requireMember(c, deps);
    authorize(deps, caller, 'stytch.self', 'update.info.delete.mfa-totp');
    return memberAnswer(c, caller, deleteTotp(caller.member));
  });

  routes.delete('/b2b/organizations/members/passwords/:password_id', (c) => {
    const caller = requireMember(c, deps);
    const passwordId = c.req.param('password_id');
    const member = members
      .findAll('organization', caller.organization.organization_id)
      .find((m) => m.member_password_id !== '' && m.member_password_id === passwordId);
    if (!member) throw B2BErrors.memberPasswordNotFound();
    authorizeOnMember(deps, caller, member.member_id, 'update.info.delete.password');
    // The hash goes too: a deleted password never signs in again.
    deleteMemberPassword(deps, member.member_id);
    return memberAnswer(c, caller, updateMember(deps, member.member_id, (draft) => void (draft.member_password_id = '')));
  });

  routes.delete('/b2b/organizations/members/mfa_phone_numbers/:member_id', (c) => {
    const caller = requireMember(c, deps);
    const member = memberOfCallerOrg(deps, caller, c.req.param('member_id'));
    authorizeOnMember(deps, caller, member.member_id, 'update.info.delete.mfa-phone');
    return memberAnswer(c, caller, deleteMfaPhone(member));
  });

  routes.delete('/b2b/organizations/members/totp/:member_id', (c) => {
    const caller = requireMember(c, deps);
    const member = memberOfCallerOrg(deps, caller, c.req.param('member_id'));
    authorizeOnMember(deps, caller, member.member_id, 'update.info.delete.mfa-totp');
    return memberAnswer(c, caller, deleteTotp(member));
  });

  routes.put('/b2b/organizations/members/:member_id/reactivate', (c) => {
    const caller = requireMember(c, deps);
    authorize(deps, caller, 'stytch.member', 'reactivate');
    const member = memberOfCallerOrg(deps, caller, c.req.param('member_id'));
    if (member.status !== 'deleted') throw B2BErrors.noDeletedMemberForReactivation();
    return memberAnswer(c, caller, updateMember(deps, member.member_id, (draft) => void (draft.status = 'active')));
  });

  routes.put('/b2b/organizations/members/:member_id', async (c) => {
    const caller = requireMember(c, deps);
    const member = memberOfCallerOrg(deps, caller, c.req.param('member_id'));
    const body = await parseBody(c, memberUpdateSchema);
    for (const field of defined(body)) {
      const action = MEMBER_FIELD_ACTIONS[field];
      // Roles and break-glass are organization-wide powers: never granted by stytch.self.
      if (field === 'roles' || field === 'is_breakglass') authorize(deps, caller, 'stytch.member', action!);
      else if (action) authorizeOnMember(deps, caller, member.member_id, action);
    }
    if (body.mfa_phone_number !== undefined) {
      checkMfaPhoneFree(deps, member.organization_id, body.mfa_phone_number, member.member_id);
    }
    return memberAnswer(c, caller, updateMember(deps, member.member_id, (draft) => applyMemberChanges(draft, body)));
  });

  routes.delete('/b2b/organizations/members/:member_id', (c) => {
    const caller = requireMember(c, deps);
    const member = memberOfCallerOrg(deps, caller, c.req.param('member_id'));
    authorizeOnMember(deps, caller, member.member_id, 'delete');
    softDeleteMember(deps, member.member_id);
    return ok(c, { member_id: member.member_id });
  });

  function deleteMfaPhone(member: ReadonlyMember): ReadonlyMember {
    if (!member.mfa_phone_number) throw B2BErrors.phoneNumberNotFound();
    return updateMember(deps, member.member_id, (draft) => {
      draft.mfa_phone_number = '';
      draft.mfa_phone_number_verified = false;
    });
  }

  function deleteTotp(member: ReadonlyMember): ReadonlyMember {
    if (!member.totp_registration_id) throw B2BErrors.totpNotFound();
    // The registration goes with its recovery codes: a later one starts afresh.
    deleteMemberTotps(deps, member.member_id);
    return updateMember(deps, member.member_id, (draft) => void (draft.totp_registration_id = ''));
  }

  return routes;
}
