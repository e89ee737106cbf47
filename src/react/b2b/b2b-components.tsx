/**
 * The B2B widget as React components (the `portico/b2b/react` entry): a
 * provider for the B2B client and one component per B2B mount kind, with
 * props that mirror `createPorticoB2BUIClient`'s mount options
 * (docs/architecture.md, "B2B widget").
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PorticoB2BClient } from '../../core/b2b';
import type { PorticoB2BCallbacks } from '../../ui/b2b/b2b-events';
import type { B2BWidgetKind } from '../../ui/b2b/b2b-widget-props';
import { B2BWidgetRoot } from '../../ui/b2b/b2b-widget-root';
import type { B2BLoginConfig } from '../../ui/b2b/config/b2b-config-types';
import { validateB2BConfig } from '../../ui/b2b/config/validate-b2b-config';
import type { MessageOverrides } from '../../ui/i18n/messages';
import { StyleNonceContext } from '../../ui/theme/style-sheet';
import type { ThemeOverrides } from '../../ui/theme/theme';
import type { WidgetTheme } from '../../ui/widget-props';

const B2BClientContext = createContext<PorticoB2BClient | null>(null);

export interface PorticoB2BProviderProps {
  /** A client from `createPorticoB2BClient` (or `createPorticoB2BUIClient(...).client`). */
  client: PorticoB2BClient;
  children?: ReactNode;
}

/** Makes a B2B client available to the B2B components below it. */
export function PorticoB2BProvider({ client, children }: PorticoB2BProviderProps) {
  return <B2BClientContext.Provider value={client}>{children}</B2BClientContext.Provider>;
}

/** The B2B client of the nearest `PorticoB2BProvider`. */
export function usePorticoB2BClient(): PorticoB2BClient {
  const client = useContext(B2BClientContext);
  if (client === null) throw new Error('Portico: B2B components must render inside <PorticoB2BProvider>.');
  return client;
}

/** Props every B2B component takes, as the mount calls' options. */
export interface PorticoB2BComponentProps {
  styles?: ThemeOverrides;
  strings?: MessageOverrides;
  /** `onEvent` (the provider's B2B event names and `AuthenticateFlowComplete`) and `onError`. */
  callbacks?: PorticoB2BCallbacks;
  theme?: WidgetTheme;
  /** CSP nonce for the widget's style elements. */
  nonce?: string;
  /** The language, a BCP 47 tag; English when absent or unknown; switches in place (docs/i18n.md). */
  locale?: string;
}

interface HostProps extends PorticoB2BComponentProps {
  kind: B2BWidgetKind;
  method: string;
  config: B2BLoginConfig | undefined;
  passwordResetToken?: string | undefined;
}

function B2BHost({ kind, method, config, nonce, passwordResetToken, ...rest }: HostProps) {
  const client = usePorticoB2BClient();
  // A config of the wrong shape throws at render with 'Invalid call to <component>', as a mount call does.
  const normalized = useMemo(
    () => validateB2BConfig(config ?? (kind === 'b2bLogin' ? config : { authFlowType: 'PasswordReset', products: [] }), method),
    [config, kind, method],
  );
  return (
    <StyleNonceContext.Provider value={nonce}>
      <B2BWidgetRoot kind={kind} client={client} config={normalized} passwordResetToken={passwordResetToken} {...rest} />
    </StyleNonceContext.Provider>
  );
}

export interface PorticoB2BLoginProps extends PorticoB2BComponentProps {
  config: B2BLoginConfig;
}

/** The B2B sign-in widget of `config.authFlowType` (Discovery, Organization, PasswordReset). */
export function PorticoB2BLogin({ config, ...rest }: PorticoB2BLoginProps) {
  return <B2BHost kind="b2bLogin" method="PorticoB2BLogin" config={config} {...rest} />;
}

export interface PorticoB2BPasswordResetProps extends PorticoB2BComponentProps {
  config?: B2BLoginConfig;
  /** The token from the emailed reset link. */
  passwordResetToken?: string;
}

/** The form of an emailed B2B password reset link. */
export function PorticoB2BPasswordReset({ config, ...rest }: PorticoB2BPasswordResetProps) {
  return <B2BHost kind="b2bPasswordReset" method="PorticoB2BPasswordReset" config={config} {...rest} />;
}

export interface PorticoB2BIdentityProviderProps extends PorticoB2BComponentProps {
  /** Only `enableShadowDOM` matters here; the request is the page address's. */
  config?: B2BLoginConfig;
}

/** A Connected App's consent (or logout confirmation) for the signed-in member, from the page's address. */
export function PorticoB2BIdentityProvider({ config, ...rest }: PorticoB2BIdentityProviderProps) {
  return <B2BHost kind="b2bIdentityProvider" method="PorticoB2BIdentityProvider" config={config} {...rest} />;
}
