import type { Page } from '@playwright/test';
import { blockingFindings, resizeTo } from '../../support/axe';
import { expect } from '../../support/test';

/**
 * The width every back-office page is checked at in English: a laptop. The French walk checks each
 * at 360 px, where French's longer words are tightest; the structure axe reads does not change with
 * the language, so each width runs once (docs/back-office.md "Accessibility").
 */
export const AXE_WIDTHS = [1280] as const;

/**
 * The page once drawn (nothing loading), at each width: `found[where @ width]` lists what blocks
 * someone there (docs/back-office.md "Accessibility"). Leaves the page at 1280 px.
 */
export async function checkAccessibility(page: Page, where: string, found: Record<string, unknown>, widths: readonly number[] = AXE_WIDTHS) {
  const loading = page.locator('.RaLoading-root, [role="progressbar"]');
  await expect(loading).toHaveCount(0);
  for (const width of widths) {
    await resizeTo(page, width, width === 360 ? 780 : 900);
    await expect(loading).toHaveCount(0);
    let seen = await blockingFindings(page);
    // A list may fetch again while axe reads it (its spinner has no name, and greys the rows), and be
    // drawn again before axe is done: a finding is read once more, on the page drawn. A real one
    // stays; a page caught in between does not block anyone.
    if (seen.length) {
      await expect(loading).toHaveCount(0);
      seen = await blockingFindings(page);
    }
    if (seen.length) found[`${where} @ ${width}`] = seen;
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
