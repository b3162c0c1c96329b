/** Runs of each scheduled job in this process, by outcome (`/metrics` shows them). */
export const jobRuns = new Map<string, { ok: number; failed: number }>();

/**
 * Runs the job `name`'s `work` every `intervalMs`, never two runs at once in this process (a slow run makes the next
 * tick wait); a failure goes to `onError` and the next tick tries again. The timer does not keep the process alive.
 * Returns a stop function (the app calls it on close).
 */
export function repeatEvery(
  name: string,
  intervalMs: number,
  work: () => Promise<unknown>,
  onError: (error: unknown) => void,
) {
  let running = false;
  const runs = jobRuns.get(name) ?? jobRuns.set(name, { ok: 0, failed: 0 }).get(name)!;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work()
      .then(
        () => {
          runs.ok += 1;
        },
        (error: unknown) => {
          runs.failed += 1;
          onError(error);
        },
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Runs `step` (one transaction's batch) until a batch comes back short; returns how many were done in all. */
export async function inBatches(batch: number, step: (batch: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await step(batch);
    total += done;
    if (done < batch) return total;
  }
}
