import { escapeHtml } from '../../../html';
import type { ProviderIdentity } from '../providers';

/**
 * The One Tap prompt the GIS stand-in frames (`GET /_emulator/gsi/prompt`,
 * docs/protocol.md §7.7, "Google One Tap"): the page's host, the account
 * Continue will use, Continue and Close. Its script (nonce'd, no inline
 * handlers) reports its height to the page, asks the emulator for the ID
 * token on Continue (same origin) and hands it to the page; every message goes
 * to the page's exact origin, which the CSP's `frame-ancestors` pins.
 */

export interface PromptPageInput {
  pageOrigin: string;
  clientId: string;
  nonce: string | null;
  context: string;
  fedcm: boolean;
  identity: ProviderIdentity;
  cspNonce: string;
}

const HEADINGS: Record<string, string> = {
  signin: 'Sign in to',
  signup: 'Sign up for',
  use: 'Use',
};

export function givenName(identity: ProviderIdentity): string {
  return identity.name.trim().split(/\s+/)[0] || identity.email;
}

const PROMPT_SCRIPT = String.raw`(function () {
  'use strict';
  var data = document.body.dataset;
  var SOURCE = 'portico-gsi';
  function post(message) {
    message.source = SOURCE;
    window.parent.postMessage(message, data.origin);
  }
  function reportHeight() {
    post({ type: 'height', height: Math.ceil(document.body.getBoundingClientRect().height) });
  }
  window.addEventListener('load', reportHeight);
  if (typeof ResizeObserver === 'function') new ResizeObserver(reportHeight).observe(document.body);
  var continueButton = document.getElementById('continue');
  var status = document.getElementById('status');
  continueButton.addEventListener('click', function () {
    continueButton.disabled = true;
    status.textContent = '';
    fetch('/_emulator/gsi/credential', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: data.clientId, nonce: data.nonce || undefined, origin: data.origin, context: data.context, fedcm: data.fedcm === '1' })
    })
      .then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok || typeof body.credential !== 'string') throw new Error(body.error_message || 'No credential.');
          post({ type: 'credential', credential: body.credential });
        });
      })
      .catch(function (error) {
        continueButton.disabled = false;
        status.textContent = 'Could not sign in: ' + error.message;
      });
  });
  document.getElementById('close').addEventListener('click', function () {
    post({ type: 'close' });
  });
})();
`;

export function renderPromptPage(input: PromptPageInput): string {
  const host = new URL(input.pageOrigin).host;
  const heading = HEADINGS[input.context] ?? HEADINGS.signin!;
  const nonce = escapeHtml(input.cspNonce);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Sign in with Google — emulated One Tap</title>
<style nonce="${nonce}">
html, body { margin: 0; }
body { font: 14px/1.4 system-ui, sans-serif; color: #1f1f1f; background: #fff; }
main { padding: 16px 20px 20px; }
.top { display: flex; align-items: flex-start; justify-content: space-between; gap: 12px; }
h1 { font-size: 16px; font-weight: 500; margin: 0; }
#close { background: none; border: none; font-size: 20px; line-height: 1; cursor: pointer; padding: 0 4px; color: #444; }
.account { display: flex; flex-direction: column; margin: 16px 0; padding: 8px 0; border-top: 1px solid #e0e0e0; border-bottom: 1px solid #e0e0e0; }
.account .name { font-weight: 500; }
.account .email { color: #5f5f5f; }
#continue { width: 100%; padding: 10px; font: inherit; font-weight: 500; color: #fff; background: #0b57d0; border: none; border-radius: 20px; cursor: pointer; }
#continue:disabled { opacity: 0.6; cursor: default; }
.note { margin: 12px 0 0; color: #5f5f5f; font-size: 12px; }
#status { color: #b3261e; margin: 8px 0 0; }
</style>
</head>
<body data-origin="${escapeHtml(input.pageOrigin)}" data-client-id="${escapeHtml(input.clientId)}" data-nonce="${escapeHtml(input.nonce ?? '')}" data-context="${escapeHtml(input.context)}" data-fedcm="${input.fedcm ? '1' : '0'}">
<main>
<div class="top">
<h1>${escapeHtml(heading)} ${escapeHtml(host)} with Google</h1>
<button type="button" id="close" aria-label="Close">×</button>
</div>
<div class="account">
<span class="name">${escapeHtml(input.identity.name)}</span>
<span class="email">${escapeHtml(input.identity.email)}</span>
</div>
<button type="button" id="continue">Continue as ${escapeHtml(givenName(input.identity))}</button>
<p class="note">Emulated Google One Tap (Portico emulator). No real Google account is used.</p>
<p id="status" role="alert"></p>
</main>
<script nonce="${nonce}">${PROMPT_SCRIPT}</script>
</body>
</html>`;
}

/** Only its own style and script, posts back to the emulator, framed only by the page's origin. */
export function promptPageCsp(cspNonce: string, pageOrigin: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${cspNonce}'`,
    `script-src 'nonce-${cspNonce}'`,
    "connect-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${pageOrigin}`,
  ].join('; ');
}
