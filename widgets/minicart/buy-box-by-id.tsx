import type { Variation } from '@schaufenster/shared/api';
import { Button, LoadingStatus, useCss } from '@schaufenster/shared/ui';
import { BuyBox } from './buy-box';
import { BUY_BOX_MIN_HEIGHT_PX } from './constants';
import { SizePicker } from './size-picker';
import { TEXTS } from './texts';
import { useProductById } from './use-product-by-id';

/** Blank sizes of the placeholder: one row of them, as most products have. */
const PLACEHOLDER_SIZES: readonly Variation[] = ['1', '2', '3'].map((id) => ({ id, size: { id, label: '\u00a0' }, availability: { type: 'inStock' } }));

/**
 * Stands where the buy button will be while its product loads. It is the buy button's own size picker and button,
 * blank, greyed and inert, so its height is theirs and the product's arrival moves nothing on the page.
 */
function BuyBoxPlaceholder() {
  return (
    <>
      <LoadingStatus className="visually-hidden">{TEXTS.productLoading}</LoadingStatus>
      <div className="placeholder" aria-hidden="true" inert>
        <SizePicker variations={PLACEHOLDER_SIZES} selectedId={undefined} onSelect={() => undefined} />
        <Button type="button" status="loading">
          {TEXTS.addToCart}
        </Button>
      </div>
    </>
  );
}

/**
 * The buy button of a tag that names its product by id: a placeholder of the button's size while the product loads,
 * then the buy button; for a product the shop does not know, a note in its place; after any other failure, a retry.
 */
export function BuyBoxById({ productId }: { productId: string }) {
  const css = useCss();
  const { load, retry } = useProductById(productId);
  const style = css`
    min-height: ${BUY_BOX_MIN_HEIGHT_PX}px;
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    .placeholder fieldset span { background: #f2f2f2; border-color: #f2f2f2; }
    .placeholder button { width: 100%; }
    .notice { margin: 0 0 12px; }
  `;
  return (
    <div className={style}>
      {load.state === 'loading' && <BuyBoxPlaceholder />}
      {load.state === 'loaded' && <BuyBox product={load.product} />}
      {load.state === 'missing' && <p className="notice">{TEXTS.productUnavailable}</p>}
      {load.state === 'failed' && (
        <>
          <p className="notice">{TEXTS.productLoadFailed}</p>
          <Button type="button" variant="secondary" onClick={retry}>
            {TEXTS.retry}
          </Button>
        </>
      )}
    </div>
  );
}
