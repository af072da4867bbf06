import type { ReactNode } from 'react';
import type { Product } from '@schaufenster/shared/api';
import { ProductPrice, useCss } from '@schaufenster/shared/ui';
import { BuyBox } from './buy-box';
import { BuyBoxPlaceholder } from './buy-box-by-id';
import { PRODUCT_VIEW_MIN_HEIGHT_PX, PRODUCT_VIEW_TWO_COLUMNS_PX } from './constants';
import { ProductById } from './product-by-id';
import { ProductGallery } from './product-gallery';
import { TEXTS } from './texts';

/**
 * The product view's layout, by its own width (a container query, not the window's): the gallery above the details
 * in a narrow column, beside them from PRODUCT_VIEW_TWO_COLUMNS_PX on. One HTML for every screen.
 */
function ProductViewLayout({ gallery, details }: { gallery: ReactNode; details: ReactNode }) {
  const css = useCss();
  const style = css`
    container: product-view / inline-size;
    .layout { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; }
    @container product-view (min-width: ${PRODUCT_VIEW_TWO_COLUMNS_PX}px) {
      .layout { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 32px; align-items: start; }
    }
    .brand { margin: 0 0 4px; font-weight: 700; }
    h1 { margin: 0 0 8px; font-size: 24px; line-height: 1.25; }
    .price { display: block; margin: 0 0 8px; font-size: 20px; }
    .color { margin: 0 0 16px; color: #595959; }
  `;
  return (
    <div className={style}>
      <div className="layout">
        {gallery}
        <div>{details}</div>
      </div>
    </div>
  );
}

/** A product page's main part from the product alone: its gallery beside brand, name, price with discount, colour and the buy box. */
export function ProductView({ product }: { product: Product }) {
  return (
    <ProductViewLayout
      gallery={<ProductGallery product={product} />}
      details={
        <>
          <p className="brand">{product.brand.name}</p>
          <h1>{product.summary.name}</h1>
          <ProductPrice className="price" price={product.summary.price} />
          <p className="color">{TEXTS.colorOf(product.summary.color)}</p>
          <BuyBox product={product} />
        </>
      }
    />
  );
}

/** The product view's stand-in while the product loads: its layout with a blank image, blank lines and the buy box's placeholder. */
function ProductViewPlaceholder() {
  const css = useCss();
  const style = css`
    .blank { background: #f2f2f2; }
    .image { aspect-ratio: 3 / 4; width: 100%; }
    .line { height: 24px; margin: 0 0 12px; max-width: 60%; }
  `;
  return (
    <div className={style}>
      <ProductViewLayout
        gallery={<div className="blank image" />}
        details={
          <>
            <div className="blank line" />
            <div className="blank line" />
            <div className="blank line" />
            <BuyBoxPlaceholder />
          </>
        }
      />
    </div>
  );
}

/** The product view of a tag that names its product by id (`minicart/product-view`). */
export function ProductViewById({ productId }: { productId: string }) {
  return (
    <ProductById productId={productId} widget="minicart/product-view" minHeight={PRODUCT_VIEW_MIN_HEIGHT_PX} placeholder={<ProductViewPlaceholder />}>
      {(product) => <ProductView product={product} />}
    </ProductById>
  );
}
