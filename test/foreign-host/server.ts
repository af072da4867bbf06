// A second, independent web server standing in for a CMS we did not build: it serves its own pages (with
// its own CSP), its own React 18, and, as a reverse proxy, may pass /api/ and /widgets/ on to our server.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { foreignPage, foreignPagePolicy, type ForeignPageOptions } from './pages';

/** A file of a package installed for this workspace (React 18 here; the project's own is React 19). */
const packageFile = (name: string, file: string) => path.join(path.dirname(require.resolve(name, { paths: [__dirname] })), file);

/** The CMS's own React 18 builds (UMD; their package `exports` do not list them, hence by path) and its app, by URL path. */
const HOST_SCRIPTS: Record<string, () => string> = {
  '/react/react.production.min.js': () => packageFile('react', 'umd/react.production.min.js'),
  '/react/react-dom.production.min.js': () => packageFile('react-dom', 'umd/react-dom.production.min.js'),
  '/host-app.js': () => path.join(__dirname, 'host-app.js'),
};

/** The CMS's own logo, for a site configuration that names one (`brand.logo`). */
const LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="32" viewBox="0 0 160 32"><rect width="160" height="32" fill="#2d4a3e"/><text x="80" y="21" fill="#fff" font-size="14" text-anchor="middle">Modehaus Berg</text></svg>';

/** Paths a reverse-proxying CMS hands to our server, as the embedding guide's nginx file (integrations/nginx/nginx-schaufenster.conf) does. */
export const PROXIED_PREFIXES = ['/api/', '/widgets/', '/fonts/', '/images/', '/logout/'] as const;

export interface ForeignHostOptions {
  /** Port on 127.0.0.1; 0 for any free one. */
  port: number;
  /** The pages by path; each is built per request (a fresh nonce each time). */
  pages: Record<string, () => ForeignPageOptions>;
  /** Our server, when this CMS proxies /api/ and /widgets/ to it (same origin for the browser). */
  proxyTo?: string;
  /**
   * The shopper's address the proxy passes on (X-Forwarded-For), as a CDN or load balancer in front of shoppers of
   * another network does; default the address the request came from.
   */
  forwardedFor?: string;
}

export interface ForeignHost {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Paths of the requests this server passed on to ours. */
  proxied: string[];
  /** Every page the browser asked this CMS for (path and query, in order), with the status it got. */
  visited: { path: string; status: number }[];
  close(): Promise<void>;
}

/** Passes a request on to our server, keeping the Host the browser sent (nginx: `proxy_set_header Host $http_host`, port included). */
function proxy(upstream: URL, request: IncomingMessage, response: ServerResponse, proxied: string[], forwardedFor?: string): void {
  proxied.push((request.url ?? '/').split('?')[0] ?? '/');
  const outgoing = forward(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, 'x-forwarded-proto': 'http', 'x-forwarded-for': forwardedFor ?? request.socket.remoteAddress ?? '' },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  outgoing.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
    response.end('Bad Gateway');
  });
  request.pipe(outgoing);
}

/** Starts the foreign CMS on 127.0.0.1. */
export async function startForeignHost({ port, pages, proxyTo, forwardedFor }: ForeignHostOptions): Promise<ForeignHost> {
  const proxied: string[] = [];
  const visited: { path: string; status: number }[] = [];
  const upstream = proxyTo ? new URL(proxyTo) : undefined;
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://cms.invalid').pathname;
    if (upstream && PROXIED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return proxy(upstream, request, response, proxied, forwardedFor);
    const page = pages[pathname];
    if (!HOST_SCRIPTS[pathname] && pathname !== '/logo.svg') visited.push({ path: request.url ?? '/', status: page ? 200 : 404 });
    if (page) {
      const options = page();
      const nonce = randomBytes(16).toString('base64');
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': foreignPagePolicy(nonce, options),
      });
      return response.end(foreignPage(nonce, options));
    }
    if (pathname === '/logo.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' });
      return response.end(LOGO_SVG);
    }
    const script = HOST_SCRIPTS[pathname];
    if (script) {
      void readFile(script()).then((body) => {
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' });
        response.end(body);
      });
      return undefined;
    }
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    return response.end('Nicht gefunden');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    proxied,
    visited,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
