import { openSearchBox } from './search-box';
import { readFileSync } from 'node:fs';
import { browser, expect } from '@wdio/globals';
import { registerCustomer } from './address-login';
import { fillCart, waitForText } from './address-shop';
import { enterMailedCode, loggedOut, register } from './auth-flows';
import { freshEmail, mailedResetLink } from './auth-outbox';
import { authField, fillAuthForm, submitAuthForm, waitForAuthText, waitForPath } from './auth-widget';
import './csp-guard';
import { OPEN_DIALOG, openAndSettle, untilStill } from './widget-page';

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
      await untilStill();
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
    const search = browser.$('[data-widget="search"] [data-widget-root]');
    const input = await openSearchBox(search);
    await input.setValue('kleid');
    await search.shadow$('[role="option"]').waitForExist({ timeoutMsg: 'the search showed no hits' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('finds nothing serious with the Anmelden modal open', async () => {
    await openAndSettle('/');
    await (await browser.$('[data-widget="header"] [data-widget-root]').shadow$('.entry')).click();
    await browser.waitUntil(
      () => browser.execute((dialog) => Boolean(document.querySelector('[data-widget="auth"] [data-widget-root]')?.shadowRoot?.querySelector(dialog)), OPEN_DIALOG),
      { timeoutMsg: 'the Anmelden modal did not open' },
    );
    await untilStill();
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('accessibility of the pages a flow leads to (axe-core, serious and critical)', () => {
  beforeEach(loggedOut);

  it('finds nothing serious on otp-verify (finishing a registration)', async () => {
    await register(freshEmail('a11y-otp'));
    await (await authField('otp-verify', 'code')).waitForDisplayed();
    expect(await seriousViolations()).toEqual([]);
  });

  it('finds nothing serious on reset-password (opened by the mailed link)', async () => {
    const email = freshEmail('a11y-reset');
    await register(email);
    await enterMailedCode(email);
    await waitForPath('/account/overview/');
    await loggedOut();
    await openAndSettle('/authenticate/?p=forgot-password');
    await fillAuthForm('forgot-password', { email });
    await submitAuthForm('forgot-password');
    await waitForAuthText(email);
    await openAndSettle(await mailedResetLink(email));
    await (await authField('reset-password', 'confirmPassword')).waitForDisplayed();
    expect(await seriousViolations()).toEqual([]);
  });

  it('finds nothing serious on the cart with an item', async () => {
    await openAndSettle('/');
    await fillCart();
    await openAndSettle('/warenkorb/');
    await waitForText('main [data-widget="minicart"]', 'Zur Kasse');
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('accessibility of the account pages of a customer with an address and an order (axe-core, serious and critical)', () => {
  before(async () => {
    await loggedOut();
    await openAndSettle('/');
    await registerCustomer();
    await fillCart();
    const status = await browser.execute(async () => {
      const json = { 'content-type': 'application/json' };
      const address = { country: 'DE', gender: 'female', givenName: 'Anna', familyName: 'Schmidt', streetHouseNumber: 'Hauptstraße 5', zipCode: '10115', city: 'Berlin', defaultDeliverAddress: true };
      const saved = await fetch('/api/account/addresses/', { method: 'POST', headers: json, body: JSON.stringify(address) });
      const { addressId } = (await saved.json()) as { addressId: string };
      const order = await fetch('/api/checkout-v3/order/', { method: 'POST', headers: json, body: JSON.stringify({ addressId, paymentMethod: 'invoice' }) });
      return `${saved.status} ${order.status}`;
    });
    expect(status).toBe('201 201');
  });

  for (const path of ['/account/overview/', '/account/addresses/', '/account/my-orders/', '/account/return-items/']) {
    it(`finds nothing serious on ${path}`, async () => {
      await openAndSettle(path);
      await waitForPath(path);
      if (path === '/account/addresses/') await waitForText('[data-widget="address"]', 'Hauptstraße 5');
      expect(await seriousViolations()).toEqual([]);
    });
  }
});
