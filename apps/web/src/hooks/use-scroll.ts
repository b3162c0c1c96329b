import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

export type ScrollState = { y: number; direction: 'up' | 'down' };

/**
 * A turn counts only after the page moved this far the other way: a finger's tremor, a bounce at the page's end or
 * the browser nudging the page by a pixel never flips the direction back and forth.
 */
const TURN_PX = 12;

/** The page's scroll position and the direction of the last move (with a dead band), updated once a frame at most. */
export function useScroll(): ScrollState {
  const [state, setState] = useState<ScrollState>({ y: 0, direction: 'up' });
  const turn = useRef({ direction: 'up' as ScrollState['direction'], extreme: 0 });
  useEffect(() => {
    let frame = 0;
    const handleScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = Math.max(0, window.scrollY);
        const last = turn.current;
        // `extreme` is the farthest point reached in the current direction; the direction turns past the dead band.
        if (last.direction === 'down' ? y > last.extreme : y < last.extreme) last.extreme = y;
        else if (Math.abs(y - last.extreme) >= TURN_PX)
          turn.current = { direction: y > last.extreme ? 'down' : 'up', extreme: y };
        const direction = turn.current.direction;
        setState((previous) => (previous.y === y && previous.direction === direction ? previous : { y, direction }));
      });
    };
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', handleScroll);
    };
  }, []);
  return state;
}

/** Whether a media query matches; false in the server's first render, so the browser's first render agrees with it. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Installed as an app (standalone display), where the bottom app bar and pull-to-refresh live. */
export const useStandalone = () => useMediaQuery('(display-mode: standalone)');
