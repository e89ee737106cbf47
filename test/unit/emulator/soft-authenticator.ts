import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software WebAuthn authenticator for unit tests: an ES256 key, `none`
 * attestation, and a sign counter the test controls, so ceremonies (and
 * counter regressions, which a browser's authenticator never produces) can
 * be driven without a browser. Output is the JSON a browser's
 * `PublicKeyCredential.toJSON()` gives (binaries unpadded base64url).
 */

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface SoftCredentialOptions {
  origin: string;
  /** 16 bytes as a UUID string; all zeros by default. */
  aaguid?: string;
  userVerified?: boolean;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly #privateKey: KeyObject;
  readonly #cosePublicKey: Uint8Array;
  counter = 0;
  userHandle: string | null = null;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    this.#cosePublicKey = isoCBOR.encode(cose);
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  #authData(rpId: string, flags: number, attested?: Uint8Array): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** Answers parsed creation options, as `navigator.credentials.create()` would. */
  create(options: any, settings: SoftCredentialOptions & { rpId?: string; challenge?: string }): string {
    const rpId = settings.rpId ?? options.rp.id;
    const aaguid = Buffer.from((settings.aaguid ?? '00000000-0000-0000-0000-000000000000').replace(/-/g, ''), 'hex');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([aaguid, idLength, this.credentialId, this.#cosePublicKey]);
    const flags = FLAG_UP | FLAG_AT | (settings.userVerified === false ? 0 : FLAG_UV);
    const authData = this.#authData(rpId, flags, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: settings.challenge ?? options.challenge,
      origin: settings.origin,
      crossOrigin: false,
    });
    this.userHandle = options.user.id;
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64url(Buffer.from(clientDataJSON)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    });
  }

  /** Answers parsed request options, as `navigator.credentials.get()` would; the counter goes up first. */
  get(options: any, settings: SoftCredentialOptions & { rpId?: string; counter?: number }): string {
    this.counter = settings.counter ?? this.counter + 1;
    const rpId = settings.rpId ?? options.rpId;
    const authData = this.#authData(rpId, FLAG_UP | (settings.userVerified === false ? 0 : FLAG_UV));
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: settings.origin, crossOrigin: false }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.#privateKey);
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    });
  }
}
