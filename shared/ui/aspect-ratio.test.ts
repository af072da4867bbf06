/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { aspectRatio, imageSize } from './aspect-ratio';

describe('aspectRatio', () => {
  it.each<[string | undefined, number]>([
    [undefined, 3 / 4],
    ['3:4', 3 / 4],
    ['16:9', 16 / 9],
    ['1:1', 1],
    [' 4:5 ', 4 / 5],
    ['2.35:1', 2.35],
    ['', 3 / 4],
    ['16/9', 3 / 4],
    ['16:', 3 / 4],
    ['0:4', 3 / 4],
    ['4:0', 3 / 4],
    ['-16:9', 3 / 4],
    ['breit', 3 / 4],
  ])('%p is %p', (value, expected) => {
    expect(aspectRatio(value)).toBeCloseTo(expected, 12);
  });
});

describe('imageSize', () => {
  it.each<[string | undefined, number, { width: number; height: number }]>([
    [undefined, 300, { width: 300, height: 400 }],
    ['16:9', 320, { width: 320, height: 180 }],
    ['3:4', 72, { width: 72, height: 96 }],
  ])('%p at %p px wide is %p', (value, width, expected) => {
    expect(imageSize(value, width)).toEqual(expected);
  });
});
