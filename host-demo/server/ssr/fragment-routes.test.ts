/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { fragmentRoutes } from './fragment-routes';
import type { ServerWidgets } from './server-widgets';

/** Server widgets that render the header only, as its props and site say. */
const widgets: ServerWidgets = {
  render(remote, module, props, _key, input) {
    if (remote !== 'header') return { reason: 'no-server-build' };
    if ((props as { variant?: string }).variant === 'kaputt') return { reason: 'threw', version: '1.0.0' };
    return { html: `<header>${module} ${JSON.stringify(props)} ${input.site ?? ''} ${input.snapshot.viewportWidth}</header>`, css: '.go1{}', version: '1.0.0' };
  },
  registry: () => ({ remotes: {} }),
};

async function app(enabled = true) {
  const server = Fastify();
  await server.register(fragmentRoutes, { widgets, enabled });
  return server;
}

describe('GET /fragments/<widget>/', () => {
  it('answers the HTML for the tag, cacheable, with an ETag over version and props and the loader named', async () => {
    const server = await app();
    const url = `/fragments/header/?props=${encodeURIComponent('{"variant":"storefront"}')}&viewport=phone`;
    const response = await server.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<div data-widget-root="header" data-server-render="[^"]*" data-server-version="1.0.0"><template shadowrootmode="open"><header>mount \{"variant":"storefront"\} {2}390<\/header><style id="_goober">\.go1\{\}<\/style><\/template><\/div>$/);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers.link).toBe('</widgets/loader.js>; rel=preload; as=script');
    const etag = String(response.headers.etag);
    expect((await server.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const other = await server.inject(`/fragments/header/?props=${encodeURIComponent('{"variant":"checkout"}')}&viewport=phone`);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('renders a second module and the given site, and refuses what it cannot read', async () => {
    const server = await app();
    const site = '{"brand":{"name":"Modehaus"}}';
    expect((await server.inject(`/fragments/header/other/?site=${encodeURIComponent(site)}&viewport=desktop`)).body).toContain(`<header>other {} ${site} 1280</header>`);
    expect((await server.inject('/fragments/header/?props=%7Bkaputt')).statusCode).toBe(400);
    expect((await server.inject('/fragments/header/?viewport=watch')).statusCode).toBe(400);
    // No server render: the CMS keeps its fallback (503 lets nginx use the include's stub).
    expect((await server.inject(`/fragments/header/?props=${encodeURIComponent('{"variant":"kaputt"}')}`)).statusCode).toBe(503);
    expect((await server.inject('/fragments/nobody/')).statusCode).toBe(404);
  });

  it('renders nothing while SERVER_RENDER is off: 503 with an empty body, so the CMS keeps its fallback', async () => {
    const response = await (await app(false)).inject(`/fragments/header/?props=${encodeURIComponent('{"variant":"storefront"}')}`);
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('');
    expect(response.headers['x-schaufenster-miss']).toBe('off');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
