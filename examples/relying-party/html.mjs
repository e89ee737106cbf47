// HTML of the relying-party example. Every dynamic value goes through
// escapeHtml: claims, userinfo and error descriptions come from other parties.

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** Claims that are times (seconds since the epoch) also read as a date. */
const TIME_CLAIMS = new Set(['exp', 'iat', 'auth_time', 'nbf', 'updated_at']);

function claimText(name, value) {
  if (TIME_CLAIMS.has(name) && typeof value === 'number') return `${value} (${new Date(value * 1000).toISOString()})`;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A definition list of an object's entries (claims, a userinfo response). */
export function definitionList(entries, label) {
  const rows = Object.entries(entries ?? {})
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(claimText(name, value))}</dd>`)
    .join('');
  return rows ? `<dl aria-label="${escapeHtml(label)}">${rows}</dl>` : '<p>None.</p>';
}

/** A POST form with the session's CSRF token and one button. */
export function postButton(action, text, csrf) {
  return (
    `<form method="post" action="${escapeHtml(action)}">` +
    `<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">` +
    `<button type="submit">${escapeHtml(text)}</button></form>`
  );
}

/** A whole page: `body` is HTML built by the functions above. */
export function page(title, body) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" href="data:,">
    <title>${escapeHtml(title)} · Acme Notes</title>
    <link rel="stylesheet" href="/style.css">
  </head>
  <body>
    <header><p class="brand">Acme Notes</p></header>
    <main>
${body}
    </main>
  </body>
</html>
`;
}
