import { cartTotals } from '@schaufenster/shared/api';
import { useBusValue } from '@schaufenster/shared/hooks';
import { pageSite } from '@schaufenster/shared/site';
import { CheckoutFlow } from './checkout-flow';
import { CheckoutSignIn } from './checkout-sign-in';
import type { OfferedCountry } from '../countries';
import { OrderSummary } from './order-summary';
import { CHECKOUT_TEXTS as T } from '../texts';
import { useCheckoutCart } from './use-checkout-cart';
import { LoadingStatus } from '@schaufenster/shared/ui';

/**
 * The checkout page: the cart's summary beside either the request to sign in (visitors) or the
 * checkout flow (registered and guest customers); an empty cart sends the shopper back to the shop.
 */
export function Checkout({ countries }: { countries: readonly OfferedCountry[] }) {
  const session = useBusValue('session:changed');
  const { cart, failed, reload } = useCheckoutCart();
  // The error modal said what happened; the way back stays.
  if (failed) return <a href={pageSite().routes.cart}>{T.backToCart}</a>;
  if (!cart || !session) return <LoadingStatus>{T.loading}</LoadingStatus>;
  if (cart.items.inStock.length === 0) {
    return (
      <div>
        <p>{T.emptyCart}</p>
        <a href={pageSite().routes.home}>{T.continueShopping}</a>
      </div>
    );
  }
  return (
    <div className="checkout">
      <div>{session.aboutMe.isLogged ? <CheckoutFlow cart={cart} countries={countries} reloadCart={reload} /> : <CheckoutSignIn />}</div>
      <OrderSummary lines={cart.items.inStock} totals={cartTotals(cart)} />
    </div>
  );
}
