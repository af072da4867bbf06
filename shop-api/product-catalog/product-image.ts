import { escapeHtml } from '@schaufenster/shared/html';
import { eq } from 'drizzle-orm';
import type { Database } from '../../server-kit/db/database';
import { currentIndexOf } from './search-engine/catalog-index-store';
import { products } from '../../server-kit/db/schema';
import { COLOURS } from './seed-data';

const FALLBACK_FILL = '#cccccc';

// Light fills need dark text and dark fills light text, so the name stays readable.
function textColour(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) || 0);
  return (red ?? 0) * 0.299 + (green ?? 0) * 0.587 + (blue ?? 0) * 0.114 > 150 ? '#1a1a1a' : '#ffffff';
}

/** The views of a product's gallery, in order: the first is the product's image everywhere (`/images/<id>.svg`). */
export const PRODUCT_IMAGE_VIEWS = ['Vorderansicht', 'Rückansicht', 'Detailansicht'] as const;

/**
 * A 3:4 SVG placeholder in the product's colour with its name (and, beyond the first view, the view's name): the same
 * product and view always give the same image.
 */
export function drawProductImage({ name, colorId, colorName }: { name: string; colorId: string; colorName: string }, view = 0): string {
  const fill = COLOURS.find((colour) => colour.id === colorId)?.hex ?? FALLBACK_FILL;
  const ink = textColour(fill);
  const viewName = view > 0 ? PRODUCT_IMAGE_VIEWS[view] : undefined;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400" role="img" aria-label="${escapeHtml(`${name}, ${colorName}${viewName ? `, ${viewName}` : ''}`)}">`,
    `<rect width="300" height="400" fill="${fill}"/>`,
    `<text x="150" y="190" fill="${ink}" font-family="Inter, sans-serif" font-size="18" font-weight="700" text-anchor="middle">${escapeHtml(name)}</text>`,
    `<text x="150" y="220" fill="${ink}" font-family="Inter, sans-serif" font-size="14" text-anchor="middle">${escapeHtml(colorName)}</text>`,
    ...(viewName ? [`<text x="150" y="250" fill="${ink}" font-family="Inter, sans-serif" font-size="12" text-anchor="middle">${escapeHtml(viewName)}</text>`] : []),
    '</svg>',
  ].join('');
}

/**
 * The placeholder image of a product in one view of its gallery (0: the first), or null for an unknown id or view.
 * Drawn from the search index in memory when it holds the product (name and colour never change), so images keep
 * coming while the database is away; from the database otherwise.
 */
export async function loadProductImage(db: Database, productId: string, view = 0): Promise<string | null> {
  if (!Number.isInteger(view) || view < 0 || view >= PRODUCT_IMAGE_VIEWS.length) return null;
  const known = currentIndexOf(db)?.imageFacts(productId);
  if (known) return drawProductImage(known, view);
  const [row] = await db
    .select({ name: products.name, colorId: products.colorId, colorName: products.colorName })
    .from(products)
    .where(eq(products.id, productId));
  return row ? drawProductImage(row, view) : null;
}
