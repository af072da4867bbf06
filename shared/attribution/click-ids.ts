import { readAttribution, storedFrom } from './attribution';
import { hasMarketingConsent } from './consent';
import { readCookies } from './cookies';
import { AD_TAG_COOKIES, ATTRIBUTION_PARAMETERS, SAVEABLE_OUTPUTS, SAVEABLE_PARAMETERS, type SaveableOutput } from './parameters';

/** Click identifiers the session remembers, keyed by parameter name (fbclid, ttclid, gclid, gad_source, prid, msclkid). */
export type SessionClickIds = Readonly<Record<string, string>>;

/** Options of {@link clickIdHeaders}: an injectable clock and the session's click identifiers (default: the last session's). */
export interface ClickIdHeaderOptions {
  now?: () => number;
  sessionClickIds?: SessionClickIds;
}

/** Prefix of the request headers that carry click identifiers to the shop API. */
export const CLICK_ID_HEADER_PREFIX = 'x-cs-clid-';

const FBCLID_PREFIX = 'fb.1.';

let lastSessionClickIds: SessionClickIds = {};

/** Keeps the click identifiers the last session answer carried: the last fallback of every click-id header. */
export function rememberSessionClickIds(clickIds: SessionClickIds | undefined): void {
  lastSessionClickIds = clickIds ?? {};
}

/** Rewrites an fbclid into Meta's fbc format `fb.1.<ms timestamp>.<fbclid>`, leaving already rewritten values alone. */
export function toFbc(fbclid: string, now: () => number = Date.now): string {
  return fbclid.startsWith(FBCLID_PREFIX) ? fbclid : `${FBCLID_PREFIX}${now()}.${fbclid}`;
}

// The session keys click ids by parameter name, so any spelling mapping to the output counts.
function fromSession(output: SaveableOutput, sessionClickIds: SessionClickIds): string | undefined {
  for (const parameter of SAVEABLE_PARAMETERS) {
    const value = parameter.output === output ? sessionClickIds[parameter.name] : undefined;
    if (value) return value;
  }
  return undefined;
}

/** The ad tags' cookie values by header code (`fb`, `fbp`, `tt`, `ttp`, `ms`). */
function adTagValues(cookies: ReadonlyMap<string, string>): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const tag of AD_TAG_COOKIES) {
    const value = cookies.get(tag.cookie);
    const prefix = 'prefix' in tag ? tag.prefix : '';
    if (value) values[tag.header] = prefix && value.startsWith(prefix) ? value.slice(prefix.length) : value;
  }
  return values;
}

/**
 * Request headers `x-cs-clid-<code>` (the table in shared/attribution/README.md), values URL-encoded:
 * the page-only campaign parameters of this page's address always; with marketing consent also every
 * click identifier, each from the address, else our cookie, else the ad tag's cookie, else the session.
 * Empty on any failure.
 */
export function clickIdHeaders(options: ClickIdHeaderOptions = {}): Record<string, string> {
  const { now = Date.now, sessionClickIds = lastSessionClickIds } = options;
  try {
    const headers: Record<string, string> = {};
    const put = (code: string, value: string | undefined) => {
      if (value) headers[`${CLICK_ID_HEADER_PREFIX}${code}`] = encodeURIComponent(value);
    };
    const { saved, pageOnly } = readAttribution();
    // They name a campaign, not a person, and live only as long as this address: sent without being stored.
    for (const parameter of ATTRIBUTION_PARAMETERS) if (!parameter.saveable) put(parameter.code, pageOnly[parameter.output]);
    if (!hasMarketingConsent()) return headers;
    const cookies = readCookies();
    const stored = storedFrom(cookies);
    const adTags = adTagValues(cookies);
    for (const output of SAVEABLE_OUTPUTS) {
      const code = SAVEABLE_PARAMETERS.find((parameter) => parameter.output === output)?.code ?? output;
      const value = saved[output] ?? stored[output] ?? adTags[code] ?? fromSession(output, sessionClickIds);
      put(code, output === 'fbclid' && value ? toFbc(value, now) : value);
    }
    // Browser ids of the Meta and TikTok tags: no address parameter carries them.
    put('fbp', adTags['fbp']);
    put('ttp', adTags['ttp']);
    return headers;
  } catch {
    return {};
  }
}

