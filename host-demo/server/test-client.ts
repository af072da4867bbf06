import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session/tokens';

/** The session cookie in a Set-Cookie header, under either name the server gives it. */
const SET_SESSION_COOKIE = new RegExp(`(${SECURE_SESSION_COOKIE}|${SESSION_COOKIE})=([^;]*)`);

/** One answer of the API, read completely. */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  json: Record<string, unknown>;
}

/** One request as the client sends it. */
export interface ClientRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Sends one request and reads the whole answer. */
export type SendRequest = (request: ClientRequest) => Promise<{ status: number; headers: Headers; text: string }>;

/** Real HTTP, without following redirects. */
const overHttp: SendRequest = async ({ method, url, headers, body }) => {
  const response = await fetch(url, { method, headers, body, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

/**
 * A browser stand-in for API tests, over real HTTP unless given another way to send (e.g. Fastify's
 * inject from a chosen client IP): keeps the session cookie and the CSRF flow id.
 */
export class ApiClient {
  cookie = '';
  flowId = '';

  constructor(
    private readonly baseUrl: string,
    private readonly sendRequest: SendRequest = overHttp,
  ) {}

  /** GET /api/s/c/: remembers the flow id the login calls must send back. */
  async startFlow(): Promise<void> {
    const answer = await this.get('/api/s/c/');
    this.flowId = answer.headers.get('x-cs-flow-id') ?? '';
  }

  get(path: string): Promise<ApiAnswer> {
    return this.send('GET', path);
  }

  /** POSTs JSON, with the flow id unless told not to. */
  post(path: string, body: unknown, { flow = true } = {}): Promise<ApiAnswer> {
    return this.send('POST', path, body, flow);
  }

  private async send(method: ClientRequest['method'], path: string, body?: unknown, flow = false): Promise<ApiAnswer> {
    const response = await this.sendRequest({
      method,
      url: this.baseUrl + path,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(this.cookie && { cookie: this.cookie }),
        ...(flow && this.flowId && { 'x-cs-flow-id': this.flowId }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // Sent back under the name it was set with: the server reads `__Host-sid` over HTTPS and `sid` on plain loopback.
    const [, name, value] = SET_SESSION_COOKIE.exec(response.headers.get('set-cookie') ?? '') ?? [];
    if (value !== undefined) this.cookie = value ? `${name}=${value}` : '';
    const { text } = response;
    let json = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      json = { text };
    }
    return { status: response.status, headers: response.headers, json };
  }
}
