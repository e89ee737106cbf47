// The login widget as a custom element: definePorticoElements(ui) defines
// <portico-login> and the other elements; the page sets the element's config
// property and listens for portico-event / portico-error, which bubble up to
// the document (and out of shadow roots).
import { definePorticoElements } from '/portico/portico.js';
import { describeError, redactSecrets, showSignedIn, ui, wireLogout } from './portico-client.js';

window.portico = ui;
window.porticoEvents = [];
window.porticoErrors = [];

document.addEventListener('portico-event', (event) => {
  const { type, data } = event.detail;
  window.porticoEvents.push({ type, data: redactSecrets(data) });
  console.log('Portico event', type, redactSecrets(data));
  if (type === 'AuthenticateFlowComplete') void showSignedIn();
});

document.addEventListener('portico-error', (event) => {
  window.porticoErrors.push(String(event.detail));
  console.warn('Portico error', describeError(event.detail));
});

wireLogout();
await definePorticoElements(ui);

document.querySelector('portico-login').config = {
  products: ['otp'],
  otpOptions: { methods: ['email', 'sms', 'whatsapp'], expirationMinutes: 5 },
};
