import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_TEXTS } from '../texts';
import { ApiError } from './api-error';
import { isOwnOrigin } from './request-origin';
import { assertAuthAgrees } from './route-table-agreement';

/** What a beacon's refusal from a foreign page calls what it carries (SERVER_TEXTS.foreignOrigin). */
export type BeaconWhat = Parameters<typeof SERVER_TEXTS.foreignOrigin>[0];

/** The CSRF checks a route can ask for: the session's flow id (auth calls), or a page of the shop as sender (beacons). */
export type CsrfCheck = 'flow' | { ownOrigin: BeaconWhat };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'user'`: only a logged-in customer's session reaches the handler (401 `not_logged_in` else); `'customer-page'`:
     * a page of SPEC section 6 only customers see (a visitor is sent to the login with a 302). Never cached either way.
     */
    auth?: 'user' | 'customer-page';
    /**
     * `'flow'`: the session cookie and the `x-cs-flow-id` of GET /api/s/c/ must match (428 `csrf_invalid` else);
     * `{ ownOrigin }`: the `Origin` must be a page of this shop or of ALLOWED_ORIGINS (403 `foreignOrigin` else).
     */
    csrf?: CsrfCheck;
  }
}

/** The session a request proved with its flow id (`csrf: 'flow'`), and its customer if logged in. */
export interface FlowSession {
  sessionId: string;
  userId: string | null;
}

/** The logged-in customer of a request (`auth: 'user'`) and the session it came with. */
export interface RouteCustomer {
  sessionId: string;
  userId: string;
}

/** The signed-in customer a customer page is rendered for. */
export interface PageCustomer {
  userId: string;
  sessionId: string;
  givenName: string;
}

/**
 * How the shop's sessions answer the concerns that need one (`csrf: 'flow'`, `auth`): the reference shop API's
 * (shop-api/session-concerns.ts), or none on a server without the shop's sessions, where a route that declares them
 * is refused when it is registered.
 */
export interface SessionConcerns {
  /** The session whose flow id the request proves (428 `csrf_invalid` else). */
  flow(request: FastifyRequest): Promise<FlowSession>;
  /** The logged-in customer (401 `not_logged_in` else): of the session `flow` proved when there is one, else of the cookie's. */
  customer(request: FastifyRequest, reply: FastifyReply, flow: FlowSession | undefined): Promise<RouteCustomer>;
  /** The signed-in customer of a customer page, or undefined once the visitor's redirect to the login is sent. */
  customerPage(request: FastifyRequest, reply: FastifyReply): Promise<PageCustomer | undefined>;
}

/** What the concerns of a route found out about its request, for the handler. */
interface Established {
  flow?: FlowSession;
  customer?: RouteCustomer;
  pageCustomer?: PageCustomer;
}

const established = new WeakMap<FastifyRequest, Established>();

/** What the checks need from the app. */
export interface RouteConcernSources {
  /** The shop's sessions, for the routes that declare `csrf: 'flow'` or `auth`. */
  sessions?: SessionConcerns;
  /** The server's own origin (`PUBLIC_ORIGIN`). */
  publicOrigin: string;
  /** The origins of other pages that carry the widgets (`ALLOWED_ORIGINS`). */
  allowedOrigins: readonly string[];
}

/** The 401 of a call only a logged-in customer may make (also for a body that names the customer's data, e.g. an address id). */
export function notLoggedIn(): ApiError {
  return new ApiError(401, 'not_logged_in', SERVER_TEXTS.not_logged_in);
}

/** Refuses a beacon from a page that is neither the shop's own nor one of ALLOWED_ORIGINS (a browser sends `Origin` with every POST). */
function requireOwnOrigin(request: FastifyRequest, sources: RouteConcernSources, what: BeaconWhat): void {
  const origin = request.headers.origin;
  if (isOwnOrigin(origin, request, sources.publicOrigin) || (origin !== undefined && sources.allowedOrigins.includes(origin))) return;
  throw new ApiError(403, 'foreignOrigin', SERVER_TEXTS.foreignOrigin(what));
}

/** Runs the checks a route declares, in the order the answers always had: CSRF first, then the login. */
function concernsHandler(sources: RouteConcernSources) {
  return async function enforceRouteConcerns(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const { auth, csrf } = request.routeOptions.config;
    const found: Established = {};
    // Registered only when they are there (installRouteConcerns): a route that needs them has them.
    const sessions = sources.sessions as SessionConcerns;
    if (csrf === 'flow') found.flow = await sessions.flow(request);
    else if (csrf) requireOwnOrigin(request, sources, csrf.ownOrigin);
    if (auth === 'user') found.customer = await sessions.customer(request, reply, found.flow);
    if (auth === 'customer-page') {
      const customer = await sessions.customerPage(request, reply);
      // The visitor's redirect to the login is sent: the handler does not run.
      if (!customer) return reply;
      found.pageCustomer = customer;
    }
    established.set(request, found);
    return undefined;
  };
}

/**
 * Makes `config: { auth, csrf }` of every route registered after it (in this app and its plugins) a check that runs
 * before the route's own preHandlers and its handler; the handler reads what the checks found with `customerOf` and
 * `flowSessionOf`. A route without them stays open.
 */
export function installRouteConcerns(app: FastifyInstance, sources: RouteConcernSources): void {
  const enforce = concernsHandler(sources);
  app.addHook('onRoute', (route) => {
    assertAuthAgrees(route);
    if (!route.config?.auth && !route.config?.csrf) return;
    if ((route.config.auth || route.config.csrf === 'flow') && !sources.sessions) {
      throw new Error(`${route.method} ${route.url} declares a check of the shop's session (auth or csrf: 'flow'), and this server has no shop sessions`);
    }
    route.preHandler = [enforce, ...[route.preHandler ?? []].flat()];
  });
}

/** What a declared concern found for the request; an error naming the route when the route does not declare it. */
function declared<K extends keyof Established>(request: FastifyRequest, key: K, concern: string): NonNullable<Established[K]> {
  const found = established.get(request)?.[key];
  if (!found) throw new Error(`${request.method} ${request.routeOptions.url} does not declare ${concern} in its route config`);
  return found;
}

/** The logged-in customer of a route that declares `auth: 'user'` (a programming error on any other). */
export function customerOf(request: FastifyRequest): RouteCustomer {
  return declared(request, 'customer', "auth: 'user'");
}

/** The signed-in customer a page that declares `auth: 'customer-page'` is rendered for (a programming error on any other). */
export function pageCustomerOf(request: FastifyRequest): PageCustomer {
  return declared(request, 'pageCustomer', "auth: 'customer-page'");
}

/** The session whose flow id a route that declares `csrf: 'flow'` checked (a programming error on any other). */
export function flowSessionOf(request: FastifyRequest): FlowSession {
  return declared(request, 'flow', "csrf: 'flow'");
}
