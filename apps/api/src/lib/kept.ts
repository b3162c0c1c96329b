/**
 * What a process keeps for a while (kept answers, pages, searches): an entry expires after `maxAgeMs`, and the oldest
 * go first once the entries' sizes (`sizeOf`, about their bytes in memory) pass `maxBytes`, or their count `maxEntries`.
 * `clear` drops everything; a value read before a `clear` and set after it is not kept (`set` with the generation read
 * before the work), so a change can never be covered by what was read before it.
 */
export function keptMap<V>({
  maxAgeMs,
  maxBytes = Number.POSITIVE_INFINITY,
  maxEntries = Number.POSITIVE_INFINITY,
  sizeOf = () => 1,
}: {
  maxAgeMs: number;
  maxBytes?: number;
  maxEntries?: number;
  sizeOf?: (value: V) => number;
}) {
  const entries = new Map<string, { at: number; value: V; size: number }>();
  let bytes = 0;
  let generation = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.size;
    entries.delete(key);
  };
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (Date.now() - entry.at < maxAgeMs) return entry.value;
      drop(key);
      return undefined;
    },
    /** The generation to hand back to `set`: read it before reading what will be kept. */
    generation: () => generation,
    set(key: string, value: V, readIn = generation): void {
      if (readIn !== generation) return;
      const size = sizeOf(value);
      if (size > maxBytes) return;
      drop(key);
      while (entries.size > 0 && (bytes + size > maxBytes || entries.size >= maxEntries))
        drop(entries.keys().next().value as string);
      entries.set(key, { at: Date.now(), value, size });
      bytes += size;
    },
    clear(): void {
      entries.clear();
      bytes = 0;
      generation++;
    },
  };
}

/** About the bytes a string takes in V8: one a character, two for text beyond Latin-1 (Korean, Vietnamese). */
export const stringBytes = (text: string): number => (/[\u0100-\uffff]/.test(text) ? 2 : 1) * text.length;

/**
 * What is being read, by key: whoever asks for a key while it is read gets that reading (`get`) rather than reading it
 * again (many asking for a kept value whose time is up). `run` starts a reading; it is forgotten once it ends.
 * `clear` (a change) lets the next asker read anew while the readings already begun finish for those who wait for them.
 */
export function readings<V>() {
  const running = new Map<string, Promise<V>>();
  return {
    get: (key: string): Promise<V> | undefined => running.get(key),
    run(key: string, read: () => Promise<V>): Promise<V> {
      const reading: Promise<V> = read().finally(() => {
        if (running.get(key) === reading) running.delete(key);
      });
      running.set(key, reading);
      return reading;
    },
    clear: () => running.clear(),
  };
}
