import { Hono } from 'hono';
import { z } from 'zod';
import { requireSession } from '../../auth';
import { ok, type EmulatorContext, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { parseBody, sessionDurationSchema } from '../../validation';
import {
  authenticatePayload,
  createUser,
  findUserById,
  findUserByWallet,
  startSession,
  type ReadonlyUser,
} from '../../kernel';
import { canonicalAddress, isWalletType, type WalletType } from './addresses';
import { plainChallenge, saveChallenge, takeChallenge } from './challenges';
import { CryptoWalletErrors } from './errors';
import { parseSignature, verifySignature } from './signatures';
import { buildSiweMessage, siweParamsSchema } from './siwe';
import { addWallet, otherOwner, walletFactor } from './wallets';

/**
 * Crypto wallets (docs/protocol.md §7.5): `authenticate/start/primary` (no
 * session: a sign-in) or `start/secondary` (the session's user adds the
 * wallet) hands out the text to sign; `authenticate` checks the signature
 * (secp256k1 recovery over EIP-191 for Ethereum, ed25519 for Solana) and logs
 * the wallet's user in, creating one on a first sign-in. `captcha_token` and
 * `dfp_telemetry_id` are accepted and ignored.
 */

const addressSchema = z.string().min(1).max(256);
const fieldErrors = { crypto_wallet_type: CryptoWalletErrors.invalidType };

const startSchema = z.object({
  crypto_wallet_address: addressSchema,
  crypto_wallet_type: z.string(),
  siwe_params: siweParamsSchema.optional(),
});

const authenticateSchema = z.object({
  crypto_wallet_address: addressSchema,
  crypto_wallet_type: z.string(),
  signature: z.string().min(1).max(1024),
  session_duration_minutes: sessionDurationSchema,
});

function walletTypeOf(type: string): WalletType {
  if (!isWalletType(type)) throw CryptoWalletErrors.invalidType();
  return type;
}

export function cryptoWalletRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();

  async function start(c: EmulatorContext, user: ReadonlyUser | null): Promise<Response> {
    const body = await parseBody(c, startSchema, fieldErrors);
    const type = walletTypeOf(body.crypto_wallet_type);
    const address = canonicalAddress(type, body.crypto_wallet_address);
    if (body.siwe_params && type !== 'ethereum') throw CryptoWalletErrors.siweIncompatibleType();
    // Refused now rather than after the user has signed.
    if (user && otherOwner(deps, user, type, address)) throw CryptoWalletErrors.walletOfAnotherUser();
    // SIWE when the project requires it (the bootstrap's siwe_required_for_crypto_wallets) or the caller asks for it.
    const siwe =
      type === 'ethereum' && (deps.config.siweRequired || body.siwe_params)
        ? buildSiweMessage(deps, body.siwe_params ?? {}, address)
        : null;
    const message = siwe?.message ?? plainChallenge(deps);
    saveChallenge(deps, { type, address, message, userId: user?.user_id ?? null, notBefore: siwe?.notBefore ?? null });
    return ok(c, { ...(user ? { user_id: user.user_id } : {}), challenge: message });
  }

  routes.post('/crypto_wallets/authenticate/start/primary', (c) => start(c, null));
  routes.post('/crypto_wallets/authenticate/start/secondary', (c) => start(c, requireSession(c).user));

  routes.post('/crypto_wallets/authenticate', async (c) => {
    const body = await parseBody(c, authenticateSchema, fieldErrors);
    const type = walletTypeOf(body.crypto_wallet_type);
    const address = canonicalAddress(type, body.crypto_wallet_address);
    // Malformed signatures are refused before the pending challenge is used up.
    const signature = parseSignature(type, body.signature);
    const pending = takeChallenge(deps, type, address);
    if (!verifySignature(signature, pending.message, address)) throw CryptoWalletErrors.signatureMismatch();

    let user: ReadonlyUser;
    if (pending.userId !== null) {
      // A secondary challenge adds the wallet to the user who asked for it, who must still be the caller.
      const { user: caller } = requireSession(c);
      if (caller.user_id !== pending.userId) throw CryptoWalletErrors.noPendingChallenge();
      user = caller;
    } else {
      user = findUserByWallet(deps, type, address) ?? createUser(deps, {});
    }
    const wallet = addWallet(deps, user, type, address);
    const issued = startSession(c, deps, {
      user: findUserById(deps, user.user_id) ?? user,
      factor: walletFactor(deps, wallet),
      durationMinutes: body.session_duration_minutes,
    });
    const current = findUserById(deps, user.user_id) ?? user;
    return ok(c, await authenticatePayload(deps, current, issued));
  });

  return routes;
}
