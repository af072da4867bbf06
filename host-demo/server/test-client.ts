import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session/tokens';

/** The session cookie in a Set-Cookie header, under either name the server gives it. */
const SET_SESSION_COOKIE = new RegExp(`(${SECURE_SESSION_COOKIE}|${SESSION_COOKIE})=([^;]*)`);

/** One answer of the API, read completely. */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  json: Record<string, unknown>;
}

/** A browser stand-in for API tests over real HTTP: keeps the session cookie and the CSRF flow id. */
export class ApiClient {
  cookie = '';
  flowId = '';

  constructor(private readonly baseUrl: string) {}

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

  private async send(method: string, path: string, body?: unknown, flow = false): Promise<ApiAnswer> {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(this.cookie && { cookie: this.cookie }),
        ...(flow && this.flowId && { 'x-cs-flow-id': this.flowId }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    // Sent back under the name it was set with: the server reads `__Host-sid` over HTTPS and `sid` on plain loopback.
    const [, name, value] = SET_SESSION_COOKIE.exec(response.headers.get('set-cookie') ?? '') ?? [];
    if (value !== undefined) this.cookie = value ? `${name}=${value}` : '';
    const text = await response.text();
    let json = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      json = { text };
    }
    return { status: response.status, headers: response.headers, json };
  }
}
