import { useId, useState } from 'react';
import { addressLines } from '@schaufenster/shared/address';
import type { Address } from '../address-api';
import { AddressEditor } from '../address-editor';
import type { OfferedCountry } from '../countries';
import { CHECKOUT_TEXTS } from '../texts';

/** The choice of a value `new`: the shopper types a new address instead of picking one of the book. */
const NEW = 'new';

interface AddressChoiceProps {
  purpose: 'checkout-delivery' | 'checkout-billing';
  title: string;
  /** The addresses of the book that may serve this purpose. */
  addresses: readonly Address[];
  selectedId: string | undefined;
  onSelect: (addressId: string) => void;
  /** A new address was saved to the book (and should be chosen). */
  onSaved: (address: Address) => void;
  countries: readonly OfferedCountry[];
}

/** Picks an address of the book for the checkout, or enters a new one (saved to the book), as a radio group. */
export function AddressChoice({ purpose, title, addresses, selectedId, onSelect, onSaved, countries }: AddressChoiceProps) {
  const name = useId();
  const [entering, setEntering] = useState(addresses.length === 0);
  const showForm = entering || addresses.length === 0;
  const finishEntering = (address: Address) => {
    setEntering(false);
    onSaved(address);
  };
  return (
    <fieldset className="section">
      <legend>
        <h2>{title}</h2>
      </legend>
      {addresses.map((address) => (
        <label key={address.addressId} className="choice">
          <input
            type="radio"
            name={name}
            value={address.addressId}
            checked={!showForm && selectedId === address.addressId}
            onChange={() => {
              setEntering(false);
              onSelect(address.addressId);
            }}
          />
          <span>{addressLines(address).join(', ')}</span>
        </label>
      ))}
      {addresses.length > 0 && (
        <label className="choice">
          <input type="radio" name={name} value={NEW} checked={showForm} onChange={() => setEntering(true)} />
          {CHECKOUT_TEXTS.newAddress}
        </label>
      )}
      {showForm && (
        <AddressEditor
          mode={purpose}
          countries={countries}
          onSaved={finishEntering}
          onCancel={addresses.length > 0 ? () => setEntering(false) : undefined}
        />
      )}
    </fieldset>
  );
}
