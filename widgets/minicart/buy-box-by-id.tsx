import type { Variation } from '@schaufenster/shared/api';
import { Button, useCss } from '@schaufenster/shared/ui';
import { BuyBox } from './buy-box';
import { BUY_BOX_MIN_HEIGHT_PX } from './constants';
import { ProductById } from './product-by-id';
import { SizePicker } from './size-picker';
import { TEXTS } from './texts';

/** Blank sizes of the placeholder: one row of them, as most products have. */
const PLACEHOLDER_SIZES: readonly Variation[] = ['1', '2', '3'].map((id) => ({ id, size: { id, label: '\u00a0' }, availability: { type: 'inStock' } }));

/**
 * Stands where the buy button will be while its product loads. It is the buy button's own size picker and button,
 * blank and greyed, so its height is theirs and the product's arrival moves nothing on the page.
 */
export function BuyBoxPlaceholder() {
  const css = useCss();
  const style = css`
    fieldset span { background: #f2f2f2; border-color: #f2f2f2; }
    button { width: 100%; }
  `;
  return (
    <div className={style}>
      <SizePicker variations={PLACEHOLDER_SIZES} selectedId={undefined} onSelect={() => undefined} />
      <Button type="button" status="loading">
        {TEXTS.addToCart}
      </Button>
    </div>
  );
}

/** The buy button of a tag that names its product by id (`minicart/buy-button`). */
export function BuyBoxById({ productId }: { productId: string }) {
  return (
    <ProductById productId={productId} widget="minicart/buy-button" minHeight={BUY_BOX_MIN_HEIGHT_PX} placeholder={<BuyBoxPlaceholder />}>
      {(product) => <BuyBox product={product} />}
    </ProductById>
  );
}
