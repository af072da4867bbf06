import type { FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../../registry/loopback-host';

/** A Host header as browsers send it: a name of letters, digits, dots and hyphens, or an IPv6 address in brackets; maybe a port. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i;

/**
 * Whether a request was addressed to this server by a loopback name on the port it listens on: its `Host` names
 * 127.0.0.0/8, ::1 or localhost, with the port the connection came in on (`fallbackPort` for an in-process request
 * without a socket). A page on another name that a DNS answer pointed at 127.0.0.1 (DNS rebinding) sends its own name
 * in `Host`, so it never passes; nor does anything a proxy or another local server forwards under another port.
 */
export function isAddressedToLoopback(request: FastifyRequest, fallbackPort: number): boolean {
  const match = HOST_HEADER.exec(request.headers.host ?? '');
  if (!match) return false;
  const [, name = '', port] = match;
  const serverPort = request.socket.localPort ?? fallbackPort;
  const hostPort = port === undefined ? (request.protocol === 'https' ? 443 : 80) : Number(port);
  return isLoopbackHost(name) && hostPort === serverPort;
}

/** The port of an origin, its scheme's default when it names none. */
export function portOf(origin: string): number {
  const url = new URL(origin);
  return url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
}

/**
 * Whether the cookies the server sets (the session's, the widget catalog's) get `Secure`: always when PUBLIC_ORIGIN is an https:// origin (a same-machine proxy may
 * forward its upstream address as Host and no X-Forwarded-Proto: the shopper's browser is on HTTPS all the same);
 * otherwise over HTTPS (with TRUST_PROXY also behind a TLS-terminating proxy), and on every host but loopback, where
 * only a TLS proxy that is not trusted can be in front. The plain-HTTP loopback demo keeps a cookie without it.
 */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.server.servedOverHttps === true || request.protocol === 'https' || !isLoopbackHost(request.hostname);
}
