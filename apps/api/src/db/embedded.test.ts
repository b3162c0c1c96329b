import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.js';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hive-embedded-'));
await fs.chmod(dir, 0o755);
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  it('recovers after its owner is killed with SIGKILL: the orphan is stopped, the data kept', async () => {
    const fixture = path.join(import.meta.dirname, '../../test/fixtures/hold-embedded.ts');
    const owner = spawn(process.execPath, ['--import', 'tsx', fixture, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    const url = await new Promise<string>((resolve, reject) => {
      owner.stdout.on('data', (chunk: Buffer) => {
        const match = /READY (\S+)/.exec(chunk.toString());
        if (match) resolve(match[1]!);
      });
      owner.once('exit', () => reject(new Error('the owner exited before the database was ready')));
    });
    await query(url, 'create table kept (id int); insert into kept values (42)');
    const orphan = Number(readFileSync(path.join(dir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0]);

    owner.kill('SIGKILL');
    await new Promise((resolve) => owner.once('exit', resolve));
    expect(isAlive(orphan)).toBe(true); // nothing stops a server whose owner died…

    const restarted = await startEmbeddedPostgres(dir); // …until the next start does
    try {
      expect(isAlive(orphan)).toBe(false);
      expect(await query(restarted.url, 'select id from kept')).toEqual([{ id: 42 }]);
    } finally {
      await restarted.stop();
    }
  }, 60_000);
});
