/**
 * The logged-in user's profile and factors (docs/protocol.md §7.3).
 */
import type { ClientContext, RequestOptions } from '../client-context';
import type { User, UserName } from '../wire-types';
import { validate } from '../validate';
import type { UserInfo } from '../session/session-observers';
import { segment, stripResponseMeta, userUpdatingRequest, type ResponseMeta } from './shared';

/** Options of `user.update`. */
export interface UserUpdateOptions {
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

/** `data` of `POST /users/search`: which password screen applies to the email. */
export interface UserSearchResponse extends Partial<ResponseMeta> {
  userType: 'new' | 'password' | 'passwordless';
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
  get(): Promise<User>;
  /** The cached user, or `null` without a session. */
  getSync(): User | null;
  /**
   * The user with `isInitialized` and `fromCache`, as `session.getInfo()`;
   * the same object until something in it changes.
   */
  getInfo(): UserInfo;
  /** Updates the name and/or untrusted metadata; the cached user is refreshed. */
  update(options: UserUpdateOptions): Promise<UserUpdateResponse>;
  /** Tells whether an email belongs to a new user, a password user or a passwordless user. */
  search(email: string, options?: { signal?: AbortSignal }): Promise<UserSearchResponse>;
  /** Removes an email from the user. */
  deleteEmail(emailId: string): Promise<UserDeleteFactorResponse>;
  /** Removes a phone number from the user. */
  deletePhoneNumber(phoneId: string): Promise<UserDeleteFactorResponse>;
  /** Removes a TOTP from the user. */
  deleteTOTP(totpId: string): Promise<UserDeleteFactorResponse>;
  /** Removes a crypto wallet from the user. */
  deleteCryptoWallet(cryptoWalletId: string): Promise<UserDeleteFactorResponse>;
  /** Removes an OAuth registration (by `oauth_user_registration_id`) from the user. */
  deleteOAuthRegistration(oauthUserRegistrationId: string): Promise<UserDeleteFactorResponse>;
  /** Removes a passkey / WebAuthn registration from the user. */
  deleteWebauthnRegistration(webauthnRegistrationId: string): Promise<UserDeleteFactorResponse>;
  /** Removes a biometric registration from the user. */
  deleteBiometricRegistration(biometricRegistrationId: string): Promise<UserDeleteFactorResponse>;
  /** Lists the connected apps the user has granted access. */
  getConnectedApps(): Promise<UserConnectedAppsResponse>;
  /** Revokes a connected app's access. */
  revokeConnectedApp(connectedAppId: string): Promise<UserRevokeConnectedAppResponse>;
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
  function deleteFactor(method: string, field: string, collection: string, id: string) {
    validate(method).isString(field, id);
    const options: RequestOptions = { method: 'DELETE', path: `/users/${collection}/${segment(id)}` };
    return userUpdatingRequest<UserDeleteFactorResponse>(ctx, options);
  }

  return {
    async get() {
      const data = await ctx.http.request<User & Partial<ResponseMeta>>({ method: 'GET', path: '/users/me' });
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
        .isOptionalObject('untrusted_metadata', options.untrusted_metadata);
      return userUpdatingRequest<UserUpdateResponse>(ctx, {
        method: 'PUT',
        path: '/users/me',
        body: { name: options.name, untrusted_metadata: options.untrusted_metadata },
      });
    },

    async search(email, options) {
      validate('user.search').isString('email', email).isOptionalObject('options', options);
      return ctx.http.request<UserSearchResponse>({
        method: 'POST',
        path: '/users/search',
        body: { email },
        retriable: true,
        ...(options?.signal ? { signal: options.signal } : {}),
      });
    },

    async deleteEmail(id) {
      return deleteFactor('user.deleteEmail', 'email_id', 'emails', id);
    },
    async deletePhoneNumber(id) {
      return deleteFactor('user.deletePhoneNumber', 'phone_id', 'phone_numbers', id);
    },
    async deleteTOTP(id) {
      return deleteFactor('user.deleteTOTP', 'totp_id', 'totps', id);
    },
    async deleteCryptoWallet(id) {
      return deleteFactor('user.deleteCryptoWallet', 'crypto_wallet_id', 'crypto_wallets', id);
    },
    async deleteOAuthRegistration(id) {
      return deleteFactor('user.deleteOAuthRegistration', 'oauth_user_registration_id', 'oauth', id);
    },
    async deleteWebauthnRegistration(id) {
      return deleteFactor(
        'user.deleteWebauthnRegistration',
        'webauthn_registration_id',
        'webauthn_registrations',
        id,
      );
    },
    async deleteBiometricRegistration(id) {
      return deleteFactor(
        'user.deleteBiometricRegistration',
        'biometric_registration_id',
        'biometric_registrations',
        id,
      );
    },

    async getConnectedApps() {
      return ctx.http.request<UserConnectedAppsResponse>({ method: 'GET', path: '/users/connected_apps' });
    },

    async revokeConnectedApp(connectedAppId) {
      validate('user.revokeConnectedApp').isString('connected_app_id', connectedAppId);
      return ctx.http.request<UserRevokeConnectedAppResponse>({
        method: 'POST',
        path: `/users/connected_apps/${segment(connectedAppId)}/revoke`,
      });
    },
  };
}
