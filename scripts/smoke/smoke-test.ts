import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { remote as openBrowser } from 'webdriverio';
import { TEXTS } from '../../shared/ui/texts';
import { startDemo } from '../demo-process';
import type { CandidateBuild } from '../releases';
import { CHROMEDRIVER, CHROMIUM, chromiumCapabilities } from '../chromium';
import { prepareSmokeDist } from './smoke-dist';
import { type SmokePage, smokePages } from './smoke-pages';

/** The product every seeded catalog has (README): the smoke test opens its page for tags on product pages. */
const SMOKE_PRODUCT = 'P100001';

/**
 * The smoke server is a throwaway demo on this machine, whatever the releasing shell has set: its own PGlite
 * (never a DATABASE_URL), production's registry in its own folder, loopback only, no mails.
 */
const SMOKE_SERVER_ENV = {
  CATALOG_PRODUCTS: '300',
  WIDGETS_ENV: 'production',
  NODE_ENV: 'development',
  DATABASE_URL: '',
  WEB_CONCURRENCY: '1',
  HOST: '',
  PUBLIC_ORIGIN: '',
  TRUST_PROXY: '',
  ALLOWED_ORIGINS: '',
  COOKIE_SAMESITE: '',
  SIGN_IN_URL: '',
  PRODUCT_PATH: '',
  IMAGE_ORIGIN: '',
  SMTP_URL: '',
  DEMO_FIXTURES: '',
} as const;

/** How one of the candidate's tags ended on a page. */
interface TagOutcome {
  widget: string;
  state: string;
  error: string;
  panel: boolean;
  version: string;
}

/** A port the system says is free now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The address of a smoke page on the smoke server; a product page by its product's own path. */
async function pageUrl(base: string, page: SmokePage): Promise<string | undefined> {
  if ('path' in page) return `${base}${page.path}`;
  const answer = await fetch(`${base}/api/products/${SMOKE_PRODUCT}/`);
  const product = answer.ok ? ((await answer.json()) as { path?: unknown }) : {};
  return typeof product.path === 'string' ? new URL(product.path, base).href : undefined;
}

/**
 * In the page: mounts the remote's tags that wait for their trigger, waits until none is loading, gives a widget
 * a moment to fail after its first render, and says how each tag ended.
 */
async function settleTags(remote: string, panelTitle: string): Promise<TagOutcome[]> {
  const api = window.schaufenster;
  if (!api) return [{ widget: remote, state: 'no loader', error: 'window.schaufenster is missing', panel: false, version: '' }];
  await api.ready.catch(() => undefined);
  const tags = [...document.querySelectorAll<HTMLElement>('[data-widget]')].filter((el) => el.dataset.widget === remote || el.dataset.widget?.startsWith(`${remote}/`));
  await Promise.all(tags.filter((el) => el.dataset.widgetState === 'deferred').map((el) => api.mount(el)));
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  for (let tick = 0; tick < 300 && tags.some((el) => el.dataset.widgetState === 'loading'); tick += 1) await pause(50);
  await pause(500);
  const reports = ((window as unknown as { dataLayer?: { event?: string; widget?: string; version?: string }[] }).dataLayer ?? []).filter(
    (entry) => entry.event === 'widget_mount',
  );
  return tags.map((el) => ({
    widget: el.dataset.widget ?? '',
    state: el.dataset.widgetState ?? '',
    error: el.dataset.widgetError ?? '',
    panel: Boolean(el.querySelector('[data-widget-root]')?.shadowRoot?.textContent?.includes(panelTitle)),
    version: reports.find((entry) => entry.widget === el.dataset.widget)?.version ?? '',
  }));
}

/** What is wrong with a tag's outcome for the candidate, or undefined when it mounted as it should. */
function problemOf(where: string, candidate: CandidateBuild, outcome: TagOutcome): string | undefined {
  if (outcome.state !== 'mounted') return `${where}: ${outcome.widget} is ${outcome.state || 'never set'}${outcome.error ? ` (${outcome.error})` : ''}`;
  if (outcome.panel) return `${where}: ${outcome.widget} shows the technical error panel`;
  if (outcome.version !== candidate.version) return `${where}: ${outcome.widget} mounted ${outcome.version || 'an unknown version'}, not the new build ${candidate.version}`;
  return undefined;
}

/**
 * The release smoke test: serves the candidate build as its remote's only version beside the environment's other
 * versions, opens each demo page where its tags stand in Debian's headless Chromium and returns what went wrong
 * (a tag not mounted, the technical error panel, another version); empty when every tag mounted.
 */
export async function smokeTest(candidate: CandidateBuild, environment?: string): Promise<string[]> {
  const pages = await smokePages(candidate.remote);
  if (pages.length === 0) return [];
  if (!existsSync(CHROMIUM) || !existsSync(CHROMEDRIVER)) {
    throw new Error(`the smoke test needs Debian's chromium and chromium-driver (${CHROMIUM}, ${CHROMEDRIVER}): scripts/ensure-chromium.sh installs them; --skip-smoke releases without it`);
  }
  const widgetsDir = await prepareSmokeDist(candidate, environment);
  console.log(`Smoke test of ${candidate.remote}@${candidate.version} in Chromium on ${pages.length} demo page(s)...`);
  const demo = await startDemo(await freePort(), { ...SMOKE_SERVER_ENV, WIDGETS_DIST: widgetsDir });
  const browser = await openBrowser({ capabilities: chromiumCapabilities({ profile: 'schaufenster-smoke-chromium' }), logLevel: 'error' });
  try {
    const problems: string[] = [];
    for (const page of pages) {
      const url = await pageUrl(demo.url, page);
      if (!url) {
        problems.push(`the product page: product ${SMOKE_PRODUCT} has no page to open`);
        continue;
      }
      await browser.url(url);
      await browser.waitUntil(() => browser.execute(() => document.readyState === 'complete' && window.schaufenster !== undefined), { timeout: 15_000 });
      const outcomes = await browser.execute(settleTags, candidate.remote, TEXTS.technicalErrorTitle);
      const where = new URL(url).pathname;
      if (outcomes.length === 0) problems.push(`${where}: no ${candidate.remote} tag on the page`);
      for (const outcome of outcomes) {
        const problem = problemOf(where, candidate, outcome);
        if (problem) problems.push(problem);
      }
    }
    return problems;
  } finally {
    await browser.deleteSession().catch(() => undefined);
    demo.stop();
    await rm(widgetsDir, { recursive: true, force: true });
  }
}
