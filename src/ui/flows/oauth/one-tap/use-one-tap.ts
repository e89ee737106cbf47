/**
 * Google One Tap's life on Main (docs/behaviour.md §4.1): ask the
 * provider for the project's One Tap settings, load Google's script, show the
 * prompt (embedded in the widget, or floating), submit the credential, and
 * follow the redirect URL the provider returns. Whenever the prompt cannot
 * show or the visitor closes it, the view falls back to the 'Continue with
 * Google' button; developer errors come along only for a test public token.
 *
 * The calls go through the screen's `useScreenCall` (the start on arrival, `useOnArrival`); leaving Main or unmounting
 * aborts them and cancels Google's prompt, so a late answer changes nothing.
 */
import { useContext, useEffect, useRef, useState } from 'react';
import { useOnArrival } from '../../../async/use-on-arrival';
import { useScreenCall } from '../../../async/use-screen-call';
import type { GoogleOneTapStartResponse } from '../../../../core';
import type { OneTapLayout } from '../../../config/main-layout';
import { GOOGLE_ONE_TAP_SCRIPT_URL } from '../../../config/config-types';
import { useWidget } from '../../../context/widget-context';
import { StyleNonceContext } from '../../../theme/style-sheet';
import type { CommonAction } from '../../flow';
import { errorType } from '../../screen-error';
import { promptDeveloperError, startDeveloperError, type OneTapDeveloperError } from './developer-errors';
import { readGoogleId, readMoment, type GisCredentialResponse, type GoogleId } from './gis';
import { loadGisScript } from './load-script';

export type OneTapView =
  /** Asking the provider and loading Google's script. */
  | { phase: 'loading' }
  /** Google's prompt shows: in the widget's slot (embedded), or over the page. */
  | { phase: 'displayed'; embedded: boolean }
  /** Google returned a credential; the provider is signing the visitor in. */
  | { phase: 'signingIn' }
  /** One Tap is not (or no longer) available: the 'Continue with Google' button. */
  | { phase: 'fallback'; developerError: OneTapDeveloperError | null };

export interface OneTapOptions {
  layout: OneTapLayout;
  /** The id of the widget's element an embedded prompt renders in. */
  slotId: string;
  dispatch: (action: CommonAction) => void;
}

export function useOneTap({ layout, slotId, dispatch }: OneTapOptions): OneTapView {
  const { client, config } = useWidget();
  const scriptNonce = useContext(StyleNonceContext);
  const { call } = useScreenCall(dispatch);
  const [view, setView] = useState<OneTapView>({ phase: 'loading' });
  const { position, cancelOnTapOutside } = layout;
  const { loginRedirectURL, signupRedirectURL, googleOneTapScriptURL } = config.oauthOptions;
  const { isTestProject } = client;

  // Leaving Main (or unmounting) cancels Google's prompt; nothing after that changes the view.
  const live = useRef(false);
  const google = useRef<GoogleId | null>(null);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      google.current?.cancel();
      google.current = null;
    };
  }, []);

  const fallBack = (developerError: OneTapDeveloperError | null) => {
    if (live.current) setView({ phase: 'fallback', developerError: isTestProject ? developerError : null });
  };
  const redirects = {
    ...(loginRedirectURL ? { login_redirect_url: loginRedirectURL } : {}),
    ...(signupRedirectURL ? { signup_redirect_url: signupRedirectURL } : {}),
  };

  const submit = async (response: GisCredentialResponse, callbackId: string) => {
    if (!live.current || typeof response.credential !== 'string') return;
    setView({ phase: 'signingIn' });
    const credential = response.credential;
    // On success the page is navigating to the redirect URL: keep the spinner. A failure shows in
    // Main's alert, with the button back.
    await call((signal) => client.oauth.googleOneTap.submit({ id_token: credential, oauth_callback_id: callbackId, ...redirects, signal }), {
      onFailed: () => {
        fallBack(null);
        return 'default';
      },
    });
  };

  const prompt = async (started: GoogleOneTapStartResponse) => {
    if (!live.current) return;
    const url = googleOneTapScriptURL ?? GOOGLE_ONE_TAP_SCRIPT_URL;
    const loaded = await call(
      async (signal) => {
        // A page that already runs Google's script (its own Google button, say) shares it: one copy per page.
        const present = readGoogleId(window);
        if (present !== null) return present;
        await loadGisScript(url, scriptNonce, signal);
        return readGoogleId(window);
      },
      // Blocked, offline, or not Google's API: the button works without it (below); nothing to report or show.
      { report: false, onFailed: () => 'handled' },
    );
    if (!live.current || loaded.status === 'ignored') return;
    if (loaded.status === 'failed' || loaded.value === null) {
      fallBack(null);
      return;
    }
    const gis = loaded.value;
    google.current = gis;
    const { google_client_id: clientId, oauth_callback_id: callbackId, nonce } = started;
    // Inside a shadow root Google cannot find the element by id: it floats the prompt instead.
    const embedded = position === 'embedded' && document.getElementById(slotId) !== null;
    gis.initialize({
      client_id: clientId,
      nonce,
      callback: (response) => void submit(response, callbackId),
      cancel_on_tap_outside: cancelOnTapOutside,
      ...(embedded ? { prompt_parent_id: slotId } : {}),
      use_fedcm_for_prompt: true,
      itp_support: true,
      context: 'signin',
      auto_select: false,
    });
    gis.prompt((moment) => {
      if (!live.current) return;
      const outcome = readMoment(moment);
      switch (outcome.kind) {
        case 'displayed':
          setView((current) => (current.phase === 'loading' ? { phase: 'displayed', embedded } : current));
          return;
        case 'notDisplayed':
        case 'skipped':
          fallBack(promptDeveloperError(outcome.reason, window.location.origin));
          return;
        case 'dismissed':
          // The credential's callback follows `credential_returned`; anything else ended the prompt.
          if (outcome.reason !== 'credential_returned') fallBack(null);
          return;
        case 'other':
          return;
      }
    });
  };

  // One prompt per Main visit (one start per mount, StrictMode's discarded first mount included):
  // the options come from the config, fixed for the mount.
  useOnArrival(call, (signal) => client.oauth.googleOneTap.start({ ...redirects, signal }), {
    onOk: (started) => void prompt(started),
    // Reported; the button shows instead (with the developer's reason for a test project).
    onFailed: (error) => {
      fallBack(startDeveloperError(errorType(error)));
      return 'handled';
    },
  });

  return view;
}
