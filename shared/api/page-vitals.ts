import { max, min, number, object, optional, record, refine, size, string, type Infer } from 'superstruct';
import { PageRoute } from './page-route';
import { MAX_WIDGETS_PER_VIEW, VITAL_NAMES } from './vital-names';

const milliseconds = () => optional(max(min(number(), 0), 600_000));

/**
 * One page view's speed insights: its route (the CMS page id), the version of each widget mounted on it, and whichever
 * vitals the browser measured (LCP, INP, TTFB in milliseconds, CLS unitless). Nothing that names a visitor.
 */
export const PageVitals = refine(
  object({
    route: PageRoute,
    widgets: refine(record(size(string(), 1, 80), size(string(), 1, 40)), 'WidgetCount', (widgets) => Object.keys(widgets).length <= MAX_WIDGETS_PER_VIEW || `at most ${MAX_WIDGETS_PER_VIEW} widgets`),
    lcp: milliseconds(),
    inp: milliseconds(),
    cls: optional(max(min(number(), 0), 100)),
    ttfb: milliseconds(),
  }),
  'SomeVital',
  (view) => VITAL_NAMES.some((name) => view[name] !== undefined) || 'no vital measured',
);

/** A validated page view's speed insights. */
export type PageVitals = Infer<typeof PageVitals>;
