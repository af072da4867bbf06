/** @jest-environment node */
import { beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { workingTreeBuild } from '../../tools/release-testing';
import { fragmentRoutes } from './fragment-routes';
import { serverRenderHook } from './server-render-hook';
import { createServerWidgets } from './server-widgets';

/**
 * A CMS page with the widgets whose layout differed most between a phone and a desktop: the header and the search
 * (the sign-in page reads the browser's address while rendering, so its tag keeps its fallback on any server).
 */
const CMS_PAGE = [
  '<!doctype html><html lang="de"><body>',
  `<div data-widget="header" data-props='{"variant":"storefront"}'></div>`,
  `<div data-widget="search" data-props='{"launcher":false}'></div>`,
  `<main><div data-widget="auth" data-props='{"mode":"page"}'></div></main>`,
  '<script src="/widgets/loader.js" defer></script></body></html>',
].join('');

/** What the devices say about themselves: the server must not lay widgets out by it. */
const DEVICES = {
  iPhone: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1' },
  'Android phone with client hint': { 'user-agent': 'Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/141.0 Mobile Safari/537.36', 'sec-ch-ua-mobile': '?1' },
  'desktop with client hint': { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/141.0 Safari/537.36', 'sec-ch-ua-mobile': '?0' },
  'desktop Firefox': { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' },
};

describe('one server HTML for every screen (the widgets lay out by the width of their boxes)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // What is checked is what the render depends on, not its speed: a cold render on a loaded machine is slower than production's budget.
    const widgets = createServerWidgets({ widgetsDir: await workingTreeBuild(), budgetMs: 10_000 });
    app = Fastify();
    app.addHook('onSend', serverRenderHook(widgets, { registryUrl: '/widgets/registry.json' }));
    await app.register(fragmentRoutes, { widgets });
    app.get('/seite/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(CMS_PAGE));
  }, 300_000);

  it('answers byte-identical page HTML, widgets rendered, to a phone and a desktop User-Agent', async () => {
    const pages = await Promise.all(Object.values(DEVICES).map((headers) => app.inject({ url: '/seite/', headers })));
    expect(pages.map((page) => page.statusCode)).toEqual(Object.values(DEVICES).map(() => 200));
    const [first] = pages;
    // Rendered on the server at all: the header and the search carry their declarative shadow roots.
    expect(first?.body.match(/<template shadowrootmode="open">/g)).toHaveLength(2);
    for (const page of pages) expect(page.body).toBe(first?.body);
  });

  it.each(['header/?props=%7B%22variant%22%3A%22storefront%22%7D', 'search/?props=%7B%7D'])(
    'answers /fragments/%s with one body and one ETag to every device, and ignores an old viewport=',
    async (fragment) => {
      const requests = [
        ...Object.values(DEVICES).map((headers) => ({ url: `/fragments/${fragment}`, headers })),
        { url: `/fragments/${fragment}&viewport=phone`, headers: {} },
        { url: `/fragments/${fragment}&viewport=desktop`, headers: {} },
      ];
      const answers = await Promise.all(requests.map((request) => app.inject(request)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(requests.map(() => 200));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    },
  );
});
