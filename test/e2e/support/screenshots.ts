/** One PNG per screen under test-results/screens/, for people to look at. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const SCREENS_DIR = path.resolve('test-results', 'screens');

export async function saveScreen(page: Page, name: string): Promise<string> {
  await mkdir(SCREENS_DIR, { recursive: true });
  const file = path.join(SCREENS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
  return file;
}
