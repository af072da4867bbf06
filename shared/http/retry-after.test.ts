import { describe, expect, it } from '@jest/globals';
import { retryAfterMs } from './retry-after';

const NOW = Date.parse('2026-11-30T10:00:00.000Z');

describe('retryAfterMs', () => {
  it.each<[string | null, number | undefined]>([
    ['5', 5000],
    [' 0 ', 0],
    ['120', 120_000],
    ['Mon, 30 Nov 2026 10:00:04 GMT', 4000],
    ['Mon, 30 Nov 2026 09:59:00 GMT', 0],
    [null, undefined],
    ['', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['bald', undefined],
  ])('reads %j as %j ms', (header, expected) => {
    expect(retryAfterMs(header, NOW)).toBe(expected);
  });
});
