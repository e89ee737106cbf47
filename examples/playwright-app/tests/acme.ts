/**
 * The example app's pages as its tests use them: the widget's fields by role
 * and label, and the account page's status line.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect } from 'portico-emulator/playwright';

/** An address of this test alone (the worker, the test and its repetition). */
export function addressFor(name: string, testInfo: TestInfo): string {
  return `${name}.w${testInfo.workerIndex}.r${testInfo.repeatEachIndex}@acme.test`;
}

export async function submitEmail(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** Types a 6-digit passcode into the passcode screen. */
export async function enterCode(page: Page, code: string): Promise<void> {
  const field = page.locator('input[autocomplete="one-time-code"]').first();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await field.click();
  await field.pressSequentially(code);
}

/** The account page says who is signed in. */
export async function expectSignedIn(page: Page, who: string): Promise<void> {
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${who}`, { exact: true })).toBeVisible();
}
