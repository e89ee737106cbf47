/**
 * `<PorticoWidget {...props} />`: the one element `src/mount` and
 * `src/react` render for every mount kind. Its styles are one `<style>`
 * element at its root (theme/style-sheet.tsx), carrying the CSP nonce the
 * caller provides through `StyleNonceContext`.
 */
import type { ReactNode } from 'react';
import type { WidgetProps } from './widget-props';
import { WidgetRoot } from './widget-root';

export type { WidgetKind, WidgetProps } from './widget-props';

/**
 * - `login`: the login widget (Main and the flows its config names);
 * - `resetPassword`: the reset form of an emailed link;
 * - `passkeyRegistration`, `passkeyList`: passkey registration, and the list
 *   for an account settings page;
 * - `identityProvider`: the consent or logout screen;
 * - `authenticate`: the redirect landing (docs/behaviour.md §1).
 */
export const PorticoWidget: (props: WidgetProps) => ReactNode = WidgetRoot;
