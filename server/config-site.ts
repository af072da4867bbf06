// SITE_CONFIG: the shop's site configuration on the server, for what renders without a page's own (fragments, mails).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeJsonError, parseSiteConfig, type SiteConfig } from '@schaufenster/shared/site';
import { ConfigError } from '../server-kit/config-error';

/** The server's site configuration: its text (the JSON a page would declare) and what the widgets make of it. */
export interface ServerSite {
  /** The file's JSON, written out again as one line: what server renders and fragments render with. */
  text: string;
  config: SiteConfig;
}

/**
 * Reads the JSON file SITE_CONFIG names (relative to the working directory), the same document a CMS page declares
 * in `#schaufenster-site`. Unlike a page, the server refuses to start with a file that is not JSON or has a wrong
 * key, naming each problem: a shop's every fragment and mail would otherwise show the demo's site.
 */
export function readServerSite(env: NodeJS.ProcessEnv): ServerSite | undefined {
  const file = env.SITE_CONFIG?.trim() ?? '';
  if (file === '') return undefined;
  const where = `SITE_CONFIG (${path.resolve(file)})`;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    // Node's own message names the reason (ENOENT: no such file or directory); jest's realms defeat `instanceof Error`.
    throw new ConfigError(`${where} cannot be read: ${(error as { message?: string }).message ?? String(error)}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${where} is not valid JSON at ${describeJsonError(text, error)}`);
  }
  const { config, problems } = parseSiteConfig(raw);
  if (problems.length > 0) {
    throw new ConfigError(`${where} is not a site configuration as the widgets read it:\n${problems.map(({ path: key, reason }) => `  ${key}: ${reason}`).join('\n')}`);
  }
  return { text: JSON.stringify(raw), config };
}
