/**
 * Runs work `limit` at a time: `run(work)` starts it at once while fewer than `limit` run, else once one of them ends,
 * in the order asked. For work that holds a lot while it runs (a password hash's memory).
 */
export function atMost(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      // The slot passes to the next waiting work, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
