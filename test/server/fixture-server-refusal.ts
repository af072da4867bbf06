import type { ServerConfig } from '../../server/config';

/**
 * Why the browser tests' fixture server must not start with these settings, or undefined. Never with
 * NODE_ENV=production, and only on a server this machine alone reaches (`loopbackOnly`: HOST and PUBLIC_ORIGIN on
 * loopback, no TRUST_PROXY): its fixtures let anyone fail API calls by cookie, and a stolen hash of its cheap ones
 * would cost an attacker 18 ms, not 800.
 */
export function fixtureServerRefusal(env: NodeJS.ProcessEnv, config: Pick<ServerConfig, 'loopbackOnly'>): string | undefined {
  if (env.NODE_ENV === 'production') return 'the fixture server must not run with NODE_ENV=production: it serves test fixtures and hashes passwords cheaply';
  if (!config.loopbackOnly) {
    return 'the fixture server is for a server only this machine reaches (HOST and PUBLIC_ORIGIN on loopback, no TRUST_PROXY): it serves test fixtures that fail API calls by cookie and hashes passwords cheaply';
  }
  return undefined;
}
