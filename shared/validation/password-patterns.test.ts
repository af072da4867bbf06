import { describe, expect, it } from '@jest/globals';
import { isCommonDecoration, splitAtLetters } from './password-patterns';

/** Only a sequence counts as guessable here, so the tests see the rule's own limits. */
const isSequence = (digits: string) => digits === '123456';

describe('splitAtLetters', () => {
  it.each([
    ['Sommer2024', 'Sommer', '2024'],
    ['!Sommer2024?', 'Sommer', '!2024?'],
    ['P@ssw0rt1', 'P@ssw0rt', '1'],
    ['1qay2wsx', 'qay2wsx', '1'],
    ['Fußball1', 'Fußball', '1'],
    ['Kirschbaum-Wolke-73', 'Kirschbaum-Wolke', '-73'],
    ['123456', '', '123456'],
  ])('cuts %s into the word %s and the decoration %s', (password, word, decoration) => {
    expect(splitAtLetters(password)).toEqual({ word, decoration });
  });
});

describe('isCommonDecoration', () => {
  it.each(['', '1', '2024', '!2024', '2024!', '!2024?', ' 2024', '!!!!1', '123456'])('takes %j as the usual decoration', (decoration) => {
    expect(isCommonDecoration(decoration, isSequence)).toBe(true);
  });

  it.each(['84629173', '!?#2024', '-Wolke-73', '12345'])('does not take %j as one', (decoration) => {
    expect(isCommonDecoration(decoration, isSequence)).toBe(false);
  });
});
