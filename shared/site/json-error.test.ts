import { describe, expect, it } from '@jest/globals';
import { describeJsonError } from './json-error';

const errorOf = (text: string): unknown => {
  try {
    JSON.parse(text);
  } catch (error) {
    return error;
  }
  throw new Error(`${text} is JSON`);
};

describe('describeJsonError', () => {
  it.each([
    ['{\n  "brand": { "name": "Modehaus" },\n}', 'line 3, column 1'],
    ['{\n  "routes": {\n    "cart": "/korb/"\n    "home": "/"\n  }\n}', 'line 4, column 5'],
    ["{ 'brand': {} }", 'line 1, column 3'],
    ['{ "brand": ', 'line 1, column 12'],
  ])('names the line and column where %j stops being JSON', (text, where) => {
    expect(describeJsonError(text, errorOf(text))).toMatch(new RegExp(`^${where}: \\S`));
  });
});
