/**
 * The one pure reducer over `WidgetAction`. Screens dispatch; nothing else
 * writes the widget state. Unchanged inputs return the same state object so
 * React can skip re-rendering.
 */
import type { WidgetAction } from './actions';
import { HOME_SCREEN, type Screen } from './screens';
import type { WidgetState } from './widget-state';

/**
 * Merges defined keys of `patch` into `current`; `undefined` values are
 * skipped so a partial update can never blank a field by accident. Returns
 * `current` itself when nothing changes.
 */
function merge<T extends object>(current: T, patch: Partial<T>): T {
  let next: T | undefined;
  for (const key of Object.keys(patch) as Array<keyof T>) {
    const value = patch[key];
    if (value === undefined || Object.is(current[key], value)) continue;
    next ??= { ...current };
    next[key] = value as T[keyof T];
  }
  return next ?? current;
}

/**
 * Navigation also drops the error descriptor: errors describe the screen that
 * showed them, and a stale one must not follow the user to the next screen
 * (the spec clears it explicitly on passkey success; here every navigation
 * does). To show an error on the new screen, dispatch it after navigating.
 */
function goTo(state: WidgetState, screen: Screen): WidgetState {
  if (state.screen === screen && state.error === undefined) return state;
  const { error: _dropped, ...rest } = state;
  return { ...rest, screen };
}

export function widgetReducer(state: WidgetState, action: WidgetAction): WidgetState {
  switch (action.type) {
    case 'navigate':
      return goTo(state, action.screen);
    case 'goBack':
      return goTo(state, HOME_SCREEN);
    case 'setMagicLinkEmail': {
      if (state.magicLink.email === action.email) return state;
      return { ...state, magicLink: { ...state.magicLink, email: action.email } };
    }
    case 'updateOtpState': {
      const otp = merge(state.otp, action.otp);
      return otp === state.otp ? state : { ...state, otp };
    }
    case 'updateCryptoState': {
      const crypto = merge(state.crypto, action.crypto);
      return crypto === state.crypto ? state : { ...state, crypto };
    }
    case 'updatePasswordState': {
      const password = merge(state.password, action.password);
      return password === state.password ? state : { ...state, password };
    }
    case 'setErrorDescriptor':
      return { ...state, error: action.error };
    case 'clearErrorDescriptor': {
      if (state.error === undefined) return state;
      const { error: _dropped, ...rest } = state;
      return rest;
    }
    default: {
      // Exhaustiveness: a new action type without a case fails to compile.
      const unhandled: never = action;
      return unhandled;
    }
  }
}
