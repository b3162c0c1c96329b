import type {
  AccountView,
  AddressView,
  BuyerOrderDetail,
  BuyerOrderPage,
  Incoterm,
  MemberRole,
  OrderDocumentView,
  OrderParty,
  OrderPreview,
  OrderState,
  ReorderPreview,
} from '@hive/domain';
import { DEFAULT_INCOTERM, INCOTERMS, MAX_PACKS, mayApprove, ORDER_STATES } from '@hive/domain/rules';

/** A line of the order form: a product and its quantity in MOQ packs (the contract's `{ productId, qty }`). */
export type OrderLine = { productId: number; qty: number };

/**
 * Where the order form's lines come from: the basket's checked items (passed in the navigation state), an accepted
 * offer (`?quotation=` in the address, so that a reload or a shared link finds it), or — with nothing chosen — the
 * fulfilment centre's stock.
 */
export type OrderSource =
  | { kind: 'basket'; lines: OrderLine[] }
  | { kind: 'offer'; quotationId: number }
  | { kind: 'stock' };

const isPacks = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PACKS;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * Reads the source from the address and the navigation state (the basket sends `{ products: [{ productId, qty }] }`);
 * anything malformed is ignored.
 */
export function orderSourceOf(search: URLSearchParams, state: unknown): OrderSource {
  const quotationId = Number(search.get('quotation'));
  if (isId(quotationId)) return { kind: 'offer', quotationId };
  const products = (state as { products?: unknown } | null)?.products;
  if (Array.isArray(products)) {
    const lines = mergeLines(
      products.filter(
        (line): line is OrderLine => isId((line as OrderLine)?.productId) && isPacks((line as OrderLine)?.qty),
      ),
    );
    if (lines.length > 0) return { kind: 'basket', lines };
  }
  return { kind: 'stock' };
}

/** Lines of one product become one (the server sums them too), at most the largest quantity. */
export function mergeLines(lines: readonly OrderLine[]): OrderLine[] {
  const merged = new Map<number, number>();
  for (const { productId, qty } of lines)
    merged.set(productId, Math.min(MAX_PACKS, (merged.get(productId) ?? 0) + qty));
  return [...merged].map(([productId, qty]) => ({ productId, qty }));
}

/** The lines with one product's quantity set (or the product added at the end). */
export function setLine(lines: readonly OrderLine[], productId: number, qty: number): OrderLine[] {
  if (!lines.some((line) => line.productId === productId)) return [...lines, { productId, qty }];
  return lines.map((line) => (line.productId === productId ? { productId, qty } : line));
}

export const removeLine = (lines: readonly OrderLine[], productId: number): OrderLine[] =>
  lines.filter((line) => line.productId !== productId);

/** An address on one line, as the consignee's box on the documents prints it. */
export function addressText(address: Omit<AddressView, 'id' | 'isDefault'>): string {
  const place = [address.city, address.region, address.postalCode].filter(Boolean).join(' ');
  return [address.line1, address.line2, place, address.country.name].filter(Boolean).join(', ');
}

export const phoneText = (phone: { countryCallingCode: string; number: string }) =>
  `${phone.countryCallingCode} ${phone.number}`.trim();

/** The consignee a ship-to address suggests: its name, the address itself and its phone; the e-mail is kept. */
export function partyFromAddress(address: AddressView, email: string): OrderParty {
  return { name: address.consignee, address: addressText(address), phone: phoneText(address.phone), email };
}

/** The contact person an account suggests: the company's representative. */
export function contactFromAccount(account: AccountView) {
  return {
    name: account.repContactName,
    email: account.repContactEmail,
    phone: phoneText(account.repContactNumber),
  };
}

/** The offer's incoterm when it is one of Incoterms 2020, else the marketplace's default. */
export const incotermOf = (text: string | undefined): Incoterm =>
  INCOTERMS.find((incoterm) => incoterm === text?.trim().toUpperCase()) ?? DEFAULT_INCOTERM;

/** The preview's lines short of stock: the fulfilment centre holds fewer units than they ask for. */
export const shortLines = (preview: OrderPreview | undefined) =>
  (preview?.lines ?? []).filter((line) => line.stock !== null && line.stock < line.quantity * line.moq);

export const soldOutLines = (preview: OrderPreview | undefined) => (preview?.lines ?? []).filter((line) => !line.exist);

/** The list's state tabs: every state with its count for the current search, and all of them together. */
export function stateTabs(counts: BuyerOrderPage['counts'] | undefined) {
  const byState = new Map((counts ?? []).map(({ state, count }) => [state, count]));
  const all = [...byState.values()].reduce((sum, count) => sum + count, 0);
  return [
    { state: undefined, count: counts ? all : undefined },
    ...ORDER_STATES.map((state) => ({ state, count: counts ? (byState.get(state) ?? 0) : undefined })),
  ] as { state: OrderState | undefined; count: number | undefined }[];
}

/** The documents by type in the contract's order (PO, PI, CI, PL), the newest version first within each. */
export function documentsByType(documents: readonly OrderDocumentView[]): OrderDocumentView[][] {
  const groups = new Map<string, OrderDocumentView[]>();
  for (const document of [...documents].sort((a, b) => b.version - a.version))
    groups.set(document.type, [...(groups.get(document.type) ?? []), document]);
  return (['po', 'pi', 'ci', 'pl'] as const).flatMap((type) => (groups.has(type) ? [groups.get(type)!] : []));
}

/** The lines of a past order that can go back into the basket today (available, or at a changed price). */
export const orderableAgain = (preview: ReorderPreview | undefined) =>
  (preview?.lines ?? []).filter((line) => line.status === 'available' || line.status === 'priceChanged');

/** Tomorrow on the buyer's calendar (YYYY-MM-DD): the earliest delivery date one can ask for. */
export function tomorrow(now = new Date()): string {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`;
}

/** The member signed in, as the approval rule needs them: a session from before companies is the company's owner. */
export type ActingMember = { id: number; role: MemberRole; name: string };

/**
 * Whether the member signed in may approve or reject this order now (the domain's `mayApprove`): an owner or an admin,
 * while it waits for approval, and not its own order unless they are the company's only approver. The history names
 * the member who placed it; the server decides again.
 */
export function mayDecideApproval(
  order: Pick<BuyerOrderDetail, 'state' | 'history'>,
  me: ActingMember,
  approvers: number | undefined,
): boolean {
  if (order.state !== 'PENDING_APPROVAL' || approvers === undefined) return false;
  const placing = order.history.find((event) => event.action === 'place');
  const placedBy = placing?.memberName && placing.memberName === me.name ? me.id : null;
  return mayApprove(me, placedBy, approvers);
}
