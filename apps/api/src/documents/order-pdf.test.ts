import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cubicMetres, type DocumentType, formatMoney, kilograms } from '@hive/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderOrderDocument } from './order-pdf.js';
import { orderSnapshotFixture } from './order-snapshot.fixture.js';
import type { OrderSnapshot } from './order-snapshot.js';

const run = promisify(execFile);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hive-order-pdf-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function saved(pdf: Buffer) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  return file;
}

/** The text of a PDF as poppler's pdftotext reads it (columns kept apart), one string per page. */
async function pdfPages(pdf: Buffer): Promise<string[]> {
  const { stdout } = await run('pdftotext', ['-layout', await saved(pdf), '-'], { maxBuffer: 64 * 1024 * 1024 });
  // A form feed ends every page.
  return stdout.normalize('NFC').split('\f').slice(0, -1);
}
const pdfText = async (pdf: Buffer) => (await pdfPages(pdf)).join('\f');

async function pageCount(pdf: Buffer): Promise<number> {
  const { stdout } = await run('pdfinfo', [await saved(pdf)]);
  return Number(stdout.match(/^Pages:\s+(\d+)/m)?.[1]);
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Every word pdftotext finds, with its box (points from the top left). */
async function pdfWords(pdf: Buffer) {
  const { stdout } = await run('pdftotext', ['-bbox', await saved(pdf), '-'], { maxBuffer: 64 * 1024 * 1024 });
  return [
    ...stdout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map(([, xMin, yMin, xMax, yMax, text]) => ({
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
    yMax: Number(yMax),
    text: (text ?? '')
      .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '')
      .normalize('NFC'),
  }));
}

const money = (snapshot: OrderSnapshot, amount: number) =>
  formatMoney(amount as OrderSnapshot['totals']['amount'], snapshot.order.currency);
const count = (value: number) => value.toLocaleString('en-US');
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const TITLES: Record<DocumentType, string> = {
  po: 'PURCHASE ORDER',
  pi: 'PROFORMA INVOICE',
  ci: 'COMMERCIAL INVOICE',
  pl: 'PACKING LIST',
  cn: 'CREDIT NOTE',
};

describe('trade documents: what customs and banks read', () => {
  for (const type of ['po', 'pi', 'ci', 'pl'] as const) {
    it(`${type}: the parties, numbers, terms, lines (HS code, origin, units) and totals, in every script`, async () => {
      const snapshot = orderSnapshotFixture(type, { lines: 10 });
      const pdf = await renderOrderDocument(snapshot);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(pdf);
      const pages = await pageCount(pdf);
      for (const expected of [
        TITLES[type],
        'Hive Korea Co., Ltd.',
        '하이브코리아 주식회사',
        'Business Reg. No. 220-81-65722',
        'Customs Code HIVEKR1A23456',
        '311 Teheran-ro, Gangnam-gu, Seoul 06151',
        'Công ty TNHH Thương mại Minh Phát',
        'Trần Thị Minh Anh',
        'ООО «Северный Ветер Трейд»',
        'ул. Тверская, д. 7, стр. 2, офис 15,',
        '부산해운 주식회사',
        '부산광역시 중구 중앙대로 63',
        'Kho Minh Phát — Cảng Cát Lái',
        'Số 1295B Đường Nguyễn Thị Định',
        'HV-2026-000123',
        'PO-MP-2026-0457',
        'Q-2026-000098',
        'FOB Busan port',
        'Incoterms 2020',
        'Sea freight',
        '3304.99',
        '3305.10',
        '3401.30',
        '설화수 윤조에센스 1 90ml',
        'HV109-0201-0009',
        `Page 1 of ${pages}`,
        `Page ${pages} of ${pages}`,
      ]) {
        expect(text).toContain(expected);
      }
      // The tenth line comes from China; the others from Korea.
      expect(text).toMatch(/HV109-0201-0009 .*3304\.10\s+CN\s/);
      expect(text).toMatch(/HV100-0201-0000 .*3304\.99\s+KR\s/);
      expect(text).toMatch(new RegExp(`Total units\\s+${count(snapshot.totals.units)}`));
      expect(text).toMatch(new RegExp(`Products \\(SKU\\)\\s+${count(snapshot.totals.sku)}`));
      if (type !== 'pl') {
        expect(text).toMatch(new RegExp(`Total \\(USD\\)\\s+${literal(money(snapshot, snapshot.totals.amount))}`));
        // A line: its units (with the packs × MOQ under them), unit price and amount.
        const line = snapshot.lines[1]!;
        expect(text).toMatch(
          new RegExp(
            `HV101-0201-0001 .*\\s${line.units}\\s+${literal(money(snapshot, line.unitPrice))}\\s+${literal(money(snapshot, line.amount))}`,
          ),
        );
        expect(text).toContain(`${line.quantity} × ${line.moq}`);
      }
      if (type === 'ci' || type === 'pl') {
        for (const expected of [
          'Carrier: HMM Co., Ltd.',
          'Tracking No.: HDMU4512873',
          'Shipped on: 2026-06-02',
          'Port of loading: Busan, Korea (KRPUS)',
          'Port of discharge: Cat Lai, Ho Chi Minh City',
          'Vessel / voyage: HMM Ruby / 012E',
        ]) {
          expect(text).toContain(expected);
        }
      }
    });
  }

  it('says "same as consignee" when there is no notify party', async () => {
    const text = await pdfText(await renderOrderDocument({ ...orderSnapshotFixture('ci'), notifyParty: null }));
    expect(text).toContain('Same as consignee');
    expect(text).not.toContain('부산해운');
  });

  it('the commercial invoice carries the declaration and a signature block', async () => {
    const text = (await pdfText(await renderOrderDocument(orderSnapshotFixture('ci')))).replace(/\s+/g, ' ');
    expect(text).toContain(
      'We hereby certify that the information on this invoice is true and correct and that the contents of this ' +
        'shipment are as stated above.',
    );
    expect(text).toContain('For and on behalf of Hive Korea Co., Ltd.');
    expect(text).toContain('Kim Minjun, Representative Director');
  });

  it('the proforma invoice has the payment terms, the installments, the pay-by date, the bank and the reference', async () => {
    const snapshot = orderSnapshotFixture('pi', { lines: 5 });
    const payment = snapshot.payment!;
    const text = await pdfText(await renderOrderDocument(snapshot));
    const [deposit, balance] = payment.installments;
    expect(text).toContain('30 % deposit, 70 % balance before shipment');
    expect(text).toMatch(new RegExp(`Deposit \\(30 %\\)\\s+${literal(money(snapshot, deposit!.amount))}`));
    expect(text).toMatch(new RegExp(`Balance \\(70 %\\)\\s+${literal(money(snapshot, balance!.amount))}`));
    expect(deposit!.amount + balance!.amount).toBe(snapshot.totals.amount);
    expect(text).toMatch(/Pay by\s+2026-05-22/);
    expect(text).toMatch(/Bank\s+Shinhan Bank/);
    expect(text).toMatch(/Account name\s+Hive Korea Co., Ltd./);
    expect(text).toMatch(/Account No.\s+140-013-456789/);
    expect(text).toMatch(/SWIFT \/ BIC\s+SHBKKRSE/);
    expect(text).toContain('20 Sejong-daero 9-gil, Jung-gu, Seoul 04513, Republic of Korea');
    expect(text).toMatch(/Reference\s+HV-2026-000123/);

    const advance: OrderSnapshot = {
      ...snapshot,
      payment: {
        ...payment,
        terms: { kind: 'ADVANCE' },
        installments: [{ kind: 'full', amount: snapshot.totals.amount }],
      },
    };
    const advanceText = await pdfText(await renderOrderDocument(advance));
    expect(advanceText).toContain('100 % in advance');
    expect(advanceText).toMatch(
      new RegExp(`Full payment \\(100 %\\)\\s+${literal(money(snapshot, snapshot.totals.amount))}`),
    );
  });

  it('writes won without decimals', async () => {
    const snapshot = orderSnapshotFixture('po', { lines: 2, currency: 'KRW' });
    const text = await pdfText(await renderOrderDocument(snapshot));
    expect(text).toMatch(new RegExp(`Total \\(KRW\\)\\s+${literal(money(snapshot, snapshot.totals.amount))}`));
    expect(money(snapshot, snapshot.totals.amount)).toMatch(/^₩[\d,]+$/);
    expect(text).toContain('Amount (KRW)');
  });
});

describe('the packing list', () => {
  /** Each line's figures as printed: cartons, net and gross kg, CBM (the last four figures of the row's first line). */
  function printedLines(text: string) {
    return [
      ...text.matchAll(
        /HV\d{3}-0201-\d{4} .*?\s(\d[\d,]*)\s+([\d,]+\.\d{2})\s+([\d,]+\.\d{2})\s+([\d,]+\.\d{3})\s*$/gm,
      ),
    ].map(([, cartons, net, gross, volume]) => ({
      cartons: Number(plain(cartons)),
      net: Number(plain(net)),
      gross: Number(plain(gross)),
      volume: Number(plain(volume)),
    }));
  }
  const plain = (figure = '') => figure.replace(/,/g, '');
  const grouped = (decimal: string) => {
    const [whole = '', fraction] = decimal.split('.');
    return `${Number(whole).toLocaleString('en-US')}.${fraction}`;
  };
  function printedTotals(text: string) {
    return {
      cartons: text.match(/Total cartons\s+([\d,]+)/)?.[1],
      net: text.match(/Total net weight\s+([\d,.]+) kg/)?.[1],
      gross: text.match(/Total gross weight\s+([\d,.]+) kg/)?.[1],
      volume: text.match(/Total volume\s+([\d,.]+) CBM/)?.[1],
    };
  }

  it('shows no prices; its totals are the sum of its lines and the same as the commercial invoice states', async () => {
    const snapshot = orderSnapshotFixture('pl', { lines: 150 });
    const text = await pdfText(await renderOrderDocument(snapshot));
    for (const price of ['$', 'USD', 'Unit price', 'Amount', money(snapshot, snapshot.lines[0]!.unitPrice)]) {
      expect(text).not.toContain(price);
    }

    const lines = printedLines(text);
    expect(lines).toHaveLength(150);
    lines.forEach((line, index) => {
      const packing = snapshot.lines[index]!.packing!;
      expect(line).toEqual({
        cartons: packing.cartons,
        net: Number(kilograms(packing.netWeightG)),
        gross: Number(kilograms(packing.grossWeightG)),
        volume: Number(cubicMetres(packing.volumeCm3)),
      });
    });
    const sum = (pick: (packing: NonNullable<(typeof snapshot.lines)[number]['packing']>) => number) =>
      snapshot.lines.reduce((total, line) => total + pick(line.packing!), 0);
    const totals = printedTotals(text);
    // The totals are the exact sums of the lines' grams and cm³, rounded once (and grouped by thousands).
    expect(totals).toEqual({
      cartons: count(sum((p) => p.cartons)),
      net: grouped(kilograms(sum((p) => p.netWeightG))),
      gross: grouped(kilograms(sum((p) => p.grossWeightG))),
      volume: grouped(cubicMetres(sum((p) => p.volumeCm3))),
    });
    expect(Number(plain(totals.net))).toBeGreaterThan(1000);
    // The printed lines add up to them, to the rounding of each line.
    const printedSum = (key: 'cartons' | 'net' | 'gross' | 'volume') =>
      lines.reduce((total, line) => total + line[key], 0);
    expect(count(printedSum('cartons'))).toBe(totals.cartons);
    expect(Math.abs(printedSum('net') - Number(plain(totals.net)))).toBeLessThanOrEqual(lines.length * 0.005);
    expect(Math.abs(printedSum('gross') - Number(plain(totals.gross)))).toBeLessThanOrEqual(lines.length * 0.005);
    expect(Math.abs(printedSum('volume') - Number(plain(totals.volume)))).toBeLessThanOrEqual(lines.length * 0.0005);
    // The total row under the columns says the same.
    expect(text).toMatch(
      new RegExp(
        `Total\\s+${count(snapshot.totals.units)}\\s+${totals.cartons}\\s+${totals.net}\\s+${totals.gross}\\s+${totals.volume}`,
      ),
    );

    const invoice = await pdfText(await renderOrderDocument(orderSnapshotFixture('ci', { lines: 150 })));
    expect(printedTotals(invoice)).toEqual(totals);
  }, 60_000);
});

describe('long documents', () => {
  for (const type of ['ci', 'pl'] as const) {
    it(`${type}, 500 lines: the table header on every page, every line whole on one page`, async () => {
      const snapshot = orderSnapshotFixture(type, { lines: 500 });
      const pdf = await renderOrderDocument(snapshot);
      const pages = await pdfPages(pdf);
      expect(pages.length).toBe(await pageCount(pdf));
      expect(pages.length).toBeGreaterThan(10);
      pages.forEach((page, index) => {
        expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
        // Every page with lines starts them under the header, once.
        if (/HV\d{3}-0201-\d{4}/.test(page)) expect(page.match(/HS code/g)).toHaveLength(1);
      });
      const pageOf = (text: string) => pages.flatMap((page, index) => (page.includes(text) ? [index] : []));
      for (const line of snapshot.lines) {
        // Each SKU once, whole; the Korean name (the last text of the row) on the same page.
        const [page, ...more] = pageOf(line.sku);
        expect(more).toEqual([]);
        expect(page).toBeDefined();
        if (line.nameKo) expect(pages[page!]).toContain(line.nameKo);
      }
      expect(pages.join('')).toMatch(/Total units\s+[\d,]+/);
    }, 60_000);
  }

  it('wraps or cuts a long name, a long brand and a long SKU inside their cells', async () => {
    const snapshot = orderSnapshotFixture('ci', { lines: 3 });
    const long = snapshot.lines[1]!;
    long.name = `${'Extraordinarily Concentrated Ginseng Renewing Cream '.repeat(6)}Unbrokenwordthatisfartoolongforanycolumnatall`;
    long.nameKo = '설화수 자음생크림 '.repeat(20).trim();
    long.brand = 'Amorepacific Cosmetics Corporation International Holdings';
    long.sku = 'HV1999-0201-0001-EXPORT-EDITION-LONG';
    const pdf = await renderOrderDocument(snapshot);
    const words = await pdfWords(pdf);
    // The columns' edges (points): SKU 56–132, product 132–268, brand 268–324.
    const inside = (found: typeof words, from: number, to: number) => {
      expect(found.length).toBeGreaterThan(0);
      for (const word of found) {
        expect(word.xMin).toBeGreaterThanOrEqual(from);
        expect(word.xMax).toBeLessThanOrEqual(to + 0.5);
      }
      return found;
    };
    const wordsOf = (...texts: string[]) => {
      const tokens = new Set(texts.flatMap((text) => text.split(' ')));
      return words.filter((word) => tokens.has(word.text));
    };
    // (The other lines' Korean names start with 설화수 too: only this one's own words.)
    const nameWords = inside(wordsOf(long.name, '자음생크림'), 132, 268);
    inside(wordsOf(long.brand), 268, 324);
    // Cut after three lines of name and two of Korean name, with an ellipsis: the row stays short.
    const text = await pdfText(pdf);
    expect(text).toContain('…');
    const top = Math.min(...nameWords.map((word) => word.yMin));
    const bottom = Math.max(...nameWords.map((word) => word.yMax));
    expect(bottom - top).toBeLessThan(60);
    // The whole SKU is there, on lines of its cell (in the line's row).
    const skuLines = words
      .filter((word) => word.yMin >= top - 2 && word.yMax <= top + 60)
      .filter((word) => word.xMin >= 56 && word.xMax <= 132.5 && long.sku.includes(word.text))
      .sort((a, b) => a.yMin - b.yMin);
    expect(skuLines.map((word) => word.text).join('')).toBe(long.sku);
  });
  it("carries the accepted offer's note to the proforma and commercial invoices", async () => {
    const note = 'Prices include export packing; labels in Vietnamese.';
    for (const type of ['po', 'pi', 'ci', 'pl'] as const) {
      const snapshot = orderSnapshotFixture(type, { lines: 2 });
      snapshot.order.offerNote = note;
      const text = (await pdfText(await renderOrderDocument(snapshot))).replace(/\s+/g, ' ');
      const carried = `Seller's terms (quotation Q-2026-000098): ${note}`;
      if (type === 'pi' || type === 'ci') expect(text, type).toContain(carried);
      else expect(text, type).not.toContain(carried);
    }
  });

  it('numbers the lines from 1, whatever positions the snapshot kept', async () => {
    const snapshot = orderSnapshotFixture('po', { lines: 3 });
    snapshot.lines.forEach((line, index) => {
      line.position = index;
    });
    const text = await pdfText(await renderOrderDocument(snapshot));
    expect(text).toMatch(/^\s*1\s+HV100-0201-0000/m);
    expect(text).toMatch(/^\s*3\s+HV102-0201-0002/m);
    expect(text).not.toMatch(/^\s*0\s+HV/m);
  });

  it('gives each packing list line its carton numbers, and the shipping marks on the invoice and the packing list', async () => {
    const snapshot = orderSnapshotFixture('pl', { lines: 3 });
    const cartons = snapshot.lines.map((line) => line.packing!.cartons);
    const text = await pdfText(await renderOrderDocument(snapshot));
    let first = 1;
    snapshot.lines.forEach((line, index) => {
      const last = first + cartons[index]! - 1;
      const range = first === last ? `${first}` : `${first}–${last}`;
      expect(text, line.sku).toMatch(new RegExp(`(^|\\s)${range}(\\s|$)`));
      first = last + 1;
    });
    const marks = `C/No. 1–${snapshot.totals.packing!.cartons}`;
    for (const type of ['ci', 'pl'] as const) {
      const shipped = (await pdfText(await renderOrderDocument(orderSnapshotFixture(type, { lines: 3 })))).replace(
        /\s+/g,
        ' ',
      );
      expect(shipped).toContain('SHIPPING MARKS');
      // The destination is the port of discharge, not the FOB port in Korea the order names.
      expect(shipped).toContain('CAT LAI, HO CHI MINH CITY (VNCLI) ORDER HV-2026-000123');
      expect(shipped).not.toContain('BUSAN PORT ORDER');
      expect(shipped).toContain(`ORDER HV-2026-000123 / PO PO-MP-2026-0457 ${marks} MADE IN KOREA`);
    }
    expect(await pdfText(await renderOrderDocument(orderSnapshotFixture('pi')))).not.toContain('SHIPPING MARKS');
  });

  it('breaks a Korean name between its words, never inside one', async () => {
    const snapshot = orderSnapshotFixture('ci', { lines: 1 });
    const words = ['설화수', '자음생크림', '리치', '인텐시브', '안티에이징', '영양크림', '대용량', '기획세트'];
    snapshot.lines[0]!.nameKo = words.join(' ');
    const found = (await pdfWords(await renderOrderDocument(snapshot))).filter((word) => /[가-힣]/.test(word.text));
    const printed = found.filter((word) => words.some((whole) => whole.includes(word.text)));
    // Two lines at least, and each word as a whole.
    expect(new Set(printed.map((word) => Math.round(word.yMin))).size).toBeGreaterThan(1);
    for (const word of printed) expect(words, word.text).toContain(word.text);
  });

  it('prints a long seller name whole in the signature block and on every footer', async () => {
    const snapshot = orderSnapshotFixture('ci', { lines: 40 });
    snapshot.seller.name = 'Hive Korea Global Trading and Export Corporation Co., Ltd.';
    const pdf = await renderOrderDocument(snapshot);
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages)
      expect(page.replace(/\s+/g, ' ')).toContain(
        'Hive Korea Global Trading and Export Corporation Co., Ltd. · Commercial Invoice · Order No. HV-2026-000123',
      );
    expect(pages.join(' ').replace(/\s+/g, ' ')).toContain(
      'For and on behalf of Hive Korea Global Trading and Export Corporation Co., Ltd.',
    );
  });

  it('prints a long address and a long PO number whole', async () => {
    const snapshot = orderSnapshotFixture('po', { lines: 2 });
    snapshot.order.poNumber = 'PO/MINHPHAT/2026/HCMC-WAREHOUSE-EXPORT-ORDER-000457';
    snapshot.consignee.address =
      'ул. Тверская, д. 7, стр. 2, офис 15, Москва, 125009, Российская Федерация — склад № 4, ворота 12, ' +
      'приёмка с 9:00 до 18:00 по будням, пропуск заказывать заранее у охраны по телефону';
    const words = await pdfWords(await renderOrderDocument(snapshot));
    const texts = new Set(words.map((word) => word.text));
    for (const token of snapshot.consignee.address.split(' ')) expect(texts).toContain(token);
    // The value's lines: in the value column (85 pt right of the labels), from its label's line to the next label's.
    const label = words.find((word) => word.text === "Buyer's")!;
    const next = words.find((word) => word.xMin === label.xMin && word.yMin > label.yMin + 1)!;
    const poParts = words
      .filter((word) => word.xMin >= label.xMin + 85 && word.yMin >= label.yMin - 1 && word.yMax <= next.yMin + 1)
      .sort((a, b) => a.yMin - b.yMin);
    expect(poParts.map((word) => word.text).join('')).toBe(snapshot.order.poNumber);
  });
});

describe('rendering', () => {
  it('is deterministic: the same snapshot gives the same bytes', async () => {
    for (const type of ['po', 'pi', 'ci', 'pl'] as const) {
      const snapshot = orderSnapshotFixture(type, { lines: 30 });
      const first = await renderOrderDocument(snapshot);
      const second = await renderOrderDocument(structuredClone(snapshot));
      expect(first.equals(second)).toBe(true);
    }
    // The creation date is the issue date (midnight in Seoul), and the file ID follows the document's information.
    const pdf = await renderOrderDocument(orderSnapshotFixture('ci'));
    const { stdout } = await run('pdfinfo', ['-isodates', await saved(pdf)]);
    expect(stdout).toMatch(/^CreationDate:\s+2026-06-01T15:00:00Z$/m);
    const id = (file: Buffer) => file.toString('latin1').match(/\/ID \[<(\w+)>/)?.[1];
    expect(id(pdf)).toMatch(/^[0-9a-f]{32}$/);
    expect(id(await renderOrderDocument({ ...orderSnapshotFixture('ci'), issuedOn: '2026-06-03' }))).not.toBe(id(pdf));
  }, 60_000);

  it('marks a re-issue "v2", and a first issue with no version', async () => {
    const second = await pdfText(await renderOrderDocument(orderSnapshotFixture('ci', { version: 2 })));
    expect(second).toMatch(/Version\s+v2/);
    expect(second).toContain('Commercial Invoice v2 · Order No. HV-2026-000123');
    const first = await pdfText(await renderOrderDocument(orderSnapshotFixture('ci')));
    expect(first).not.toMatch(/\bv1\b|Version/);
  });

  it('has a glyph for every letter of the Korean, Vietnamese and Russian texts', () => {
    const require = createRequire(import.meta.url);
    const fontkit = require('fontkit') as {
      create: (data: Buffer) => { hasGlyphForCodePoint: (codePoint: number) => boolean };
    };
    const snapshot = orderSnapshotFixture('pi');
    const texts = JSON.stringify([
      snapshot.buyer,
      snapshot.shipTo,
      snapshot.consignee,
      snapshot.notifyParty,
      snapshot.lines,
    ]);
    for (const weight of ['Regular', 'SemiBold']) {
      const font = fontkit.create(
        readFileSync(require.resolve(`pretendard/dist/public/static/Pretendard-${weight}.otf`)),
      );
      const missing = [...new Set(texts.normalize('NFC'))].filter(
        (char) => !font.hasGlyphForCodePoint(char.codePointAt(0)!),
      );
      expect(missing).toEqual([]);
    }
  });
});
