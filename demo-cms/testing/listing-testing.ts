// Reading rendered pages as the tracking script and a browser do, for the page tests.
import { unescapeHtml } from '@schaufenster/shared/html';
import { attributeOf, elementsByTag, innerHtmlOf, textOf, type HtmlElement } from '../../test/html';

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

/** A tile of the search/results widget as the shopper sees it: where it leads, brand, name and sales price in cents. */
export interface ResultTile {
  href: string;
  brand: string;
  name: string;
  price: number;
}

/** The server-rendered search/results widget of a page (its declarative shadow root), or undefined. */
export function resultsWidget(html: string): HtmlElement | undefined {
  return elementsByTag(html, 'div').find((element) => attributeOf(element, 'data-widget-root') === 'search/results');
}

/** The product tiles the server-rendered search/results widget of a page shows. */
export function readResultTiles(html: string): ResultTile[] {
  const widget = resultsWidget(html);
  const grid = widget && elementsByTag(widget, 'ul').find((list) => attributeOf(list, 'aria-label') === 'Suchergebnisse');
  return (grid ? elementsByTag(grid, 'li') : []).map((tile) => {
    const [link] = elementsByTag(tile, 'a');
    const [brand, name, price] = elementsByTag(tile, 'span').map(textOf);
    const [, euros = '', cents = ''] = /^([\d.]+),(\d{2})/.exec(price ?? '') ?? [];
    return { href: (link && attributeOf(link, 'href')) ?? '', brand: brand ?? '', name: name ?? '', price: Number(euros.replaceAll('.', '') + cents) };
  });
}
