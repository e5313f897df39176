import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After an in-app navigation to another page, focus moves to the new page's heading, so a screen
 * reader says where the person is and the keyboard starts from the top of the page. The first
 * load, a change of the query string alone (a filter, a page of a list), and a page that placed
 * focus itself (a code box) keep focus where it is.
 */
export function FocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.querySelector('main');
    const heading = main?.querySelector<HTMLElement>('h1');
    if (!main || !heading) return;
    const active = document.activeElement;
    if (active && active !== document.body && main.contains(active)) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    // Without scrolling: a page may open elsewhere on purpose (a conversation at its newest message).
    heading.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
