import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits for every running CSS transition and animation (a dialog's fade-in, a menu's grow) to end:
 * axe measures colour contrast as painted, and a half-faded button reads as low contrast.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))).then(() => undefined),
  );
}

/** WCAG 2.1 A/AA violations that block users: every serious or critical one fails the screen. */
export async function blockingViolations(page: Page) {
  await settleAnimations(page);
  // A change that arrives while axe reads the page (a live update turning a job's chip green) would start a new
  // transition that settleAnimations never saw; with transitions off it is painted in its final colours at once.
  const instant = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
    .finally(() => instant.evaluate((node) => (node as Element).remove()));
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
