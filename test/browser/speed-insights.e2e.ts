import { browser, expect } from '@wdio/globals';
import './csp-guard';
import { openAndSettle } from './widget-page';

/** Page views of one route in this test: enough for the catalog to show a p75 (20, from 10 sessions), and too few (2). */
const MANY = 20;
const FEW = 2;
/** Home page views sent: a few more than MANY, since a beacon sent while a loaded machine navigates may be lost. */
const SENT = MANY + 5;
/** Home page views per session: 13 sessions in all, as 13 shoppers (a figure needs 10, and counts 10 views of each at most). */
const VIEWS_PER_SESSION = 2;

/**
 * The header's vitals rows on /widgets/ by route, of the header version `version` (other specs on the same server may
 * have left rows of other versions): page views and each vital's cell text.
 */
function headerVitals(version: string): Promise<Record<string, { visits: number; version: string; cells: Record<string, string> }>> {
  return browser.execute((wanted) => {
    const rows = document.querySelectorAll<HTMLElement>(`[data-catalog-module="header"] [data-vitals] tbody tr[data-version="${wanted}"]`);
    return Object.fromEntries(
      [...rows].map((row) => [
        row.dataset.route ?? '',
        {
          visits: Number(row.querySelector('[data-visits]')?.textContent),
          version: row.dataset.version ?? '',
          cells: Object.fromEntries([...row.querySelectorAll<HTMLElement>('[data-vital]')].map((cell) => [cell.dataset.vital ?? '', cell.textContent ?? ''])),
        },
      ]),
    );
  }, version);
}

/**
 * Leaves the page for one of the same origin without scripts (its beacon goes with the session's cookie) and forgets
 * the cookies there: the next page view starts a new session, as another shopper's would.
 */
async function nextShopper(): Promise<void> {
  await browser.url('/widgets/registry.json');
  await browser.deleteCookies();
}

/** Opens a page, waits for its widgets and its load (TTFB is measured after it), and taps the page once (an interaction for INP). */
async function viewPage(path: string): Promise<void> {
  await openAndSettle(path);
  await browser.waitUntil(() => browser.execute(() => document.readyState === 'complete'));
  await browser.$('main h1').click();
}

describe('speed insights', function () {
  // 27 page views as 13 shoppers, what a judged p75 needs: on a loaded machine more than mocha's 60 s.
  this.timeout(180_000);

  it('sends the vitals of real page views, and the catalog shows their p75 per page and header version from 20 page views of 10 sessions on', async () => {
    for (let view = 0; view < SENT; view += 1) {
      if (view > 0 && view % VIEWS_PER_SESSION === 0) await nextShopper();
      await viewPage(`/?besuch=${view}`);
    }
    for (let view = 0; view < FEW; view += 1) await viewPage(`/newsletter/?besuch=${view}`);
    // Leaving the last page hides it: its beacon goes too.
    await openAndSettle('/widgets/');
    const version = await browser.$('[data-catalog-remote="header"] [data-current-version]').getText();
    await browser.waitUntil(
      async () => {
        await browser.refresh();
        const rows = await headerVitals(version);
        return (rows.home?.visits ?? 0) >= MANY && (rows.newsletter?.visits ?? 0) >= FEW;
      },
      { timeout: 30_000, timeoutMsg: 'the catalog never counted the page views', interval: 500 },
    );
    const rows = await headerVitals(version);
    expect(rows.home?.version).toBe(version);
    expect(rows.home?.cells.lcp).toMatch(/^[\d.]+ ms$/);
    expect(rows.home?.cells.ttfb).toMatch(/^[\d.]+ ms$/);
    expect(rows.newsletter?.visits).toBeLessThan(20);
    expect(Object.values(rows.newsletter?.cells ?? {})).toEqual(['zu wenige Daten', 'zu wenige Daten', 'zu wenige Daten', 'zu wenige Daten']);
  });
});
