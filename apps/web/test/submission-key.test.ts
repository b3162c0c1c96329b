import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api-client';
import { submissionKey } from '../src/lib/submission-key';

describe('submissionKey', () => {
  it('keeps the key for the same payload until the server answers, and changes it with the payload', () => {
    const keys = submissionKey();
    const first = keys.for({ items: [1, 2] });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // A double click: the same submission, the same key.
    expect(keys.for({ items: [1, 2] })).toBe(first);
    // The network lost the answer: the retry keeps the key, so the server answers what it did the first time.
    keys.settled(new ApiError(0, 'NETWORK', 'errors.network', false));
    expect(keys.for({ items: [1, 2] })).toBe(first);
    // Another payload is another submission.
    expect(keys.for({ items: [1, 3] })).not.toBe(first);
  });

  it('takes a new key once the server has answered, success or refusal', () => {
    const keys = submissionKey();
    const first = keys.for({ a: 1 });
    keys.settled();
    const second = keys.for({ a: 1 });
    expect(second).not.toBe(first);
    keys.settled(new ApiError(409, 'CONFLICT', 'No longer in your quotation basket', true));
    expect(keys.for({ a: 1 })).not.toBe(second);
  });
});
