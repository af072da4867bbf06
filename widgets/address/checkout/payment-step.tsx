import { useEffect, useId, useRef } from 'react';
import { Button, type RequestStatus } from '@schaufenster/shared/ui';
import { addressLines } from '@schaufenster/shared/address';
import type { Address } from '../address-api';
import { PAYMENT_METHODS, type PaymentMethod } from '@schaufenster/shared/api';
import { CHECKOUT_TEXTS as T } from '../texts';

interface PaymentStepProps {
  delivery: Address;
  billing: Address;
  payment: PaymentMethod | undefined;
  onPayment: (method: PaymentMethod) => void;
  onChangeAddresses: () => void;
  onPlace: () => void;
  status: RequestStatus;
  problem?: string;
}

function ChosenAddress({ title, address }: { title: string; address: Address }) {
  return (
    <div>
      <h3>{title}</h3>
      <address>{addressLines(address).join(', ')}</address>
    </div>
  );
}

/** The checkout's second step: the chosen addresses (with a way back), the payment method, and placing the order. */
export function PaymentStep({ delivery, billing, payment, onPayment, onChangeAddresses, onPlace, status, problem }: PaymentStepProps) {
  const name = useId();
  const top = useRef<HTMLDivElement>(null);
  // The step replaced the address step: the focus follows, so keyboard and screen reader users go on from here.
  useEffect(() => top.current?.focus(), []);
  return (
    <div ref={top} tabIndex={-1}>
      <section className="section">
        <ChosenAddress title={T.deliveryTitle} address={delivery} />
        <ChosenAddress title={T.billingTitle} address={billing} />
        <p>
          <button type="button" className="link-button" onClick={onChangeAddresses}>
            {T.change}
          </button>
        </p>
      </section>
      <fieldset className="section">
        <legend>
          <h2>{T.paymentTitle}</h2>
        </legend>
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className="choice">
            <input type="radio" name={name} value={method} checked={payment === method} onChange={() => onPayment(method)} />
            {T.paymentMethods[method]}
          </label>
        ))}
      </fieldset>
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
      <p className="hint">{T.terms}</p>
      <Button type="button" status={status} onClick={onPlace}>
        {T.placeOrder}
      </Button>
    </div>
  );
}
