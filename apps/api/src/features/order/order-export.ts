import { type Currency, type ExportFormat, type Locale, lineSubtotal, marketplaceDate, minor } from '@hive/domain';
import type { Db } from '../../db/client.js';
import { keysetPages, type TableCell, type TableColumn, tableFile } from '../../documents/table-file.js';
import {
  type OrderExportCursor,
  type OrderExportRow,
  type OrderFilter,
  orderRepository,
  type PaymentExportCursor,
  type PaymentExportRow,
} from './order.repository.js';

/** Orders read per page of an order file (their lines come with them), and transfers per page of the payments file. */
const PAGES = { orders: 200, payments: 1_000 };

const money = (amount: number | null, currency: Currency): TableCell =>
  amount === null ? null : { amount: minor(amount), currency };

/** The order's own columns, the same on every line of it. */
const orderColumns: TableColumn<OrderExportRow>[] = [
  { key: 'order_number', width: 18, cell: (row) => row.number },
  { key: 'po_number', width: 16, cell: (row) => row.poNumber },
  { key: 'placed_at', width: 24, cell: (row) => row.placedAt },
  { key: 'updated_at', width: 24, cell: (row) => row.updatedAt },
  { key: 'state', width: 12, cell: (row) => row.state },
  { key: 'currency', width: 9, cell: (row) => row.currency },
];

/** The line's columns, then the order's amounts. */
const lineColumns: TableColumn<OrderExportRow>[] = [
  { key: 'line', width: 6, cell: (row) => row.line },
  { key: 'sku', width: 18, cell: (row) => row.sku },
  { key: 'product', width: 40, cell: (row) => row.product },
  { key: 'brand', width: 20, cell: (row) => row.brand },
  { key: 'hs_code', width: 12, cell: (row) => row.hsCode },
  { key: 'moq', width: 7, cell: (row) => row.moq },
  { key: 'packs', width: 7, cell: (row) => row.quantity },
  { key: 'units', width: 8, cell: (row) => (row.moq === null ? null : row.moq * row.quantity!) },
  { key: 'unit_price', width: 12, cell: (row) => money(row.unitPrice, row.currency) },
  {
    key: 'line_amount',
    width: 14,
    cell: (row) =>
      row.unitPrice === null ? null : money(lineSubtotal(minor(row.unitPrice), row.moq!, row.quantity!), row.currency),
  },
  { key: 'order_goods', width: 14, cell: (row) => money(row.goodsAmount, row.currency) },
  { key: 'order_freight', width: 13, cell: (row) => money(row.freight, row.currency) },
  { key: 'order_insurance', width: 13, cell: (row) => money(row.insurance, row.currency) },
  { key: 'order_duties', width: 13, cell: (row) => money(row.duties, row.currency) },
  { key: 'order_discount', width: 13, cell: (row) => money(row.discount, row.currency) },
  { key: 'order_credit', width: 13, cell: (row) => money(row.credit, row.currency) },
  { key: 'order_total', width: 14, cell: (row) => money(row.totalAmount, row.currency) },
];

/** A buyer's file: their own orders, so no company columns. */
export const BUYER_ORDER_COLUMNS = [...orderColumns, ...lineColumns];

/** The operators' file: every buyer's, so the company, its login id and its country after the order's number. */
export const CONSOLE_ORDER_COLUMNS: TableColumn<OrderExportRow>[] = [
  orderColumns[0]!,
  { key: 'company', width: 28, cell: (row) => row.company },
  { key: 'login_id', width: 16, cell: (row) => row.loginId },
  { key: 'country', width: 8, cell: (row) => row.country },
  ...orderColumns.slice(1),
  ...lineColumns,
];

export const PAYMENT_COLUMNS: TableColumn<PaymentExportRow>[] = [
  { key: 'order_number', width: 18, cell: (row) => row.number },
  { key: 'company', width: 28, cell: (row) => row.company },
  { key: 'login_id', width: 16, cell: (row) => row.loginId },
  { key: 'paid_on', width: 11, cell: (row) => row.paidOn },
  { key: 'installment', width: 11, cell: (row) => row.kind },
  { key: 'amount', width: 14, cell: (row) => money(row.amount, row.currency) },
  { key: 'currency', width: 9, cell: (row) => row.currency },
  { key: 'reference', width: 24, cell: (row) => row.reference },
  { key: 'order_total', width: 14, cell: (row) => money(row.orderTotal, row.currency) },
  { key: 'recorded_at', width: 24, cell: (row) => row.recordedAt },
];

/** The file's name: what it holds and the marketplace's date (Seoul) it was made, `orders-2026-11-29.csv`. */
const fileName = (what: string) => `${what}-${marketplaceDate(new Date())}`;

/**
 * The order files (one row per line, every order the list's filters select, newest first) and the payments file
 * (oldest first), each read in keyset pages while it is sent: a page is one short statement on a pooled connection.
 */
export function orderExports(db: Db, pages = PAGES) {
  const repository = orderRepository(db);
  return {
    orders: (format: ExportFormat, filter: OrderFilter, locale: Locale, columns: TableColumn<OrderExportRow>[]) =>
      tableFile(
        format,
        { name: fileName('orders'), sheet: 'Orders' },
        columns,
        keysetPages(async (after: OrderExportCursor | undefined) => {
          const rows = await repository.exportPage(filter, locale, after, pages.orders);
          const orders = new Set(rows.map((row) => row.id)).size;
          return { rows, next: orders === pages.orders ? rows.at(-1)!.cursor : undefined };
        }),
      ),

    payments: (format: ExportFormat, range: { from?: string; to?: string }) =>
      tableFile(
        format,
        { name: fileName('payments'), sheet: 'Payments' },
        PAYMENT_COLUMNS,
        keysetPages(async (after: PaymentExportCursor | undefined) => {
          const rows = await repository.paymentsPage(range, after, pages.payments);
          return { rows, next: rows.length === pages.payments ? rows.at(-1) : undefined };
        }),
      ),
  };
}
