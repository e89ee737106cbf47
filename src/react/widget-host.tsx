/**
 * Renders the widget inside a host's React tree: validates the config once
 * per change, and with `enableShadowDOM` renders through a portal into an
 * open shadow root (the widget's style element renders inside it).
 */
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { LoginConfig } from '../ui/config/config-types';
import { validateLoginConfig } from '../ui/config/validate-config';
import type { PorticoCallbacks } from '../ui/events';
import type { MessageOverrides } from '../ui/i18n/messages';
import type { ThemeOverrides } from '../ui/theme/theme';
import { StyleNonceContext } from '../ui/theme/style-sheet';
import { PorticoWidget } from '../ui/widget';
import type { WidgetKind, WidgetProps } from '../ui/widget-props';
import { createShadowContainer } from '../mount/shadow-root';
import { usePorticoClient } from './hooks';

/** Props shared by every Portico component. */
export interface PorticoComponentProps {
  /** Theme overrides, as a mount call's `styles`. */
  styles?: ThemeOverrides;
  /** Texts by catalogue key, as a mount call's `strings`: a misspelled key is a type error. */
  strings?: MessageOverrides;
  /** `onEvent` (each `PorticoEvent` narrows on `type`) and `onError`. */
  callbacks?: PorticoCallbacks;
  /** CSP nonce for the widget's style elements (pages with `style-src 'nonce-…'`). */
  nonce?: string;
  /**
   * The language, a BCP 47 tag (`de`, `pt-BR`; `de-AT` shows German); English when absent or
   * unknown. A new value switches the widget in place: its screen, input and focus stay (docs/i18n.md).
   */
  locale?: string;
}

interface WidgetHostProps extends PorticoComponentProps {
  kind: WidgetKind;
  /** Component name for config errors ('Invalid call to PorticoLogin …'). */
  method: string;
  config: LoginConfig | undefined;
  passwordResetToken?: string | undefined;
}

function ShadowHost({ children }: { children: ReactNode }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const created = createShadowContainer(shadowRoot);
    setContainer(created);
    return () => created.remove();
  }, []);
  return (
    <div ref={hostRef} data-portico-host="">
      {container && createPortal(children, container)}
    </div>
  );
}

export function WidgetHost({ kind, method, config, styles, strings, callbacks, nonce, passwordResetToken, locale }: WidgetHostProps) {
  const client = usePorticoClient();
  const normalized = useMemo(() => {
    if (kind === 'login') return validateLoginConfig(config, method);
    return validateLoginConfig({ products: [], ...config }, method);
  }, [kind, method, config]);

  const props: WidgetProps = { kind, client, config: normalized };
  if (styles !== undefined) props.styles = styles;
  if (strings !== undefined) props.strings = strings;
  if (callbacks !== undefined) props.callbacks = callbacks;
  if (passwordResetToken !== undefined) props.passwordResetToken = passwordResetToken;
  if (locale !== undefined) props.locale = locale;
  const widget = (
    <StyleNonceContext.Provider value={nonce}>
      <PorticoWidget {...props} />
    </StyleNonceContext.Provider>
  );
  return normalized.enableShadowDOM ? <ShadowHost>{widget}</ShadowHost> : widget;
}
