import { array, type Describe, mask, nullable, number, object, string } from 'superstruct';
import { PAGE_VITALS_JSON_PATH } from '../demo-cms/widget-catalog/widget-catalog-routes';
import { CATALOG_TOKEN_HEADER } from '../widget-server/widget-catalog/catalog-access';
import type { VersionVitals } from '../widget-server/field-data/page-vitals-store';
import { ReleaseError } from './entry-changes';
import type { VitalsSource } from './rollout-vitals-check';

/** How long promote waits for the server's answer before it calls the vitals unjudged. */
const SERVER_WAIT_MS = 10_000;

const VitalP75 = object({ p75: nullable(number()), count: number(), sessions: number(), networks: number() });

/** The catalog's JSON of speed insights: p75 and counts per widget version (what GET /widgets/page-vitals.json answers). */
const PageVitalsJson = object({
  environment: string(),
  versions: array(object({ widget: string(), version: string(), visits: number(), vitals: object({ lcp: VitalP75, inp: VitalP75, cls: VitalP75, ttfb: VitalP75 }) })) satisfies Describe<VersionVitals[]>,
});

/**
 * The running server promote asks when no database is named: `--server`, else PUBLIC_ORIGIN, else the demo's own
 * address (127.0.0.1 and PORT, 3000 by default), as `npm run demo` and `npm run serve` start it.
 */
export function vitalsServer(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const server = flag ?? env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${env.PORT ?? 3000}`;
  const url = URL.canParse(server) ? new URL(server) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new ReleaseError(`--server ${server} is no http(s) address of the shop's server`);
  return url.origin;
}

/**
 * The environment's speed insights as the running server aggregates them (GET /widgets/page-vitals.json), for a demo
 * on PGlite, whose data directory no second process may open. The catalog's key, where the server wants one, comes
 * from WIDGET_CATALOG_TOKEN. Throws a sentence saying why when the server cannot be asked or answers anything else.
 */
export function serverVitals(server: string, environment: string, token: string | undefined = process.env.WIDGET_CATALOG_TOKEN): VitalsSource {
  return async () => {
    const url = new URL(`${PAGE_VITALS_JSON_PATH}?${new URLSearchParams({ env: environment })}`, server);
    let answer: Response;
    try {
      answer = await fetch(url, { headers: token ? { [CATALOG_TOKEN_HEADER]: token } : {}, signal: AbortSignal.timeout(SERVER_WAIT_MS) });
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new Error(`the server at ${server} could not be reached (${cause}); start it, or name it with --server <url>`);
    }
    if (!answer.ok) {
      const key = answer.status === 403 || answer.status === 404 ? ' (a server others reach shows it only with WIDGET_CATALOG_TOKEN)' : '';
      throw new Error(`the server at ${server} answered ${answer.status} for ${PAGE_VITALS_JSON_PATH}${key}`);
    }
    try {
      return mask(await answer.json(), PageVitalsJson).versions;
    } catch {
      throw new Error(`the server at ${server} answered ${PAGE_VITALS_JSON_PATH} with something else than speed insights`);
    }
  };
}
