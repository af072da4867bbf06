import { persistAttribution, readAttribution } from '@schaufenster/shared/attribution';
import { bus } from '@schaufenster/shared/bus';
import { onRouteChange, startSession } from '@schaufenster/shared/session';
import { observeTrackedElements } from '@schaufenster/shared/tracking';
import { mountPageLayer } from './page-layer';

let started = false;

/**
 * Starts the page's shared runtime once, whichever widget mounts first: the attribution cookies of the
 * address, the session (and its route watching), `route:changed` on the bus, declarative tracking of CMS
 * elements, and the page layer.
 */
export function startRuntime(): void {
  if (started) return;
  started = true;
  persistAttribution(readAttribution());
  void startSession();
  onRouteChange((url) => {
    persistAttribution(readAttribution());
    bus.emit('route:changed', { url });
  });
  observeTrackedElements(document);
  mountPageLayer();
}
