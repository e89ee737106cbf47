// @vitest-environment jsdom
/**
 * The passkey list (PasskeyRegistrationSuccess's section and the passkeyList
 * kind) over a real client whose only fake is `fetch`: what it shows, rename
 * and delete with their one-at-a-time rules, and what a server failure does.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginConfig } from '../../../../src/ui/config/config-types';
import type { WidgetState } from '../../../../src/ui/flows';
import { MESSAGES } from '../../../../src/ui/i18n/messages';
import {
  apiErrorBody,
  cleanup,
  createTestClient,
  dataResponse,
  deferred,
  jsonResponse,
  makeAuthResponse,
  renderWidget,
  type Handler,
} from './harness';
import {
  deleteButton,
  LAPTOP,
  LAPTOP_PASSKEY,
  listedNames,
  mutations,
  nameField,
  PHONE,
  PHONE_PASSKEY,
  renameButton,
  row,
  settled,
  shownDate,
  text,
  userWith,
  WITH_PASSKEYS,
} from './passkeys-fixtures';

afterEach(cleanup);

const CONFIG: LoginConfig = { products: ['passkeys'] };
const SUCCESS: WidgetState = { screen: 'PasskeyRegistrationSuccess', created: true };
const RENAME_LAPTOP = `PUT /webauthn/update/${LAPTOP_PASSKEY.webauthn_registration_id}`;
const DELETE_PHONE = `DELETE /users/webauthn_registrations/${PHONE_PASSKEY.webauthn_registration_id}`;

const renamed = (): Handler => (call) =>
  dataResponse({
    request_id: 'request-id-2',
    status_code: 200,
    webauthn_registration: { ...LAPTOP_PASSKEY, name: (call.body as { name: string }).name },
  });

/** The server's answer to a delete: the user without the phone's passkey (`__user`). */
const deletedPhone = () => {
  const user = userWith([LAPTOP_PASSKEY]);
  return dataResponse({ request_id: 'request-id-3', status_code: 200, user_id: user.user_id, __user: { request_id: 'request-id-3', status_code: 200, ...user } });
};

/** The registration success screen with the list of two, its background requests answered. */
async function renderList(routes: Record<string, Handler> = {}, initialState: WidgetState = SUCCESS) {
  const test = createTestClient(routes, { signedIn: WITH_PASSKEYS });
  // The client's startup refresh (a task after its creation) answers with the cached user: let it
  // land first, as it does in a browser, where the list's own GET /users/me waits for the first paint.
  await settled(test.calls, ['/sessions/authenticate']);
  const rendered = renderWidget(test.client, { kind: 'passkeyRegistration', config: CONFIG, initialState });
  await settled(test.calls);
  return { ...test, rendered };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
/** The warning the started delete shows: a polite status in the warning style, never an error alert. */
const alertText = () => {
  const warning = document.querySelector<HTMLElement>('[data-variant="warning"]');
  if (warning !== null) {
    expect(warning.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
  }
  return warning?.textContent ?? null;
};

describe('the passkey list kind and the session', () => {
  it('with a session only in cookies waits for the startup check, then lists the passkeys; no error', async () => {
    const check = deferred<Response>();
    const test = createTestClient(
      { 'POST /sessions/authenticate': () => check.promise },
      { signedIn: WITH_PASSKEYS, cookiesOnly: true },
    );
    const rendered = renderWidget(test.client, { kind: 'passkeyList', config: CONFIG, strict: true });
    expect(await screen.findByText(MESSAGES['passkey.checkingSession'])).toBeTruthy();
    check.resolve(dataResponse(makeAuthResponse({ user: WITH_PASSKEYS, user_id: WITH_PASSKEYS.user_id })));
    await screen.findByText(LAPTOP);
    expect(listedNames()).toEqual([LAPTOP, PHONE]);
    expect(screen.queryByText(MESSAGES['passkey.listNoActiveUser'])).toBeNull();
    await settled(test.calls);
    expect(rendered.errors).toEqual([]);
    test.client.destroy();
  });
});

describe('the passkey list', () => {
  it('shows each passkey with its name, when it was created and when it was last used', async () => {
    const { client } = await renderList();
    expect(listedNames()).toEqual([LAPTOP, PHONE]);
    const laptop = within(row(LAPTOP));
    expect(laptop.getByText(text('passkey.created', { date: shownDate(LAPTOP_PASSKEY.created_at ?? '') }))).toBeTruthy();
    expect(laptop.getByText(text('passkey.lastUsed', { date: shownDate(LAPTOP_PASSKEY.last_used_at ?? '') }))).toBeTruthy();
    const phone = within(row(PHONE));
    expect(phone.getByText(text('passkey.created', { date: shownDate(PHONE_PASSKEY.created_at ?? '') }))).toBeTruthy();
    expect(phone.getByText(MESSAGES['passkey.neverUsed'])).toBeTruthy();
    expect(renameButton(LAPTOP).title).toBe(MESSAGES['passkey.rename']);
    expect(deleteButton(PHONE).title).toBe(MESSAGES['passkey.delete']);
    client.destroy();
  });

  it('shows what GET /users/me holds, not only the cached user', async () => {
    const { client } = await renderList({
      'GET /users/me': () => dataResponse({ request_id: 'r', status_code: 200, ...userWith([{ ...PHONE_PASSKEY, name: 'Work phone' }]) }),
    });
    expect(listedNames()).toEqual(['Work phone']);
    client.destroy();
  });
});

describe('renaming a passkey', () => {
  it('Enter saves: PUT {name} (trimmed), the new name shows, focus returns to its Rename button', async () => {
    const { client, calls, rendered } = await renderList({ [RENAME_LAPTOP]: renamed() });
    fireEvent.click(renameButton(LAPTOP));
    const field = nameField();
    expect(field.value).toBe(LAPTOP);
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '  Work laptop ' } });
    fireEvent.keyDown(field, { key: 'Enter' });

    expect(screen.queryByLabelText(MESSAGES['passkey.nameLabel'])).toBeNull();
    expect(listedNames()).toEqual(['Work laptop', PHONE]);
    expect(document.activeElement).toBe(renameButton('Work laptop'));
    await settled(calls, ['/webauthn/update/webauthn-registration-laptop']);
    expect(mutations(calls)).toEqual([
      { method: 'PUT', path: '/webauthn/update/webauthn-registration-laptop', body: { name: 'Work laptop' } },
    ]);
    expect(listedNames()).toEqual(['Work laptop', PHONE]);
    expect(client.user.getSync()?.webauthn_registrations.map((r) => r.name)).toEqual(['Work laptop', PHONE]);
    expect(rendered.errors).toEqual([]);
    client.destroy();
  });

  it('Save does what Enter does', async () => {
    const { client, calls } = await renderList({ [RENAME_LAPTOP]: renamed() });
    fireEvent.click(renameButton(LAPTOP));
    fireEvent.change(nameField(), { target: { value: 'Work laptop' } });
    fireEvent.click(button(MESSAGES['passkey.save']));
    await settled(calls, ['/webauthn/update/webauthn-registration-laptop']);
    expect(mutations(calls).map((c) => c.body)).toEqual([{ name: 'Work laptop' }]);
    client.destroy();
  });

  it('Escape cancels: nothing sent, the name unchanged, focus back on Rename', async () => {
    const { client, calls } = await renderList();
    fireEvent.click(renameButton(LAPTOP));
    fireEvent.change(nameField(), { target: { value: 'Work laptop' } });
    fireEvent.keyDown(nameField(), { key: 'Escape' });
    expect(screen.queryByLabelText(MESSAGES['passkey.nameLabel'])).toBeNull();
    expect(listedNames()).toEqual([LAPTOP, PHONE]);
    expect(document.activeElement).toBe(renameButton(LAPTOP));
    await settled(calls);
    expect(mutations(calls)).toEqual([]);
    client.destroy();
  });

  it("an empty name marks the field with 'Enter a name for this Passkey.' and sends nothing", async () => {
    const { client, calls } = await renderList();
    fireEvent.click(renameButton(LAPTOP));
    fireEvent.change(nameField(), { target: { value: '   ' } });
    fireEvent.keyDown(nameField(), { key: 'Enter' });
    const field = nameField();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText(MESSAGES['passkey.nameRequired']).closest('[role="alert"]');
    expect(error?.id).toBeTruthy();
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error?.id);
    // Typing again clears the mark.
    fireEvent.change(field, { target: { value: 'W' } });
    expect(nameField().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(MESSAGES['passkey.nameRequired'])).toBeNull();
    await settled(calls);
    expect(mutations(calls)).toEqual([]);
    client.destroy();
  });

  it("one at a time: the other rows' buttons, 'Done' and 'Set up another Passkey' are disabled while renaming", async () => {
    const { client } = await renderList();
    fireEvent.click(renameButton(LAPTOP));
    expect(renameButton(PHONE).disabled).toBe(true);
    expect(deleteButton(PHONE).disabled).toBe(true);
    expect(button(MESSAGES['passkey.done']).disabled).toBe(true);
    expect(button(MESSAGES['passkey.setUpAnother']).disabled).toBe(true);
    fireEvent.click(button(MESSAGES['passkey.cancel']));
    expect(renameButton(PHONE).disabled).toBe(false);
    expect(deleteButton(PHONE).disabled).toBe(false);
    expect(button(MESSAGES['passkey.done']).disabled).toBe(false);
    expect(button(MESSAGES['passkey.setUpAnother']).disabled).toBe(false);
    client.destroy();
  });

  it("a server error is reported to onError only, and the row goes back to the server's name", async () => {
    const answer = deferred<Response>();
    const { client, calls, rendered } = await renderList({ [RENAME_LAPTOP]: () => answer.promise });
    fireEvent.click(renameButton(LAPTOP));
    fireEvent.change(nameField(), { target: { value: 'Work laptop' } });
    fireEvent.keyDown(nameField(), { key: 'Enter' });
    // Shown at once, before the server answers.
    expect(listedNames()).toEqual(['Work laptop', PHONE]);

    answer.resolve(jsonResponse(500, apiErrorBody('internal_server_error', 500)));
    await screen.findByText(LAPTOP);
    expect(listedNames()).toEqual([LAPTOP, PHONE]);
    expect(rendered.errors.map((e) => (e as { error_type?: string }).error_type)).toEqual(['internal_server_error']);
    // Not shown on the screen: no alert.
    expect(alertText()).toBeNull();
    // The list asks the server again for what it holds.
    await settled(calls);
    expect(calls.filter((c) => c.path === '/users/me')).toHaveLength(2);
    client.destroy();
  });
});

describe('deleting a passkey', () => {
  it('asks first (focus on Cancel) with the warning in the alert; confirming sends DELETE, removes the row at once and clears the alert', async () => {
    const answer = deferred<Response>();
    const { client, calls, rendered } = await renderList({ [DELETE_PHONE]: () => answer.promise });
    fireEvent.click(deleteButton(PHONE));
    const question = screen.getByRole('group', { name: text('passkey.deleteConfirm', { name: PHONE }) });
    expect(question.textContent).toContain(text('passkey.deleteConfirm', { name: PHONE }));
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: MESSAGES['passkey.cancel'] }));
    expect(alertText()).toBe(MESSAGES['passkey.deleteWarning']);
    expect(mutations(calls)).toEqual([]);

    fireEvent.click(within(question).getByRole('button', { name: MESSAGES['passkey.delete'] }));
    expect(listedNames()).toEqual([LAPTOP]);
    expect(alertText()).toBeNull();
    // Focus does not fall to the page: it lands on the list's heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: MESSAGES['passkey.existingPasskeys'] }));

    answer.resolve(deletedPhone());
    await settled(calls, ['/users/webauthn_registrations/webauthn-registration-phone']);
    expect(mutations(calls)).toEqual([
      { method: 'DELETE', path: '/users/webauthn_registrations/webauthn-registration-phone', body: undefined },
    ]);
    expect(listedNames()).toEqual([LAPTOP]);
    expect(rendered.errors).toEqual([]);
    client.destroy();
  });

  it('Escape in the question cancels it: nothing sent, the warning gone, focus back on the row\'s Delete', async () => {
    const { client, calls } = await renderList();
    fireEvent.click(deleteButton(PHONE));
    const name = text('passkey.deleteConfirm', { name: PHONE });
    screen.getByRole('group', { name });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('group', { name })).toBeNull();
    expect(listedNames()).toEqual([LAPTOP, PHONE]);
    expect(alertText()).toBeNull();
    expect(document.activeElement).toBe(deleteButton(PHONE));
    await settled(calls);
    expect(mutations(calls)).toEqual([]);
    client.destroy();
  });

  it('Cancel sends nothing, keeps the row, clears the alert and returns focus to its Delete button', async () => {
    const { client, calls } = await renderList();
    fireEvent.click(deleteButton(PHONE));
    expect(alertText()).toBe(MESSAGES['passkey.deleteWarning']);
    fireEvent.click(button(MESSAGES['passkey.cancel']));
    expect(listedNames()).toEqual([LAPTOP, PHONE]);
    expect(alertText()).toBeNull();
    expect(document.activeElement).toBe(deleteButton(PHONE));
    await settled(calls);
    expect(mutations(calls)).toEqual([]);
    client.destroy();
  });
});

describe('the passkeyList kind', () => {
  it('without a signed-in user shows only its error text and reports it once', async () => {
    const { client, apiCalls } = createTestClient();
    const rendered = renderWidget(client, { kind: 'passkeyList', config: CONFIG, strict: true });
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES['passkey.listNoActiveUser']);
    expect(rendered.container.querySelector('[data-screen]')?.textContent).toBe(MESSAGES['passkey.listNoActiveUser']);
    expect(screen.queryByRole('list')).toBeNull();
    expect(rendered.errors.map((e) => e.message)).toEqual([MESSAGES['passkey.listNoActiveUser']]);
    expect(apiCalls()).toEqual([]);
    client.destroy();
  });

  it('with a signed-in user is the list under its own title; after a delete the focus lands on that title', async () => {
    const { client, calls } = createTestClient({ [DELETE_PHONE]: deletedPhone }, { signedIn: WITH_PASSKEYS });
    const rendered = renderWidget(client, { kind: 'passkeyList', config: CONFIG });
    await settled(calls);
    const heading = screen.getByRole('heading', { level: 1, name: MESSAGES['passkey.existingPasskeys'] });
    expect(listedNames()).toEqual([LAPTOP, PHONE]);
    fireEvent.click(deleteButton(PHONE));
    fireEvent.click(button(MESSAGES['passkey.delete']));
    expect(listedNames()).toEqual([LAPTOP]);
    expect(document.activeElement).toBe(heading);
    await settled(calls, ['/users/webauthn_registrations/webauthn-registration-phone']);
    expect(rendered.errors).toEqual([]);
    client.destroy();
  });
});
