import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on the page, run inside the page itself (axe's legacy mode). The default mode opens a blank
 * page for every check to assemble results across cross-origin frames, which no page of ours has:
 * three times the time (a back-office list 2.8-3.1 s against 0.9-1.4 s, as many violations), and
 * the walks of every page run it hundreds of times (docs/testing.md "Page walks").
 */
export function axeOn(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

export interface Finding {
  rule: string;
  impact: string | null | undefined;
  targets: string[];
}

/**
 * Every axe violation (WCAG 2 A and AA rules) on the page as drawn now, with its first five
 * targets. Only violations are read: axe then skips detailing every passing node (much of its time).
 */
export async function axeFindings(page: Page): Promise<Finding[]> {
  const result = await axeOn(page).withTags(['wcag2a', 'wcag2aa']).options({ resultTypes: ['violations'] }).analyze();
  return result.violations.map((violation) => ({ rule: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
}

/** The serious and critical findings only: what blocks someone, the bar of the site and the back office (docs/testing.md). */
export async function blockingFindings(page: Page): Promise<Finding[]> {
  return (await axeFindings(page)).filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');
}

/** Sets the viewport and waits until the page has laid out at it and drawn a frame: not a fixed pause. */
export async function resizeTo(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((w) => window.innerWidth === w && document.documentElement.clientWidth <= w && new Promise((done) => requestAnimationFrame(() => done(true))), width);
}
