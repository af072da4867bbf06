import { keepAttribution, onMarketingConsentChange } from '@schaufenster/shared/attribution';
import { bus } from '@schaufenster/shared/bus';
import { warnIfPageIdMissing } from '@schaufenster/shared/http';
import { onRouteChange, refreshSession, startSession, stopSession } from '@schaufenster/shared/session';
import { observeTrackedElements, reportViewItemsIn } from '@schaufenster/shared/tracking';
import { SERVER_SNAPSHOT_ATTRIBUTE } from '../mount/server-attribute';

let started = false;
/** Undoes what startRuntime installed (its watchers of the address, the consent and the page). */
let stops: (() => void)[] = [];

/** How the runtime starts. */
export interface RuntimeStart {
  /**
   * Settles when the first call of the session API may leave: the loader, which cuts its start into short tasks, lets it wait
   * for a task of its own (its first use of ky costs as much as the rest). A widget that mounts first starts at once.
   */
  beforeSession?: () => Promise<void>;
}

/**
 * Starts the page's shared runtime once, whichever comes first (a widget that mounts, or the loader for widgets
 * the server rendered, which wait for their first use): the attribution cookies of the address (as marketing
 * consent allows, applied again at once when it changes), the session (and its route watching, with `page_view`),
 * `route:changed` on the bus, declarative tracking of CMS elements and the product views of server-rendered widgets.
 * None of it needs React.
 */
export function startRuntime({ beforeSession }: RuntimeStart = {}): void {
  if (started) return;
  started = true;
  warnIfPageIdMissing();
  keepAttribution();
  // A product view in server HTML counts before its widget hydrates, after the page's page_view.
  void (beforeSession ? beforeSession().then(startSession) : startSession()).finally(reportServerRenderedViews);
  stops = [
    stopSession,
    onRouteChange((url) => {
      warnIfPageIdMissing();
      keepAttribution();
      bus.emit('route:changed', { url });
    }),
    onMarketingConsentChange((granted) => {
      keepAttribution();
      // The session learns the click ids now, not only with the next call.
      if (granted) refreshSession();
    }),
    observeTrackedElements(document),
  ];
}

/**
 * Stops the page's runtime: its session and the watchers it installed (a test's page that ends, so its address
 * changes reach no runtime of an earlier test).
 * @internal for tests
 */
export function stopRuntime(): void {
  for (const stop of stops) stop();
  stops = [];
  started = false;
}

/** Reports the view_item of widgets the server rendered and that have not hydrated yet (their declarative shadow roots). */
function reportServerRenderedViews(): void {
  const hosts = document.querySelectorAll(`[${SERVER_SNAPSHOT_ATTRIBUTE}]`);
  reportViewItemsIn([...hosts].flatMap((host) => (host.shadowRoot ? [host.shadowRoot] : [])));
}
