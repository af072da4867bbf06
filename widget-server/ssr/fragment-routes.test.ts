/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { fragmentRoutes } from './fragment-routes';
import type { ServerWidgets } from './server-widgets';

/**
 * Server widgets that render the header and the buy button as their props and site say, and search results that
 * read the search text from the page's address (`/suche/?begriff=`) and show what the API answered for it.
 */
const widgets: ServerWidgets = {
  requests(remote, module, _props, _key, input) {
    if (remote !== 'search' || module !== 'results') return [];
    return [`/api/catalog/products/?q=${new URL(input.pageUrl, 'http://page.invalid').searchParams.get('begriff') ?? ''}`];
  },
  render(remote, module, props, _key, input) {
    if (remote === 'search' && module === 'results') return { html: `<p>${JSON.stringify(input.snapshot.answers ?? null)}</p>`, css: '', version: '1.0.0' };
    if (remote !== 'header' && remote !== 'minicart') return { reason: 'no-server-build' };
    if ((props as { variant?: string }).variant === 'kaputt') return { reason: 'threw', version: '1.0.0' };
    // The snapshot is part of the HTML: whatever the route puts into it from the request would show in the body.
    const html = `<header>${module} ${JSON.stringify(props)} ${input.site ?? ''} ${JSON.stringify(input.snapshot)}</header>`;
    return { html, css: '.go1{}', version: '1.0.0', siteKey: `key of ${input.site ?? 'none'}` };
  },
  registry: () => ({ remotes: {} }),
};

async function app(enabled = true, serverSite?: string) {
  const server = Fastify();
  // The catalog listing the search results read: its total is the length of the search text.
  server.get<{ Querystring: { q?: string } }>('/api/catalog/products/', async (request) => ({ total: request.query.q?.length ?? 0 }));
  await server.register(fragmentRoutes, { widgets, enabled, serverSite });
  return server;
}

/** The snapshot a fragment's widget root carries (what its render assumed), read back from its attribute. */
function snapshotOf(body: string): unknown {
  const attribute = /data-server-render="([^"]*)"/.exec(body)?.[1] ?? '';
  return JSON.parse(attribute.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
}

describe('GET /fragments/<widget>/', () => {
  it('answers the HTML for the tag, cacheable, with an ETag over version and props and the loader named', async () => {
    const server = await app();
    const url = `/fragments/header/?props=${encodeURIComponent('{"variant":"storefront"}')}`;
    const response = await server.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<div data-widget-root="header" data-server-render="[^"]*" data-server-version="1.0.0"><template shadowrootmode="open"><style id="_goober">\.go1\{\}<\/style><header>mount \{"variant":"storefront"\} {2}\{"busValues":\{\}\}<\/header><\/template><\/div>$/);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers.link).toBe('</widgets/loader.js>; rel=preload; as=script');
    const etag = String(response.headers.etag);
    expect((await server.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const other = await server.inject(`/fragments/header/?props=${encodeURIComponent('{"variant":"checkout"}')}`);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('renders a second module and the given site, and refuses what it cannot read', async () => {
    const server = await app();
    const site = '{"brand":{"name":"Modehaus"}}';
    expect((await server.inject(`/fragments/minicart/buy-button/?site=${encodeURIComponent(site)}`)).body).toContain(`<header>buy-button {} ${site} {"busValues":{}}</header>`);
    expect((await server.inject('/fragments/header/?props=%7Bkaputt')).statusCode).toBe(400);
    // No server render: the CMS keeps its fallback (503 lets nginx use the include's stub).
    expect((await server.inject(`/fragments/header/?props=${encodeURIComponent('{"variant":"kaputt"}')}`)).statusCode).toBe(503);
    expect((await server.inject('/fragments/nobody/')).statusCode).toBe(404);
  });

  it("renders for the server's site configuration (SITE_CONFIG) when the include names none, and carries it for the page", async () => {
    const serverSite = '{"brand":{"name":"Modehaus Berg"},"routes":{"cart":"/korb/"}}';
    const server = await app(true, serverSite);
    const answer = await server.inject('/fragments/header/');
    expect(answer.body).toContain(`<header>mount {} ${serverSite} {"busValues":{}}</header>`);
    // The page that declares none adopts it; one that declares another renders the widget afresh (the key differs).
    expect(snapshotOf(answer.body)).toEqual({ busValues: {}, siteKey: `key of ${serverSite}`, site: serverSite });
    // An include's own `site` wins.
    const own = '{"brand":{"name":"Anders"}}';
    const named = await server.inject(`/fragments/header/?site=${encodeURIComponent(own)}`);
    expect(snapshotOf(named.body)).toMatchObject({ siteKey: `key of ${own}`, site: own });
    expect(named.headers.etag).not.toBe(answer.headers.etag);
    // Without either, it renders for none and says so by its key: a page declaring its own renders it afresh.
    expect(snapshotOf((await (await app()).inject('/fragments/header/')).body)).toEqual({ busValues: {}, siteKey: 'key of none' });
  });

  it('answers one body and one ETag to every client: a phone, a desktop, and an old viewport= (ignored, not refused)', async () => {
    const server = await app();
    const url = `/fragments/header/?props=${encodeURIComponent('{"variant":"storefront"}')}`;
    const clients = [
      { url, headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' } },
      { url, headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 15) Mobile Safari/537.36', 'sec-ch-ua-mobile': '?1' } },
      { url, headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/141.0', 'sec-ch-ua-mobile': '?0' } },
      { url: `${url}&viewport=phone`, headers: {} },
      { url: `${url}&viewport=desktop`, headers: {} },
      { url: `${url}&viewport=watch&viewport=phone`, headers: {} },
    ];
    const answers = await Promise.all(clients.map((client) => server.inject(client)));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(answers[0]?.headers.vary).toBe('Accept-Encoding');
  });

  it('answers 404 with an empty body for a module no remote exposes, names of the prototype included', async () => {
    const server = await app();
    for (const path of ['/fragments/nobody/', '/fragments/header/constructor/', '/fragments/header/__proto__/', '/fragments/header/toString/', '/fragments/constructor/', '/fragments/header/buy-button/', '/fragments/minicart/mount-x/']) {
      const response = await server.inject(path);
      expect([path, response.statusCode, response.body]).toEqual([path, 404, '']);
    }
  });

  it('refuses a browser opening it as a page or frame (Fetch Metadata), and is never indexed nor run as a page', async () => {
    const server = await app();
    const url = `/fragments/header/?props=${encodeURIComponent('{"variant":"storefront"}')}`;
    for (const headers of [{ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }, { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' }, { 'sec-fetch-dest': 'embed' }]) {
      const refused = await server.inject({ url, headers });
      expect([refused.statusCode, refused.body]).toEqual([403, 'fragments are for server-side includes (nginx SSI, a CMS fetching them), not for browsers']);
    }
    // A CMS's server (nginx's include, PHP, curl) sends none of them; a page's own script fetches in cors mode.
    for (const headers of [{}, { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }]) {
      const answer = await server.inject({ url, headers });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-robots-tag']).toBe('noindex');
      expect(answer.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    }
  });

  it('refuses a parameter given twice with 400, whichever it is', async () => {
    const server = await app();
    for (const query of ['props=%7B%7D&props=%7B%7D', 'site=%7B%7D&site=%7B%7D', 'url=%2F&url=%2Fa']) {
      const response = await server.inject(`/fragments/header/?${query}`);
      expect([response.statusCode, response.body]).toEqual([400, `${query.split('=')[0]} is given more than once`]);
    }
  });

  it('renders nothing while SERVER_RENDER is off: 503 with an empty body, so the CMS keeps its fallback', async () => {
    const response = await (await app(false)).inject(`/fragments/header/?props=${encodeURIComponent('{"variant":"storefront"}')}`);
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('');
    expect(response.headers['x-schaufenster-miss']).toBe('off');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('renders a widget that reads the page address for the page `url` names, with the API answers it reads looked up first', async () => {
    const server = await app();
    const response = await server.inject(`/fragments/search/results/?url=${encodeURIComponent('/suche/?begriff=mantel&page=2')}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p>{"/api/catalog/products/?q=mantel":{"total":6}}</p>');
    expect(snapshotOf(response.body)).toMatchObject({ pageUrl: '/suche/?begriff=mantel&page=2', answers: { '/api/catalog/products/?q=mantel': { total: 6 } } });
    const other = await server.inject(`/fragments/search/results/?url=${encodeURIComponent('/suche/?begriff=jacke')}`);
    expect(other.headers.etag).not.toBe(response.headers.etag);
    // A widget that does not read the address is the same on every page: it carries none.
    const header = await server.inject(`/fragments/header/?url=${encodeURIComponent('/suche/?begriff=mantel')}`);
    expect(snapshotOf(header.body)).not.toHaveProperty('pageUrl');
  });

  it('takes the page address from the X-Schaufenster-Page header (nginx SSI passes $request_uri) and varies by it', async () => {
    const server = await app();
    const response = await server.inject({ url: '/fragments/search/results/', headers: { 'x-schaufenster-page': '/suche/?begriff=mantel&page=2' } });
    expect(response.statusCode).toBe(200);
    expect(snapshotOf(response.body)).toMatchObject({ pageUrl: '/suche/?begriff=mantel&page=2', answers: { '/api/catalog/products/?q=mantel': { total: 6 } } });
    expect(String(response.headers.vary).split(', ')).toContain('X-Schaufenster-Page');
    // `url` wins over the header; a fragment that names its page in the URL does not vary by the header.
    const named = await server.inject({ url: `/fragments/search/results/?url=${encodeURIComponent('/suche/?begriff=jacke')}`, headers: { 'x-schaufenster-page': '/suche/?begriff=mantel' } });
    expect(snapshotOf(named.body)).toMatchObject({ pageUrl: '/suche/?begriff=jacke' });
    expect(String(named.headers.vary)).not.toContain('X-Schaufenster-Page');
    // A widget that does not read the address does not vary by it either.
    const header = await server.inject({ url: '/fragments/header/', headers: { 'x-schaufenster-page': '/suche/?begriff=mantel' } });
    expect(String(header.headers.vary)).not.toContain('X-Schaufenster-Page');
  });

  it.each(['https://evil.example/', '//evil.example/', 'suche', '/a b'])('refuses a url that is no path of the page (%s) with 400', async (url) => {
    const message = 'url (or the X-Schaufenster-Page header) is the path of the page with its query, e.g. /suche/?begriff=mantel';
    const response = await (await app()).inject(`/fragments/search/results/?url=${encodeURIComponent(url)}`);
    expect([response.statusCode, response.body]).toEqual([400, message]);
    const byHeader = await (await app()).inject({ url: '/fragments/search/results/', headers: { 'x-schaufenster-page': url } });
    expect([byHeader.statusCode, byHeader.body]).toEqual([400, message]);
  });
});
