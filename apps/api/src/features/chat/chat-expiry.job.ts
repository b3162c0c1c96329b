import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { inBatches, repeatEvery } from '../../lib/jobs.js';
import { chatRepository } from './chat.repository.js';

/**
 * The expiry of visitors' files: every hour, in every API process, the bytes of files past their expiry are deleted
 * (the message stays and shows the file as expired; it is refused from the moment it expires, whether or not the job
 * has run). Rows another process is deleting are skipped, and a deleted file is not deleted again.
 */
export function expiredChatFiles({ db, log }: { db: Db; log?: FastifyBaseLogger }) {
  const deleteDue = (batch = 100) => inBatches(batch, (limit) => chatRepository(db).deleteExpiredFiles(limit));
  return {
    deleteDue,
    start: (intervalMs = 3_600_000) =>
      repeatEvery('chat-expired-files', intervalMs, deleteDue, (error) =>
        log?.error({ err: error }, 'chat expired-file job failed'),
      ),
  };
}
