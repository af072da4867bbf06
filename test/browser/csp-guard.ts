import { browser, expect } from '@wdio/globals';
// Every spec that imports this guard also gets the silent-console guard.
import './console-guard';
import { addInitScript } from '../../scripts/chromium';

// Every browser test runs under the demo's Content-Security-Policy; this guard fails a test that caused a
// `securitypolicyviolation` on any page it visited (the events are kept in sessionStorage across navigations).

const STORE = '__cspViolations';
/** The tab the listener was installed in (each spec file of a session begins in a tab of its own: spec-isolation.ts). */
let installedIn: string | undefined;

/** Installs, once per tab, the listener that records violations on every page. */
export async function watchPolicyViolations(): Promise<void> {
  const tab = await browser.getWindowHandle();
  if (installedIn === tab) return;
  installedIn = tab;
  await addInitScript(browser, (key: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen: string[] = JSON.parse(sessionStorage.getItem(key) ?? '[]');
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
      sessionStorage.setItem(key, JSON.stringify(seen));
    });
  }, STORE);
}

/** The violations recorded since the last call, which clears them. */
export async function takePolicyViolations(): Promise<string[]> {
  const url = await browser.getUrl();
  if (!url.startsWith('http')) return [];
  return browser.execute((key: string) => {
    const seen: string[] = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    sessionStorage.removeItem(key);
    return seen;
  }, STORE);
}

beforeEach(async () => {
  await watchPolicyViolations();
});

afterEach(async () => {
  expect(await takePolicyViolations()).toEqual([]);
});
