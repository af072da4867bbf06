import { useCallback, useRef, useState } from 'react';
import type { Cart } from '@schaufenster/shared/api';
import { trackAddPaymentInfo, trackAddShippingInfo } from '@schaufenster/shared/tracking';
import type { Address } from '../address-api';
import { AddressStep } from './address-step';
import { preselect, selectedIds, type AddressSelection } from './checkout-choice';
import type { PaymentMethod } from '@schaufenster/shared/api';
import type { OfferedCountry } from '../countries';
import { PaymentStep } from './payment-step';
import { CHECKOUT_TEXTS as T, BOOK_TEXTS } from '../texts';
import { useAddressBook } from '../use-address-book';
import { usePlaceOrder } from './use-place-order';
import { LoadingStatus } from '@schaufenster/shared/ui';

interface CheckoutFlowProps {
  cart: Cart;
  countries: readonly OfferedCountry[];
  /** Reads the cart again (after the order API refused it, e.g. a size sold out meanwhile). */
  reloadCart: () => void;
}

/**
 * The checkout of a signed-in customer (registered or guest): addresses from the book or new ones,
 * then payment and the order. Reports add_shipping_info when the address step is first completed and
 * add_payment_info when the payment step is first completed (Jetzt kaufen with a method chosen): once
 * each, however often the shopper goes back, changes the method or tries the order again.
 */
export function CheckoutFlow({ cart, countries, reloadCart }: CheckoutFlowProps) {
  const { addresses, state, remember } = useAddressBook();
  const [selection, setSelection] = useState<AddressSelection>({ billingSame: true });
  const [step, setStep] = useState<'address' | 'payment'>('address');
  const [payment, setPayment] = useState<PaymentMethod>();
  const [addressProblem, setAddressProblem] = useState<string>();
  const { status, problem, setProblem, place } = usePlaceOrder(reloadCart);
  const reported = useRef({ shipping: false, payment: false });

  const onSaved = useCallback(
    (address: Address, purpose: 'delivery' | 'billing') => {
      remember(address);
      setSelection((current) => (purpose === 'delivery' ? { ...current, deliveryId: address.addressId } : { ...current, billingId: address.addressId }));
    },
    [remember],
  );

  if (state === 'loading') return <LoadingStatus>{BOOK_TEXTS.loading}</LoadingStatus>;
  // Derived, not stored: the defaults fill in whatever the shopper has not chosen (also after the book changed).
  const effective = preselect(addresses, selection);
  const ids = selectedIds(addresses, effective);
  const byId = (id: string) => addresses.find((address) => address.addressId === id);
  const delivery = ids && byId(ids.deliveryId);
  const billing = ids && byId(ids.billingId);

  if (step === 'payment' && ids && delivery && billing) {
    return (
      <PaymentStep
        delivery={delivery}
        billing={billing}
        payment={payment}
        onPayment={(method) => {
          setPayment(method);
          setProblem(undefined);
        }}
        onChangeAddresses={() => setStep('address')}
        onPlace={() => {
          if (!payment) return setProblem(T.choosePayment);
          if (!reported.current.payment) trackAddPaymentInfo(cart, payment);
          reported.current.payment = true;
          void place({ ...ids, paymentMethod: payment });
        }}
        status={status}
        problem={problem}
      />
    );
  }
  return (
    <AddressStep
      addresses={addresses}
      selection={effective}
      onChange={(next) => {
        setSelection(next);
        setAddressProblem(undefined);
      }}
      onSaved={onSaved}
      onContinue={() => {
        if (!ids) return setAddressProblem(T.chooseAddress);
        if (!reported.current.shipping) trackAddShippingInfo(cart);
        reported.current.shipping = true;
        setStep('payment');
      }}
      countries={countries}
      problem={addressProblem}
    />
  );
}
