import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { EmulatorDeps, EmulatorEnv } from '../../context';
import { escapeHtml } from '../../html';
import type { DeepReadonly } from '../../store/readonly';
import { MESSAGES, type MessageRecord } from './records';
import { mailboxClient, type MailboxClientOptions } from './mailbox-client';
import { isHttpUrl, relativeTime } from './mailbox-format';

/**
 * `GET /_emulator/`: a human-readable mailbox of everything "sent", newest
 * first, and `GET /_emulator/mailbox.json`, what its script polls to update
 * the list in place (no reload, so a selection survives). All text is
 * escaped here and set with textContent by the script; only http(s) links
 * become clickable, so a crafted redirect URL (e.g. `javascript:`) cannot run
 * script in the page. The page carries its own nonce-only CSP.
 */

/** How often the page asks for new messages. */
export const MAILBOX_POLL_MS = 2000;
const MAILBOX_JSON_PATH = '/_emulator/mailbox.json';

/** The clock text before the page's script localises it (the server does not know the reader's time zone). */
function utcTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(11, 19)} UTC`;
}

/** One message; mailbox-client.ts renderMessage builds the same structure for new ones. */
function renderMessage(message: DeepReadonly<MessageRecord>, nowMs: number): string {
  const code =
    message.code === null
      ? ''
      : `<div class="code"><span class="code-label">Code</span><code class="code-value">${escapeHtml(message.code)}</code>` +
        `<button type="button" class="copy" aria-label="Copy code ${escapeHtml(message.code)}">Copy</button></div>`;
  const link =
    message.link === null
      ? ''
      : isHttpUrl(message.link)
        ? `<p class="link"><a href="${escapeHtml(message.link)}" rel="noreferrer">${escapeHtml(message.link)}</a></p>`
        : `<p class="link">${escapeHtml(message.link)}</p>`;
  return `<article class="message" data-id="${escapeHtml(message.id)}">
<header><span class="channel">${escapeHtml(message.channel)}</span><span class="to">to <strong>${escapeHtml(message.to)}</strong></span><time class="sent" datetime="${escapeHtml(message.sent_at)}"><span class="ago">${escapeHtml(relativeTime(Date.parse(message.sent_at), nowMs))}</span> · <span class="local">${escapeHtml(utcTime(message.sent_at))}</span></time></header>
${message.subject === null ? '' : `<h2>${escapeHtml(message.subject)}</h2>`}${code}${link}<pre class="body">${escapeHtml(message.body)}</pre>
</article>`;
}

/** JSON inside a <script>: no `<` at all, so no `</script>` or `<!--` can end or bend it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface MailboxRenderOptions {
  /** The emulator's clock (ISO); relative times are counted from it. */
  now: string;
  /** The nonce of the page's style and script elements (matches the CSP header). */
  nonce: string;
}

/** The mailbox page. `messages` are in sending order (oldest first), as the store keeps them. */
export function renderMailbox(projectName: string, messages: ReadonlyArray<DeepReadonly<MessageRecord>>, options: MailboxRenderOptions): string {
  const nowMs = Date.parse(options.now);
  const items = [...messages]
    .reverse()
    .map((m) => renderMessage(m, nowMs))
    .join('\n');
  const n = messages.length;
  const clientOptions: MailboxClientOptions = { endpoint: MAILBOX_JSON_PATH, now: options.now, intervalMs: MAILBOX_POLL_MS };
  const nonce = escapeHtml(options.nonce);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(projectName)} — emulator mailbox</title>
<style nonce="${nonce}">
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #19303d; }
  .message { border: 1px solid #ccd; border-radius: 8px; padding: 1rem; margin: 1rem 0; overflow-wrap: anywhere; }
  .message header { display: flex; gap: 0.25rem 1rem; flex-wrap: wrap; font-size: 0.9rem; }
  .channel { text-transform: uppercase; font-weight: bold; }
  .message h2 { font-size: 1.1rem; margin: 0.75rem 0; }
  .code { display: flex; align-items: center; gap: 1rem; flex-wrap: wrap; margin: 0.75rem 0; }
  .code-label { font-size: 0.9rem; }
  .code-value { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 2rem; letter-spacing: 0.15em;
    padding: 0.25rem 0.75rem; background: #eef2f5; border-radius: 6px; user-select: all; -webkit-user-select: all; }
  .copy { font: inherit; padding: 0.4rem 1rem; border-radius: 4px; border: 1px solid #19303d; background: #19303d; color: #fff; cursor: pointer; }
  .link a { color: #0b5cad; }
  .body { white-space: pre-wrap; overflow-wrap: anywhere; font-size: 0.9rem; color: #3c5563; }
  #status:empty { display: none; }
  #status { color: #8b1214; }
</style>
</head>
<body>
<h1>${escapeHtml(projectName)} — mailbox</h1>
<p id="count">${n === 0 ? 'No messages yet.' : `${n} message${n === 1 ? '' : 's'}, newest first.`}</p>
<p>New messages appear at the top by themselves.</p>
<p id="status" role="status"></p>
<div id="messages">
${items}
</div>
<script nonce="${nonce}">
(${mailboxClient.toString()})(${scriptJson(clientOptions)}, ${relativeTime.toString()}, ${isHttpUrl.toString()});
</script>
</body>
</html>`;
}

/** A nonce-only policy: the page's own style and script, fetches to the emulator itself, nothing else. */
function mailboxCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function mailboxRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.get('/', (c) => {
    const nonce = randomBytes(16).toString('base64');
    const html = renderMailbox(deps.config.projectName, deps.store.of(MESSAGES).values(), { now: deps.clock.iso(), nonce });
    return c.html(html, 200, { 'Content-Security-Policy': mailboxCsp(nonce), 'Cache-Control': 'no-store' });
  });
  /** What the page polls: the emulator's clock and the messages, newest first. */
  routes.get('/mailbox.json', (c) =>
    c.json({ now: deps.clock.iso(), messages: deps.store.of(MESSAGES).values().reverse() }, 200, { 'Cache-Control': 'no-store' }),
  );
  return routes;
}
