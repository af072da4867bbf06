// Bench: what rendering every widget tag on the server costs a page: the home page and a product page
// under load from two demo servers on the same build, one with SERVER_RENDER=on and one with off, for an anonymous
// visitor and for a shopper's session with an item in the cart (the server reads it to render the badge).
// `tsx bench/server-render.ts [widgetsDir]` runs it alone (default dist/widgets, after `npm run build`);
// `npm run bench` runs it too. Figures, not assertions.
import { API } from '@schaufenster/shared/api';
import path from 'node:path';
import autocannon from 'autocannon';
import { firstProductPath, startAll, startDemo, type BenchServer } from '../scripts/demo-process';
import { LOAD, loadLine, ms } from './api-load';
import { perRun } from './quick-check';

/**
 * The ports of the two servers: with server rendering (BENCH_RENDER_PORT) and without (the next one); not 3927, the
 * browser tests' foreign CMS page (test/browser/foreign-origin.ts), so the bench can run beside them.
 */
const PORT = Number(process.env.BENCH_RENDER_PORT ?? 3931);
/** Rounds per page and session, each server loaded in turn (on, off, on, off) so the machine's noise hits both. */
const ROUNDS = perRun(2, 1);
const WARM_UP_SECONDS = perRun(2, 0.3);
/** Goals of the server render at LOAD: the p99 the server render adds to a page, and the page's throughput kept. */
export const ADDED_P99_GOAL_MS = 15;
export const THROUGHPUT_GOAL = 0.5;

/** What one page answered under LOAD. */
interface PageLoad {
  rps: number;
  p50: number;
  p99: number;
}

/** Requests/s and latency of one page at LOAD; a page that fails is an error, not a figure. */
async function loadPage(url: string, cookie: string | undefined, duration: number): Promise<PageLoad> {
  const result = await autocannon({ url, ...LOAD, duration, headers: { accept: 'text/html', ...(cookie && { cookie }) } });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const meanLoad = (loads: PageLoad[]): PageLoad => ({ rps: mean(loads.map((l) => l.rps)), p50: mean(loads.map((l) => l.p50)), p99: mean(loads.map((l) => l.p99)) });

/** A session cookie whose cart holds one item of the product page: the server looks up the session and the cart for the badge. */
async function cartSession(base: string, productPath: string): Promise<string> {
  const page = (await (await fetch(`${base}${productPath}`)).text()).replaceAll('&#34;', '"').replaceAll('&quot;', '"');
  const variationId = /"variations":\[\{"id":"([^"]+)"/.exec(page)?.[1];
  if (!variationId) throw new Error(`no variation on ${productPath}`);
  const flow = await fetch(`${base}${API.csrf.path}`);
  const cookie = (flow.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const added = await fetch(`${base}${API.cartAdd.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base, 'x-cs-flow-id': flow.headers.get('x-cs-flow-id') ?? '' },
    body: JSON.stringify({ variationId, component: 'product_page', componentAction: 'add_to_cart' }),
  });
  if (!added.ok) throw new Error(`adding ${variationId} to a cart answered ${added.status}`);
  return cookie;
}

/** Checks that the servers do what their names say, so the figures compare what they claim to. */
async function checkServers(on: BenchServer, off: BenchServer, page: string): Promise<void> {
  const rendered = (await (await fetch(`${on.url}${page}`)).text()).includes('<template shadowrootmode');
  const plain = !(await (await fetch(`${off.url}${page}`)).text()).includes('<template shadowrootmode');
  if (!rendered || !plain) throw new Error(`${page}: SERVER_RENDER=on ${rendered ? 'renders' : 'renders nothing (a build without server bundles?)'}, off ${plain ? 'does not' : 'still renders'}`);
}

/** Prints requests/s and p50/p99 of the home and a product page with and without server rendering, beside the goals. */
export async function benchServerRender(widgetsDir: string): Promise<void> {
  console.log(`\nServer rendering: pages at ${LOAD.connections} connections, ${LOAD.duration} s per run, mean of ${ROUNDS} rounds (on and off in turn), ${widgetsDir}`);
  const [on, off] = await startAll([startDemo(PORT, { WIDGETS_DIST: widgetsDir, SERVER_RENDER: 'on' }), startDemo(PORT + 1, { WIDGETS_DIST: widgetsDir, SERVER_RENDER: 'off' })]);
  if (!on || !off) throw new Error('the servers did not start');
  try {
    const product = await firstProductPath(on.url);
    const pages = { home: '/', product };
    await checkServers(on, off, product);
    const sessions: Record<string, (server: BenchServer) => Promise<string | undefined>> = {
      anonymous: async () => undefined,
      'cart session': (server) => cartSession(server.url, product),
    };
    console.log(`  ${loadLine()}; goals: p99 added <= ${ADDED_P99_GOAL_MS} ms, throughput >= ${THROUGHPUT_GOAL}x`);
    for (const [sessionName, makeSession] of Object.entries(sessions)) {
      // Each server its own session: they have a database each.
      const cookieOf = new Map([
        [on, await makeSession(on)],
        [off, await makeSession(off)],
      ]);
      for (const [pageName, page] of Object.entries(pages)) {
        const runs = new Map<BenchServer, PageLoad[]>([
          [on, []],
          [off, []],
        ]);
        for (const server of [on, off]) await loadPage(`${server.url}${page}`, cookieOf.get(server), WARM_UP_SECONDS);
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const server of [on, off]) runs.get(server)?.push(await loadPage(`${server.url}${page}`, cookieOf.get(server), LOAD.duration));
        }
        const withRender = meanLoad(runs.get(on) ?? []);
        const without = meanLoad(runs.get(off) ?? []);
        const added = withRender.p99 - without.p99;
        const ratio = withRender.rps / without.rps;
        console.log(
          `  ${pageName.padEnd(8)} ${sessionName.padEnd(13)} on ${withRender.rps.toFixed(0).padStart(5)} req/s p50 ${ms(withRender.p50)} p99 ${ms(withRender.p99)}   ` +
            `off ${without.rps.toFixed(0).padStart(5)} req/s p50 ${ms(without.p50)} p99 ${ms(without.p99)}   ` +
            `p99 added ${ms(added)} (goal <= ${ADDED_P99_GOAL_MS} ms ${added <= ADDED_P99_GOAL_MS ? 'met' : 'missed'}), throughput ${ratio.toFixed(2)}x (goal >= ${THROUGHPUT_GOAL}x ${ratio >= THROUGHPUT_GOAL ? 'met' : 'missed'})`,
        );
      }
    }
    console.log(`  ${loadLine()} after`);
  } finally {
    on.stop();
    off.stop();
  }
}

if (require.main === module) {
  benchServerRender(path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'dist', 'widgets'))).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
