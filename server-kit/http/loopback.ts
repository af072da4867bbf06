import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Whether a host name or address (as in HOST, a URL or a Host header; IPv6 with or without brackets)
 * is only reachable from this machine: 127.0.0.0/8, ::1 (also IPv4-mapped) or localhost.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) !== 6) return false;
  // The URL parser writes every spelling of an IPv6 address the same way (::0:1 -> ::1, ::ffff:127.0.0.1 -> ::ffff:7f00:1).
  let canonical: string;
  try {
    canonical = new URL(`http://[${bare}]/`).hostname;
  } catch {
    return false; // e.g. a zone index (fe80::1%eth0): link-local, not loopback
  }
  return canonical === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(canonical);
}

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
