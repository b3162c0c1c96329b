import { useEffect } from 'react';

const PULL_PX = 90;

/** In installed mode only, a pull down from the top of the page reloads it; never while the menu is open. */
export function usePullToRefresh(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let startY: number | undefined;
    const handleStart = (event: TouchEvent) => {
      startY = window.scrollY === 0 ? event.touches[0]?.clientY : undefined;
    };
    const handleEnd = (event: TouchEvent) => {
      const endY = event.changedTouches[0]?.clientY;
      if (startY !== undefined && endY !== undefined && endY - startY > PULL_PX) window.location.reload();
      startY = undefined;
    };
    window.addEventListener('touchstart', handleStart, { passive: true });
    window.addEventListener('touchend', handleEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', handleStart);
      window.removeEventListener('touchend', handleEnd);
    };
  }, [enabled]);
}
