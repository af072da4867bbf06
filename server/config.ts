import { readMailIdentity, type MailIdentity } from '../shop-api/auth/mail-identity';
import { readShopLinks, type ShopLinks } from './config-links';
import { readServerSite, type ServerSite } from './config-site';
import { readStorage, type StorageSettings } from './config-storage';
import { readRemoteOrigins, readShopApiOrigin } from './config-remote-origins';
import { isIP } from 'node:net';
import type { ServiceContact } from '@schaufenster/shared/api';
import path from 'node:path';
import { PRODUCTION } from '../registry/registry';
import { distDir } from '../registry/registry-files';
import { MIN_PRODUCTS } from '../shop-api/product-catalog/build-catalog';
import { SEARCH_ENGINES, type SearchEngine } from '../shop-api/product-catalog/search-engines';
import { exactOriginProblem, ORIGIN_FORM } from '../server-kit/http/exact-origin';
import { isLoopbackHost } from '../registry/loopback-host';
import { readTrustProxy, type TrustProxy } from '../server-kit/http/trust-proxy-setting';
import { ConfigError } from '../server-kit/config-error';
import { readCookieSameSite, type CookieSameSite } from '../shop-api/server-session/cookie-policy';
import { SERVER_RENDER_BUDGET_MS } from '../widget-server/ssr/server-widgets';

/** Everything the demo server reads from its environment, with the embedded defaults (the links of answers and mails: config-links.ts). */
export interface ServerConfig extends ShopLinks, StorageSettings {
  host: string;
  port: number;
  /** The built widgets (`WIDGETS_DIST`, default `dist/widgets`). */
  widgetsDir: string;
  /** Whose registry pages load (`WIDGETS_ENV`, default production: registry.json; else registry.<env>.json). */
  environment: string;
  /** The origin shoppers reach the shop on (`PUBLIC_ORIGIN`): links in mails start with it unless SIGN_IN_URL says otherwise, never with a request's Host. */
  publicOrigin: string;
  /** The shop's site configuration for what renders without a page's own: fragments, pages without one, mail links (`SITE_CONFIG`, a JSON file). */
  site?: ServerSite;
  /** Whose the mails are: `SHOP_NAME`, `MAIL_FROM`, `MAIL_SIGNATURE`. */
  mail: MailIdentity;
  /** `TRUST_PROXY`: whose forwarding headers give the client address and protocol; off by default. */
  trustProxy: TrustProxy;
  /** Whether only this machine reaches the server: it listens on loopback, PUBLIC_ORIGIN is loopback, no TRUST_PROXY. */
  loopbackOnly: boolean;
  /** Development pages (/dev/outbox/ with every code and reset link): only for a server nobody else can reach (`loopbackOnly`). */
  devPages: boolean;
  /** SameSite of the session cookie (`COOKIE_SAMESITE`, default lax; none only over HTTPS). */
  cookieSameSite: CookieSameSite;
  /** How many server processes share the port (`WEB_CONCURRENCY`, default 1; more only with DATABASE_URL). */
  webConcurrency: number;
  /** Where searches run (`SEARCH_ENGINE`, default memory). */
  searchEngine: SearchEngine;
  /** How many products the first start seeds at least (`CATALOG_PRODUCTS`, default MIN_PRODUCTS). */
  catalogProducts: number;
  /** The image host every storefront page preconnects to (`IMAGE_ORIGIN`, default `http://localhost:<port>`). */
  imageOrigin: string;
  /** Origins whose pages may call the API with cookies and be returned to after a logout (`ALLOWED_ORIGINS`, comma-separated exact origins; CORS). */
  allowedOrigins: string[];
  /** Origins besides this server's that may serve remotes (`REMOTE_ORIGINS`, space-separated https origins): a team's CDN (`npm run register`). */
  remoteOrigins: string[];
  /** The shop's own backend the widget server asks through the API contract (`SHOP_API_ORIGIN`); none: the reference shop API in process. */
  shopApiOrigin: string | undefined;
  /** Log method and path of each request (`LOG_REQUESTS=1`; never cookies, headers or query strings). */
  logRequests: boolean;
  /** Send the outbox's mails through this SMTP server too (`SMTP_URL`). */
  smtpUrl?: string;
  /** The customer-service contact the forgot-password answer and the code limit name (`SERVICE_PHONE`, `SERVICE_EMAIL`). */
  service: ServiceContact;
  /** The key that opens the widget catalog /widgets/ on a server others reach (`WIDGET_CATALOG_TOKEN`); without it only `loopbackOnly` shows it. */
  widgetCatalogToken?: string;
  /** How long a stopping server lets the requests in flight finish before it cuts them (`DRAIN_SECONDS`, default 10 s). */
  drainMs: number;
  /** How long a stopping server answers, not ready, before it drains (`PRE_STOP_SECONDS`; 5 s, 0 on loopback only). */
  preStopMs: number;
  /** Render the widget tags of every page on the server (`SERVER_RENDER`, default on; off sends the tags' fallbacks). */
  serverRender: boolean;
  /** How long one tag's server render may take before the tag keeps its fallback (`SERVER_RENDER_BUDGET_MS`, default 50). */
  serverRenderBudgetMs: number;
}

const repoRoot = path.join(__dirname, '..');

/** The default port of the demo. */
export const DEFAULT_PORT = 3000;

/** The default listening address: loopback, so only this machine reaches the demo (and its outbox). */
export const DEFAULT_HOST = '127.0.0.1';

function readPort(value: string | undefined): number {
  const port = value === undefined || value === '' ? DEFAULT_PORT : Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new ConfigError(`PORT must be a port number (0-65535), got "${value}"`);
  return port;
}

/** The host part of a URL for a listening address: IPv6 in brackets, a wildcard address as localhost. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return isIP(host) === 6 ? `[${host}]` : host;
}

/** PUBLIC_ORIGIN as `scheme://host[:port]`; the demo's own address when unset outside production. */
function readPublicOrigin(env: NodeJS.ProcessEnv, host: string, port: number): string {
  const value = env.PUBLIC_ORIGIN?.trim() ?? '';
  if (value === '') {
    if (env.NODE_ENV === 'production') {
      throw new ConfigError('PUBLIC_ORIGIN must be set when NODE_ENV=production: the origin shoppers reach the shop on, e.g. https://shop.example (links in mails start with it)');
    }
    if (port === 0) throw new ConfigError('PUBLIC_ORIGIN must be set with PORT=0: the port the links in mails need is not known before the server listens');
    return `http://${urlHost(host)}:${port}`;
  }
  const malformed = new ConfigError(`PUBLIC_ORIGIN must be an origin (http or https, a host, an optional port; no path, query or credentials), e.g. https://shop.example, got "${value}"`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw malformed;
  }
  const onlyOrigin = url.pathname === '/' && url.search === '' && url.hash === '' && !value.includes('#') && !value.includes('?');
  if (!['http:', 'https:'].includes(url.protocol) || url.hostname === '' || url.username !== '' || url.password !== '' || !onlyOrigin) throw malformed;
  return url.origin;
}

/** ALLOWED_ORIGINS: a comma-separated list of exact origins (empty entries skipped); anything else names the entry that is not one. */
function readAllowedOrigins(value: string | undefined): string[] {
  const origins = (value ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  for (const origin of origins) {
    const problem = exactOriginProblem(origin);
    if (problem) throw new ConfigError(`ALLOWED_ORIGINS entry "${origin}" is not an origin: ${problem}. An origin is ${ORIGIN_FORM}`);
  }
  return origins;
}

/** The most server processes WEB_CONCURRENCY may ask for. */
export const MAX_WEB_CONCURRENCY = 64;

/** The largest catalog CATALOG_PRODUCTS may ask for. */
export const MAX_CATALOG_PRODUCTS = 500_000;

function readCount(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const count = Number(value);
  if (!/^\d+$/.test(value.trim()) || count < 1 || count > max) throw new ConfigError(`${name} must be a whole number from 1 to ${max}, got "${value}"`);
  return count;
}

/**
 * WEB_CONCURRENCY: several processes need a database they can all open. PGlite lives inside one process (its
 * files must never be opened by two), so with it only one process may run.
 */
function readWebConcurrency(env: NodeJS.ProcessEnv): number {
  const processes = readCount('WEB_CONCURRENCY', env.WEB_CONCURRENCY, 1, MAX_WEB_CONCURRENCY);
  if (processes > 1 && !env.DATABASE_URL) {
    throw new ConfigError(
      `WEB_CONCURRENCY=${processes} needs DATABASE_URL: the embedded PGlite database belongs to one process and cannot be shared. Set DATABASE_URL to a PostgreSQL server for several processes, or leave WEB_CONCURRENCY unset (1)`,
    );
  }
  return processes;
}

function readSearchEngine(value: string | undefined): SearchEngine {
  if (value === undefined || value === '') return 'memory';
  const engine = SEARCH_ENGINES.find((known) => known === value);
  if (!engine) throw new ConfigError(`SEARCH_ENGINE must be one of ${SEARCH_ENGINES.join(', ')}, got "${value}"`);
  return engine;
}

/** What a widget catalog token must be: long enough not to be guessed, and sendable in a header or form as it is. */
const CATALOG_TOKEN = /^[A-Za-z0-9._~-]{32,256}$/;

/** WIDGET_CATALOG_TOKEN: unset, or a random key; a malformed one stops the start without repeating it (a start-up log must not hold it). */
function readWidgetCatalogToken(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!CATALOG_TOKEN.test(value)) {
    throw new ConfigError(
      `WIDGET_CATALOG_TOKEN must be 32 to 256 characters of letters, digits and . _ ~ - (e.g. the output of "openssl rand -hex 32"); the value set (${value.length} characters) is not shown`,
    );
  }
  return value;
}

/** The default of DRAIN_SECONDS: long enough for any request of the shop, short of the 30 s most supervisors wait before SIGKILL. */
export const DEFAULT_DRAIN_SECONDS = 10;

/** The longest drain DRAIN_SECONDS may ask for. */
export const MAX_DRAIN_SECONDS = 600;

/** DRAIN_SECONDS: whole seconds, 0 (cut at once) to MAX_DRAIN_SECONDS. */
function readDrainMs(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_DRAIN_SECONDS * 1000;
  const seconds = Number(value);
  if (!/^\d+$/.test(value.trim()) || seconds > MAX_DRAIN_SECONDS) {
    throw new ConfigError(`DRAIN_SECONDS must be a whole number of seconds from 0 to ${MAX_DRAIN_SECONDS}, got "${value}"`);
  }
  return seconds * 1000;
}

/**
 * The default of PRE_STOP_SECONDS behind a load balancer: a few of its health checks' intervals, time to see `/readyz`
 * say draining and to send the next requests elsewhere.
 */
export const DEFAULT_PRE_STOP_SECONDS = 5;

/** The longest pre-stop period PRE_STOP_SECONDS may ask for. */
export const MAX_PRE_STOP_SECONDS = 120;

/** A server render's budget is at most a minute: a page waits for its renders (a slower one is thrown away after it ran). */
const MAX_SERVER_RENDER_BUDGET_MS = 60_000;

/**
 * PRE_STOP_SECONDS: whole seconds, 0 to MAX_PRE_STOP_SECONDS. A server only this machine reaches has no balancer to
 * wait for: it stops at once by default (the demo, the tests and `npm run dev` restart on the same port).
 */
function readPreStopMs(value: string | undefined, loopbackOnly: boolean): number {
  if (value === undefined || value.trim() === '') return loopbackOnly ? 0 : DEFAULT_PRE_STOP_SECONDS * 1000;
  const seconds = Number(value);
  if (!/^\d+$/.test(value.trim()) || seconds > MAX_PRE_STOP_SECONDS) {
    throw new ConfigError(`PRE_STOP_SECONDS must be a whole number of seconds from 0 to ${MAX_PRE_STOP_SECONDS}, got "${value}"`);
  }
  return seconds * 1000;
}

/** SERVER_RENDER: `on` (default) or `off`, the operator's switch while a widget's server build misbehaves. */
function readServerRender(value: string | undefined): boolean {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'on') return true;
  if (setting === 'off') return false;
  throw new ConfigError(`SERVER_RENDER must be on or off (off sends the pages with the tags' fallbacks and the browser mounts every widget), got "${value}"`);
}

/** The demo's service contact: hotline 9:00-16:00 on weekdays (SPEC section 9), overridable by environment. */
export function readServiceContact(env: NodeJS.ProcessEnv): ServiceContact {
  const phone = env.SERVICE_PHONE ?? '';
  return {
    isServicePhoneAvailable: phone !== '',
    serviceHotlineStart: '9:00',
    serviceHotlineEnd: '16:00',
    servicePhoneNumber: phone,
    servicePhoneNumberPlain: phone.replace(/[^\d+]/g, ''),
    serviceEmailAdress: env.SERVICE_EMAIL ?? 'service@schaufenster.example',
  };
}

/** Reads the configuration; a malformed setting is an error naming it, never a silent default. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const host = env.HOST || DEFAULT_HOST;
  const port = readPort(env.PORT);
  const publicOrigin = readPublicOrigin(env, host, port);
  const trustProxy = readTrustProxy(env.TRUST_PROXY);
  // The one place this is decided, from where the server can be reached, not from NODE_ENV: a server listening on a
  // loopback address is reachable from this machine only, unless a proxy forwards to it (TRUST_PROXY set) or
  // shoppers reach it on another origin (PUBLIC_ORIGIN not loopback).
  const loopbackOnly = isLoopbackHost(host) && isLoopbackHost(new URL(publicOrigin).hostname) && trustProxy === false;
  const site = readServerSite(env);
  return {
    host,
    port,
    ...readStorage(env, repoRoot),
    widgetsDir: distDir(env),
    environment: env.WIDGETS_ENV || PRODUCTION,
    publicOrigin,
    site,
    mail: readMailIdentity(env, readServiceContact(env).serviceEmailAdress),
    ...readShopLinks(env, publicOrigin, site?.config),
    trustProxy,
    loopbackOnly,
    devPages: loopbackOnly,
    cookieSameSite: readCookieSameSite(env, publicOrigin),
    webConcurrency: readWebConcurrency(env),
    searchEngine: readSearchEngine(env.SEARCH_ENGINE),
    catalogProducts: readCount('CATALOG_PRODUCTS', env.CATALOG_PRODUCTS, MIN_PRODUCTS, MAX_CATALOG_PRODUCTS),
    imageOrigin: env.IMAGE_ORIGIN || `http://localhost:${port}`,
    allowedOrigins: readAllowedOrigins(env.ALLOWED_ORIGINS),
    remoteOrigins: readRemoteOrigins(env.REMOTE_ORIGINS),
    shopApiOrigin: readShopApiOrigin(env.SHOP_API_ORIGIN),
    logRequests: env.LOG_REQUESTS === '1',
    smtpUrl: env.SMTP_URL || undefined,
    service: readServiceContact(env),
    widgetCatalogToken: readWidgetCatalogToken(env.WIDGET_CATALOG_TOKEN),
    drainMs: readDrainMs(env.DRAIN_SECONDS),
    preStopMs: readPreStopMs(env.PRE_STOP_SECONDS, loopbackOnly),
    serverRender: readServerRender(env.SERVER_RENDER),
    serverRenderBudgetMs: readCount('SERVER_RENDER_BUDGET_MS', env.SERVER_RENDER_BUDGET_MS, SERVER_RENDER_BUDGET_MS, MAX_SERVER_RENDER_BUDGET_MS),
  };
}
