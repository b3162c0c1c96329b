import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyEtag from '@fastify/etag';
import { type ChatQuotas, DomainError } from '@hive/domain';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiProcesses } from './cluster.js';
import { DEFAULT_CHAT_QUOTAS, DEFAULT_SUPPORT_CONFIRMATIONS_PER_DAY } from './config/env.js';
import { catalogChanges, changesOn, SESSION_CHANNEL } from './db/changes.js';
import type { Db } from './db/client.js';
import { primaryOnly, type ReadSide } from './db/replica.js';
import { serverKey } from './db/server-keys.js';
import { accountRoutes } from './features/account/account.routes.js';
import { accountService } from './features/account/account.service.js';
import { accountConsoleRoutes } from './features/account/console/account-console.routes.js';
import { accountConsoleService } from './features/account/console/account-console.service.js';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes.js';
import { apiKeysService } from './features/api-keys/api-keys.service.js';
import { auditRoutes } from './features/audit/audit.routes.js';
import { authRepository } from './features/auth/auth.repository.js';
import { authRoutes, signedIn } from './features/auth/auth.routes.js';
import { authService } from './features/auth/auth.service.js';
import { basketRoutes } from './features/basket/basket.routes.js';
import { basketService } from './features/basket/basket.service.js';
import { basketLines } from './features/basket/basket-lines.js';
import { buyerHomeRoutes } from './features/buyer-home/buyer-home.routes.js';
import { buyerHomeService } from './features/buyer-home/buyer-home.service.js';
import { cartRoutes, mergeCartAtSignIn } from './features/cart/cart.routes.js';
import { cartService } from './features/cart/cart.service.js';
import { guestCartIdOf } from './features/cart/guest-cart.js';
import { catalogRepository } from './features/catalog/catalog.repository.js';
import { catalogRoutes } from './features/catalog/catalog.routes.js';
import { catalogService } from './features/catalog/catalog.service.js';
import { categoryProductsRepository } from './features/catalog/category-products.repository.js';
import { categoryProductsRoutes } from './features/catalog/category-products.routes.js';
import { categoryProductsService } from './features/catalog/category-products.service.js';
import { catalogConsoleRoutes } from './features/catalog/console/catalog-console.routes.js';
import { productCertificatesRoutes } from './features/catalog/product-certificates.routes.js';
import { chatRoutes } from './features/chat/chat.routes.js';
import { chatService } from './features/chat/chat.service.js';
import { expiredChatFiles } from './features/chat/chat-expiry.job.js';
import { chatHub } from './features/chat/chat-hub.js';
import { chatStream } from './features/chat/chat-stream.js';
import { unreadReplies } from './features/chat/chat-unread.job.js';
import { chatConsoleRoutes } from './features/chat/console/chat-console.routes.js';
import { claimRoutes } from './features/claim/claim.routes.js';
import { claimService } from './features/claim/claim.service.js';
import { applyCreditNotes } from './features/claim/claim-credit.js';
import { claimConsoleRoutes } from './features/claim/console/claim-console.routes.js';
import { claimConsoleService } from './features/claim/console/claim-console.service.js';
import { companyRoutes } from './features/company/company.routes.js';
import { companyService } from './features/company/company.service.js';
import { companyConsoleRoutes } from './features/company/console/company-console.routes.js';
import { companyConsoleService } from './features/company/console/company-console.service.js';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { dashboardService } from './features/dashboard/dashboard.service.js';
import { freightRoutes } from './features/freight/freight.routes.js';
import { freightService } from './features/freight/freight.service.js';
import { healthRoutes } from './features/health/health.routes.js';
import { imagesRoutes } from './features/images/images.routes.js';
import { importRoutes } from './features/import/import.routes.js';
import { importService } from './features/import/import.service.js';
import { operatorsRepository } from './features/operators/operators.repository.js';
import { consoleMeRoutes, operatorsRoutes } from './features/operators/operators.routes.js';
import { operatorsService } from './features/operators/operators.service.js';
import { orderConsoleRoutes } from './features/order/console/order-console.routes.js';
import { orderConsoleService } from './features/order/console/order-console.service.js';
import { orderRoutes } from './features/order/order.routes.js';
import { orderService } from './features/order/order.service.js';
import { orderDocuments } from './features/order/order-documents.js';
import { orderPlacingService } from './features/order/order-placing.service.js';
import { unpaidOrders } from './features/order/order-unpaid.job.js';
import { outboxRoutes } from './features/outbox/outbox.routes.js';
import { pickRepository } from './features/pick/pick.repository.js';
import { pickRoutes } from './features/pick/pick.routes.js';
import { pickService } from './features/pick/pick.service.js';
import { quotationConsoleRoutes } from './features/quotation/console/quotation-console.routes.js';
import { quotationConsoleService } from './features/quotation/console/quotation-console.service.js';
import { quotationRoutes } from './features/quotation/quotation.routes.js';
import { quotationService } from './features/quotation/quotation.service.js';
import { quotationRequestRoutes } from './features/quotation/quotation-request.routes.js';
import { quotationRequestService } from './features/quotation/quotation-request.service.js';
import { quotationSheetService } from './features/quotation/quotation-sheet.service.js';
import { restockConsoleRoutes } from './features/restock/console/restock-console.routes.js';
import { restockConsoleService } from './features/restock/console/restock-console.service.js';
import { restockRoutes } from './features/restock/restock.routes.js';
import { restockService } from './features/restock/restock.service.js';
import { restockNotice } from './features/restock/restock-notice.js';
import { searchRepository } from './features/search/search.repository.js';
import { searchRoutes } from './features/search/search.routes.js';
import { searchService } from './features/search/search.service.js';
import { seoRepository } from './features/seo/seo.repository.js';
import { seoRoutes } from './features/seo/seo.routes.js';
import { seoService } from './features/seo/seo.service.js';
import { settingsRoutes } from './features/settings/settings.routes.js';
import { settingsService } from './features/settings/settings.service.js';
import { supportConsoleRoutes } from './features/support/console/support-console.routes.js';
import { supportRoutes } from './features/support/support.routes.js';
import { supportService } from './features/support/support.service.js';
import { trendRepository } from './features/trend/trend.repository.js';
import { trendRoutes } from './features/trend/trend.routes.js';
import { trendService } from './features/trend/trend.service.js';
import { registerWeb } from './features/web/web.routes.js';
import { webhooksRoutes } from './features/webhooks/webhooks.routes.js';
import { webhooksService } from './features/webhooks/webhooks.service.js';
import { mailer } from './mail/mail.service.js';
import { consoleApiDocument, registerApiDocuments } from './plugins/api-documents.js';
import { registerApiKeys } from './plugins/api-key.js';
import { registerCsrf } from './plugins/csrf.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerIdempotency } from './plugins/idempotency.js';
import { registerMetrics } from './plugins/metrics.js';
import { operatorScope } from './plugins/operator-session.js';
import { rateLimits, registerRateLimits } from './plugins/rate-limits.js';
import { registerReadYourWrites } from './plugins/read-your-writes.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSession } from './plugins/session.js';
import { validatorCompiler } from './plugins/validation.js';
import { productCards } from './products/product-card.js';
import { type WebhookDeliveryOptions, webhookDelivery } from './webhooks/webhook-delivery.js';

/** A request id a proxy may hand on: short, and nothing a log line could be fooled by. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

export type AppOptions = {
  db: Db;
  /**
   * Where the catalogue, search, sitemaps and the console's product and brand lists read (`DATABASE_READ_URL`'s
   * replica, see db/replica.ts); the primary `db` without one.
   */
  reads?: ReadSide;
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** A session ends after this long without a request. */
  sessionIdleMs?: number;
  /** `outboxSecrets`: without SMTP, the outbox keeps codes and single-use links readable (see `mailer`); off by default. */
  mail?: { smtpUrl?: string; from?: string; retryIntervalMs?: number; outboxSecrets?: boolean };
  /** Where people reach the site: the base of links in e-mail. */
  publicUrl?: string;
  /** Addresses exempt from rate limits. */
  rateLimitAllow?: string[];
  /** Which proxies to believe for the client's address and scheme (`TRUST_PROXY`); none by default. */
  trustProxy?: true | string[];
  /** The token `GET /metrics` needs; without one there is no /metrics. */
  metricsToken?: string;
  /** What chat attachments may take (`CHAT_*` settings). */
  chatQuotas?: ChatQuotas;
  /** Confirmations the support forms send one mailbox a day. */
  supportConfirmationsPerDay?: number;
  /** The longest a chat event stream lives (an hour by default); the client then opens the next one. */
  chatStreamLifeMs?: number;
  /** Under several API processes: which one this is, and whether all of them listen (for `/health` and `/ready`). */
  processes?: ApiProcesses;
  /**
   * The webhooks' delivery: `allowPrivate` (`WEBHOOK_ALLOW_PRIVATE`) lets them go to `http` and addresses that are not
   * public; the timings are the product's unless a test shortens them.
   */
  webhooks?: Partial<Omit<WebhookDeliveryOptions, 'log' | 'mailer'>>;
  /** Requests one API key may make in a minute (the product's limit unless a test lowers it). */
  apiKeyRequestsPerMinute?: number;
};

/** Builds the whole server, readable top to bottom: cross-cutting plugins, then each capability. */
export async function buildApp({
  db,
  reads = primaryOnly(db),
  webDist,
  logger = false,
  sessionIdleMs = 72 * 3_600_000,
  mail = {},
  publicUrl = 'http://localhost:3000',
  rateLimitAllow = [],
  trustProxy,
  metricsToken,
  chatQuotas = DEFAULT_CHAT_QUOTAS,
  supportConfirmationsPerDay = DEFAULT_SUPPORT_CONFIRMATIONS_PER_DAY,
  chatStreamLifeMs,
  processes,
  webhooks = {},
  apiKeyRequestsPerMinute,
}: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy,
    // While stopping, a request that comes on an open connection is still answered (with `Connection: close`); only
    // new connections are refused.
    return503OnClosing: false,
    // Every log line of a request carries its id, and so does the answer (`X-Request-Id`, and a 5xx body): unique
    // across API processes, or the one a trusted proxy gave.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = trustProxy ? request.headers['x-request-id'] : undefined;
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Failures are logged by the error handler; a line per request would drown them.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    // One route, however its address is spelt: the guards belong to the route that matched, and every spelling matches
    // the same one (doubled slashes, a trailing slash, another case; the router already decodes percent-escapes).
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: true, caseSensitive: false },
    // Reject unknown fields rather than drop them silently; coerce query and path numbers.
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();
  // Set when the process is stopping: `/ready` then answers 503 so that a load balancer sends nothing new.
  app.decorate('draining', false);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerMetrics(app, db, metricsToken, reads);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  // Before compression, which changes the answer it keeps. Keys belong to the buyer, the operator (the console's
  // creations), or the visitor's cart.
  const stopIdempotencyCleanup = registerIdempotency(app, db, (request) =>
    request.buyer
      ? `buyer:${request.buyer.buyerId}`
      : request.operator
        ? `operator:${request.operator.id}`
        : `visitor:${guestCartIdOf(request) ?? request.ip}`,
  );
  app.addHook('onClose', async () => stopIdempotencyCleanup());
  // Before compression: the tag is of the JSON, the same whatever the encoding (hence weak).
  await app.register(fastifyEtag, { weak: true });
  await app.register(fastifyCompress, { threshold: 1024 });
  // Every cookie is Secure when the request came over HTTPS (`TRUST_PROXY` tells it behind a TLS proxy).
  await app.register(fastifyCookie, { parseOptions: { secure: 'auto', path: '/', sameSite: 'lax' } });
  registerReadYourWrites(app, reads);
  // Counted in PostgreSQL: the same limits whichever API process answers.
  const limits = rateLimits(db, rateLimitAllow);
  // A company's own systems call with an API key: looked up in the database on every request, before the
  // anti-forgery pair, which a key's request does not need.
  const apiKeys = apiKeysService({ db });
  registerApiKeys(app, apiKeys, limits, apiKeyRequestsPerMinute);
  registerCsrf(app);
  const stopLimitCleanup = registerRateLimits(app, limits);
  app.addHook('onClose', async () => stopLimitCleanup());
  // What each process keeps of sessions is dropped when the database says who a session is changed (LISTEN/NOTIFY).
  const sessions = changesOn(db, SESSION_CHANNEL, app.log);
  app.addHook('onClose', async () => sessions.stop());
  const auth = authService(authRepository(db), { idleMs: sessionIdleMs, sessions });
  registerSession(app, auth);
  const operators = operatorsService(operatorsRepository(db));
  // Trade documents are attached to mail by id: the mailer renders (or reads) each through the order documents.
  const documents = orderDocuments(db);
  const mails = mailer(db, {
    smtpUrl: mail.smtpUrl,
    outboxSecrets: mail.outboxSecrets,
    from: mail.from ?? 'Hive <no-reply@hive.example>',
    log: app.log,
    attachment: documents.attachment,
  });
  const stopRetries = mails.startRetries(mail.retryIntervalMs);
  app.addHook('onClose', async () => {
    stopRetries();
    mails.close();
  });

  // Webhooks: each event is written in the transaction of its change; every process delivers what is due, woken by the
  // database at each commit (LISTEN) or, for an order it placed, by the placing itself; a restart sends what a killed
  // process left.
  const allowPrivate = webhooks.allowPrivate ?? false;
  const deliveries = webhookDelivery(db, { ...webhooks, allowPrivate, log: app.log, mailer: mails });
  const stopDeliveries = deliveries.start();
  app.addHook('onClose', async () => stopDeliveries());

  await registerApiDocuments(app);

  const catalogRepo = catalogRepository(reads.db);
  // What each process keeps of the catalogue is dropped when any process changes it (LISTEN/NOTIFY); what it keeps
  // next is read from the primary until the replica has the change too.
  const changes = catalogChanges(db, app.log);
  changes.subscribe(reads.fence);
  app.addHook('onClose', async () => changes.stop());
  await app.register(healthRoutes, { db, processes });
  const cart = cartService({ db });
  // Visitors' carts nobody can reach any more go every hour.
  const stopCartCleanup = cart.startCleanup(app.log);
  app.addHook('onClose', async () => stopCartCleanup());
  const onSignIn = mergeCartAtSignIn(cart);
  await app.register(authRoutes, { auth, onSignIn });
  await app.register(accountRoutes, { account: accountService({ db, mailer: mails, publicUrl, sessions }) });
  await app.register(companyRoutes, {
    company: companyService({ db, mailer: mails, publicUrl, sessions }),
    signIn: signedIn(auth, onSignIn),
  });
  await app.register(apiKeysRoutes, { keys: apiKeys });
  await app.register(catalogRoutes, { catalog: catalogService(catalogRepo), changes });
  await app.register(productCertificatesRoutes, { db });
  await app.register(categoryProductsRoutes, {
    categories: categoryProductsService(categoryProductsRepository(reads.db), changes),
    changes,
  });
  await app.register(imagesRoutes, { brandName: catalogRepo.brandName, db });
  await app.register(searchRoutes, {
    search: searchService(
      searchRepository(db, reads.db),
      productCards(catalogRepo, changes),
      app.log,
      () => serverKey(db, 'search-log'),
      changes,
    ),
  });
  await app.register(pickRoutes, { pick: pickService(pickRepository(reads.db)) });
  await app.register(trendRoutes, { trend: trendService(trendRepository(reads.db)) });
  await app.register(cartRoutes, { cart });
  await app.register(basketRoutes, { basket: basketService({ db }) });
  await app.register(buyerHomeRoutes, { home: buyerHomeService({ db }) });
  // A buyer's request answers with the buyer as a sign-in does: the auth feature's view, composed here.
  await app.register(quotationRequestRoutes, {
    requests: quotationRequestService({ db, mailer: mails, publicUrl, buyerView: auth.buyerViewSource }),
    sheets: quotationSheetService({ db }),
    guestCartIdOf,
  });
  const quotations = quotationService({ db, mailer: mails, publicUrl, log: app.log });
  await app.register(quotationRoutes, { quotations });
  // Offers past their valid-until date expire every minute, in whichever API process gets there first.
  const stopExpiry = quotations.startExpiry();
  app.addHook('onClose', async () => stopExpiry());
  // A cancelled order's units going back tell whoever asked for a restock (the restock feature's face).
  const { notifyRestocked } = restockNotice({ mailer: mails, publicUrl });
  await app.register(restockRoutes, { restock: restockService({ db }) });
  const orders = orderService({
    db,
    mailer: mails,
    publicUrl,
    documents,
    stockReturned: notifyRestocked,
    // Ordering again puts the lines back in the quotation basket, through the basket feature's face.
    toBasket: basketLines(db).put,
  });
  await app.register(orderRoutes, {
    orders,
    placing: orderPlacingService({
      db,
      mailer: mails,
      publicUrl,
      detail: orders.detail,
      wakeWebhooks: deliveries.wake,
    }),
  });
  // Claims after delivery: a credit note is the order's document `cn`, issued through the order documents.
  await app.register(claimRoutes, { claims: claimService({ db, mailer: mails, publicUrl }) });
  // Orders not paid by their date are cancelled every minute, in whichever API process gets there first.
  const stopUnpaid = unpaidOrders({
    db,
    mailer: mails,
    publicUrl,
    log: app.log,
    stockReturned: notifyRestocked,
  }).start();
  app.addHook('onClose', async () => stopUnpaid());

  // Chat: stored, signalled with pg_notify at the commit; each process listens once and fans out to its streams. A
  // stream ends with the session that opened it, as the database announces it (`sessions`), or after its life.
  const chat = chatService({ db, quotas: chatQuotas });
  const hub = chatHub(db, app.log);
  const stream = chatStream(chat, hub, { sessions, members: auth, lifeMs: chatStreamLifeMs, log: app.log });
  app.addHook('preClose', async () => stream.closeAll());
  app.addHook('onClose', async () => hub.stop());
  await app.register(chatRoutes, { chat, stream });
  // A reply unread ten minutes is e-mailed about once, by whichever API process gets there first.
  const stopUnreadReplies = unreadReplies({ db, mailer: mails, publicUrl, log: app.log }).start();
  app.addHook('onClose', async () => stopUnreadReplies());
  // Visitors' files past their days are deleted every hour, by whichever API process gets to each first.
  const stopExpiredFiles = expiredChatFiles({ db, log: app.log }).start();
  app.addHook('onClose', async () => stopExpiredFiles());

  await app.register(operatorsRoutes, { operators });
  const consoleQuotations = quotationConsoleService({ db, mailer: mails, publicUrl });
  // An approved buyer's earlier requests as a visitor become its own: the quotation feature's part of the decision.
  const buyers = accountConsoleService({
    db,
    mailer: mails,
    publicUrl,
    attachVisitorRequests: consoleQuotations.attachVisitorRequests,
    sessions,
  });
  const support = supportService({ db, mailer: mails, confirmationsPerDay: supportConfirmationsPerDay });
  await app.register(supportRoutes, { support });

  await operatorScope(app, operators, async (scope) => {
    await scope.register(consoleMeRoutes);
    await scope.register(consoleApiDocument);
    await scope.register(dashboardRoutes, { dashboard: dashboardService({ db }) });
    await scope.register(settingsRoutes, { settings: settingsService({ db, changes, sessions }) });
    await scope.register(accountConsoleRoutes, { buyers });
    await scope.register(companyConsoleRoutes, { members: companyConsoleService({ db, sessions }) });
    await scope.register(outboxRoutes, { db });
    // The catalogue: products, images, brands, categories, picks. Stock an operator adds, or a product put back on
    // sale, tells whoever asked for its restock (the e-mail leaves with the outbox's next round).
    await scope.register(catalogConsoleRoutes, {
      db,
      reads: reads.db,
      changes,
      onRestocked: async (tx, productIds) => {
        await notifyRestocked(tx, productIds);
      },
    });
    await scope.register(chatConsoleRoutes, { chat });
    await scope.register(auditRoutes, { db });
    await scope.register(supportConsoleRoutes, { support });
    await scope.register(importRoutes, { imports: importService({ db, changes }) });
    await scope.register(quotationConsoleRoutes, { quotations: consoleQuotations });
    await scope.register(orderConsoleRoutes, {
      // A confirmation takes the buyer's open credit notes off the order: the claim feature's face.
      orders: orderConsoleService({
        db,
        mailer: mails,
        publicUrl,
        documents,
        stockReturned: notifyRestocked,
        applyCredit: applyCreditNotes,
      }),
    });
    await scope.register(claimConsoleRoutes, {
      claims: claimConsoleService({ db, mailer: mails, publicUrl, documents }),
    });
    await scope.register(restockConsoleRoutes, { restock: restockConsoleService({ db }) });
    await scope.register(freightRoutes, { freight: freightService({ db }) });
    await scope.register(webhooksRoutes, {
      webhooks: webhooksService({ db, allowPrivate, deliverNow: () => void deliveries.flush() }),
    });
  });

  const seo = seoService(seoRepository(reads.db), { publicUrl });
  await app.register(seoRoutes, { seo });
  // A signed-in buyer's first rendered page is drawn for the buyer behind their session cookie, while it lives.
  const members = {
    sessionMs: auth.sessionMs,
    resolve: (token: string) =>
      auth.resolve(token).catch((error: unknown) => {
        if (error instanceof DomainError && error.code === 'SESSION_EXPIRED') return undefined;
        throw error;
      }),
  };
  await registerWeb(app, webDist, seo.pageHead, changes, members);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The process is stopping (see api-process.ts). */
    draining: boolean;
  }
}
