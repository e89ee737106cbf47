import { randomBytes } from 'node:crypto';
import type { ApiError } from '../../errors';
import type { ErrorFormat } from '../../error-formats';
import { escapeHtml } from '../../html';
import type { TestIdentity } from './identity';

/**
 * The emulated identity provider's HTML: its login page, the SAML POST
 * binding's auto-submitting form and its error page. Every value is escaped;
 * each page has a strict CSP (style and script by a per-response nonce, forms
 * only to the emulator), as the OAuth sign-in page does (products/oauth/page.ts).
 */

export interface HtmlPage {
  html: string;
  headers: Record<string, string>;
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

function headersFor(csp: string): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=UTF-8',
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    // Not no-referrer: Chromium then sends `Origin: null` with the form's post, which the login route refuses.
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

const STYLE = `body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
main { max-width: 26rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 0.75rem; box-shadow: 0 1px 3px #0002; }
h1 { font-size: 1.375rem; margin: 0 0 0.5rem; }
p { margin: 0 0 1.25rem; color: #52525b; }
label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
input { box-sizing: border-box; width: 100%; padding: 0.5rem 0.625rem; font: inherit; border: 1px solid #a1a1aa; border-radius: 0.375rem; }
button { font: inherit; margin-top: 1.5rem; padding: 0.5rem 1.25rem; border-radius: 0.375rem; border: 1px solid #18181b; background: #18181b; color: #fff; cursor: pointer; }`;

function document(title: string, nonce: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(nonce)}">
${STYLE}
</style>
</head>
<body>
<main>
${body}
</main>${script}
</body>
</html>`;
}

/** Which test identity to assert: prefilled with `identity`, posted to `action` with the page's single-use state. */
export function loginPage(input: {
  protocol: 'SAML' | 'OpenID Connect';
  /** The service provider or client the identity goes to, shown as received. */
  audience: string;
  action: string;
  state: string;
  identity: TestIdentity;
}): HtmlPage {
  const nonce = newNonce();
  const { identity } = input;
  const field = (id: keyof TestIdentity, label: string, value: string, extra = ''): string =>
    `<label for="${id}">${label}</label>\n<input id="${id}" name="${id}" type="${id === 'email' ? 'email' : 'text'}" autocomplete="off"${extra} value="${escapeHtml(value)}">`;
  const body = `<h1>Emulated identity provider</h1>
<p>Sign in to <strong class="audience">${escapeHtml(input.audience)}</strong> over ${input.protocol} as a test identity. No real account is used.</p>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="state" value="${escapeHtml(input.state)}">
${field('email', 'Email', identity.email, ' required')}
${field('first_name', 'First name', identity.first_name)}
${field('last_name', 'Last name', identity.last_name)}
${field('groups', 'Groups (comma-separated)', identity.groups.join(', '))}
<button type="submit">Sign in</button>
</form>`;
  return {
    html: document('Sign in — emulated identity provider', nonce, body),
    headers: headersFor(
      [
        "default-src 'none'",
        `style-src 'nonce-${nonce}'`,
        // No `form-action`: browsers apply it to the redirects a submission leads to, and the
        // sign-in ends on the app's own page (the service provider's redirect after its ACS or
        // callback, from the project's allow-list), an origin this page cannot know.
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
    ),
  };
}

/**
 * The SAML HTTP-POST binding: a form carrying the response to the service
 * provider's ACS URL, submitted by a nonce-allowed script, with a visible
 * button for a browser without JavaScript. The ACS URL is on the emulator's
 * own origin (saml-routes.ts).
 */
export function autoPostPage(input: { acsUrl: string; fields: Readonly<Record<string, string>> }): HtmlPage {
  const nonce = newNonce();
  const hidden = Object.entries(input.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const body = `<h1>Signing you in…</h1>
<p>Sending the signed SAML response to the service provider.</p>
<form id="saml-post" method="post" action="${escapeHtml(input.acsUrl)}">
${hidden}
<button type="submit">Continue</button>
</form>`;
  const script = `\n<script nonce="${escapeHtml(nonce)}">document.getElementById('saml-post').submit();</script>`;
  return {
    html: document('Signing in — emulated identity provider', nonce, body, script),
    headers: headersFor(
      [
        "default-src 'none'",
        `style-src 'nonce-${nonce}'`,
        `script-src 'nonce-${nonce}'`,
        // No `form-action`, as on the login page: the ACS answers with a redirect to the app.
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
    ),
  };
}

export function errorPage(status: number, code: string, message: string): HtmlPage {
  const nonce = newNonce();
  const body = `<h1>Emulated identity provider: ${escapeHtml(code)}</h1>\n<p class="error">${escapeHtml(message)}</p>`;
  return {
    html: document(`Error — emulated identity provider (${status})`, nonce, body),
    headers: headersFor(["default-src 'none'", `style-src 'nonce-${nonce}'`, "form-action 'none'", "base-uri 'none'", "frame-ancestors 'none'"].join('; ')),
  };
}

/** The SAML surface's errors: an HTML page with the status (a browser, not a program, reads them). */
export const pageErrors: ErrorFormat = {
  name: 'emulated-idp-page',
  respond: (error: ApiError) => {
    const page = errorPage(error.status, error.errorType, error.message);
    return new Response(page.html, { status: error.status, headers: page.headers });
  },
};
