import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an address belongs to, as counted for the figures of beacons: an IPv4 address's /24 and an IPv6
 * address's /48 (one household or office, what analytics tools keep when they anonymise an address); an IPv4 address
 * mapped into IPv6 counts as itself. Anything else is its own network.
 */
export function networkOf(ip: string): string {
  const v4 = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 3).map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/48`;
}
