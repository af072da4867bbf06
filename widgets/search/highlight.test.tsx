import { describe, expect, it } from '@jest/globals';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it.each([
    ['Leichtes Leinenkleid', 'kleid', [['Leichtes Leinen', false], ['kleid', true]]],
    ['Kleider für den Sommer', 'KLEID sommer', [['Kleid', true], ['er für den ', false], ['Sommer', true]]],
    ['Schöne Schuhe', 'schö', [['Schö', true], ['ne Schuhe', false]]],
    ['Größe (M)', '(m)', [['Größe ', false], ['(M)', true]]],
    ['Jacke', '   ', [['Jacke', false]]],
  ] as const)('marks %s for %s', (title, query, parts) => {
    expect(highlightParts(title, query).map((part) => [part.text, part.match])).toEqual(parts);
  });
});
