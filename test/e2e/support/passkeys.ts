/**
 * Shared steps of the passkey browser tests (passkeys*.test.ts): a signed-in
 * user without going through a login screen, a passkey registered on
 * `/passkeys`, keyboard moves, and what the host page's callbacks collected.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { deepActiveElement, type FocusedElement } from './browser';
import { LoginWidget, t, uniqueEmail } from './login-widget';
import { callInPage } from './page-call';
import { saveScreen } from './screenshots';
import type { Servers } from './servers';

const PASSWORD = 'correct horse battery staple 42';

export interface SeededUser {
  email: string;
  userId: string;
}

/**
 * Seeds a user with a password (dev API) and signs in on `/passkeys` with the
 * page's own client, then reloads: the page opens signed in, as after a login.
 */
export async function signInSeededUser(page: Page, servers: Servers, tag: string): Promise<SeededUser> {
  const email = uniqueEmail(tag);
  const { user } = await servers.api.call<{ user: { user_id: string } }>('POST', '/users', { email, password: PASSWORD });
  await page.goto(servers.page('/passkeys'));
  await page.waitForFunction(() => 'portico' in window);
  const login = await callInPage(page, 'portico', 'client.passwords.authenticate', [
    { email, password: PASSWORD, session_duration_minutes: 30 },
  ]);
  expect(login.ok, login.message).toBe(true);
  await page.reload();
  await page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
  return { email, userId: user.user_id };
}

/** The registration mount (`#passkey-registration`) and the list mount (`#passkey-list`) of `/passkeys`. */
export function accountWidgets(page: Page): { registration: LoginWidget; list: LoginWidget } {
  return { registration: new LoginWidget(page, '#passkey-registration'), list: new LoginWidget(page, '#passkey-list') };
}

/** 'Create a Passkey' on `/passkeys` (signed in): waits for 'Passkey successfully created!'. */
export async function registerPasskey(page: Page): Promise<void> {
  const { registration } = accountWidgets(page);
  await registration.button(t('passkey.create')).click();
  await registration.expectVisible(registration.heading(t('passkey.createdTitle')));
}

/** Signs out with the page's client (the session is revoked on the server too). */
export async function signOut(page: Page): Promise<void> {
  const revoked = await callInPage(page, 'portico', 'client.session.revoke', []);
  expect(revoked.ok, revoked.message).toBe(true);
}

/** The emulator's user (the wire user) with this email. */
export async function emulatorUser(servers: Servers, email: string): Promise<{ user_id: string; webauthn_registrations: Array<{ webauthn_registration_id: string; name: string }> }> {
  const { users } = await servers.api.call<{ users: Array<{ user_id: string; emails: Array<{ email: string }>; webauthn_registrations: Array<{ webauthn_registration_id: string; name: string }> }> }>('GET', '/users');
  const user = users.find((u) => u.emails.some((e) => e.email === email));
  if (!user) throw new Error(`the emulator has no user ${email}`);
  return user;
}

/** Presses Tab until the focused element (through shadow roots) matches; fails after `max` presses. */
export async function tabUntil(page: Page, matches: (el: FocusedElement) => boolean, what: string, max = 25): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const el = await deepActiveElement(page);
    if (el && matches(el)) return;
    seen.push(el ? `${el.tag}:${el.label ?? el.text}` : 'none');
  }
  throw new Error(`Tab never reached ${what}; focus went through: ${seen.join(' → ')}`);
}

/** What `window.porticoEvents` / `window.porticoErrors` collected (the example pages' callbacks). */
export async function hostEvents(page: Page): Promise<Array<{ type: string; data: Record<string, unknown> }>> {
  return page.evaluate(() => (window as unknown as { porticoEvents: Array<{ type: string; data: Record<string, unknown> }> }).porticoEvents);
}

export async function hostErrors(page: Page): Promise<Array<{ name?: string; message: string; error_type?: string }>> {
  return page.evaluate(() => (window as unknown as { porticoErrors: Array<{ name?: string; message: string; error_type?: string }> }).porticoErrors);
}

/** How many times the host got an event of `type`. */
export async function eventCount(page: Page, type: string): Promise<number> {
  return (await hostEvents(page)).filter((e) => e.type === type).length;
}

/** A screenshot for people and zero axe violations over the whole page. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await saveScreen(page, name);
  await expectNoAxeViolations(page, name);
}
