import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADDRESS_MESSAGES as M } from '@schaufenster/shared/validation/address';
import { renderWidget } from '@schaufenster/shared/mount/testing';
import { mount } from './mount';
import { click, errorOf, fill, startTestApi, type TestApi, type View } from './testing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.server.close());

async function renderForm(props: Record<string, unknown> = {}) {
  return await renderWidget(mount, props);
}

const radio = (view: View, name: string) => view.getByRole('radio', { name }) as HTMLInputElement;
const labelled = (view: View, label: string) => view.queryByLabelText(label);

describe('home and packstation', () => {
  it('offers the choice in DE; a packstation shows the customer number with its tip and the station number instead of the street', async () => {
    const { view } = await renderForm({ country: 'DE' });
    expect(view.getByRole('group', { name: 'Adressart' })).toBeTruthy();
    expect(radio(view, 'Hausanschrift').checked).toBe(true);
    await click(radio(view, 'Packstation'));
    expect(labelled(view, 'Straße und Hausnummer')).toBeNull();
    const memberId = view.getByLabelText('DHL-Kundennummer (Postnummer)');
    const tip = (memberId.getRootNode() as ShadowRoot).getElementById(memberId.getAttribute('aria-describedby') ?? '');
    expect(tip?.textContent).toBe(M.servicePointMemberIdTip);
    expect(view.getByLabelText('Packstationsnummer')).toBeTruthy();
  });

  it.each([
    ['DHL-Kundennummer (Postnummer)', '12345', M.servicePointMemberIdInvalid],
    ['DHL-Kundennummer (Postnummer)', '12345678901', M.servicePointMemberIdInvalid],
    ['DHL-Kundennummer (Postnummer)', '1234567', ''],
    ['Packstationsnummer', '12', M.servicePointIdInvalid],
    ['Packstationsnummer', '1234', M.servicePointIdInvalid],
    ['Packstationsnummer', '123', ''],
  ])('packstation: %s %j gives %p', async (label, value, message) => {
    const { view } = await renderForm({ country: 'DE' });
    await click(radio(view, 'Packstation'));
    await fill(view, label, value);
    expect(errorOf(view, label)).toBe(message);
  });

  it('falls back to home when the country changes to one without packstations, and stays home on the way back', async () => {
    const { view } = await renderForm({ country: 'DE' });
    await click(radio(view, 'Packstation'));
    await fill(view, 'Land', 'AT');
    expect(view.queryByRole('group', { name: 'Adressart' })).toBeNull();
    expect(view.getByLabelText('Straße und Hausnummer')).toBeTruthy();
    expect(labelled(view, 'Packstationsnummer')).toBeNull();
    await fill(view, 'Land', 'DE');
    expect(radio(view, 'Hausanschrift').checked).toBe(true);
  });

  it('starts a packstation address of a country without packstations as home', async () => {
    const { view } = await renderForm({ address: { country: 'AT', addressType: 'packstation', servicePointId: '123' } });
    expect(view.getByLabelText('Straße und Hausnummer')).toBeTruthy();
    expect(view.queryByRole('group', { name: 'Adressart' })).toBeNull();
  });

  it('starts a DE packstation address as packstation, with its numbers', async () => {
    const { view } = await renderForm({ address: { country: 'DE', addressType: 'packstation', servicePointMemberId: '1234567', servicePointId: '123' } });
    expect(radio(view, 'Packstation').checked).toBe(true);
    expect((view.getByLabelText('Packstationsnummer') as HTMLInputElement).value).toBe('123');
  });

  it('never offers a packstation for a billing address', async () => {
    const { view } = await renderForm({ mode: 'checkout-billing', address: { country: 'DE', addressType: 'packstation' } });
    expect(view.getByRole('form', { name: 'Rechnungsadresse' })).toBeTruthy();
    expect(view.queryByRole('group', { name: 'Adressart' })).toBeNull();
    expect(view.getByLabelText('Straße und Hausnummer')).toBeTruthy();
  });
});

describe('fields that depend on the country', () => {
  it('shows the state only where it is enabled (IT, RO), not in DE', async () => {
    const { view } = await renderForm({ country: 'DE' });
    expect(labelled(view, 'Bundesland')).toBeNull();
    await fill(view, 'Land', 'IT');
    expect(view.getByLabelText('Bundesland')).toBeTruthy();
  });

  it('puts the postal code after the city where the country writes it so (BG)', async () => {
    const { view } = await renderForm({ country: 'BG' });
    const labels = [...view.getByRole('form').querySelectorAll('label')].map((label) => label.textContent);
    expect(labels.indexOf('Stadt')).toBeLessThan(labels.indexOf('Postleitzahl'));
  });
});
