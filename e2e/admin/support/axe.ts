import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../../support/test';

/** The widths every back-office page is checked at: a laptop and a phone. */
export const AXE_WIDTHS = [1280, 360] as const;

/** The serious and critical axe findings (WCAG 2 A and AA rules) on the page as drawn now. */
async function blocking(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
}

/**
 * The page once drawn (nothing loading), at each width: `found[where @ width]` lists what blocks
 * someone there (docs/back-office.md "Accessibility"). Leaves the page at 1280 px.
 */
export async function checkAccessibility(page: Page, where: string, found: Record<string, unknown>) {
  await expect(page.locator('.RaLoading-root, [role="progressbar"]')).toHaveCount(0);
  for (const width of AXE_WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    // Laid out at the new width, and a frame drawn since: not a fixed pause.
    await page.waitForFunction((w) => document.documentElement.clientWidth <= w && new Promise((done) => requestAnimationFrame(() => done(true))), width);
    const seen = await blocking(page);
    if (seen.length) found[`${where} @ ${width}`] = seen;
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
