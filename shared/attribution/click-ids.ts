import { readAttribution, storedFrom } from './attribution';
import { readCookies } from './cookies';
import { SAVEABLE_PARAMETERS, SAVEABLE_OUTPUTS, type SaveableOutput } from './parameters';

/** Click identifiers the session remembers, keyed by parameter name (fbclid, ttclid, gclid, gad_source, prid, msclkid). */
export type SessionClickIds = Readonly<Record<string, string>>;

/** Options of {@link clickIdHeaders}: an injectable clock and the session's click identifiers. */
export interface ClickIdHeaderOptions {
  now?: () => number;
  sessionClickIds?: SessionClickIds;
}

/** The click identifiers ad tags left in their cookies, with session fallbacks; missing ones are empty. */
export interface TrackingClickIds {
  fbc: string;
  fbp: string;
  ttclid: string;
  ttp: string;
  msclkid: string;
}

/** Prefix of the request headers that carry click identifiers to the shop API. */
export const CLICK_ID_HEADER_PREFIX = 'x-cs-clid-';

const FBCLID_PREFIX = 'fb.1.';

/** Rewrites an fbclid into Meta's fbc format `fb.1.<ms timestamp>.<fbclid>`, leaving already rewritten values alone. */
export function toFbc(fbclid: string, now: () => number = Date.now): string {
  return fbclid.startsWith(FBCLID_PREFIX) ? fbclid : `${FBCLID_PREFIX}${now()}.${fbclid}`;
}

/** Request headers `x-cs-clid-<code>` for every known click identifier (URL, then cookie, then session); empty on any failure. */
export function clickIdHeaders(options: ClickIdHeaderOptions = {}): Record<string, string> {
  const { now = Date.now, sessionClickIds = {} } = options;
  try {
    const fromUrl = readAttribution().saved;
    const fromCookie = storedFrom(readCookies());
    const headers: Record<string, string> = {};
    for (const output of SAVEABLE_OUTPUTS) {
      const value = fromUrl[output] ?? fromCookie[output] ?? fromSession(output, sessionClickIds);
      if (!value) continue;
      const code = SAVEABLE_PARAMETERS.find((parameter) => parameter.output === output)?.code;
      const headerValue = output === 'fbclid' ? toFbc(value, now) : value;
      if (code) headers[`${CLICK_ID_HEADER_PREFIX}${code}`] = encodeURIComponent(headerValue);
    }
    return headers;
  } catch {
    return {};
  }
}

/** Reads fbc, fbp, ttclid, ttp and msclkid from the ad tags' cookies, falling back to the session; all empty on failure. */
export function trackingClickIds(sessionClickIds: SessionClickIds = {}, now: () => number = Date.now): TrackingClickIds {
  try {
    const cookies = readCookies();
    const fbclid = sessionClickIds['fbclid'];
    return {
      fbc: cookies.get('_fbc') || (fbclid ? toFbc(fbclid, now) : ''),
      fbp: cookies.get('_fbp') ?? '',
      ttclid: cookies.get('ttclid') || (sessionClickIds['ttclid'] ?? ''),
      ttp: cookies.get('_ttp') ?? '',
      // Microsoft UET stores the id as `_uet<msclkid>`; the API wants the bare id.
      msclkid: cookies.get('_uetmsclkid')?.replace(/^_uet/, '') || (sessionClickIds['msclkid'] ?? ''),
    };
  } catch {
    return { fbc: '', fbp: '', ttclid: '', ttp: '', msclkid: '' };
  }
}

// The session keys click ids by parameter name, so any spelling mapping to the output counts.
function fromSession(output: SaveableOutput, sessionClickIds: SessionClickIds): string | undefined {
  for (const parameter of SAVEABLE_PARAMETERS) {
    const value = parameter.output === output ? sessionClickIds[parameter.name] : undefined;
    if (value) return value;
  }
  return undefined;
}
