// The listing controls' browser script (sort and sale filter of the catalog listings): each change is
// sent as the session's catalog presets (POST /api/s/catalog-presets/, SPEC.md section 7), then the
// listing loads with it. Without JavaScript the form's own GET submit does the same, minus the presets.
import { ROUTES } from '@schaufenster/shared/api/route-table';
import type { CatalogPresets } from './listing-controls';
import { isListingSort, LISTING_PARAMS } from '@schaufenster/shared/api/listing-sort';

/** The listing waits at most this long for the presets call before it loads anyway. */
export const PRESETS_WAIT_MS = 1_000;

/** What the controls do besides reading the form; tests pass spies. */
export interface ListingControlsEffects {
  /** Sends the presets; settles when they are stored (or failed: the listing loads all the same). */
  sendPresets(presets: CatalogPresets): Promise<unknown>;
  navigate(url: string): void;
}

/** The name-value pairs the form submits, in order (an unticked box sends nothing, as in a GET submit). */
export function formFields(form: HTMLFormElement): [string, string][] {
  const fields: [string, string][] = [];
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || element.name === '' || element.disabled) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox' && !element.checked) continue;
    fields.push([element.name, element.value]);
  }
  return fields;
}

/** The presets a form's controls stand for. */
export function presetsOf(form: HTMLFormElement): CatalogPresets {
  const fields = new Map(formFields(form));
  const sort = fields.get(LISTING_PARAMS.sort);
  return {
    sort: isListingSort(sort) ? sort : 'empfohlen',
    filters: { sale: fields.get(LISTING_PARAMS.sale) === '1' },
  };
}

/** The listing address the form stands for: its action with its fields (a new choice starts on page 1). */
export function listingUrl(form: HTMLFormElement): string {
  const query = new URLSearchParams(formFields(form)).toString();
  const action = form.getAttribute('action') ?? window.location.pathname;
  return query ? `${action}?${query}` : action;
}

/** POSTs the presets as JSON; `keepalive` lets the call finish while the next listing loads. */
export function postPresets(presets: CatalogPresets): Promise<unknown> {
  return fetch(ROUTES.catalogPresets.path, {
    method: ROUTES.catalogPresets.method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(presets),
    credentials: 'same-origin',
    keepalive: true,
  });
}

/** Applies the controls on every change (and on their own submit): presets first, then the listing. */
export function enhanceListingControls(form: HTMLFormElement, effects: ListingControlsEffects): void {
  let applying = false;
  const apply = async () => {
    if (applying) return;
    applying = true;
    const stored = effects.sendPresets(presetsOf(form)).catch(() => undefined);
    await Promise.race([stored, new Promise((resolve) => setTimeout(resolve, PRESETS_WAIT_MS))]);
    effects.navigate(listingUrl(form));
  };
  form.addEventListener('change', () => void apply());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void apply();
  });
  // The controls apply themselves: the Anwenden button is only for pages without JavaScript.
  form.dataset.enhanced = 'true';
}
