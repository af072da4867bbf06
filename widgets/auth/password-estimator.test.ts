import { describe, expect, it } from '@jest/globals';
import { COMMON_PASSWORDS, COMMON_PASSWORDS_SERVER_ONLY, STRONG_PASSWORDS } from '../../test/shared/password-cases';
import { isTooGuessable } from './password-estimator';

const nobody = { email: '', names: [] };

describe('the password hint’s check, the server’s rule over the lists the form loads', () => {
  it.each(COMMON_PASSWORDS)('finds %s too easy to guess', (password) => {
    expect(isTooGuessable(password, nobody)).toBe(true);
  });

  it.each(STRONG_PASSWORDS)('takes %s', (password) => {
    expect(isTooGuessable(password, nobody)).toBe(false);
  });

  it.each(COMMON_PASSWORDS_SERVER_ONLY)('misses %s, a word of the German Wikipedia list it does not load (the server’s answer shows instead)', (password) => {
    expect(isTooGuessable(password, nobody)).toBe(false);
  });

  it('finds the typed address and names with digits too easy to guess', () => {
    const typed = { email: 'anna.zwirnemann@example.de', names: ['Anna', 'Zwirnemann'] };
    expect(isTooGuessable('Zwirnemann1985', typed)).toBe(true);
    expect(isTooGuessable('Zwirnemann1985', nobody)).toBe(false);
  });
});
