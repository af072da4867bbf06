import type { Product } from '@schaufenster/shared/api';
import { imageSize } from './aspect-ratio';
import { ProductPrice } from './product-price';
import { useCss } from './use-css';

/** The width the tile's image is laid out from; CSS scales it to the tile, keeping the product's aspect ratio. */
const TILE_IMAGE_WIDTH = 300;

interface ProductTileProps {
  product: Product;
  /** Called when the shopper follows the tile's link (before the browser leaves): a list reports `select_item`. */
  onSelect?: () => void;
}

/**
 * A product of a list (recommendations, search results): image in its aspect ratio, brand, name and price (a reduced
 * one with its old price and discount), linking to its page.
 */
export function ProductTile({ product, onSelect }: ProductTileProps) {
  const css = useCss();
  const style = css`
    a, div { display: flex; flex-direction: column; gap: 2px; color: inherit; text-decoration: none; font-size: 14px; }
    a:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
    img { width: 100%; height: auto; object-fit: cover; background: #f2f2f2; }
    .brand { font-weight: 700; }
  `;
  const body = (
    <>
      {product.image && <img src={product.image} alt="" loading="lazy" {...imageSize(product.imageAspectRatio, TILE_IMAGE_WIDTH)} />}
      <span className="brand">{product.brand.name}</span>
      <span>{product.summary.name}</span>
      <ProductPrice price={product.summary.price} />
    </>
  );
  return (
    <li className={style}>
      {product.path ? (
        <a href={product.path} onClick={onSelect}>
          {body}
        </a>
      ) : (
        <div>{body}</div>
      )}
    </li>
  );
}
