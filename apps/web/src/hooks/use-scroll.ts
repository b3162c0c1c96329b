import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

export type ScrollState = { y: number; direction: 'up' | 'down' };

/** The page's scroll position and the direction of the last move, updated once a frame at most. */
export function useScroll(): ScrollState {
  const [state, setState] = useState<ScrollState>({ y: 0, direction: 'up' });
  const last = useRef(0);
  useEffect(() => {
    let frame = 0;
    const handleScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        if (y !== last.current) setState({ y, direction: y > last.current ? 'down' : 'up' });
        last.current = y;
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
