import { useEffect, useId, useRef, useState } from 'react';
import type { Product } from '@schaufenster/shared/api';
import { viewItemMarker } from '@schaufenster/shared/tracking';
import { Button, useCss } from '@schaufenster/shared/ui';
import { findVariation, preselectedVariation } from './cart';
import { AddFailedModal } from './add-failed-modal';
import { CrossSellingSheet } from './cross-selling-sheet';
import { SizePicker } from './size-picker';
import { TEXTS } from './texts';
import { useAddToCart } from './use-add-to-cart';
import { useViewItemReport } from './use-view-item-report';

/** The buy button of a product page: Größe wählen, In den Warenkorb, then the cross-selling sheet or the failure modal. */
export function BuyBox({ product }: { product: Product }) {
  const css = useCss();
  const hintId = useId();
  const [selectedId, setSelectedId] = useState(() => preselectedVariation(product)?.id);
  const [needsSize, setNeedsSize] = useState(false);
  const { status, outcome, add, dismiss } = useAddToCart(product);
  const box = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useViewItemReport(product, box);

  // The button was disabled while the add ran, so the dialog could not note it as the opener: focus it here.
  useEffect(() => {
    if (outcome.kind !== 'none' || !refocus.current) return;
    refocus.current = false;
    box.current?.querySelector<HTMLButtonElement>('button[data-variant="primary"]')?.focus();
  }, [outcome]);

  const close = () => {
    refocus.current = true;
    dismiss();
  };

  const onAdd = () => {
    const variation = findVariation(product, selectedId);
    setNeedsSize(!variation);
    if (variation) add(variation);
  };

  const style = css`
    .hint { margin: 0 0 12px; color: #c8102e; }
    button[data-variant='primary'] { width: 100%; }
  `;
  return (
    // Its view is reported from the marker too: server HTML of it waits for the shopper's first use to hydrate.
    <div ref={box} className={style} {...viewItemMarker(product)}>
      <SizePicker
        variations={product.variations}
        selectedId={selectedId}
        describedBy={needsSize ? hintId : undefined}
        onSelect={(id) => {
          setSelectedId(id);
          setNeedsSize(false);
        }}
      />
      {needsSize && (
        <p id={hintId} className="hint" role="alert">
          {TEXTS.chooseSizeFirst}
        </p>
      )}
      <Button type="button" status={status} onClick={onAdd}>
        {TEXTS.addToCart}
      </Button>
      {outcome.kind === 'added' && <CrossSellingSheet recommendations={outcome.cart.recommendations} onClose={close} />}
      {outcome.kind === 'failed' && <AddFailedModal onClose={close} />}
    </div>
  );
}
