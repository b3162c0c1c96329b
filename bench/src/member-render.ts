// `npm run bench:member-render` (and in `npm run bench`): the server's first render of a storefront page for a signed-in
// buyer against a visitor's, in CPU per page of the API process, on the demo data. Each page is asked for once, so
// neither is answered from what the server keeps (a visitor's page is kept a minute; a buyer's never).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { startStorefront } from './storefront.js';

const PORT = 3891;
const base = `http://localhost:${PORT}`;
/** Pages drawn per person, each a product page not drawn before. */
const PAGES = Number(process.env.BENCH_RENDER_PAGES) || 150;
const BUDGET = 2;
const DEMO_BUYER = { loginId: 'demo-usd', password: 'Demo!2026pass' };

const server = await startStorefront(PORT);
try {
  const session = await signIn();
  const ids = await productIds(PAGES * 2 + 20);
  const visitorHeaders = { cookie: 'hive_lang=en' };
  const memberHeaders = { cookie: `hive_lang=en; hive_member=1; hive_session=${session}` };
  // Warmed alike: the drawing code compiled, the statements prepared.
  for (const id of ids.slice(0, 10)) await page(id, visitorHeaders, false);
  for (const id of ids.slice(10, 20)) await page(id, memberHeaders, true);
  const visitor = await cpuPerPage(ids.slice(20, 20 + PAGES), visitorHeaders, false);
  const member = await cpuPerPage(ids.slice(20 + PAGES), memberHeaders, true);
  const ratio = member / visitor;
  console.log(
    `\nFirst render of a product page, CPU of the API process per page (${PAGES} pages each, load ${loadavg()[0]!.toFixed(1)})`,
  );
  console.log(`visitor           ${visitor.toFixed(1).padStart(7)} ms`);
  console.log(
    `signed-in buyer   ${member.toFixed(1).padStart(7)} ms   ${ratio.toFixed(2)}× the visitor's${ratio > BUDGET ? ' !' : ''}`,
  );
  console.log(`Budget: a buyer's page ≤ ${BUDGET}× a visitor's in CPU (! marks a miss)`);
} finally {
  server.kill('SIGTERM');
}

/** One page; it must arrive drawn by the server, for the buyer when `member`. */
async function page(id: number, headers: Record<string, string>, member: boolean): Promise<void> {
  const response = await fetch(`${base}/product/${id}/`, { headers });
  const html = await response.text();
  if (!html.includes('id="first-render"')) throw new Error(`/product/${id}/ arrived without its first render`);
  if (html.includes('data-session="') !== member)
    throw new Error(`/product/${id}/ was not drawn for ${member ? 'the buyer' : 'a visitor'}`);
}

async function cpuPerPage(pageIds: number[], headers: Record<string, string>, member: boolean): Promise<number> {
  const before = cpuMs(server.pid!);
  for (const id of pageIds) await page(id, headers, member);
  return (cpuMs(server.pid!) - before) / pageIds.length;
}

/** User and system CPU of a process so far, from /proc (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/auth/client/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' },
    body: JSON.stringify(DEMO_BUYER),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('hive_session='));
  if (!response.ok || !cookie) throw new Error(`The demo buyer could not sign in (${response.status})`);
  return cookie.split(';')[0]!.slice('hive_session='.length);
}

/** Products of the demo catalogue, brand by brand. */
async function productIds(count: number): Promise<number[]> {
  const ids: number[] = [];
  const read = async <T>(url: string) => ((await (await fetch(base + url)).json()) as { payload: T }).payload;
  const brands = await read<{ id: number }[]>('/client/api/brands/all');
  for (const brand of brands) {
    const { products } = await read<{ products: { list: { id: number }[] } }>(
      `/client/api/v2/brand/${brand.id}?size=100`,
    );
    ids.push(...products.list.map((product) => product.id));
    if (ids.length >= count) return ids.slice(0, count);
  }
  throw new Error(`The demo catalogue has fewer than ${count} products`);
}
