/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Leichtes Leinenkleid', 'leichtes-leinenkleid'],
    ['Wollmantel mit Gürtel', 'wollmantel-mit-guertel'],
    ['Größe ÄÖÜ', 'groesse-aeoeue'],
    ['Piqué-Poloshirt', 'pique-poloshirt'],
    ['Luchs & Co.', 'luchs-co'],
    ['  Slim-Fit   Jeans! ', 'slim-fit-jeans'],
  ])('turns %j into %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});
