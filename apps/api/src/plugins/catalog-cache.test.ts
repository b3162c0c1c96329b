import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CatalogChanges } from '../db/changes.js';
import { registerCatalogCaching } from './catalog-cache.js';

/** A catalogue route that takes 50 ms to read, counting its readings. */
async function slowCatalogue() {
  let drop = () => {};
  const changes = { subscribe: (then: () => void) => (drop = then) } as unknown as CatalogChanges;
  const app = Fastify();
  app.decorateRequest('buyer', null);
  registerCatalogCaching(app, { keepAnswers: true, changes });
  let readings = 0;
  app.get('/brands/:id', async (request, reply) => {
    readings += 1;
    const reading = readings;
    await sleep(50);
    const { id } = request.params as { id: string };
    if (id === 'gone') return reply.code(404).send({ code: 'NOT_FOUND' });
    return { id, reading };
  });
  await app.ready();
  return { app, readings: () => readings, change: () => drop() };
}

describe('kept catalogue answers', () => {
  it('read an answer asked for by many at once once, and give all of them that answer', async () => {
    const { app, readings } = await slowCatalogue();
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.inject('/brands/7')));
    expect(readings()).toBe(1);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set(['{"id":"7","reading":1}']));
    // Kept afterwards; another address is another reading.
    await app.inject('/brands/7');
    await app.inject('/brands/8');
    expect(readings()).toBe(2);
  });

  it('let the others read for themselves when the first answer is not one to keep', async () => {
    const { app, readings } = await slowCatalogue();
    const answers = await Promise.all(Array.from({ length: 3 }, () => app.inject('/brands/gone')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
    expect(readings()).toBeGreaterThan(1);
  });

  it('do not give a request after a catalogue change an answer read before it', async () => {
    const { app, readings, change } = await slowCatalogue();
    const before = app.inject('/brands/9');
    await sleep(10);
    change();
    const after = app.inject('/brands/9');
    expect((await before).json()).toEqual({ id: '9', reading: 1 });
    expect((await after).json()).toEqual({ id: '9', reading: 2 });
    expect(readings()).toBe(2);
  });
});
