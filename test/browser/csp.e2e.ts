import { browser, expect } from '@wdio/globals';
import { takePolicyViolations } from './csp-guard';
import { WIDGETS, mountDeferred, openAndSettle } from './widget-page';

describe('the Content-Security-Policy', () => {
  it('lets the loader, the MF runtime and all five remotes run without a violation', async () => {
    await openAndSettle('/');
    // Deferred tags (data-load) are mounted as their triggers would: every widget must run here.
    const states = await mountDeferred();
    for (const widget of WIDGETS) expect(states[widget]).toBe('mounted');
    // The guard after each test asserts that no violation happened.
  });

  it('blocks an inline event handler in the page, and the guard sees it', async () => {
    await openAndSettle('/__fixtures__/inline-handler/');
    const violations: string[] = [];
    await browser.waitUntil(async () => violations.push(...(await takePolicyViolations())) > 0, { timeoutMsg: 'no CSP violation reported' });
    expect(await browser.execute(() => (window as unknown as { __injected?: boolean }).__injected ?? false)).toBe(false);
    expect(violations).toEqual(['script-src-attr blocked inline on /__fixtures__/inline-handler/']);
  });

  it('blocks a <script> injected into the page: the nonce is only on the templates’ own tags', async () => {
    await openAndSettle('/__fixtures__/injected-script/');
    // Deferred tags (data-load) are mounted as their triggers would: every widget must run here.
    const states = await mountDeferred();
    for (const widget of WIDGETS) expect(states[widget]).toBe('mounted');
    expect(await browser.execute(() => (window as unknown as { __injected?: boolean }).__injected ?? false)).toBe(false);
    expect(await takePolicyViolations()).toEqual(['script-src-elem blocked inline on /__fixtures__/injected-script/']);
  });
});
