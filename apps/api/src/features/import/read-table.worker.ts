import { parentPort, workerData } from 'node:worker_threads';
import { readTable, type TableJson } from './read-table.js';
import { NOT_A_SPREADSHEET, Unreadable } from './table-bounds.js';

/** The reading thread (started by spreadsheet.ts): an uploaded file in, its table or why it is refused out. */
const file = workerData as Uint8Array;
readTable(Buffer.from(file.buffer, file.byteOffset, file.byteLength)).then(
  ({ headers, rows }) =>
    parentPort?.postMessage({
      table: { headers, rowCount: rows.length, rowsJson: JSON.stringify(rows) } satisfies TableJson,
    }),
  (error: unknown) =>
    parentPort?.postMessage({ refused: error instanceof Unreadable ? error.message : NOT_A_SPREADSHEET }),
);
