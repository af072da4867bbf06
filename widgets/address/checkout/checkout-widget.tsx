import { useMemo } from 'react';
import { useCss } from '@schaufenster/shared/ui';
import { Checkout } from './checkout';
import type { CheckoutProps } from './checkout-props';
import { offeredCountries } from '../countries';
import { addressStyle } from '../form-style';
import { OrderConfirmation } from './order-confirmation';

/** The checkout remote module: the checkout, or with an order the confirmation of it. */
export function CheckoutWidget({ countries, order }: CheckoutProps) {
  const css = useCss();
  const offered = useMemo(() => offeredCountries(countries), [countries]);
  return <div className={addressStyle(css)}>{order ? <OrderConfirmation order={order} /> : <Checkout countries={offered} />}</div>;
}
