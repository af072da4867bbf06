/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { parseNumericId } from './numeric-id';

describe('parseNumericId', () => {
  it.each([
    [42, 42],
    [0, 0],
    [-3, -3],
    [1.5, 1.5],
    ['42', 42],
    ['007', 7],
    ['0', 0],
  ])('reads %j as %j', (value, expected) => {
    expect(parseNumericId(value)).toBe(expected);
  });

  it.each<unknown>(['', '12a', ' 7', '7 ', '-3', '1.5', '1e3', '0x1f', '٣', Number.NaN, Number.POSITIVE_INFINITY, null, true, {}])('turns %p into NaN', (value) => {
    expect(parseNumericId(value)).toBeNaN();
  });

  it('leaves undefined undefined', () => {
    expect(parseNumericId(undefined)).toBeUndefined();
  });
});
