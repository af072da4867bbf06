import { describe, expect, it } from '@jest/globals';
import { addressLines, nameLine } from './address-lines';

const HOME = { addressType: 'home', gender: 'female', givenName: 'Anna', familyName: 'Schmidt', streetHouseNumber: 'Hauptstr. 1', zipCode: '10115', city: 'Berlin', country: 'DE' };

describe('addressLines', () => {
  it.each([
    ['a home address', HOME, ['Frau Anna Schmidt', 'Hauptstr. 1', '10115 Berlin', 'Deutschland']],
    [
      'a packstation with its station and post number',
      { ...HOME, addressType: 'packstation', gender: 'male', servicePointId: '123', servicePointMemberId: '987654321' },
      ['Herr Anna Schmidt', 'Packstation 123', 'Postnummer 987654321', '10115 Berlin', 'Deutschland'],
    ],
    ['no salutation for divers, supplement and state kept', { ...HOME, gender: 'diverse', additional: 'c/o Meyer', state: 'BE' }, ['Anna Schmidt', 'Hauptstr. 1', 'c/o Meyer', '10115 Berlin', 'BE', 'Deutschland']],
    ['trimmed values, null and missing fields left out', { ...HOME, givenName: ' Anna ', streetHouseNumber: null, zipCode: undefined }, ['Frau Anna Schmidt', 'Berlin', 'Deutschland']],
    ['a country without a German name as its code', { ...HOME, country: 'XX' }, ['Frau Anna Schmidt', 'Hauptstr. 1', '10115 Berlin', 'XX']],
  ])('prints %s', (_what, address, lines) => {
    expect(addressLines(address)).toEqual(lines);
  });

  it('names the customer with the salutation first', () => {
    expect(nameLine({ gender: 'male', givenName: 'Ben', familyName: 'Braun' })).toBe('Herr Ben Braun');
  });
});
