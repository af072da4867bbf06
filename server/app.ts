import { API_PREFIX } from '@schaufenster/shared/api';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { DEV_ENVIRONMENT, registryFile } from '../registry/registry';
import { answerUnknownPage, pageRoutes } from '../demo-cms/page-routes';
import { createPageRenderer } from '../demo-cms/render';
import { fragmentRoutes } from '../widget-server/ssr/fragment-routes';
import { inProcessShop } from './in-process-shop';
import { httpShop } from '../widget-server/shop/http-shop';
import { serverRenderHook } from '../widget-server/ssr/server-render-hook';
import { createServerWidgets } from '../widget-server/ssr/server-widgets';
import { widgetCatalogRoutes } from '../demo-cms/widget-catalog/widget-catalog-routes';
import type { AuthContext } from '../shop-api/auth/auth-context';
import { readServiceContact } from './config';
import { defaultOrdersUrl } from './config-links';
import { readMailIdentity } from '../shop-api/auth/mail-identity';
import { DEMO_HELP_PATHS, type HelpPaths } from '../shop-api/product-catalog/help-paths';
import type { MailDelivery } from '../shop-api/auth/outbox';
import { authRoutes } from '../shop-api/auth/auth-routes';
import { outboxRoutes } from '../shop-api/auth/outbox-routes';
import { devBuildStamp } from '../widget-server/dev/dev-builds';
import { DEV_BUILD_EVENT, DEV_RELOAD_PATH, devReloadRoutes } from '../widget-server/dev/dev-reload-routes';
import { defaultSignInUrl } from '../shop-api/auth/sign-in-url';
import { PasswordHasher } from '../shop-api/auth/passwords';
import { answerRequestIds } from '../server-kit/http/request-id';
import { fastifyTrustProxy, type TrustProxy } from '../server-kit/http/trust-proxy-setting';
import type { Database } from '../server-kit/db/database';
import type { ServerExtension } from './server-extension';
import { AfterReply } from '../server-kit/http/after-reply';
import { assertSafeInput } from '../server-kit/http/body-guard';
import { apiCors } from '../server-kit/http/cors';
import { securityHeaders } from '../server-kit/http/security-headers';
import { registryOriginsHeader } from '../widget-server/field-data/registry-origins';
import { createRemoteBundles, REMOTE_BUNDLES_FOLDER } from '../widget-server/ssr/remote-bundles';
import { followRegistry } from '../widget-server/ssr/follow-registry';
import { errorHandlerWith } from '../server-kit/http/error-handler';
import { outagePage } from '../demo-cms/outage-page';
import { installClock } from '../server-kit/http/clock';
import { installRouteConcerns } from '../server-kit/http/route-concerns';
import { shopSessionConcerns } from '../shop-api/session-concerns';
import { portOf } from '../server-kit/http/loopback';
import { installGracefulClose } from '../server-kit/http/graceful-close';
import { healthRoutes, type StartupState } from '../server-kit/http/health-routes';
import { HTTP_SERVER_OPTIONS } from '../server-kit/http/server-options';
import { HOUSEKEEPING_INTERVAL_MS, startHousekeeping } from '../shop-api/housekeeping/housekeeping';
import { addressRoutes } from '../shop-api/addresses/address-routes';
import { cartRoutes } from '../shop-api/cart/cart-routes';
import { catalogRoutes } from '../shop-api/product-catalog/search-routes';
import { DEMO_PRODUCT_PATH } from '../shop-api/product-catalog/product-path';
import type { SearchEngine } from '../shop-api/product-catalog/search-engines';
import { orderRoutes } from '../shop-api/orders/order-routes';
import type { CookieSameSite } from '../shop-api/server-session/cookie-policy';
import { logoutRoutes } from '../shop-api/server-session/logout-routes';
import { sessionRoutes } from '../shop-api/server-session/session-routes';
import { staticRoutes } from '../widget-server/static/static-routes';
import { assetRoutes } from '../demo-cms/asset-routes';
import { KnownVersions } from '../widget-server/field-data/known-versions';
import { mountReportRoutes } from '../widget-server/field-data/mount-report-routes';
import { Previews } from '../widget-server/widget-catalog/preview';
import { previewRegistryHook, previewRoutes } from '../widget-server/widget-catalog/preview-routes';
import { RolloutHalts } from '../widget-server/field-data/rollout-halt';
import { metricsRoutes } from './metrics/metrics-routes';
import { countAnswers, createServerMetrics, type ServerMetrics } from './metrics/server-metrics';
import { pageEventsRoutes } from '../widget-server/field-data/page-events-routes';
import { pageVitalsRoutes } from '../widget-server/field-data/page-vitals-routes';

/** What the app needs from its environment. */
export interface AppOptions {
  db: Database;
  widgetsDir: string;
  /** Origin of product images, preconnected from every storefront page. */
  imageOrigin: string;
  /** The pattern of product paths in API answers (`PRODUCT_PATH`); the demo's pages keep `/p/<slug>/` whatever it says. */
  productPath?: string;
  /** Where help hits of search answers lead (`HELP_PATH`, `INFO_PATH`, `HELP_HOME_PATH`); the demo's pages by default. */
  helpPaths?: HelpPaths;
  /** What a test setup adds (the browser tests' failure fixtures); never a production server's. */
  extension?: ServerExtension;
  /** Development pages such as /dev/outbox/ (they show codes and links: `ServerConfig.devPages` decides). */
  devPages?: boolean;
  /** Only this machine reaches the server (`ServerConfig.loopbackOnly`): the widget catalog is open, mount beacons need no limit per network. */
  loopbackOnly?: boolean;
  /** The key that opens the widget catalog anywhere else (`WIDGET_CATALOG_TOKEN`); without it the catalog exists on loopback-only servers only. */
  widgetCatalogToken?: string;
  /** The origin shoppers reach the shop on (`PUBLIC_ORIGIN`); never taken from a request. */
  publicOrigin: string;
  /** The sign-in page reset links in mails open (`SIGN_IN_URL`); the demo's `/authenticate/` on `publicOrigin` by default. */
  signInUrl?: string;
  /** The shop's page of a customer's orders, linked from order confirmations (`ORDERS_URL`); the demo's on `publicOrigin` by default. */
  ordersUrl?: string;
  /** Whose `X-Forwarded-*` headers set `request.ip` and `request.protocol` (`TRUST_PROXY`); none by default. */
  trustProxy?: TrustProxy;
  /** Log method and path of every request (`LOG_REQUESTS`). */
  logger?: boolean;
  /** Log failures (database outages, 500s) even without request lines; off in tests, on in the server. */
  logErrors?: boolean;
  /** Whose registry pages load: production (registry.json, the default) or another environment. */
  environment?: string;
  /** Other origins that may call the API from a browser (CORS); none by default. */
  allowedOrigins?: readonly string[];
  /** Origins besides this server's that may serve remotes (`REMOTE_ORIGINS`): the pages' CSP and the registry answers name them; none by default. */
  remoteOrigins?: readonly string[];
  /** A shop's own backend the widget server asks through the API contract; none: the reference shop API in this process. */
  shopApiOrigin?: string;
  /** Where server bundles of remotes on those origins are downloaded to (`DATA_DIR/remote-server-bundles`); a dotfolder of the store by default. */
  remoteBundlesDir?: string;
  /** SameSite of the session cookie: lax (default) or none (pages on another site; HTTPS only). */
  cookieSameSite?: CookieSameSite;
  /**
   * Overrides of the auth context: a cheaper hasher or a movable clock in tests, SMTP, the service contact,
   * and `outbox: 'full'` to store mails with their codes and links (only for the dev outbox page; default redacted).
   */
  auth?: Partial<Omit<AuthContext, 'db' | 'signInUrl'>>;
  /** How often expired sessions, codes, reset links and throttle rows are purged. */
  housekeepingIntervalMs?: number;
  /** Where searches run (`SEARCH_ENGINE`): the in-memory index by default. */
  searchEngine?: SearchEngine;
  /** Render every page's widget tags on the server (`SERVER_RENDER`); off sends the tags' fallbacks. On by default. */
  serverRender?: boolean;
  /** How long one widget's server render may take (SERVER_RENDER_BUDGET_MS unless given). */
  serverRenderBudgetMs?: number;
  /** The shop's site configuration (`SITE_CONFIG`, its JSON): fragments and pages that declare none are rendered for it. */
  serverSite?: string;
  /** The process's metrics (`GET /metrics`); a registry of the app's own by default. */
  metrics?: ServerMetrics;
  /** Where `GET /metrics` gets the figures of every server process (WEB_CONCURRENCY); the app's own by default. */
  gatherMetrics?: () => Promise<string>;
  /** What a server that started without its database still waits for (`/readyz` says so); nothing by default. */
  startup?: StartupState;
  /**
   * What signs the widget catalog's previews where no catalog key is set (with one, the catalog's key signs them, and
   * every server that shares it honours the same previews): the key the server's supervisor made at its start, which
   * its processes share; a key of the app's own by default.
   */
  previewKey?: string;
}

/** Paths whose 404 is plain: files and API calls, never an HTML page. */
const PLAIN_NOT_FOUND = /^\/(widgets|fonts|assets|images|__fixtures__|dev)\//;

/** The demo server: CMS pages, built remotes, site assets and the shop API. */
export async function buildApp({
  db,
  widgetsDir,
  imageOrigin,
  productPath = DEMO_PRODUCT_PATH,
  helpPaths = DEMO_HELP_PATHS,
  extension,
  devPages = false,
  loopbackOnly = false,
  widgetCatalogToken,
  publicOrigin,
  signInUrl = defaultSignInUrl(publicOrigin),
  ordersUrl = defaultOrdersUrl(publicOrigin),
  trustProxy = false,
  logger = false,
  logErrors = false,
  auth = {},
  allowedOrigins = [],
  remoteOrigins = [],
  shopApiOrigin,
  remoteBundlesDir = path.join(widgetsDir, `.${REMOTE_BUNDLES_FOLDER}`),
  cookieSameSite = 'lax',
  environment,
  housekeepingIntervalMs = HOUSEKEEPING_INTERVAL_MS,
  searchEngine = 'memory',
  serverRender = true,
  serverRenderBudgetMs,
  serverSite,
  metrics = createServerMetrics(db),
  gatherMetrics,
  startup,
  previewKey = randomBytes(32).toString('base64url'),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger || logErrors
        ? {
            // Request lines are info; without LOG_REQUESTS only warnings and errors are written.
            level: logger ? 'info' : 'warn',
            // Never log cookies, headers or query strings: they carry session tokens, e-mail addresses and click ids.
            serializers: { req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url.split('?')[0] }) },
          }
        : false,
    ...HTTP_SERVER_OPTIONS,
    trustProxy: fastifyTrustProxy(trustProxy),
  });
  app.decorate('sessionCookieSameSite', cookieSameSite);
  app.decorate('servedOverHttps', publicOrigin.startsWith('https:'));
  installGracefulClose(app);
  const now = auth.now ?? (() => new Date());
  installClock(app, now);
  // Before any route: `config: { auth, csrf }` of every route becomes its checks.
  installRouteConcerns(app, { sessions: shopSessionConcerns(db), publicOrigin, allowedOrigins });
  const registryUrl = `/widgets/${registryFile(environment)}`;
  const development = environment === DEV_ENVIRONMENT;
  // Dev pages reload after each completed `npm run dev` build: same-origin events, which the pages' CSP allows as it is.
  const liveReload = development ? { stream: DEV_RELOAD_PATH, event: DEV_BUILD_EVENT, build: () => devBuildStamp(widgetsDir) } : undefined;
  const renderer = createPageRenderer({ imageOrigin, registryUrl, development, liveReload });

  // Set before any route: every plugin inherits it. No stack trace, SQL or driver message reaches an answer.
  // A browser asking for a page during a database outage gets the German error page, the API its JSON.
  app.setErrorHandler(errorHandlerWith(outagePage(renderer)));
  app.addHook('preValidation', async (request) => {
    assertSafeInput(request.body);
    assertSafeInput(request.query);
    assertSafeInput(request.params);
  });

  answerRequestIds(app);
  // Before any route, so that every answer is counted.
  countAnswers(app, metrics);
  app.addHook('onSend', securityHeaders(imageOrigin, remoteOrigins));
  app.addHook('onSend', registryOriginsHeader(remoteOrigins));
  // Only the configured origins may call the API cross-origin, with cookies; everyone else gets no CORS headers.
  apiCors(app, allowedOrigins, publicOrigin);
  await app.register(fastifyCookie);
  // Pages, widget files and API answers gzipped for clients that accept it (a page's HTML 24.5 -> 6 KB, loader.js
  // 95 -> 33 KB on the wire). Level 6: brotli's default (11) costs too much per answer. After the hooks above, before
  // every route: the page's server render sees the HTML as text, and compression comes last.
  await app.register(fastifyCompress, { encodings: ['gzip'], threshold: 1024 });
  // A browser may preview one version of a remote (the widget catalog's Vorschau): pages, fragments and its registry show it.
  const previews = new Previews(widgetsDir, widgetCatalogToken ?? previewKey);
  extension?.hooks(app);
  // Every page's widget tags rendered on the server, in the versions its loader will hydrate.
  const remoteBundles = createRemoteBundles({ dir: remoteBundlesDir, allowedOrigins: remoteOrigins, log: (level, message) => app.log[level](message) });
  const serverWidgets = createServerWidgets({ widgetsDir, environment, onRender: metrics.onRender, budgetMs: serverRenderBudgetMs, remoteBundles });
  if (serverRender && remoteOrigins.length > 0) followRegistry(app, serverWidgets);
  // What a tag names by id is looked up before its render, so that its first HTML shows the product.
  const shop = shopApiOrigin ? httpShop(shopApiOrigin) : inProcessShop(db, { imageOrigin, productPath });
  if (serverRender) app.addHook('onSend', serverRenderHook(serverWidgets, { registryUrl, shop, failingRenders: extension?.failingRenders, serverSite, previews }));
  app.addHook('onRequest', previewRegistryHook({ registryUrl, registry: () => serverWidgets.registry(), previews }));
  await app.register(fragmentRoutes, { widgets: serverWidgets, enabled: serverRender, serverSite, products: shop.products, previews });
  await app.register(healthRoutes, { db, startup });
  await app.register(staticRoutes, { widgetsDir });
  await app.register(assetRoutes);
  await app.register(sessionRoutes, { db });
  await app.register(logoutRoutes, { db, publicOrigin, allowedOrigins });
  // Tests build the app without an environment: the demo's contact and mail identity.
  const service = auth.service ?? readServiceContact({});
  const mails = {
    db,
    transport: auth.transport,
    // Codes and links are kept in the outbox table only when asked for (the demo's dev outbox page).
    outbox: auth.outbox ?? 'redacted',
    mail: auth.mail ?? readMailIdentity({}, service.serviceEmailAdress),
  } satisfies MailDelivery;
  const afterReply = auth.afterReply ?? new AfterReply();
  await app.register(authRoutes, { ...mails, hasher: auth.hasher ?? new PasswordHasher(), now, service, signInUrl, afterReply });
  if (devPages) await app.register(outboxRoutes, { db, publicOrigin });
  if (development) await app.register(devReloadRoutes, { widgetsDir });
  await app.register(cartRoutes, { db, imageOrigin, productPath });
  await app.register(addressRoutes, { db, imageOrigin });
  await app.register(orderRoutes, { db, imageOrigin, productPath, mails, afterReply, ordersUrl });
  await app.register(catalogRoutes, { db, imageOrigin, productPath, helpPaths, searchEngine });
  // The released versions, read once for both beacons that count them, rescanned by the app's clock.
  const known = new KnownVersions(widgetsDir, environment, () => now().getTime());
  // A rollout whose failures climb is halted by the beacons that report them (the registry file decides across processes).
  const halts = new RolloutHalts(db, widgetsDir, {
    onHalt: ({ environment: halted, remote, version }, figures) => app.log.warn({ environment: halted, remote, version, ...figures }, 'rollout halted automatically'),
    onHaltFailed: ({ remote, version }, error) => app.log.error({ remote, version, error: error instanceof Error ? error.message : typeof error }, 'rollout halt failed'),
  });
  // A previewing browser's beacons count nowhere: its pages are no shopper's.
  const beacons = { db, shop, environment, limitPerNetwork: !loopbackOnly, previewing: (request: FastifyRequest) => previews.of(request) !== undefined };
  await app.register(mountReportRoutes, { ...beacons, known, onMounts: metrics.onMounts, halts });
  await app.register(pageVitalsRoutes, { ...beacons, known });
  await app.register(pageEventsRoutes, beacons);
  await app.register(pageRoutes, { renderer, db, imageOrigin });
  // The catalog's access decides for the metrics too: both are for the shop's own people.
  const access = { loopbackOnly, token: widgetCatalogToken, fallbackPort: portOf(publicOrigin) };
  await app.register(widgetCatalogRoutes, { renderer, db, widgetsDir, environment, access });
  await app.register(previewRoutes, { previews, access, publicOrigin });
  await app.register(metricsRoutes, { metrics, access, gather: gatherMetrics });
  await extension?.routes(app, { widgetsDir, renderer });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith(API_PREFIX)) return reply.code(404).send({ message: 'Not Found', error: { code: 'not_found' } });
    if (PLAIN_NOT_FOUND.test(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return answerUnknownPage(renderer, request, reply);
  });
  const housekeeping = startHousekeeping({
    db,
    clock: now,
    intervalMs: housekeepingIntervalMs,
    // Only the error's class: driver messages can carry values of the rows.
    onError: (error) => app.log.error({ error: error instanceof Error ? error.name : typeof error }, 'housekeeping failed'),
  });
  app.addHook('onClose', () => housekeeping.stop());
  return app;
}
