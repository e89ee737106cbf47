/**
 * `<PorticoWidget {...props} />`: the one element `src/mount` and
 * `src/react` render for every mount kind. Styling uses `@emotion/react`
 * with whatever emotion cache the caller provides (the mount layer puts one
 * inside the shadow root, with the CSP nonce).
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
