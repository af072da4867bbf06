// In-page functions of the smoke test (run by WebDriver in the demo page) and what it makes of their answers.
import type { CandidateBuild } from '../releases';
import type { TagOnPage } from './interaction-plan';

/** How one of the candidate's tags ended on a page. */
export interface TagOutcome {
  widget: string;
  state: string;
  error: string;
  panel: boolean;
  version: string;
}

/**
 * In the page: mounts the remote's tags that wait for their trigger, waits until none is loading, gives a widget
 * a moment to fail after its first render, and says how each tag ended.
 */
export async function settleTags(remote: string, panelTitle: string): Promise<TagOutcome[]> {
  const api = window.schaufenster;
  if (!api) return [{ widget: remote, state: 'no loader', error: 'window.schaufenster is missing', panel: false, version: '' }];
  await api.ready.catch(() => undefined);
  const tags = [...document.querySelectorAll<HTMLElement>('[data-widget]')].filter((el) => el.dataset.widget === remote || el.dataset.widget?.startsWith(`${remote}/`));
  await Promise.all(tags.filter((el) => el.dataset.widgetState === 'deferred').map((el) => api.mount(el)));
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  for (let tick = 0; tick < 300 && tags.some((el) => el.dataset.widgetState === 'loading'); tick += 1) await pause(50);
  await pause(500);
  const reports = ((window as unknown as { dataLayer?: { event?: string; widget?: string; version?: string }[] }).dataLayer ?? []).filter(
    (entry) => entry.event === 'widget_mount',
  );
  return tags.map((el) => ({
    widget: el.dataset.widget ?? '',
    state: el.dataset.widgetState ?? '',
    error: el.dataset.widgetError ?? '',
    panel: Boolean(el.querySelector('[data-widget-root]')?.shadowRoot?.textContent?.includes(panelTitle)),
    version: reports.find((entry) => entry.widget === el.dataset.widget)?.version ?? '',
  }));
}

/** In the page: every widget tag's name and props (`data-props` or its JSON script child; undefined when no JSON), in document order. */
export function readTags(): TagOnPage[] {
  return [...document.querySelectorAll<HTMLElement>('[data-widget]')].map((el) => {
    const widget = el.dataset.widget ?? '';
    try {
      return { widget, props: JSON.parse(el.dataset.props ?? el.querySelector(':scope > script[type="application/json"]')?.textContent ?? '{}') as unknown };
    } catch {
      return { widget, props: undefined };
    }
  });
}

/** What is wrong with a tag's outcome for the candidate, or undefined when it mounted as it should. */
export function problemOf(where: string, candidate: Pick<CandidateBuild, 'version'>, outcome: TagOutcome): string | undefined {
  if (outcome.state !== 'mounted') return `${where}: ${outcome.widget} is ${outcome.state || 'never set'}${outcome.error ? ` (${outcome.error})` : ''}`;
  if (outcome.panel) return `${where}: ${outcome.widget} shows the technical error panel`;
  if (outcome.version !== candidate.version) return `${where}: ${outcome.widget} mounted ${outcome.version || 'an unknown version'}, not the new build ${candidate.version}`;
  return undefined;
}
