import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorDeps, EmulatorEnv } from '../../../context';
import { apiError } from '../../../errors';
import { parseBody } from '../../../validation';
import { peekIdentity, takeIdentity } from '../identity-queue';
import { providerInfo } from '../providers';
import { notDisplayedReason } from './display';
import { GSI_CLIENT_SCRIPT } from './gsi-client-script';
import { gsiLog, logGsi } from './gsi-log';
import { promptPageCsp, renderPromptPage } from './gsi-prompt-page';
import { mintGoogleIdToken } from './google-id-token';

/**
 * The Google Identity Services stand-in (docs/protocol.md §7.7, "Google One
 * Tap"), under `/_emulator/gsi`: the script a page loads instead of
 * `https://accounts.google.com/gsi/client`, the display check it asks, the
 * prompt page it frames, the credential that page mints, and the log of all
 * of it.
 */

const GOOGLE = providerInfo('google')!;

export const credentialSchema = z.object({
  client_id: z.string().min(1).max(255),
  nonce: z.string().min(1).max(512).optional(),
  origin: z.string().min(1).max(2048),
  context: z.string().max(20).optional(),
  fedcm: z.boolean().optional(),
});

interface PromptQuery {
  clientId: string | null;
  origin: string | null;
  nonce: string | null;
  context: string;
  fedcm: boolean;
}

function readPromptQuery(c: EmulatorContext): PromptQuery {
  const query = new URL(c.req.url).searchParams;
  return {
    clientId: query.get('client_id') || null,
    origin: query.get('origin') || null,
    nonce: query.get('nonce') || null,
    context: query.get('context') || 'signin',
    fedcm: query.get('fedcm') === '1',
  };
}

function logEntry(query: PromptQuery, outcome: string) {
  return { client_id: query.clientId, origin: query.origin, nonce: query.nonce, fedcm: query.fedcm, context: query.context, outcome };
}

export function gsiRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();

  routes.get('/gsi/client', (c) =>
    c.body(GSI_CLIENT_SCRIPT, 200, {
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
      // Loadable by pages that require CORP on their subresources (COEP).
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Type-Options': 'nosniff',
    }),
  );

  routes.get('/gsi/status', (c) => {
    const query = readPromptQuery(c);
    // A browser's Origin header cannot be forged by the page; the parameter serves tools that send none.
    const origin = c.req.header('origin') ?? query.origin;
    const reason = notDisplayedReason(deps.config, query.clientId, origin);
    logGsi(deps, logEntry({ ...query, origin }, reason ?? 'displayed'));
    // A public yes/no: any page may read it, not only the origins the CORS middleware echoes.
    return c.json(reason === null ? { displayed: true } : { displayed: false, reason }, 200, {
      'Access-Control-Allow-Origin': c.req.header('origin') ?? '*',
      'Cache-Control': 'no-store',
    });
  });

  routes.get('/gsi/prompt', (c) => {
    const query = readPromptQuery(c);
    const reason = notDisplayedReason(deps.config, query.clientId, query.origin);
    if (reason !== null || query.clientId === null || query.origin === null) {
      return c.text(`The One Tap prompt cannot be shown: ${reason ?? 'missing parameters'}.`, 400, { 'Cache-Control': 'no-store' });
    }
    const cspNonce = randomBytes(16).toString('base64');
    const html = renderPromptPage({
      pageOrigin: query.origin,
      clientId: query.clientId,
      nonce: query.nonce,
      context: query.context,
      fedcm: query.fedcm,
      identity: peekIdentity(deps, GOOGLE),
      cspNonce,
    });
    return c.html(html, 200, {
      'Content-Security-Policy': promptPageCsp(cspNonce, query.origin),
      'Cache-Control': 'no-store',
      // Not no-referrer: the page's same-origin POST would then carry `Origin: null`, which the dev API refuses.
      'Referrer-Policy': 'same-origin',
    });
  });

  routes.post('/gsi/credential', async (c) => {
    const body = await parseBody(c, credentialSchema);
    const reason = notDisplayedReason(deps.config, body.client_id, body.origin);
    if (reason !== null) throw apiError(403, reason, `The One Tap prompt may not sign in here: ${reason}.`);
    const credential = await mintGoogleIdToken(deps, {
      clientId: body.client_id,
      nonce: body.nonce,
      identity: takeIdentity(deps, GOOGLE),
    });
    logGsi(deps, {
      client_id: body.client_id,
      origin: body.origin,
      nonce: body.nonce ?? null,
      fedcm: body.fedcm ?? null,
      context: body.context ?? null,
      outcome: 'credential_returned',
    });
    return c.json({ credential }, 200, { 'Cache-Control': 'no-store' });
  });

  routes.get('/gsi/log', (c) => c.json({ entries: gsiLog(deps) }));

  return routes;
}
