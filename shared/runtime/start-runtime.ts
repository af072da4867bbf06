import { keepAttribution, onMarketingConsentChange } from '@schaufenster/shared/attribution';
import { bus } from '@schaufenster/shared/bus';
import { warnIfPageIdMissing } from '@schaufenster/shared/http';
import { onRouteChange, refreshSession, startSession } from '@schaufenster/shared/session';
import { observeTrackedElements } from '@schaufenster/shared/tracking';

let started = false;

/**
 * Starts the page's shared runtime once, whichever comes first (a widget that mounts, or the loader for widgets
 * the server rendered, which wait for their first use): the attribution cookies of the address (as marketing
 * consent allows, applied again at once when it changes), the session (and its route watching, with `page_view`),
 * `route:changed` on the bus and declarative tracking of CMS elements. None of it needs React.
 */
export function startRuntime(): void {
  if (started) return;
  started = true;
  warnIfPageIdMissing();
  keepAttribution();
  void startSession();
  onRouteChange((url) => {
    warnIfPageIdMissing();
    keepAttribution();
    bus.emit('route:changed', { url });
  });
  onMarketingConsentChange((granted) => {
    keepAttribution();
    // The session learns the click ids now, not only with the next call.
    if (granted) refreshSession();
  });
  observeTrackedElements(document);
}
