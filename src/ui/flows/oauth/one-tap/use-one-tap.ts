/**
 * Google One Tap's life on Main (docs/behaviour.md §4.1): ask the
 * provider for the project's One Tap settings, load Google's script, show the
 * prompt (embedded in the widget, or floating), submit the credential, and
 * follow the redirect URL the provider returns. Whenever the prompt cannot
 * show or the visitor closes it, the view falls back to the 'Continue with
 * Google' button; developer errors come along only for a test public token.
 *
 * The two calls go through the screen's runner; leaving Main or unmounting
 * aborts them and cancels Google's prompt, so a late answer changes nothing.
 */
import { useContext, useEffect, useState } from 'react';
import { afterMountCommit } from '../../../async/after-mount-commit';
import { useRunner } from '../../../async/use-runner';
import type { OneTapLayout } from '../../../config/main-layout';
import { GOOGLE_ONE_TAP_SCRIPT_URL } from '../../../config/config-types';
import { useWidget } from '../../../context/widget-context';
import { StyleNonceContext } from '../../../theme/style-sheet';
import type { CommonAction } from '../../flow';
import { errorType } from '../../screen-error';
import { useFailure } from '../../use-failure';
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
  const { client, config, reportError } = useWidget();
  const scriptNonce = useContext(StyleNonceContext);
  const { run } = useRunner();
  const fail = useFailure(dispatch);
  const [view, setView] = useState<OneTapView>({ phase: 'loading' });
  const { position, cancelOnTapOutside } = layout;
  const { loginRedirectURL, signupRedirectURL, googleOneTapScriptURL } = config.oauthOptions;
  const { isTestProject } = client;

  useEffect(() => {
    let live = true;
    let google: GoogleId | null = null;
    const fallBack = (developerError: OneTapDeveloperError | null) => {
      if (live) setView({ phase: 'fallback', developerError: isTestProject ? developerError : null });
    };
    const redirects = {
      ...(loginRedirectURL ? { login_redirect_url: loginRedirectURL } : {}),
      ...(signupRedirectURL ? { signup_redirect_url: signupRedirectURL } : {}),
    };

    const submit = async (response: GisCredentialResponse, callbackId: string) => {
      if (!live || typeof response.credential !== 'string') return;
      setView({ phase: 'signingIn' });
      const credential = response.credential;
      const outcome = await run((signal) =>
        client.oauth.googleOneTap.submit({ id_token: credential, oauth_callback_id: callbackId, ...redirects, signal }),
      );
      // On success the page is navigating to the redirect URL: keep the spinner.
      if (outcome.status === 'failed' && live) {
        fail(outcome.error);
        fallBack(null);
      }
    };

    void (async () => {
      const started = await run(async (signal) => {
        // One start per mount, StrictMode's discarded first mount included.
        await afterMountCommit(signal);
        return client.oauth.googleOneTap.start({ ...redirects, signal });
      });
      if (!live || started.status === 'ignored') return;
      if (started.status === 'failed') {
        reportError(started.error);
        fallBack(startDeveloperError(errorType(started.error)));
        return;
      }
      const url = googleOneTapScriptURL ?? GOOGLE_ONE_TAP_SCRIPT_URL;
      const loaded = await run(async (signal) => {
        // A page that already runs Google's script (its own Google button, say) shares it: one copy per page.
        const present = readGoogleId(window);
        if (present !== null) return present;
        await loadGisScript(url, scriptNonce, signal);
        return readGoogleId(window);
      });
      if (!live || loaded.status === 'ignored') return;
      if (loaded.status === 'failed' || loaded.value === null) {
        // Blocked, offline, or not Google's API: the button works without it.
        fallBack(null);
        return;
      }
      google = loaded.value;
      const { google_client_id: clientId, oauth_callback_id: callbackId, nonce } = started.value;
      // Inside a shadow root Google cannot find the element by id: it floats the prompt instead.
      const embedded = position === 'embedded' && document.getElementById(slotId) !== null;
      google.initialize({
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
      google.prompt((moment) => {
        if (!live) return;
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
    })();

    return () => {
      live = false;
      google?.cancel();
    };
    // One prompt per Main visit: the options come from the config, fixed for the mount.
  }, [client, run, fail, reportError, isTestProject, loginRedirectURL, signupRedirectURL, googleOneTapScriptURL, scriptNonce, position, cancelOnTapOutside, slotId]);

  return view;
}
