import { splitLinks } from '../i18n/format';
import * as styles from '../theme/styles';
import { cx } from '../theme/css';

export interface LinkedTextProps {
  text: string;
}

/**
 * Text whose http(s) URLs become links (docs/behaviour.md §8.3: links to the
 * provider's site in error text are clickable). Everything else — including
 * server-supplied text — renders as text nodes; no HTML is ever interpreted.
 */
export function LinkedText({ text }: LinkedTextProps) {
  return (
    <>
      {splitLinks(text).map((segment, index) =>
        segment.type === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer" className={cx(styles.link)}>
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
