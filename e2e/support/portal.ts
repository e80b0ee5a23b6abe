import { expect, type Page } from '@playwright/test';
import { blockingViolations } from './axe';

/** The portal's two checked sizes: a phone and a desktop. */
export const PORTAL_SIZES = [
  { name: 'telefon', width: 360, height: 780 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** The page is no wider than the window (no sideways scroll). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** WCAG 2.1 A/AA: no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  expect(await blockingViolations(page)).toEqual([]);
}
