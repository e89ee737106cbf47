/** The consent screen's permission sections (a manifest) and the collapsible notice of ungrantable scopes. */
import { useWidget } from '../../context/widget-context';
import { cx } from '../../theme/css';
import type { ConsentManifest } from './consent-manifest';
import * as styles from './idp.styles';

export function ConsentSections({ manifest }: { manifest: ConsentManifest }) {
  return (
    <>
      {manifest.map((section, index) => (
        // A div, not a section: host pages often style their sections.
        <div key={index} role="group" aria-label={section.header}>
          <p className={cx(styles.permissionHeader)}>{section.header}</p>
          <ul className={cx(styles.permissionList)}>
            {section.items.map((item, itemIndex) =>
              typeof item === 'string' ? (
                <li key={itemIndex}>{item}</li>
              ) : (
                <li key={itemIndex}>
                  {item.text}
                  {item.details.length > 0 ? (
                    <ul className={cx(styles.permissionDetails)}>
                      {item.details.map((detail, detailIndex) => (
                        <li key={detailIndex}>{detail}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ),
            )}
          </ul>
        </div>
      ))}
    </>
  );
}

export function UngrantableNotice({ clientName, descriptions }: { clientName: string; descriptions: string[] }) {
  const { t } = useWidget();
  if (descriptions.length === 0) return null;
  return (
    <details className={cx(styles.ungrantable)}>
      <summary>{t('idp.ungrantableNotice', { clientName })}</summary>
      <p>{t('idp.ungrantableList', { clientName })}</p>
      <ul className={cx(styles.permissionDetails)}>
        {descriptions.map((description, index) => (
          <li key={index}>{description}</li>
        ))}
      </ul>
    </details>
  );
}
