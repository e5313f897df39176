import { useEffect, useState } from 'react';
import { LIMITS } from '@gigmarket/shared';

/** Total time on screen: 3000 ms still, then the 400 ms slide, gone at 3500 ms. */
export const SPLASH_TOTAL_MS = LIMITS.splashMs + LIMITS.splashSlideMs;

/**
 * The splash of the first load of a browser session. It is drawn over the page, which is already
 * rendered beneath it; CSS slides it away (so it also leaves without JavaScript).
 */
export function Splash({ name, tagline }: { name: string; tagline: string }) {
  const [gone, setGone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGone(true), SPLASH_TOTAL_MS);
    return () => clearTimeout(timer);
  }, []);
  if (gone) return null;
  return (
    <div className="splash" aria-hidden="true" data-testid="splash">
      <div className="splash-logo">
        <span className="logo-mark">G</span>
        <span className="splash-name">{name}</span>
      </div>
      <p>{tagline}</p>
    </div>
  );
}
