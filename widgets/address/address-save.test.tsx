import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { bus } from '@schaufenster/shared/bus';
import { renderWidget } from '@schaufenster/shared/mount/testing';
import { BERLIN, STATION } from '../../test/shared/address-fixtures';
import { mount } from './mount';
import { click, errorOf, fill, startTestApi, type TestApi, type View } from './testing';

const ADDRESSES = '/api/account/addresses/';
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.server.close());
beforeEach(() => {
  api.server.requests.length = 0;
});

async function renderForm(props: Record<string, unknown> = {}) {
  return (await renderWidget(mount, props)).view;
}

async function fillBerlin(view: View) {
  await fill(view, 'Anrede', 'female');
  await fill(view, 'Vorname', ' Anna ');
  await fill(view, 'Nachname', 'Schmidt');
  await fill(view, 'Straße und Hausnummer', 'Hauptstraße 5');
  await fill(view, 'Postleitzahl', '10115');
  await fill(view, 'Stadt', 'Berlin');
}

describe('saving an address to the book', () => {
  it('posts the trimmed fields of its type, says so, and tells the other widgets with address:saved', async () => {
    api.handle(() => ({ status: 201, json: BERLIN }));
    const saved = jest.fn();
    const off = bus.on('address:saved', saved);
    const view = await renderForm();
    await fillBerlin(view);
    await click(view.getByRole('button', { name: 'Lieferadresse speichern' }));
    expect(await view.findByText('Deine Adresse wurde gespeichert.')).toBeTruthy();
    expect(api.calls('POST', ADDRESSES)).toEqual([
      {
        addressType: 'home',
        country: 'DE',
        gender: 'female',
        givenName: 'Anna',
        familyName: 'Schmidt',
        streetHouseNumber: 'Hauptstraße 5',
        additional: null,
        zipCode: '10115',
        city: 'Berlin',
      },
    ]);
    expect(saved).toHaveBeenCalledWith({ mode: 'checkout-delivery', address: BERLIN });
    // A save whose answer got lost and is retried is stored once (the API keeps the key).
    expect(api.server.requests.find((request) => request.method === 'POST')?.headers['idempotency-key']).toMatch(/^"[0-9a-f-]{36}"$/);
    off();
  });

  it('sends a packstation without street, and a second save replaces the saved address', async () => {
    api.handle(() => ({ status: 201, json: STATION }));
    const view = await renderForm();
    await fillBerlin(view);
    await click(view.getByRole('radio', { name: 'Packstation' }));
    await fill(view, 'DHL-Kundennummer (Postnummer)', '12345678');
    await fill(view, 'Packstationsnummer', '123');
    await click(view.getByRole('button', { name: 'Lieferadresse speichern' }));
    await view.findByText('Deine Adresse wurde gespeichert.');
    const [body] = api.calls('POST', ADDRESSES) as Record<string, unknown>[];
    expect(body).toMatchObject({ addressType: 'packstation', servicePointMemberId: '12345678', servicePointId: '123' });
    expect(body).not.toHaveProperty('streetHouseNumber');
    await click(view.getByRole('button', { name: 'Lieferadresse speichern' }));
    await waitFor(() => expect(api.calls('PUT', `${ADDRESSES}${STATION.addressId}`)).toHaveLength(1));
  });

  it('shows the server refusing a field (422) under that field', async () => {
    const message = 'Bitte gib eine gültige Straße und Hausnummer ein.';
    api.handle(() => ({ status: 422, json: { message, error: { code: 'validation' }, fieldErrors: { streetHouseNumber: message } } }));
    const view = await renderForm();
    await fillBerlin(view);
    await click(view.getByRole('button', { name: 'Lieferadresse speichern' }));
    await waitFor(() => expect(errorOf(view, 'Straße und Hausnummer')).toBe(message));
  });

  it('asks a visitor to sign in (401): the Anmelden modal opens and the form says why', async () => {
    api.handle(() => ({ status: 401, json: { message: 'Bitte melde dich an.', error: { code: 'not_logged_in' } } }));
    const opened = jest.fn();
    const off = bus.on('auth:open', opened);
    const view = await renderForm();
    await fillBerlin(view);
    await click(view.getByRole('button', { name: 'Lieferadresse speichern' }));
    expect((await view.findByRole('alert')).textContent).toBe('Bitte melde dich an, um deine Adresse zu speichern.');
    expect(opened).toHaveBeenCalledWith({ page: 'login' });
    off();
  });

  it('raises the generic error modal for a server failure', async () => {
    api.handle(() => ({ status: 500, json: { message: 'kaputt' } }));
    const shown = jest.fn();
    const off = bus.on('error:show', shown);
    const view = await renderForm();
    await fillBerlin(view);
    await click(view.getByRole('button', { name: 'Lieferadresse speichern' }));
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    off();
  });
});
