import { useContext, useLayoutEffect } from 'react';
import {
  type Location,
  ScrollRestoration as RouterScrollRestoration,
  UNSAFE_DataRouterStateContext,
  useLocation,
} from 'react-router';

/** How long a restored position is waited for while the page is still short of it (its data arriving). */
const WAIT_MS = 5_000;

/**
 * React Router's scroll restoration, made to land where the reader left on pages whose parts off screen are drawn only
 * when they come near (`.lazy-render`: an estimated height until then), and on a page still growing as its data
 * arrives (a reload the service worker answered with the app alone). Right after the router scrolls, every part is
 * drawn and the position set again; while the page is too short for it, it is set again each time the page grows,
 * until reached, until the reader scrolls, or for 5 s. Then the parts far away go again, each keeping the height it was
 * drawn at.
 */
export function ScrollRestoration() {
  return (
    <>
      <RouterScrollRestoration getKey={positionKey} />
      {/* After the router's effect, the sibling before it. */}
      <ReachRestoredPosition />
    </>
  );
}

/**
 * Where a position is kept: an entry of the tab's history by its own key, so back and forward land where the reader
 * left; the page a tab was opened or reloaded on (whose entry React Router keys `default`, every such page alike) by
 * its address, so a reload lands where the reader was and an address typed or bookmarked opens at its top.
 */
const positionKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

function ReachRestoredPosition() {
  const position = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;
  const location = useLocation();
  // When the router's effect scrolls: a new address, or a position to restore.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same triggers as the router's own effect
  useLayoutEffect(() => {
    if (typeof position !== 'number') return;
    const root = document.documentElement;
    root.dataset.restoring = '';
    const reach = () => window.scrollTo(0, position);
    reach();
    let frame = 0;
    const growing = new ResizeObserver(() => {
      reach();
      if (Math.abs(window.scrollY - position) < 1) stop();
    });
    const unwatch = () => {
      growing.disconnect();
      clearTimeout(timer);
      for (const type of INPUTS) removeEventListener(type, stop);
    };
    const stop = () => {
      unwatch();
      // A part's height is kept when a frame has drawn it: let go in the frame after.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => delete root.dataset.restoring);
      });
    };
    const timer = setTimeout(stop, WAIT_MS);
    for (const type of INPUTS) addEventListener(type, stop, { passive: true });
    growing.observe(root);
    return () => {
      unwatch();
      cancelAnimationFrame(frame);
      delete root.dataset.restoring;
    };
  }, [location, position]);
  return null;
}

/** What the reader does to scroll, which ends the wait. */
const INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
