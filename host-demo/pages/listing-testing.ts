// Reading rendered pages as the tracking script and a browser do, for the page tests.
import { unescapeHtml } from '@schaufenster/shared/html';
import { attributeOf, elementsByTag, innerHtmlOf } from '../../test/html';

/** Undoes Liquid's HTML escaping, as a browser does when it reads an attribute. */
export const decodeHtml = unescapeHtml;

/** A product tile as the tracking script reads it: its parsed data-track-item, list, index, and inner HTML. */
export interface Tile {
  product: unknown;
  list: string;
  index: number;
  html: string;
}

/** The product tiles of a page. */
export function readTiles(html: string): Tile[] {
  return elementsByTag(html, 'li')
    .filter((tile) => attributeOf(tile, 'class') === 'product-tile')
    .map((tile) => ({
      product: JSON.parse(attributeOf(tile, 'data-track-item') ?? 'null'),
      list: attributeOf(tile, 'data-track-list') ?? '',
      index: Number(attributeOf(tile, 'data-track-index')),
      html: innerHtmlOf(html, tile),
    }));
}
