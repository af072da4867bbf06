import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADDRESS_MESSAGES as M } from '@schaufenster/shared/validation/address';
import { waitFor } from '@testing-library/react';
import { renderWidget } from '@schaufenster/shared/mount/testing';
import { validateForm } from './address-form';
import { initialFormValues } from './address-values';
import { mount } from './mount';
import { click, errorOf, fill, startTestApi, type TestApi } from './testing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.server.close());

async function renderForm(props: Record<string, unknown> = {}) {
  return await renderWidget(mount, props);
}

describe('the address form', () => {
  it('shows every labelled field with the country from the props, and the country names in German', async () => {
    const { view } = await renderForm({ country: 'AT' });
    for (const label of ['Anrede', 'Vorname', 'Nachname', 'Straße und Hausnummer', 'Adresszusatz / Firma (Optional)', 'Postleitzahl', 'Stadt']) {
      expect(view.getByLabelText(label)).toBeTruthy();
    }
    const country = view.getByLabelText('Land') as HTMLSelectElement;
    expect(country.value).toBe('AT');
    expect(country.selectedOptions[0]?.textContent).toBe('Österreich');
    expect([...country.options].map((option) => option.textContent)).toContain('Vereinigtes Königreich');
    expect(view.getByRole('form', { name: 'Lieferadresse' })).toBeTruthy();
  });

  it('offers only the countries the props name, in their order', async () => {
    const { view } = await renderForm({ countries: ['IT', 'DE'] });
    const options = [...(view.getByLabelText('Land') as HTMLSelectElement).options].map((option) => option.textContent);
    expect(options).toEqual(['Italien', 'Deutschland']);
    expect((view.getByLabelText('Land') as HTMLSelectElement).value).toBe('IT');
  });

  it('rejects a country that is not two capital letters, and unknown offered countries', () => {
    expect(() => mount(document.createElement('div'), { country: 'Deutschland' })).toThrow(/invalid props at country/);
    expect(() => mount(document.createElement('div'), { countries: ['XX'] })).toThrow(/invalid props at countries\.0/);
    expect(() => mount(document.createElement('div'), { mode: 'kasse' })).toThrow(/invalid props at mode/);
  });
});

describe('the messages of section 5, under their fields', () => {
  it.each([
    ['DE', 'Vorname', '', M.givenNameRequired],
    ['DE', 'Vorname', 'x'.repeat(51), M.givenNameInvalid],
    ['DE', 'Nachname', ' ', M.familyNameRequired],
    ['DE', 'Nachname', 'x'.repeat(51), M.familyNameInvalid],
    ['DE', 'Straße und Hausnummer', '', M.streetHouseNumberRequired],
    ['DE', 'Straße und Hausnummer', 'Hauptstraße', M.streetHouseNumberInvalid],
    ['DE', 'Straße und Hausnummer', 'Postfach 12', M.streetHouseNumberInvalid],
    ['DE', 'Adresszusatz / Firma (Optional)', 'x'.repeat(51), M.additionalInvalid],
    ['DE', 'Adresszusatz / Firma (Optional)', 'Packstation 5', M.additionalIllegalTerm],
    ['PL', 'Adresszusatz / Firma (Optional)', 'Firma Nowak', M.additionalInvalid],
    ['DE', 'Postleitzahl', '', M.zipCodeRequired],
    ['DE', 'Postleitzahl', '1011', M.zipCodeInvalid],
    ['DE', 'Stadt', '', M.cityRequired],
    ['DE', 'Stadt', 'x'.repeat(51), M.cityInvalid],
    ['IT', 'Bundesland', '', M.stateInvalid],
    ['RO', 'Bundesland', 'x'.repeat(51), M.stateInvalid],
  ])('%s: %s %j gives %p', async (country, label, value, message) => {
    const { view } = await renderForm({ country });
    await fill(view, label, value);
    expect(errorOf(view, label)).toBe(message);
  });

  it('gives the country and gender messages for values the selects never offer (the form checks them like the server)', () => {
    const values = initialFormValues('checkout-delivery', 'DE');
    expect(validateForm({ ...values, country: '' }).country).toBe(M.countryRequired);
    expect(validateForm({ ...values, country: 'DEU' }).country).toBe(M.countryInvalid);
    expect(validateForm({ ...values, gender: 'other' }).gender).toBe(M.genderInvalid);
  });

  it('shows no message before a field was left, and every required message after an empty submit, focusing the first', async () => {
    const { view, shadowRoot } = await renderForm();
    expect(errorOf(view, 'Vorname')).toBe('');
    await fill(view, 'Anrede', 'female');
    await click(view.getByRole('button', { name: 'Lieferadresse speichern' }));
    await view.findByText(M.givenNameRequired);
    expect(errorOf(view, 'Nachname')).toBe(M.familyNameRequired);
    expect(errorOf(view, 'Straße und Hausnummer')).toBe(M.streetHouseNumberRequired);
    expect(errorOf(view, 'Postleitzahl')).toBe(M.zipCodeRequired);
    expect(errorOf(view, 'Stadt')).toBe(M.cityRequired);
    expect(errorOf(view, 'Adresszusatz / Firma (Optional)')).toBe('');
    await waitFor(() => expect(shadowRoot.activeElement).toBe(view.getByLabelText('Vorname')));
    expect(view.getByLabelText('Vorname').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST', '/api/account/addresses/')).toEqual([]);
  });

  it('announces errors politely in a region the field is described by', async () => {
    const { view } = await renderForm();
    await fill(view, 'Stadt', '');
    const field = view.getByLabelText('Stadt');
    const region = (field.getRootNode() as ShadowRoot).getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe(M.cityRequired);
  });
});
