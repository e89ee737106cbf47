/**
 * The stand-in for Google Identity Services' script (`GET
 * /_emulator/gsi/client`, docs/protocol.md §7.7, "Google One Tap"): the part
 * of `google.accounts.id` a One Tap page uses — `initialize`, `prompt` with
 * its moment notifications, `cancel`, `disableAutoSelect` — drawing the
 * prompt as an iframe of the emulator instead of Google's.
 *
 * Plain browser JavaScript, written for this stand-in: no eval, no inline
 * style elements (styles go through `element.style`, which a strict CSP
 * allows), messages in a `{ source: 'portico-gsi' }` envelope sent to exact
 * origins only. The emulator's origin is the origin of the script's own URL.
 */
export const GSI_CLIENT_SCRIPT = String.raw`(function () {
  'use strict';
  var current = document.currentScript;
  var EMULATOR = new URL(current && current.src ? current.src : '/', location.href).origin;
  var SOURCE = 'portico-gsi';
  var settings = null;
  var listener = null;
  var frame = null;
  var detach = null;
  // Bumped by every prompt() and cancel(): a status answer for an older one is dropped.
  var generation = 0;

  function moment(type, reasons) {
    return {
      getMomentType: function () { return type; },
      isDisplayMoment: function () { return type === 'display'; },
      isDisplayed: function () { return type === 'display' && reasons.notDisplayed === undefined; },
      isNotDisplayed: function () { return type === 'display' && reasons.notDisplayed !== undefined; },
      getNotDisplayedReason: function () { return reasons.notDisplayed; },
      isSkippedMoment: function () { return type === 'skipped'; },
      getSkippedReason: function () { return reasons.skipped; },
      isDismissedMoment: function () { return type === 'dismissed'; },
      getDismissedReason: function () { return reasons.dismissed; }
    };
  }

  function notify(type, reasons) {
    var callback = listener;
    if (typeof callback !== 'function') return;
    try {
      callback(moment(type, reasons));
    } catch (error) {
      // The page's listener failing must not leave the prompt half closed.
      setTimeout(function () { throw error; });
    }
  }

  function removePrompt() {
    if (detach) detach();
    detach = null;
    if (frame && frame.parentNode) frame.parentNode.removeChild(frame);
    frame = null;
  }

  function query(params) {
    var parts = [];
    for (var key in params) {
      if (Object.prototype.hasOwnProperty.call(params, key) && params[key] !== undefined && params[key] !== null) {
        parts.push(encodeURIComponent(key) + '=' + encodeURIComponent(String(params[key])));
      }
    }
    return parts.join('&');
  }

  function show(config, params) {
    var host = config.prompt_parent_id ? document.getElementById(config.prompt_parent_id) : null;
    var iframe = document.createElement('iframe');
    iframe.title = 'Sign in with Google Dialog';
    iframe.src = EMULATOR + '/_emulator/gsi/prompt?' + query(params);
    var style = iframe.style;
    style.border = 'none';
    style.display = 'block';
    style.height = '0px';
    style.colorScheme = 'normal';
    if (host) {
      style.width = '100%';
    } else {
      style.position = 'fixed';
      style.top = '16px';
      style.right = '16px';
      style.zIndex = '2147483647';
      style.width = '391px';
      style.maxWidth = 'calc(100vw - 32px)';
      style.borderRadius = '8px';
      style.boxShadow = '0 2px 10px rgba(0, 0, 0, 0.25)';
      style.background = '#fff';
    }

    function onMessage(event) {
      if (event.origin !== EMULATOR || event.source !== iframe.contentWindow) return;
      var data = event.data;
      if (!data || data.source !== SOURCE) return;
      if (data.type === 'height' && typeof data.height === 'number' && data.height >= 0) {
        iframe.style.height = Math.ceil(data.height) + 'px';
      } else if (data.type === 'credential' && typeof data.credential === 'string') {
        removePrompt();
        if (typeof config.callback === 'function') {
          config.callback({ credential: data.credential, select_by: 'btn', clientId: config.client_id });
        }
        notify('dismissed', { dismissed: 'credential_returned' });
      } else if (data.type === 'close') {
        removePrompt();
        notify('skipped', { skipped: 'user_cancel' });
      }
    }

    // Clicks inside the iframe never reach this document, so any pointerdown here is outside it.
    function onPointerDown(event) {
      if (event.target === iframe) return;
      removePrompt();
      notify('skipped', { skipped: 'tap_outside' });
    }

    window.addEventListener('message', onMessage);
    if (config.cancel_on_tap_outside) document.addEventListener('pointerdown', onPointerDown, true);
    detach = function () {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
    frame = iframe;
    (host || document.body).appendChild(iframe);
    notify('display', {});
  }

  function initialize(options) {
    var o = options || {};
    settings = {
      client_id: o.client_id,
      callback: o.callback,
      nonce: o.nonce,
      cancel_on_tap_outside: o.cancel_on_tap_outside !== false,
      prompt_parent_id: o.prompt_parent_id,
      use_fedcm_for_prompt: o.use_fedcm_for_prompt === true,
      itp_support: o.itp_support,
      context: o.context || 'signin',
      auto_select: o.auto_select === true,
      login_uri: o.login_uri
    };
  }

  function prompt(momentListener) {
    if (!settings) throw new Error('google.accounts.id.prompt() needs google.accounts.id.initialize() first.');
    listener = typeof momentListener === 'function' ? momentListener : null;
    if (frame) return;
    var config = settings;
    var ticket = ++generation;
    var params = {
      client_id: config.client_id || '',
      origin: location.origin,
      nonce: config.nonce,
      context: config.context,
      fedcm: config.use_fedcm_for_prompt ? '1' : '0'
    };
    fetch(EMULATOR + '/_emulator/gsi/status?' + query(params), { credentials: 'omit' })
      .then(function (response) {
        if (!response.ok) throw new Error('GSI status ' + response.status);
        return response.json();
      })
      .then(function (status) {
        if (ticket !== generation || frame) return;
        if (status && status.displayed === true) show(config, params);
        else notify('display', { notDisplayed: (status && status.reason) || 'unknown_reason' });
      })
      .catch(function () {
        if (ticket === generation) notify('display', { notDisplayed: 'unknown_reason' });
      });
  }

  function cancel() {
    generation++;
    if (!frame) return;
    removePrompt();
    notify('dismissed', { dismissed: 'cancel_called' });
  }

  var g = (window.google = window.google || {});
  g.accounts = g.accounts || {};
  g.accounts.id = {
    initialize: initialize,
    prompt: prompt,
    cancel: cancel,
    disableAutoSelect: function () {},
    renderButton: function () {
      throw new Error('The Portico emulator GSI stand-in does not implement google.accounts.id.renderButton(); use prompt() (One Tap).');
    }
  };
  if (typeof window.onGoogleLibraryLoad === 'function') window.onGoogleLibraryLoad();
})();
`;
