/**
 * `<PorticoWidget {...props} />`: the one element `src/mount` and
 * `src/react` render for every mount kind. Its styles are one `<style>`
 * element at its root (theme/style-sheet.tsx), carrying the CSP nonce the
 * caller provides through `StyleNonceContext`.
 */
import type { WidgetProps } from './widget-props';
import { WidgetRoot } from './widget-root';

export type { WidgetKind, WidgetProps } from './widget-props';

/**
 * - `login`: the login widget (Main and the magic-link and passcode flows);
 * - `resetPassword`, `passkeyRegistration`, `identityProvider`: a placeholder
 *   screen with a heading until their flows land.
 */
export function PorticoWidget(props: WidgetProps) {
  return <WidgetRoot {...props} />;
}
