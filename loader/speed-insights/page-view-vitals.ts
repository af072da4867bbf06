import type { PageVitals } from '@schaufenster/shared/api/page-vitals';
import { MAX_WIDGETS_PER_VIEW, type VitalName } from '@schaufenster/shared/api/vital-names';
import { SERVER_VERSION_ATTRIBUTE } from '@schaufenster/shared/mount/server-attribute';
import { MOUNT_EVENT } from '../mount-reports';

/** What a vital's callback hands over (web-vitals' `Metric`, reduced to what is reported). */
export interface MeasuredVital {
  name: string;
  value: number;
}

const NAMES: Record<string, VitalName> = { LCP: 'lcp', INP: 'inp', CLS: 'cls', TTFB: 'ttfb' };

/** The vitals measured so far in one page view, by name; a later value of the same vital replaces the earlier one. */
export type MeasuredVitals = Partial<Record<VitalName, number>>;

/** Adds a measurement: milliseconds to the whole millisecond, CLS to four decimals; anything else is ignored. */
export function addVital(vitals: MeasuredVitals, { name, value }: MeasuredVital): void {
  const key = NAMES[name];
  if (key === undefined || !Number.isFinite(value) || value < 0) return;
  vitals[key] = key === 'cls' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/**
 * The widget versions on the page, by tag name: those the server rendered (shown before any script, hydrated only
 * when used), then as the loader reported mounts into the data layer (`widget_mount` with outcome `mounted`): the
 * latest mount of a tag counts, at most MAX_WIDGETS_PER_VIEW tags.
 */
export function mountedWidgets(dataLayer: readonly unknown[] = [], page?: ParentNode): Record<string, string> {
  const widgets: Record<string, string> = {};
  for (const root of page?.querySelectorAll<HTMLElement>(`[data-widget-root][${SERVER_VERSION_ATTRIBUTE}]`) ?? []) {
    const widget = root.dataset.widgetRoot;
    const version = root.getAttribute(SERVER_VERSION_ATTRIBUTE);
    if (widget && version && Object.keys(widgets).length < MAX_WIDGETS_PER_VIEW) widgets[widget] = version;
  }
  for (const entry of dataLayer) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { event, widget, version, outcome } = entry as Record<string, unknown>;
    if (event !== MOUNT_EVENT || outcome !== 'mounted' || typeof widget !== 'string' || typeof version !== 'string') continue;
    if (widget in widgets || Object.keys(widgets).length < MAX_WIDGETS_PER_VIEW) widgets[widget] = version;
  }
  return widgets;
}

/** One page view's report: its route, the widgets mounted on it and the vitals measured; undefined when none was. */
export function pageViewReport(route: string, vitals: MeasuredVitals, dataLayer?: readonly unknown[], page?: ParentNode): PageVitals | undefined {
  if (Object.keys(vitals).length === 0) return undefined;
  return { route, widgets: mountedWidgets(dataLayer, page), ...vitals };
}
