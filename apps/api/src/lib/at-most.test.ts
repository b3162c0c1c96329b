import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { atMost } from './at-most.js';

describe('atMost', () => {
  it('runs no more than its limit at once, starts the rest in order as each ends, and passes on answers and failures', async () => {
    const run = atMost(2);
    let now = 0;
    let most = 0;
    const started: number[] = [];
    const work = (i: number) =>
      run(async () => {
        started.push(i);
        most = Math.max(most, ++now);
        await sleep(i === 1 ? 30 : 10);
        now--;
        if (i === 4) throw new Error('four failed');
        return i * 10;
      });
    const answers = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(work));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : answer.reason.message))).toEqual([
      10,
      20,
      30,
      'four failed',
      50,
      60,
    ]);
    // A failure frees its slot too: the next two run at once again.
    now = 0;
    most = 0;
    await Promise.all([7, 8].map(work));
    expect(most).toBe(2);
  });
});
