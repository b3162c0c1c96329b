import { describe, expect, it } from 'vitest';
import { type ChatQuotas, chatUploadRefusal } from '../src/chat-rules.js';

const MB = 1024 * 1024;
const quotas: ChatQuotas = {
  visitorDay: { files: 10, bytes: 25 * MB },
  buyerDay: { files: 50, bytes: 250 * MB },
  conversationBytes: 50 * MB,
  visitorStoreBytes: 1024 * MB,
  visitorFileDays: 30,
};
const day = (files: number, bytes: number) => ({ files, bytes, resetsIn: 3600 });
const stored = (bytes: number) => ({ bytes, freesIn: 86_400 });

describe('a chat upload', () => {
  it('fits up to the day’s allowance, each counter on its own', () => {
    expect(
      chatUploadRefusal('visitor', { days: [day(10, 25 * MB)], conversation: stored(1), store: stored(1) }, quotas),
    ).toBeUndefined();
    expect(chatUploadRefusal('buyer', { days: [day(50, 25 * MB)] }, quotas)).toBeUndefined();
  });

  it('is refused past the day’s files or bytes, 429 until the counter starts again', () => {
    for (const count of [day(11, 1), day(1, 25 * MB + 1)]) {
      const refusal = chatUploadRefusal('visitor', { days: [day(1, 1), count] }, quotas);
      expect(refusal?.code).toBe('RATE_LIMITED');
      expect(refusal?.retryAfter).toBe(3600);
    }
    expect(chatUploadRefusal('buyer', { days: [day(51, 1)] }, quotas)?.code).toBe('RATE_LIMITED');
  });

  it('is refused with a visitor’s conversation or all visitors’ files full, 413 until the first file expires', () => {
    const conversation = chatUploadRefusal(
      'visitor',
      { days: [day(1, 1)], conversation: stored(50 * MB + 1), store: stored(50 * MB + 1) },
      quotas,
    );
    expect(conversation).toMatchObject({ code: 'QUOTA_EXCEEDED', retryAfter: 86_400 });
    expect(conversation?.message).toMatch(/conversation/);
    const store = chatUploadRefusal(
      'visitor',
      { days: [day(1, 1)], conversation: stored(1), store: { bytes: 1024 * MB + 1, freesIn: null } },
      quotas,
    );
    expect(store).toMatchObject({ code: 'QUOTA_EXCEEDED', retryAfter: undefined });
    expect(store?.message).toMatch(/visitors/);
  });
});
