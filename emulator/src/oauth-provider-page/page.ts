import { escapeHtml } from '../html';

/**
 * The emulated provider's sign-in page, shared by the consumer `oauth` product
 * and the B2B product (a product imports no other's internals,
 * docs/architecture.md "How to add an emulator product"): the identity to
 * sign in as (prefilled, editable; for a B2B provider also its tenant) and
 * Continue / Cancel, posted back to `action` with the single-use state. No
 * script and no remote assets; every value is escaped, and the CSP allows only
 * the page's own style, the post to the emulator and the redirect that follows
 * it (Chromium applies `form-action` to a form's redirects too).
 */

/** The identity the page offers. */
export interface OfferedIdentity {
  email: string;
  name: string;
}

/** A B2B provider's tenant field (Google `hd`, Microsoft `tid`, …): its label and offered value. */
export interface OfferedTenant {
  label: string;
  value: string;
}

export function renderSignInPage(input: {
  info: { readonly displayName: string };
  /** Where the form posts (the product's callback path). */
  action: string;
  projectName: string;
  identity: OfferedIdentity;
  tenant?: OfferedTenant;
  state: string;
  nonce: string;
  /** The scopes the grant will hold (defaults plus `custom_scopes`). */
  scopes: readonly string[];
  /** The start URL's `provider_<key>` parameters, shown as received. */
  providerParams: Readonly<Record<string, string>>;
}): string {
  const { info, identity } = input;
  const name = escapeHtml(info.displayName);
  const nonce = escapeHtml(input.nonce);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${name} — emulated provider</title>
<style nonce="${nonce}">
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
main { max-width: 26rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 0.75rem; box-shadow: 0 1px 3px #0002; }
h1 { font-size: 1.375rem; margin: 0 0 0.5rem; }
p { margin: 0 0 1.25rem; color: #52525b; }
h2 { font-size: 1rem; margin: 1rem 0 0.25rem; }
ul, dl { margin: 0; padding-left: 1.25rem; }
dt { font-weight: 600; }
dd { margin: 0 0 0.25rem 1rem; }
label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
input { box-sizing: border-box; width: 100%; padding: 0.5rem 0.625rem; font: inherit; border: 1px solid #a1a1aa; border-radius: 0.375rem; }
.actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
button { font: inherit; padding: 0.5rem 1.25rem; border-radius: 0.375rem; border: 1px solid #18181b; cursor: pointer; }
button[value="continue"] { background: #18181b; color: #fff; }
button[value="cancel"] { background: #fff; color: #18181b; }
</style>
</head>
<body>
<main>
<h1>Sign in with ${name}</h1>
<p>Emulated ${name} sign-in for ${escapeHtml(input.projectName)}. No real ${name} account is used.</p>
<h2>Requested access</h2>
<ul class="scopes">${input.scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join('')}</ul>
${
  Object.keys(input.providerParams).length === 0
    ? ''
    : `<h2>Provider parameters</h2>\n<dl class="params">${Object.entries(input.providerParams)
        .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
        .join('')}</dl>`
}
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="state" value="${escapeHtml(input.state)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="off" required value="${escapeHtml(identity.email)}">
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="off" value="${escapeHtml(identity.name)}">
${
  input.tenant === undefined
    ? ''
    : `<label for="tenant">${escapeHtml(input.tenant.label)}</label>\n<input id="tenant" name="tenant" type="text" autocomplete="off" required value="${escapeHtml(input.tenant.value)}">\n`
}<div class="actions">
<button type="submit" name="action" value="continue">Continue</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>
</main>
</body>
</html>`;
}

function originOf(url: string): string | null {
  const origin = URL.canParse(url) ? new URL(url).origin : 'null';
  return origin === 'null' ? null : origin;
}

/** The page's policy; `redirectOrigins` are the (already allow-listed) origins the post may redirect to. */
function signInPageCsp(nonce: string, redirectOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `form-action 'self' ${[...new Set(redirectOrigins)].join(' ')}`.trim(),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The page's response headers; `redirectUrls` are the (already allow-listed) URLs the post may redirect to. */
export function signInPageHeaders(nonce: string, redirectUrls: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': signInPageCsp(nonce, redirectUrls.flatMap((url) => originOf(url) ?? [])),
    'Cache-Control': 'no-store',
    // Not no-referrer: Chromium then sends `Origin: null` with the form's post, which the callback refuses.
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}
