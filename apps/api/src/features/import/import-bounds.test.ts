import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrf, type TestContext } from '../../../test/helper.js';
import { lyingZipBomb, manyRows, utf16Csv, wideCsv, xlsx, zipBomb } from '../../../test/import-files.js';
import { requests } from '../../../test/requests.js';

/**
 * Files built to hurt the server: each is refused with a clear 400 in moments, nothing of it stored, while the
 * process goes on answering and its memory stays within bounds (read-table.test.ts: a reading past its own heap or
 * time fails its upload, not the process).
 */
let ctx: TestContext;
let admin: string;
const logs: string[] = [];
beforeAll(async () => {
  ctx = await createTestApp({ logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } } });
  admin = await requests(ctx).operator('admin');
});

const upload = (file: Buffer) =>
  ctx.app.inject({
    method: 'POST',
    url: '/console/api/catalog-imports?name=upload.xlsx',
    payload: file,
    cookies: csrf.cookies,
    headers: { ...csrf.headers, 'x-operator-token': admin, 'content-type': 'application/octet-stream' },
  });
const imports = async () =>
  (await ctx.database.pool.query<{ count: number }>('select count(*)::int as count from catalog_imports')).rows[0]!
    .count;

/**
 * Uploads a file while the process is asked for `/health`, sampling its resident memory: the answer, how long it took,
 * the most the process grew meanwhile, and whether `/health` answered while the file was being read.
 */
async function watched(file: Buffer) {
  const stored = await imports();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampling = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  let answeredAt = Number.POSITIVE_INFINITY;
  const uploading = upload(file).then((response) => {
    answeredAt = performance.now();
    return response;
  });
  const health = await ctx.app.inject({ method: 'GET', url: '/health' });
  const healthAt = performance.now();
  const response = await uploading;
  clearInterval(sampling);
  return {
    status: response.statusCode,
    body: response.json() as { error: string; code: string },
    seconds: (answeredAt - started) / 1000,
    grewMb: (peak - before) / 2 ** 20,
    healthWhileReading: health.statusCode === 200 && healthAt < answeredAt,
    storedNothing: (await imports()) === stored,
  };
}

describe('spreadsheets that inflate to gigabytes', () => {
  it('refuses a 1.6 MB file whose sheet inflates to 1.5 GB by its zip directory, before inflating anything', async () => {
    const file = zipBomb();
    expect(file.length).toBeLessThan(2 * 2 ** 20);
    const outcome = await watched(file);
    expect(outcome).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', error: expect.stringContaining('inflates to more than 256 MB') },
      healthWhileReading: true,
      storedNothing: true,
    });
    expect(outcome.seconds).toBeLessThan(10);
    expect(outcome.grewMb).toBeLessThan(150);
  });

  it('stops inflating a sheet past the size its directory declared: a directory can lie', async () => {
    const outcome = await watched(lyingZipBomb());
    expect(outcome).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('inflates to more than 256 MB') },
      healthWhileReading: true,
      storedNothing: true,
    });
    expect(outcome.seconds).toBeLessThan(10);
    expect(outcome.grewMb).toBeLessThan(150);
  });
});

describe('files too big in rows or columns', () => {
  it('refuses a 210 kB sheet of 300,000 products at its 100,001st, as it reads it', async () => {
    const outcome = await watched(manyRows());
    expect(outcome).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', error: 'The file has more than 100,000 rows.' },
      healthWhileReading: true,
      storedNothing: true,
    });
    expect(outcome.seconds).toBeLessThan(20);
    expect(outcome.grewMb).toBeLessThan(200);
  });

  it('refuses a CSV of 20,000 columns, and an XLSX with a cell in its 201st column', async () => {
    const outcome = await watched(wideCsv());
    expect(outcome).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', error: 'The file has more than 200 columns.' },
      healthWhileReading: true,
      storedNothing: true,
    });
    expect(outcome.seconds).toBeLessThan(10);
    expect(outcome.grewMb).toBeLessThan(150);
    const wide = await upload(
      xlsx('<row><c r="A1" t="inlineStr"><is><t>sku</t></is></c><c r="GS1" t="inlineStr"><is><t>x</t></is></c></row>'),
    );
    expect(wide.json()).toEqual({ code: 'BAD_REQUEST', error: 'The file has more than 200 columns.' });
  });

  it('takes 200 columns, and empty cells to the right of them', async () => {
    const header = Array.from({ length: 200 }, (_, index) => (index === 0 ? 'sku' : `note ${index}`)).join(',');
    const response = await upload(Buffer.from(`${header}${','.repeat(300)}\r\nEDGE-1${','.repeat(499)}\r\n`));
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ rowCount: 1, mapping: expect.arrayContaining(['sku']) });
    expect(response.json().payload.columns).toHaveLength(200);
  });
});

describe('text that is no CSV', () => {
  it('refuses UTF-16 (with either mark or none) and NUL bytes before storing anything', async () => {
    const files = [
      utf16Csv('le'),
      utf16Csv('be'),
      utf16Csv('unmarked'),
      Buffer.from('sku,name_en\r\nNUL-1,Cream\0\r\n'),
    ];
    for (const file of files) {
      const outcome = await watched(file);
      expect(outcome).toMatchObject({
        status: 400,
        body: {
          code: 'BAD_REQUEST',
          error: 'The file is UTF-16 text or has NUL bytes: save it as "CSV UTF-8 (comma delimited)" or as XLSX.',
        },
        storedNothing: true,
      });
    }
  });
});

describe('beside a hostile file', () => {
  it('reads a sound file beside a hostile one', async () => {
    const [hostile, sound] = await Promise.all([
      upload(manyRows()),
      upload(Buffer.from('sku,name_en,moq\r\nSOUND-1,Snail cream,12\r\n')),
    ]);
    expect(hostile.statusCode).toBe(400);
    expect(sound.statusCode).toBe(200);
    expect(sound.json().payload).toMatchObject({
      rowCount: 1,
      columns: [
        { header: 'sku', samples: ['SOUND-1'] },
        { header: 'name_en', samples: ['Snail cream'] },
        { header: 'moq', samples: ['12'] },
      ],
    });
  });

  it('refuses a file cut short or that is no spreadsheet at all', async () => {
    const sound = xlsx('<row><c t="inlineStr"><is><t>sku</t></is></c></row>');
    for (const file of [sound.subarray(0, sound.length / 2), Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])]) {
      const response = await upload(file);
      expect(response.json()).toEqual({
        code: 'BAD_REQUEST',
        error: 'The file is not a spreadsheet that can be read (CSV or XLSX).',
      });
    }
  });

  it('logged no failure, nor any cell of the files above', () => {
    expect(logs.filter((line) => JSON.parse(line).level >= 40)).toEqual([]);
    for (const cell of ['BOMB-1', 'ROW-SKU', 'WIDE-1', 'U16-1', 'NUL-1', 'EDGE-1', 'SOUND-1']) {
      expect(logs.join('\n')).not.toContain(cell);
    }
  });
});
