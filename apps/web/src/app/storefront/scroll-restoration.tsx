import { useContext, useLayoutEffect } from 'react';
import { ScrollRestoration as RouterScrollRestoration, UNSAFE_DataRouterStateContext, useLocation } from 'react-router';

/**
 * React Router's scroll restoration, for pages whose parts off screen are drawn only when they come near
 * (`.lazy-render`: an estimated height until then). Before a position is restored (going back, or a reload), every part
 * is drawn, so that the position lands where the buyer left it; once a frame has drawn them, those far away go again,
 * each keeping the height it was drawn at.
 */
export function ScrollRestoration() {
  return (
    <>
      {/* Its effect runs before the router's, the sibling after it, which scrolls. */}
      <DrawAllWhenRestoring />
      <RouterScrollRestoration />
    </>
  );
}

function DrawAllWhenRestoring() {
  const position = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;
  const location = useLocation();
  // When the router's effect scrolls: a new address, or a position to restore.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same triggers as the router's own effect
  useLayoutEffect(() => {
    if (typeof position !== 'number') return;
    const root = document.documentElement;
    root.dataset.restoring = '';
    // A part's height is kept when a frame has drawn it: let go in the frame after.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => delete root.dataset.restoring);
    });
    return () => {
      cancelAnimationFrame(frame);
      delete root.dataset.restoring;
    };
  }, [location, position]);
  return null;
}
