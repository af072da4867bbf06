/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { refine, string, validate } from 'superstruct';
import { hasShopperMessage, refineForShopper } from './shopper-refinement';

describe('refineForShopper', () => {
  it('checks like superstruct’s refine and fails with the given German message', () => {
    const Street = refineForShopper(string(), 'street', (value) => value !== '' || 'Bitte gib eine Straße und Hausnummer ein.');
    const [error] = validate('', Street);
    expect(error?.failures()[0]).toMatchObject({ refinement: 'street', message: 'Bitte gib eine Straße und Hausnummer ein.' });
    expect(validate('Hauptstr. 1', Street)[0]).toBeUndefined();
  });

  it('records the name whatever its letter case, and only the names made with it', () => {
    refineForShopper(string(), 'lowerCaseRule', () => true);
    refine(string(), 'EnglishRule', (value) => value !== '' || 'must not be empty');
    expect(hasShopperMessage('lowerCaseRule')).toBe(true);
    expect(hasShopperMessage('EnglishRule')).toBe(false);
    expect(hasShopperMessage('size')).toBe(false);
    expect(hasShopperMessage(undefined)).toBe(false);
  });
});
