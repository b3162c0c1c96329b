// The app itself, loaded by main.tsx.
import { PERSIST_TIMEOUT_MS } from '@hive/domain/rules';
import { type DehydratedState, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
// The DOM provider: it lets a navigation be drawn at once (`flushSync`), as signing out needs.
import { RouterProvider } from 'react-router/dom';
import { preloadPage, routes } from './app/router';
import { changeLanguage, i18n } from './i18n/i18n';
import { yieldToMain } from './lib/main-thread';
import { hydrateDrawn, queryClient } from './lib/query-client';
import { type Session, sessionRehydrated, syncSessionCookies, useSession } from './lib/session-store';

// The persisted session comes back before the first render (docs/product.md §4), then the chosen language.
await sessionRehydrated(PERSIST_TIMEOUT_MS);
const session = useSession.getState();
await changeLanguage(session.language);
syncSessionCookies();
// The start gives the main thread back between its steps (each a few milliseconds on a slow phone, one long task
// together): before the router reads the routes and the address, and before the page's data is read.
await yieldToMain();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </QueryClientProvider>
  </StrictMode>
);
await yieldToMain();

// A page arrives rendered by the server (apps/web/src/entry-server.tsx) with the data it was drawn from — a signed-in
// buyer's with the session it was drawn with: the app takes over that HTML when it was drawn for the same person and
// language, and draws its own otherwise.
const first = document.getElementById('first-render');
const drawnFor = drawnSession(first?.dataset.session);
// A page drawn for a member of the company (the server names them) is the same person's only if it is the same member;
// a session kept from before companies had several people is the owner's, and learns the member from the page.
const sameMember =
  !drawnFor?.member || (session.member ? drawnFor.member.id === session.member.id : drawnFor.member.role === 'OWNER');
const samePerson = drawnFor
  ? Boolean(session.token) && drawnFor.buyerId === session.buyerId && sameMember
  : !session.token;
if (first?.textContent && samePerson && first.dataset.language === session.language) {
  // What the page showed of the session (the quotation count, say) is what the app starts from: the same HTML.
  if (drawnFor) useSession.setState(drawnFor);
  hydrateDrawn(JSON.parse(first.textContent) as DehydratedState, Boolean(drawnFor));
  // The page's code and texts first: the app then takes the whole page over in one pass.
  await Promise.all([i18n.loadNamespaces(first.dataset.namespaces?.split(',') ?? []), preloadPage(location.pathname)]);
  // As a transition, the hydration yields to the browser every few milliseconds instead of holding it in one long task.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}

// A buyer signed in before the server kept a session cookie has none: asked for once, their next pages arrive drawn.
if (session.token && root.dataset.sessionCookie === 'missing') {
  void import('./features/auth/api/session-cookie').then(({ requestSessionCookie }) => requestSessionCookie());
}

/** The session a buyer's page was drawn with (`data-session`), or undefined for a visitor's page. */
function drawnSession(
  text: string | undefined,
):
  | (Pick<Session, 'grade' | 'currency' | 'buyerId' | 'login'> & Partial<Pick<Session, 'member' | 'companyName'>>)
  | undefined {
  if (!text) return undefined;
  try {
    const { grade, currency, buyerId, login, member, companyName } = JSON.parse(text) as Session;
    return { grade, currency, buyerId, login, ...(member ? { member } : {}), ...(companyName ? { companyName } : {}) };
  } catch {
    return undefined;
  }
}
