/**
 * The signed-in member (issue 24): read and update themselves, and remove
 * their own MFA factors and password. Answers refresh the cached member.
 */
import type { CallOptions } from '../call-options';
import { validate } from '../validate';
import type { B2BClientContext } from './context';
import { segment } from './shared';
import type { B2BMemberResponse, Member } from './wire-types';

export interface B2BSelfUpdateOptions extends CallOptions {
  name?: string;
  untrusted_metadata?: Record<string, unknown>;
  mfa_enrolled?: boolean;
  mfa_phone_number?: string;
  default_mfa_method?: string;
}

export interface B2BSelfApi {
  /** Fetches the signed-in member (and caches it). */
  get(options?: CallOptions): Promise<Member>;
  /** The cached signed-in member, or null. */
  getSync(): Member | null;
  /** Calls `callback` with the cached member (or null) on every change, in the task after it. */
  onChange(callback: (member: Member | null) => void): () => void;
  update(options: B2BSelfUpdateOptions): Promise<B2BMemberResponse>;
  deleteMFAPhoneNumber(options?: CallOptions): Promise<B2BMemberResponse>;
  deleteMFATOTP(options?: CallOptions): Promise<B2BMemberResponse>;
  deletePassword(passwordId: string, options?: CallOptions): Promise<B2BMemberResponse>;
}

export function createB2BSelf(ctx: B2BClientContext): B2BSelfApi {
  const { http, session } = ctx;

  async function memberCall(request: Parameters<typeof http.request>[0]): Promise<B2BMemberResponse> {
    const data = await http.request<B2BMemberResponse>(request);
    if (data.member && typeof data.member === 'object') session.updateMember(data.member);
    return data;
  }

  const noArgs = (method: string, options: CallOptions | undefined) =>
    validate(`self.${method}`).isOptionalObject('options', options).isOptionalSignal('signal', options?.signal);

  return {
    async get(options) {
      noArgs('get', options);
      return (await memberCall({ method: 'GET', path: '/b2b/organizations/members/me', signal: options?.signal })).member;
    },
    getSync: () => session.getMemberSync(),
    onChange(callback) {
      validate('self.onChange').isFunction('callback', callback);
      let last: Member | null | undefined;
      return session.onChange(() =>
        ctx.nextTask(() => {
          const now = session.getMemberSync();
          if (now === last) return;
          last = now;
          callback(now);
        }),
      );
    },
    update(options) {
      validate('self.update')
        .isObject('options', options)
        .isOptionalString('name', options.name)
        .isOptionalObject('untrusted_metadata', options.untrusted_metadata)
        .isOptionalBoolean('mfa_enrolled', options.mfa_enrolled)
        .isOptionalString('mfa_phone_number', options.mfa_phone_number)
        .isOptionalString('default_mfa_method', options.default_mfa_method)
        .isOptionalSignal('signal', options.signal);
      const { signal, ...fields } = options;
      return memberCall({ method: 'PUT', path: '/b2b/organizations/members/update', body: fields, signal });
    },
    deleteMFAPhoneNumber(options) {
      noArgs('deleteMFAPhoneNumber', options);
      return memberCall({ method: 'DELETE', path: '/b2b/organizations/members/deletePhoneNumber', signal: options?.signal });
    },
    deleteMFATOTP(options) {
      noArgs('deleteMFATOTP', options);
      return memberCall({ method: 'DELETE', path: '/b2b/organizations/members/deleteTOTP', signal: options?.signal });
    },
    deletePassword(passwordId, options) {
      validate('self.deletePassword')
        .isString('member_password_id', passwordId)
        .isOptionalObject('options', options)
        .isOptionalSignal('signal', options?.signal);
      return memberCall({ method: 'DELETE', path: `/b2b/organizations/members/passwords/${segment(passwordId)}`, signal: options?.signal });
    },
  };
}
