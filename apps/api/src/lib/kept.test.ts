import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptMap, readings, stringBytes } from './kept.js';

afterEach(() => vi.useRealTimers());

describe('keptMap', () => {
  it('forgets an entry after its time', () => {
    vi.useFakeTimers();
    const kept = keptMap<string>({ maxAgeMs: 60_000 });
    kept.set('a', 'answer');
    vi.advanceTimersByTime(59_999);
    expect(kept.get('a')).toBe('answer');
    vi.advanceTimersByTime(1);
    expect(kept.get('a')).toBeUndefined();
  });

  it('lets the oldest go once the sizes pass the bound, and keeps nothing larger than it', () => {
    const kept = keptMap<string>({ maxAgeMs: 60_000, maxBytes: 10, sizeOf: stringBytes });
    kept.set('a', 'aaaa');
    kept.set('b', 'bbbb');
    kept.set('c', 'cccc');
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([undefined, 'bbbb', 'cccc']);
    kept.set('d', 'x'.repeat(11));
    expect(kept.get('d')).toBeUndefined();
    // Korean text takes two bytes a character: one entry fills the bound.
    kept.set('e', '크림크림크');
    expect([kept.get('b'), kept.get('c'), kept.get('e')]).toEqual([undefined, undefined, '크림크림크']);
  });

  it('keeps nothing read before a clear', () => {
    const kept = keptMap<string>({ maxAgeMs: 60_000 });
    const generation = kept.generation();
    kept.clear();
    kept.set('a', 'read before the change', generation);
    expect(kept.get('a')).toBeUndefined();
    kept.set('a', 'read after it', kept.generation());
    expect(kept.get('a')).toBe('read after it');
  });
});

describe('readings', () => {
  it('hands a key being read to whoever asks meanwhile, forgets it once read, and starts anew after a clear', async () => {
    const reading = readings<string>();
    let reads = 0;
    const read = (value: string) => async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return value;
    };
    const first = reading.run('a', read('first'));
    expect(reading.get('a')).toBe(first);
    expect(await reading.get('a')).toBe('first');
    expect(reading.get('a')).toBeUndefined();

    const before = reading.run('a', read('before the change'));
    reading.clear();
    expect(reading.get('a')).toBeUndefined();
    const after = reading.run('a', read('after it'));
    // The reading begun before the clear, ending later, does not forget the one begun after it.
    expect(await before).toBe('before the change');
    expect(reading.get('a')).toBe(after);
    expect(await after).toBe('after it');
    expect(reads).toBe(3);
  });
});
