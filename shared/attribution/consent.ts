import { enums, is, literal, type } from 'superstruct';

/**
 * Marketing consent as the page's consent tool reports it into the data layer (Google Consent Mode's
 * `ad_storage`): either a `{event: 'consent_update', ad_storage}` entry (the demo's tag manager) or gtag's
 * `['consent', 'default' | 'update', {ad_storage}]` command. The latest entry that names `ad_storage` counts.
 */
const ConsentEvent = type({ event: literal('consent_update'), ad_storage: enums(['granted', 'denied']) });
const ConsentSettings = type({ ad_storage: enums(['granted', 'denied']) });

/** What one data-layer entry says about marketing consent; undefined when it says nothing. */
export function marketingConsentOf(entry: unknown): boolean | undefined {
  if (is(entry, ConsentEvent)) return entry.ad_storage === 'granted';
  // gtag() pushes its `arguments` object: array-like, not an array.
  if (typeof entry !== 'object' || entry === null || !('length' in entry) || typeof entry.length !== 'number') return undefined;
  const [command, action, settings] = Array.from(entry as ArrayLike<unknown>);
  if (command !== 'consent' || (action !== 'default' && action !== 'update') || !is(settings, ConsentSettings)) return undefined;
  return settings.ad_storage === 'granted';
}

/**
 * Tells whether the visitor allowed marketing (TTDSG § 25, GDPR art. 6 (1) a): without it no attribution
 * cookie is written or read and no click id leaves the page. No consent tool, no consent.
 */
export function hasMarketingConsent(): boolean {
  try {
    const layer = window.dataLayer ?? [];
    for (let index = layer.length - 1; index >= 0; index -= 1) {
      const consent = marketingConsentOf(layer[index]);
      if (consent !== undefined) return consent;
    }
  } catch {
    // A broken data layer gives no consent.
  }
  return false;
}

/**
 * Calls `listener` with the new state whenever marketing consent changes after now (the shopper saved
 * the consent preferences), so a consent given later applies at once. Returns the function that stops it.
 */
export function onMarketingConsentChange(listener: (granted: boolean) => void): () => void {
  let known = hasMarketingConsent();
  try {
    const layer = (window.dataLayer ??= []);
    const push = layer.push;
    // The data layer has no events of its own: like every tag manager, watch its push.
    const watched = function (this: unknown[], ...entries: unknown[]): number {
      const length = push.apply(this, entries);
      for (const entry of entries) {
        const granted = marketingConsentOf(entry);
        if (granted === undefined || granted === known) continue;
        known = granted;
        try {
          listener(granted);
        } catch (error) {
          // The tag manager's push must go on whatever a listener does.
          console.error('[schaufenster] applying a consent change failed', error);
        }
      }
      return length;
    };
    layer.push = watched;
    return () => {
      if (layer.push === watched) layer.push = push;
    };
  } catch {
    return () => undefined;
  }
}
