// The layouts' speed-insights script (/widgets/speed-insights.js, from the shop's own origin): Core Web Vitals of
// real page views to the shop's API route named by `data-beacon`, for the widget catalog and `npm run promote`.
import { ROUTES } from '@schaufenster/shared/api/route-table';
import { startSpeedInsights } from './speed-insights';

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
startSpeedInsights({ beaconUrl: script?.dataset.beacon ?? ROUTES.pageVitals.path, route: script?.dataset.pageId ?? '' });
