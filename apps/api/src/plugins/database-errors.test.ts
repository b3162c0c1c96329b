import net from 'node:net';
import { DomainError } from '@hive/domain';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUnavailableReason, isDatabaseUnavailable } from './database-errors.js';

/** An error as node-postgres makes it from the server's ErrorResponse. */
const serverError = (code: string, message = 'from the server') =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
/** How drizzle hands the driver's error up: its own, with the statement, the values and the cause. */
const wrapped = (cause: Error, params: unknown[] = []) => new DrizzleQueryError('select 1', params, cause);

describe('a database that cannot be reached now', () => {
  it.each([
    ['admin shutdown (a fast or smart stop)', serverError('57P01')],
    ['crash shutdown', serverError('57P02')],
    ['cannot connect now (starting, or in recovery)', serverError('57P03')],
    ['too many connections', serverError('53300')],
    ['a statement over its time limit', serverError('57014', 'canceling statement due to statement timeout')],
    ['a connection exception (class 08)', serverError('08006')],
    ['a connection refused by the server (08004)', serverError('08004')],
    ['connection refused', socketError('ECONNREFUSED')],
    ['connection reset', socketError('ECONNRESET')],
    ['a socket timeout', socketError('ETIMEDOUT')],
    ['a broken pipe', socketError('EPIPE')],
    ['an unreachable host', socketError('EHOSTUNREACH')],
    ['a name lookup to try again', socketError('EAI_AGAIN')],
    ['the connection closed under a statement', new Error('Connection terminated unexpectedly')],
    ['the client ending under a statement', new Error('Connection terminated')],
    ['the client-side connection timeout', new Error('Connection terminated due to connection timeout')],
    ['the pool waiting too long for a connection', new Error('timeout exceeded when trying to connect')],
    ['the client-side statement limit', new Error('Query read timeout')],
    ['a client whose connection broke', new Error('Client has encountered a connection error and is not queryable')],
  ])('%s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it('looks through causes and aggregated errors (a name with two addresses, both refused)', () => {
    const refused = new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')], 'connect failed');
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: new Error('middle', { cause: refused }) }))).toBe(true);
    expect(databaseUnavailableReason(wrapped(serverError('57P01', 'terminating connection')))).toBe(
      '57P01: terminating connection',
    );
  });

  it('tells the reason without the statement or its values', () => {
    const reason = databaseUnavailableReason(
      wrapped(new Error('Connection terminated unexpectedly'), ['someone@example.com']),
    );
    expect(reason).toBe('Connection terminated unexpectedly');
  });
});

describe('anything else stays a failure of its own (a 500, or what the route makes of it)', () => {
  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', serverError('42601')],
    ['a missing table', serverError('42P01')],
    ['a serialization failure', serverError('40001')],
    ['a deadlock', serverError('40P01')],
    ['a check violation', serverError('23514')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a domain error', new DomainError('NOT_FOUND', 'No such product')],
    ['a file not found', socketError('ENOENT')],
  ])('%s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it('is not fooled by the words in a statement or its values', () => {
    // A buyer may search for any text: drizzle's message quotes it, the classifier reads messages from their start.
    const error = wrapped(serverError('23505'), ['Connection terminated unexpectedly; Query read timeout']);
    expect(error.message).toContain('Connection terminated');
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('takes anything thrown, and a cycle of causes ends', () => {
    for (const thrown of [undefined, null, 0, '', 'ECONNREFUSED', {}, { code: 42 }, []])
      expect(isDatabaseUnavailable(thrown)).toBe(false);
    const looping = new Error('a');
    const other = new Error('b', { cause: looping });
    looping.cause = other;
    expect(isDatabaseUnavailable(looping)).toBe(false);
  });
});

describe("node-postgres's own errors", () => {
  it('a refused connection', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const client = new pg.Client({ host: '127.0.0.1', port: closed, user: 'x', database: 'x' });
    const error = await client.connect().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a server that takes the connection and never answers (frozen): the pool gives up in time', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const pool = new pg.Pool({
      host: '127.0.0.1',
      port: (silent.address() as net.AddressInfo).port,
      user: 'x',
      database: 'x',
      connectionTimeoutMillis: 200,
    });
    try {
      const error = await pool.query('select 1').then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await pool.end();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
