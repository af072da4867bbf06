import type { ReactNode } from 'react';
import type { Product } from '@schaufenster/shared/api';
import { Button, LoadingStatus, useCss } from '@schaufenster/shared/ui';
import { TEXTS } from './texts';
import { useProductById } from './use-product-by-id';

interface ProductByIdProps {
  productId: string;
  /** The tag's name (`minicart/buy-button`), for the console. */
  widget: string;
  /** Height kept from the first paint: the placeholder's, so that the product's arrival moves nothing below it. */
  minHeight: number;
  /** What stands in the product's place while it loads: the loaded view's own parts, blank and inert. */
  placeholder: ReactNode;
  children: (product: Product) => ReactNode;
}

/**
 * A view of a product a tag names by id: a placeholder while the product loads (none when the page's server looked it
 * up before rendering), then the view; for a product the shop does not know, a note in its place; after any other
 * failure, a retry.
 */
export function ProductById({ productId, widget, minHeight, placeholder, children }: ProductByIdProps) {
  const css = useCss();
  const { load, retry } = useProductById(productId, widget);
  const style = css`
    min-height: ${minHeight}px;
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    .notice { margin: 0 0 12px; }
  `;
  return (
    <div className={style}>
      {load.state === 'loading' && (
        <>
          <LoadingStatus className="visually-hidden">{TEXTS.productLoading}</LoadingStatus>
          <div aria-hidden="true" inert>
            {placeholder}
          </div>
        </>
      )}
      {load.state === 'loaded' && children(load.product)}
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
