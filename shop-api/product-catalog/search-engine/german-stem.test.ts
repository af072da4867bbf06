/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { germanStem } from './german-stem';

describe('germanStem', () => {
  it.each([
    ['kleider', 'kleid'],
    ['kleid', 'kleid'],
    ['jacken', 'jack'],
    ['mäntel', 'mantel'],
    ['rücksendung', 'rucksend'],
    ['schönen', 'schon'],
    ['kenntnisse', 'kenntnis'],
    ['größe', 'gross'],
    ['klei', 'klei'],
  ])('stems %j as %j in both Snowball releases', (word, stem) => {
    expect(germanStem(word, 2)).toBe(stem);
    expect(germanStem(word, 3)).toBe(stem);
  });

  it.each([
    ['ärmeln', 'armeln', 'armel'],
    ['lehrerinnen', 'lehrerinn', 'lehr'],
    ['blues', 'blues', 'blus'],
    ['baeume', 'baeum', 'baum'],
    ['queen', 'queen', 'queen'],
  ])('stems %j as %j in Snowball 2 and as %j in Snowball 3', (word, two, three) => {
    expect(germanStem(word, 2)).toBe(two);
    expect(germanStem(word, 3)).toBe(three);
  });
});
