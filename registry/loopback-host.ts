import { isIP } from 'node:net';

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
