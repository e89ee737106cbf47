/**
 * What the passkey screen tests share: a signed-in user with passkeys (fixed
 * dates, one never used), the list's row and text lookups through the message
 * catalogue, and a wait for the background requests a signed-in mount sends
 * (the session check, the list's GET /users/me).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { User, WebAuthnRegistration } from '../../../../src/core';
import { formatMessage } from '../../../../src/ui/i18n/format';
import { MESSAGES, type MessageKey } from '../../../../src/ui/i18n/messages';
import { makeUser, type Call } from './harness';

export const LAPTOP = 'MacBook Touch ID';
export const PHONE = 'iPhone';

function registration(id: string, name: string, createdAt: string, lastUsedAt?: string): WebAuthnRegistration {
  return {
    webauthn_registration_id: id,
    domain: 'localhost',
    user_agent: 'test',
    authenticator_type: 'platform',
    verified: true,
    name,
    created_at: createdAt,
    ...(lastUsedAt === undefined ? {} : { last_used_at: lastUsedAt }),
  };
}

export const LAPTOP_PASSKEY = registration('webauthn-registration-laptop', LAPTOP, '2025-09-02T12:00:00Z', '2026-01-14T12:00:00Z');
/** Never used. */
export const PHONE_PASSKEY = registration('webauthn-registration-phone', PHONE, '2025-11-20T12:00:00Z');

export function userWith(registrations: WebAuthnRegistration[]): User {
  return makeUser({ webauthn_registrations: registrations });
}

export const WITH_PASSKEYS = userWith([LAPTOP_PASSKEY, PHONE_PASSKEY]);

/** A catalogue text, with its placeholders filled. */
export function text(key: MessageKey, values: Record<string, string> = {}): string {
  return formatMessage(MESSAGES[key], values);
}

/** The date as the list shows it (the widget's language, English here; medium style). */
export function shownDate(iso: string): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso));
}

/** The list row showing the passkey `name`. */
export function row(name: string): HTMLElement {
  const item = screen.getByText(name).closest('li');
  if (item === null) throw new Error(`no list row for ${name}`);
  return item;
}

export const renameButton = (name: string) => screen.getByRole('button', { name: text('passkey.renameLabel', { name }) }) as HTMLButtonElement;
export const deleteButton = (name: string) => screen.getByRole('button', { name: text('passkey.deleteLabel', { name }) }) as HTMLButtonElement;
export const nameField = () => screen.getByLabelText(MESSAGES['passkey.nameLabel']) as HTMLInputElement;

/** The names the list shows, in order. */
export function listedNames(): string[] {
  const list = screen.queryByRole('list');
  if (list === null) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent ?? '');
}

/** Waits until every request so far has been answered and its update rendered. */
export async function settled(calls: Call[], paths: string[] = ['/sessions/authenticate', '/users/me']): Promise<void> {
  await waitFor(() => {
    for (const path of paths) expect(calls.some((c) => c.path === path)).toBe(true);
  });
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
  });
}

/** The mutations the list sent (rename, delete), without the background requests. */
export const mutations = (calls: Call[]) => calls.filter((c) => c.method === 'PUT' || c.method === 'DELETE');
