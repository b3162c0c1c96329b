/**
 * Giving the page's thread back to the browser while a long piece of start-up work runs, so that a slow phone paints
 * and answers a tap in between (a task of 10 ms on this machine is 50 ms or more on the phone Lighthouse emulates).
 */

type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one: `scheduler.yield` where the browser has it (the rest runs before
 * other waiting tasks), a message otherwise (a timer would be held back to 4 ms once timers nest).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** How long work runs before it gives the thread back. */
const SLICE_MS = 4;
let sliceStart = Number.NEGATIVE_INFINITY;

/**
 * Gives the thread back once the work has run for SLICE_MS since it last did; nothing (`undefined`, so an `await` of it
 * costs a microtask) until then. The build puts `await` of it between the statements of the contract's schema files.
 */
export function yieldWhenDue(): Promise<void> | undefined {
  if (performance.now() - sliceStart < SLICE_MS) return undefined;
  return yieldToMain().then(() => {
    sliceStart = performance.now();
  });
}
