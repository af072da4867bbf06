import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rolloutKeyFromCookies } from '../../loader/rollout';
import { isRemoteName, REMOTES } from '../../registry/remotes';
import { lookUpProducts, productIdOf, productsOfTag, type ProductLookup } from './product-lookup';
import { serverMarkup } from './render-page-widgets';
import { lookUpAnswers } from './look-up-answers';
import { previewedRegistry, type Previews } from '../widget-catalog/preview';
import { hasRollouts, type ServerWidgets } from './server-widgets';
import { noteUnavailable } from '../../server-kit/http/unavailable-cause';

/** How long a CMS (or a cache in front of it) may keep a fragment before asking again. */
const FRAGMENT_MAX_AGE_S = 60;

/** The parameters a fragment reads; any other (an old `viewport=`) is ignored. */
const FRAGMENT_PARAMETERS = ['props', 'site', 'url'] as const;

/** The query as Fastify parses it: a parameter given twice is an array. */
type FragmentQuery = Partial<Record<(typeof FRAGMENT_PARAMETERS)[number], string | string[]>>;

/** The query's parameters, each given once; or the name of one given more than once. */
function singleParameters(query: FragmentQuery): Partial<Record<(typeof FRAGMENT_PARAMETERS)[number], string>> | { repeated: string } {
  for (const name of FRAGMENT_PARAMETERS) if (Array.isArray(query[name])) return { repeated: name };
  return query as Partial<Record<(typeof FRAGMENT_PARAMETERS)[number], string>>;
}

/**
 * The request header that names the address of the page an include goes into, where `url` does not: nginx's SSI
 * cannot URL-encode the page's address into a parameter, but its location for /fragments/ can pass
 * `$request_uri`, which in an include's subrequest is the page's own (integrations/nginx/nginx-schaufenster.conf).
 */
const PAGE_ADDRESS_HEADER = 'X-Schaufenster-Page';

/** A header's one value, if it was sent once. */
const oneValue = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? undefined : value);

/** Longest page address a fragment is rendered for. */
const MAX_PAGE_URL_LENGTH = 2_000;

/** A page's address as `url` names it: a path of this origin with its query (`/suche/?begriff=mantel`), no scheme or host. */
const isPagePath = (url: string) => url.length <= MAX_PAGE_URL_LENGTH && url.startsWith('/') && !url.startsWith('//') && !/[\s\\#]/.test(url);

/**
 * What a browser fetching a page, a frame or an embed sends (Fetch Metadata): a fragment is included by the CMS's
 * server, never opened by a browser, where it would be a shop-styled page with text of whoever wrote the link.
 */
const BROWSER_DOCUMENT = /^(document|iframe|frame|embed|object)$/;

/** The CSP of a fragment: a sandbox (an origin of its own, no script, no form), its inline styles and any image. */
const FRAGMENT_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src * data:";

/** A German-free plain answer: fragments are read by CMS servers, not shown to shoppers. */
const plain = (reply: FastifyReply, status: number, text: string) => reply.code(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);

function readJson(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** What the fragment routes render with. */
interface FragmentOptions {
  widgets: ServerWidgets;
  loaderUrl?: string;
  /** SERVER_RENDER: off renders no fragment either (503, reason `off`). */
  enabled?: boolean;
  /** The server's site configuration (SITE_CONFIG, its JSON): what a fragment without `site` is rendered for. */
  serverSite?: string;
  /** A browser's preview of a version (its cookie, which nginx's includes pass on): rendered for it alone. */
  previews?: Previews;
  /** Looks up the product a fragment's props name by id, so the fragment shows it (and hydrates with it). */
  products?: ProductLookup;
}

/**
 * `GET /fragments/<remote>/` and `/fragments/<remote>/<module>/`: the HTML a CMS puts into a widget tag (server
 * side, e.g. nginx SSI), rendered as for the shop's own pages, one HTML for every screen (the widgets lay out by the
 * width of their boxes; nothing of the client's device is read); `props` and `site` are JSON query parameters, `url`
 * the address of the page it goes into (path and query; or the `X-Schaufenster-Page` header, as nginx's SSI passes
 * it), for a widget that reads it (search results: the search text). What it shows first is looked up before
 * rendering: the product a `productId` names, and the API answers a widget that reads the address names. It depends
 * on nothing of the shopper but the rollout cookie (while a rollout runs), so it is cacheable: `Cache-Control:
 * public`, an ETag over version, module, props, site, address and what was looked up (a changed price is a new
 * fragment), and `Link` names the loader script the page needs. A widget without a server render answers 503 with an empty body (and
 * the reason in `X-Schaufenster-Miss`), an unknown one 404: the CMS keeps its fallback (SSI: the include's stub).
 */
export async function fragmentRoutes(app: FastifyInstance, { widgets, loaderUrl = '/widgets/loader.js', enabled = true, serverSite, products, previews }: FragmentOptions): Promise<void> {
  const answer = async (request: FastifyRequest<{ Params: { remote: string; module?: string }; Querystring: FragmentQuery }>, reply: FastifyReply) => {
    // Switched off (a server build misbehaves): the CMS keeps its fallback, as for a render that failed.
    if (!enabled) return noteUnavailable(reply, 'server_render').code(503).header('cache-control', 'no-store').header('x-schaufenster-miss', 'off').send('');
    // Never indexed, and if a browser gets one after all (no nginx in front): scripts, forms and the origin sandboxed.
    reply.header('x-robots-tag', 'noindex').header('content-security-policy', FRAGMENT_POLICY);
    if (request.headers['sec-fetch-mode'] === 'navigate' || BROWSER_DOCUMENT.test(String(request.headers['sec-fetch-dest'] ?? ''))) {
      return plain(reply, 403, 'fragments are for server-side includes (nginx SSI, a CMS fetching them), not for browsers');
    }
    const { remote, module = 'mount' } = request.params;
    // A widget no remote exposes (`/fragments/header/constructor/` too): nothing to include, the CMS keeps its fallback.
    if (!isRemoteName(remote) || !Object.hasOwn(REMOTES[remote].exposes, `./${module}`)) return reply.code(404).header('cache-control', 'no-store').send('');
    const query = singleParameters(request.query);
    if ('repeated' in query) return plain(reply, 400, `${query.repeated} is given more than once`);
    const props = readJson(query.props);
    if (props === undefined) return plain(reply, 400, 'props is not valid JSON');
    if (query.site !== undefined && readJson(query.site) === undefined) return plain(reply, 400, 'site is not valid JSON');
    const site = query.site ?? serverSite;
    const pageUrl = query.url ?? oneValue(request.headers[PAGE_ADDRESS_HEADER.toLowerCase()]);
    if (pageUrl !== undefined && !isPagePath(pageUrl)) {
      return plain(reply, 400, `url (or the ${PAGE_ADDRESS_HEADER} header) is the path of the page with its query, e.g. /suche/?begriff=mantel`);
    }
    const rolloutKey = rolloutKeyFromCookies(request.headers.cookie ?? '');
    const widget = module === 'mount' ? remote : `${remote}/${module}`;
    const { registry, preview } = await previewedRegistry(previews, request, widgets.registry());
    const requests = pageUrl === undefined ? [] : widgets.requests(remote, module, props, rolloutKey, { site, pageUrl }, registry);
    const productId = productIdOf(props);
    const [found, answers] = await Promise.all([lookUpProducts(products, productId === undefined ? [] : [productId]), lookUpAnswers(request.server, requests)]);
    // Only a widget that reads the page's address is rendered for it (the others' fragments stay the same on every page).
    // Nothing of the client goes in (no device guess; a `viewport=` still sent is ignored): one body and ETag for all.
    const snapshot = {
      busValues: {},
      ...productsOfTag(props, found),
      ...(requests.length > 0 && { pageUrl, ...(answers.size > 0 && { answers: Object.fromEntries(answers) }) }),
    };
    const rendered = widgets.render(remote, module, props, rolloutKey, { site, snapshot }, registry);
    if ('reason' in rendered) {
      // An empty body: nginx's SSI shows the include's stub (the CMS's fallback) for it, not an error text.
      const status = rendered.reason === 'no-server-build' && rendered.version === undefined ? 404 : 503;
      return noteUnavailable(reply, 'server_render').code(status).header('cache-control', 'no-store').header('x-schaufenster-miss', rendered.reason).send('');
    }
    const etag = `"${createHash('sha256').update(JSON.stringify([rendered.version, widget, props, site ?? null, snapshot.products ?? null, snapshot.pageUrl ?? null, snapshot.answers ?? null])).digest('base64url').slice(0, 27)}"`;
    reply
      .header('cache-control', preview ? 'private, no-store' : `public, max-age=${FRAGMENT_MAX_AGE_S}`)
      // A render for the page's address differs by the header that named it (a shared cache must not mix pages).
      .header('vary', [hasRollouts(registry) || preview ? 'Cookie' : 'Accept-Encoding', ...(requests.length > 0 && query.url === undefined ? [PAGE_ADDRESS_HEADER] : [])].join(', '))
      .header('etag', etag)
      .header('link', `<${loaderUrl}>; rel=preload; as=script`)
      .header('x-schaufenster-version', rendered.version);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    // The site it was rendered for goes along: a page that declares none adopts it, one that declares another renders afresh.
    const markup = serverMarkup(widget, rendered.version, rendered.html, rendered.css, { ...snapshot, siteKey: rendered.siteKey, site });
    return reply.type('text/html; charset=utf-8').send(markup);
  };
  // Never compressed: a server-side include (nginx SSI) puts the bytes into its page as they come.
  app.get('/fragments/:remote/', { compress: false }, answer);
  app.get('/fragments/:remote/:module/', { compress: false }, answer);
}
