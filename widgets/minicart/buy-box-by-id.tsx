import { Button, useCss } from '@schaufenster/shared/ui';
import { BuyBox } from './buy-box';
import { BUY_BOX_MIN_HEIGHT_PX } from './constants';
import { TEXTS } from './texts';
import { useProductById } from './use-product-by-id';

/** Stands where the buy button will be while its product loads: the same legend, size row and button, so nothing moves. */
function BuyBoxPlaceholder() {
  return (
    <>
      <p role="status" className="visually-hidden">
        {TEXTS.productLoading}
      </p>
      <div className="placeholder" aria-hidden="true">
        <div className="legend">{TEXTS.chooseSize}</div>
        <div className="sizes">
          <span />
          <span />
          <span />
        </div>
        <div className="button">{TEXTS.addToCart}</div>
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
    .legend { margin-bottom: 8px; font-weight: 700; }
    .sizes { display: flex; gap: 8px; margin-bottom: 16px; }
    .sizes span { width: 48px; height: 44px; background: #f2f2f2; }
    .button { display: flex; align-items: center; justify-content: center; min-height: 48px; font-weight: 700; color: #fff; background: #8c8c8c; }
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
