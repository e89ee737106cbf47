/**
 * The mailbox page's script. It is not bundled for the browser: the page
 * inlines `mailboxClient.toString()` (so the function must be self-contained:
 * no imports, no outside references; its helpers arrive as arguments).
 *
 * It polls the JSON outbox and updates the list in place, without reloading:
 * nodes of messages already shown are kept as they are, so a text selection
 * in them survives an update, and new messages are inserted at the top. Every
 * piece of message text is set with textContent, never parsed as HTML.
 */

export interface MailboxMessage {
  id: string;
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  link: string | null;
  code: string | null;
  sent_at: string;
}

export interface MailboxClientOptions {
  /** The JSON outbox: `{ now, messages }`, newest first. */
  endpoint: string;
  /** The emulator's clock when the page was rendered (it can run ahead of the wall clock). */
  now: string;
  intervalMs: number;
}

export function mailboxClient(
  options: MailboxClientOptions,
  relativeTime: (sentMs: number, nowMs: number) => string,
  isHttpUrl: (value: string) => boolean,
): void {
  const list = document.getElementById('messages') as HTMLElement;
  const count = document.getElementById('count') as HTMLElement;
  const status = document.getElementById('status') as HTMLElement;
  /** The emulator's clock minus this browser's, so "2 min ago" follows the emulator's time. */
  let offsetMs = Date.parse(options.now) - Date.now();

  const nodes = new Map<string, HTMLElement>();
  list.querySelectorAll<HTMLElement>('article[data-id]').forEach((article) => {
    nodes.set(article.dataset.id ?? '', article);
  });
  let shownIds = [...nodes.keys()].join('\n');

  function el(tag: string, className?: string, text?: string): HTMLElement {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function setText(node: Element | null, text: string): void {
    // Writing the same text would still replace the text node (and drop a selection in it).
    if (node && node.textContent !== text) node.textContent = text;
  }

  /** The same structure the server renders (mailbox-page.ts renderMessage). */
  function renderMessage(message: MailboxMessage): HTMLElement {
    const article = el('article', 'message');
    article.dataset.id = message.id;
    const header = el('header');
    header.append(el('span', 'channel', message.channel));
    const to = el('span', 'to', 'to ');
    to.append(el('strong', undefined, message.to));
    header.append(to);
    const time = el('time', 'sent');
    time.setAttribute('datetime', message.sent_at);
    time.append(el('span', 'ago'), document.createTextNode(' · '), el('span', 'local'));
    header.append(time);
    article.append(header);
    if (message.subject !== null) article.append(el('h2', undefined, message.subject));
    if (message.code !== null) {
      const code = el('div', 'code');
      code.append(el('span', 'code-label', 'Code'), el('code', 'code-value', message.code));
      const copy = el('button', 'copy', 'Copy');
      copy.setAttribute('type', 'button');
      copy.setAttribute('aria-label', `Copy code ${message.code}`);
      code.append(copy);
      article.append(code);
    }
    if (message.link !== null) {
      const link = el('p', 'link');
      if (isHttpUrl(message.link)) {
        const a = el('a', undefined, message.link) as HTMLAnchorElement;
        a.href = message.link;
        a.rel = 'noreferrer';
        link.append(a);
      } else {
        link.textContent = message.link;
      }
      article.append(link);
    }
    article.append(el('pre', 'body', message.body));
    return article;
  }

  function localTime(ms: number): string {
    const date = new Date(ms);
    const sameDay = date.toDateString() === new Date(Date.now() + offsetMs).toDateString();
    return sameDay ? date.toLocaleTimeString() : date.toLocaleString();
  }

  function updateTimes(): void {
    const nowMs = Date.now() + offsetMs;
    list.querySelectorAll('time.sent').forEach((time) => {
      const sentMs = Date.parse(time.getAttribute('datetime') ?? '');
      if (Number.isNaN(sentMs)) return;
      setText(time.querySelector('.ago'), relativeTime(sentMs, nowMs));
      setText(time.querySelector('.local'), localTime(sentMs));
    });
  }

  function updateCount(n: number): void {
    setText(count, n === 0 ? 'No messages yet.' : `${n} message${n === 1 ? '' : 's'}, newest first.`);
  }

  /** Puts `messages` (newest first) on the page, reusing every node already shown. */
  function apply(messages: MailboxMessage[]): void {
    const wanted = new Set(messages.map((m) => m.id));
    for (const [id, node] of nodes) {
      if (!wanted.has(id)) {
        node.remove();
        nodes.delete(id);
      }
    }
    let next: Element | null = list.firstElementChild;
    for (const message of messages) {
      let node = nodes.get(message.id);
      if (!node) {
        node = renderMessage(message);
        nodes.set(message.id, node);
      }
      if (node === next) next = node.nextElementSibling;
      else list.insertBefore(node, next);
    }
    updateCount(messages.length);
  }

  async function poll(): Promise<void> {
    try {
      const response = await fetch(options.endpoint, { cache: 'no-store', headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const data = (await response.json()) as { now: string; messages: MailboxMessage[] };
      offsetMs = Date.parse(data.now) - Date.now();
      const ids = data.messages.map((m) => m.id).join('\n');
      if (ids !== shownIds) {
        apply(data.messages);
        shownIds = ids;
      }
      setText(status, '');
    } catch {
      setText(status, 'The emulator is not answering; retrying…');
    }
    updateTimes();
    setTimeout(() => void poll(), options.intervalMs);
  }

  /** Copy: the clipboard API where allowed, else select the code so Ctrl+C copies it. */
  list.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest('button.copy');
    const code = button?.closest('.code')?.querySelector('.code-value');
    if (!button || !code) return;
    const text = code.textContent ?? '';
    /** Says what happened on the button (its name too, for screen readers), then goes back to 'Copy'. */
    const flash = (label: string) => {
      button.textContent = label;
      button.setAttribute('aria-label', `${label}: code ${text}`);
      setTimeout(() => {
        button.textContent = 'Copy';
        button.setAttribute('aria-label', `Copy code ${text}`);
      }, 3000);
    };
    const selectCode = () => {
      const range = document.createRange();
      range.selectNodeContents(code);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      flash('Selected: press Ctrl+C');
    };
    const clipboard = navigator.clipboard;
    if (!clipboard?.writeText) {
      selectCode();
      return;
    }
    clipboard.writeText(text).then(() => flash('Copied'), selectCode);
  });

  updateTimes();
  setTimeout(() => void poll(), options.intervalMs);
}
