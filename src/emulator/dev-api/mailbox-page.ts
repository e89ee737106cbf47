import { Hono } from 'hono';
import type { EmulatorDeps, EmulatorEnv } from '../context';
import type { MessageRecord } from '../model';

/**
 * `GET /_emulator/`: a human-readable mailbox of everything "sent". All text
 * is escaped; only http(s) links become clickable, so a crafted redirect URL
 * (e.g. `javascript:`) cannot run script in the page.
 */

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function renderMessage(message: MessageRecord): string {
  const link =
    message.link === null
      ? ''
      : isHttpUrl(message.link)
        ? `<p class="link"><a href="${escapeHtml(message.link)}" rel="noreferrer">Open link</a></p>`
        : `<p class="link">${escapeHtml(message.link)}</p>`;
  const code = message.code === null ? '' : `<p class="code">Code: <strong>${escapeHtml(message.code)}</strong></p>`;
  return `<article>
  <header>
    <span class="channel">${escapeHtml(message.channel)}</span>
    <span>to <strong>${escapeHtml(message.to)}</strong></span>
    <time datetime="${escapeHtml(message.sent_at)}">${escapeHtml(message.sent_at)}</time>
  </header>
  ${message.subject === null ? '' : `<h2>${escapeHtml(message.subject)}</h2>`}
  <pre>${escapeHtml(message.body)}</pre>
  ${code}${link}
</article>`;
}

export function renderMailbox(projectName: string, messages: MessageRecord[]): string {
  const items = [...messages].reverse().map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="5">
<title>${escapeHtml(projectName)} — emulator mailbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #19303d; }
  article { border: 1px solid #ccd; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  header { display: flex; gap: 1rem; flex-wrap: wrap; font-size: 0.9rem; }
  .channel { text-transform: uppercase; font-weight: bold; }
  pre { white-space: pre-wrap; word-break: break-all; }
  h2 { font-size: 1.1rem; }
</style>
</head>
<body>
<h1>${escapeHtml(projectName)} — mailbox</h1>
<p>${messages.length} message${messages.length === 1 ? '' : 's'}, newest first. This page refreshes every 5 seconds.</p>
${items || '<p>No messages yet.</p>'}
</body>
</html>`;
}

export function mailboxRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.get('/', (c) => c.html(renderMailbox(deps.config.projectName, deps.store.state.messages)));
  return routes;
}
