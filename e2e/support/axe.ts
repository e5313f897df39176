import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical axe findings (WCAG 2 A and AA rules) on the page as drawn now: what
 * blocks someone, the bar of the site and the back office (docs/testing.md).
 */
export async function blockingFindings(page: Page) {
  // Only violations are read: axe then skips detailing every passing node (much of its time).
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
}

/** Sets the viewport and waits until the page has laid out at it and drawn a frame: not a fixed pause. */
export async function resizeTo(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((w) => document.documentElement.clientWidth <= w && new Promise((done) => requestAnimationFrame(() => done(true))), width);
}
