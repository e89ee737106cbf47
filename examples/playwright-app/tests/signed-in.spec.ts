/**
 * Starting signed in (`signInAs`), and what per-worker emulators give: the
 * same email can be a user in every worker at once.
 */
import { expect, test } from 'portico-emulator/playwright';
import { addressFor, enterCode, expectSignedIn, submitEmail } from './acme';

test('signInAs: the app starts signed in, with no sign-in screen', async ({ page, signInAs }, testInfo) => {
  const { email } = await signInAs(page, { email: addressFor('signed-in', testInfo) });
  await page.goto('/account');
  await expectSignedIn(page, email);
  // A widget that needs a session finds it: passkey registration offers to create one.
  await expect(page.getByRole('button', { name: 'Create a Passkey' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'stytch_session')).toMatchObject({ sameSite: 'Lax', secure: false, httpOnly: false });
});

/** The same address in every test of this group, whichever worker runs it. */
const SHARED = 'same.person@acme.test';

for (const method of ['code', 'signInAs'] as const) {
  test(`the same email in each worker (${method}): created here, signed in here`, async ({ page, emulator, signInAs }, testInfo) => {
    const created = await emulator.api.users.create({ email: SHARED, name: { first_name: `Worker ${testInfo.workerIndex}` } });
    testInfo.annotations.push({ type: 'worker', description: `${testInfo.workerIndex}: ${emulator.url}` });
    if (method === 'signInAs') {
      const { userId } = await signInAs(page, { email: SHARED });
      expect(userId).toBe(created.user_id);
      await page.goto('/account');
    } else {
      await page.goto('/');
      const code = emulator.api.mailbox.waitForCode(SHARED);
      await submitEmail(page, SHARED);
      await enterCode(page, await code);
    }
    await expectSignedIn(page, SHARED);
    const users = await emulator.api.users.list();
    expect(users.map((u) => u.user_id)).toEqual([created.user_id]);
  });
}
