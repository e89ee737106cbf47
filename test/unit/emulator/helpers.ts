import { createEmulatorApp, type EmulatorApp, type EmulatorAppOptions } from '../../../emulator/src/app';
import type { SigningKeyRecord } from '../../../emulator/src/signing-keys';
import { generateSigningKey } from '../../../emulator/src/signing-keys';

/** Test helpers: an in-process emulator and small request builders. */

export const PUBLIC_TOKEN = 'public-token-test-emulator';
export const ORIGIN = 'http://localhost:3000';
/** In-process requests go to a loopback host, which the Host check always answers. */
export const BASE_URL = 'http://localhost:8787';

export function basic(secret: string = PUBLIC_TOKEN, publicToken: string = PUBLIC_TOKEN): string {
  return `Basic ${Buffer.from(`${publicToken}:${secret}`).toString('base64')}`;
}

export interface CallOptions {
  body?: unknown;
  /** Session token; defaults to anonymous (the public token again). */
  secret?: string;
  /** Replaces the Authorization header; `null` omits it. */
  authorization?: string | null;
  headers?: Record<string, string>;
  /** Raw body text instead of JSON.stringify(body). */
  rawBody?: string;
}

export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  json: T;
  text: string;
}

let sharedKey: SigningKeyRecord | undefined;

/** One RSA key per test file: generating one costs a few hundred milliseconds. */
export function sharedSigningKey(): SigningKeyRecord {
  sharedKey ??= generateSigningKey();
  return sharedKey;
}

export class TestEmulator {
  readonly emulator: EmulatorApp;

  constructor(options: EmulatorAppOptions = {}) {
    this.emulator = createEmulatorApp({ signingKey: sharedSigningKey(), ...options });
  }

  async request(method: string, url: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.authorization !== null) headers.authorization = options.authorization ?? basic(options.secret);
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const response = await this.emulator.fetch(new Request(`${BASE_URL}${url}`, { method, headers, body }));
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  /** A `/sdk/v1` call. */
  sdk(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    return this.request(method, `/sdk/v1${path}`, options);
  }

  /** A `/_emulator` dev API call (no auth). */
  dev(method: string, path: string, body?: unknown): Promise<CallResult> {
    return this.request(method, `/_emulator${path}`, { body, authorization: null });
  }

  async messages(to?: string): Promise<any[]> {
    const query = to ? `?to=${encodeURIComponent(to)}` : '';
    return (await this.dev('GET', `/messages${query}`)).json.messages;
  }

  async lastMessage(to: string): Promise<any> {
    const all = await this.messages(to);
    const last = all[all.length - 1];
    if (!last) throw new Error(`no message to ${to}`);
    return last;
  }

  async advance(seconds: number): Promise<void> {
    await this.dev('POST', '/clock', { advanceSeconds: seconds });
  }

  /** Logs in by email OTP; returns the authenticate `data`. */
  async loginByEmailOtp(email: string, secret?: string): Promise<any> {
    const sent = await this.sdk('POST', '/otps/email/login_or_create', { body: { email } });
    if (sent.status !== 200) throw new Error(`otp send failed: ${sent.text}`);
    const { code } = await this.lastMessage(email);
    const auth = await this.sdk('POST', '/otps/authenticate', {
      body: { token: code, method_id: sent.json.data.method_id, session_duration_minutes: 30 },
      secret,
    });
    if (auth.status !== 200) throw new Error(`otp authenticate failed: ${auth.text}`);
    return auth.json.data;
  }
}

/** The top-level error body every non-2xx JSON answer must have. */
export function expectErrorShape(result: CallResult, status: number, errorType: string): void {
  const body = result.json as Record<string, unknown>;
  if (result.status !== status || body?.error_type !== errorType) {
    throw new Error(`expected ${status} ${errorType}, got ${result.status} ${result.text}`);
  }
}
