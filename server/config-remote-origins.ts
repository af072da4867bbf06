import { remoteUrlProblem } from '../registry/remote-files';
import { ConfigError } from '../server-kit/config-error';
import { exactOriginProblem, ORIGIN_FORM } from '../server-kit/http/exact-origin';

/**
 * REMOTE_ORIGINS: space-separated origins that may serve remotes besides the server's own (a widget team's CDN,
 * `npm run register`). Each must be an exact https origin (plain http only on loopback, for tests); anything else
 * stops the start, naming the entry, since a typo would refuse that team's remote on every page.
 */
export function readRemoteOrigins(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const origin of (value ?? '').split(/\s+/).filter(Boolean)) {
    const problem = exactOriginProblem(origin) ?? remoteUrlProblem(`${origin}/`, [origin]);
    if (problem) throw new ConfigError(`REMOTE_ORIGINS entry "${origin}" is not an origin remotes may come from: ${problem}. An origin is ${ORIGIN_FORM}`);
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}
