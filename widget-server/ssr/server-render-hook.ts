import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from '../../registry/registry';
import { ROLLOUT_COOKIE, rolloutKeyFromCookies } from '../../loader/rollout';
import type { Shop } from '../shop/shop';
import { cspNonce } from '../../server-kit/http/csp-nonce';
import { lookUpProducts } from './product-lookup';
import { lookUpAnswers } from './look-up-answers';
import { pageRequests, productIdsOfPage, renderPageWidgets } from './render-page-widgets';
import { previewedRegistry, type Previews } from '../widget-catalog/preview';
import { hasRollouts, type ServerWidgets } from './server-widgets';
import { shopperValues } from './shopper-values';

/** A year, as the loader keeps its rollout cookie. */
const ROLLOUT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Registries an answer's page reads instead of the store's (fixtures): the server renders from the same one. */
const pageRegistries = new WeakMap<FastifyReply, Registry>();

/** Answers whose server render leaves the shopper out (the database is away: looking them up would wait for it again). */
const withoutShopper = new WeakSet<FastifyReply>();

/** Renders this answer's widget tags as for a visitor: no session or cart looked up. */
export function renderWithoutShopper(reply: FastifyReply): void {
  withoutShopper.add(reply);
}

/**
 * Makes the server render this answer's widget tags from `registry`, the one its page's loader is pointed at: for the
 * browser tests' failure fixtures (test/server/fixtures/).
 * @internal
 */
export function renderFromRegistry(reply: FastifyReply, registry: Registry): void {
  pageRegistries.set(reply, registry);
}

/** Appends a Set-Cookie to an answer whose cookies were already serialized (onSend runs after the cookie plugin's). */
function appendSetCookie(reply: FastifyReply, cookie: string): void {
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...list, cookie]);
}

/**
 * The onSend hook that renders the widget tags of every HTML page on the server. A shopper without a rollout key
 * gets one (cookie) while a rollout runs, so the page's server and its loader pick the same versions. The shop's
 * products that tags name by id are looked up first, so their first HTML shows them, and the shopper's session.
 */
export function serverRenderHook(
  widgets: ServerWidgets,
  { registryUrl, shop, failingRenders, serverSite, previews }: { registryUrl: string; shop?: Shop; failingRenders?: (request: FastifyRequest) => ReadonlySet<string>; serverSite?: string; previews?: Previews },
) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('text/html') || !payload.includes('data-widget=')) return payload;
    const fixture = pageRegistries.get(reply);
    // Read once for the page: every tag renders from the same registry (and the store's file is looked at once).
    // A browser that previews a version (widget catalog) sees it rendered, in a page of its own that nothing caches.
    const { registry, preview } = fixture ? { registry: fixture, preview: undefined } : await previewedRegistry(previews, request, widgets.registry());
    if (preview) reply.header('cache-control', 'private, no-store');
    let rolloutKey = rolloutKeyFromCookies(request.headers.cookie ?? '');
    if (rolloutKey === undefined && hasRollouts(registry)) {
      rolloutKey = randomUUID();
      appendSetCookie(reply, `${ROLLOUT_COOKIE}=${rolloutKey}; Path=/; Max-Age=${ROLLOUT_COOKIE_MAX_AGE_S}; SameSite=Lax`);
    }
    const failing = failingRenders?.(request);
    reply.header('vary', [reply.getHeader('vary'), 'cookie'].filter(Boolean).join(', '));
    const databaseAway = withoutShopper.has(reply);
    const nonce = cspNonce(reply);
    const context = { registryUrl, registry, readsFixture: fixture !== undefined, rolloutKey, failing, nonce, serverSite, pageUrl: request.url };
    // What the page's widgets show first is looked up before rendering: the products its tags name by id, and the API
    // answers they read (a search results listing for the page's address).
    const [busValues, pageProducts, answers] = await Promise.all([
      shop && !databaseAway ? shopperValues(shop, request) : {},
      lookUpProducts(databaseAway ? undefined : shop?.products, productIdsOfPage(payload, nonce)),
      lookUpAnswers(request.server, pageRequests(payload, widgets, context)),
    ]);
    // A page rendered for this shopper is theirs alone.
    if (Object.keys(busValues).length > 0 && !String(reply.getHeader('cache-control') ?? '').includes('no-store')) reply.header('cache-control', 'private, no-store');
    // Nothing of the request's device goes in: the widgets lay out by their boxes, so one HTML serves every screen.
    const snapshot = { busValues };
    return renderPageWidgets(payload, widgets, { ...context, snapshot, products: pageProducts, answers });
  };
}
