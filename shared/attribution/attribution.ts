import { hasMarketingConsent } from './consent';
import { readCookies } from './cookies';
import { ATTRIBUTION_PARAMETERS, SAVEABLE_OUTPUTS, type PageOnlyOutput, type SaveableOutput } from './parameters';

/** The attribution values of one page address, split by whether they may be stored. */
export interface Attribution {
  saved: Partial<Record<SaveableOutput, string>>;
  pageOnly: Partial<Record<PageOnlyOutput, string>>;
}

/** How long a stored click identifier counts for attribution: 90 days, in seconds. */
export const ATTRIBUTION_COOKIE_MAX_AGE_S = 90 * 24 * 60 * 60;

/** Prefix of the first-party cookies that hold saveable attribution values. */
export const ATTRIBUTION_COOKIE_PREFIX = 'cs_attr_';

/** Reads the attribution parameters of a query string (the page's by default); empty on any failure. */
export function readAttribution(search?: string): Attribution {
  const attribution: Attribution = { saved: {}, pageOnly: {} };
  try {
    const params = new URLSearchParams(search ?? location.search);
    for (const parameter of ATTRIBUTION_PARAMETERS) {
      const value = params.get(parameter.name)?.trim();
      if (!value) continue;
      const target: Partial<Record<string, string>> = parameter.saveable ? attribution.saved : attribution.pageOnly;
      // The first spelling in table order wins when several map to one output.
      target[parameter.output] ??= value;
    }
    return attribution;
  } catch {
    return { saved: {}, pageOnly: {} };
  }
}

/** Builds the `document.cookie` assignment that stores one saveable value. */
export function attributionCookie(output: SaveableOutput, value: string, secure: boolean): string {
  const attributes = [`path=/`, `max-age=${ATTRIBUTION_COOKIE_MAX_AGE_S}`, 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${ATTRIBUTION_COOKIE_PREFIX}${output}=${encodeURIComponent(value)}`, ...attributes].join('; ');
}

/** Stores each saveable value in a first-party cookie, only with marketing consent; page-only values are never written. */
export function persistAttribution(attribution: Attribution): void {
  try {
    if (!hasMarketingConsent()) return;
    const secure = location.protocol === 'https:';
    // Walking the saveable outputs (not the object's keys) keeps page-only values out even if mislabelled.
    for (const output of SAVEABLE_OUTPUTS) {
      const value = attribution.saved[output];
      if (value) document.cookie = attributionCookie(output, value, secure);
    }
  } catch {
    // Attribution is best effort; a blocked cookie jar must not break the page.
  }
}

/** Removes every attribution cookie (marketing consent withdrawn); never throws. */
export function forgetAttribution(): void {
  try {
    for (const output of SAVEABLE_OUTPUTS) {
      const name = `${ATTRIBUTION_COOKIE_PREFIX}${output}`;
      if (readCookies().has(name)) document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
    }
  } catch {
    // A blocked cookie jar holds nothing to remove.
  }
}

/**
 * Applies marketing consent to the attribution cookies: with it the saveable values of the page's address
 * are stored, without it any stored ones are removed. Run on start, on route changes and on consent changes.
 */
export function keepAttribution(): void {
  if (hasMarketingConsent()) persistAttribution(readAttribution());
  else forgetAttribution();
}

/**
 * Reads the stored saveable values back from their cookies; empty without marketing consent or on any failure.
 * @internal for tests
 */
export function storedAttribution(): Partial<Record<SaveableOutput, string>> {
  try {
    if (!hasMarketingConsent()) return {};
    return storedFrom(readCookies());
  } catch {
    return {};
  }
}

/** Picks the stored saveable values out of an already read cookie map. */
export function storedFrom(cookies: ReadonlyMap<string, string>): Partial<Record<SaveableOutput, string>> {
  const stored: Partial<Record<SaveableOutput, string>> = {};
  for (const output of SAVEABLE_OUTPUTS) {
    const value = cookies.get(`${ATTRIBUTION_COOKIE_PREFIX}${output}`);
    if (value) stored[output] = value;
  }
  return stored;
}
