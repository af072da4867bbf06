/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { ServerRenderInput } from '../../shared/mount/server-render';
import { pageRequests, renderPageWidgets } from './render-page-widgets';
import type { RenderMiss, ServerWidgets } from './server-widgets';

const SNAPSHOT = { busValues: {} };
/** The store's registry as the page reads it (the fake widgets render without looking at it). */
const REGISTRY = { remotes: {} };

/** Server widgets that render each tag as its name and props, and record what they were asked. */
function fakeWidgets(misses: Record<string, RenderMiss['reason']> = {}) {
  const calls: { remote: string; module: string; props: unknown; key?: string; input: ServerRenderInput }[] = [];
  const widgets: ServerWidgets = {
    // Search results read the page's address: they name the listing call for its `q`.
    requests: (remote, module, _props, _key, input) => (remote === 'search' && module === 'results' ? [`/api/catalog/products/?q=${new URL(input.pageUrl, 'http://page.invalid').searchParams.get('q') ?? ''}`] : []),
    render(remote, module, props, key, input) {
      calls.push({ remote, module, props, key, input });
      const miss = misses[`${remote}/${module}`];
      if (miss) return { reason: miss };
      return { html: `<p>${remote}/${module} ${JSON.stringify(props)}</p>`, css: '.go1{color:red}', version: '1.2.0' };
    },
    registry: () => REGISTRY,
  };
  return { widgets, calls };
}

const page = (body: string) => `<!doctype html><html><head></head><body>${body}<script src="/widgets/loader.js" data-registry="/widgets/registry.json" defer></script></body></html>`;

describe('renderPageWidgets', () => {
  it("puts each tag's server HTML into a declarative shadow root, with its CSS and what the render assumed", () => {
    const { widgets } = fakeWidgets();
    const html = renderPageWidgets(page(`<div data-widget="header" data-props='{"variant":"storefront"}'><a href="/">Fallback</a></div>`), widgets, { registryUrl: '/widgets/registry.json', registry: REGISTRY, snapshot: SNAPSHOT });
    expect(html).toContain(
      `<div data-widget="header" data-props='{"variant":"storefront"}'><div data-widget-root="header" data-server-render="{&quot;busValues&quot;:{}}" data-server-version="1.2.0"><template shadowrootmode="open"><style id="_goober">.go1{color:red}</style><p>header/mount {"variant":"storefront"}</p></template></div></div>`,
    );
    expect(html).not.toContain('Fallback');
  });

  it("renders a page that declares no site configuration for the server's (SITE_CONFIG) and carries it; a page's own wins", () => {
    const serverSite = '{"brand":{"name":"Modehaus Berg"}}';
    const tag = `<div data-widget="header" data-props='{}'></div>`;
    const { widgets, calls } = fakeWidgets();
    const bare = renderPageWidgets(page(tag), widgets, { registryUrl: '/widgets/registry.json', registry: REGISTRY, snapshot: SNAPSHOT, serverSite });
    expect(calls.at(-1)?.input.site).toBe(serverSite);
    expect(bare).toContain(`&quot;site&quot;:&quot;{\\&quot;brand\\&quot;`);
    const own = `<script type="application/json" id="schaufenster-site">{"brand":{"name":"Eigene"}}</script>`;
    const declared = renderPageWidgets(page(own + tag), widgets, { registryUrl: '/widgets/registry.json', registry: REGISTRY, snapshot: SNAPSHOT, serverSite });
    expect(calls.at(-1)?.input.site).toBe('{"brand":{"name":"Eigene"}}');
    // The page has it already: its widgets carry no copy.
    expect(declared).not.toContain('&quot;site&quot;');
  });

  it('renders a widget that reads the page address for it, with the answers looked up for its calls; the others stay the same on every page', () => {
    const { widgets, calls } = fakeWidgets();
    const body = page(`<div data-widget="header"></div><div data-widget="search/results"></div>`);
    const context = { registryUrl: '/widgets/registry.json', registry: REGISTRY, snapshot: SNAPSHOT, pageUrl: '/katalog/?q=kleid' };
    expect(pageRequests(body, widgets, context)).toEqual(['/api/catalog/products/?q=kleid']);
    const answers = new Map([['/api/catalog/products/?q=kleid', { total: 3 }]]);
    const html = renderPageWidgets(body, widgets, { ...context, answers });
    const results = calls.find((call) => call.remote === 'search');
    expect(results?.input.snapshot).toEqual({ ...SNAPSHOT, pageUrl: '/katalog/?q=kleid', answers: { '/api/catalog/products/?q=kleid': { total: 3 } } });
    expect(calls.find((call) => call.remote === 'header')?.input.snapshot).toEqual(SNAPSHOT);
    // The browser hydrates with what the server assumed: the page's address and the answer travel with the HTML.
    expect(html).toContain('&quot;pageUrl&quot;:&quot;/katalog/?q=kleid&quot;,&quot;answers&quot;:{&quot;/api/catalog/products/?q=kleid&quot;:{&quot;total&quot;:3}}');
  });

  it('keeps the fallback of a tag whose render throws, is too slow or has no server build, and renders the others', () => {
    const { widgets } = fakeWidgets({ 'search/mount': 'threw', 'minicart/buy-button': 'over-budget', 'auth/mount': 'no-server-build' });
    const html = renderPageWidgets(
      page(`<div data-widget="search">Suchfeld</div><div data-widget="minicart/buy-button">Kaufen</div><div data-widget="auth">Anmelden</div><div data-widget="header">Kopf</div>`),
      widgets,
      { registryUrl: '/widgets/registry.json', registry: REGISTRY, snapshot: SNAPSHOT },
    );
    for (const fallback of ['Suchfeld', 'Kaufen', 'Anmelden']) expect(html).toContain(fallback);
    expect(html).not.toContain('Kopf');
    expect(html).toContain('<p>header/mount {}</p>');
  });

  it("reads props from a child script (kept in the tag), the module after the slash and the page's site script", () => {
    const { widgets, calls } = fakeWidgets();
    const site = '{"brand":{"name":"Modehaus"}}';
    const html = renderPageWidgets(
      page(`<script type="application/json" id="schaufenster-site">${site}</script><div data-widget="minicart/buy-button"><script type="application/json">{"productId":"P1"}</script>Fallback</div>`),
      widgets,
      { registryUrl: '/widgets/registry.json', registry: REGISTRY, rolloutKey: 'key-12345678', snapshot: SNAPSHOT },
    );
    expect(calls).toEqual([{ remote: 'minicart', module: 'buy-button', props: { productId: 'P1' }, key: 'key-12345678', input: { site, snapshot: SNAPSHOT } }]);
    expect(html).toContain('<div data-widget="minicart/buy-button"><script type="application/json">{"productId":"P1"}</script><div data-widget-root="minicart/buy-button"');
  });

  it('renders answers of one page that differ only in their nonce each with its own nonce, also in a kept props script', () => {
    const { widgets, calls } = fakeWidgets();
    const answer = (nonce: string, productId: string) =>
      page(`<script nonce="${nonce}">1</script><div data-widget="minicart/buy-button"><script type="application/json" nonce="${nonce}">{"productId":"${productId}"}</script>Fallback</div>`);
    const first = renderPageWidgets(answer('AAAAAAAAAAAAAAAAAAAAAA==', 'P1'), widgets, { registryUrl: '/widgets/registry.json', registry: REGISTRY, nonce: 'AAAAAAAAAAAAAAAAAAAAAA==', snapshot: SNAPSHOT });
    const second = renderPageWidgets(answer('BBBBBBBBBBBBBBBBBBBBBB==', 'P1'), widgets, { registryUrl: '/widgets/registry.json', registry: REGISTRY, nonce: 'BBBBBBBBBBBBBBBBBBBBBB==', snapshot: SNAPSHOT });
    expect(first).toBe(second.replaceAll('BBBBBBBBBBBBBBBBBBBBBB==', 'AAAAAAAAAAAAAAAAAAAAAA=='));
    expect(second).toContain('<script type="application/json" nonce="BBBBBBBBBBBBBBBBBBBBBB==">{"productId":"P1"}</script><div data-widget-root="minicart/buy-button"');
    expect(second).not.toContain('AAAAAAAAAAAAAAAAAAAAAA==');
    // Another page (other props) is parsed for itself.
    renderPageWidgets(answer('CCCCCCCCCCCCCCCCCCCCCC==', 'P2'), widgets, { registryUrl: '/widgets/registry.json', registry: REGISTRY, nonce: 'CCCCCCCCCCCCCCCCCCCCCC==', snapshot: SNAPSHOT });
    expect(calls.map((call) => call.props)).toEqual([{ productId: 'P1' }, { productId: 'P1' }, { productId: 'P2' }]);
  });

  it('leaves tags with unreadable props, tags inside another tag and pages whose loader reads another registry to the browser', () => {
    const { widgets, calls } = fakeWidgets();
    renderPageWidgets(page(`<div data-widget="header" data-props='{"broken'>A</div><div data-widget="search"><div data-widget="auth">B</div></div>`), widgets, {
      registryUrl: '/widgets/registry.json',
      registry: REGISTRY,
      snapshot: SNAPSHOT,
    });
    expect(calls.map((call) => call.remote)).toEqual(['search']);
    const other = page('<div data-widget="header">A</div>').replace('/widgets/registry.json', '/__fixtures__/registry/header/404.json');
    expect(renderPageWidgets(other, fakeWidgets().widgets, { registryUrl: '/widgets/registry.json', registry: REGISTRY, snapshot: SNAPSHOT })).toBe(other);
  });
});
