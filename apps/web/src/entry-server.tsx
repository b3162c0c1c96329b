// The server's first render of a storefront page for a visitor or a signed-in buyer (built by `vite build --ssr` into dist/ssr and run by
// the API, apps/api/src/features/web): the same routes and components as the browser, with the catalogue data the page
// asks for fetched in process, so the HTML already holds the page and the browser hydrates it instead of drawing it.
import type { Locale } from '@hive/domain';
import { type DehydratedState, dehydrate, type Query, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { routes } from './app/router';
import { changeLanguage, i18n } from './i18n/i18n';
import { setTransport, type Transport } from './lib/api-client';
import { prefetchStartup } from './lib/reference-queries';
import { type MemberSession, signedOutSession, useSession } from './lib/session-store';

/**
 * The page's HTML, the data it was drawn from, and the text namespaces it used (the browser loads them first); for a
 * buyer's page, the session it was drawn with, without its token (the browser takes it over before it hydrates).
 */
export type FirstRender = {
  html: string;
  state: DehydratedState;
  namespaces: string[];
  session?: Omit<MemberSession, 'token'>;
};

/** Data a page asks for after its first data arrived (a product's brand, say) needs another pass; never more than this. */
const MAX_PASSES = 4;
/** How React marks a boundary whose content suspended in a synchronous render (the browser draws it). */
const CLIENT_DRAWN = '<!--$!-->';

const handler = createStaticHandler(routes);
/** The language, the session store and the API transport are the module's own: one page renders at a time. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The page at `url` as a visitor sees it in `language` — or as the signed-in buyer `member` does, with their prices,
 * when given (`call` then carries their token) — or undefined when it cannot be rendered whole on the server (a
 * redirect, a failed or missing catalogue answer): the browser then draws it as before. The data the app loads at
 * start (docs/product.md §4) comes with every page; per-person data (the cart, `meta.personal`) with a member's page
 * only (drawn for them alone, never kept), where a part of it the server could not read is left to the browser.
 */
export function renderPage(
  url: URL,
  language: Locale,
  call: Transport,
  member?: MemberSession,
): Promise<FirstRender | undefined> {
  const run = queue.then(() =>
    render(url, language, call, member).finally(() => useSession.setState({ ...signedOutSession })),
  );
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Whether the app has a page at `pathname`: a route of its own, not the catch-all not-found page. The server answers
 * 404 for the others, so the router stays the one list of the storefront's addresses.
 */
export function hasPage(pathname: string): boolean {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return leaf !== undefined && leaf.path !== '*';
}

async function render(
  url: URL,
  language: Locale,
  call: Transport,
  member: MemberSession | undefined,
): Promise<FirstRender | undefined> {
  setTransport(call);
  // Each render starts from its own person: the buyer's session, or none (what a render before it set is gone).
  useSession.setState({ ...(member ?? signedOutSession), language });
  await changeLanguage(language);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { client, wants } = serverQueryClient(member !== undefined);
  await prefetchStartup(client, language);
  const isMissing = (query: Query) => query.state.status === 'pending' && wants(query);
  const namespaces = new Set<string>();
  // Each component notes the namespaces it uses, one page at a time.
  i18n.recording = namespaces;
  const app = (
    <StrictMode>
      <QueryClientProvider client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>
  );
  // A first pass waits for the page's code and words, and notes the data it asks for.
  await drain(await prerenderToNodeStream(app));
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const missing = client.getQueryCache().getAll().filter(isMissing);
    // The words of every namespace the page used too: a part that draws without waiting for its words (the header's
    // basket link) is drawn with them, as the browser, which loads them all first, takes it over.
    await Promise.all([
      ...missing.map((query) => query.fetch().catch(() => undefined)),
      i18n.loadNamespaces([...namespaces], language),
    ]);
    // With the data at hand: synchronous, so the HTML holds no streaming scripts (the CSP allows none inline).
    const html = renderToString(app);
    const queries = client.getQueryCache().getAll();
    if (queries.some((query) => query.state.status === 'error' && !query.meta?.personal)) return undefined;
    // Done unless the data showed a part that asks for more data, or whose code or words were not loaded yet (React
    // then marks its boundary for the browser to draw: `<!--$!-->`).
    const suspended = html.includes(CLIENT_DRAWN) || !i18n.hasLoaded([...namespaces], language);
    if (!suspended && !queries.some(isMissing)) {
      const state = dehydrate(client);
      if (!member) return { html, state, namespaces: [...namespaces] };
      // As the page read it at the end (the quotation count is read on the way); the member when the server named them.
      const { grade, currency, buyerId, login, member: person, companyName } = useSession.getState();
      const drawn = { grade, currency, buyerId, login, ...(person ? { member: person } : {}), companyName };
      return { html, state, namespaces: [...namespaces], session: drawn };
    }
    if (suspended) await drain(await prerenderToNodeStream(app));
  }
  return undefined;
}

async function drain({ prelude }: { prelude: AsyncIterable<unknown> }): Promise<void> {
  for await (const _ of prelude);
}

/** A query client that notes which queries the page's components enabled: only those are fetched between passes. */
function serverQueryClient(forMember: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const enabled = new Set<string>();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const defaulted = defaults(options);
    if (defaulted.enabled !== false && defaulted.queryHash) enabled.add(defaulted.queryHash);
    return defaulted;
  }) as typeof defaults;
  const wants = (query: Query) => enabled.has(query.queryHash) && (forMember || !query.meta?.personal);
  return { client, wants };
}
