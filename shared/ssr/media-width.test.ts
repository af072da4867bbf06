/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { matchesWidth } from './media-width';

describe('matchesWidth', () => {
  it.each([
    ['(min-width: 992px)', 1280, true],
    ['(min-width: 992px)', 991, false],
    ['(max-width: 991px)', 390, true],
    ['(min-width: 600px) and (max-width: 991px)', 768, true],
    ['(min-width: 600px) and (max-width: 991px)', 1280, false],
    ['(prefers-reduced-motion: reduce)', 1280, false],
  ])('answers %s at %i px with %s', (query, width, expected) => {
    expect(matchesWidth(query, width)).toBe(expected);
  });
});
