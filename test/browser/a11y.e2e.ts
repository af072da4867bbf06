import { readFileSync } from 'node:fs';
import { browser, expect } from '@wdio/globals';
import './csp-guard';
import { openAndSettle } from './widget-page';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe-core violations of the page as it is now (shadow roots included). */
async function seriousViolations(): Promise<string[]> {
  // axe runs as a script of the test (WebDriver scripts are not subject to the page's CSP).
  await browser.execute(AXE_SOURCE);
  const results = (await browser.execute(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.slice(0, 3).map((node) => node.target))}`);
  })) as string[];
  return results;
}

const PAGES = ['/', '/damen/', '/outlet/', '/katalog/?q=kleid', '/faq/', '/warenkorb/', '/checkout/', '/authenticate/', '/authenticate/?p=register', '/authenticate/?p=guest', '/authenticate/?p=forgot-password', '/i/impressum/'];

describe('accessibility (axe-core, serious and critical)', () => {
  for (const path of PAGES) {
    it(`finds nothing serious on ${path}`, async () => {
      await openAndSettle(path);
      await browser.pause(700);
      expect(await seriousViolations()).toEqual([]);
    });
  }

  it('finds nothing serious on a product page', async () => {
    await openAndSettle('/damen/');
    const href = await browser.execute(() => document.querySelector<HTMLAnchorElement>('main a[href^="/p/"]')?.getAttribute('href') ?? '');
    await openAndSettle(href);
    expect(await seriousViolations()).toEqual([]);
  });

  it('finds nothing serious with the search overlay open', async () => {
    await openAndSettle('/');
    const input = await browser.$('[data-widget="search"] [data-widget-root]').shadow$('input');
    await input.setValue('kleid');
    await browser.pause(800);
    expect(await seriousViolations()).toEqual([]);
  });

  it('finds nothing serious with the Anmelden modal open', async () => {
    await openAndSettle('/');
    await (await browser.$('[data-widget="header"] [data-widget-root]').shadow$('.entry')).click();
    await browser.pause(900);
    expect(await seriousViolations()).toEqual([]);
  });
});
