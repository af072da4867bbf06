import { browser, expect } from '@wdio/globals';
import './csp-guard';
import { headerButton } from './auth-widget';
import { WIDGETS, mountDeferred, openAndSettle, scriptsRun, widgetStates } from './widget-page';
import { readLog, watchLog } from './page-log';

/** Cumulative layout shift of the page so far (layout-shift entries without recent input). */
async function layoutShift(): Promise<number> {
  return browser.execute(() => {
    // Layout shifts are not in the performance timeline: a buffered observer holds them, and takeRecords reads them at once.
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return shifts.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0);
  });
}

const MODES = [
  ['error404', 'missing'],
  ['error500', 'error500'],
  ['hang', 'hang'],
  ['broken JS', 'broken'],
] as const;

describe('chaos: each remote fails in each way, alone', () => {
  for (const remote of WIDGETS) {
    for (const [label, mode] of MODES) {
      it(`${remote} ${label}: the other four mount, its fallback stays, no uncaught error, CLS <= 0.1, react-dom once`, async () => {
        const log = watchLog();
        await openAndSettle(`/__fixtures__/page/${remote}/${mode}/`);
        // Deferred tags (data-load) are mounted as their triggers would: every widget must run here.
        const states = await mountDeferred();
        expect(states[remote]).toBe('failed');
        for (const other of WIDGETS.filter((name) => name !== remote)) expect(states[other]).toBe('mounted');
        const fallback = await browser.execute(
          (name: string) => document.querySelector(`[data-widget="${name}"]`)?.querySelector('[data-widget-root]') === null,
          remote,
        );
        expect(fallback).toBe(true);
        await readLog();
        expect(log.uncaught).toEqual([]);
        expect(await layoutShift()).toBeLessThanOrEqual(0.1);
        expect((await scriptsRun()).filter((file) => /node_modules_react-dom_client_js/.test(file))).toHaveLength(1);
      });
    }
  }
});

describe('chaos: a deferred remote fails only when its trigger comes, alone', () => {
  before(async () => {
    // A visitor clicks Anmelden: a customer that an earlier spec file left logged in sees no such button (the
    // browser profile keeps cookies across spec files; they can only be deleted on the demo's page).
    await browser.url('/');
    await browser.deleteCookies();
  });

  for (const [label, mode] of MODES.filter(([, name]) => name === 'missing' || name === 'broken')) {
    it(`auth ${label}: nothing of it runs before Anmelden; then it fails, its fallback stays, the others stay mounted`, async () => {
      const log = watchLog();
      const states = await openAndSettle(`/__fixtures__/page/auth/${mode}/`);
      expect(states.auth).toBe('deferred');
      // No entry, no chunk of it ran (the loader may have fetched them ahead of use, without running them).
      expect((await scriptsRun()).filter((file) => file.includes('/auth/'))).toEqual([]);
      await (await headerButton('Mein Konto')).click();
      await browser.waitUntil(() => browser.execute(() => document.querySelector<HTMLElement>('[data-widget="auth"]')?.dataset.widgetState === 'failed'), {
        timeoutMsg: 'the failing sign-in remote did not fail',
      });
      const after = await widgetStates();
      for (const other of ['header', 'search', 'minicart'] as const) expect(after[other]).toBe('mounted');
      expect(await browser.execute(() => document.querySelector('[data-widget="auth"] [data-widget-root]') === null)).toBe(true);
      // The header keeps working: its dropdown and links are still there.
      expect(await (await headerButton('Mein Konto')).isDisplayed()).toBe(true);
      await readLog();
      expect(log.uncaught).toEqual([]);
    });
  }
});
