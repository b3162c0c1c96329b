import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { csrf, type TestContext } from '../../../test/helper.js';
import { type Requests, withOperators } from '../../../test/requests.js';

let ctx: TestContext, r: Requests, admin: string, staff: string;
beforeAll(async () => {
  ({ ctx, r, admin, staff } = await withOperators());
});

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const query = async <T>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query(text, values)).rows as T[];

const upload = (file: Buffer, name = 'catalogue.csv', operator = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/console/api/catalog-imports?name=${encodeURIComponent(name)}`,
    payload: file,
    cookies: csrf.cookies,
    headers: { ...csrf.headers, 'x-operator-token': operator, 'content-type': 'application/octet-stream' },
  });
const download = (url: string, operator = admin) =>
  ctx.app.inject({ method: 'GET', url, headers: { 'x-operator-token': operator } });

type View = {
  id: number;
  state: string;
  mapping: (string | null)[];
  columns: { header: string; samples: string[] }[];
  report: {
    create: number;
    update: number;
    unchanged: number;
    errorCount: number;
    errors: { line: number; column: string; reason: string }[];
  } | null;
  failure: string | null;
};

/** Polls the import until its dry run or apply is over (as the console does). */
async function settle(id: number): Promise<View> {
  for (;;) {
    const view = (await r.call('GET', `/console/api/catalog-imports/${id}`, { operator: admin })).json()
      .payload as View;
    if (view.state !== 'checking' && view.state !== 'applying') return view;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Uploads a file and runs its dry run with the guessed mapping (or the one given). */
async function check(file: Buffer, options: { mapping?: (string | null)[]; blankClears?: boolean } = {}) {
  const uploaded = await upload(file);
  expect(uploaded.statusCode).toBe(200);
  const view = uploaded.json().payload as View;
  const started = await r.call('POST', `/console/api/catalog-imports/${view.id}/check`, {
    operator: admin,
    body: { mapping: options.mapping ?? view.mapping, blankClears: options.blankClears ?? false },
  });
  expect(started.statusCode).toBe(200);
  return settle(view.id);
}
async function apply(id: number) {
  const started = await r.call('POST', `/console/api/catalog-imports/${id}/apply`, { operator: admin });
  expect(started.statusCode).toBe(200);
  return settle(id);
}
const rowsOf = async (id: number) =>
  (await r.call('GET', `/console/api/catalog-imports/${id}/rows?size=100`, { operator: admin })).json().payload;

const csv = (lines: string[]) => Buffer.concat([BOM, Buffer.from(`${lines.join('\r\n')}\r\n`)]);
const HEADER =
  'brand,sku,barcode,name_en,name_ko,name_vi,moq,supply_usd,supply_krw,retail_usd,retail_krw,stock,hs_code,origin,weight_g,volume_cm3,units_per_carton,carton_weight_g,carton_volume_cm3,hidden';

type ProductRow = {
  id: number;
  sku: string;
  brand: string;
  names: Record<string, string>;
  barcode: string | null;
  supply_usd: number;
  supply_krw: number;
  retail_usd: number;
  units: number | null;
  held: boolean;
  exist: boolean;
};
const product = async (sku: string) =>
  (
    await query<ProductRow>(
      `select p.id, p.sku, b.names->>'en' as brand, p.names, p.barcode, p.supply_usd, p.supply_krw, p.retail_usd,
        s.units, p.held, p.exist
      from products p join brands b on b.id = p.brand_id left join product_stock s on s.product_id = p.id
      where p.sku = $1`,
      [sku],
    )
  )[0];
const someProduct = async (offset: number) =>
  (await query<{ sku: string }>('select sku from products order by id offset $1 limit 1', [offset]))[0]!.sku;
const aBrand = async () =>
  (await query<{ name: string }>(`select names->>'en' as name from brands order by id limit 1`))[0]!.name;

describe('who may import', () => {
  it('refuses staff and visitors: only admins import and export', async () => {
    expect((await upload(csv([HEADER]), 'x.csv', staff)).statusCode).toBe(403);
    expect((await download('/console/api/catalog-export', staff)).statusCode).toBe(403);
    expect((await download('/console/api/catalog-import/template', staff)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/console/api/catalog-export' })).statusCode).toBe(401);
    const mine = (await upload(csv([HEADER, '']))).json().payload as View;
    const asStaff = await r.call('POST', `/console/api/catalog-imports/${mine.id}/apply`, { operator: staff });
    expect(asStaff.statusCode).toBe(403);
    expect((await r.call('GET', `/console/api/catalog-imports/${mine.id}`, { operator: staff })).statusCode).toBe(403);
  });
});

describe('template and export', () => {
  it('gives a template in CSV (UTF-8 with its mark) and XLSX', async () => {
    const template = await download('/console/api/catalog-import/template?format=csv');
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.rawPayload.subarray(0, 3)).toEqual(BOM);
    expect(template.rawPayload.subarray(3).toString()).toMatch(/^"brand","sku","barcode","name_en","name_ko"/);
    const xlsx = await download('/console/api/catalog-import/template?format=xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).getCell(2).value).toBe('sku');
  });

  it('escapes cells that a spreadsheet would run as formulas, in CSV and XLSX', async () => {
    const sku = await someProduct(7);
    await query(
      `update products set names = names || '{"vi": "=HYPERLINK(\\"http://x.example\\")", "ru": "@SUM(A1)"}'
      where sku = $1`,
      [sku],
    );
    const exported = (await download('/console/api/catalog-export?format=csv')).rawPayload.toString();
    const line = exported.split('\r\n').find((row) => row.includes(sku))!;
    expect(line).toContain(`"'=HYPERLINK(""http://x.example"")"`);
    expect(line).toContain(`'@SUM(A1)`);
    expect(exported).not.toMatch(/,=HYPERLINK/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await download('/console/api/catalog-export?format=xlsx')).rawPayload as unknown as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0]!;
    const row = sheet.getRows(2, sheet.rowCount - 1)!.find((each) => each.getCell(2).value === sku)!;
    expect(row.getCell(6).value).toBe(`'=HYPERLINK("http://x.example")`);
  });

  it('quotes every text cell, so that a spreadsheet of a semicolon locale splits none into a formula', async () => {
    const sku = await someProduct(8);
    await query(`update products set names = names || '{"es": "Crema;=cmd|'' /C calc''!A0"}' where sku = $1`, [sku]);
    const exported = (await download('/console/api/catalog-export?format=csv')).rawPayload.toString();
    const line = exported.split('\r\n').find((row) => row.includes(sku))!;
    // How a spreadsheet of a semicolon locale reads the line: a quote opens or closes a quoted part, a semicolon
    // outside one ends a cell.
    const cells = [''];
    let quoted = false;
    for (const char of line) {
      if (char === '"') quoted = !quoted;
      else if (char === ';' && !quoted) cells.push('');
      else cells[cells.length - 1] += char;
    }
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    expect(line).toContain(`"Crema;=cmd|' /C calc'!A0"`);
    expect(line.startsWith('"')).toBe(true);
  });

  it('re-imports its own export, CSV and XLSX, with 0 changes', async () => {
    const [{ count }] = (await query<{ count: number }>('select count(*)::int as count from products')) as [
      { count: number },
    ];
    for (const format of ['csv', 'xlsx']) {
      const file = (await download(`/console/api/catalog-export?format=${format}`)).rawPayload;
      const view = await check(file);
      expect(view.mapping.slice(0, 4)).toEqual(['brand', 'sku', 'barcode', 'name_en']);
      expect(view.report).toMatchObject({ create: 0, update: 0, errorCount: 0, unchanged: count });
    }
  });
});

describe("importers' product data", () => {
  it('imports ingredients, allergens, shelf life and country of manufacture, and exports them as imported', async () => {
    const sku = await someProduct(11);
    const ingredients = 'Water, Glycerin, Niacinamide, Butylene Glycol, 1,2-Hexanediol, Centella Asiatica Extract';
    const view = await check(
      csv([
        'sku,ingredients,allergens,shelf_life_months,manufacture_country',
        `${sku},"${ingredients}","Soybeans, wheat.",36,jp`,
      ]),
    );
    expect(view.report).toMatchObject({ update: 1, errorCount: 0 });
    expect((await apply(view.id)).state).toBe('applied');
    const [stored] = await query(
      'select ingredients, allergens, shelf_life_months, manufacture_country from products where sku = $1',
      [sku],
    );
    expect(stored).toEqual({
      ingredients,
      allergens: 'Soybeans, wheat.',
      shelf_life_months: 36,
      manufacture_country: 'JP',
    });

    for (const format of ['csv', 'xlsx']) {
      const file = (await download(`/console/api/catalog-export?format=${format}`)).rawPayload;
      const again = await check(file);
      expect(again.report).toMatchObject({ create: 0, update: 0, errorCount: 0 });
    }
    const exported = (await download('/console/api/catalog-export?format=csv')).rawPayload.toString();
    expect(exported.split('\r\n')[0]).toContain('"ingredients","allergens","shelf_life_months","manufacture_country"');
    const line = exported.split('\r\n').find((row) => row.includes(`"${sku}"`))!;
    expect(line).toContain(`"${ingredients}","Soybeans, wheat.","36","JP"`);
  });

  it('refuses a shelf life out of 1–120 months, by row and column', async () => {
    const view = await check(csv(['sku,shelf_life_months', `${await someProduct(12)},240`]));
    expect(view.report?.errors).toEqual([{ line: 2, column: 'shelf_life_months', reason: 'months' }]);
  });
});

describe('importing', () => {
  it('creates a product from a UTF-8 file with its mark: prices in dollars and won, names, stock, search words', async () => {
    const brand = await aBrand();
    const view = await check(
      csv([
        HEADER,
        `${brand},IMP-NEW-1,8801234567890,Glacier snail repair cream,달팽이 크림,Kem ốc sên,24,12.5,"16,500",$25.00,33000,120,3304.99,kr,50,60,40,2100,3000,no`,
      ]),
    );
    expect(view.report).toMatchObject({ create: 1, update: 0, errorCount: 0 });
    const [row] = (await rowsOf(view.id)).list;
    expect(row).toMatchObject({ line: 2, sku: 'IMP-NEW-1', action: 'create' });
    expect(row.changes).toContainEqual({ field: 'supply_usd', before: null, after: '12.50' });
    expect(await product('IMP-NEW-1')).toBeUndefined();

    const applied = await apply(view.id);
    expect(applied.state).toBe('applied');
    expect(await product('IMP-NEW-1')).toMatchObject({
      brand,
      names: { en: 'Glacier snail repair cream', ko: '달팽이 크림', vi: 'Kem ốc sên' },
      barcode: '8801234567890',
      supply_usd: 1250,
      supply_krw: 16500,
      retail_usd: 2500,
      units: 120,
      held: true,
      exist: true,
    });
    const words = await query<{ word: string }>(
      `select word from product_words where product_id = (select id from products where sku = 'IMP-NEW-1')`,
    );
    expect(words.map((w) => w.word)).toEqual(expect.arrayContaining(['glacier', 'snail', '달팽이']));
    const [audit] = await query<{ action: string; after: Record<string, unknown> }>(
      `select action, after from audit_log where target_type = 'catalog_import' and target_id = $1`,
      [String(view.id)],
    );
    expect(audit).toMatchObject({ action: 'catalog.import', after: { created: 1, updated: 0 } });
    // Applied once only.
    const again = await r.call('POST', `/console/api/catalog-imports/${view.id}/apply`, { operator: admin });
    expect(again.statusCode).toBe(409);
  });

  it("reads Korean Excel's CP949 and changes only what differs; the storefront shows it at once", async () => {
    const sku = await someProduct(3);
    const before = (await product(sku))!;
    const buyer = await r.signIn('demo-krw');
    const detail = async () =>
      (await r.call('GET', `/client/api/v2/product/${before.id}?locale=en`, { token: buyer })).json().payload;
    const shown = await detail();
    const file = Buffer.from(
      readFileSync(new URL('../../../test/fixtures/import/cp949.csv', import.meta.url))
        .toString('latin1')
        .replace('{SKU}', sku),
      'latin1',
    );
    const view = await check(file);
    expect(view.columns.map((column) => column.header)).toEqual(['품번', '상품명', '공급가', '재고']);
    expect(view.mapping).toEqual(['sku', 'name_ko', 'supply_krw', 'stock']);
    expect(view.report).toMatchObject({ create: 0, update: 1, errorCount: 0 });
    expect((await apply(view.id)).state).toBe('applied');
    const after = (await product(sku))!;
    expect(after).toMatchObject({ supply_krw: 15000, units: 42, supply_usd: before.supply_usd });
    expect(after.names).toEqual({ ...before.names, ko: '달팽이 크림 50ml' });
    // The product's page was kept a minute; the import's announcement dropped it.
    expect(JSON.stringify(await detail())).not.toEqual(JSON.stringify(shown));
  });

  it('lists every error with its row, column and reason, as CSV too, and applies nothing', async () => {
    const brand = await aBrand();
    const good = await someProduct(11);
    const view = await check(
      csv([
        'sku,brand,supply_usd,supply_krw,name_en,moq',
        `${good},,19.99,,,`,
        `${good.slice(0, -1)}Z,No Such Brand,1,1000,New thing,1`,
        `${await someProduct(12)},,12.345,,,`,
        `${await someProduct(13)},,,12.5,,0`,
        `IMP-INCOMPLETE,${brand},3.00,3000,Half a product,6`,
      ]),
    );
    expect(view.report!.create).toBe(0);
    expect(view.report!.update).toBe(1);
    expect(view.report!.errors).toEqual(
      expect.arrayContaining([
        { line: 3, column: 'brand', reason: 'unknownBrand' },
        { line: 4, column: 'supply_usd', reason: 'dollars' },
        { line: 5, column: 'supply_krw', reason: 'won' },
        { line: 5, column: 'moq', reason: 'wholeNumber' },
        { line: 6, column: 'hs_code', reason: 'required' },
      ]),
    );
    expect(new Set(view.report!.errors.map((error) => error.line))).toEqual(new Set([3, 4, 5, 6]));
    const errors = await download(`/console/api/catalog-imports/${view.id}/errors`);
    expect(errors.rawPayload.subarray(0, 3)).toEqual(BOM);
    expect(errors.rawPayload.subarray(3).toString().split('\r\n')).toEqual(
      expect.arrayContaining(['"row","column","reason"', '3,"brand","No brand has this English name."']),
    );
    const refused = await r.call('POST', `/console/api/catalog-imports/${view.id}/apply`, { operator: admin });
    expect(refused.statusCode).toBe(409);
    expect((await product(good))!.supply_usd).not.toBe(1999);
  });

  it('keeps a value an empty cell stands for, unless the operator asks to clear it', async () => {
    const sku = await someProduct(21);
    await query(`update products set barcode = '880000000021' where sku = $1`, [sku]);
    const kept = await check(csv(['sku,barcode,name_ru,moq', `${sku},,,`]));
    expect(kept.report).toMatchObject({ update: 0, unchanged: 1 });
    const cleared = await check(csv(['sku,barcode,name_ru,moq', `${sku},,,`]), { blankClears: true });
    expect(cleared.report!.errors).toEqual([{ line: 2, column: 'moq', reason: 'cannotClear' }]);
    await query(
      `insert into product_stock (product_id, units) select id, 5 from products where sku = $1
      on conflict (product_id) do update set units = 5`,
      [sku],
    );
    expect((await product(sku))!.held).toBe(true);
    const clearing = await check(csv(['sku,barcode,name_ru,stock', `${sku},,,`]), { blankClears: true });
    expect(clearing.report).toMatchObject({ update: 1, errorCount: 0 });
    await apply(clearing.id);
    expect(await product(sku)).toMatchObject({ barcode: null, units: null, held: false });
    expect((await product(sku))!.names.ru).toBeUndefined();
  });

  it('applies all or nothing: a failure halfway rolls back every row', async () => {
    const brand = await aBrand();
    const changed = await someProduct(31);
    const view = await check(
      csv([
        HEADER,
        `${brand},IMP-ROLLBACK,,Rollback cream,,,1,1.00,1000,2.00,2000,5,330499,KR,10,10,1,10,10,no`,
        `,${changed},,,,,,77.77,,,,,,,,,,,,`,
      ]),
    );
    expect(view.report).toMatchObject({ create: 1, update: 1, errorCount: 0 });
    // The update (after the insert) fails inside the apply's transaction.
    await query(`create function refuse_import() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await query(`create trigger refuse_import before update of supply_usd on products
      for each row when (new.supply_usd = 7777) execute function refuse_import()`);
    try {
      const failed = await apply(view.id);
      expect(failed.state).toBe('failed');
    } finally {
      await query('drop trigger refuse_import on products; drop function refuse_import()');
    }
    expect(await product('IMP-ROLLBACK')).toBeUndefined();
    expect((await product(changed))!.supply_usd).not.toBe(7777);
  });

  it('refuses to apply when the catalogue changed since the dry run', async () => {
    const sku = await someProduct(41);
    const view = await check(csv(['sku,supply_krw', `${sku},4321`]));
    await query('update products set supply_krw = 1234 where sku = $1', [sku]);
    const failed = await apply(view.id);
    expect(failed).toMatchObject({ state: 'failed', failure: 'stale' });
    expect((await product(sku))!.supply_krw).toBe(1234);
  });
});
