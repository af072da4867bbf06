/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { validate } from 'superstruct';
import { HOME_INPUT } from '../../../test/shared/address-fixtures';
import { ADDRESS_FIELDS, addressSchema, isFieldDone, validateAddress, type AddressValues } from './address-schema';

/** A valid DE home address; tests override single fields. */
const DE_HOME: AddressValues = { ...HOME_INPUT, additional: '' };

const address = (overrides: AddressValues): AddressValues => ({ ...DE_HOME, ...overrides });
const errorOf = (overrides: AddressValues, field: string) =>
  (validateAddress(address(overrides)) as Record<string, string | undefined>)[field];
const zipError = (country: string, zipCode: string) => errorOf({ country, zipCode, state: 'Provinz' }, 'zipCode');

describe('postal codes', () => {
  it.each([
    ['DE', '', 'Bitte gib eine Postleitzahl ein.'],
    ['IT', '  ', 'Bitte gib eine Postleitzahl ein.'],
    ['XX', '', 'Bitte gib eine Postleitzahl ein.'],
    ['RO', '', undefined],
    ['XX', 'beliebig 123', undefined],
    ['XX', 'x'.repeat(51), 'Bitte gib eine gültige Postleitzahl ein.'],
    ['NO', 'NO-8099', 'Bitte gib eine gültige Postleitzahl ein.'],
    ['ES', '35001', 'Bitte gib eine gültige Postleitzahl ein.'],
    ['ES', '28001', undefined],
    ['GB', ' sw1a 1aa ', undefined],
  ])('%s with %j gives %p (country rules; RO optional, 1-50 by default)', (country, zip, message) => {
    expect(zipError(country, zip)).toBe(message);
  });
});

describe('street and house number', () => {
  it.each([
    ['DE', 'Hauptstraße 5', undefined],
    ['DE', 'Hauptstraße', 'Bitte gib eine gültige Straße und Hausnummer ein.'],
    ['DE', '12', 'Bitte gib eine gültige Straße und Hausnummer ein.'],
    ['DE', '', 'Bitte gib eine Straße und Hausnummer ein.'],
    ['DE', '   ', 'Bitte gib eine Straße und Hausnummer ein.'],
    ['DE', `Hauptstraße ${'5'.repeat(39)}`, 'Bitte gib eine gültige Straße und Hausnummer ein.'],
    ['DE', 'PACKSTATION 123', 'Bitte gib eine gültige Straße und Hausnummer ein.'],
    ['DE', 'postfach 12', 'Bitte gib eine gültige Straße und Hausnummer ein.'],
    ['AT', 'Postfach 7', 'Bitte gib eine gültige Straße und Hausnummer ein.'],
    ['NL', 'Pakketshop Centrum 1', 'Bitte gib eine gültige Straße und Hausnummer ein.'],
    ['NL', 'Damstraat', 'Bitte gib eine gültige Straße und Hausnummer ein.'],
    ['FR', 'Rue de Rivoli', 'Bitte gib eine gültige Straße und Hausnummer ein.'],
    ['FR', '12 Rue de Rivoli', undefined],
    ['PL', 'ul. Paczkomat 5', 'Bitte gib eine gültige Straße und Hausnummer ein.'],
    ['PL', 'ul. Marszałkowska', undefined],
    ['SK', 'p.o. box 12', 'Bitte gib eine gültige Straße und Hausnummer ein.'],
    ['IT', 'Via Roma', undefined],
    ['IT', '123', 'Bitte gib eine gültige Straße und Hausnummer ein.'],
    ['IT', 'V'.repeat(50), undefined],
    ['IT', 'V'.repeat(51), 'Bitte gib eine gültige Straße und Hausnummer ein.'],
    ['IT', 'Packstation 5', undefined],
  ])('%s %j gives %p', (country, streetHouseNumber, message) => {
    expect(errorOf({ country, streetHouseNumber, zipCode: '', state: 'Lazio' }, 'streetHouseNumber')).toBe(message);
  });
});

describe('additional', () => {
  it.each([
    ['DE', '', undefined],
    ['DE', 'c/o Müller GmbH', undefined],
    ['DE', 'PACKSTATION 123', 'Adresszusatz / Firma (Optional) ist ungültig'],
    ['DE', 'Bei der postfiliale', 'Adresszusatz / Firma (Optional) ist ungültig'],
    ['CZ', 'Zásilkovna', 'Adresszusatz / Firma (Optional) ist ungültig'],
    ['HU', 'csomagautomata', 'Adresszusatz / Firma (Optional) ist ungültig'],
    ['RO', 'EASYBOX', 'Adresszusatz / Firma (Optional) ist ungültig'],
    ['IT', 'Packstation', undefined],
    ['DE', 'x'.repeat(50), undefined],
    ['DE', 'x'.repeat(51), 'Bitte gib einen gültigen Adresszusatz oder Firmennamen ein.'],
    ['PL', 'x'.repeat(10), undefined],
    ['PL', 'Firma Nowak', 'Bitte gib einen gültigen Adresszusatz oder Firmennamen ein.'],
    ['PL', 'Paczkomat', 'Adresszusatz / Firma (Optional) ist ungültig'],
  ])('%s %j gives %p', (country, additional, message) => {
    expect(errorOf({ country, additional, zipCode: '', state: 'Lazio' }, 'additional')).toBe(message);
  });
});

describe('state', () => {
  it.each([
    ['IT', undefined, 'Bitte gib ein gültiges Bundesland ein.'],
    ['IT', '', 'Bitte gib ein gültiges Bundesland ein.'],
    ['RO', ' ', 'Bitte gib ein gültiges Bundesland ein.'],
    ['IT', 'x'.repeat(51), 'Bitte gib ein gültiges Bundesland ein.'],
    ['IT', 'Lazio', undefined],
    ['RO', 'Cluj', undefined],
    ['DE', undefined, undefined],
    ['DE', 'x'.repeat(80), undefined],
  ])('%s %j gives %p', (country, state, message) => {
    expect(errorOf({ country, state, zipCode: '' }, 'state')).toBe(message);
  });
});

describe('packstation', () => {
  const station = (overrides: AddressValues) =>
    validateAddress(address({ addressType: 'packstation', streetHouseNumber: '', servicePointMemberId: '123456', servicePointId: '123', ...overrides }));

  it('checks the station numbers instead of the street', () => {
    expect(station({})).toEqual({});
  });

  it.each([
    ['servicePointMemberId', '12345', 'Bitte gib eine gültige DHL-Kundennummer (Postnummer) ein.'],
    ['servicePointMemberId', '12345678901', 'Bitte gib eine gültige DHL-Kundennummer (Postnummer) ein.'],
    ['servicePointMemberId', '12345a', 'Bitte gib eine gültige DHL-Kundennummer (Postnummer) ein.'],
    ['servicePointMemberId', '', 'Bitte gib eine gültige DHL-Kundennummer (Postnummer) ein.'],
    ['servicePointMemberId', '1234567890', undefined],
    ['servicePointId', '12', 'Bitte gib eine gültige Packstationsnummer ein.'],
    ['servicePointId', '1234', 'Bitte gib eine gültige Packstationsnummer ein.'],
    ['servicePointId', undefined, 'Bitte gib eine gültige Packstationsnummer ein.'],
    ['servicePointId', '007', undefined],
  ])('%s %j gives %p', (field, value, message) => {
    expect((station({ [field]: value }) as Record<string, string | undefined>)[field]).toBe(message);
  });

  it('falls back to home outside DE: street required, station numbers ignored', () => {
    const errors = validateAddress({ ...DE_HOME, country: 'AT', zipCode: '1010', addressType: 'packstation', streetHouseNumber: '', servicePointId: 'x' });
    expect(errors).toEqual({ streetHouseNumber: 'Bitte gib eine Straße und Hausnummer ein.' });
  });
});

describe('names, city, country and gender', () => {
  it.each([
    ['givenName', '', 'Bitte gib einen Vornamen ein.'],
    ['givenName', 'x'.repeat(51), 'Bitte gib einen gültigen Vornamen ein.'],
    ['givenName', 'x'.repeat(50), undefined],
    ['familyName', undefined, 'Bitte gib einen Nachnamen ein.'],
    ['familyName', 'x'.repeat(51), 'Bitte gib einen gültigen Nachnamen ein.'],
    ['city', null, 'Bitte gib eine Stadt ein.'],
    ['city', 'x'.repeat(51), 'Bitte gib eine gültige Stadt ein.'],
    ['country', '', 'Bitte gib ein Land ein.'],
    ['country', 'DEU', 'Bitte gib ein gültiges Land ein.'],
    ['country', 'de', 'Bitte gib ein gültiges Land ein.'],
    ['gender', 'diverse', undefined],
    ['gender', '', undefined],
    ['gender', 'other', 'Bitte wähle eine gültige Anrede aus.'],
  ])('%s %j gives %p', (field, value, message) => {
    expect(errorOf({ [field]: value }, field)).toBe(message);
  });

  it('gives the field message, not the library text, for a value of the wrong type', () => {
    const values = { ...DE_HOME, city: 42 } as unknown as AddressValues;
    expect(validateAddress(values)).toEqual({ city: 'Bitte gib eine gültige Stadt ein.' });
  });

  it('accepts a valid address of an unlisted country with the defaults', () => {
    expect(validateAddress({ ...DE_HOME, country: 'US', zipCode: '90210', streetHouseNumber: 'Main Street' })).toEqual({});
  });

  it('collects one message per invalid field', () => {
    expect(validateAddress({ country: 'DE' })).toEqual({
      givenName: 'Bitte gib einen Vornamen ein.',
      familyName: 'Bitte gib einen Nachnamen ein.',
      streetHouseNumber: 'Bitte gib eine Straße und Hausnummer ein.',
      zipCode: 'Bitte gib eine Postleitzahl ein.',
      city: 'Bitte gib eine Stadt ein.',
    });
  });
});

describe('isFieldDone', () => {
  it.each([
    ['givenName', true, DE_HOME],
    ['givenName', false, address({ givenName: ' ' })],
    ['additional', false, DE_HOME],
    ['additional', true, address({ additional: 'c/o Müller' })],
    ['additional', false, address({ additional: 'Packstation' })],
    ['zipCode', false, address({ zipCode: '1011' })],
    ['zipCode', true, DE_HOME],
    ['state', false, address({ state: 'Bayern' })],
    ['state', true, address({ country: 'IT', zipCode: '00184', state: 'Lazio' })],
    ['streetHouseNumber', false, address({ addressType: 'packstation' })],
    ['servicePointId', true, address({ addressType: 'packstation', servicePointId: '123' })],
  ] as const)('%s is done: %s (case %#)', (field, done, values) => {
    expect(isFieldDone(field, values)).toBe(done);
  });
});

describe('addressSchema', () => {
  it('is a superstruct schema that fails with the field messages', () => {
    const values = address({ zipCode: '1011' });
    const [error] = validate(values, addressSchema(values));
    expect(error?.failures().map((failure) => [failure.path.join('.'), failure.message])).toEqual([
      ['zipCode', 'Bitte gib eine gültige Postleitzahl ein.'],
    ]);
  });

  it('names every validated field once', () => {
    expect(new Set(ADDRESS_FIELDS).size).toBe(ADDRESS_FIELDS.length);
  });
});
