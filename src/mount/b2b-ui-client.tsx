/**
 * `createPorticoB2BUIClient`: the B2B widget's imperative mount API over one
 * B2B headless client (docs/architecture.md, "B2B widget"), the counterpart of
 * `createPorticoUIClient` (ui-client.tsx): `mount` (the sign-in widget of
 * `config.authFlowType`), `mountPasswordReset`, `mountIdentityProvider` (a Connected App's consent
 * or logout for the signed-in member), `unmount` and `update`, each taking an element selector or the element.
 */
import { createPorticoB2BClient, type PorticoB2BClient } from '../core/b2b/client';
import type { InternalClientOptions } from '../core/options';
import { PorticoInvalidCallError } from '../core/errors';
import { validate } from '../core/validate';
import type { PorticoB2BCallbacks } from '../ui/b2b/b2b-events';
import type { B2BWidgetKind } from '../ui/b2b/b2b-widget-props';
import { B2BWidgetRoot } from '../ui/b2b/b2b-widget-root';
import type { B2BLoginConfig } from '../ui/b2b/config/b2b-config-types';
import { validateB2BConfig } from '../ui/b2b/config/validate-b2b-config';
import { isMounted, mountInto, unmountFrom } from './mount-registry';
import { queryElement, resolveElement } from './resolve-element';
import {
  UPDATABLE,
  checkMountOptions,
  type AnyMountOptions,
  type MountOptionsBase,
  type PorticoUIClientOptions,
  type UpdateOptions,
} from './ui-client';

export type { UpdateOptions, MountOptionsBase, PorticoUIClientOptions as PorticoB2BUIClientOptions };

/** What every B2B mount call takes: the consumer's options, with the B2B widget's callbacks. */
export interface B2BMountOptionsBase extends Omit<MountOptionsBase, 'callbacks'> {
  /** `onEvent` (the provider's B2B event names, and `AuthenticateFlowComplete`) and `onError`. */
  callbacks?: PorticoB2BCallbacks;
}

export interface B2BMountOptions extends B2BMountOptionsBase {
  /**
   * The B2B config, in the provider's B2B UI shape: `authFlowType`
   * (`'Discovery' | 'Organization' | 'PasswordReset'`), `products`, their options, MFA and
   * organization settings.
   */
  config: B2BLoginConfig;
}

export interface B2BMountPasswordResetOptions extends B2BMountOptionsBase {
  config?: B2BLoginConfig;
  /** The token from the emailed reset link (default: the page URL's `token`). */
  passwordResetToken?: string;
}

export interface B2BMountIdentityProviderOptions extends B2BMountOptionsBase {
  /** Only `enableShadowDOM` matters here; the request is the page address's. */
  config?: B2BLoginConfig;
}

/** The B2B mount API. Every method throws `PorticoInvalidCallError` on wrong arguments. */
export interface PorticoB2BUIClient {
  /** The B2B headless client the widgets use (sessions, member, organization, every B2B product). */
  readonly client: PorticoB2BClient;
  /** Mounts (or remounts with new options) the B2B sign-in widget of `config.authFlowType`. */
  mount(options: B2BMountOptions): void;
  /** Mounts the form of an emailed B2B password reset link. */
  mountPasswordReset(options: B2BMountPasswordResetOptions): void;
  /**
   * Mounts the identity provider's consent (or logout confirmation) for a Connected App, for the
   * signed-in member: the request is the page address's (`client_id`, `redirect_uri`, `scope`, …,
   * or `post_logout_redirect_uri`), the titles name the member's organization.
   */
  mountIdentityProvider(options: B2BMountIdentityProviderOptions): void;
  /** Unmounts the widget at `elementId` and removes what it added to the page. */
  unmount(elementId: string | HTMLElement): void;
  /**
   * Changes the styles, strings, theme or callbacks of the widget mounted at `elementId` in
   * place: its screen, typed input, focus and pending requests stay.
   */
  update(elementId: string | HTMLElement, options: UpdateOptions): void;
  /**
   * Switches every widget this client has mounted, and later mounts without a `locale` of their
   * own, to `locale`'s language in place (docs/i18n.md, "Switching").
   */
  setLocale(locale: string): void;
}

const METHODS: Record<B2BWidgetKind, keyof PorticoB2BUIClient> = {
  b2bLogin: 'mount',
  b2bPasswordReset: 'mountPasswordReset',
  b2bIdentityProvider: 'mountIdentityProvider',
};

/**
 * Creates the B2B mount API for a B2B project's public token. `options` are the
 * headless client's (`customBaseUrl`, `cookieOptions`, …) plus `nonce`.
 *
 * @example
 * const portico = createPorticoB2BUIClient('public-token-test-…');
 * portico.mount({
 *   elementId: '#login',
 *   config: { authFlowType: 'Discovery', products: ['emailOtp', 'sso'], sessionOptions: { sessionDurationMinutes: 60 } },
 *   callbacks: { onEvent: (e) => e.type === 'AuthenticateFlowComplete' && location.assign('/app') },
 * });
 */
export function createPorticoB2BUIClient(publicToken: string, options?: PorticoUIClientOptions): PorticoB2BUIClient;
export function createPorticoB2BUIClient(
  publicToken: string,
  options: PorticoUIClientOptions & InternalClientOptions = {},
): PorticoB2BUIClient {
  validate('createPorticoB2BUIClient').isOptionalObject('options', options).isOptionalString('nonce', options?.nonce);
  const { nonce: clientNonce, ...clientOptions } = options ?? {};
  const client = createPorticoB2BClient(publicToken, clientOptions);
  /** The element each selector last mounted on, to unmount it even once it has left the page. */
  const mountedBySelector = new Map<string, Element>();
  /** The kind and options this client last mounted on each element, for `update`. */
  const mountedOptions = new WeakMap<Element, [B2BWidgetKind, AnyMountOptions]>();
  /** Where this client has a widget, for `setLocale`. */
  const mountedElements = new Set<Element>();
  /** The language `setLocale` chose: for widgets mounted without a `locale` of their own. */
  let clientLocale: string | undefined;

  function mount(kind: B2BWidgetKind, rawOptions: unknown, fresh = true, method: string = METHODS[kind]): void {
    const options = checkMountOptions(method, rawOptions, kind);
    if (kind === 'b2bPasswordReset') validate(method).isOptionalString('passwordResetToken', options.passwordResetToken);
    // A wrong config throws here, at the call, as well as showing in the widget.
    const config =
      options.config === undefined && kind !== 'b2bLogin'
        ? validateB2BConfig({ authFlowType: 'PasswordReset', products: [] }, method)
        : validateB2BConfig(options.config, method);
    const { elementId } = options;
    const element = resolveElement(method, elementId);
    if (typeof elementId === 'string') {
      // The host replaced the element this selector used to match: let the old root go.
      const previous = mountedBySelector.get(elementId);
      if (previous && previous !== element && !previous.isConnected) unmountFrom(previous);
      mountedBySelector.set(elementId, element);
    }
    mountedOptions.set(element, [kind, options]);
    mountedElements.add(element);
    const { styles, strings, callbacks, theme, passwordResetToken } = options;
    mountInto(
      { method, element, shadowDOM: config.enableShadowDOM, nonce: options.nonce ?? clientNonce },
      // Keyed by kind: another entry point on the same element starts from a fresh state.
      <B2BWidgetRoot
        key={kind}
        kind={kind}
        client={client}
        config={config}
        styles={styles}
        strings={strings}
        callbacks={callbacks as PorticoB2BCallbacks | undefined}
        theme={theme}
        passwordResetToken={passwordResetToken as string | undefined}
        locale={options.locale ?? clientLocale}
      />,
      fresh,
    );
  }

  return {
    client,
    mount: (o) => mount('b2bLogin', o),
    mountPasswordReset: (o) => mount('b2bPasswordReset', o),
    mountIdentityProvider: (o) => mount('b2bIdentityProvider', o),
    update(elementId, options) {
      validate('update').isObject('options', options);
      const element = queryElement('update', elementId);
      const last = element && isMounted(element) && mountedOptions.get(element);
      if (!last) throw new PorticoInvalidCallError('Invalid call to update\nNo widget of this client is mounted there.');
      for (const key in options) {
        if (!UPDATABLE.includes(key)) throw new PorticoInvalidCallError(`Invalid call to update\n${key} cannot be updated.`);
      }
      mount(last[0], { ...last[1], ...options, elementId: element }, false, 'update');
    },
    setLocale(locale) {
      validate('setLocale').isString('locale', locale);
      clientLocale = locale;
      for (const element of mountedElements) {
        const last = mountedOptions.get(element);
        // Re-rendered in place (`fresh` false), as `update` does.
        if (last && isMounted(element)) mount(last[0], { ...last[1], locale, elementId: element as HTMLElement }, false, 'setLocale');
        else mountedElements.delete(element);
      }
    },
    unmount(elementId) {
      const current = queryElement('unmount', elementId);
      // An element target is no key here: nothing is remembered for it.
      const remembered = mountedBySelector.get(elementId as string);
      mountedBySelector.delete(elementId as string);
      if (current) unmountFrom(current);
      if (remembered && remembered !== current) unmountFrom(remembered);
    },
  };
}
