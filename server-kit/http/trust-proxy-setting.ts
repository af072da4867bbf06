// TRUST_PROXY, the setting of which proxies' `X-Forwarded-*` headers count, read and checked for the configuration.
import { isIP } from 'node:net';
import { ConfigError } from '../config-error';

/** Which proxies' `X-Forwarded-*` headers count: none, the peer (whatever its address), or addresses/CIDRs. */
export type TrustProxy = boolean | string[];

/**
 * TRUST_PROXY as Fastify takes it. `true` trusts the peer, the one proxy in front, and no one behind it: the client
 * is the last address that proxy names in X-Forwarded-For, the one it appended (nginx's `$proxy_add_x_forwarded_for`)
 * or set (`$remote_addr`). Fastify's own `true` would trust every entry and take the first, which the client writes.
 */
export function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return setting === true ? (_address, hop) => hop === 0 : setting;
}

/** The named ranges proxy-addr (Fastify's trustProxy) understands beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address or CIDR as proxy-addr takes it: `10.0.0.1`, `10.0.0.0/8`, `10.0.0.0/255.0.0.0`, `fd00::/8`. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (family === 4 && isIP(prefix) === 4) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset/false (off), true (the peer is a proxy, the only one: see fastifyTrustProxy), or a comma-separated list of the proxies' addresses,
 * CIDRs or range names. A hop count is refused: it cannot check who is talking, so any client reaching the server
 * directly could claim another address (Fastify 5 ignores a number for that reason).
 */
export function readTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    throw new ConfigError(
      `TRUST_PROXY must name the proxies, not count them ("${value}"): a hop count cannot check that a request really came through the proxy. Give the proxy's address or CIDR (e.g. 10.0.0.0/8), or true when the server is reachable only through the proxy`,
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !PROXY_RANGE_NAMES.includes(entry) && !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY must be true or a comma-separated list of proxy addresses/CIDRs (e.g. 10.0.0.0/8,::1; or ${PROXY_RANGE_NAMES.join(', ')}); not understood: ${wrong.map((entry) => `"${entry}"`).join(', ')}`,
    );
  }
  return entries;
}
