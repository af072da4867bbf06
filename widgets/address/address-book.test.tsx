import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { waitFor, within } from '@testing-library/react';
import { renderWidget } from '@schaufenster/shared/mount/testing';
import { BERLIN, STATION } from '../../test/shared/address-fixtures';
import type { Address } from './address-api';
import { mount } from './mount';
import { click, fill, startTestApi, type TestApi } from './testing';

const ADDRESSES = '/api/account/addresses/';
let api: TestApi;
let book: Address[];
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.server.close());
beforeEach(() => {
  api.server.requests.length = 0;
  book = [BERLIN, STATION];
  api.handle((request) => {
    if (request.method === 'DELETE') {
      book = book.filter((address) => !request.path.endsWith(address.addressId));
      return { status: 200, json: { addresses: book } };
    }
    if (request.path.endsWith('/default/')) {
      book = book.map((address) => ({ ...address, defaultDeliverAddress: request.path.includes(address.addressId) }));
      return { status: 200, json: { addresses: book } };
    }
    if (request.method === 'PUT') return { status: 200, json: { ...BERLIN, ...JSON.parse(request.body) } };
    return { status: 200, json: { addresses: book } };
  });
});

async function renderBook() {
  const rendered = await renderWidget(mount, { mode: 'book' });
  const list = await rendered.view.findByRole('list', { name: 'Gespeicherte Adressen' });
  return { ...rendered, list };
}

const cards = (list: HTMLElement) => within(list).getAllByRole('listitem').filter((item) => item.classList.contains('card'));

describe('the address book', () => {
  it('lists the addresses with their lines and default badges', async () => {
    const { list } = await renderBook();
    const [berlin, station] = cards(list);
    expect(berlin?.textContent).toContain('Frau Anna Schmidt');
    expect(berlin?.textContent).toContain('Standard-Lieferadresse');
    expect(berlin?.textContent).toContain('Standard-Rechnungsadresse');
    expect(station?.textContent).toContain('Packstation 123');
    expect(station?.textContent).toContain('Postnummer 12345678');
    // A packstation can become the delivery default, never the billing one.
    expect(within(station as HTMLElement).queryByRole('button', { name: 'Als Rechnungsadresse festlegen' })).toBeNull();
  });

  it('makes an address the default delivery address', async () => {
    const { list } = await renderBook();
    await click(within(cards(list)[1] as HTMLElement).getByRole('button', { name: 'Als Lieferadresse festlegen' }));
    await waitFor(() => expect(cards(list)[1]?.textContent).toContain('Standard-Lieferadresse'));
    expect(api.calls('POST', `${ADDRESSES}${STATION.addressId}/default/`)).toEqual([{ delivery: true }]);
  });

  it('deletes an address', async () => {
    const { list } = await renderBook();
    await click(within(cards(list)[1] as HTMLElement).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(cards(list)).toHaveLength(1));
  });

  it('edits an address in the book form, with its default choices, and puts it back', async () => {
    const { view, list, shadowRoot } = await renderBook();
    await click(within(cards(list)[0] as HTMLElement).getByRole('button', { name: 'Bearbeiten' }));
    expect(shadowRoot.activeElement?.textContent).toBe('Adresse bearbeiten');
    expect((view.getByLabelText('Stadt') as HTMLInputElement).value).toBe('Berlin');
    expect((view.getByRole('checkbox', { name: 'Als Standard-Lieferadresse verwenden' }) as HTMLInputElement).checked).toBe(true);
    await fill(view, 'Stadt', 'Potsdam');
    await fill(view, 'Postleitzahl', '14467');
    await click(view.getByRole('button', { name: 'Adresse speichern' }));
    await waitFor(() => expect(view.queryByRole('form')).toBeNull());
    expect(api.calls('PUT', `${ADDRESSES}${BERLIN.addressId}`)).toEqual([
      expect.objectContaining({ city: 'Potsdam', zipCode: '14467', defaultDeliverAddress: true, defaultBillingAddress: true }),
    ]);
  });

  it('adds a new address through the same form', async () => {
    const { view } = await renderBook();
    await click(view.getByRole('button', { name: 'Neue Adresse hinzufügen' }));
    expect(view.getByRole('heading', { name: 'Neue Adresse' })).toBeTruthy();
    expect(view.getByRole('form', { name: 'Adresse' })).toBeTruthy();
    await click(view.getByRole('button', { name: 'Abbrechen' }));
    expect(view.queryByRole('form')).toBeNull();
  });
});
