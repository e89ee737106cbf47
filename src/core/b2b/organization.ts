/**
 * The signed-in member's organization and its members (issue 24). Every call
 * is checked by the server against the member's roles; a call the member's
 * roles do not permit answers `unauthorized_action` (403). An answer about
 * the signed-in member or organization refreshes the cached one.
 */
import type { CallOptions } from '../call-options';
import { validate } from '../validate';
import type { B2BClientContext } from './context';
import { post, segment } from './shared';
import type {
  B2BOrganizationBySlugResponse,
  B2BOrganizationDeleteResponse,
  B2BMemberDeleteResponse,
  B2BMemberResponse,
  B2BMembersSearchResponse,
  B2BOrganizationResponse,
  Organization,
} from './wire-types';

export interface B2BOrganizationUpdateOptions extends CallOptions {
  organization_name?: string;
  organization_slug?: string;
  organization_logo_url?: string;
  email_allowed_domains?: string[];
  email_jit_provisioning?: string;
  email_invites?: string;
  sso_jit_provisioning?: string;
  sso_default_connection_id?: string;
  auth_methods?: string;
  allowed_auth_methods?: string[];
  mfa_policy?: string;
  mfa_methods?: string;
  allowed_mfa_methods?: string[];
  rbac_email_implicit_role_assignments?: Array<{ role_id: string; domain: string }>;
}

export interface B2BMembersSearchOptions extends CallOptions {
  /** The provider's search query (`{ operator, operands }`); omitted: every member. */
  query?: { operator: 'AND' | 'OR'; operands: Array<Record<string, unknown>> };
  limit?: number;
  cursor?: string;
}

export interface B2BMembersCreateOptions extends CallOptions {
  email_address: string;
  name?: string;
  untrusted_metadata?: Record<string, unknown>;
  create_member_as_pending?: boolean;
  is_breakglass?: boolean;
  mfa_phone_number?: string;
  mfa_enrolled?: boolean;
  roles?: string[];
}

export interface B2BMembersUpdateOptions extends CallOptions {
  member_id: string;
  name?: string;
  untrusted_metadata?: Record<string, unknown>;
  is_breakglass?: boolean;
  mfa_phone_number?: string;
  mfa_enrolled?: boolean;
  roles?: string[];
  preserve_existing_sessions?: boolean;
  default_mfa_method?: string;
  email_address?: string;
}

export interface B2BOrganizationApi {
  /** Fetches the signed-in member's organization (and caches it). */
  get(options?: CallOptions): Promise<Organization>;
  /** The cached organization of the signed-in member, or null. */
  getSync(): Organization | null;
  /** Calls `callback` with the cached organization (or null) on every change, in the task after it. */
  onChange(callback: (organization: Organization | null) => void): () => void;
  update(options: B2BOrganizationUpdateOptions): Promise<B2BOrganizationResponse>;
  /** Deletes the member's organization (needs `stytch.organization` `delete`); its sessions end, so the local one is cleared. */
  delete(options?: CallOptions): Promise<B2BOrganizationDeleteResponse>;
  /** The sign-in fields of the organization with this slug, or `organization: null`; needs no session. */
  getBySlug(options: { organization_slug: string } & CallOptions): Promise<B2BOrganizationBySlugResponse>;
  members: {
    search(options?: B2BMembersSearchOptions): Promise<B2BMembersSearchResponse>;
    create(options: B2BMembersCreateOptions): Promise<B2BMemberResponse>;
    update(options: B2BMembersUpdateOptions): Promise<B2BMemberResponse>;
    delete(memberId: string, options?: CallOptions): Promise<B2BMemberDeleteResponse>;
    reactivate(memberId: string, options?: CallOptions): Promise<B2BMemberResponse>;
    deleteMFAPhoneNumber(memberId: string, options?: CallOptions): Promise<B2BMemberResponse>;
    deleteMFATOTP(memberId: string, options?: CallOptions): Promise<B2BMemberResponse>;
    deletePassword(passwordId: string, options?: CallOptions): Promise<B2BMemberResponse>;
  };
}

export function createB2BOrganization(ctx: B2BClientContext): B2BOrganizationApi {
  const { http, session } = ctx;

  /** A member answer; the signed-in member's own refreshes the cache. */
  async function memberCall(request: Parameters<typeof http.request>[0]): Promise<B2BMemberResponse> {
    const data = await http.request<B2BMemberResponse>(request);
    if (data.member && typeof data.member === 'object') session.updateMember(data.member);
    return data;
  }

  function byId(method: string, field: string, id: unknown, options: CallOptions | undefined): void {
    validate(`organization.members.${method}`)
      .isString(field, id)
      .isOptionalObject('options', options)
      .isOptionalSignal('signal', options?.signal);
  }

  return {
    async get(options) {
      validate('organization.get').isOptionalObject('options', options).isOptionalSignal('signal', options?.signal);
      const data = await http.request<B2BOrganizationResponse>({ method: 'GET', path: '/b2b/organizations/me', signal: options?.signal });
      session.updateOrganization(data.organization);
      return data.organization;
    },
    getSync: () => session.getOrganizationSync(),
    onChange(callback) {
      validate('organization.onChange').isFunction('callback', callback);
      let last: Organization | null | undefined;
      return session.onChange(() =>
        ctx.nextTask(() => {
          const now = session.getOrganizationSync();
          if (now === last) return;
          last = now;
          callback(now);
        }),
      );
    },
    async update(options) {
      validate('organization.update')
        .isObject('options', options)
        .isOptionalString('organization_name', options.organization_name)
        .isOptionalString('organization_slug', options.organization_slug)
        .isOptionalString('organization_logo_url', options.organization_logo_url)
        .isOptionalStringArray('email_allowed_domains', options.email_allowed_domains)
        .isOptionalString('email_jit_provisioning', options.email_jit_provisioning)
        .isOptionalString('email_invites', options.email_invites)
        .isOptionalString('sso_jit_provisioning', options.sso_jit_provisioning)
        .isOptionalString('sso_default_connection_id', options.sso_default_connection_id)
        .isOptionalString('auth_methods', options.auth_methods)
        .isOptionalStringArray('allowed_auth_methods', options.allowed_auth_methods)
        .isOptionalString('mfa_policy', options.mfa_policy)
        .isOptionalString('mfa_methods', options.mfa_methods)
        .isOptionalStringArray('allowed_mfa_methods', options.allowed_mfa_methods)
        .isOptionalSignal('signal', options.signal);
      const { signal, ...fields } = options;
      const data = await http.request<B2BOrganizationResponse>({ method: 'PUT', path: '/b2b/organizations/me', body: fields, signal });
      session.updateOrganization(data.organization);
      return data;
    },
    async delete(options) {
      validate('organization.delete').isOptionalObject('options', options).isOptionalSignal('signal', options?.signal);
      const data = await http.request<B2BOrganizationDeleteResponse>({ method: 'DELETE', path: '/b2b/organizations/me', signal: options?.signal });
      session.clear();
      return data;
    },
    getBySlug(options) {
      validate('organization.getBySlug')
        .isObject('options', options)
        .isString('organization_slug', options.organization_slug)
        .isOptionalSignal('signal', options.signal);
      return http.request<B2BOrganizationBySlugResponse>({
        method: 'POST',
        path: '/b2b/organizations/search',
        body: { organization_slug: options.organization_slug },
        signal: options.signal,
      });
    },
    members: {
      search(options = {}) {
        validate('organization.members.search')
          .isOptionalObject('options', options)
          .isOptionalObject('query', options.query)
          .isOptionalNumber('limit', options.limit)
          .isOptionalString('cursor', options.cursor)
          .isOptionalSignal('signal', options.signal);
        return post<B2BMembersSearchResponse>(ctx, '/b2b/organizations/me/members/search', options);
      },
      create(options) {
        validate('organization.members.create')
          .isObject('options', options)
          .isString('email_address', options.email_address)
          .isOptionalString('name', options.name)
          .isOptionalObject('untrusted_metadata', options.untrusted_metadata)
          .isOptionalBoolean('create_member_as_pending', options.create_member_as_pending)
          .isOptionalBoolean('is_breakglass', options.is_breakglass)
          .isOptionalString('mfa_phone_number', options.mfa_phone_number)
          .isOptionalBoolean('mfa_enrolled', options.mfa_enrolled)
          .isOptionalStringArray('roles', options.roles)
          .isOptionalSignal('signal', options.signal);
        return post<B2BMemberResponse>(ctx, '/b2b/organizations/members', options);
      },
      update(options) {
        validate('organization.members.update')
          .isObject('options', options)
          .isString('member_id', options.member_id)
          .isOptionalString('name', options.name)
          .isOptionalObject('untrusted_metadata', options.untrusted_metadata)
          .isOptionalBoolean('is_breakglass', options.is_breakglass)
          .isOptionalString('mfa_phone_number', options.mfa_phone_number)
          .isOptionalBoolean('mfa_enrolled', options.mfa_enrolled)
          .isOptionalStringArray('roles', options.roles)
          .isOptionalBoolean('preserve_existing_sessions', options.preserve_existing_sessions)
          .isOptionalString('default_mfa_method', options.default_mfa_method)
          .isOptionalString('email_address', options.email_address)
          .isOptionalSignal('signal', options.signal);
        const { signal, ...fields } = options;
        return memberCall({ method: 'PUT', path: `/b2b/organizations/members/${segment(options.member_id)}`, body: fields, signal });
      },
      delete(memberId, options) {
        byId('delete', 'member_id', memberId, options);
        return http.request<B2BMemberDeleteResponse>({
          method: 'DELETE',
          path: `/b2b/organizations/members/${segment(memberId)}`,
          signal: options?.signal,
        });
      },
      reactivate(memberId, options) {
        byId('reactivate', 'member_id', memberId, options);
        return memberCall({ method: 'PUT', path: `/b2b/organizations/members/${segment(memberId)}/reactivate`, signal: options?.signal });
      },
      deleteMFAPhoneNumber(memberId, options) {
        byId('deleteMFAPhoneNumber', 'member_id', memberId, options);
        return memberCall({
          method: 'DELETE',
          path: `/b2b/organizations/members/mfa_phone_numbers/${segment(memberId)}`,
          signal: options?.signal,
        });
      },
      deleteMFATOTP(memberId, options) {
        byId('deleteMFATOTP', 'member_id', memberId, options);
        return memberCall({ method: 'DELETE', path: `/b2b/organizations/members/totp/${segment(memberId)}`, signal: options?.signal });
      },
      deletePassword(passwordId, options) {
        byId('deletePassword', 'member_password_id', passwordId, options);
        return memberCall({
          method: 'DELETE',
          path: `/b2b/organizations/members/passwords/${segment(passwordId)}`,
          signal: options?.signal,
        });
      },
    },
  };
}
