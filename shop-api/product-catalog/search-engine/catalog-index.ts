import type { Database } from '../../../server-kit/db/database';
import type { HelpPageType } from '../help-pages';
import { MemoryCatalog } from '../memory-catalog';
import { readCatalogRows, type CatalogRows } from './catalog-rows';
import type { SnowballVersion } from './german-stem';
import { InvertedIndex } from './inverted-index';
import { queryLexemes } from './query-lexemes';
import { parseTsvector } from './tsvector-text';

/** What a product hit shows, as the SQL search selected it. */
export interface ProductRow {
  id: string;
  slug: string;
  name: string;
  priceCents: number;
  brand: string;
}

/** What a product's placeholder image shows (catalog/product-image.ts). */
export interface ProductImageFacts {
  name: string;
  colorId: string;
  colorName: string;
}

/** What a help hit shows. */
export interface HelpRow {
  path: string;
  title: string;
  type: HelpPageType;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The catalog's search index in memory: the lexemes and positions PostgreSQL made of every product and help page
 * (their `search` columns), searched and ranked as the SQL search does, without a query to the database.
 */
export class CatalogIndex {
  /** Each product's document by its id, made on the first image asked for. */
  private docsById: Map<string, number> | undefined;

  private constructor(
    private readonly productRows: ProductRow[],
    /** Each product's colour, one object per colour shared by its products. */
    private readonly colours: Array<Pick<ProductImageFacts, 'colorId' | 'colorName'>>,
    private readonly productIndex: InvertedIndex,
    private readonly helpRows: HelpRow[],
    private readonly helpIndex: InvertedIndex,
    /** The stemmer the database runs, so that the query is stemmed as its documents were. */
    readonly snowball: SnowballVersion,
    /** The products as product pages and listings show them, for when the database is away. */
    readonly memory: MemoryCatalog,
  ) {}

  /** Reads every product and help page with its lexemes and builds the index; `onRows` sees what was read (for the snapshot). */
  static async load(db: Database, onRows?: (rows: CatalogRows) => void): Promise<CatalogIndex> {
    const rows = await readCatalogRows(db);
    onRows?.(rows);
    return CatalogIndex.fromRows(rows);
  }

  /** Builds the index of rows read from the database or from a snapshot. */
  static fromRows({ products: productRows, help: helpRows, snowball }: CatalogRows): CatalogIndex {
    const order = (rows: Array<{ key: string }>, descending: boolean) =>
      rows.map((row, doc) => ({ doc, key: row.key })).sort((a, b) => (descending ? byText(b.key, a.key) : byText(a.key, b.key))).map(({ doc }) => doc);
    const colours = new Map<string, Pick<ProductImageFacts, 'colorId' | 'colorName'>>();
    const colourOf = ({ colorId, colorName }: Pick<ProductImageFacts, 'colorId' | 'colorName'>) => {
      const key = `${colorId}\u0000${colorName}`;
      let colour = colours.get(key);
      if (!colour) colours.set(key, (colour = { colorId, colorName }));
      return colour;
    };
    return new CatalogIndex(
      productRows.map(({ id, slug, name, priceCents, brand }) => ({ id, slug, name, priceCents, brand: brand.name })),
      productRows.map(colourOf),
      // ORDER BY rank DESC, id DESC
      new InvertedIndex(productRows.map((row) => parseTsvector(row.search)), order(productRows.map((row) => ({ key: row.id })), true)),
      helpRows.map(({ search: _search, ...row }) => row),
      // ORDER BY rank DESC, path
      new InvertedIndex(helpRows.map((row) => parseTsvector(row.search)), order(helpRows.map((row) => ({ key: row.path })), false)),
      snowball,
      new MemoryCatalog(productRows.map(({ search: _search, ...row }) => row)),
    );
  }

  /** A product's name and colour for its placeholder image (no query: images never wait for the database); undefined for an id the index does not hold. */
  imageFacts(id: string): ProductImageFacts | undefined {
    this.docsById ??= new Map(this.productRows.map((row, doc) => [row.id, doc]));
    const doc = this.docsById.get(id);
    const row = doc === undefined ? undefined : this.productRows[doc];
    const colour = doc === undefined ? undefined : this.colours[doc];
    return row && colour ? { name: row.name, ...colour } : undefined;
  }

  /** The best `limit` products and every help page matching the search text, best first. */
  search(text: string, limit: number): { products: ProductRow[]; help: HelpRow[] } {
    const lexemes = queryLexemes(text, this.snowball);
    return {
      products: this.productIndex.search(lexemes, limit).map((doc) => this.productRows[doc] as ProductRow),
      help: this.helpIndex.search(lexemes).map((doc) => this.helpRows[doc] as HelpRow),
    };
  }
}
