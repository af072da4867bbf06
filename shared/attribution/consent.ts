import { watchDataLayer } from '../tracking/watch-data-layer';

/** The consent kinds of Google Consent Mode the shop follows: marketing (`ad_storage`) and web analytics (`analytics_storage`). */
export type ConsentKind = 'ad_storage' | 'analytics_storage';

/** `granted` or `denied` under `kind` in a settings object; undefined for anything else. Plain checks: the speed-insights script carries this too. */
function decisionOf(settings: unknown, kind: ConsentKind): boolean | undefined {
  if (typeof settings !== 'object' || settings === null) return undefined;
  const decision = (settings as Partial<Record<ConsentKind, unknown>>)[kind];
  return decision === 'granted' ? true : decision === 'denied' ? false : undefined;
}

/**
 * What one data-layer entry says about a consent kind, as the page's consent tool reports it (Google Consent Mode):
 * either a `{event: 'consent_update', ad_storage, analytics_storage}` entry (the demo's tag manager) or gtag's
 * `['consent', 'default' | 'update', {…}]` command; undefined when it says nothing about that kind.
 */
export function consentOf(entry: unknown, kind: ConsentKind): boolean | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  if ((entry as { event?: unknown }).event === 'consent_update') return decisionOf(entry, kind);
  // gtag() pushes its `arguments` object: array-like, not an array.
  if (!('length' in entry) || typeof entry.length !== 'number') return undefined;
  const [command, action, settings] = Array.from(entry as ArrayLike<unknown>);
  if (command !== 'consent' || (action !== 'default' && action !== 'update')) return undefined;
  return decisionOf(settings, kind);
}

/** What one data-layer entry says about marketing consent (`ad_storage`); undefined when it says nothing. */
export function marketingConsentOf(entry: unknown): boolean | undefined {
  return consentOf(entry, 'ad_storage');
}

/** Whether the latest data-layer entry that names the kind grants it; no consent tool, no consent. */
export function hasConsent(kind: ConsentKind): boolean {
  try {
    const layer = window.dataLayer ?? [];
    for (let index = layer.length - 1; index >= 0; index -= 1) {
      const consent = consentOf(layer[index], kind);
      if (consent !== undefined) return consent;
    }
  } catch {
    // A broken data layer gives no consent.
  }
  return false;
}

/**
 * Tells whether the visitor allowed marketing (TTDSG § 25, GDPR art. 6 (1) a): without it no attribution
 * cookie is written or read and no click id leaves the page. No consent tool, no consent.
 */
export function hasMarketingConsent(): boolean {
  return hasConsent('ad_storage');
}

/**
 * Calls `listener` with the new state whenever marketing consent changes after now (the shopper saved
 * the consent preferences), so a consent given later applies at once. Returns the function that stops it.
 */
export function onMarketingConsentChange(listener: (granted: boolean) => void): () => void {
  let known = hasMarketingConsent();
  return watchDataLayer((entry) => {
    const granted = marketingConsentOf(entry);
    if (granted === undefined || granted === known) return;
    known = granted;
    listener(granted);
  });
}
