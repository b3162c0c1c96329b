import path from 'node:path';
import { startEmbeddedPostgres } from '/work/main/apps/api/src/db/embedded.js';
const e = await startEmbeddedPostgres(path.join('/work/main', 'data/bench'));
console.log('URL', e.url);
process.on('SIGTERM', async () => { await e.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
