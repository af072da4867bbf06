import { useRef, type ReactNode } from 'react';
import { pageSite } from '@schaufenster/shared/site';
import { Button, LoadingStatus, useCss } from '@schaufenster/shared/ui';
import { isCartEmpty } from './cart';
import { retryCartLoad } from './cart-api';
import { CartLine } from './cart-line';
import type { CartState } from './cart-store';
import { CartSummary } from './cart-summary';
import { CheckoutLink } from './checkout-link';
import { EmptyCart } from './empty-cart';
import type { CartView } from './props';
import { TEXTS } from './texts';
import { useViewCartReport } from './use-view-cart-report';
import { VoucherForm } from './voucher-form';

/**
 * The cart in each state: loading, failed (with a button that loads it again), empty, or its lines with the summary
 * and the way to the checkout. After a line is removed, or the button that loads again goes, the focus moves to the
 * cart itself, so a keyboard user is not dropped on the page.
 */
export function CartContents({ state, view }: { state: CartState; view: CartView }) {
  const css = useCss();
  const container = useRef<HTMLDivElement>(null);
  const cart = state.status === 'ready' ? state.cart : undefined;
  useViewCartReport(cart);
  const style = css`
    &:focus { outline: none; }
    ul { margin: 0; padding: 0; list-style: none; }
    .to-cart { display: block; margin-top: 12px; text-align: center; color: inherit; }
  `;

  let body: ReactNode;
  if (state.status === 'failed') {
    const retry = () => {
      container.current?.focus();
      retryCartLoad();
    };
    body = (
      <>
        <p role="alert">{TEXTS.loadFailed}</p>
        <Button type="button" variant="secondary" onClick={retry}>
          {TEXTS.retry}
        </Button>
      </>
    );
  }
  else if (!cart) body = <LoadingStatus>{TEXTS.loading}</LoadingStatus>;
  else if (isCartEmpty(cart)) body = <EmptyCart />;
  else {
    body = (
      <>
        <ul aria-label={TEXTS.cart}>
          {cart.items.inStock.map((line) => (
            <CartLine key={line.variationId} line={line} onRemoved={() => container.current?.focus()} />
          ))}
        </ul>
        <CartSummary cart={cart} />
        {view === 'page' && <VoucherForm />}
        <CheckoutLink />
        {view === 'flyout' && (
          <a className="to-cart" href={pageSite().routes.cart}>
            {TEXTS.toCart}
          </a>
        )}
      </>
    );
  }
  return (
    <div ref={container} className={style} tabIndex={-1}>
      {body}
    </div>
  );
}
