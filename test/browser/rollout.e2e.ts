import { createHash } from 'node:crypto';
import { browser, expect } from '@wdio/globals';
import { inRollout, ROLLOUT_COOKIE, ROLLOUT_KEY_STORAGE } from '../../loader/rollout';
import './csp-guard';
import { WIDGETS, mountDeferred, openAndSettle } from './widget-page';

/** The version each widget mounted at, from the loader's `widget_mount` reports in the dataLayer. */
function mountedVersions(): Promise<Record<string, string>> {
  return browser.execute(() =>
    Object.fromEntries(
      ((window as unknown as { dataLayer?: { event?: string; widget?: string; version?: string; outcome?: string }[] }).dataLayer ?? [])
        .filter((entry) => entry.event === 'widget_mount' && entry.outcome === 'mounted')
        .map((entry) => [entry.widget, entry.version]),
    ),
  );
}

/** Opens the rollout fixture (every remote's `-canary` release at `percent`) as the browser with `key`. */
async function visitAs(key: string, percent: number): Promise<Record<string, string>> {
  await browser.url('/widgets/registry.json');
  await browser.execute((storage: string, value: string) => localStorage.setItem(storage, value), ROLLOUT_KEY_STORAGE, key);
  // The cookie carries the key to the page's server (which renders the same versions); it wins over the stored key.
  await browser.setCookies({ name: ROLLOUT_COOKIE, value: key, path: '/' });
  await openAndSettle(`/__fixtures__/rollout/${percent}/`);
  // Deferred tags (data-load) are mounted as their triggers would: every widget must run here.
  const states = await mountDeferred();
  for (const widget of WIDGETS) expect(states[widget]).toBe('mounted');
  await browser.waitUntil(async () => Object.keys(await mountedVersions()).length === WIDGETS.length);
  return mountedVersions();
}

describe('a percentage rollout, decided by the loader', () => {
  it("loads each remote's rolled-out release exactly for the browsers in its share, the same on every visit", async () => {
    const keys = Array.from({ length: 6 }, (_, index) => createHash('sha256').update(`browser ${index}`).digest('hex').slice(0, 36));
    const registry = (await (await fetch(`${browser.options.baseUrl}/widgets/registry.json`)).json()) as { remotes: Record<string, { version: string }> };
    const canaryOf = (remote: string) => ({ version: `${registry.remotes[remote]?.version}-canary`, entry: '', percent: 50 });
    const canary = (key: string) => Object.fromEntries(WIDGETS.map((remote) => [remote, inRollout(key, remote, canaryOf(remote))]));
    let inside = 0;
    for (const key of keys) {
      const versions = await visitAs(key, 50);
      const expected = canary(key);
      for (const remote of WIDGETS) {
        expect([remote, versions[remote]?.endsWith('-canary')]).toEqual([remote, expected[remote]]);
        if (expected[remote]) inside += 1;
      }
      expect(await visitAs(key, 50)).toEqual(versions);
    }
    // Of 30 remote-and-browser pairs at 50 %, some got the new release and some did not.
    expect(inside).toBeGreaterThan(0);
    expect(inside).toBeLessThan(keys.length * WIDGETS.length);
  });

  it('gives nobody the new release at 0 % and everybody at 100 %', async () => {
    const none = await visitAs('any-browser', 0);
    const all = await visitAs('any-browser', 100);
    for (const remote of WIDGETS) {
      expect(none[remote]).not.toMatch(/-canary$/);
      expect(all[remote]).toMatch(/-canary$/);
    }
  });
});
