/**
 * The logged-in user's profile and factors (docs/protocol.md §7.3).
 */
import type { CallOptions } from '../call-options';
import type { ClientContext } from '../client-context';
import type { User, UserName } from '../wire-types';
import { validate } from '../validate';
import type { UserInfo } from '../session/session-observers';
import { segment, stripResponseMeta, userUpdatingRequest, type ResponseMeta } from './shared';
import { parseUserSearchResponse, type UserSearchResponse } from './user-search';

export type { UserSearchResponse, UserType } from './user-search';

/** Options of `user.update`. */
export interface UserUpdateOptions extends CallOptions {
  name?: UserName;
  /** Replaces the keys given; the provider merges at the top level. */
  untrusted_metadata?: Record<string, unknown>;
}

/** `data` of `PUT /users/me` (without `__user`). */
export interface UserUpdateResponse extends ResponseMeta {
  user_id: string;
  emails?: User['emails'];
  phone_numbers?: User['phone_numbers'];
  crypto_wallets?: User['crypto_wallets'];
  [extra: string]: unknown;
}

/** `data` of a factor delete (without `__user`). */
export interface UserDeleteFactorResponse extends ResponseMeta {
  user_id: string;
  [extra: string]: unknown;
}

/** One connected app the user granted access. */
export interface ConnectedApp {
  connected_app_id: string;
  name: string;
  description?: string;
  client_type?: string;
  logo_url?: string;
  scopes_granted?: string;
  [extra: string]: unknown;
}

/** `data` of `GET /users/connected_apps`. */
export interface UserConnectedAppsResponse extends ResponseMeta {
  connected_apps: ConnectedApp[];
  [extra: string]: unknown;
}

/** `data` of `POST /users/connected_apps/<id>/revoke`. */
export type UserRevokeConnectedAppResponse = ResponseMeta & Record<string, unknown>;

export interface UserApi {
  /** Fetches the logged-in user (`GET /users/me`) and replaces the cached one. */
  get(options?: CallOptions): Promise<User>;
  /** The cached user, or `null` without a session. */
  getSync(): User | null;
  /**
   * The user with `isInitialized` and `fromCache`, as `session.getInfo()`;
   * the same object until something in it changes.
   */
  getInfo(): UserInfo;
  /** Updates the name and/or untrusted metadata; the cached user is refreshed. */
  update(options: UserUpdateOptions): Promise<UserUpdateResponse>;
  /**
   * Tells whether an email belongs to a new user, a password user or a
   * passwordless user; any other answer rejects (`invalid_response`).
   */
  search(email: string, options?: CallOptions): Promise<UserSearchResponse>;
  /** Removes an email from the user. */
  deleteEmail(emailId: string, options?: CallOptions): Promise<UserDeleteFactorResponse>;
  /** Removes a phone number from the user. */
  deletePhoneNumber(phoneId: string, options?: CallOptions): Promise<UserDeleteFactorResponse>;
  /** Removes a TOTP from the user. */
  deleteTOTP(totpId: string, options?: CallOptions): Promise<UserDeleteFactorResponse>;
  /** Removes a crypto wallet from the user. */
  deleteCryptoWallet(cryptoWalletId: string, options?: CallOptions): Promise<UserDeleteFactorResponse>;
  /** Removes an OAuth registration (by `oauth_user_registration_id`) from the user. */
  deleteOAuthRegistration(oauthUserRegistrationId: string, options?: CallOptions): Promise<UserDeleteFactorResponse>;
  /** Removes a passkey / WebAuthn registration from the user. */
  deleteWebauthnRegistration(webauthnRegistrationId: string, options?: CallOptions): Promise<UserDeleteFactorResponse>;
  /** Removes a biometric registration from the user. */
  deleteBiometricRegistration(biometricRegistrationId: string, options?: CallOptions): Promise<UserDeleteFactorResponse>;
  /** Lists the connected apps the user has granted access. */
  getConnectedApps(options?: CallOptions): Promise<UserConnectedAppsResponse>;
  /** Revokes a connected app's access. */
  revokeConnectedApp(connectedAppId: string, options?: CallOptions): Promise<UserRevokeConnectedAppResponse>;
  /**
   * Calls `callback` whenever the cached user changes (`null` on logout), in
   * the task after the change; returns an unsubscribe.
   */
  onChange(callback: (user: User | null) => void): () => void;
  /** Calls `callback` whenever `getInfo()` changes (initialization included). */
  onInfoChange(callback: (info: UserInfo) => void): () => void;
}

/** The requests of the `user` namespace (loaded on first use); the rest is user-sync.ts. */
export type UserRequests = Omit<UserApi, 'getSync' | 'getInfo' | 'onChange' | 'onInfoChange'>;

/** The `user` namespace. */
export function createUser(ctx: ClientContext): UserRequests {
  function deleteFactor(method: string, field: string, collection: string, id: string, options: CallOptions | undefined) {
    validate(method).isString(field, id).isOptionalObject('options', options).isOptionalSignal('signal', options?.signal);
    return userUpdatingRequest<UserDeleteFactorResponse>(ctx, {
      method: 'DELETE',
      path: `/users/${collection}/${segment(id)}`,
      signal: options?.signal,
    });
  }

  return {
    async get(options) {
      validate('user.get').isOptionalObject('options', options).isOptionalSignal('signal', options?.signal);
      const data = await ctx.http.request<User & Partial<ResponseMeta>>({ method: 'GET', path: '/users/me', signal: options?.signal });
      const user = stripResponseMeta(data);
      ctx.session.updateUser(user);
      return user;
    },

    async update(options) {
      validate('user.update')
        .isObject('options', options)
        .isOptionalObject('name', options.name)
        .isOptionalString('first_name', options.name?.first_name)
        .isOptionalString('middle_name', options.name?.middle_name)
        .isOptionalString('last_name', options.name?.last_name)
        .isOptionalObject('untrusted_metadata', options.untrusted_metadata)
        .isOptionalSignal('signal', options.signal);
      return userUpdatingRequest<UserUpdateResponse>(ctx, {
        method: 'PUT',
        path: '/users/me',
        body: { name: options.name, untrusted_metadata: options.untrusted_metadata },
        signal: options.signal,
      });
    },

    async search(email, options) {
      validate('user.search').isString('email', email).isOptionalObject('options', options).isOptionalSignal('signal', options?.signal);
      const data = await ctx.http.request<Record<string, unknown>>({
        method: 'POST',
        path: '/users/search',
        body: { email },
        retriable: true,
        signal: options?.signal,
      });
      return parseUserSearchResponse(data);
    },

    async deleteEmail(id, options) {
      return deleteFactor('user.deleteEmail', 'email_id', 'emails', id, options);
    },
    async deletePhoneNumber(id, options) {
      return deleteFactor('user.deletePhoneNumber', 'phone_id', 'phone_numbers', id, options);
    },
    async deleteTOTP(id, options) {
      return deleteFactor('user.deleteTOTP', 'totp_id', 'totps', id, options);
    },
    async deleteCryptoWallet(id, options) {
      return deleteFactor('user.deleteCryptoWallet', 'crypto_wallet_id', 'crypto_wallets', id, options);
    },
    async deleteOAuthRegistration(id, options) {
      return deleteFactor('user.deleteOAuthRegistration', 'oauth_user_registration_id', 'oauth', id, options);
    },
    async deleteWebauthnRegistration(id, options) {
      return deleteFactor(
        'user.deleteWebauthnRegistration',
        'webauthn_registration_id',
        'webauthn_registrations',
        id,
        options,
      );
    },
    async deleteBiometricRegistration(id, options) {
      return deleteFactor(
        'user.deleteBiometricRegistration',
        'biometric_registration_id',
        'biometric_registrations',
        id,
        options,
      );
    },

    async getConnectedApps(options) {
      validate('user.getConnectedApps').isOptionalObject('options', options).isOptionalSignal('signal', options?.signal);
      return ctx.http.request<UserConnectedAppsResponse>({ method: 'GET', path: '/users/connected_apps', signal: options?.signal });
    },

    async revokeConnectedApp(connectedAppId, options) {
      validate('user.revokeConnectedApp')
        .isString('connected_app_id', connectedAppId)
        .isOptionalObject('options', options)
        .isOptionalSignal('signal', options?.signal);
      return ctx.http.request<UserRevokeConnectedAppResponse>({
        method: 'POST',
        path: `/users/connected_apps/${segment(connectedAppId)}/revoke`,
        signal: options?.signal,
      });
    },
  };
}
