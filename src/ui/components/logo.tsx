import { useWidget } from '../context/widget-context';
import * as styles from '../theme/styles';
import { cx } from '../theme/css';

/**
 * Only http(s) and same-document relative URLs load as the logo; `javascript:`/`data:` etc. are
 * dropped. A relative URL is judged against a fixed http base, not the page's address, so the
 * server's markup and the browser's agree (docs/architecture.md, "Server rendering").
 */
export function safeImageUrl(url: string): string | undefined {
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  try {
    const parsed = new URL(trimmed, 'http://localhost/');
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

/** The host's logo from the theme, at most 50px high and 100px wide (docs/behaviour.md §3.2). */
export function Logo() {
  const { theme, t } = useWidget();
  const url = theme.logo?.logoImageUrl;
  const src = typeof url === 'string' ? safeImageUrl(url) : undefined;
  if (src === undefined) return null;
  return <img src={src} alt={t('common.logo')} className={cx(styles.logo)} />;
}
