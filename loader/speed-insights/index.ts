// The layouts' speed-insights script (/widgets/speed-insights.js, from the shop's own origin): Core Web Vitals of
// real page views to the shop's API route named by `data-beacon`, for the widget catalog and `npm run promote`.
import { PAGE_VITALS_PATH } from '@schaufenster/shared/api/beacon-paths';
import { startSpeedInsights } from './speed-insights';

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
startSpeedInsights({ beaconUrl: script?.dataset.beacon ?? PAGE_VITALS_PATH, route: script?.dataset.pageId ?? '' });
