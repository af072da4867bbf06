import type { Product } from '@schaufenster/shared/api';
import { imageSize, useCss } from '@schaufenster/shared/ui';
import { ProductPrice } from './product-price';

/** The width the tile's image is laid out from; CSS scales it to the tile, keeping the product's aspect ratio. */
const TILE_IMAGE_WIDTH = 300;

/** A recommended product: image in its aspect ratio, brand, name and price (a reduced one with its discount), linking to its page. */
export function ProductTile({ product }: { product: Product }) {
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
  return <li className={style}>{product.path ? <a href={product.path}>{body}</a> : <div>{body}</div>}</li>;
}
