import { act } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import type { Answer, ReceivedRequest } from '../../test/shared/test-server';
import { renderWidget } from '@schaufenster/shared/mount/testing';
import { BERLIN } from '../../test/shared/address-fixtures';
import { letTimePass } from '../../test/shared/fake-time';
import { mount } from './mount';
import { click, errorOf, fill, startTestApi, type TestApi, type View } from './testing';

const ADDRESSES = '/api/account/addresses/';
const PLACES: Record<string, string[]> = {
  '10115': ['Berlin'],
  '20095': ['Hamburg'],
  '04936': ['Fichtwald', 'Hohenbucko', 'Kremitzaue', 'Lebusa', 'Schlieben'],
};
let api: TestApi;
let save: (request: ReceivedRequest) => Answer;
// Lets a test hold the places back until it has done something first.
let placesHeld: Promise<void> = Promise.resolve();

/** The postal-code lookups the form made: country and code of each. */
const lookups = () =>
  api.server.requests.filter((request) => request.path.startsWith('/api/address/postal-codes/')).map((request) => new URL(request.path, 'http://x').search);

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.server.close());
beforeEach(() => {
  api.server.requests.length = 0;
  save = () => ({ status: 201, json: BERLIN });
  placesHeld = Promise.resolve();
  api.server.answer(async (request) => {
    const url = new URL(request.path, 'http://x');
    if (url.pathname === '/api/s/') return { status: 200, json: { id: 'test-session', aboutMe: { isLogged: true } } };
    if (url.pathname !== '/api/address/postal-codes/') return save(request);
    await placesHeld;
    const zipCode = url.searchParams.get('zipCode') ?? '';
    return { status: 200, json: { country: url.searchParams.get('country'), zipCode, places: PLACES[zipCode] ?? [] } };
  });
});

async function renderForm(props: Record<string, unknown> = {}) {
  return (await renderWidget(mount, props)).view;
}

const cityOf = (view: View) => (view.getByLabelText('Stadt') as HTMLInputElement).value;

async function fillAllButPlace(view: View) {
  await fill(view, 'Anrede', 'female');
  await fill(view, 'Vorname', 'Anna');
  await fill(view, 'Nachname', 'Schmidt');
  await fill(view, 'Straße und Hausnummer', 'Hauptstraße 5');
}

describe('the city from the postal code (DE)', () => {
  it('fills in the city of a postal code with one place', async () => {
    const view = await renderForm({ country: 'DE' });
    await fill(view, 'Postleitzahl', '10115');
    await waitFor(() => expect(cityOf(view)).toBe('Berlin'));
    expect(lookups()).toEqual(['?country=DE&zipCode=10115']);
    expect(view.queryByRole('group', { name: 'Orte zu dieser Postleitzahl:' })).toBeNull();
  });

  it('asks only for a complete, valid postal code', async () => {
    const view = await renderForm({ country: 'DE' });
    await fill(view, 'Postleitzahl', '1011');
    await fill(view, 'Postleitzahl', '10a15');
    // A lookup would leave as the code is typed: a second of fake time, with real I/O, for it to arrive.
    await letTimePass(1000, { wrap: act });
    expect(lookups()).toEqual([]);
  });

  it('offers the places of a postal code with several, and one click takes one', async () => {
    const view = await renderForm({ country: 'DE' });
    await fill(view, 'Postleitzahl', '04936');
    const offer = await view.findByRole('group', { name: 'Orte zu dieser Postleitzahl:' });
    expect(cityOf(view)).toBe('');
    expect([...offer.querySelectorAll('button')].map((button) => button.textContent)).toEqual(PLACES['04936']);
    await click(view.getByRole('button', { name: 'Hohenbucko als Stadt übernehmen' }));
    expect(cityOf(view)).toBe('Hohenbucko');
    expect(view.queryByRole('group', { name: 'Orte zu dieser Postleitzahl:' })).toBeNull();
  });

  it('never overwrites a city the shopper typed, but offers the places while it is not one of them', async () => {
    const view = await renderForm({ country: 'DE' });
    await fill(view, 'Stadt', 'Potsdam');
    await fill(view, 'Postleitzahl', '10115');
    await view.findByRole('group', { name: 'Orte zu dieser Postleitzahl:' });
    expect(cityOf(view)).toBe('Potsdam');
    await fill(view, 'Stadt', 'Berlin');
    expect(view.queryByRole('group', { name: 'Orte zu dieser Postleitzahl:' })).toBeNull();
  });

  it('does not fill in the city while the shopper is typing in it, and offers it instead', async () => {
    let release: () => void = () => undefined;
    placesHeld = new Promise((resolve) => (release = resolve));
    const view = await renderForm({ country: 'DE' });
    await fill(view, 'Postleitzahl', '20095');
    await waitFor(() => expect(lookups()).toEqual(['?country=DE&zipCode=20095']));
    await click(view.getByLabelText('Stadt'));
    release();
    expect(await view.findByRole('button', { name: 'Hamburg als Stadt übernehmen' })).toBeTruthy();
    expect(cityOf(view)).toBe('');
  });

  it.each([
    ['AT', '1010'],
    ['RO', '010011'],
  ])('completes nothing in %s (no data, or completion disabled by the country rules)', async (country, zipCode) => {
    const view = await renderForm({ country });
    await fill(view, 'Postleitzahl', zipCode);
    // A lookup would leave as the code is typed: a second of fake time, with real I/O, for it to arrive.
    await letTimePass(1000, { wrap: act });
    expect(lookups()).toEqual([]);
    expect(cityOf(view)).toBe('');
  });
});

describe('the server refusing a city of another postal code', () => {
  it('shows its German message under the city with the corrected city one click away, then saves', async () => {
    const message = 'Die Stadt passt nicht zur Postleitzahl. Meintest du: Berlin?';
    save = (request) =>
      request.method === 'POST' && JSON.parse(request.body).city !== 'Berlin'
        ? { status: 422, json: { message, error: { code: 'city_mismatch' }, fieldErrors: { city: message }, suggestedCities: ['Berlin'] } }
        : { status: 201, json: BERLIN };
    const view = await renderForm({ country: 'AT', countries: ['AT', 'DE'] });
    await fillAllButPlace(view);
    // Typed in a country without completion, then switched: the server is the one to tell.
    await fill(view, 'Stadt', 'München');
    await fill(view, 'Land', 'DE');
    await fill(view, 'Postleitzahl', '99999');
    await click(view.getByRole('button', { name: 'Lieferadresse speichern' }));

    await waitFor(() => expect(errorOf(view, 'Stadt')).toBe(message));
    const fix = view.getByRole('button', { name: 'Berlin als Stadt übernehmen' });
    expect(view.getByRole('group', { name: 'Stadt korrigieren:' }).contains(fix)).toBe(true);
    await click(fix);
    expect(cityOf(view)).toBe('Berlin');
    expect(errorOf(view, 'Stadt')).toBe('');
    const cityInput = view.getByLabelText('Stadt');
    expect((cityInput.getRootNode() as ShadowRoot).activeElement).toBe(cityInput);

    await click(view.getByRole('button', { name: 'Lieferadresse speichern' }));
    expect(await view.findByText('Deine Adresse wurde gespeichert.')).toBeTruthy();
    expect((api.calls('POST', ADDRESSES) as { city: string }[]).map((body) => body.city)).toEqual(['München', 'Berlin']);
  });

  it('hands the distribution code of an edited address back to the API', async () => {
    const view = await renderForm({ mode: 'checkout-delivery', address: { ...BERLIN, distributionCode: 'DC-7' } });
    await click(view.getByRole('button', { name: 'Lieferadresse speichern' }));
    await view.findByText('Deine Adresse wurde gespeichert.');
    const [body] = api.calls('PUT', `${ADDRESSES}${BERLIN.addressId}`) as Record<string, unknown>[];
    expect(body).toMatchObject({ city: 'Berlin', distributionCode: 'DC-7' });
  });
});
