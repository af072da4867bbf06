import type { FastifyInstance } from 'fastify';

/** One answer of the API as an inject test reads it. */
export interface InjectAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  json: Record<string, unknown>;
}

/**
 * A browser stand-in for `app.inject` tests that come from a chosen client IP (limits per IP need
 * several): keeps the session cookie and the CSRF flow id like `ApiClient` does over real HTTP.
 */
export class InjectClient {
  cookie = '';
  flowId = '';

  constructor(
    private readonly app: FastifyInstance,
    readonly ip = '127.0.0.1',
  ) {}

  /** GET /api/s/c/: remembers the flow id the auth calls must send back. */
  async startFlow(): Promise<this> {
    const answer = await this.get('/api/s/c/');
    this.flowId = String(answer.headers['x-cs-flow-id'] ?? '');
    return this;
  }

  get(url: string): Promise<InjectAnswer> {
    return this.send('GET', url);
  }

  /** POSTs JSON with the flow id. */
  post(url: string, body: unknown): Promise<InjectAnswer> {
    return this.send('POST', url, body);
  }

  private async send(method: 'GET' | 'POST', url: string, body?: unknown): Promise<InjectAnswer> {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        ...(this.cookie && { cookie: this.cookie }),
        ...(this.flowId && { 'x-cs-flow-id': this.flowId }),
      },
      ...(body !== undefined && { payload: body as Record<string, unknown> }),
    });
    // Whatever the session cookie is called (a `__Host-` prefix over HTTPS), it goes back as it came.
    const [, name, value] = /^([\w-]*sid)=([^;]*)/.exec(String(response.headers['set-cookie'] ?? '')) ?? [];
    if (name !== undefined) this.cookie = value ? `${name}=${value}` : '';
    let json: Record<string, unknown> = {};
    try {
      json = response.body ? (JSON.parse(response.body) as Record<string, unknown>) : {};
    } catch {
      json = { text: response.body };
    }
    return { status: response.statusCode, headers: response.headers, json };
  }
}
