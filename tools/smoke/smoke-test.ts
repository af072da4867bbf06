import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { remote as openBrowser } from 'webdriverio';
import { TEXTS } from '../../shared/ui/texts';
import { startDemo } from '../../scripts/demo-process';
import type { CandidateBuild } from '../releases';
import { CHROMEDRIVER, HEADLESS_SHELL, chromiumCapabilities } from '../../scripts/chromium';
import { type PageLog, takePageErrors, watchPageErrors } from '../../scripts/page-errors';
import { type PlacedInteraction, placeInteraction } from './interaction-plan';
import { interactionPrefix, interactionProblems } from './interaction-problems';
import { runInteraction } from './run-interaction';
import { prepareSmokeDist } from './smoke-dist';
import { SMOKE_INTERACTIONS } from './smoke-interactions';
import { type SmokePage, smokePages } from './smoke-pages';
import { problemOf, readTags, settleTags, type TagOutcome } from './smoke-tags';

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
} as const;

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

/** The build a smoke run checks: its remote and the version the page must mount (a release candidate is one). */
export type SmokeCandidate = Pick<CandidateBuild, 'remote' | 'version'>;

/** Opens a page and waits until the loader has settled the remote's tags; says how each ended. */
async function openSettled(browser: WebdriverIO.Browser, url: string, remote: string): Promise<TagOutcome[]> {
  await browser.url(url);
  await browser.waitUntil(() => browser.execute(() => document.readyState === 'complete' && window.schaufenster !== undefined), { timeout: 15_000 });
  return browser.execute(settleTags, remote, TEXTS.technicalErrorTitle);
}

/** What is wrong with the candidate's tags on a page (none there, or not mounted as they should be). */
function tagProblems(where: string, candidate: SmokeCandidate, outcomes: TagOutcome[]): string[] {
  if (outcomes.length === 0) return [`${where}: no ${candidate.remote} tag on the page`];
  return outcomes.flatMap((outcome) => problemOf(where, candidate, outcome) ?? []);
}

/**
 * Runs one interaction on the open page and says what went wrong: a step or the expected result, an uncaught error or
 * console error meanwhile (what the page logged before is not the interaction's), the candidate's tags failed after it.
 */
async function checkInteraction(browser: WebdriverIO.Browser, log: PageLog, placed: PlacedInteraction, where: string, candidate: SmokeCandidate): Promise<string[]> {
  await takePageErrors(browser, log);
  const failure = await runInteraction(browser, placed);
  const outcomes = await browser.execute(settleTags, candidate.remote, TEXTS.technicalErrorTitle);
  const prefix = interactionPrefix(where, placed.widget, placed.name);
  return [...interactionProblems(prefix, failure, await takePageErrors(browser, log)), ...outcomes.flatMap((outcome) => problemOf(prefix, candidate, outcome) ?? [])];
}

/**
 * The smoke run itself, on a server that serves the candidate as its remote's version and in a browser whose page
 * errors `pageLog` records: opens each demo page where the remote's tags stand, and there runs each of its smoke
 * interactions (widgets/<name>/smoke.ts) on a fresh page load. Returns what went wrong; empty when all went well.
 */
export async function smokeOnPages(browser: WebdriverIO.Browser, pageLog: PageLog, base: string, candidate: SmokeCandidate, log: (line: string) => void): Promise<string[]> {
  const interactions = SMOKE_INTERACTIONS[candidate.remote];
  const problems: string[] = [];
  const placedSomewhere = new Set<string>();
  for (const page of await smokePages(candidate.remote)) {
    const url = await pageUrl(base, page);
    if (!url) {
      problems.push(`the product page: product ${SMOKE_PRODUCT} has no page to open`);
      continue;
    }
    const where = new URL(url).pathname;
    const mounted = tagProblems(where, candidate, await openSettled(browser, url, candidate.remote));
    problems.push(...mounted);
    log(`  ${where}: ${mounted.length === 0 ? 'mounted' : 'not mounted'}`);
    const tags = await browser.execute(readTags);
    const due = interactions.flatMap((interaction) => placeInteraction(interaction, tags) ?? []);
    for (const placed of due) placedSomewhere.add(placed.name);
    // Where the tags did not mount, their interactions cannot tell more.
    if (mounted.length > 0) continue;
    for (const [index, placed] of due.entries()) {
      // Each interaction on a page of its own: the one before may have left an overlay open or the focus elsewhere.
      if (index > 0) await openSettled(browser, url, candidate.remote);
      const found = await checkInteraction(browser, pageLog, placed, where, candidate);
      problems.push(...found);
      log(`  ${where}: ${placed.widget} "${placed.name}" ${found.length === 0 ? 'passed' : 'failed'}`);
    }
  }
  for (const interaction of interactions.filter((declared) => !placedSomewhere.has(declared.name))) {
    problems.push(`${candidate.remote} interaction "${interaction.name}": no demo page where ${candidate.remote} stands carries the tags it uses (widgets/${candidate.remote}/smoke.ts)`);
  }
  return problems;
}

/** How the smoke test runs: the environment whose other versions serve beside the candidate, and where it says what it does. */
export interface SmokeOptions {
  environment?: string;
  /** Each page's and interaction's line as it passes or fails (default: the console). */
  log?: (line: string) => void;
}

/**
 * The release smoke test: serves the candidate build as its remote's only version beside the environment's other
 * versions on a throwaway demo server, and runs smokeOnPages in Debian's headless Chromium. Returns what went wrong (a tag not
 * mounted, the technical error panel, another version; an interaction whose step or result failed, with an uncaught
 * or console error meanwhile, or after which a tag failed; an interaction no demo page has the tags for); empty when all went well.
 */
export async function smokeTest(candidate: CandidateBuild, { environment, log = console.log }: SmokeOptions = {}): Promise<string[]> {
  const pages = await smokePages(candidate.remote);
  if (pages.length === 0) return [];
  if (!existsSync(HEADLESS_SHELL) || !existsSync(CHROMEDRIVER)) {
    throw new Error(`the smoke test needs Debian's chromium-headless-shell and chromium-driver (${HEADLESS_SHELL}, ${CHROMEDRIVER}): scripts/ensure-chromium.sh installs them; --skip-smoke releases without it`);
  }
  const interactions = SMOKE_INTERACTIONS[candidate.remote];
  const widgetsDir = await prepareSmokeDist(candidate, environment);
  log(`Smoke test of ${candidate.remote}@${candidate.version} in Chromium on ${pages.length} demo page(s), ${interactions.length} interaction(s)...`);
  const demo = await startDemo(await freePort(), { ...SMOKE_SERVER_ENV, WIDGETS_DIST: widgetsDir });
  const browser = await openBrowser({ capabilities: chromiumCapabilities(), logLevel: 'error' });
  try {
    return await smokeOnPages(browser, watchPageErrors(browser), demo.url, candidate, log);
  } finally {
    await browser.deleteSession().catch(() => undefined);
    demo.stop();
    await rm(widgetsDir, { recursive: true, force: true });
  }
}
