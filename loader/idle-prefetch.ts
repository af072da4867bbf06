// When the loader fetches a waiting widget's files ahead of its use: once the page is idle, and never for a shopper
// who asked to save data. What it fetches: hydration-plan.ts; how: ahead-of-use.ts.
import { IDLE_TIMEOUT_MS, type DeferredStrategy, type TriggerEnvironment } from './load-trigger';

/** What the browser says of the shopper's data plan (the Network Information API and media queries, where it has them). */
export interface DataPreference {
  connection?: { saveData?: boolean };
  matchMedia?: (query: string) => { matches: boolean };
}

/** The media query of a shopper who asked for less data (Chromium parses it; most browsers answer no). */
const REDUCED_DATA_QUERY = '(prefers-reduced-data: reduce)';

function browserPreference(): DataPreference {
  return {
    connection: (navigator as Navigator & DataPreference).connection,
    matchMedia: typeof matchMedia === 'function' ? (query) => matchMedia(query) : undefined,
  };
}

/** Tells whether the shopper asked to save data (Save-Data, or `prefers-reduced-data: reduce`): then nothing is fetched ahead of its use. */
export function savesData(preference: DataPreference = browserPreference()): boolean {
  return preference.connection?.saveData === true || preference.matchMedia?.(REDUCED_DATA_QUERY).matches === true;
}

/**
 * Tells whether a deferred tag's files are fetched ahead of its use: it waits for the shopper (its server HTML is on
 * screen, or its widget's default is `interaction`, as the sign-in dialog's), and the page wrote no `data-load` of its
 * own (a tag the CMS defers on purpose is fetched only when it says).
 */
export function readiedAhead(el: HTMLElement, strategy: DeferredStrategy): boolean {
  return strategy === 'interaction' && (el.dataset.load ?? '').trim() === '';
}

/** Calls back once the page is idle: after its load event and the frame painted after it, in an idle moment (IDLE_TIMEOUT_MS at the latest). */
export function whenPageIdle(triggers: TriggerEnvironment, callback: () => void): () => void {
  let stop = triggers.afterLoad(() => {
    stop = triggers.whenIdle(callback, IDLE_TIMEOUT_MS);
  });
  return () => stop();
}
