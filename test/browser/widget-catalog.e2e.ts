import { browser, expect } from '@wdio/globals';
import './csp-guard';
import { MODULE_TAG_NAMES, REMOTE_NAMES } from '../../registry/remotes';
import { BUY_BOX_MIN_HEIGHT_PX } from '../../widgets/minicart/constants';
import { DEFAULT_ROUTES, ROUTE_NAMES } from '../../shared/site/defaults';
import { parseSiteConfig } from '../../shared/site/site-config';
import { type HeldRequest, holdRequestsTo } from './request-holds';
import { openAndSettle } from './widget-page';

/** The header preview's article on /widgets/. */
const HEADER = '[data-catalog-module="header"]';

/** State, props and error text of a module's preview (its tag lives in the preview frame), once the tag has settled. */
async function previewOf(widget: string): Promise<{ state: string; props: string; error: string }> {
  await browser.waitUntil(
    () =>
      browser.execute(
        (name: string) =>
          ['mounted', 'failed', 'invalid-props'].includes(
            document.querySelector<HTMLIFrameElement>(`[data-catalog-module="${name}"] [data-preview-frame]`)?.contentDocument?.querySelector<HTMLElement>('[data-widget]')?.dataset
              .widgetState ?? '',
          ),
        widget,
      ),
    { timeoutMsg: `the ${widget} preview did not settle` },
  );
  // Not as an object with an `error` key: WebDriver would take the answer for an error of its own.
  const [state, props, error] = await browser.execute((name: string) => {
    const article = document.querySelector(`[data-catalog-module="${name}"]`);
    const tag = article?.querySelector<HTMLIFrameElement>('[data-preview-frame]')?.contentDocument?.querySelector<HTMLElement>('[data-widget]');
    return [tag?.dataset.widgetState ?? '', tag?.dataset.props ?? '', article?.querySelector('[data-preview-error]')?.textContent ?? ''] as const;
  }, widget);
  return { state, props, error };
}

/** Text of the header preview's shadow root: what the shopper would see of it. */
function headerPreviewText(): Promise<string> {
  return browser.execute(
    () =>
      document.querySelector<HTMLIFrameElement>('[data-catalog-module="header"] [data-preview-frame]')?.contentDocument?.querySelector('[data-widget-root]')?.shadowRoot
        ?.textContent ?? '',
  );
}

/** The row the header preview shows by its box: the desktop row with its navigation, or the phone row with Menü. */
function headerPreviewRow(): Promise<string> {
  return browser.execute(() => {
    const root = document.querySelector<HTMLIFrameElement>('[data-catalog-module="header"] [data-preview-frame]')?.contentDocument?.querySelector('[data-widget-root]')?.shadowRoot;
    const shown = (el: Element | null | undefined) => (el?.getBoundingClientRect().width ?? 0) > 0;
    return shown(root?.querySelector('nav')) ? 'desktop' : shown(root?.querySelector('.menu-button')) ? 'phone' : 'none';
  });
}

/** Chooses the preview width of the header (a window's, or `box-<px>` for a theme column) and waits for the row it shows. */
async function previewHeaderAt(width: number | string, row: 'phone' | 'desktop'): Promise<void> {
  await browser.$(`${HEADER} [data-preview-widths] input[value="${width}"]`).click();
  await browser.waitUntil(async () => (await headerPreviewRow()) === row, { timeoutMsg: `the header preview at ${width} never showed its ${row} row` });
}

describe('the widget catalog', () => {
  it('lists the five remotes with their current and released versions, props tables and example tags', async () => {
    await openAndSettle('/widgets/');
    const remotes = await browser.execute(() =>
      [...document.querySelectorAll<HTMLElement>('[data-catalog-remote]')].map((section) => ({
        name: section.dataset.catalogRemote,
        version: section.querySelector('[data-current-version]')?.textContent,
        released: section.querySelector('[data-released-versions]')?.textContent,
        modules: [...section.querySelectorAll<HTMLElement>('[data-catalog-module]')].map((article) => article.dataset.catalogModule),
      })),
    );
    expect(remotes.map((remote) => remote.name)).toEqual(REMOTE_NAMES);
    expect(remotes.flatMap((remote) => remote.modules)).toEqual(MODULE_TAG_NAMES);
    for (const remote of remotes) expect(remote.released).toContain(remote.version ?? '?');
    const variantRow = await browser.$(`${HEADER} [data-prop-row="variant"]`).getText();
    expect(variantRow).toContain('"storefront" | "checkout"');
    expect(variantRow).toContain('storefront auf Shopseiten');
    expect(await browser.$(`${HEADER} [data-example-tag]`).getText()).toBe(
      `<div data-widget="header" data-props='{"variant":"storefront","safeCheckout":false,"sellingPoints":[]}' style="min-height:72px"><a href="/">Startseite</a></div>`,
    );
    // Each module's default data-load, as its contract names it.
    const loads = await browser.execute(() =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLElement>('[data-catalog-module]')].map((article) => [article.dataset.catalogModule, article.querySelector('[data-load-default] code:last-of-type')?.textContent]),
      ),
    );
    expect(loads).toEqual({
      header: 'eager',
      auth: 'interaction',
      'auth/password-change': 'visible',
      search: 'eager',
      'search/results': 'eager',
      minicart: 'eager',
      'minicart/buy-button': 'eager',
      'minicart/product-view': 'eager',
      address: 'visible',
      'address/checkout': 'eager',
    });
    expect(await browser.$('[data-catalog-module="auth"] [data-load-default]').getText()).toContain('wenn ein anderes Widget es aufruft');
  });

  it('documents the page’s site configuration: every key with its default and meaning in German and English, and an example to copy', async () => {
    await openAndSettle('/widgets/');
    // Rows as pairs, in their order: WebDriver hands an object over with its keys sorted.
    const rows = await browser.execute(() =>
      [...document.querySelectorAll<HTMLElement>('[data-catalog-site] [data-site-row]')].map((row) => [row.dataset.siteRow ?? '', row.querySelector('[data-site-default]')?.textContent ?? ''] as const),
    );
    const defaults = Object.fromEntries(rows);
    expect(Object.keys(defaults)).toEqual(['brand.name', 'brand.logo', 'brand.alt', ...ROUTE_NAMES.map((name) => `routes.${name}`), 'navigation']);
    expect(defaults['routes.cart']).toBe(DEFAULT_ROUTES.cart);
    expect(defaults['routes.logout']).toBe('/logout/?home=<home> (API)');
    const signIn = await browser.$('[data-site-row="routes.authenticate"]').getText();
    expect(signIn).toContain('forgot-password, reset-password (mit cid und hash aus der Mail), otp-verify');
    expect(signIn).toContain('Sign-in page carrying the auth widget');
    const example = await browser.$('[data-catalog-site] [data-example-tag]').getText();
    expect(example).toMatch(/^<script type="application\/json" id="schaufenster-site">\n[\s\S]+\n<\/script>$/);
    expect(parseSiteConfig(JSON.parse(example.replace(/^<script[^>]*>|<\/script>$/g, ''))).problems).toEqual([]);
  });

  it('mounts a preview, mounts it again after a prop is edited, and shows the loader message for invalid props', async () => {
    await openAndSettle('/widgets/');
    await browser.$(`${HEADER} [data-preview-form] button[type="submit"]`).click();
    expect(await previewOf('header')).toEqual({ state: 'mounted', props: '{"variant":"storefront","safeCheckout":false,"sellingPoints":[]}', error: '' });
    // A phone's width first: the Menu button instead of the links.
    expect(await headerPreviewRow()).toBe('phone');
    await previewHeaderAt(1280, 'desktop');
    // The frame's own width is the widget's window; the page may draw it smaller.
    expect(await browser.execute(() => document.querySelector<HTMLIFrameElement>('[data-catalog-module="header"] [data-preview-frame]')?.offsetWidth)).toBe(1280);
    // A theme's 650 px column in a 1366 px window: the header lays out by its column, so the phone row.
    await previewHeaderAt('box-650', 'phone');
    expect(await browser.execute(() => document.querySelector<HTMLIFrameElement>('[data-catalog-module="header"] [data-preview-frame]')?.offsetWidth)).toBe(1366);
    await previewHeaderAt('box-1200', 'desktop');
    await previewHeaderAt(375, 'phone');

    await browser.$(`${HEADER} select[name="variant"]`).selectByAttribute('value', 'checkout');
    await browser.$(`${HEADER} select[name="safeCheckout"]`).selectByAttribute('value', 'true');
    await browser.waitUntil(async () => (await previewOf('header')).props.includes('"safeCheckout":true'));
    expect(await previewOf('header')).toEqual({ state: 'mounted', props: '{"variant":"checkout","safeCheckout":true,"sellingPoints":[]}', error: '' });
    expect(await headerPreviewText()).not.toContain('Damen');
    expect(await browser.$(`${HEADER} [data-example-tag]`).getText()).toContain(`data-props='{"variant":"checkout","safeCheckout":true,"sellingPoints":[]}'`);
    // The fallback and min-height stay with the edited props.
    expect(await browser.$(`${HEADER} [data-example-tag]`).getText()).toContain(` style="min-height:72px"><a href="/">Startseite</a></div>`);

    const sellingPoints = await browser.$(`${HEADER} textarea[name="sellingPoints"]`);
    await sellingPoints.setValue('[1]');
    await browser.waitUntil(async () => (await previewOf('header')).state === 'invalid-props', { timeoutMsg: 'the invalid edit did not reach the loader' });
    expect((await previewOf('header')).error).toBe('Widget "header": invalid props at sellingPoints.0: Expected a string, but received: 1');

    await sellingPoints.setValue('[1');
    await browser.waitUntil(async () => (await browser.$(`${HEADER} [data-preview-error]`).getText()).startsWith('„sellingPoints“ ist kein gültiges JSON'));
  });

  it("previews the buy button's example tag, which names a product of the demo shop: a placeholder of its size, then it goes into the cart", async () => {
    await openAndSettle('/widgets/');
    const BUY_BUTTON = '[data-catalog-module="minicart/buy-button"]';
    expect(await browser.$(`${BUY_BUTTON} [data-example-tag]`).getText()).toBe(
      `<div data-widget="minicart/buy-button" data-props='{"productId":"P100001"}' style="min-height:156px"><p>Der Artikel wird geladen …</p></div>`,
    );
    expect(await browser.$(`${BUY_BUTTON} [data-prop-row="productId"]`).getText()).toContain('eins von productId, product');
    /** What the preview's buy button shows, and the height of its tag. */
    const preview = () =>
      browser.execute(() => {
        const tag = document.querySelector<HTMLIFrameElement>('[data-catalog-module="minicart/buy-button"] [data-preview-frame]')?.contentDocument?.querySelector<HTMLElement>('[data-widget]');
        const root = tag?.querySelector('[data-widget-root]')?.shadowRoot;
        return { status: root?.querySelector('[role="status"]')?.textContent ?? '', text: root?.textContent ?? '', height: tag?.getBoundingClientRect().height ?? 0 };
      });

    // Holds the product's answer in the browser's network layer, to see the placeholder.
    let held: HeldRequest | undefined;
    const holding = await holdRequestsTo(['/api/products/P100001/'], (request) => {
      held = request;
    });
    try {
      await browser.$(`${BUY_BUTTON} [data-preview-form] button[type="submit"]`).click();
      expect(await previewOf('minicart/buy-button')).toEqual({ state: 'mounted', props: '{"productId":"P100001"}', error: '' });
      await browser.waitUntil(() => held !== undefined, { timeoutMsg: 'the buy button never asked for its product' });
      const placeholder = await preview();
      expect(placeholder).toMatchObject({ status: 'Der Artikel wird geladen …', height: BUY_BOX_MIN_HEIGHT_PX });
      await held?.continue();
      await browser.waitUntil(async () => (await preview()).status === '', { timeoutMsg: 'the product of the example never loaded' });
      // A product with one row of sizes takes exactly the placeholder's room.
      expect((await preview()).height).toBe(placeholder.height);
    } finally {
      await holding.stop();
    }
    await browser.execute(() =>
      document
        .querySelector<HTMLIFrameElement>('[data-catalog-module="minicart/buy-button"] [data-preview-frame]')
        ?.contentDocument?.querySelector('[data-widget-root]')
        ?.shadowRoot?.querySelector<HTMLButtonElement>('button[data-variant="primary"]')
        ?.click(),
    );
    await browser.waitUntil(async () => (await preview()).text.includes('Der Artikel liegt jetzt in deinem Warenkorb.'), { timeoutMsg: 'the example product did not go into the cart' });
  });

  it("shows the mount counts the loader reported, per version, in production's last 24 hours, 7 days and since ever", async () => {
    await openAndSettle('/widgets/');
    await browser.$(`${HEADER} [data-preview-form] button[type="submit"]`).click();
    await previewOf('header');
    // The preview mounts the current version; other specs report other versions (rollout canaries) to the same counters.
    const registry = (await (await fetch(`${browser.options.baseUrl}/widgets/registry.json`)).json()) as { remotes: { header: { version: string } } };
    const rows = `${HEADER} [data-mount-counts][data-environment="production"] tr[data-version="${registry.remotes.header.version}"]`;
    const count = async () =>
      browser.execute(
        (selector: string) => ['day', 'week', 'total'].map((window) => Number(document.querySelector(`${selector}[data-window="${window}"] [data-outcome="mounted"]`)?.textContent ?? '0')),
        rows,
      );
    const before = await count();
    // The beacon travels on its own: look again until the server has stored it.
    await browser.waitUntil(
      async () => {
        await openAndSettle('/widgets/');
        const after = await count();
        return after.every((mounted, index) => mounted > (before[index] ?? 0));
      },
      { timeout: 15_000, interval: 500, timeoutMsg: `the catalog still shows ${before} mounts of header` },
    );
  });
});
