import { beforeEach, describe, expect, it } from '@jest/globals';
import { renderWidget, stubSessionFetch } from '@schaufenster/shared/mount/testing';
import { mount } from './mount';

beforeEach(() => stubSessionFetch());

describe('address form', () => {
  it('shows every labelled field with the country from the props', async () => {
    const { view } = await renderWidget(mount, { country: 'AT' });
    for (const label of ['Anrede', 'Vorname', 'Nachname', 'Straße und Hausnummer', 'Adresszusatz / Firma (Optional)', 'Postleitzahl', 'Stadt']) {
      expect(view.getByLabelText(label)).toBeTruthy();
    }
    expect((view.getByLabelText('Land') as HTMLSelectElement).value).toBe('AT');
  });

  it('rejects a country that is not two capital letters', () => {
    expect(() => mount(document.createElement('div'), { country: 'Deutschland' })).toThrow(/invalid props at country/);
  });
});
