import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Liquid } from 'liquidjs';
import { DEFAULT_CHOICE, listingControls, type CatalogPresets, type ListingChoice } from './listing-controls';
import { enhanceListingControls, PRESETS_WAIT_MS } from './listing-controls-client';

const engine = new Liquid({ root: path.join(__dirname, 'templates'), extname: '.liquid', outputEscape: 'escape' });

/** The listing's form as the page renders it, enhanced with spies for the presets call and the navigation. */
async function renderControls(action: string, choice: ListingChoice = DEFAULT_CHOICE, sendPresets = jest.fn(async (_presets: CatalogPresets) => ({}))) {
  document.body.innerHTML = await engine.renderFile('partials/listing-controls', { controls: listingControls(action, choice) });
  const form = document.querySelector<HTMLFormElement>('form[data-listing-controls]');
  if (!form) throw new Error('no listing controls');
  const navigate = jest.fn<(url: string) => void>();
  enhanceListingControls(form, { sendPresets, navigate });
  const sort = form.querySelector<HTMLSelectElement>('select[name="sort"]');
  const sale = form.querySelector<HTMLInputElement>('input[name="sale"]');
  if (!sort || !sale) throw new Error('no sort or sale control');
  const change = async (control: HTMLElement) => {
    control.dispatchEvent(new Event('change', { bubbles: true }));
    await jest.advanceTimersByTimeAsync(0);
  };
  return { form, sort, sale, navigate, sendPresets, change };
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('the listing controls in the browser', () => {
  it('sends the new sort as catalog presets when it changes, then loads the listing sorted', async () => {
    const { sort, navigate, sendPresets, change } = await renderControls('/damen/');
    sort.value = 'preis-aufsteigend';
    await change(sort);
    expect(sendPresets.mock.calls).toEqual([[{ sort: 'preis-aufsteigend', filters: { sale: false } }]]);
    expect(navigate).toHaveBeenCalledWith('/damen/?sort=preis-aufsteigend');
  });

  it('sends the filter as catalog presets when it changes, keeping the sort', async () => {
    const { sale, navigate, sendPresets, change } = await renderControls('/marken/nordlicht/', { sort: 'preis-absteigend', sale: false });
    sale.checked = true;
    await change(sale);
    expect(sendPresets.mock.calls).toEqual([[{ sort: 'preis-absteigend', filters: { sale: true } }]]);
    expect(navigate).toHaveBeenCalledWith('/marken/nordlicht/?sort=preis-absteigend&sale=1');
  });

  it('loads the listing only once the presets are stored, or after at most a second when the call hangs', async () => {
    const { sort, navigate, change } = await renderControls('/herren/', DEFAULT_CHOICE, jest.fn(() => new Promise(() => undefined)));
    sort.value = 'preis-absteigend';
    await change(sort);
    await jest.advanceTimersByTimeAsync(PRESETS_WAIT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith('/herren/?sort=preis-absteigend');
  });

  it('loads the listing even when the presets call fails', async () => {
    const { sort, navigate, change } = await renderControls('/herren/', DEFAULT_CHOICE, jest.fn(async () => Promise.reject(new Error('offline'))));
    sort.value = 'preis-aufsteigend';
    await change(sort);
    expect(navigate).toHaveBeenCalledWith('/herren/?sort=preis-aufsteigend');
  });

  it('hides its Anwenden button once it applies itself, and applies a submit the same way', async () => {
    const { form, navigate, sendPresets } = await renderControls('/damen/');
    expect(form.dataset.enhanced).toBe('true');
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await jest.advanceTimersByTimeAsync(0);
    expect(sendPresets).toHaveBeenCalledWith({ sort: 'empfohlen', filters: { sale: false } });
    expect(navigate).toHaveBeenCalledWith('/damen/?sort=empfohlen');
  });
});
