import { useMemo } from 'react';
import { useCss } from '@schaufenster/shared/ui';
import { Checkout } from './checkout';
import type { CheckoutProps } from './checkout-props';
import { offeredCountries } from '../countries';
import { addressStyle } from '../form-style';
import { OrderConfirmation } from './order-confirmation';
import { PlacedOrder } from './placed-order';

/** The checkout remote module: the checkout, or the confirmation of an order (given, or named by the page's address). */
export function CheckoutWidget({ countries, order, view }: CheckoutProps) {
  const css = useCss();
  const offered = useMemo(() => offeredCountries(countries), [countries]);
  const content = order ? <OrderConfirmation order={order} /> : view === 'confirmation' ? <PlacedOrder /> : <Checkout countries={offered} />;
  return <div className={addressStyle(css)}>{content}</div>;
}
