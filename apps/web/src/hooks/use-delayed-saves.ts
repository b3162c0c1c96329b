import { useEffect, useRef } from 'react';

/**
 * Saves that wait for the last change: `schedule(id, value)` saves `value` once `delayMs` have passed without another
 * change to `id`, so a run of clicks on a stepper is one request. Whatever still waits is saved when the component
 * goes. `cancel` drops a waiting save (the line is removed), `flush` makes it now.
 */
export function useDelayedSaves<T>(save: (id: number, value: T) => void, delayMs: number) {
  const waiting = useRef(new Map<number, { value: T; timer: ReturnType<typeof setTimeout> }>());
  // The latest `save`, so that a timer set by an earlier render saves with the current one.
  const saveRef = useRef(save);
  saveRef.current = save;

  const cancel = (id: number) => {
    clearTimeout(waiting.current.get(id)?.timer);
    waiting.current.delete(id);
  };
  const flush = (id: number) => {
    const entry = waiting.current.get(id);
    if (!entry) return;
    cancel(id);
    saveRef.current(id, entry.value);
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;
  const schedule = (id: number, value: T) => {
    clearTimeout(waiting.current.get(id)?.timer);
    waiting.current.set(id, { value, timer: setTimeout(() => flushRef.current(id), delayMs) });
  };

  useEffect(() => {
    const entries = waiting.current;
    return () => {
      for (const id of [...entries.keys()]) flushRef.current(id);
    };
  }, []);

  return { schedule, cancel, flush, waitingIds: () => [...waiting.current.keys()] };
}
