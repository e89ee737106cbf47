/**
 * Renders the widget inside a host's React tree: validates the config once
 * per change, and with `enableShadowDOM` renders through a portal into an
 * open shadow root whose emotion cache lives inside it.
 */
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { LoginConfig } from '../ui/config/config-types';
import { validateLoginConfig } from '../ui/config/validate-config';
import type { PorticoCallbacks } from '../ui/events';
import type { MessageOverrides } from '../ui/i18n/messages';
import type { ThemeOverrides } from '../ui/theme/theme';
import { PorticoWidget } from '../ui/widget';
import type { WidgetKind, WidgetProps } from '../ui/widget-props';
import { createWidgetCache, disposeWidgetCache } from '../mount/emotion-cache';
import { createShadowContainer } from '../mount/shadow-root';
import { usePorticoClient } from './hooks';

/** Props shared by every Portico component. */
export interface PorticoComponentProps {
  styles?: ThemeOverrides;
  strings?: MessageOverrides;
  callbacks?: PorticoCallbacks;
  /** CSP nonce for the widget's style elements (pages with `style-src 'nonce-…'`). */
  nonce?: string;
}

interface WidgetHostProps extends PorticoComponentProps {
  kind: WidgetKind;
  /** Component name for config errors ('Invalid call to PorticoLogin …'). */
  method: string;
  config: LoginConfig | undefined;
  passwordResetToken?: string | undefined;
}

/** One emotion cache per nonce for widgets rendered in the light DOM (styles go to document.head). */
const lightCaches = new Map<string, EmotionCache>();
function lightCache(nonce: string): EmotionCache {
  let cache = lightCaches.get(nonce);
  if (!cache) {
    cache = createWidgetCache({ container: document.head, nonce });
    lightCaches.set(nonce, cache);
  }
  return cache;
}

function ShadowHost({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [target, setTarget] = useState<{ container: HTMLElement; cache: EmotionCache } | null>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const container = createShadowContainer(shadowRoot);
    const cache = createWidgetCache({ container: shadowRoot, nonce });
    setTarget({ container, cache });
    return () => {
      container.remove();
      disposeWidgetCache(cache);
    };
  }, [nonce]);
  return (
    <div ref={hostRef} data-portico-host="">
      {target && createPortal(<CacheProvider value={target.cache}>{children}</CacheProvider>, target.container)}
    </div>
  );
}

export function WidgetHost({ kind, method, config, styles, strings, callbacks, nonce, passwordResetToken }: WidgetHostProps) {
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
  const widget = <PorticoWidget {...props} />;

  if (normalized.enableShadowDOM) return <ShadowHost nonce={nonce}>{widget}</ShadowHost>;
  // Without a nonce the widget uses whatever emotion cache the host app provides (or emotion's default).
  if (nonce === undefined) return widget;
  return <CacheProvider value={lightCache(nonce)}>{widget}</CacheProvider>;
}
