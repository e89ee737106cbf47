import type { ReactNode } from 'react';
import { useWidget } from '../context/widget-context';
import type { MessageKey } from '../i18n/messages';

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

export interface FormattedMessageProps {
  id: MessageKey;
  /** Values for `{name}` placeholders; React nodes keep their markup (e.g. a bold email). */
  values: Readonly<Record<string, ReactNode>>;
}

/**
 * A catalogue text whose placeholders are React nodes, so 'An email was sent
 * to {email}.' can show the address in bold while the element's text stays
 * exactly the sentence. Host overrides (`strings`) apply as for `t`.
 */
export function FormattedMessage({ id, values }: FormattedMessageProps) {
  const { t } = useWidget();
  const template = t(id);
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!Object.hasOwn(values, name)) continue;
    if (match.index > cursor) parts.push(template.slice(cursor, match.index));
    // <bdi>: the value keeps its own direction inside a right-to-left sentence (a phone number or an
    // address stays one left-to-right run; docs/i18n.md, "Right to left"); nothing changes in English.
    parts.push(<bdi key={`${name}-${match.index}`}>{values[name]}</bdi>);
    cursor = match.index + match[0].length;
  }
  if (cursor < template.length) parts.push(template.slice(cursor));
  return <>{parts}</>;
}
