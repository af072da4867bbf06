/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import {
  COUNTRY_NAMES,
  COUNTRY_RULES,
  DEFAULT_COUNTRY_RULES,
  STREET_WITH_HOUSE_NUMBER,
  allowedAddressTypes,
  resolveAddressType,
  rulesFor,
  type CountryCode,
} from './country-rules';
import { checkZipCode } from './field-checks';

const CODES = Object.keys(COUNTRY_NAMES) as CountryCode[];
const only = (listed: readonly string[], yes: unknown, no: unknown) => CODES.map((code) => [code, listed.includes(code) ? yes : no] as const);

// Every offered country: [valid postal codes, invalid postal codes].
const POSTAL_CODES: Record<CountryCode, readonly [readonly string[], readonly string[]]> = {
  AD: [['AD500', 'AD100', 'AD709'], ['AD800', 'AD510', '500', 'AD0']],
  AL: [['1001'], ['10010', '100']],
  AT: [['1010'], ['101', '10100']],
  BA: [['71000'], ['7100']],
  BE: [['1000'], ['10000']],
  BG: [['1000', '100000'], ['10000', '100']],
  BY: [['220030'], ['22003']],
  CH: [['8001'], ['80010']],
  CY: [['1010'], ['101']],
  CZ: [['110 00', '11000'], ['1100', '110-00']],
  DE: [['10115', '01067'], ['1011', '1011A', '101155']],
  DK: [['1050'], ['105']],
  EE: [['10111'], ['1011']],
  ES: [['28001', '08001', '50001'], ['35001', '38001', '51001', '52001', '2800']],
  FI: [['00100'], ['0010']],
  FR: [['75001', '95000', '00100'], ['96000', '97500', '7500']],
  GB: [['SW1A 1AA', 'EC1A1BB', 'M1 1AE', 'B33 8TH', 'sw1a 1aa'], ['12345', 'SW1A-1AA', 'SW1A 1AAA']],
  GR: [['105 57', '10557'], ['1055']],
  HR: [['10000'], ['100000']],
  HU: [['1051'], ['10510']],
  IE: [['D02 X285', 'D02X285', 'A65 F4E2'], ['D02 X28', 'D02  X285']],
  IS: [['101'], ['1010']],
  IT: [['00184'], ['0018']],
  LI: [['9485', '9490', '9497'], ['9484', '9498', '9400']],
  LT: [['LT-01100', '01100'], ['LT01100', '0110']],
  LU: [['L-1234', 'L1234', '1234'], ['12345', 'LU-1234']],
  LV: [['LV-1050', '1050'], ['LV-105', 'LV1050']],
  MC: [['98000'], ['97000', '9800']],
  MD: [['2001'], ['MD-2001', '200']],
  ME: [['81000'], ['71000']],
  MK: [['MK-1000', '1000'], ['100', 'MK1000']],
  MT: [['VLT 1117', 'VLT1117', 'VLT 05', 'ABCD 1234'], ['VL 1117', '1117', 'ABCD 12']],
  NL: [['1234 AB', '1234AB'], ['1234 A', '12345 AB', 'AB 1234']],
  NO: [['0150', 'NO-0150', '9177'], ['8099', 'NO-8099', '9170', '9173', '9174', '9175', '9176', '9178', '015', 'NO0150']],
  PL: [['00-950', 'PL00-950', 'PL 00-950', '00950', '00 950'], ['00-95', '000-950', 'DE00-950']],
  PT: [['1000-001', 'PT 1000-001', 'PT1000-001', '1000001'], ['1000-01', '100-001']],
  RO: [['010011', ''], ['01001']],
  RS: [['11000', '110000'], ['1100']],
  RU: [['101000'], ['10100']],
  SE: [['114 55', '11455'], ['1145']],
  SI: [['1000'], ['10000']],
  SK: [['811 01', '81101'], ['8110']],
  SM: [['47890', '47899'], ['47900', '4789']],
  TR: [['06100'], ['0610']],
  UA: [['01001'], ['0100']],
  VA: [['00120'], ['00121', '0012']],
};

describe('postal codes per country', () => {
  const cases = (pick: 0 | 1) =>
    Object.entries(POSTAL_CODES).flatMap(([country, lists]) => lists[pick].map((zip) => [country, zip] as const));

  it('covers every offered country', () => {
    expect(Object.keys(POSTAL_CODES).sort()).toEqual([...CODES].sort());
  });

  it.each(cases(0))('%s accepts %j', (country, zip) => {
    expect(checkZipCode(zip, rulesFor(country))).toBe(true);
  });

  it.each(cases(1))('%s rejects %j', (country, zip) => {
    expect(checkZipCode(zip, rulesFor(country))).toBe('Bitte gib eine gültige Postleitzahl ein.');
  });

  it.each([
    [4, ['AL', 'AT', 'BE', 'CH', 'CY', 'DK', 'HU', 'LI', 'MD', 'SI']],
    [5, ['AD', 'BA', 'EE', 'FI', 'HR', 'IT', 'TR', 'UA', 'DE', 'ES', 'FR', 'MC', 'ME', 'SM', 'VA']],
    [6, ['BY', 'RO', 'RU', 'RS', 'BG', 'CZ', 'GR', 'SE', 'SK', 'LU']],
    [7, ['NO', 'LV', 'MK', 'NL']],
    [8, ['GB', 'IE', 'LT']],
    [9, ['PL', 'MT']],
    [11, ['PT']],
    [3, ['IS']],
  ])('maximum length %i for %j', (maxLength, codes) => {
    for (const code of codes) expect([code, rulesFor(code).zipCode.maxLength]).toEqual([code, maxLength]);
  });
});

describe('COUNTRY_NAMES and COUNTRY_RULES', () => {
  it('name the same 46 countries', () => {
    expect(CODES).toHaveLength(46);
    expect(Object.keys(COUNTRY_RULES).sort()).toEqual([...CODES].sort());
  });

  it.each([
    ['AT', 'Österreich'],
    ['BA', 'Bosnien und Herzegowina'],
    ['DK', 'Dänemark'],
    ['GB', 'Vereinigtes Königreich'],
    ['MD', 'Moldau'],
    ['MK', 'Nordmazedonien'],
    ['RO', 'Rumänien'],
    ['TR', 'Türkei'],
    ['VA', 'Vatikanstadt'],
  ] as const)('%s is called %s', (code, name) => {
    expect(COUNTRY_NAMES[code]).toBe(name);
  });
});

describe('rulesFor', () => {
  it.each(['US', 'XX', '', 'deutschland'])('gives the defaults for %j', (country) => {
    expect(rulesFor(country)).toEqual(DEFAULT_COUNTRY_RULES);
  });

  it('reads the code in any case and keeps the defaults it does not override', () => {
    expect(rulesFor(' de ')).toEqual(rulesFor('DE'));
    expect(rulesFor('DE').zipCode).toEqual({ ...DEFAULT_COUNTRY_RULES.zipCode, maxLength: 5, regex: /^\d{5}$/ });
  });

  const streetNumber = ['AT', 'BE', 'BG', 'BY', 'CH', 'CZ', 'DE', 'ES', 'FI', 'FR', 'GR', 'HR', 'LI', 'LT', 'LV', 'NL'];
  it.each(only(streetNumber, STREET_WITH_HOUSE_NUMBER, undefined))('%s street regex marker: %p', (code, regex) => {
    expect(rulesFor(code).streetHouseNumber.regex).toBe(regex);
  });

  const pickupTerms = ['AT', 'CZ', 'DE', 'HU', 'NL', 'PL', 'RO', 'SK'];
  it.each(only(pickupTerms, true, false))('%s forbids pickup terms in street and additional: %p', (code, forbids) => {
    const rules = rulesFor(code);
    expect(rules.streetHouseNumber.illegalTerms.length > 0).toBe(forbids);
    expect(rules.additional.illegalTerms).toEqual(rules.streetHouseNumber.illegalTerms);
  });

  it.each([
    ['DE', ['Packstation', 'Postfach']],
    ['AT', ['Packstation', 'Postfach']],
    ['PL', ['Paczkomat']],
    ['NL', ['Pakketshop']],
    ['SK', ['P.O. Box']],
  ])('%s forbids %j', (code, terms) => {
    expect(rulesFor(code).streetHouseNumber.illegalTerms).toEqual(expect.arrayContaining(terms));
  });

  it.each(only(['IT', 'RO'], { enabled: true, required: true }, { enabled: false, required: false }))('%s state %o', (code, state) => {
    expect(rulesFor(code).state).toEqual(state);
  });

  it.each(only(['PL'], 10, 50))('%s additional max length %i', (code, maxLength) => {
    expect(rulesFor(code).additional.maxLength).toBe(maxLength);
  });

  it.each(only(['BG'], 'second', 'first'))('%s postal code position %s', (code, position) => {
    expect(rulesFor(code).zipCode.position).toBe(position);
  });

  it.each(only(['RO'], false, true))('%s postal code completion and required: %p', (code, flag) => {
    expect([rulesFor(code).zipCode.completion, rulesFor(code).zipCode.required]).toEqual([flag, flag]);
  });

  it.each(only(['DE'], true, false))('%s address validation and free return label: %p', (code, flag) => {
    expect([rulesFor(code).addressValidation, rulesFor(code).isEligibleForFreeReturnLabel]).toEqual([flag, flag]);
  });

  it.each(only(['NO'], ['8099', '9170', '9173', '9174', '9175', '9176', '9178'], []))('%s illegal postal codes %j', (code, codes) => {
    expect(rulesFor(code).zipCode.illegalCodes).toEqual(codes);
  });
});

describe('address types', () => {
  it.each(only(['DE'], ['home', 'packstation'], ['home']))('%s allows %j', (code, types) => {
    expect(allowedAddressTypes(code)).toEqual(types);
  });

  it.each([
    ['DE', 'packstation', 'packstation'],
    ['de', 'packstation', 'packstation'],
    ['DE', 'home', 'home'],
    ['DE', 'postfach', 'home'],
    ['DE', undefined, 'home'],
    ['AT', 'packstation', 'home'],
    ['US', 'packstation', 'home'],
  ])('%s wanting %p gets %s', (country, wanted, type) => {
    expect(resolveAddressType(country, wanted)).toBe(type);
  });
});
