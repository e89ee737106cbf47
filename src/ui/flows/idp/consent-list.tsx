/**
 * The consent screen's permission sections (a manifest) and the collapsible
 * notice of ungrantable scopes (docs/behaviour.md §2.8). Each permission is a
 * row: an icon, its line, and its details under it; no list bullets.
 */
import { CheckCircleIcon, CloseIcon } from '../../components/icons';
import { useWidget } from '../../context/widget-context';
import { cx } from '../../theme/css';
import type { ConsentItem, ConsentManifest } from './consent-manifest';
import * as styles from './idp.styles';

function PermissionRow({ item, granted }: { item: ConsentItem; granted: boolean }) {
  const text = typeof item === 'string' ? item : item.text;
  const details = typeof item === 'string' ? [] : item.details;
  const Icon = granted ? CheckCircleIcon : CloseIcon;
  return (
    <li className={cx(styles.permissionRow)}>
      <Icon />
      <div className={cx(styles.permissionText)}>
        <span className={cx(styles.permissionName)}>{text}</span>
        {details.length > 0 ? (
          <ul className={cx(styles.permissionDetails)}>
            {details.map((detail, index) => (
              <li key={index}>{detail}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

export function ConsentSections({ manifest }: { manifest: ConsentManifest }) {
  return (
    <>
      {manifest.map((section, index) => (
        // A div, not a section: host pages often style their sections.
        <div key={index} role="group" aria-label={section.header}>
          <p className={cx(styles.permissionHeader)}>{section.header}</p>
          <ul className={cx(styles.permissionList)}>
            {section.items.map((item, itemIndex) => (
              <PermissionRow key={itemIndex} item={item} granted />
            ))}
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
      <ul className={cx(styles.permissionList)}>
        {descriptions.map((description, index) => (
          <PermissionRow key={index} item={description} granted={false} />
        ))}
      </ul>
    </details>
  );
}
