import type { Product } from '../product';
import { WEBAUTHN_CHALLENGES, WEBAUTHN_CREDENTIALS } from './records';
import { webauthnRoutes } from './routes';

/**
 * WebAuthn / passkeys: registration and sign-in ceremonies verified with
 * @simplewebauthn/server, credentials (public key, sign counter) in their own
 * collection, single-use expiring challenges, and renaming. The user-facing
 * registrations live on the user record (`webauthn_registrations`), so
 * removing one is the users product's `DELETE /users/webauthn_registrations/<id>`,
 * which also deletes the credential (it is `factorOf` the registration id).
 */
const webauthn: Product = {
  name: 'webauthn',
  collections: [WEBAUTHN_CREDENTIALS, WEBAUTHN_CHALLENGES],
  sdkRoutes: webauthnRoutes,
};

export default webauthn;
