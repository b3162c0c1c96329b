import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@hive/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogChanges } from '../../db/changes.js';
import { keptMap, readings, stringBytes } from '../../lib/kept.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/session-cookie.js';

/** The session a buyer's page was drawn with, as the web app's store holds it (without the token). */
type DrawnSession = { buyerId: string; [field: string]: unknown };
type Rendered = { html: string; state: unknown; namespaces: string[]; session?: DrawnSession };
/** A page as kept and sent: its data already written out for the script element; a buyer's page, their session. */
type Page = { html: string; state: string; namespaces: string[]; session?: string };
/** What the web app's session store holds after a buyer signs in: a buyer's page is drawn with it. */
type MemberSession = {
  token: string;
  grade: string;
  currency: string;
  buyerId: string;
  login: { isLogged: true; quotationCnt: number; loginId: string; joinStatusCode: string };
  /** The person signed in for the company: what their role lets them do is drawn as it will be in their browser. */
  member?: { id: number; role: string; name: string };
  /** The company's name, which the header shows. */
  companyName?: string;
};
/** The web app's server entry (apps/web/src/entry-server.tsx), built into `dist/ssr`. */
type Entry = {
  renderPage(
    url: URL,
    language: Locale,
    call: (url: string, init: RequestInit) => Promise<Response>,
    member?: MemberSession,
  ): Promise<Rendered | undefined>;
  /** Whether the web app's router has a page at a path (not only its not-found page); absent from older builds. */
  hasPage?(pathname: string): boolean;
};

/** A visitor's page is the same for every visitor in a language: drawn once a minute at most, like the API's answers. */
const CACHE_MS = 60_000;
/** What the kept pages may take in memory (a page and its data are 50–150 kB): the oldest go first. */
const CACHE_BYTES = 24 * 1024 * 1024;
/**
 * Pages are drawn one at a time (20–50 ms each when not kept); past this many waiting, a request gets the shell and the
 * browser draws its page, so a crawler walking every product never makes people wait.
 */
const MAX_WAITING = 8;

/** The buyer behind a live session, or undefined when the token is dead (unknown, expired, revoked, suspended). */
export type Member = {
  buyerId: number;
  gradeId: string;
  currency: string;
  loginId: string;
  joinStatusCode: string;
  /** The person signed in for the company, and their role in it. */
  memberId?: number;
  role?: string;
  memberName?: string;
  companyName?: string;
};
/** Who a session cookie belongs to (the auth feature's sessions, from app.ts), and how long a session lasts unused. */
export type Members = { resolve(token: string): Promise<Member | undefined>; sessionMs: number };

/**
 * The page as the web app draws it, for the `#root` element, and the data it was drawn from; `member` when it was
 * drawn for the signed-in buyer (never shared: not kept, and answered `private, no-store`).
 */
export type FirstRender = (
  request: FastifyRequest,
  reply?: FastifyReply,
) => Promise<(Page & { language: Locale; member?: boolean }) | undefined>;

/** The built web app's server entry: its first render of a page, and whether its router has a page at a path. */
export type WebEntry = { firstRender: FirstRender; hasPage: (pathname: string) => boolean };

/**
 * The server's first render of storefront pages, when the web app's server entry is built (else undefined: the browser
 * draws every page). A visitor's page is read through the app's own routes in process, without a token or a cookie, so
 * it holds what any visitor may see and no price, and is kept for every visitor. A signed-in buyer's browser says so in
 * the `hive_member` cookie; with the httpOnly session cookie set at sign-in (`hive_session`) and a live session behind
 * it, their page is drawn for them — the in-process reads carry their token — and kept for no one. Without it, or with
 * a dead one (then cleared), they get no first render: the browser draws the page.
 */
export async function loadWebEntry(
  app: FastifyInstance,
  webDist: string,
  changes?: CatalogChanges,
  members?: Members,
): Promise<WebEntry | undefined> {
  const file = path.join(webDist, 'ssr/entry-server.cjs');
  if (!existsSync(file)) return undefined;
  let entry: Entry;
  try {
    entry = loadBundle(file);
  } catch (error) {
    app.log.error({ err: error, file }, 'the first-render bundle does not load: the browser draws every page');
    return undefined;
  }
  // A page that cannot be drawn on the server is kept too (as null): it is not tried again for the minute.
  const cache = keptMap<Page | null>({
    maxAgeMs: CACHE_MS,
    maxBytes: CACHE_BYTES,
    sizeOf: (page) => (page ? stringBytes(page.html) + stringBytes(page.state) : 100),
  });
  // The pages being drawn: a page asked for again while it is drawn waits for that drawing rather than draws it twice
  // (a page that many ask for when its minute is up, or a crawler and a visitor at once).
  const drawing = readings<Page | null>();
  // A page shows the catalogue and the footer's contacts: what is kept goes when any process changes either, and a
  // request after the change does not wait for a drawing begun before it.
  changes?.subscribe(() => {
    cache.clear();
    drawing.clear();
  });
  let waiting = 0;

  /** The app's own routes, in process: as a visitor, or as the buyer whose token is given (whatever the page asks). */
  const callAs =
    (token?: string) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      const response = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: token ? { accept: 'application/json', 'x-auth-token': token } : { accept: 'application/json' },
      });
      return new Response(response.rawPayload, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
      });
    };
  const call = callAs();

  /** A buyer's page: drawn for them alone, each time (queued with the visitors' drawings, and counted with them). */
  const memberPage = async (request: FastifyRequest, reply: FastifyReply | undefined, language: Locale) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !members) return undefined;
    const member = await members.resolve(token);
    if (!member) {
      if (reply) clearSessionCookie(reply);
      return undefined;
    }
    // The session was just extended: so is its cookie.
    if (reply) setSessionCookie(reply, token, members.sessionMs);
    if (waiting >= MAX_WAITING) return undefined;
    waiting++;
    const session: MemberSession = {
      token,
      grade: member.gradeId,
      currency: member.currency,
      buyerId: String(member.buyerId),
      login: { isLogged: true, quotationCnt: 0, loginId: member.loginId, joinStatusCode: member.joinStatusCode },
      ...(member.memberId !== undefined && member.role
        ? { member: { id: member.memberId, role: member.role, name: member.memberName ?? '' } }
        : {}),
      ...(member.companyName ? { companyName: member.companyName } : {}),
    };
    try {
      const url = new URL(request.url, 'http://localhost');
      const rendered = await entry.renderPage(url, language, callAs(token), session);
      return rendered ? { ...pageOf(rendered), language, member: true } : undefined;
    } finally {
      waiting--;
    }
  };

  const firstRender: FirstRender = async (request, reply) => {
    const asked = request.cookies.hive_lang;
    const language = LOCALES.find((locale) => locale === asked) ?? DEFAULT_LOCALE;
    if (request.cookies.hive_member) return memberPage(request, reply, language);
    // The browser says no one is signed in here: a session cookie left behind is forgotten.
    if (request.cookies[SESSION_COOKIE] !== undefined && reply) clearSessionCookie(reply);
    const key = `${language} ${request.url}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached ? { ...cached, language } : undefined;
    let page = drawing.get(key);
    if (!page) {
      if (waiting >= MAX_WAITING) return undefined;
      waiting++;
      const generation = cache.generation();
      page = drawing.run(key, () =>
        entry
          .renderPage(new URL(request.url, 'http://localhost'), language, call)
          .then((rendered) => {
            const drawn = rendered ? pageOf(rendered) : null;
            cache.set(key, drawn, generation);
            return drawn;
          })
          .finally(() => waiting--),
      );
    }
    const drawn = await page;
    return drawn ? { ...drawn, language } : undefined;
  };
  // A build whose entry cannot tell leaves every path to the client, as before.
  const hasPage = (pathname: string) => entry.hasPage?.(pathname) ?? true;
  return { firstRender, hasPage };
}

/**
 * The server bundle (one CommonJS file that carries its libraries and requires only Node's own modules), compiled as it
 * is. Loaded through Node's module loaders, it passed through the TypeScript loader the API runs under, which rewrote
 * and source-mapped its 4 MB: 300–400 MB more memory in every API process.
 */
function loadBundle(file: string): Entry {
  const module = { exports: {} as Entry };
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`,
    { filename: file },
  ) as (...args: unknown[]) => void;
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

/** The page as kept and sent: its data written out once for every visitor, safe inside a script element. */
export function pageOf(rendered: Rendered): Page {
  const page: Page = {
    html: rendered.html,
    state: JSON.stringify(rendered.state).replace(/</g, '\\u003c'),
    namespaces: rendered.namespaces,
  };
  return rendered.session ? { ...page, session: attribute(JSON.stringify(rendered.session)) } : page;
}

/** Text safe inside a double-quoted attribute. */
const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The rendered page inside `#root`, and its data for the browser's hydration, safe inside a script element. */
export function withFirstRender(html: string, page: Page & { language: Locale }): string {
  const { state } = page;
  const session = page.session ? ` data-session="${page.session}"` : '';
  return html
    .replace(/<html lang="[a-z]+"/, `<html lang="${page.language}"`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="first-render" data-language="${page.language}" data-namespaces="${page.namespaces.join(',')}"${session}>${state}</script>`,
    );
}
