import { API } from '@schaufenster/shared/api';
import type { FastifyInstance } from 'fastify';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../shop-api/server-session/tokens';

/** The session cookie in a Set-Cookie header, under either name the server gives it. */
const SET_SESSION_COOKIE = new RegExp(`(${SECURE_SESSION_COOKIE}|${SESSION_COOKIE})=([^;]*)`);

/** The Fetch Metadata a browser sends when the shopper clicks a link of the page's own origin (a top-level navigation). */
export const LINK_CLICK: Readonly<Record<string, string>> = {
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-user': '?1',
};

/** One request as the client sends it. */
export interface ClientRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** One answer as a transport delivers it, before the client reads it. */
interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** How a client reaches the app: Fastify's inject or real HTTP. */
export type Transport = (request: ClientRequest) => Promise<RawAnswer>;

/** Fastify's inject from `ip`: tests of per-IP limits give each client an address of its own. */
export function overInject(app: FastifyInstance, ip = '127.0.0.1'): Transport {
  return async ({ method, url, headers, body }) => {
    const answer = await app.inject({ method: method as 'GET', url, headers, payload: body, remoteAddress: ip });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of [value ?? []].flat()) answerHeaders.append(name, String(item));
    }
    return { status: answer.statusCode, headers: answerHeaders, text: answer.body };
  };
}

/** Real HTTP to `baseUrl`, without following redirects. */
export function overHttp(baseUrl: string): Transport {
  return async ({ method, url, headers, body }) => {
    const response = await fetch(baseUrl + url, { method, headers, body, redirect: 'manual' });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
}

/**
 * One answer of the app, read completely. Only `status` and `json` are own fields, so `toEqual({ status, json })`
 * compares what the API said; headers and the raw text are there to read, not to compare.
 */
export class TestAnswer {
  readonly status: number;
  readonly json: Record<string, unknown>;
  readonly #raw: RawAnswer;

  constructor(raw: RawAnswer) {
    this.status = raw.status;
    this.json = parseJson(raw.text);
    this.#raw = raw;
  }

  get headers(): Headers {
    return this.#raw.headers;
  }

  /** The body as sent: HTML for pages. */
  get text(): string {
    return this.#raw.text;
  }
}

function parseJson(text: string): Record<string, unknown> {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return { text };
  }
}

/** A browser stand-in for server tests: keeps the session cookie and the CSRF flow id, over either transport. */
export class TestClient {
  cookie = '';
  flowId = '';

  constructor(private readonly transport: Transport) {}

  /** GET /api/s/c/: remembers the flow id the auth calls must send back. */
  async startFlow(): Promise<this> {
    const answer = await this.get(API.csrf.path);
    this.flowId = answer.headers.get('x-cs-flow-id') ?? '';
    return this;
  }

  /** GETs a path, with more request headers if given (e.g. `LINK_CLICK`). */
  get(path: string, headers: Record<string, string> = {}): Promise<TestAnswer> {
    return this.send(path, { method: 'GET', headers });
  }

  /** POSTs JSON, with the flow id unless told not to, and any further headers (e.g. `idempotency-key`). */
  post(path: string, body: unknown, { flow = true, headers = {} }: { flow?: boolean; headers?: Record<string, string> } = {}): Promise<TestAnswer> {
    return this.send(path, { method: 'POST', body: JSON.stringify(body), contentType: 'application/json', flow, headers });
  }

  /** Any method, with a JSON body if given. */
  request(method: string, path: string, body?: unknown): Promise<TestAnswer> {
    const json = body === undefined ? undefined : JSON.stringify(body);
    return this.send(path, { method, body: json, contentType: json === undefined ? undefined : 'application/json' });
  }

  /** Sends a body as it is, for malformed-body tests (and HTML forms), with more request headers if given. */
  raw(method: string, path: string, body: string, contentType: string, headers: Record<string, string> = {}): Promise<TestAnswer> {
    return this.send(path, { method, body, contentType, headers });
  }

  private async send(
    url: string,
    { method, body, contentType, flow = true, headers = {} }: { method: string; body?: string; contentType?: string; flow?: boolean; headers?: Record<string, string> },
  ): Promise<TestAnswer> {
    const raw = await this.transport({
      method,
      url,
      headers: {
        ...headers,
        ...(contentType && { 'content-type': contentType }),
        ...(this.cookie && { cookie: this.cookie }),
        ...(flow && this.flowId && { 'x-cs-flow-id': this.flowId }),
      },
      body,
    });
    // Sent back under the name it was set with: the server reads `__Host-sid` over HTTPS and `sid` on plain loopback.
    const [, name, value] = SET_SESSION_COOKIE.exec(raw.headers.get('set-cookie') ?? '') ?? [];
    if (value !== undefined) this.cookie = value ? `${name}=${value}` : '';
    return new TestAnswer(raw);
  }
}
