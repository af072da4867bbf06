// The layouts' web-analytics script (/widgets/web-analytics.js, from the shop's own origin): counts of the shop events
// pushed with analytics consent, per route, to the shop's API route named by `data-beacon`, for the widget catalog.
import { PAGE_EVENTS_PATH } from '@schaufenster/shared/api/beacon-paths';
import { startWebAnalytics } from './web-analytics';

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
startWebAnalytics({ beaconUrl: script?.dataset.beacon ?? PAGE_EVENTS_PATH, route: script?.dataset.pageId ?? '' });
