/**
 * A real paste: the text goes onto the system clipboard through the async
 * Clipboard API (the context must grant clipboard-read/clipboard-write), then
 * Control+V pastes it into the focused element, as a visitor would.
 */
import type { Page } from 'playwright-core';

export const CLIPBOARD_PERMISSIONS = ['clipboard-read', 'clipboard-write'];

export async function pasteWithKeyboard(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}
