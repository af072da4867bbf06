import { formatMoney, type Product } from '@schaufenster/shared/api';
import { useCss } from '@schaufenster/shared/ui';

/** A recommended product: image, brand, name and price, linking to its page. */
export function ProductTile({ product }: { product: Product }) {
  const css = useCss();
  const style = css`
    a, div { display: flex; flex-direction: column; gap: 2px; color: inherit; text-decoration: none; font-size: 14px; }
    a:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
    img { width: 100%; aspect-ratio: 3 / 4; object-fit: cover; background: #f2f2f2; }
    .brand { font-weight: 700; }
    .price { font-weight: 700; }
  `;
  const body = (
    <>
      {product.image && <img src={product.image} alt="" loading="lazy" />}
      <span className="brand">{product.brand.name}</span>
      <span>{product.summary.name}</span>
      <span className="price">{formatMoney(product.summary.price.salesPrice)}</span>
    </>
  );
  return <li className={style}>{product.path ? <a href={product.path}>{body}</a> : <div>{body}</div>}</li>;
}
