import { keepAttribution, onMarketingConsentChange } from '@schaufenster/shared/attribution';
import { bus } from '@schaufenster/shared/bus';
import { warnIfPageIdMissing } from '@schaufenster/shared/http';
import { onRouteChange, refreshSession, startSession } from '@schaufenster/shared/session';
import { observeTrackedElements } from '@schaufenster/shared/tracking';
import { mountPageLayer } from './page-layer';

let started = false;

/**
 * Starts the page's shared runtime once, whichever widget mounts first: the attribution cookies of the
 * address (as marketing consent allows, applied again at once when it changes), the session (and its route
 * watching), `route:changed` on the bus, declarative tracking of CMS elements, and the page layer.
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
  mountPageLayer();
}
