/**
 * The emulator's mailbox page (`/_emulator/`): the server's first view, its
 * CSP, the JSON it polls, and its script updating the list in place (run in
 * jsdom with a fake fetch; the script itself is the real one).
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { mailboxClient, type MailboxMessage } from '../../../emulator/src/products/mailbox/mailbox-client';
import { isHttpUrl, relativeTime } from '../../../emulator/src/products/mailbox/mailbox-format';
import { MAILBOX_POLL_MS, renderMailbox } from '../../../emulator/src/products/mailbox/mailbox-page';
import type { MessageRecord } from '../../../emulator/src/products/mailbox/records';
import { TestEmulator } from './helpers';

const NOW = '2026-11-23T12:00:00.000Z';

function message(id: string, sentAt: string, extra: Partial<MessageRecord> = {}): MessageRecord {
  return {
    id,
    channel: 'email',
    from: 'login@portico.test',
    to: `${id}@example.com`,
    subject: 'Your verification code',
    body: `Body of ${id}`,
    link: null,
    code: null,
    sent_at: sentAt,
    ...extra,
  };
}

const OLDEST = message('m1', '2026-11-23T11:30:00.000Z', { code: '111111' });
const MIDDLE = message('m2', '2026-11-23T11:57:55.000Z', {
  subject: 'Your login link',
  link: 'http://localhost:3000/authenticate?token=abc',
});
const NEWEST = message('m3', '2026-11-23T11:59:58.000Z', {
  channel: 'sms',
  subject: null,
  code: '654321',
  body: '<img src=x onerror="window.pwned=1"> 654321 is your code',
  link: 'javascript:alert(1)',
});

function page(messages: MessageRecord[] = [OLDEST, MIDDLE, NEWEST]): Document {
  return new JSDOM(renderMailbox('Portico <dev>', messages, { now: NOW, nonce: 'n0nce' })).window.document;
}

const ids = (doc: Document) => [...doc.querySelectorAll('article')].map((a) => a.dataset.id);

describe('mailbox page HTML', () => {
  it('lists the newest message first', () => {
    expect(ids(page())).toEqual(['m3', 'm2', 'm1']);
    expect(page().getElementById('count')?.textContent).toBe('3 messages, newest first.');
    expect(page([]).getElementById('count')?.textContent).toBe('No messages yet.');
  });

  it('shows the passcode in a large monospace block the reader can select at once, with a Copy button', () => {
    const doc = page();
    const newest = doc.querySelector('article[data-id="m3"]')!;
    expect(newest.querySelector('.code .code-value')?.textContent).toBe('654321');
    const copy = newest.querySelector('.code button.copy');
    expect(copy?.textContent).toBe('Copy');
    expect(copy?.getAttribute('type')).toBe('button');
    const css = doc.querySelector('style')!.textContent!;
    const rule = css.slice(css.indexOf('.code-value {'), css.indexOf('}', css.indexOf('.code-value {')));
    expect(rule).toContain('monospace');
    expect(rule).toContain('font-size: 2rem');
    expect(rule).toContain('user-select: all');
    // A message without a code has no code block.
    expect(doc.querySelector('article[data-id="m2"] .code')).toBeNull();
  });

  it('gives each message a <time datetime> with a relative time', () => {
    const times = [...page().querySelectorAll('time.sent')];
    expect(times.map((t) => t.getAttribute('datetime'))).toEqual([NEWEST.sent_at, MIDDLE.sent_at, OLDEST.sent_at]);
    expect(times.map((t) => t.querySelector('.ago')?.textContent)).toEqual(['just now', '2 min ago', '30 min ago']);
    expect(times[0]?.querySelector('.local')?.textContent).toBe('11:59:58 UTC');
  });

  it('renders message text as text and links only http(s) URLs', () => {
    const doc = page();
    const newest = doc.querySelector('article[data-id="m3"]')!;
    expect(newest.querySelector('img')).toBeNull();
    expect(newest.querySelector('pre.body')?.textContent).toBe(NEWEST.body);
    expect(newest.querySelector('.link a')).toBeNull();
    expect(newest.querySelector('.link')?.textContent).toBe('javascript:alert(1)');
    const link = doc.querySelector<HTMLAnchorElement>('article[data-id="m2"] .link a')!;
    expect(link.getAttribute('href')).toBe(MIDDLE.link);
    expect(link.textContent).toBe(MIDDLE.link);
    expect(doc.title).toBe('Portico <dev> — emulator mailbox');
  });

  it('never reloads itself and never hands message text to an HTML parser', () => {
    const html = renderMailbox('Portico', [NEWEST], { now: NOW, nonce: 'n0nce' });
    expect(html).not.toContain('http-equiv="refresh"');
    const script = new JSDOM(html).window.document.querySelector('script')!;
    expect(script.getAttribute('nonce')).toBe('n0nce');
    for (const sink of ['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'document.write', 'DOMParser']) {
      expect(script.textContent, sink).not.toContain(sink);
    }
    expect(script.textContent).toContain('textContent');
    expect(script.textContent).toContain(`"intervalMs":${MAILBOX_POLL_MS}`);
  });
});

describe('mailbox routes', () => {
  it('serves the page under a nonce-only CSP that matches its style and script', async () => {
    const t = new TestEmulator();
    const res = await t.request('GET', '/_emulator/', { authorization: null });
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'none'");
    const doc = new JSDOM(res.text).window.document;
    expect(doc.querySelector('script')?.getAttribute('nonce')).toBe(nonce);
    expect(doc.querySelector('style')?.getAttribute('nonce')).toBe(nonce);
    const again = await t.request('GET', '/_emulator/', { authorization: null });
    expect(again.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
  });

  it('serves the JSON the page polls: the emulator clock and the messages newest first', async () => {
    const t = new TestEmulator();
    await t.sdk('POST', '/otps/email/login_or_create', { body: { email: 'a@example.com' } });
    await t.sdk('POST', '/otps/sms/login_or_create', { body: { phone_number: '+12015550123' } });
    const res = await t.request('GET', '/_emulator/mailbox.json', { authorization: null });
    expect(res.status).toBe(200);
    expect(res.json.messages.map((m: MessageRecord) => m.channel)).toEqual(['sms', 'email']);
    expect(Date.parse(res.json.now)).not.toBeNaN();
  });
});

describe('mailbox page script', () => {
  /** The page's first view in jsdom, then the real client script with a fake fetch and a short interval. */
  function runClient(first: MessageRecord[]) {
    const dom = new JSDOM(renderMailbox('Portico', first, { now: NOW, nonce: 'n' }).replace(/<script[\s\S]*<\/script>/, ''), {
      runScripts: 'outside-only',
      url: 'http://127.0.0.1:8787/_emulator/',
    });
    let answer: { now: string; messages: MailboxMessage[] } = { now: NOW, messages: [...first].reverse() };
    const fetch = vi.fn(async () => ({ ok: true, status: 200, json: async () => answer }));
    Object.assign(dom.window, { fetch });
    const options = { endpoint: '/_emulator/mailbox.json', now: NOW, intervalMs: 5 };
    dom.window.eval(`(${mailboxClient.toString()})(${JSON.stringify(options)}, ${relativeTime.toString()}, ${isHttpUrl.toString()})`);
    return {
      doc: dom.window.document,
      fetch,
      setMessages(messages: MessageRecord[]) {
        answer = { now: NOW, messages: [...messages].reverse() };
      },
      close: () => dom.window.close(),
    };
  }

  it('adds new messages at the top and keeps the nodes of the ones already shown', async () => {
    const client = runClient([OLDEST]);
    try {
      const oldNode = client.doc.querySelector('article[data-id="m1"]');
      const oldText = oldNode?.querySelector('pre.body')?.firstChild;
      await vi.waitFor(() => expect(client.fetch).toHaveBeenCalled());
      client.setMessages([OLDEST, MIDDLE, NEWEST]);
      await vi.waitFor(() => expect(ids(client.doc)).toEqual(['m3', 'm2', 'm1']));
      // The same element and text node: a selection inside them is not lost.
      expect(client.doc.querySelector('article[data-id="m1"]')).toBe(oldNode);
      expect(client.doc.querySelector('article[data-id="m1"] pre.body')?.firstChild).toBe(oldText);
      expect(client.doc.getElementById('count')?.textContent).toBe('3 messages, newest first.');

      const added = client.doc.querySelector('article[data-id="m3"]')!;
      expect(added.querySelector('.code-value')?.textContent).toBe('654321');
      expect(added.querySelector('button.copy')?.textContent).toBe('Copy');
      expect(added.querySelector('img')).toBeNull();
      expect(added.querySelector('pre.body')?.textContent).toBe(NEWEST.body);
      expect(added.querySelector('.link a')).toBeNull();
      expect(added.querySelector('time.sent')?.getAttribute('datetime')).toBe(NEWEST.sent_at);
      expect(added.querySelector('time.sent .ago')?.textContent).toBe('just now');
      expect(client.doc.querySelector('article[data-id="m2"] .link a')?.getAttribute('href')).toBe(MIDDLE.link);
    } finally {
      client.close();
    }
  });

  it('Copy without the clipboard API selects the code so Ctrl+C copies it', () => {
    const client = runClient([NEWEST]);
    try {
      const button = client.doc.querySelector<HTMLButtonElement>('button.copy')!;
      expect(client.doc.defaultView!.navigator.clipboard).toBeUndefined();
      button.click();
      expect(client.doc.getSelection()?.toString()).toBe('654321');
      expect(button.textContent).toBe('Selected: press Ctrl+C');
      expect(button.getAttribute('aria-label')).toBe('Selected: press Ctrl+C: code 654321');
    } finally {
      client.close();
    }
  });

  it('drops messages the emulator no longer has (after a reset)', async () => {
    const client = runClient([OLDEST, MIDDLE]);
    try {
      client.setMessages([]);
      await vi.waitFor(() => expect(ids(client.doc)).toEqual([]));
      expect(client.doc.getElementById('count')?.textContent).toBe('No messages yet.');
    } finally {
      client.close();
    }
  });
});
