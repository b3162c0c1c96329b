import http from 'node:http';
import https from 'node:https';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { DEFAULT_WEBHOOK_RETRY_MS } from '../config/env.js';
import type { Db } from '../db/client.js';
import { listen } from '../db/listener.js';
import * as schema from '../db/schema.js';
import { json, sqlRunner } from '../db/sql.js';
import { transaction } from '../db/transaction.js';
import { inBatches, jobRuns, repeatEvery } from '../lib/jobs.js';
import type { Mailer } from '../mail/mail.service.js';
import { guardedLookup, literalRefused } from './webhook-address.js';
import { openSecret } from './webhook-secrets.js';
import { signature } from './webhook-signature.js';

/** The channel on which a new delivery (migration 0033's trigger) wakes every API process at its commit. */
export const WEBHOOKS_CHANNEL = 'hive_webhooks';

export type WebhookDeliveryOptions = {
  log: FastifyBaseLogger;
  /** `WEBHOOK_ALLOW_PRIVATE`: `http` and private, loopback and link-local addresses allowed (tests, private networks). */
  allowPrivate: boolean;
  /** Tells the operators of a delivery given up on. */
  mailer: Mailer;
  /** The longest a receiver may take to answer: 10 s. */
  timeoutMs?: number;
  /** The first retry's delay (`WEBHOOK_RETRY_MS`); each next one doubles, an hour at most. */
  firstRetryMs?: number;
  /** How long a delivery is retried before it fails: a day. */
  retryForMs?: number;
  /** The longest between two looks at what is due when nothing signals (what a process killed while sending let go). */
  sweepMs?: number;
};

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Deliveries claimed at once, sent together. */
const BATCH = 100;
/** Deliveries sent between two vacuums of the queue. */
const VACUUM_AFTER = 1_000;
/**
 * How long a signal waits for the next ones before the deliveries are claimed: under load, each claim (a transaction,
 * two statements) then sends many.
 */
const GATHER_MS = 200;
/** What of an answer's error is kept. */
const ERROR_CHARS = 300;
/** Events (and their deliveries) are kept this many days once none of their deliveries is pending. */
export const WEBHOOK_KEPT_DAYS = 30;

type Claimed = {
  id: number;
  attempts: number;
  createdAt: Date;
  webhookId: number;
  url: string;
  secretSealed: Buffer;
  eventId: string;
  type: string;
  eventAt: Date;
  /** The event's data, on the first of its deliveries in a batch only: the others share that delivery's body. */
  data: string | null;
  /** A later event of the same object waits for this one. */
  followed: boolean;
};

type Outcome = { id: number; code: number | null; error: string | null; ok: boolean };

/** The body of a delivery, as signed: the stored data as it is, inside the envelope. */
export const deliveryBody = (event: { eventId: string; type: string; eventAt: Date; data: string }) =>
  `{"id":"${event.eventId}","type":${JSON.stringify(event.type)},"createdAt":"${new Date(event.eventAt).toISOString()}","data":${event.data}}`;

/** Delay before the next try after `attempts` tries: first, then doubled each time, at most an hour. */
export const retryDelayMs = (attempts: number, firstRetryMs: number) =>
  Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), HOUR_MS);

/**
 * The delivery worker, in every API process: it claims due deliveries on a connection of its own, in a transaction
 * that keeps them locked while they are sent (`for update skip locked`: no other process sends them meanwhile, and a
 * process that dies lets go of them at once), posts them signed, and records each answer: 2xx delivered,
 * anything else (a redirect too: none is followed) retried with exponential back-off for a day, then failed and the
 * operators told by e-mail. A delivery waits while an earlier one of the same object to the same webhook is pending, so
 * one object's events arrive in the order they were committed. It wakes at each commit of a new delivery (LISTEN), when
 * its own process placed an order (`wake`: those commits signal no one), at the soonest retry, and at a sweep (what a
 * process killed while sending let go of); idle, it does nothing else.
 */
export function webhookDelivery(db: Db, options: WebhookDeliveryOptions) {
  const {
    log,
    allowPrivate,
    mailer,
    timeoutMs = 10_000,
    firstRetryMs = DEFAULT_WEBHOOK_RETRY_MS,
    retryForMs = DAY_MS,
    sweepMs = 15_000,
  } = options;
  // The worker's own connection, apart from the pool the requests use: a batch holds it while it is sent.
  const own = ownConnection(db);
  let mailedFailures = false;
  const lookup = guardedLookup(allowPrivate);
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 16, lookup } as http.AgentOptions),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 16, lookup } as https.AgentOptions),
  };
  const secrets = new Map<number, { sealed: Buffer; secret: Promise<string> }>();
  const runs =
    jobRuns.get('webhook-deliveries') ??
    jobRuns.set('webhook-deliveries', { ok: 0, failed: 0 }).get('webhook-deliveries')!;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let wake: NodeJS.Timeout | undefined;
  let wakeAt = Number.POSITIVE_INFINITY;

  function secretOf(item: Claimed) {
    const kept = secrets.get(item.webhookId);
    if (kept?.sealed.equals(item.secretSealed)) return kept.secret;
    const secret = openSecret(db, item.secretSealed);
    secrets.set(item.webhookId, { sealed: item.secretSealed, secret });
    return secret;
  }

  /**
   * Takes up to BATCH due deliveries in `tx`, locked until it ends (`for update skip locked`: another process takes
   * others, and a process that dies lets go of them at once); also when the soonest retry is due. Due means due when the
   * statement starts: a retry written since the transaction began may be due after `now()`. The batch's size is
   * written in the statement, and each delivery and event is read by its key (`lateral … limit 1`), so that the plan,
   * made once, never reads the deliveries kept whatever their number then.
   */
  async function claim(tx: Db) {
    const found = await sqlRunner(tx, 'webhook').rows<Partial<Claimed> & { next: Date | null }>(sql`with
      claimed as (select q.delivery_id as id, q.webhook_id, q.object_key
        from webhook_queue q join webhooks w on w.id = q.webhook_id and w.active
        where (q.retry_at is null or q.retry_at <= statement_timestamp())
          and not exists (select from webhook_queue p where p.webhook_id = q.webhook_id
            and p.object_key = q.object_key and p.delivery_id < q.delivery_id)
        order by q.delivery_id limit ${sql.raw(String(BATCH))} for update of q skip locked)
      select c.id::float8 as id, d.attempts, d.created_at as "createdAt", w.id as "webhookId", w.url,
        w.secret_sealed as "secretSealed", e.public_id as "eventId", e.type, e.created_at as "eventAt",
        case when c.id = min(c.id) over (partition by d.event_id) then e.data end as data, n.next,
        exists (select from webhook_queue f where f.webhook_id = c.webhook_id and f.object_key = c.object_key
          and f.delivery_id > c.id) as "followed"
      from (select min(retry_at) as next from webhook_queue where retry_at > statement_timestamp()) n
        left join (claimed c
          cross join lateral (select d.attempts, d.created_at, d.event_id from webhook_deliveries d
            where d.webhook_id = c.webhook_id and d.id = c.id limit 1) d
          join webhooks w on w.id = c.webhook_id
          cross join lateral (select e.public_id, e.type, e.created_at, e.data from webhook_events e
            where e.id = d.event_id limit 1) e) on true
      order by c.id`);
    const next = found[0]?.next;
    return {
      batch: found.filter((row): row is Claimed & { next: Date | null } => row.id != null),
      next: next ? new Date(next).getTime() : Number.POSITIVE_INFINITY,
    };
  }

  function post(item: Claimed, secret: string, body: Buffer): Promise<Outcome> {
    const fail = (error: string): Outcome => ({
      id: item.id,
      code: null,
      error: error.slice(0, ERROR_CHARS),
      ok: false,
    });
    let url: URL;
    try {
      url = new URL(item.url);
    } catch {
      return Promise.resolve(fail('not a valid URL'));
    }
    if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
      return Promise.resolve(fail('not an https address'));
    if (literalRefused(url, allowPrivate)) return Promise.resolve(fail(`${url.hostname} is not a public address`));
    return new Promise((resolve) => {
      const request = (url.protocol === 'https:' ? https : http).request(url, {
        method: 'POST',
        agent: agents[url.protocol as 'http:' | 'https:'],
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          'user-agent': 'Hive-Webhooks/1',
          'hive-event-id': item.eventId,
          'hive-event-type': item.type,
          'hive-signature': signature(secret, body),
        },
      });
      const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
      request.on('response', (response) => {
        const code = response.statusCode ?? 0;
        response.resume();
        response.on('end', () => {
          clearTimeout(timer);
          const ok = code >= 200 && code < 300;
          resolve({ id: item.id, code, error: ok ? null : `answered ${code}`, ok });
        });
        response.on('error', (error) => {
          clearTimeout(timer);
          resolve({ id: item.id, code, error: error.message.slice(0, ERROR_CHARS), ok: false });
        });
      });
      request.on('error', (error) => {
        clearTimeout(timer);
        resolve(fail(error.message || String(error)));
      });
      request.end(body);
    });
  }

  /** Records the answers in `tx`: delivered, retried later, or failed — then the operators get an e-mail with it. */
  async function record(tx: Db, batch: Claimed[], outcomes: Outcome[]) {
    const now = Date.now();
    const byId = new Map(batch.map((item) => [item.id, item]));
    const rows = outcomes.map((outcome) => {
      const item = byId.get(outcome.id)!;
      const delay = retryDelayMs(item.attempts + 1, firstRetryMs);
      const given = !outcome.ok && now + delay > item.createdAt.getTime() + retryForMs;
      return {
        id: outcome.id,
        status: outcome.ok ? 'delivered' : given ? 'failed' : 'pending',
        code: outcome.code,
        error: outcome.error,
        retryS: delay / 1000,
      };
    });
    const { rows: run, one } = sqlRunner(tx, 'webhook');
    // The answers recorded in the deliveries (in place: no indexed column changes), their queue rows gone or due later.
    await run(sql`with x as (select * from json_to_recordset(${json(rows.map((row) => ({ ...row, webhook: byId.get(row.id)!.webhookId })))})
          as x(id bigint, webhook int, status text, code int, error text, "retryS" float8)),
        recorded as (update webhook_deliveries d set status = x.status, attempts = d.attempts + 1,
            last_code = x.code, last_error = x.error, last_attempt_at = now()
          from x where d.webhook_id = x.webhook and d.id = x.id and d.status = 'pending'),
        later as (update webhook_queue q set retry_at = now() + make_interval(secs => x."retryS")
          from x where q.delivery_id = x.id and x.status = 'pending')
      delete from webhook_queue q using x where q.delivery_id = x.id and x.status <> 'pending'`);
    const failed = rows.filter((row) => row.status === 'failed');
    if (failed.length > 0) {
      const to = (await one<{ email: string }>(sql`select contact_email as email from settings where id = 1`))?.email;
      for (const row of failed) {
        const item = byId.get(row.id)!;
        log.warn({ deliveryId: row.id, webhookId: item.webhookId, err: row.error }, 'webhook delivery failed');
        if (!to) continue;
        await mailer.enqueue(tx, {
          to,
          template: 'webhookFailed',
          language: 'en',
          values: {
            url: item.url,
            type: item.type,
            eventId: item.eventId,
            attempts: item.attempts + 1,
            error: row.error ?? '',
            webhookId: item.webhookId,
          },
        });
      }
      mailedFailures = true;
    }
    const retries = rows.filter((row) => row.status === 'pending');
    return {
      // A delivery done (or given up on) lets the next of its object go.
      unblocked: rows.some((row) => row.status !== 'pending' && byId.get(row.id)!.followed),
      soonest: retries.length ? now + Math.min(...retries.map((row) => row.retryS * 1000)) : Number.POSITIVE_INFINITY,
    };
  }

  /** Wakes at `at` (or sooner, if already set sooner), at most a sweep away. */
  function wakeAtOrBefore(at: number) {
    if (stopped) return;
    const when = Math.min(at, Date.now() + sweepMs);
    if (wake && when >= wakeAt) return;
    clearTimeout(wake);
    wakeAt = when;
    wake = setTimeout(
      () => {
        wake = undefined;
        wakeAt = Number.POSITIVE_INFINITY;
        void flush();
      },
      Math.max(0, when - Date.now()),
    );
    wake.unref();
  }

  /**
   * The queue, vacuumed by the worker itself after every VACUUM_AFTER deliveries it sent: each delivery leaves a dead row
   * and dead index entries that a claim would read again until a vacuum, and the database's own comes a minute apart at
   * most. A small table: a few milliseconds. Where the database refuses (not the table's owner), it is left to that.
   */
  let done = 0;
  let mayVacuum = true;
  async function vacuumQueue() {
    done = 0;
    if (!mayVacuum) return;
    await own.db.execute(sql`vacuum webhook_queue`).catch((error: unknown) => {
      mayVacuum = false;
      log.warn({ err: error }, 'webhook queue not vacuumed: left to autovacuum');
    });
  }

  async function deliverDue() {
    let soonest = Number.POSITIVE_INFINITY;
    for (;;) {
      // One transaction a batch, on the worker's own connection: the claimed deliveries stay locked while they are sent.
      const round = await transaction(own.db, async (tx) => {
        const { batch, next } = await claim(tx);
        if (batch.length === 0) return { count: 0, next, unblocked: false, soonest: Number.POSITIVE_INFINITY };
        // One body per event, its bytes shared by the event's deliveries (each signed with its webhook's secret).
        const bodies = new Map<string, Buffer>();
        for (const item of batch)
          if (item.data !== null) bodies.set(item.eventId, Buffer.from(deliveryBody({ ...item, data: item.data })));
        const outcomes = await Promise.all(
          batch.map(async (item) => {
            try {
              return await post(item, await secretOf(item), bodies.get(item.eventId)!);
            } catch (error) {
              return { id: item.id, code: null, error: String(error).slice(0, ERROR_CHARS), ok: false };
            }
          }),
        );
        return { count: batch.length, next, ...(await record(tx, batch, outcomes)) };
      });
      if (mailedFailures) {
        mailedFailures = false;
        void mailer.flush();
      }
      soonest = Math.min(soonest, round.next, round.soonest);
      done += round.count;
      if (done >= VACUUM_AFTER) await vacuumQueue();
      // A full batch may have left more; a delivery done may have let the next of its object go. Otherwise a short batch
      // was all that was due.
      if (round.count < BATCH && !round.unblocked) break;
    }
    wakeAtOrBefore(soonest);
  }

  /**
   * At a commit's signal: a run a few milliseconds later, so that the deliveries of the commits meanwhile go in its batch
   * (under load, one round trip claims many).
   */
  let gathering: NodeJS.Timeout | undefined;
  function soon() {
    if (gathering || stopped) return;
    gathering = setTimeout(() => {
      gathering = undefined;
      void flush();
    }, GATHER_MS);
  }

  /** Sends what is due now; a call during a run makes the run look once more. */
  function flush(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    const run = async () => {
      do {
        again = false;
        await deliverDue().then(
          () => {
            runs.ok += 1;
          },
          (error: unknown) => {
            runs.failed += 1;
            log.error({ err: error }, 'webhook delivery run failed');
            wakeAtOrBefore(Date.now() + Math.min(sweepMs, 5_000));
          },
        );
      } while (again && !stopped);
    };
    running = run().finally(() => {
      running = undefined;
    });
    return running;
  }

  /** Events past their days, none of their deliveries pending, go with their deliveries: a batch at a time. */
  const cleanUp = () =>
    inBatches(1_000, async (limit) => {
      const gone = await sqlRunner(
        db,
      ).rows(sql`delete from webhook_events where id in (select e.id from webhook_events e
          where e.created_at < now() - make_interval(days => ${WEBHOOK_KEPT_DAYS})
            and not exists (select from webhook_deliveries d where d.event_id = e.id and d.status = 'pending')
          order by e.id limit ${limit} for update skip locked) returning id`);
      return gone.length;
    });

  return {
    flush,
    /** After the commit of deliveries that signalled no one (`webhookEventWith`): sent with the next batch. */
    wake: soon,
    cleanUp,
    /** Listens for new deliveries and sends what is due (at once: a restart sends what a killed process left). */
    start(): () => Promise<void> {
      const stopListening = listen(db, WEBHOOKS_CHANNEL, {
        onNotify: soon,
        onConnect: () => void flush(),
        log,
      });
      const stopCleanUp = repeatEvery('webhook-cleanup', 3_600_000, cleanUp, (error) =>
        log.error({ err: error }, 'webhook clean-up failed'),
      );
      return async () => {
        stopped = true;
        clearTimeout(gathering);
        stopCleanUp();
        clearTimeout(wake);
        await stopListening();
        await running;
        await own.close();
        agents['http:'].destroy();
        agents['https:'].destroy();
      };
    },
  };
}

export type WebhookDelivery = ReturnType<typeof webhookDelivery>;

/** A pool of one connection like `db`'s (its settings, its server), for the worker alone. */
function ownConnection(db: Db) {
  const pool = new pg.Pool({ ...db.$client.options, max: 1, idleTimeoutMillis: 60_000 });
  pool.on('error', () => {}); // a lost connection is replaced at the next batch
  return { db: drizzle(pool, { schema }) as unknown as Db, close: () => pool.end() };
}
