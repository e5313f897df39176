// Which Chromium the journeys drive: CHROMIUM_PATH, else Debian's old headless shell
// (chromium-headless-shell, the build Playwright itself runs headless), else Debian's full browser.
// The shell draws the same pages with the same engine at about 60% of the full browser's CPU and
// wall time (docs/testing.md "The browser"), and the journeys are bound by the machine's two cores.
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_BROWSER = '/usr/bin/chromium';

/** The executable the journeys launch; null when neither Debian package is installed. */
export function journeyBrowser() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return [HEADLESS_SHELL, FULL_BROWSER].find((path) => existsSync(path)) ?? null;
}
