import { Button } from '@schaufenster/shared/ui';
import type { Address } from '../address-api';
import { AddressChoice } from './address-choice';
import { billingCandidates, canBillDelivery, type AddressSelection } from './checkout-choice';
import type { OfferedCountry } from '../countries';
import { CHECKOUT_TEXTS as T } from '../texts';

interface AddressStepProps {
  addresses: readonly Address[];
  selection: AddressSelection;
  onChange: (selection: AddressSelection) => void;
  /** A new address was saved to the book for delivery or billing. */
  onSaved: (address: Address, purpose: 'delivery' | 'billing') => void;
  onContinue: () => void;
  countries: readonly OfferedCountry[];
  problem?: string;
}

/** The checkout's first step: the delivery address, and the billing address unless it is the same. */
export function AddressStep({ addresses, selection, onChange, onSaved, onContinue, countries, problem }: AddressStepProps) {
  const canBeSame = canBillDelivery(addresses, selection.deliveryId);
  const billingSame = selection.billingSame && canBeSame;
  return (
    <div>
      <AddressChoice
        purpose="checkout-delivery"
        title={T.deliveryTitle}
        addresses={addresses}
        selectedId={selection.deliveryId}
        onSelect={(deliveryId) => onChange({ ...selection, deliveryId })}
        onSaved={(address) => onSaved(address, 'delivery')}
        countries={countries}
      />
      <label className="choice">
        <input
          type="checkbox"
          checked={billingSame}
          disabled={!canBeSame}
          onChange={(event) => onChange({ ...selection, billingSame: event.target.checked })}
        />
        {T.billingSame}
      </label>
      {!canBeSame && <p className="hint">{T.billingNoPackstation}</p>}
      {!billingSame && (
        <AddressChoice
          purpose="checkout-billing"
          title={T.billingTitle}
          addresses={billingCandidates(addresses)}
          selectedId={selection.billingId}
          onSelect={(billingId) => onChange({ ...selection, billingId })}
          onSaved={(address) => onSaved(address, 'billing')}
          countries={countries}
        />
      )}
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
      <Button type="button" onClick={onContinue}>
        {T.toPayment}
      </Button>
    </div>
  );
}
