import { useEffect } from 'react';

/** How far a pull from the top of the page must go before letting go reloads it. */
export const PULL_PX = 90;

type Touches = { touches?: ArrayLike<{ clientY: number }>; changedTouches?: ArrayLike<{ clientY: number }> };
type Page = {
  /** Where the touches arrive (the window). */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  scrollY: () => number;
  /** How far the finger has pulled down from the top (0 when it lets go): drawn as the indicator. */
  onPull: (distance: number) => void;
  reload: () => void;
};

/**
 * Follows a pull down that starts at the very top of the page and reloads when it is let go past `PULL_PX`. Returns
 * the stop: the listeners go, and a pull in progress is dropped (the menu opened under the finger).
 */
export function watchPull({ target, scrollY, onPull, reload }: Page): () => void {
  let startY: number | undefined;
  let distance = 0;
  const handleStart = (event: Event) => {
    startY = scrollY() <= 0 ? (event as unknown as Touches).touches?.[0]?.clientY : undefined;
    distance = 0;
  };
  const handleMove = (event: Event) => {
    const y = (event as unknown as Touches).touches?.[0]?.clientY;
    if (startY === undefined || y === undefined) return;
    distance = Math.max(0, y - startY);
    onPull(distance);
  };
  const handleEnd = (event: Event) => {
    const y = (event as unknown as Touches).changedTouches?.[0]?.clientY;
    const pulled = startY !== undefined && y !== undefined ? y - startY : distance;
    const started = startY !== undefined;
    startY = undefined;
    distance = 0;
    onPull(0);
    if (started && pulled > PULL_PX) reload();
  };
  target.addEventListener('touchstart', handleStart, { passive: true });
  target.addEventListener('touchmove', handleMove, { passive: true });
  target.addEventListener('touchend', handleEnd, { passive: true });
  target.addEventListener('touchcancel', handleEnd, { passive: true });
  return () => {
    target.removeEventListener('touchstart', handleStart);
    target.removeEventListener('touchmove', handleMove);
    target.removeEventListener('touchend', handleEnd);
    target.removeEventListener('touchcancel', handleEnd);
    if (startY !== undefined) onPull(0);
  };
}

/**
 * In installed mode only (docs/product.md §2), a pull down from the top of the page reloads it; never while the menu is
 * open (`enabled` false: the listeners go). The pull is drawn by the page's root: `--pull` is how far, `pull-ready`
 * says that letting go now reloads (styles.css).
 */
export function usePullToRefresh(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const root = document.documentElement;
    return watchPull({
      target: window,
      scrollY: () => window.scrollY,
      onPull: (distance) => {
        root.style.setProperty('--pull', `${Math.min(distance, PULL_PX * 1.5)}px`);
        root.classList.toggle('pulling', distance > 0);
        root.classList.toggle('pull-ready', distance > PULL_PX);
      },
      reload: () => window.location.reload(),
    });
  }, [enabled]);
}
