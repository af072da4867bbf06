/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { discountRatio } from './discount-ratio';

describe('discountRatio', () => {
  it.each([
    [0, 100, 1],
    [-5, 100, 1],
    [100, 100, 0],
    [150, 100, 0],
    [25, 100, 0.75],
    [50, 100, 0.5],
    [3999, 4999, 1 - 3999 / 4999],
    [5, 0, 0],
    [0, 0, 1],
  ])('value %p of maximum %p gives %p', (value, maximum, expected) => {
    expect(discountRatio(value, maximum)).toBeCloseTo(expected, 12);
  });
});
