import { remoteUrlProblem } from '../registry/remote-files';
import { ConfigError } from '../server-kit/config-error';
import { exactOriginProblem, ORIGIN_FORM } from '../server-kit/http/exact-origin';

/** What is wrong with an origin the server fetches from: not an exact origin, or not https (plain http on loopback only). */
const fetchedOriginProblem = (origin: string): string | undefined => exactOriginProblem(origin) ?? remoteUrlProblem(`${origin}/`, [origin]);

/**
 * REMOTE_ORIGINS: space-separated origins that may serve remotes besides the server's own (a widget team's CDN,
 * `npm run register`). Each must be an exact https origin (plain http only on loopback, for tests); anything else
 * stops the start, naming the entry, since a typo would refuse that team's remote on every page.
 */
export function readRemoteOrigins(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const origin of (value ?? '').split(/\s+/).filter(Boolean)) {
    const problem = fetchedOriginProblem(origin);
    if (problem) throw new ConfigError(`REMOTE_ORIGINS entry "${origin}" is not an origin remotes may come from: ${problem}. An origin is ${ORIGIN_FORM}`);
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/**
 * The shop the widget server asks for the shopper's session and products (`SHOP_API_ORIGIN`): a shop's own backend
 * that keeps the API contract, over HTTP; none (the default) for the reference shop API in this process.
 */
export function readShopApiOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const problem = fetchedOriginProblem(value);
  if (problem) throw new ConfigError(`SHOP_API_ORIGIN "${value}" is not an origin the widget server may ask: ${problem}. An origin is ${ORIGIN_FORM}`);
  return value;
}
