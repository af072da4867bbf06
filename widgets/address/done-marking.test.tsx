import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { renderWidget } from '@schaufenster/shared/mount/testing';
import { mount } from './mount';
import { click, fill, isDone, startTestApi, type TestApi } from './testing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.server.close());

async function renderForm(country = 'DE') {
  return (await renderWidget(mount, { country })).view;
}

describe('done marks', () => {
  it.each([
    ['Vorname', 'Anna', true],
    ['Vorname', '   ', false],
    ['Straße und Hausnummer', 'Hauptstraße 5', true],
    ['Straße und Hausnummer', 'Hauptstraße', false],
    ['Postleitzahl', '10115', true],
    ['Postleitzahl', '1011', false],
    ['Stadt', 'Berlin', true],
    ['Adresszusatz / Firma (Optional)', 'c/o Müller', true],
    ['Adresszusatz / Firma (Optional)', 'Packstation 7', false],
  ])('%s %j is done: %s', async (label, value, done) => {
    const view = await renderForm();
    await fill(view, label, value);
    expect(isDone(view, label)).toBe(done);
    const mark = view.getByLabelText(label).closest('.field')?.querySelector('[role="img"]');
    expect(mark?.getAttribute('aria-label') ?? null).toBe(done ? 'Eingabe vollständig' : null);
  });

  it('never marks an empty additional done, though it is valid', async () => {
    const view = await renderForm();
    await fill(view, 'Adresszusatz / Firma (Optional)', '');
    expect(isDone(view, 'Adresszusatz / Firma (Optional)')).toBe(false);
  });

  it('marks the country select done, and a chosen gender', async () => {
    const view = await renderForm();
    expect(isDone(view, 'Land')).toBe(true);
    expect(isDone(view, 'Anrede')).toBe(false);
    await fill(view, 'Anrede', 'diverse');
    expect(isDone(view, 'Anrede')).toBe(true);
  });

  it('judges a postal code by the current country: 1010 is done in AT, not in DE', async () => {
    const view = await renderForm('AT');
    await fill(view, 'Postleitzahl', '1010');
    expect(isDone(view, 'Postleitzahl')).toBe(true);
    await fill(view, 'Land', 'DE');
    expect(isDone(view, 'Postleitzahl')).toBe(false);
  });

  it('marks the station numbers done once valid', async () => {
    const view = await renderForm();
    await click(view.getByRole('radio', { name: 'Packstation' }));
    await fill(view, 'Packstationsnummer', '12');
    expect(isDone(view, 'Packstationsnummer')).toBe(false);
    await fill(view, 'Packstationsnummer', '123');
    expect(isDone(view, 'Packstationsnummer')).toBe(true);
  });
});
